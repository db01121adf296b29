from django.contrib import admin
from django.urls import include, path, re_path
from django.views.generic import RedirectView
from drf_spectacular.views import SpectacularAPIView

from agency import views

urlpatterns = [
    # The Django admin is for content editors; /admin is the staff leads page.
    path("django-admin/", admin.site.urls),
    # Leads: the public contact and quote-request endpoints, and the OpenAPI schema.
    path("api/", include("leads.urls")),
    path("api/schema/", SpectacularAPIView.as_view(), name="api-schema"),
    # The session screens of the original product are not real pages: both go home.
    path("login", RedirectView.as_view(url="/", permanent=False)),
    path("login/", RedirectView.as_view(url="/", permanent=False)),
    path("dashboard", RedirectView.as_view(url="/", permanent=False)),
    path("dashboard/", RedirectView.as_view(url="/", permanent=False)),
    path("dashboard/<path:rest>", RedirectView.as_view(url="/", permanent=False)),
    # Staff area: the /admin page, staff sign-in, the leads API for staff, the session API.
    path("", include("accounts.urls")),
    path("api/admin/", include("leads.staff_urls")),
    # Editors' uploads through Django's storage API (MEDIA_URL).
    re_path(r"^media/(?P<path>.+)$", views.media, name="media"),
    path("", include("marketing.urls")),
]

handler404 = views.page_not_found
handler500 = views.server_error
