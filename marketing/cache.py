"""Page caching for the public pages, invalidated as a whole whenever content changes.

Every cache key carries the content version; saving content (admin, seed loader) bumps it, so
the next request renders fresh. Bodies are stored with the response's CSP nonce replaced by a
marker, and each response served from the cache gets its own fresh nonce.
"""

import hashlib
import uuid
from functools import wraps

from django.conf import settings
from django.core.cache import cache
from django.db import transaction
from django.http import HttpResponse

VERSION_KEY = "marketing:content-version"
NONCE_MARKER = "__agency_csp_nonce__"
CACHE_HIT_HEADER = "X-Page-Cache"


def _new_version() -> str:
    return uuid.uuid4().hex


def content_version() -> str:
    # A missing version (evicted, cleared) becomes a new one: stale pages are never reachable again.
    return cache.get_or_set(VERSION_KEY, _new_version, timeout=None)


def content_version_bump() -> None:
    """Makes every cached page stale. Called now and again once the current transaction commits,
    so a page rendered from not-yet-committed data cannot outlive the commit."""
    cache.set(VERSION_KEY, _new_version(), timeout=None)
    transaction.on_commit(lambda: cache.set(VERSION_KEY, _new_version(), timeout=None))


def versioned_key(name: str) -> str:
    return f"marketing:{name}:{content_version()}"


# Campaign and click-id parameters do not change a page, so such links share its cached copy.
TRACKING_PARAMETERS = ("utm_", "gclid", "fbclid", "msclkid")
# Headers worth keeping with a cached body; the CSP and cookies are made afresh per response.
STORED_HEADERS = ("Content-Type", "Content-Language", "Last-Modified", "X-Robots-Tag", "Link")


def _page_key(request) -> str:
    address = f"{request.scheme}://{request.get_host()}{request.path}"
    return versioned_key("page:" + hashlib.sha256(address.encode()).hexdigest())


def _only_tracking_parameters(request) -> bool:
    return all(name.startswith(TRACKING_PARAMETERS) for name in request.GET)


def _cacheable(request) -> bool:
    # Any other query string may change the page (a sitemap page number, say): it is not cached.
    return (
        request.method in ("GET", "HEAD")
        and not request.user.is_authenticated
        and _only_tracking_parameters(request)
    )


def _nonce(request):
    return getattr(request, "_csp_nonce", None)


def _store(request, key: str, response) -> None:
    if response.status_code != 200 or response.streaming or response.cookies:
        return
    if "no-store" in response.get("Cache-Control", "") or "private" in response.get("Cache-Control", ""):
        return
    body = response.content.decode(response.charset)
    nonce = _nonce(request)
    if nonce:  # A LazyNonce is truthy only once a template used it.
        body = body.replace(str(nonce), NONCE_MARKER)
    headers = {name: response[name] for name in STORED_HEADERS if name in response}
    entry = {"body": body, "headers": headers}
    cache.set(key, entry, timeout=settings.PAGE_CACHE_SECONDS)


def _from_cache(request, entry: dict) -> HttpResponse:
    body = entry["body"]
    nonce = _nonce(request)
    if NONCE_MARKER in body and nonce is not None:
        # Reading the nonce marks it used, so the CSP middleware puts the same value in the header.
        body = body.replace(NONCE_MARKER, str(nonce))
    response = HttpResponse(body)
    for name, value in entry["headers"].items():
        response[name] = value
    response[CACHE_HIT_HEADER] = "hit"
    return response


def cache_page_content(view):
    """Caches anonymous GET responses with status 200 under the current content version."""

    @wraps(view)
    def wrapper(request, *args, **kwargs):
        if not _cacheable(request):
            return view(request, *args, **kwargs)
        key = _page_key(request)
        entry = cache.get(key)
        if entry is not None:
            return _from_cache(request, entry)
        response = view(request, *args, **kwargs)
        if request.method == "GET" and response.status_code == 200:
            if hasattr(response, "add_post_render_callback") and not response.is_rendered:
                response.add_post_render_callback(lambda rendered: _store(request, key, rendered))
            else:
                _store(request, key, response)
        return response

    return wrapper
