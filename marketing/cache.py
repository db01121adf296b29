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
import time
import uuid
from functools import wraps

from django.conf import settings
from django.core.cache import cache
from django.db import transaction
from django.http import HttpResponse
from django.utils.cache import get_conditional_response
from django.utils.http import http_date, parse_http_date_safe

VERSION_KEY = "marketing:content-version"
CACHE_HIT_HEADER = "X-Page-Cache"


def _new_version() -> str:
    # The time of the change comes first: it is the pages' Last-Modified.
    return f"{int(time.time()):x}-{uuid.uuid4().hex}"


def content_version() -> str:
    # A missing version (evicted, cleared) becomes a new one: stale pages are never reachable again.
    version = cache.get_or_set(VERSION_KEY, _new_version, timeout=None)
    if "-" not in version:  # written before versions carried their time
        version = _new_version()
        cache.set(VERSION_KEY, version, timeout=None)
    return version


def content_modified_at(version: str) -> int:
    """When the content of this version was saved (seconds since the epoch)."""
    return int(version.split("-", 1)[0], 16)


def content_version_bump() -> None:
    """Makes every cached page stale. Called now and again once the current transaction commits,
    so a page rendered from not-yet-committed data cannot outlive the commit."""
    cache.set(VERSION_KEY, _new_version(), timeout=None)
    transaction.on_commit(lambda: cache.set(VERSION_KEY, _new_version(), timeout=None))


def versioned_key(name: str) -> str:
    return f"marketing:{name}:{content_version()}"


# Campaign and click-id parameters do not change a page, so such links share its cached copy.
TRACKING_PARAMETERS = ("utm_", "gclid", "fbclid", "msclkid")
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


def _page_key(request, version: str) -> str:
    # The configured origin, never the request's Host: no spelling of the host adds an entry.
    address = f"{settings.SITE_URL}{request.path}"
    return f"marketing:page:{hashlib.sha256(address.encode()).hexdigest()}:{version}"


def _only_tracking_parameters(request) -> bool:
    return all(name.startswith(TRACKING_PARAMETERS) for name in request.GET)


def _cacheable(request) -> bool:
    # Any other query string may change the page (a sitemap page number, say): it is not cached.
    return (
        request.method in ("GET", "HEAD")
        and not request.user.is_authenticated
        and _only_tracking_parameters(request)
    )


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


def _publish(request, response, entry: dict):
    """Marks the response as shared-cacheable and answers a matching conditional GET with 304."""
    for name, value in entry["headers"].items():
        response[name] = value
    response["ETag"] = entry["etag"]
    response["Cache-Control"] = public_cache_control()
    last_modified = parse_http_date_safe(entry["headers"]["Last-Modified"])
    conditional = get_conditional_response(
        request, etag=entry["etag"], last_modified=last_modified, response=response
    )
    return conditional or response


def _from_cache(request, entry: dict) -> HttpResponse:
    response = HttpResponse(entry["body"])
    response[CACHE_HIT_HEADER] = "hit"
    return _publish(request, response, entry)


def cache_page_content(view):
    """Caches anonymous GET responses with status 200 under the current content version, and
    gives them the public cache headers."""

    @wraps(view)
    def wrapper(request, *args, **kwargs):
        if not _cacheable(request):
            return view(request, *args, **kwargs)
        version = content_version()
        key = _page_key(request, version)
        entry = cache.get(key)
        if entry is not None:
            return _from_cache(request, entry)
        response = view(request, *args, **kwargs)

        def finish(rendered):
            if not _storable(rendered):
                return rendered
            entry = _entry(rendered, version)
            if request.method == "GET":
                cache.set(key, entry, timeout=settings.PAGE_CACHE_SECONDS)
            return _publish(request, rendered, entry)

        if hasattr(response, "add_post_render_callback") and not response.is_rendered:
            # The callback's answer (a 304, say) replaces the rendered response.
            response.add_post_render_callback(finish)
            return response
        return finish(response)

    return wrapper
