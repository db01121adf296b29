"""Insights in a real browser: axe finds nothing and nothing scrolls sideways at 390 and 1280 px on
the index, an article and an author page; no script is loaded; the filters and pages work with
JavaScript turned off."""

import pytest

from insights.services import articles_seed
from publishing.seed import content_load, renditions_make_missing
from tests.browser.conftest import format_violations
from tests.insights.conftest import ARTICLES, draw

pytestmark = pytest.mark.django_db(transaction=True)

PAGES = ["/insights", "/insights/local-seo-checklist", "/insights/authors/maya-reyes"]


@pytest.fixture
def seeded(settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path / "media"
    content_load()
    articles_seed(ARTICLES, draw, reset=True)  # in place of the seed load_content stored
    renditions_make_missing()


@pytest.mark.parametrize("width", [390, 1280])
def test_insights_pages_are_accessible_never_scroll_sideways_and_load_no_script(seeded, page, axe, width):
    scripts = []
    page.on("request", lambda request: request.resource_type == "script" and scripts.append(request.url))
    page.set_viewport_size({"width": width, "height": 900})
    for path in PAGES:
        page.goto(page.base_url + path)
        page.wait_for_load_state("networkidle")
        overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
        assert overflow <= 0, f"{path} scrolls sideways by {overflow}px at {width}px"
        violations = axe(page)
        assert violations == [], f"{path} at {width}px:\n{format_violations(violations)}"
    assert scripts == [], "no script file is requested"


def test_topics_authors_and_the_table_of_contents_work_without_javascript(seeded, browser, live_server):
    context = browser.new_context(java_script_enabled=False, viewport={"width": 390, "height": 844})
    page = context.new_page()
    page.goto(live_server.url + "/insights")
    page.get_by_role("navigation", name="By topic").get_by_role("link", name="Paid Advertising").click()
    page.wait_for_url("**/insights/topic/advertising")
    assert page.locator("article h3").all_inner_texts() == [
        "How much a small shop should spend on paid social"
    ]
    page.get_by_role("navigation", name="By author").get_by_role("link", name="Maya Reyes").click()
    page.wait_for_url("**/insights/authors/maya-reyes")
    page.get_by_role("link", name="A local SEO checklist for San Diego service businesses").click()
    page.wait_for_url("**/insights/local-seo-checklist")
    page.get_by_role("navigation", name="In this article").get_by_role(
        "link", name="Step 3: Ask for reviews"
    ).click()
    page.wait_for_url("**#step-3-ask-for-reviews")
    assert page.get_by_role("heading", name="Step 3: Ask for reviews").is_visible()
    # The hero and the body's picture are served as renditions, their boxes reserved.
    hero = page.locator(".case-hero img")
    assert hero.evaluate("img => img.currentSrc").endswith(".webp")
    assert page.locator(".article-body picture img").get_attribute("width") == "1600"
    context.close()
