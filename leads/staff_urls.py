from django.urls import path

from leads import staff_apis

app_name = "leads-staff"

urlpatterns = [
    path("contacts", staff_apis.ContactListApi.as_view(), name="contacts"),
    path("contacts/export.csv", staff_apis.ContactExportApi.as_view(), name="contacts-export"),
    path("contacts/<int:lead_id>", staff_apis.ContactDetailApi.as_view(), name="contact"),
    path("contacts/<int:lead_id>/notes", staff_apis.ContactNotesApi.as_view(), name="contact-notes"),
    path("quotes", staff_apis.QuoteListApi.as_view(), name="quotes"),
    path("quotes/export.csv", staff_apis.QuoteExportApi.as_view(), name="quotes-export"),
    path("quotes/<int:lead_id>", staff_apis.QuoteDetailApi.as_view(), name="quote"),
    path("quotes/<int:lead_id>/notes", staff_apis.QuoteNotesApi.as_view(), name="quote-notes"),
    path("stats", staff_apis.StatsApi.as_view(), name="stats"),
    path("staff-users", staff_apis.StaffUsersApi.as_view(), name="staff-users"),
]
