"""sitemap.xml: every public page, with the date its content last changed."""

from urllib.parse import urlsplit

from django.conf import settings
from django.contrib.sitemaps import Sitemap

from marketing import selectors
from marketing.models import Page


class PublicSitemap(Sitemap):
    """Addresses are on SITE_URL, never the request's Host."""

    def get_protocol(self, protocol=None):
        return urlsplit(settings.SITE_URL).scheme

    def get_domain(self, site=None):
        return urlsplit(settings.SITE_URL).netloc


class PageSitemap(PublicSitemap):
    def items(self):
        return list(Page.Key)

    def location(self, item):
        return Page(key=item).get_absolute_url()

    def lastmod(self, item):
        return selectors.page_lastmod(item)

    def priority(self, item):
        return 1.0 if item == Page.Key.HOME else 0.8


class OfferingSitemap(PublicSitemap):
    priority = 0.7

    def items(self):
        return selectors.sitemap_offerings()

    def lastmod(self, item):
        return selectors.offering_lastmod(item)


class CaseStudySitemap(PublicSitemap):
    priority = 0.6

    def items(self):
        return selectors.sitemap_case_studies()

    def lastmod(self, item):
        return selectors.case_study_lastmod(item)


class WorkFilterSitemap(PublicSitemap):
    """/work narrowed to a service or an industry that has published case studies (/work itself is
    a page of PageSitemap)."""

    priority = 0.5

    def items(self):
        return selectors.case_study_filter_list()

    def location(self, item):
        return item.path

    def lastmod(self, item):
        return selectors.work_lastmod()


SITEMAPS = {
    "pages": PageSitemap,
    "offerings": OfferingSitemap,
    "work": WorkFilterSitemap,
    "case-studies": CaseStudySitemap,
}


def sitemap_register(name: str, sitemap: type[Sitemap]) -> None:
    """Another app's pages join sitemap.xml (insights registers its articles when it starts)."""
    SITEMAPS[name] = sitemap
