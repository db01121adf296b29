"""Insights tests: the catalogue's seed (services, the team) with three short articles of our own in
place of the seeded publication.

The articles here are fixtures, not the site's seed (insights.content.articles): they use the same
schema, so the loader under test is the one `load_content` runs.
"""

import io

import pytest
from PIL import Image

from insights.services import articles_seed
from publishing.seed import content_load
from tests.content.test_history import editor  # noqa: F401 (fixture: a signed-in editor)
from tests.support.seeded import replayed

SECTIONS = "".join(
    f"<h2>Step {n}: {title}</h2><p>{text}</p>"
    for n, (title, text) in enumerate(
        [
            (
                "Claim your profile",
                "Verify the business profile and pick the primary category customers search.",
            ),
            (
                "Match every listing",
                "Use one name, address and phone number on every directory, word for word.",
            ),
            (
                "Ask for reviews",
                "Ask each happy customer within a day of the job, with a direct review link.",
            ),
        ],
        start=1,
    )
)

ARTICLES = [
    {
        "slug": "local-seo-checklist",
        "title": "A local SEO checklist for San Diego service businesses",
        "summary": "Three steps that move a service business into the map pack, in the order we do them.",
        "body": (
            "<p>Most calls from search come through the map pack.</p>"
            + SECTIONS
            + '<figure><img data-picture="map" alt="A map pack with three pins."><figcaption>The map pack '
            "shows three businesses.</figcaption></figure><h3>What it costs</h3><p>A few hours a month.</p>"
        ),
        "authors": ["maya-reyes", "daniel-okafor"],
        "services": ["seo", "lead-generation"],
        "solutions": ["small-business"],
        "published_days_ago": 10,
        "updated_days_ago": 2,
        "hero": {"colour": "#4f46e5"},
        "hero_alt": "A city map with search pins over San Diego.",
        "pictures": {"map": {"colour": "#0ea5e9"}},
    },
    {
        "slug": "paid-social-budgets",
        "title": "How much a small shop should spend on paid social",
        "summary": "A budget you can defend: start from the cost of a customer, not from a round number.",
        "body": (
            "<p>Start from what a customer is worth to you.</p>"
            "<h2>The sum</h2><p>Margin times repeat orders.</p>"
        ),
        "authors": ["priya-natarajan"],
        "services": ["advertising", "seo"],
        "solutions": [],
        "published_days_ago": 20,
        "updated_days_ago": None,
        "hero": {"colour": "#16a34a"},
        "hero_alt": "Coins stacked beside a phone showing an advert.",
        "pictures": {},
    },
    {
        "slug": "ai-for-five-person-teams",
        "title": "What AI automation changes for a five-person team",
        "summary": "The hours it gives back are in the inbox and the calendar, not in the strategy.",
        "body": "<p>Automation takes the copying between tools off your plate.</p>",
        "authors": ["daniel-okafor"],
        "services": ["ai-automation"],
        "solutions": [],
        "published_days_ago": -4,
        "updated_days_ago": None,
        "hero": {"colour": "#f59e0b"},
        "hero_alt": "Five people around a table with a laptop.",
        "pictures": {},
    },
]


def draw(spec) -> bytes:
    """The seed's drawing function, in small: a 1600×900 PNG in the spec's colour."""
    out = io.BytesIO()
    Image.new("RGB", (1600, 900), spec["colour"]).save(out, format="PNG")
    return out.getvalue()


@pytest.fixture
def media(settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path / "media"
    return settings.MEDIA_ROOT


def seed_with_these_articles() -> None:
    content_load()
    articles_seed(ARTICLES, draw, reset=True)  # in place of the seed load_content stored


@pytest.fixture
def articles(db, media):
    """The catalogue's seed (services, solutions, the team) and the three articles above: two live,
    one scheduled four days ahead."""
    replayed(seed_with_these_articles)
    from insights.models import Article

    return {article.slug: article for article in Article.objects.all()}
