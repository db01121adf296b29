"""What nginx (deploy/nginx.conf.template) takes from the site, so that one owner decides each
thing: its body limits, the answers it gives itself, in the site's words.

`manage.py proxy_settings FOLDER` writes the answers below into FOLDER and prints the rest as JSON
for deploy/prod.py, which fills the template with it.

- 413: a body over the site's own limit (agency.request_body) is refused by nginx before gunicorn
  sees it;
- 429: a client sending more requests than RATE to gunicorn (cache misses, posts) is refused by
  nginx for a moment (`Retry-After`).

Each answer is a page in English and in Spanish (for an address under /es/) and JSON for /api/.
"""

import json
import re
from pathlib import Path

from django.conf import settings
from django.template.loader import render_to_string
from django.urls import URLResolver, get_resolver, reverse
from django.utils import translation
from django.utils.translation import gettext_lazy as _

from agency.request_body import largest_body, largest_form_body

# Seconds a refused client is told to wait (429's Retry-After). nginx's rate is per second, so a
# second is enough; the burst lets a visitor's page with a few posts through at once.
RETRY_AFTER = 1

REFUSALS = {
    413: {
        "title": _("Too large to send"),
        "text": _(
            "What you sent is too large for this site to accept. Please shorten your message, or "
            "send a smaller file, and try again."
        ),
        "detail": "The request body is too large for this address.",
    },
    429: {
        "title": _("Too many requests"),
        "text": _(
            "We received too many requests from your connection in a short time. Please wait a "
            "moment and try again."
        ),
        "detail": "Too many requests from this address: retry after the seconds in Retry-After.",
    },
}
HOME_LABEL = _("Return to Homepage")


def refusal_pages_write(folder: Path) -> list[Path]:
    """413 and 429 as `<status>.en.html`, `<status>.es.html` and `<status>.json` in FOLDER."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for status, copy in REFUSALS.items():
        for language in ("en", "es"):
            with translation.override(language):
                page = render_to_string(
                    "refused.html",
                    {
                        "language": language,
                        "title": copy["title"],
                        "text": copy["text"],
                        "home_url": reverse("marketing:home"),
                        "home_label": HOME_LABEL,
                    },
                )
            written.append(folder / f"{status}.{language}.html")
            written[-1].write_text(page)
        written.append(folder / f"{status}.json")
        written[-1].write_text(json.dumps({"detail": copy["detail"]}))
    return written


def proxy_settings() -> dict:
    """The values deploy/prod.py puts into nginx's configuration."""
    return {
        "form_body_max": largest_form_body(),
        "upload_body_max": largest_body(),
        "retry_after": RETRY_AFTER,
        "page_parameters": page_parameters(),
        "page_variants": page_variants(),
        "app_rate": settings.PROXY_APP_RATE,
        "app_burst": settings.PROXY_APP_BURST,
        "ab_refresh_seconds": settings.PROXY_AB_REFRESH_SECONDS,
        "hsts_seconds": getattr(settings, "SECURE_HSTS_SECONDS", 0),
    }


# The pages drawn in versions (A/B tests, registered by campaigns when it starts): a callable giving
# {"crawlers": [user-agent substrings that get the original], "tests": [{"key": "t7", "paths":
# ["/lp/x", "/es/lp/x"], "versions": [["7:A", 50], ["7:B", 50]]}]}. nginx draws each visitor's
# version with split_clients on "${remote_addr}${http_user_agent}<key>" and keys its cache with it.
_variant_sources: list = []


def page_variants_register(source) -> None:
    if source not in _variant_sources:
        _variant_sources.append(source)


def page_variants() -> dict:
    found = {"crawlers": [], "tests": []}
    for source in _variant_sources:
        given = source()
        found["crawlers"] += given["crawlers"]
        found["tests"] += given["tests"]
    return found


def _page_query(callback) -> tuple[str, ...] | None:
    """The parameters a view cached by publishing.page_cache reads (None: not such a page). A class-based
    view carries them on `dispatch` (Django copies its attributes onto the view) or on `get`."""
    query = getattr(callback, "page_query", None)
    if query is None and hasattr(callback, "view_class"):
        query = getattr(getattr(callback.view_class, "get", None), "page_query", None)
    return query


def _walk(patterns, prefix: str):
    for pattern in patterns:
        regex = pattern.pattern.regex.pattern.removeprefix("^")
        if isinstance(pattern, URLResolver):
            yield from _walk(pattern.url_patterns, prefix + regex)
        else:
            query = _page_query(pattern.callback)
            if query is not None:
                yield prefix + regex, query


def _nginx_regex(regex: str) -> str:
    """A Python URL pattern as PCRE for nginx's $uri: named groups unnamed (nginx would make
    variables of them), `\\Z` as PCRE's `\\z` (the very end)."""
    regex = re.sub(r"\(\?P<\w+>", "(?:", regex).replace(r"\Z", r"\z")
    return "^/" + (regex.removesuffix("$") + r"\z" if regex.endswith("$") else regex)


def page_parameters() -> list[tuple[str, tuple[str, ...]]]:
    """Every page publishing.page_cache keeps, in every language: (nginx regex of its path, parameters it
    reads). nginx's cache key and the query string it passes on are those parameters alone."""
    pages = {}
    for language, _name in settings.LANGUAGES:
        with translation.override(language):
            for regex, query in _walk(get_resolver().url_patterns, ""):
                pages.setdefault(_nginx_regex(regex), query)
    return list(pages.items())
