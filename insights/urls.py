"""The articles, in both languages (inside i18n_patterns: /insights is /es/articulos). The feeds
have no language and live outside (insights.feed_urls)."""

from django.urls import path
from django.utils.translation import pgettext_lazy

from insights import views

app_name = "insights"
index = views.IndexView.as_view()  # every article, or those of one topic or author

urlpatterns = [
    path(pgettext_lazy("url", "insights"), index, name="index"),
    path(pgettext_lazy("url", "insights/topic/<slug:slug>"), index, {"kind": "topic"}, name="topic"),
    path(pgettext_lazy("url", "insights/authors/<slug:slug>"), index, {"kind": "author"}, name="author"),
    path(pgettext_lazy("url", "insights/<slug:slug>"), views.ArticleView.as_view(), name="article"),
]
