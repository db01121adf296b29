"""Articles in /django-admin/ at 1280 and 390 px: the list (with its Draft / Scheduled / Published
column and filters) and the change form pass axe and fit the screen; Preview opens the article."""

import pytest
from playwright.sync_api import expect

from insights.models import Article
from insights.services import articles_seed
from tests.browser.conftest import format_violations
from tests.browser.staff.test_editor_admin_browser import WIDTHS, overflow, serious, sign_in
from tests.insights.conftest import ARTICLES, draw
from tests.staff.factories import ContentEditorFactory


@pytest.fixture
def seeded(transactional_db, settings, tmp_path):
    from publishing.seed import content_load

    settings.MEDIA_ROOT = tmp_path / "media"
    content_load()
    articles_seed(ARTICLES, draw, reset=True)  # in place of the seed load_content stored
    ContentEditorFactory(username="robin")


@pytest.mark.parametrize("width", WIDTHS)
def test_the_article_list_and_form_pass_axe_fit_the_screen_and_preview(page, seeded, axe, width):
    sign_in(page, width)
    page.goto(page.base_url + "/django-admin/insights/article/")
    expect(page.get_by_role("cell", name="Scheduled", exact=True)).to_be_visible()
    assert not serious(axe(page, "#content")), format_violations(serious(axe(page, "#content")))
    assert overflow(page) <= 0

    article = Article.objects.get(slug="local-seo-checklist")
    page.goto(page.base_url + f"/django-admin/insights/article/{article.pk}/change/")
    assert not serious(axe(page, "#content")), format_violations(serious(axe(page, "#content")))
    assert overflow(page) <= 0
    with page.context.expect_page() as opened:
        page.get_by_role("button", name="Preview", exact=True).click()
    preview = opened.value
    preview.wait_for_load_state()
    expect(preview.get_by_role("heading", level=1)).to_have_text(article.title)
    preview.close()
