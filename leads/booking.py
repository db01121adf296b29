"""“Book your call now”: after a quote request, a link that opens the agency's scheduling page
(SiteIdentity.scheduling_url, which editors set in the Django admin: Calendly, Cal.com ...) with
the visitor's name and email filled in and the lead's reference for matching the booking to it.

The link points at our own `/book?lead=<signed reference>` first: that address counts the click in
the form's funnel (step "book", by the counter's rules) and redirects to the scheduling page built
here, never to an address taken from the request, so it is no open redirect. The reference is
signed (django.core.signing, a week long), so nobody can walk the ids to read other leads' names.

Query parameters given to the scheduling page: `name` and `email` (both Calendly and Cal.com fill
their form with them) and `utm_content=quote-<id>` (Calendly keeps utm_* with the booking and
sends them in its webhooks; Cal.com keeps them with the booking's tracking), documented in
docs/staff/reports.md.
"""

from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from django.core import signing
from django.urls import reverse

from agency.identity import site_identity
from leads.models import QuoteRequest
from leads.selectors import quote_request_by_former_id

SALT = "leads.booking"
MAX_AGE_SECONDS = 7 * 24 * 3600
REFERENCE_PARAMETER = "utm_content"


def scheduling_page() -> str:
    return (site_identity().scheduling_url or "").strip()


def lead_reference(lead: QuoteRequest) -> str:
    """The reference "quote-<id>". A quote request moved into the one lead table keeps its former
    id here, so the references the scheduling tool already holds stay the same (no quote request's
    id equals a former one: leads.selectors.quote_request_by_former_id)."""
    return f"quote-{lead.former_quote_id or lead.pk}"


def booking_token(lead: QuoteRequest) -> str:
    return signing.dumps(lead.pk, salt=SALT, compress=True)


def lead_from_token(token: str) -> QuoteRequest | None:
    try:
        pk = signing.loads(token or "", salt=SALT, max_age=MAX_AGE_SECONDS)
    except signing.BadSignature:
        return None
    if not isinstance(pk, int):
        return None
    # A token made before contacts and quotes were one table carries the quote's former id.
    former = quote_request_by_former_id(pk)
    return QuoteRequest.objects.filter(pk=former.pk if former else pk, is_spam=False).first()


def booking_path(lead: QuoteRequest) -> str:
    """Our counting address for the lead's booking link, or "" when no scheduling page is set."""
    if not scheduling_page() or lead.is_spam:
        return ""
    return f"{reverse('lead-forms:book')}?{urlencode({'lead': booking_token(lead)})}"


def scheduling_link(lead: QuoteRequest) -> str:
    """The scheduling page with the visitor's name, email and the lead's reference, keeping any
    query the page's address already has."""
    page = scheduling_page()
    if not page:
        return ""
    parts = urlsplit(page)
    query = [
        (key, value)
        for key, value in parse_qsl(parts.query, keep_blank_values=True)
        if key not in ("name", "email", REFERENCE_PARAMETER)
    ]
    query += [("name", lead.name), ("email", lead.email), (REFERENCE_PARAMETER, lead_reference(lead))]
    return urlunsplit((parts.scheme, parts.netloc, parts.path, urlencode(query), parts.fragment))
