"""The area pages search engines may see (areas.selectors.live_areas) and the index, in
sitemap.xml (joined to marketing's at start-up: apps.py). A page whose Spanish is missing is listed
in English only (PublicSitemap); a noindex one is not listed."""

from django.urls import reverse

from areas import selectors
from publishing.sitemaps import PublicSitemap


class AreaSitemap(PublicSitemap):
    priority = 0.6

    def items(self):
        return self.with_parts(selectors.live_areas())

    def lastmod(self, item):
        return item.updated_at


class AreaIndexSitemap(PublicSitemap):
    priority = 0.5

    def items(self):
        return ["areas:index"] if selectors.index_groups() else []

    def location(self, item):
        return reverse(item)

    def lastmod(self, item):
        # The index changes when an area it lists does.
        return max(
            (area.updated_at for group in selectors.index_groups() for area in group.areas), default=None
        )

    def translated_content(self, item):
        return ()
