"""The Insights index, an article, an author page, a topic page and a second page of the index are
valid HTML to the W3C Nu HTML Checker (as every public page is: tests/content/test_html_validity.py)."""

from datetime import timedelta
from pathlib import Path

import pytest

from tests.content.test_html_validity import run_checker
from tests.insights.helpers import article_add

pytestmark = pytest.mark.django_db

PAGES = [
    "/insights",
    "/insights?page=2",
    "/insights/local-seo-checklist",
    "/insights/authors/maya-reyes",
    "/insights/topic/seo",
    "/",
    "/services/seo",
]


def test_insights_pages_are_valid_html(articles, client, tmp_path):
    oldest = articles["paid-social-budgets"].published_at
    for n in range(8):
        article_add(f"older-{n}", published_at=oldest - timedelta(days=n + 1))
    files = []
    for index, path in enumerate(PAGES):
        response = client.get(path)
        assert response.status_code == 200, path
        file = tmp_path / f"{index}.html"
        file.write_bytes(response.content)
        files.append(file)
    report = [
        f"{PAGES[int(Path(m['url']).stem)]}:{m.get('lastLine', '?')}: {m['message']}"
        for m in run_checker(files)
    ]
    assert report == []
