"""The staff feature's addresses: the /admin page and the API behind it under /api/admin/.

The API keeps its namespace ("leads-staff:contacts" ...); the page is "leads-staff:staff-admin".
The sign-in, sign-out and session doors (/api/admin/login, logout, session) are accounts'.
"""

from django.urls import path
from django.views.generic import RedirectView

from staff import apis, views

app_name = "leads-staff"

urlpatterns = [
    path("admin", views.StaffAdminPageView.as_view(), name="staff-admin"),
    path("admin/", RedirectView.as_view(url="/admin", permanent=False)),
    path("api/admin/leads", apis.AnyLeadListApi.as_view(), name="leads"),
    path("api/admin/leads/export.csv", apis.AnyLeadExportApi.as_view(), name="leads-export"),
    path("api/admin/contacts", apis.ContactListApi.as_view(), name="contacts"),
    path("api/admin/contacts/export.csv", apis.ContactExportApi.as_view(), name="contacts-export"),
    path("api/admin/contacts/<int:lead_id>", apis.ContactDetailApi.as_view(), name="contact"),
    path("api/admin/contacts/<int:lead_id>/notes", apis.ContactNotesApi.as_view(), name="contact-notes"),
    path(
        "api/admin/contacts/<int:lead_id>/sequences/<int:enrollment_id>/stop",
        apis.ContactSequenceStopApi.as_view(),
        name="contact-sequence-stop",
    ),
    path("api/admin/quotes", apis.QuoteListApi.as_view(), name="quotes"),
    path("api/admin/quotes/export.csv", apis.QuoteExportApi.as_view(), name="quotes-export"),
    path("api/admin/quotes/<int:lead_id>", apis.QuoteDetailApi.as_view(), name="quote"),
    path("api/admin/quotes/<int:lead_id>/notes", apis.QuoteNotesApi.as_view(), name="quote-notes"),
    path(
        "api/admin/quotes/<int:lead_id>/sequences/<int:enrollment_id>/stop",
        apis.QuoteSequenceStopApi.as_view(),
        name="quote-sequence-stop",
    ),
    path("api/admin/stats", apis.StatsApi.as_view(), name="stats"),
    path("api/admin/reports", apis.ReportsApi.as_view(), name="reports"),
    path("api/admin/reports/export.csv", apis.ReportsExportApi.as_view(), name="reports-export"),
    path("api/admin/staff-users", apis.StaffUsersApi.as_view(), name="staff-users"),
    path("api/admin/forms", apis.BuiltFormsApi.as_view(), name="forms"),
]
