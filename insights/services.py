"""Writes of the articles: the seed loader (`manage.py load_content` runs it after the catalogue's).

The seed lives in `insights.content.articles` (ARTICLES) with its drawings in
`insights.content.drawings` (`draw(spec) -> PNG bytes`). Each article's hero and each picture its
body names (`<img data-picture="key" alt="...">` inside a <figure>) is drawn, stored through the
storage like an upload, and shown through the picture pipeline: the body keeps a plain
`<img src="/media/..." width height>` and the article page turns it into <picture> markup with the
renditions `load_content` makes (insights.body).
"""

import importlib
import io
import re
from datetime import datetime, time, timedelta

from django.conf import settings
from django.core.files.storage import default_storage
from django.utils import timezone
from django.utils.html import escape
from PIL import Image

from insights.models import Article
from marketing.models import Offering, TeamMember
from marketing.services import spanish_fill, spanish_module
from publishing.seed import sample_picture

SEED_MODULE = "insights.content.articles"
DRAWINGS_MODULE = "insights.content.drawings"
PUBLISH_HOUR = time(9, 0)

_PICTURE = re.compile(r'<img\b([^>]*?)\sdata-picture="([^"]+)"([^>]*)>')


def _seed():
    """The seed's articles and its drawing function, or None when the seed is not installed."""
    try:
        articles = importlib.import_module(SEED_MODULE)
    except ModuleNotFoundError as error:
        if error.name and (error.name == SEED_MODULE or SEED_MODULE.startswith(error.name + ".")):
            return None  # the seed is not installed; an import failing inside it is raised
        raise
    return articles.ARTICLES, importlib.import_module(DRAWINGS_MODULE).draw


def publish_time(days_ago: int) -> datetime:
    """09:00 in the site's time zone, `days_ago` days before today (a negative number: ahead)."""
    day = timezone.localdate() - timedelta(days=days_ago)
    return timezone.make_aware(datetime.combine(day, PUBLISH_HOUR))


def _size(png: bytes) -> tuple[int, int]:
    return Image.open(io.BytesIO(png)).size


def _stored_picture(name: str, spec, draw) -> tuple[str, tuple[int, int]]:
    drawn: dict[str, bytes] = {}

    def make() -> bytes:
        drawn["png"] = draw(spec)
        return drawn["png"]

    path = sample_picture(name, make)
    if "png" in drawn:
        return path, _size(drawn["png"])
    with default_storage.open(path, "rb") as handle:
        return path, _size(handle.read())


def _body_with_pictures(item: dict, draw) -> str:
    """The body with each `data-picture` image drawn, stored and given its address and size."""
    pictures = item.get("pictures") or {}

    def replace(match: re.Match) -> str:
        key = match.group(2)
        if key not in pictures:
            raise KeyError(f"Article {item['slug']} places picture {key!r}, which it does not draw.")
        path, (width, height) = _stored_picture(f"article-{item['slug']}-{key}", pictures[key], draw)
        src = escape(settings.MEDIA_URL + path)
        return f'<img src="{src}"{match.group(1)}{match.group(3)} width="{width}" height="{height}">'

    return _PICTURE.sub(replace, item["body"])


def article_create(item: dict, draw) -> Article:
    hero, _hero_size = _stored_picture(f"article-{item['slug']}", item["hero"], draw)
    updated = item.get("updated_days_ago")
    article = Article(
        slug=item["slug"],
        title=item["title"],
        summary=item["summary"],
        body=_body_with_pictures(item, draw),
        hero_image=hero,
        hero_image_alt=item["hero_alt"],
        status=Article.Status.PUBLISHED,
        published_at=publish_time(item["published_days_ago"]),
        updated_at=publish_time(updated) if updated is not None else None,
        is_sample=True,
    )
    article.full_clean(exclude=["authors", "services", "solutions"])
    article.save()
    article.authors.set(TeamMember.objects.filter(slug__in=item["authors"]))
    article.services.set(
        Offering.objects.filter(kind=Offering.Kind.SERVICE, slug__in=item.get("services", []))
    )
    article.solutions.set(
        Offering.objects.filter(kind=Offering.Kind.SOLUTION, slug__in=item.get("solutions", []))
    )
    return article


def articles_seed(items: list[dict], draw, *, reset: bool = False) -> int:
    """Seeds the articles only while there are none (editors' additions and removals are kept);
    reset=True replaces them with the seed. Returns how many were created."""
    if reset:
        Article.objects.all().delete()
    if Article.objects.exists():
        return 0
    for item in items:
        article_create(item, draw)
    return len(items)


def articles_load(*, reset: bool = False) -> int:
    """The seed loader marketing's `content_load` calls (registered in apps.py)."""
    seed = _seed()
    if seed is None:
        return 0
    items, draw = seed
    return articles_seed(items, draw, reset=reset)


SPANISH_SEED_MODULE = "insights.content.es.articles"


def articles_spanish_load() -> int:
    """The Spanish seed's articles (insights.content.es.articles, the English ARTICLES' twin, when
    it exists) into the *_es columns of the articles of the same id, where those are empty."""
    seed = _seed()
    spanish = spanish_module("articles", "insights.content.es")
    if seed is None or spanish is None:
        return 0
    items, draw = seed
    translated = {item["slug"]: item for item in spanish.ARTICLES}
    written = 0
    for english in items:
        item = translated.get(english["slug"])
        article = Article.objects.filter(slug=english["slug"]).first()
        if item is None or article is None:
            continue
        pairs = [(f, english[f], item[f]) for f in ("title", "summary")]
        pairs.append(("body", _body_with_pictures(english, draw), _body_with_pictures(item, draw)))
        pairs.append(("hero_image_alt", english["hero_alt"], item["hero_alt"]))
        written += spanish_fill(article, pairs)
    return written
