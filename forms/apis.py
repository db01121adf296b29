"""The public lead endpoints: POST /api/contact and POST /api/quote-request (the spec's), and
POST /api/forms/<slug>, where the island of a form built in the admin sends its leads.

They carry no ambient authority (they only ever add a lead), so they use no session, need no CSRF
token and no cookie; only `Content-Type: application/json` is accepted, which a browser cannot send
from another site without a CORS preflight we never grant.

Each endpoint reads the body (forms.http), turns it into a valid submission (forms.serializers:
which form sent it, field by field) and stores it (leads.services). Validation errors answer 400
with `{"<field>": ["message", ...]}`: top-level fields by their JSON name (`name`,
`currentChallenges`), nested answers by a dotted path (`quizAnswers.email`). Every other error is
`{"detail": "..."}`, answered by the project's exception handler (agency.exceptions).

The endpoints live outside /es/, so the payload says which language its page speaks (`language`,
read by forms.serializers.payload_language): the submission is checked and stored with that
language active, so a Spanish page gets its field errors in Spanish, and the lead records it.
"""

from urllib.parse import urlsplit

from django.db import InterfaceError, OperationalError
from django.utils import translation
from rest_framework import status
from rest_framework.exceptions import APIException, NotFound
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from agency.client_address import client_ip
from agency.exceptions import ServiceUnavailable
from agency.parsers import SafeJSONParser
from analytics.ab_versions import drawn_version
from analytics.services import refuses_counting
from forms.api_docs import built_form_create_schema, contact_create_schema, quote_request_create_schema
from forms.http import LEAD_THROTTLES, LEAD_UNAVAILABLE, JSONOnlyNegotiation, read_json_object
from forms.serializers import LeadInput, built_form_input, contact_input, payload_language, quote_input
from leads.booking import booking_path
from leads.click_ids import click_ids_from_address
from leads.selectors import built_form_live
from leads.services import (
    IdempotencyKeyReused,
    LeadTracking,
    built_form_lead_create,
    contact_submission_create,
    lead_spam_reason,
    quote_request_create,
)


class IdempotencyConflict(APIException):
    status_code = status.HTTP_409_CONFLICT
    default_detail = (
        "This idempotencyKey was already used for a different submission. "
        "Send each new submission with a new key."
    )
    default_code = "idempotency_key_reused"


def landing_path(value) -> str:
    """The visit's first page as a path on this site (with its query), or "" for anything else: the
    browser keeps it in sessionStorage (templates/includes/analytics.html) and sends it with the lead."""
    if not isinstance(value, str):
        return ""
    value = value.strip()
    if not value.startswith("/") or value.startswith("//"):
        return ""
    return value[:2000]


BUILT_FORM_CLOSED = "This form is closed or does not exist."


def ab_version_of(request, page) -> str:
    """The A/B test version ("7:B") of the page the lead was sent from (`page`, its address): the
    one the server draws for this visitor there (analytics.ab_versions), whatever the payload says,
    or "" for a page under no running test. Like the exposures, never for a visitor who asked not to
    be counted (Global Privacy Control, Do Not Track) or a bot, so leads and exposures count the same
    visitors (docs/developers/ab-tests.md)."""
    if not isinstance(page, str) or refuses_counting(request):
        return ""
    try:
        path = urlsplit(page.strip()).path
    except ValueError:
        return ""
    return drawn_version(request, path)


def lead_tracking(request, lead: LeadInput) -> LeadTracking:
    context = lead.context if isinstance(lead.context, dict) else {}
    utm = context.get("utm") if isinstance(context.get("utm"), dict) else {}
    landing = landing_path(context.get("landing"))
    return LeadTracking(
        page_url=context.get("page"),
        referrer=context.get("referrer"),
        utm_source=utm.get("source"),
        utm_medium=utm.get("medium"),
        utm_campaign=utm.get("campaign"),
        utm_term=utm.get("term"),
        utm_content=utm.get("content"),
        landing_page=landing,
        click_ids=click_ids_from_address(landing),
        sharing_opt_out=request.META.get("HTTP_SEC_GPC", "").strip() == "1",
        user_agent=request.META.get("HTTP_USER_AGENT", ""),
        client_address=client_ip(request),
        ab_version=ab_version_of(request, context.get("page")),
    )


def store(create, request, lead: LeadInput) -> Response:
    """Store a valid submission with `create` (a service): 201, or 200 for a retry of a stored one."""
    try:
        stored, created = create(
            **lead.fields,
            language=lead.language,
            tracking=lead_tracking(request, lead),
            spam_reason=lead_spam_reason(honeypot=lead.honeypot, elapsed_ms=lead.elapsed_ms),
            idempotency_key=lead.idempotency_key,
        )
    except IdempotencyKeyReused:
        raise IdempotencyConflict() from None
    except (OperationalError, InterfaceError) as error:
        raise ServiceUnavailable(LEAD_UNAVAILABLE) from error
    body = {"id": stored.pk}
    if not stored.is_contact:
        # Where "Book your call now" leads, when the agency has a scheduling page (leads.booking).
        booking = booking_path(stored)
        if booking:
            body["booking"] = booking
    return Response(body, status=status.HTTP_201_CREATED if created else status.HTTP_200_OK)


class PublicLeadApi(APIView):
    """What both public lead endpoints share: no session or CSRF, throttles, JSON errors only."""

    authentication_classes = []
    permission_classes = [AllowAny]
    throttle_classes = list(LEAD_THROTTLES)
    # Documents the media type; the body itself is read by read_json_object, with a size limit.
    parser_classes = [SafeJSONParser]
    content_negotiation_class = JSONOnlyNegotiation


class ContactCreateApi(PublicLeadApi):
    """A message from the home page contact section or the contact page."""

    @contact_create_schema
    def post(self, request):
        payload = read_json_object(request)
        with translation.override(payload_language(payload)):
            return store(contact_submission_create, request, contact_input(payload))


class BuiltFormCreateApi(PublicLeadApi):
    """A lead from a form built in the admin, sent by its island (its own page and landing pages'
    blocks); a closed or unknown form answers 404."""

    @built_form_create_schema
    def post(self, request, slug: str):
        form = built_form_live(slug)
        if form is None:
            raise NotFound(BUILT_FORM_CLOSED)
        payload = read_json_object(request)
        with translation.override(payload_language(payload)):
            return store(built_form_lead_create, request, built_form_input(form, payload))


class QuoteRequestCreateApi(PublicLeadApi):
    """A quote request from the hero quiz, the AI automation consultation or the pricing quiz."""

    @quote_request_create_schema
    def post(self, request):
        payload = read_json_object(request)
        with translation.override(payload_language(payload)):
            return store(quote_request_create, request, quote_input(payload))
