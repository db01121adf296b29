"""Page caching for the public pages, invalidated as a whole whenever content changes.

Every cache key carries the content version; saving content (admin, seed loader) bumps it, so
the next request renders fresh. An anonymous page is the same bytes for every visitor (inline
scripts are allowed by their CSP hashes, not by per-response nonces), so the stored copy is
served as it is, and shared caches in front of Django (nginx, a CDN) may keep it too:
`Cache-Control: public` with a short `max-age` for browsers and a longer `s-maxage` for shared
caches, plus an `ETag` and `Last-Modified` tied to the content version, so a conditional GET
answers 304 without rendering anything.
"""

import hashlib
import logging
import time
import uuid
from collections.abc import Callable
from datetime import datetime
from functools import wraps

from django.conf import settings
from django.core.cache import cache
from django.db import DatabaseError, transaction
from django.http import HttpResponse, QueryDict
from django.utils.cache import get_conditional_response
from django.utils.http import http_date, parse_http_date_safe

logger = logging.getLogger(__name__)

VERSION_KEY = "marketing:content-version"
# When stored content next changes by itself (a scheduled article's publish time): seconds since the
# epoch, 0 for never. Worked out again after every save.
DUE_KEY = "marketing:content-due"
CACHE_HIT_HEADER = "X-Page-Cache"

# Each tells the next instant after now at which its published content changes with no save (None:
# never). Registered by the apps that schedule content (insights) when they start.
_schedules: list[Callable[[], datetime | None]] = []


def schedule_register(next_change: Callable[[], datetime | None]) -> None:
    """Content that goes live at a set time (a scheduled article) renews the content version at
    that time, so no cached page (a list, the sitemap, a feed) outlives it by more than the page
    cache's own lifetime in front of Django (`s-maxage`)."""
    if next_change not in _schedules:
        _schedules.append(next_change)


def _next_due() -> float | None:
    """The next instant content changes by itself (0: never); None when it cannot be known now (the
    database is down: pages already cached keep being served, and it is asked again next time)."""
    try:
        instants = [when for when in (next_change() for next_change in _schedules) if when is not None]
    except DatabaseError:
        logger.warning("Database unavailable; the next scheduled publication is asked again later.")
        return None
    return min(instants).timestamp() if instants else 0


def _new_version() -> str:
    # The time of the change comes first: it is the pages' Last-Modified.
    return f"{int(time.time()):x}-{uuid.uuid4().hex}"


def content_version() -> str:
    # A missing version (evicted, cleared) becomes a new one: stale pages are never reachable again.
    stored = cache.get_many([VERSION_KEY, DUE_KEY])
    version = stored.get(VERSION_KEY)
    if version is None or "-" not in version:  # missing, or written before versions carried their time
        version = _new_version()
        cache.set(VERSION_KEY, version, timeout=None)
    if _schedules:
        due = stored.get(DUE_KEY)
        if due is None:
            due = _next_due()
            if due is not None:
                cache.set(DUE_KEY, due, timeout=None)
        if due and time.time() >= due:
            # Scheduled content went live: every page is rendered afresh, then the next due time.
            version = _new_version()
            cache.set(VERSION_KEY, version, timeout=None)
            cache.delete(DUE_KEY)  # worked out on the next read
    return version


def content_modified_at(version: str) -> int:
    """When the content of this version was saved (seconds since the epoch)."""
    return int(version.split("-", 1)[0], 16)


def content_version_bump() -> None:
    """Makes every cached page stale. Called now and again once the current transaction commits,
    so a page rendered from not-yet-committed data cannot outlive the commit."""
    _renew()
    transaction.on_commit(_renew)


def _renew() -> None:
    cache.set(VERSION_KEY, _new_version(), timeout=None)
    cache.delete(DUE_KEY)  # a save may have scheduled something: worked out again on next read


def versioned_key(name: str) -> str:
    return f"marketing:{name}:{content_version()}"


def per_content_version(function):
    """`function`, its answers kept in this process until the content version moves on (a save in
    the admin, a scheduled page starting or ending): for reads whose rows only those change. The
    answers are shared by the requests that follow, so nothing may change them."""
    known: dict = {"version": None, "answers": {}}

    @wraps(function)
    def wrapper(*args):
        version = content_version()
        if known["version"] != version:
            known.update(version=version, answers={})
        answers = known["answers"]
        if args not in answers:
            answers[args] = function(*args)
        return answers[args]

    return wrapper


# Headers worth keeping with a cached body; the CSP and the other security headers are added by
# the middleware to every response.
STORED_HEADERS = ("Content-Type", "Content-Language", "Last-Modified", "X-Robots-Tag", "Link")


def public_cache_control() -> str:
    """Browsers keep a page briefly; shared caches longer, and may serve it stale while they
    fetch a fresh copy. A signed-in editor bypasses both and sees a change at once."""
    return (
        f"public, max-age={settings.PAGE_MAX_AGE}, s-maxage={settings.PAGE_SHARED_MAX_AGE}, "
        f"stale-while-revalidate={settings.PAGE_STALE_WHILE_REVALIDATE}"
    )


def _page_key(request, version: str, query: tuple[str, ...] = ()) -> str:
    # The configured origin, never the request's Host: no spelling of the host adds an entry.
    address = f"{settings.SITE_URL}{request.path}"
    for name in query:  # the parameters the view reads (a page number), in a fixed order
        address += f"\0{name}={request.GET.get(name, '')}"
    # The A/B test version a middleware drew for this request (campaigns.middleware): each version of
    # a page is a page of its own, as in nginx's cache key.
    ab_version = getattr(request, "ab_version", "")
    if ab_version:
        address += f"\0ab_version={ab_version}"
    return f"marketing:page:{hashlib.sha256(address.encode()).hexdigest()}:{version}"


def page_parameters_only(
    request, query: tuple[str, ...], accepts: Callable[[str, str], bool] | None = None
) -> bool:
    """The view sees only the parameters it names, each once (its first value) and only when not
    empty: campaign parameters, click ids and anything else reach the same page and the same cached
    copy. nginx does the same in front (its cache key and the query string it passes on are these
    parameters alone: agency.proxy.page_parameters), so a copy is the same whichever cache holds it.

    `accepts(name, value)`: whether a value is one the page knows (a service id...); any other is
    dropped like an unknown parameter, so made-up values reach the copy without them. Answers
    whether a value was dropped so (nginx, which keys on the values as sent, must not keep that
    answer)."""
    kept = QueryDict(mutable=True)
    refused = False
    for name in query:
        values = request.GET.getlist(name)
        if values and values[0]:  # nginx's $arg_<name> is the first value too
            if accepts is None or accepts(name, values[0]):
                kept[name] = values[0]
            else:
                refused = True
    kept._mutable = False
    request.GET = kept
    return refused


def _cacheable(request) -> bool:
    return request.method in ("GET", "HEAD") and not request.user.is_authenticated


def _storable(response) -> bool:
    cache_control = response.get("Cache-Control", "")
    return (
        response.status_code == 200
        and not response.streaming
        and not response.cookies
        and "no-store" not in cache_control
        and "private" not in cache_control
    )


def _entry(response, version: str) -> dict:
    body = response.content
    # Tied to the content version: any save in the admin changes every page's ETag at once.
    etag = '"' + hashlib.sha256(version.encode() + b"\0" + body).hexdigest()[:32] + '"'
    headers = {name: response[name] for name in STORED_HEADERS if name in response}
    headers.setdefault("Last-Modified", http_date(content_modified_at(version)))
    return {"body": body, "headers": headers, "etag": etag}


def _publish(request, response, entry: dict, *, shared: bool = True):
    """Marks the response as shared-cacheable and answers a matching conditional GET with 304.
    `shared=False`: the copy is served, but no cache in front keeps it under this address."""
    for name, value in entry["headers"].items():
        response[name] = value
    response["ETag"] = entry["etag"]
    response["Cache-Control"] = public_cache_control() if shared else PRIVATE
    last_modified = parse_http_date_safe(entry["headers"]["Last-Modified"])
    conditional = get_conditional_response(
        request, etag=entry["etag"], last_modified=last_modified, response=response
    )
    return conditional or response


PRIVATE = "private, no-store"


def _from_cache(request, entry: dict, *, shared: bool = True) -> HttpResponse:
    response = HttpResponse(entry["body"])
    response[CACHE_HIT_HEADER] = "hit"
    return _publish(request, response, entry, shared=shared)


def cache_page_content(
    view=None,
    *,
    query: tuple[str, ...] = (),
    accepts: Callable[[str, str], bool] | None = None,
    private: tuple[str, ...] = (),
):
    """Caches anonymous GET responses with status 200 under the current content version, and
    gives them the public cache headers. `@cache_page_content(query=("page",))`: the view reads these
    query parameters, so each of their values is a page of its own; any other parameter is dropped
    before the view runs (page_parameters_only).

    `accepts(name, value)`: whether a value of a `query` parameter is one the page knows; any other
    is dropped, so made-up values add no copy (and the answer to them says `private, no-store`,
    so nginx, keying on the values as sent, keeps none either). `private`: parameters that make
    the page one visitor's own (a signed lead reference): the view reads them, and a request
    carrying one is neither served from the cache nor kept by any."""
    if view is None:
        return lambda view: cache_page_content(view, query=query, accepts=accepts, private=private)

    @wraps(view)
    def wrapper(request, *args, **kwargs):
        carried = {name: request.GET.get(name) for name in private if request.GET.get(name)}
        refused = page_parameters_only(request, query, accepts)
        if carried:
            request.GET = request.GET.copy()
            request.GET.update(carried)
            request.GET._mutable = False
            response = view(request, *args, **kwargs)
            response["Cache-Control"] = PRIVATE
            return response
        if not _cacheable(request):
            return view(request, *args, **kwargs)
        version = content_version()
        key = _page_key(request, version, query)
        entry = cache.get(key)
        if entry is not None:
            return _from_cache(request, entry, shared=not refused)
        response = view(request, *args, **kwargs)

        def finish(rendered):
            if not _storable(rendered):
                return rendered
            entry = _entry(rendered, version)
            if request.method == "GET":
                cache.set(key, entry, timeout=settings.PAGE_CACHE_SECONDS)
            return _publish(request, rendered, entry, shared=not refused)

        if hasattr(response, "add_post_render_callback") and not response.is_rendered:
            # The callback's answer (a 304, say) replaces the rendered response.
            response.add_post_render_callback(finish)
            return response
        return finish(response)

    # The parameters this page reads, for nginx's configuration (agency.proxy.page_parameters).
    wrapper.page_query = (*query, *private)
    return wrapper
