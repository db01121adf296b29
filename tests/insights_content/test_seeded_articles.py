"""The seeded publication reads as a real one: eight articles of a proper length by the three
writers, well-formed for the rich-text sanitizer, linking only to pages the site has, with every
picture drawn. No database: these check the content modules themselves."""

import io
import re
from html.parser import HTMLParser

import pytest
from PIL import Image

from insights.content.articles import ARTICLES
from insights.content.drawings import draw
from marketing.content.proof import TEAM
from marketing.content.services import SERVICES
from marketing.content.solutions import SOLUTIONS
from publishing.richtext import sanitize_rich_text

WRITERS = {"maya-reyes", "daniel-okafor", "priya-natarajan"}
KEYS = {
    "slug",
    "title",
    "summary",
    "body",
    "authors",
    "services",
    "solutions",
    "published_days_ago",
    "updated_days_ago",
    "hero",
    "hero_alt",
    "pictures",
}
ROUTES = (
    "/services/",
    "/solutions/",
    "/pricing",
    "/contact",
    "/about",
    "/work",
    "/insights",
    "/get-started",
    "/ai-automation",
)
BODY_TAGS = {
    "h2",
    "h3",
    "p",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "a",
    "blockquote",
    "figure",
    "img",
    "figcaption",
}


class Reader(HTMLParser):
    """The text, tags, links and pictures of a body."""

    def __init__(self, html: str):
        super().__init__()
        self.text: list[str] = []
        self.tags: list[str] = []
        self.links: list[str] = []
        self.pictures: list[dict] = []
        self.feed(html)
        self.close()

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        attributes = dict(attrs)
        if tag == "a":
            self.links.append(attributes["href"])
        if tag == "img":
            self.pictures.append(attributes)

    def handle_data(self, data):
        self.text.append(data)

    @property
    def words(self) -> list[str]:
        return " ".join(self.text).split()


def _png_size(data: bytes) -> tuple[int, int]:
    with Image.open(io.BytesIO(data)) as image:
        assert image.format == "PNG"
        return image.size


def _by_slug(slug: str) -> dict:
    return next(article for article in ARTICLES if article["slug"] == slug)


def test_eight_articles_with_unique_slugs_and_the_agreed_fields():
    assert len(ARTICLES) == 8
    assert len({article["slug"] for article in ARTICLES}) == 8
    for article in ARTICLES:
        assert set(article) == KEYS, article["slug"]
        assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", article["slug"])
        assert len(article["slug"]) <= 80
        assert 0 < len(article["title"]) <= 110
        assert "Driftline" not in article["title"]
        assert 0 < len(article["summary"]) <= 160, article["slug"]
        assert "<" not in article["summary"]


@pytest.mark.parametrize("article", ARTICLES, ids=lambda article: article["slug"])
def test_each_body_is_700_to_1200_words_with_headings_for_a_table_of_contents(article):
    reader = Reader(article["body"])
    assert 700 <= len(reader.words) <= 1200
    assert reader.tags.count("h2") >= 3
    assert set(reader.tags) <= BODY_TAGS
    assert "lorem" not in article["body"].lower()


@pytest.mark.parametrize("article", ARTICLES, ids=lambda article: article["slug"])
def test_the_sanitizer_keeps_every_word_and_link_of_the_body(article):
    before, after = Reader(article["body"]), Reader(sanitize_rich_text(article["body"]))
    assert after.words == before.words
    assert after.links == before.links
    assert after.tags.count("h2") == before.tags.count("h2")


def test_the_three_writers_each_wrote_at_least_two_articles():
    assert {member["slug"] for member in TEAM} >= WRITERS
    for article in ARTICLES:
        assert 1 <= len(article["authors"]) <= 2
        assert set(article["authors"]) <= WRITERS
    for writer in WRITERS:
        assert sum(writer in article["authors"] for article in ARTICLES) >= 2, writer


def test_articles_are_about_offerings_the_site_sells():
    services = {service["slug"] for service in SERVICES}
    solutions = {solution["slug"] for solution in SOLUTIONS}
    for article in ARTICLES:
        assert article["services"]
        assert set(article["services"]) <= services
        assert set(article["solutions"]) <= solutions


def test_exactly_one_article_is_scheduled_and_updates_follow_publication():
    scheduled = [article for article in ARTICLES if article["published_days_ago"] < 0]
    assert [article["published_days_ago"] for article in scheduled] == [-4]
    published = [article["published_days_ago"] for article in ARTICLES if article["published_days_ago"] > 0]
    assert len(set(published)) == 7
    assert max(published) <= 320
    updated = [article for article in ARTICLES if article["updated_days_ago"] is not None]
    assert len(updated) >= 2
    for article in updated:
        assert 0 <= article["updated_days_ago"] <= article["published_days_ago"]


@pytest.mark.parametrize("article", ARTICLES, ids=lambda article: article["slug"])
def test_internal_links_go_to_pages_the_site_has(article):
    slugs = {other["slug"]: other for other in ARTICLES}
    for href in Reader(article["body"]).links:
        if href.startswith("https://"):
            continue
        assert href.startswith(ROUTES), href
        if href.startswith("/insights/"):
            target = slugs[href.removeprefix("/insights/")]
            # A published article never links to one readers can't open yet.
            assert target["published_days_ago"] > 0 or article["published_days_ago"] < 0, href


@pytest.mark.parametrize("article", ARTICLES, ids=lambda article: article["slug"])
def test_every_inline_picture_has_a_drawing_alt_text_and_a_caption(article):
    reader = Reader(article["body"])
    keys = [picture["data-picture"] for picture in reader.pictures]
    assert set(keys) == set(article["pictures"])
    assert len(keys) == len(set(keys))
    for picture in reader.pictures:
        assert len(picture["alt"]) > 20
    assert reader.tags.count("figcaption") == len(keys)
    assert len(article["hero_alt"]) > 20


def test_two_to_four_inline_pictures_across_the_publication():
    assert 2 <= sum(len(article["pictures"]) for article in ARTICLES) <= 4


SPECS = [(article["slug"], article["hero"]) for article in ARTICLES] + [
    (f"{article['slug']}:{key}", spec) for article in ARTICLES for key, spec in article["pictures"].items()
]


@pytest.mark.parametrize("spec", [spec for _, spec in SPECS], ids=[name for name, _ in SPECS])
def test_every_drawing_is_a_1600_by_900_png_and_the_same_every_time(spec):
    first = draw(spec)
    assert _png_size(first) == (1600, 900)
    assert draw(spec) == first


def test_different_pictures_are_different_drawings():
    local, budget = (
        _by_slug("local-seo-for-san-diego-businesses"),
        _by_slug("paid-social-budget-for-a-small-shop"),
    )
    assert draw(local["hero"]) != draw(budget["hero"])
    assert draw(budget["hero"]) != draw(budget["pictures"]["funnel"])
