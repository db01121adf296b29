from django.urls import path

from insights import feeds, views
from marketing.cache import cache_page_content

app_name = "insights"

urlpatterns = [
    path("insights", views.IndexView.as_view(), name="index"),
    path("insights/feed.xml", cache_page_content(feeds.ArticlesFeed()), name="feed"),
    path("insights/atom.xml", cache_page_content(feeds.ArticlesAtomFeed()), name="atom"),
    path("insights/topic/<slug:slug>", views.IndexView.as_view(), {"kind": "topic"}, name="topic"),
    path("insights/authors/<slug:slug>", views.IndexView.as_view(), {"kind": "author"}, name="author"),
    path("insights/<slug:slug>", views.ArticleView.as_view(), name="article"),
]
