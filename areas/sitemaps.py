"""The area pages search engines may see (areas.selectors.live_areas) and the index, in
sitemap.xml (joined to marketing's at start-up: apps.py). A page whose Spanish is missing is listed
in English only (PublicSitemap); a noindex one is not listed."""

from django.urls import reverse

from areas import selectors
from publishing.page_cache import per_content_version
from publishing.sitemaps import PublicSitemap

# Read once per process and content version, as marketing's sections are (a scheduled area going
# live moves the version on: areas.selectors).
_live_areas = per_content_version(selectors.live_areas)
_index_groups = per_content_version(selectors.index_groups)


class AreaSitemap(PublicSitemap):
    priority = 0.6

    def items(self):
        return self.with_parts(_live_areas())

    def lastmod(self, item):
        return item.updated_at


class AreaIndexSitemap(PublicSitemap):
    priority = 0.5

    def items(self):
        return ["areas:index"] if _index_groups() else []

    def location(self, item):
        return reverse(item)

    def lastmod(self, item):
        # The index changes when an area it lists does.
        return max((area.updated_at for group in _index_groups() for area in group.areas), default=None)

    def translated_content(self, item):
        return ()
