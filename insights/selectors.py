"""Reads of the articles. Every list asks for `published_at <= now` at the time it is read, so a
scheduled article appears on its own (the page cache is renewed at that instant: apps.py)."""

import math
from dataclasses import dataclass
from datetime import datetime

from django.core.paginator import InvalidPage, Page, Paginator
from django.db.models import Count, Max, Prefetch
from django.http import Http404
from django.urls import reverse
from django.utils import timezone

from insights.body import body_picture_sources
from insights.models import Article, byline
from marketing.models import Offering, Service, TeamMember
from publishing import pictures
from publishing.social_cards import CardFace

PAGE_SIZE = 9
RELATED_COUNT = 3
LATEST_COUNT = 3
FEED_COUNT = 20
WORDS_PER_MINUTE = 230


def _published():
    return (
        Article.objects.filter(status=Article.Status.PUBLISHED, published_at__lte=timezone.now())
        .prefetch_related(
            Prefetch("authors", queryset=TeamMember.objects.only("slug", "name", "order")),
            Prefetch("services", queryset=Service.objects.only("kind", "slug", "name", "order")),
        )
        .order_by("-published_at", "-pk")
    )


def next_publication_at() -> datetime | None:
    """When the next scheduled article goes live (None: none is scheduled)."""
    return (
        Article.objects.filter(status=Article.Status.PUBLISHED, published_at__gt=timezone.now())
        .order_by("published_at")
        .values_list("published_at", flat=True)
        .first()
    )


@dataclass(frozen=True)
class ArticleFilter:
    """The index narrowed to one topic (a service) or one author, or not at all."""

    kind: str = ""  # "", "topic" or "author"
    item: Offering | TeamMember | None = None

    @property
    def path(self) -> str:
        if self.item is None:
            return reverse("insights:index")
        name = "insights:topic" if self.kind == "topic" else "insights:author"
        return reverse(name, kwargs={"slug": self.item.slug})


def article_filter_get(kind: str, slug: str) -> ArticleFilter | None:
    if kind == "topic":
        item = Service.objects.filter(slug=slug).first()
    else:
        item = TeamMember.objects.filter(slug=slug, is_published=True).first()
    return ArticleFilter(kind=kind, item=item) if item else None


def article_page(article_filter: ArticleFilter, number: str | None) -> Page:
    """One page of the (filtered) list, newest first. A page number that is not one, or not as the
    links spell it (`02`): 404, so a page has one address and one cached copy."""
    queryset = _published()
    if article_filter.kind == "topic":
        queryset = queryset.filter(services=article_filter.item)
    elif article_filter.kind == "author":
        queryset = queryset.filter(authors=article_filter.item)
    paginator = Paginator(queryset.distinct(), PAGE_SIZE, allow_empty_first_page=True)
    if number is not None and (not number.isdigit() or number.startswith("0")):
        raise Http404("No such page.")
    try:
        return paginator.page(number or 1)
    except InvalidPage as error:
        raise Http404("No such page.") from error


def topic_filters() -> list[Offering]:
    """The services published articles are about, in menu order."""
    return list(
        Service.objects.filter(articles__in=_published().values("pk")).distinct().only("kind", "slug", "name")
    )


def author_filters() -> list[TeamMember]:
    return list(
        TeamMember.objects.filter(is_published=True, articles__in=_published().values("pk"))
        .distinct()
        .only("slug", "name", "order")
    )


def article_get(slug: str) -> Article | None:
    """A live article (published, its date passed) by its id."""
    return _published().prefetch_related("solutions").filter(slug=slug).first()


class ArticleCards:
    """An article's social card (publishing.social_cards.CardKind): /social-cards/article-<id>/...,
    its authors above its title and its hero picture beside; only a live article's is drawn."""

    model = Article
    prefixes = ("article",)

    def key(self, article: Article) -> str:
        return f"article-{article.slug}"

    def find(self, prefix: str, ident: str) -> Article | None:
        return article_get(ident)

    def face(self, article: Article) -> CardFace:
        picture = article.hero_image.name if article.hero_image else ""
        return CardFace(label=byline(article.authors.all()), heading=article.title, picture=picture)


def related_articles(article) -> list[Article]:
    """Up to three live articles sharing the most services with it, newest first among equals."""
    service_ids = [service.pk for service in article.services.all()]
    if not service_ids:
        return []
    return list(
        _published()
        .exclude(pk=article.pk)
        .filter(services__pk__in=service_ids)
        .annotate(shared=Count("services", distinct=True))
        .order_by("-shared", "-published_at", "-pk")[:RELATED_COUNT]
    )


def latest_articles(count: int = LATEST_COUNT) -> list[Article]:
    return list(_published()[:count])


def service_articles(offering, count: int = LATEST_COUNT) -> list[Article]:
    """The latest articles about a service (by id: the admin's preview passes a stand-in)."""
    return list(_published().filter(services__pk=offering.pk)[:count])


def feed_articles() -> list[Article]:
    return list(_published()[:FEED_COUNT])


def sitemap_articles() -> list[Article]:
    return list(_published().prefetch_related(None))  # the address and the dates: no authors


def sitemap_authors() -> list[TeamMember]:
    """Authors of live articles, with the date of their latest article (`latest`)."""
    return list(
        TeamMember.objects.filter(is_published=True, articles__in=_published().values("pk"))
        .annotate(latest=Max("articles__published_at"))
        .distinct()
    )


def index_lastmod() -> datetime | None:
    article = _published().prefetch_related(None).only("published_at", "updated_at", "changed_at").first()
    return article_lastmod(article) if article else None


def article_lastmod(article: Article) -> datetime:
    """The last change a reader would notice: the editorial updated date, else the last save,
    never before the publish date (a scheduled article saved earlier went live at its date)."""
    return max(article.updated_at or article.changed_at, article.published_at)


def reading_minutes(words: int) -> int:
    return max(1, math.ceil(words / WORDS_PER_MINUTE))


def article_picture_files() -> list[str]:
    """The stored pictures of every article: heroes and those placed in the body."""
    names: list[str] = []
    for article in Article.objects.only("hero_image", "body"):
        names.extend(pictures.picture_files(article))
        names.extend(body_picture_sources(article.body))
    return names
