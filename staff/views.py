"""The /admin staff page: a React island; the server decides who is signed in."""

from django.conf import settings
from django.urls import reverse
from django.utils.cache import add_never_cache_headers, patch_cache_control
from django.utils.decorators import method_decorator
from django.views.decorators.csrf import ensure_csrf_cookie
from django.views.generic import TemplateView

from accounts.selectors import staff_user_summary, user_can_use_staff_area
from leads.models import LeadNote, LeadStatus, language_choices
from leads.pipeline import (
    NOTE_EMPTY_MESSAGE,
    NOTE_TOO_LONG_MESSAGE,
    SALE_CURRENCY_MESSAGE,
    SALE_DEFAULT_CURRENCY,
    SALE_VALUE_MESSAGE,
)
from leads.selectors import ORDERINGS, SEARCH_FIELDS, built_form_choices, coded_form_choices, search_hint
from staff.report_figures import REPORT_CSVS


def staff_page_props(user) -> dict:
    """The staff island's props: who is signed in, where the APIs are, and the facts the screens
    share with the server (the pipeline's statuses and labels, the site's languages, the sortable
    columns, what search looks in, the note limit and its messages), read from the modules that own
    them."""
    signed_in = user_can_use_staff_area(user=user)
    return {
        "user": staff_user_summary(user=user) if signed_in else None,
        # Dates are shown in the zone the date filter and the chart count days in.
        "timeZone": settings.TIME_ZONE,
        "urls": {
            "login": reverse("accounts:staff-login"),
            "logout": reverse("accounts:staff-logout"),
            "session": reverse("accounts:staff-session"),
            "leads": reverse("leads-staff:leads"),
            "leadsExport": reverse("leads-staff:leads-export"),
            "contacts": reverse("leads-staff:contacts"),
            "quotes": reverse("leads-staff:quotes"),
            "contactsExport": reverse("leads-staff:contacts-export"),
            "quotesExport": reverse("leads-staff:quotes-export"),
            "stats": reverse("leads-staff:stats"),
            "staffUsers": reverse("leads-staff:staff-users"),
            "forms": reverse("leads-staff:forms"),
            "reports": reverse("leads-staff:reports"),
            "reportsExport": reverse("leads-staff:reports-export"),
        },
        "statuses": [{"value": value, "label": label} for value, label in LeadStatus.choices],
        # The languages a lead can be written in, by the names staff read (the language filter).
        "languages": [{"value": value, "label": label} for value, label in language_choices()],
        # The forms built in the admin (the Quote Requests tab's Form filter), for staff only: their
        # names are internal. A member who signs in on the page asks the staff API (urls.forms).
        "forms": built_form_choices() if signed_in else [],
        # The site's own forms, which the first view's Form filter offers before the built ones.
        "codedForms": coded_form_choices(),
        # Every CSV the Reports view offers and where (staff.report_figures.REPORT_CSVS).
        "reportCsvs": list(REPORT_CSVS),
        "sortKeys": list(ORDERINGS),
        "searchHints": {kind: search_hint(kind) for kind in SEARCH_FIELDS},
        "note": {
            "maxLength": LeadNote.MAX_LENGTH,
            "emptyMessage": NOTE_EMPTY_MESSAGE,
            "tooLongMessage": NOTE_TOO_LONG_MESSAGE,
        },
        # A won lead's sale: the currency offered first and the server's words on a wrong one.
        "sale": {
            "defaultCurrency": SALE_DEFAULT_CURRENCY,
            "valueMessage": SALE_VALUE_MESSAGE,
            "currencyMessage": SALE_CURRENCY_MESSAGE,
        },
    }


@method_decorator(ensure_csrf_cookie, name="dispatch")
class StaffAdminPageView(TemplateView):
    template_name = "staff/admin.html"

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        # The staff page has its own compact bar (the island's): the public header and footer are noise here.
        context["show_chrome"] = False
        context["staff_props"] = staff_page_props(self.request.user)
        return context

    def render_to_response(self, context, **response_kwargs):
        response = super().render_to_response(context, **response_kwargs)
        # Staff data never sits in a shared cache or the back-forward cache; robots stay out.
        add_never_cache_headers(response)
        patch_cache_control(response, private=True)
        response["X-Robots-Tag"] = "noindex, nofollow"
        return response
