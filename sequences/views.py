"""The two links of a sequence email: one-click unsubscribe (RFC 8058) and "book a call".

/email/unsubscribe/<token>: a GET shows one button in the email's language (a link scanner that
follows links unsubscribes nobody); a POST, as a mail program sends it with no cookie and no CSRF
token, unsubscribes at once. A forged or altered token is a 404 and changes nothing; a repeat
POST is harmless.
"""

from django.http import Http404, HttpResponseRedirect
from django.template.response import TemplateResponse
from django.urls import reverse
from django.utils import translation
from django.utils.translation import gettext as _
from django.views import View
from django.views.decorators.csrf import csrf_exempt

from agency.i18n import path_in_language
from leads.booking import scheduling_link, scheduling_page
from publishing import seo
from sequences import services, tokens
from sequences.models import Enrollment


def no_store(response):
    # A page for one reader's link: never kept by a browser or a shared cache.
    response["Cache-Control"] = "private, no-store"
    return response


def _enrollment(claim: int) -> Enrollment:
    enrollment = Enrollment.objects.select_related("lead").filter(pk=claim).first()
    if enrollment is None:
        raise Http404("No such email.")
    return enrollment


def _page(request, language: str, *, heading: str, body: str, button: str = "", status: int = 200):
    with translation.override(language):
        path = path_in_language("/", language)
        context = {
            "heading": heading,
            "body": body,
            "button": button,
            "seo": seo.page_seo(request, title=heading, description=heading, path=path),
        }
        response = TemplateResponse(request, "sequences/message.html", context, status=status)
        response.render()
    return no_store(response)


class UnsubscribeView(View):
    def dispatch(self, request, *args, **kwargs):
        try:
            claim, language = tokens.unsubscribe_claim(kwargs["token"])
        except tokens.TokenInvalid as exc:
            raise Http404("Not a link we made.") from exc
        self.enrollment = _enrollment(claim)
        self.language = language if language in ("en", "es") else "en"
        return super().dispatch(request, *args, **kwargs)

    def get(self, request, token: str):
        with translation.override(self.language):
            if services.is_suppressed(self.enrollment.address):
                return self.done(request)
            return _page(
                request,
                self.language,
                heading=_("Stop our follow-up emails?"),
                body=_("Press the button and %(address)s gets no more of these emails from us.")
                % {"address": self.enrollment.lead.email},
                button=_("Unsubscribe"),
            )

    def post(self, request, token: str):
        services.enrollment_unsubscribe(enrollment=self.enrollment)
        return self.done(request)

    def done(self, request):
        with translation.override(self.language):
            return _page(
                request,
                self.language,
                heading=_("You are unsubscribed"),
                body=_("%(address)s gets no more follow-up emails from us. Write to us any time.")
                % {"address": self.enrollment.lead.email},
            )


# A mail program posts with no cookie and no CSRF token (RFC 8058): this view only.
unsubscribe = csrf_exempt(UnsubscribeView.as_view())


def book(request, token: str):
    """The booking link of a sequence email: the lead leaves every sequence, then the scheduling
    page (leads.booking), or the contact page when the agency has none."""
    try:
        enrollment = _enrollment(tokens.booked_enrollment(token))
    except tokens.TokenInvalid as exc:
        raise Http404("Not a link we made.") from exc
    services.enrollment_booked(enrollment=enrollment)
    if scheduling_page():
        target = scheduling_link(enrollment.lead)
    else:
        with translation.override(enrollment.language):
            target = path_in_language(reverse("marketing:contact"), enrollment.language)
    response = HttpResponseRedirect(target)
    response["Referrer-Policy"] = "no-referrer"
    return no_store(response)
