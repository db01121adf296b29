"""sitemap.xml: every public page in each language, with the date its content last changed.

Each page is listed at its English and its Spanish address, each entry with `xhtml:link`
alternates to both and to x-default (English). A page whose Spanish is missing (its copy falls
back to English, and its /es/ address is noindex) is listed in English only.

The sections are the content apps' (`sitemap_register`, from their `ready()`): marketing's pages,
offerings and case studies, insights' articles and authors, campaigns' live pages. Each builds on
`PublicSitemap`.
"""

from urllib.parse import urlsplit

from django.conf import settings
from django.contrib.sitemaps import Sitemap
from django.utils import translation
from django.utils.functional import cached_property

from agency.i18n import SPANISH, needs_spanish, own_parts, parts_summaries
from publishing.page_cache import per_content_version

# Kept per process until an editor's save (or a scheduled page) moves the content version on: a
# sitemap asked for again reads nothing but what is dated by the clock.
_parts_summaries = per_content_version(lambda items: parts_summaries(items))
# Each item's address in each language ({(section, item, language): address}).
_locations = per_content_version(dict)


def _identity(item):
    """What names an item across requests: a row by its model and key, anything else itself."""
    return (type(item), item.pk) if hasattr(item, "_meta") else item


class SitemapReads:
    """What several sections of one sitemap read, read once for all of them (sitemap_sections)."""

    def once(self, name: str, read):
        """read(), the first time a section of this request asks for `name`; kept after that."""
        if name not in self.__dict__:
            self.__dict__[name] = read()
        return self.__dict__[name]


class PublicSitemap(Sitemap):
    """Addresses are on SITE_URL, never the request's Host; every page in both languages.

    An item's languages and dates come from rows read in bulk (its parts, the shared content's
    dates), so the sitemap's queries do not grow with the number of pages it lists.
    """

    i18n = True
    alternates = True
    x_default = True

    def __init__(self, reads: SitemapReads | None = None):
        self.reads = reads or SitemapReads()

    def get_languages_for_item(self, item):
        # Django asks once per item and again for each of its languages' entries: worked out once.
        return self._once("languages", item, self._languages_for_item)

    def _languages_for_item(self, item):
        languages = super().get_languages_for_item(item)
        if self.lacks_spanish(item):
            return [code for code in languages if code != SPANISH]
        return languages

    def lacks_spanish(self, item) -> bool:
        if self.parts is not None:
            return needs_spanish(item) or self.parts[item.pk].lack_spanish
        return needs_spanish(*self.translated_content(item))

    def _get(self, name, item, default=None):
        # An item's lastmod is the same for each of its languages' entries: worked out once.
        if name == "lastmod" and self.i18n and callable(getattr(self, "lastmod", None)):
            return self._once("lastmod", item[0], self.lastmod)
        if name == "location" and self.i18n:
            # Asked for each entry and each of its alternates, in the language Django activated:
            # worked out once per item and language.
            # The same in every request until the content changes: kept per process (_locations).
            key = (type(self), _identity(item[0]), translation.get_language())
            known = self.locations
            if key not in known:
                known[key] = self._location_of(item)
            return known[key]
        return super()._get(name, item, default)

    @cached_property
    def locations(self) -> dict:
        """The addresses known in this process for the current content (_locations), asked once."""
        return _locations()

    def _location_of(self, item):
        return super()._get("location", item)

    def _once(self, kind: str, item, compute):
        """compute(item), kept for this request (Django makes the sitemap anew for each one)."""
        known = self.__dict__.setdefault("_known", {})
        key = (kind, id(item))
        if key not in known:
            known[key] = (item, compute(item))  # the item kept alive: its id stays its own
        return known[key][1]

    def translated_content(self, item) -> tuple:
        """The rows whose Spanish the item's page shows (none: the page is always listed in Spanish)."""
        return (item, *own_parts(item))

    # What each item's parts say ({pk: PartsSummary}), when the section read them in bulk.
    parts: dict | None = None

    def with_parts(self, items: list) -> list:
        """`items`, what their parts say read in bulk (whether one lacks Spanish, their dates)."""
        self.parts = _parts_summaries(tuple(items))
        return items

    def get_protocol(self, protocol=None):
        return urlsplit(settings.SITE_URL).scheme

    def get_domain(self, site=None):
        return urlsplit(settings.SITE_URL).netloc


# Every section of sitemap.xml, by name, in the order the index lists them.
SITEMAPS: dict[str, type[Sitemap]] = {}


def sitemap_register(name: str, sitemap: type[Sitemap]) -> None:
    """A content app's pages join sitemap.xml (each registers its sections when it starts)."""
    SITEMAPS[name] = sitemap


def sitemap_sections() -> dict[str, Sitemap]:
    """The sections of one request's sitemap.xml, sharing what they read (SitemapReads)."""
    reads = SitemapReads()
    return {
        name: section(reads) if issubclass(section, PublicSitemap) else section()
        for name, section in SITEMAPS.items()
    }
