from django.urls import path

from accounts import apis

app_name = "accounts"

urlpatterns = [
    path("api/admin/login", apis.StaffLoginApi.as_view(), name="staff-login"),
    path("api/admin/logout", apis.StaffLogoutApi.as_view(), name="staff-logout"),
    path("api/admin/session", apis.StaffSessionApi.as_view(), name="staff-session"),
    path("api/auth/csrf", apis.CsrfTokenApi.as_view(), name="csrf"),
    path("api/auth/register", apis.RegisterApi.as_view(), name="register"),
    path("api/auth/login", apis.LoginApi.as_view(), name="login"),
    path("api/auth/logout", apis.LogoutApi.as_view(), name="logout"),
    path("api/dashboard/user", apis.DashboardUserApi.as_view(), name="dashboard-user"),
]
