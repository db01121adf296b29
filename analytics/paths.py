"""Which paths are counted: only the site's public pages, decided by the URL map itself.

A path counts when Django's resolver sends it to a view of a public page namespace
(settings.ANALYTICS_PAGE_NAMESPACES: the catalogue's pages, the lead forms' pages, and any app
added there later, such as articles) that is a page (not the sitemap, robots.txt, icons or a
form's post target). A route with a parameter (/services/<slug>) counts only for an address the
sitemaps list, so a made-up slug never becomes a row. The sitemap's addresses are kept per process
under the content version (publishing.page_cache.per_content_version): a page an editor has just built,
published or scheduled to go live is counted from the next beacon on.
"""

from urllib.parse import urlsplit

from django.conf import settings
from django.urls import Resolver404, resolve
from django.utils import translation

from publishing.page_cache import per_content_version

MAX_PATH = 200
# URL names of the public namespaces that are files or post targets, not pages.
NOT_PAGES = {
    "sitemap",
    "robots",
    "web-manifest",
    "favicon",
    "social-card",
    "contact-send",
    "media",
    "book",
    "feed",
    "atom",
}
# Other apps' pages that no sitemap lists and that are pages all the same (a campaign page kept out
# of search engines): `paths() -> iterable of paths`, registered when the app starts.
_page_sources: list = []


def page_paths_register(paths) -> None:
    if paths not in _page_sources:
        _page_sources.append(paths)


@per_content_version
def sitemap_paths() -> frozenset[str]:
    from publishing.sitemaps import SITEMAPS

    found = set()
    for sitemap in SITEMAPS.values():
        instance = sitemap() if isinstance(sitemap, type) else sitemap
        for item in instance.items():
            found.add(urlsplit(instance.location(item)).path or "/")
    for source in _page_sources:
        found.update(source())
    return frozenset(found)


def known_path(path: str) -> bool:
    if not isinstance(path, str) or not path.startswith("/") or len(path) > MAX_PATH or "//" in path:
        return False
    # A page is resolved in its own language (/es/precios in Spanish), whatever the request that
    # counts it speaks (the beacon's /api/beacon is English).
    language = translation.get_language_from_path(path) or settings.LANGUAGE_CODE
    try:
        with translation.override(language):
            match = resolve(path)
    except Resolver404:
        return False
    if match.namespace not in settings.ANALYTICS_PAGE_NAMESPACES or match.url_name in NOT_PAGES:
        return False
    if match.kwargs and not set(match.kwargs) <= {"kind", "form"}:
        return path in sitemap_paths()
    return True
