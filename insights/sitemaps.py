"""The articles' entries of sitemap.xml (joined to marketing's at start-up: apps.py)."""

from django.urls import reverse
from django.utils.functional import cached_property

from insights import selectors
from publishing.sitemaps import PublicSitemap


class InsightsIndexSitemap(PublicSitemap):
    priority = 0.7

    @cached_property
    def newest(self):
        return selectors.index_lastmod()

    def items(self):
        # Listed once there is an article to read (its lastmod is the newest article's).
        return ["insights:index"] if self.newest else []

    def location(self, item):
        return reverse(item)

    def translated_content(self, item):
        return ()

    def lastmod(self, item):
        return self.newest


class ArticleSitemap(PublicSitemap):
    priority = 0.6

    def items(self):
        return selectors.sitemap_articles()

    def lastmod(self, item):
        return selectors.article_lastmod(item)


class AuthorSitemap(PublicSitemap):
    priority = 0.4

    def items(self):
        return selectors.sitemap_authors()

    def location(self, item):
        return reverse("insights:author", kwargs={"slug": item.slug})

    def lastmod(self, item):
        return max(item.latest, item.updated_at)


SITEMAPS = {"insights": InsightsIndexSitemap, "articles": ArticleSitemap, "authors": AuthorSitemap}
