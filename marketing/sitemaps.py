"""sitemap.xml: every public page in each language, with the date its content last changed.

Each page is listed at its English and its Spanish address, each entry with `xhtml:link`
alternates to both and to x-default (English). A page whose Spanish is missing (its copy falls
back to English, and its /es/ address is noindex) is listed in English only.
"""

from urllib.parse import urlsplit

from django.conf import settings
from django.contrib.sitemaps import Sitemap
from django.utils import translation
from django.utils.functional import cached_property

from agency.i18n import SPANISH, needs_spanish, own_parts, parts_summaries
from marketing import selectors
from marketing.cache import per_content_version
from marketing.models import Page

# The sections' reads, kept per process until an editor's save (or a scheduled page) moves the
# content version on: a sitemap asked for again reads nothing but what is dated by the clock.
_pages = per_content_version(selectors.sitemap_pages)
_offerings = per_content_version(selectors.sitemap_offerings)
_case_studies = per_content_version(selectors.sitemap_case_studies)
_work_filters = per_content_version(selectors.case_study_filter_list)
_testimonial_updates = per_content_version(
    lambda case_studies: selectors.testimonial_updates(list(case_studies))
)
_parts_summaries = per_content_version(lambda items: parts_summaries(items))
# Each item's address in each language ({(section, item, language): address}).
_locations = per_content_version(dict)


def _identity(item):
    """What names an item across requests: a row by its model and key, anything else itself."""
    return (type(item), item.pk) if hasattr(item, "_meta") else item


class SitemapReads:
    """What several sections of one sitemap read, read once for all of them (sitemap_sections)."""

    @cached_property
    def shared(self) -> dict:
        """When the content several pages show last changed (one query)."""
        return selectors.shared_updates()

    @cached_property
    def pages(self) -> dict:
        """The fixed pages by key, with their blocks."""
        return _pages()


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


class PageSitemap(PublicSitemap):
    def items(self):
        return list(Page.Key)

    def location(self, item):
        return Page(key=item).get_absolute_url()

    def translated_content(self, item):
        page = self.reads.pages.get(item)
        return (page, *own_parts(page)) if page else ()

    def lastmod(self, item):
        return selectors.page_lastmod(item, self.reads.pages.get(item), self.reads.shared)

    def priority(self, item):
        return 1.0 if item == Page.Key.HOME else 0.8


class OfferingSitemap(PublicSitemap):
    priority = 0.7

    def items(self):
        return self.with_parts(_offerings())

    def lastmod(self, item):
        return selectors.offering_lastmod(item, self.parts[item.pk].updated_at, self.reads.shared)


class CaseStudySitemap(PublicSitemap):
    priority = 0.6

    def items(self):
        case_studies = self.with_parts(_case_studies())
        self.testimonials = _testimonial_updates(tuple(case_studies))
        return case_studies

    def lastmod(self, item):
        return selectors.case_study_lastmod(
            item, self.parts[item.pk].updated_at, self.testimonials.get(item.pk)
        )


class WorkFilterSitemap(PublicSitemap):
    """/work narrowed to a service or an industry that has published case studies (/work itself is
    a page of PageSitemap)."""

    priority = 0.5

    def items(self):
        return _work_filters()

    def location(self, item):
        return item.path

    def translated_content(self, item):
        return (*PageSitemap(self.reads).translated_content(Page.Key.WORK), item.item)

    @cached_property
    def work_page_lacks_spanish(self) -> bool:
        return needs_spanish(*PageSitemap(self.reads).translated_content(Page.Key.WORK))

    def lacks_spanish(self, item) -> bool:
        # The same as needs_spanish(*translated_content(item)), the /work page's rows asked once.
        return self.work_page_lacks_spanish or needs_spanish(item.item)

    def lastmod(self, item):
        return selectors.work_lastmod(self.reads.shared)


SITEMAPS = {
    "pages": PageSitemap,
    "offerings": OfferingSitemap,
    "work": WorkFilterSitemap,
    "case-studies": CaseStudySitemap,
}


def sitemap_register(name: str, sitemap: type[Sitemap]) -> None:
    """Another app's pages join sitemap.xml (insights registers its articles when it starts)."""
    SITEMAPS[name] = sitemap


def sitemap_sections() -> dict[str, Sitemap]:
    """The sections of one request's sitemap.xml, sharing what they read (SitemapReads)."""
    reads = SitemapReads()
    return {
        name: section(reads) if issubclass(section, PublicSitemap) else section()
        for name, section in SITEMAPS.items()
    }
