"""The catalogue's sections of sitemap.xml (publishing.sitemaps): the fixed pages, the services and
solutions, the work pages and the case studies. Registered when marketing starts (apps.py)."""

from django.utils.functional import cached_property

from agency.i18n import needs_spanish, own_parts
from marketing import selectors
from marketing.models import Page
from publishing.page_cache import per_content_version
from publishing.sitemaps import PublicSitemap

# The sections' reads, kept per process until the content version moves on (publishing.page_cache).
_pages = per_content_version(selectors.sitemap_pages)
_offerings = per_content_version(selectors.sitemap_offerings)
_case_studies = per_content_version(selectors.sitemap_case_studies)
_work_filters = per_content_version(selectors.case_study_filter_list)
_testimonial_updates = per_content_version(
    lambda case_studies: selectors.testimonial_updates(list(case_studies))
)


class PageSitemap(PublicSitemap):
    def items(self):
        return list(Page.Key)

    def location(self, item):
        return Page(key=item).get_absolute_url()

    def translated_content(self, item):
        page = self.reads.once("pages", _pages).get(item)
        return (page, *own_parts(page)) if page else ()

    def lastmod(self, item):
        return selectors.page_lastmod(
            item,
            self.reads.once("pages", _pages).get(item),
            self.reads.once("shared", selectors.shared_updates),
        )

    def priority(self, item):
        return 1.0 if item == Page.Key.HOME else 0.8


class OfferingSitemap(PublicSitemap):
    priority = 0.7

    def items(self):
        return self.with_parts(_offerings())

    def lastmod(self, item):
        return selectors.offering_lastmod(
            item, self.parts[item.pk].updated_at, self.reads.once("shared", selectors.shared_updates)
        )


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
        return selectors.work_lastmod(self.reads.once("shared", selectors.shared_updates))


# marketing's sections, in the order sitemap.xml lists them (before insights' and campaigns').
SITEMAPS = {
    "pages": PageSitemap,
    "offerings": OfferingSitemap,
    "work": WorkFilterSitemap,
    "case-studies": CaseStudySitemap,
}
