"""The live landing pages shown in search engines, in sitemap.xml (joined to marketing's at start-up:
apps.py). A page whose Spanish is missing is listed in English only (PublicSitemap)."""

from campaigns import selectors
from marketing.sitemaps import PublicSitemap


class CampaignSitemap(PublicSitemap):
    priority = 0.6

    def items(self):
        return self.with_parts(selectors.sitemap_campaigns())

    def lastmod(self, item):
        return item.updated_at
