"""HTTP plumbing of the public lead endpoints: reading the JSON body safely, their throttles
(agency.throttle's one rolling-window limit, with the leads' rates), and the JSON-only content
negotiation."""

from django.conf import settings
from django.utils.translation import gettext_lazy as _
from rest_framework import status
from rest_framework.exceptions import APIException, ParseError, UnsupportedMediaType
from rest_framework.negotiation import BaseContentNegotiation
from rest_framework.request import Request

from agency.parsers import parse_json
from agency.throttle import limit


class PayloadTooLarge(APIException):
    status_code = status.HTTP_413_REQUEST_ENTITY_TOO_LARGE
    default_detail = "The request body is too large."
    default_code = "payload_too_large"


# What a visitor reads when the database cannot take a lead (agency.exceptions.ServiceUnavailable).
LEAD_UNAVAILABLE = _("We cannot store your request right now. Please try again in a minute.")


def read_json_object(request: Request) -> dict:
    """The request body as a JSON object, read with a hard size limit before anything is parsed.

    At most LEADS_MAX_BODY_BYTES + 1 bytes are ever read, whatever Content-Length claims: a larger
    declared length is refused unread, and a body sent without one (chunked, behind a server that
    decodes it) is read only up to the limit.
    """
    http = request._request
    if http.content_type.lower() != "application/json":
        raise UnsupportedMediaType(
            http.content_type or "(none)",
            detail="Send the request body as JSON with the header Content-Type: application/json.",
        )
    charset = http.content_params.get("charset", "utf-8").lower()
    if charset not in ("utf-8", "utf8"):
        raise UnsupportedMediaType(http.content_type, detail="Send the JSON body encoded as UTF-8.")

    limit = settings.LEADS_MAX_BODY_BYTES
    too_large = PayloadTooLarge(f"The request body is larger than the limit of {limit // 1024} KiB.")
    declared = http.META.get("CONTENT_LENGTH")
    if declared not in (None, ""):
        try:
            length = int(declared)
        except ValueError:
            raise ParseError("The Content-Length header is not a number.") from None
        if length > limit:
            raise too_large
        # Django's stream never yields more than the declared length.
        body = http.read(limit + 1)
    elif http.META.get("wsgi.input_terminated"):
        body = http.META["wsgi.input"].read(limit + 1)
    else:
        body = b""
    if len(body) > limit:
        raise too_large
    if not body.strip():
        raise ParseError("The request body is empty: send a JSON object.")
    payload = parse_json(body)
    if not isinstance(payload, dict):
        raise ParseError("The request body must be a JSON object.")
    return payload


# Both lead endpoints and the forms without JavaScript count together (agency.throttle).
LEAD_THROTTLES = (
    limit("leads:burst", "LEADS_THROTTLE_BURST"),
    limit("leads:sustained", "LEADS_THROTTLE_SUSTAINED"),
)


class JSONOnlyNegotiation(BaseContentNegotiation):
    """The lead endpoints always answer JSON, whatever Accept says (no 406 for a sloppy client)."""

    def select_parser(self, request, parsers):
        return parsers[0]

    def select_renderer(self, request, renderers, format_suffix=None):
        return renderers[0], renderers[0].media_type
