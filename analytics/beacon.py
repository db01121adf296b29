"""The beacon: one endpoint that takes a page view or a form step and always answers 204.

Body (JSON, sent by navigator.sendBeacon as text/plain, at most MAX_BODY bytes):
`{"p": "/pricing", "r": "<landing referrer>", "u": {"source", "medium", "campaign"},
"f": "pricing-quiz", "s": "2"}`
(`f` and `s` only for a form step; `"v": "7:B"` for a page view of a landing page under an A/B
test: an exposure of that version when it is the one the server draws for this visitor there, once
a day per visitor: analytics.ab_versions). Nothing in the answer says whether it was counted, and
nothing is set: no cookie, no session; the address is used only by the throttles (hashed in the
cache for a minute, and for a day with the user agent for an exposure's bound), never stored.

`pixel` is the same count for a browser without JavaScript: a landing page under an A/B test puts
`<noscript><img src="/api/beacon.gif?p=<path>&v=7:B"></noscript>` in its HTML (campaigns), which a
browser running scripts never loads (the script's beacon counts that view), so every visitor's
exposure is counted once. Same rules (GPC, DNT, bots, the throttle); the source is the utm_*
parameters of the page's own address when its Referer names it, else direct (the landing referrer
is the script's to keep). It answers a transparent 1x1 GIF, never cached.
"""

import base64
import json
from urllib.parse import parse_qs, urlsplit

from django.http import HttpResponse, HttpResponseNotAllowed
from django.views.decorators.csrf import csrf_exempt

from agency.throttle import limit, refusal
from analytics.ab_versions import exposure_version
from analytics.services import count_event, refuses_counting
from analytics.sources import classify

MAX_BODY = 2048


BEACON_THROTTLE = limit("beacon", "ANALYTICS_THROTTLE")


def _text(value, limit: int = 2000) -> str:
    return value[:limit] if isinstance(value, str) else ""


def read_body(request) -> dict | None:
    try:
        if int(request.META.get("CONTENT_LENGTH") or 0) > MAX_BODY:
            return None
        raw = request.read(MAX_BODY + 1)
    except (ValueError, OSError):
        return None
    if len(raw) > MAX_BODY:
        return None
    try:
        body = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return None
    return body if isinstance(body, dict) else None


def _count_allowed(request) -> bool:
    return not refuses_counting(request) and refusal(request, [BEACON_THROTTLE]) is None


@csrf_exempt
def beacon(request):
    if request.method != "POST":
        return HttpResponseNotAllowed(["POST"])
    if _count_allowed(request):
        body = read_body(request)
        if body is not None:
            utm = body.get("u") if isinstance(body.get("u"), dict) else {}
            source = classify(
                utm_source=_text(utm.get("source")),
                utm_medium=_text(utm.get("medium")),
                utm_campaign=_text(utm.get("campaign")),
                referrer=_text(body.get("r")),
            )
            form, step = _text(body.get("f"), 40), _text(body.get("s"), 20)
            path = _text(body.get("p"), 300)
            count_event(
                path=path,
                source=source,
                form=form,
                step=step,
                version="" if form else exposure_version(request, path, body.get("v")),
            )
    response = HttpResponse(status=204)
    response["Cache-Control"] = "no-store"
    return response


# The smallest transparent GIF (1x1, 42 bytes).
PIXEL = base64.b64decode("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7")


def _own_page_utm(request) -> dict[str, str]:
    """The utm_* parameters of the page that loaded the pixel, from its Referer (our own origin
    only: Referrer-Policy same-origin sends it whole to us, nothing to anyone else)."""
    referer = urlsplit(request.headers.get("Referer", ""))
    if referer.netloc != request.get_host():
        return {}
    params = parse_qs(referer.query)
    return {key: _text(params.get(f"utm_{key}", [""])[0]) for key in ("source", "medium", "campaign")}


def pixel(request):
    """GET /api/beacon.gif?p=<path>&v=<version>: a page view (an exposure when it names a version)
    from a browser without JavaScript, by the beacon's rules. HEAD counts nothing."""
    if request.method not in ("GET", "HEAD"):
        return HttpResponseNotAllowed(["GET", "HEAD"])
    if request.method == "GET" and _count_allowed(request):
        utm = _own_page_utm(request)
        path = _text(request.GET.get("p"), 300)
        count_event(
            path=path,
            source=classify(
                utm_source=utm.get("source", ""),
                utm_medium=utm.get("medium", ""),
                utm_campaign=utm.get("campaign", ""),
                referrer="",
            ),
            version=exposure_version(request, path, request.GET.get("v")),
        )
    response = HttpResponse(PIXEL, content_type="image/gif")
    response["Cache-Control"] = "no-store"
    return response
