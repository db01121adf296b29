"""The live landing pages shown in search engines, in sitemap.xml (joined to marketing's at start-up:
apps.py). A page whose Spanish is missing is listed in English only (PublicSitemap)."""

from campaigns import selectors
from publishing.page_cache import per_content_version
from publishing.sitemaps import PublicSitemap

# Read again once the content version moves on: a save, or a page's scheduled start or end.
_campaigns = per_content_version(selectors.sitemap_campaigns)


class CampaignSitemap(PublicSitemap):
    priority = 0.6

    def items(self):
        return self.with_parts(_campaigns())

    def lastmod(self, item):
        return item.updated_at
