"""RSS 2.0 and Atom feeds of the latest articles (django.contrib.syndication), at
/insights/feed.xml and /insights/atom.xml; every page announces both (base.html)."""

from django.contrib.syndication.views import Feed
from django.urls import reverse
from django.utils.feedgenerator import Atom1Feed

from insights import selectors
from marketing.selectors import site_identity
from publishing import seo

FEED_DESCRIPTION = (
    "Articles by the {name} team on search, social media, advertising, websites and AI automation "
    "for growing businesses."
)


class ArticlesFeed(Feed):
    def title(self):
        return f"{site_identity().name} Insights"

    def link(self):
        return reverse("insights:index")

    def description(self):
        return FEED_DESCRIPTION.format(name=site_identity().name)

    def feed_url(self):
        return reverse("insights-feeds:feed")

    def items(self):
        return selectors.feed_articles()

    def item_title(self, item):
        return item.title

    def item_description(self, item):
        return item.summary

    def item_link(self, item):
        return item.get_absolute_url()

    def item_pubdate(self, item):
        return item.published_at

    def item_updateddate(self, item):
        return item.modified_at

    def item_author_name(self, item):
        return ", ".join(author.name for author in item.authors.all())

    def item_categories(self, item):
        return [service.name for service in item.services.all()]

    def get_feed(self, obj, request):
        feed = super().get_feed(obj, request)
        # Addresses on SITE_URL, never the request's Host (as the sitemap and canonical links).
        feed.feed["link"] = seo.absolute_url(request, self.link())
        feed.feed["feed_url"] = seo.absolute_url(request, self.feed_url())
        for item in feed.items:
            path = item["link"].split("://", 1)[-1].partition("/")[2]
            item["link"] = seo.absolute_url(request, "/" + path)
            item["unique_id"] = item["link"]
        return feed


class ArticlesAtomFeed(ArticlesFeed):
    feed_type = Atom1Feed

    def feed_url(self):
        return reverse("insights-feeds:atom")

    def subtitle(self):
        return self.description()
