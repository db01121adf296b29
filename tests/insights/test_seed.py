"""The seeded publication (insights.content.articles) as `manage.py load_content` stores it: every
article with its authors and topics, one scheduled, its pictures drawn, stored and given renditions,
and its pages rendering with a table of contents and the reading time of its words."""

import re

import pytest
from django.core.management import call_command

from insights.content.articles import ARTICLES
from insights.models import Article
from insights.selectors import reading_minutes

pytestmark = pytest.mark.django_db


@pytest.fixture
def loaded(settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path / "media"
    call_command("load_content", verbosity=0)


def test_load_content_stores_the_seeded_articles_once(loaded, client):
    assert Article.objects.count() == len(ARTICLES)
    call_command("load_content", verbosity=0)
    assert Article.objects.count() == len(ARTICLES)
    for item in ARTICLES:
        article = Article.objects.get(slug=item["slug"])
        assert set(article.authors.values_list("slug", flat=True)) == set(item["authors"])
        assert set(article.services.values_list("slug", flat=True)) == set(item["services"])
        assert article.is_sample and article.hero_image_width == 1600 and article.hero_image_height == 900
        assert "data-picture" not in article.body
        assert article.body.count("<img ") == len(item["pictures"])
    states = [article.publication_state for article in Article.objects.all()]
    assert states.count("Scheduled") == 1 and states.count("Published") == len(ARTICLES) - 1


def test_each_seeded_article_page_shows_its_pictures_toc_and_reading_time(loaded, client):
    index = client.get("/insights").content.decode()
    scheduled = next(item for item in ARTICLES if item["published_days_ago"] < 0)
    assert client.get(f"/insights/{scheduled['slug']}").status_code == 404
    assert scheduled["title"] not in index
    for item in ARTICLES:
        if item is scheduled:
            continue
        html = client.get(f"/insights/{item['slug']}").content.decode()
        body = html.split('class="rich-text article-body">', 1)[1].split("</div>", 1)[0]
        words = len(re.sub(r"<[^>]+>", " ", body).split())
        assert f"{reading_minutes(words)} min read" in html
        assert 'class="article-toc"' in html, item["slug"]  # 700 words and up: sections or length
        # Inline pictures are <picture> markup with renditions, their size reserved.
        assert body.count("<picture>") == len(item["pictures"]), item["slug"]
        assert 'alt="' + item["hero_alt"].replace('"', "&quot;")[:40] in html.replace("&#x27;", "'")
