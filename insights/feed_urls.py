"""The articles' RSS and Atom feeds: one address each, outside i18n_patterns (agency.urls)."""

from django.urls import path

from insights import feeds
from publishing.page_cache import cache_page_content

app_name = "insights-feeds"

urlpatterns = [
    path("insights/feed.xml", cache_page_content(feeds.ArticlesFeed()), name="feed"),
    path("insights/atom.xml", cache_page_content(feeds.ArticlesAtomFeed()), name="atom"),
]
