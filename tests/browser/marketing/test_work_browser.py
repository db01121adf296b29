"""/work, a case study and /about in a real browser (issue 24): axe finds nothing, nothing scrolls
sideways at 390 and 1280 px, the filters are plain links, and pictures keep their space."""

import pytest

from publishing.seed import content_load, renditions_make_missing
from tests.browser.conftest import format_violations

pytestmark = pytest.mark.django_db(transaction=True)

PAGES = ["/work", "/work/harbor-pine-dental", "/about"]


@pytest.fixture
def seeded(settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path / "media"
    content_load()
    renditions_make_missing()


@pytest.mark.parametrize("width", [390, 1280])
def test_work_pages_are_accessible_and_never_scroll_sideways(seeded, page, axe, width):
    page.set_viewport_size({"width": width, "height": 900})
    for path in PAGES:
        page.goto(page.base_url + path)
        page.wait_for_load_state("networkidle")
        overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
        assert overflow <= 0, f"{path} scrolls sideways by {overflow}px at {width}px"
        violations = axe(page)
        assert violations == [], f"{path} at {width}px:\n{format_violations(violations)}"


def test_filters_work_without_javascript_and_pictures_load_responsive(seeded, browser, live_server):
    context = browser.new_context(java_script_enabled=False, viewport={"width": 390, "height": 844})
    page = context.new_page()
    page.goto(live_server.url + "/work")
    page.get_by_role("navigation", name="By service").get_by_role("link", name="Paid Advertising").click()
    page.wait_for_url("**/work/service/advertising")
    cards = page.locator("article h3")
    assert cards.count() >= 2
    assert "Harbor & Pine Dental" in cards.all_inner_texts()
    hero = page.goto(live_server.url + "/work/harbor-pine-dental")
    assert hero.status == 200
    image = page.locator(".case-hero img")
    # A phone is given a phone-sized rendition, in WebP, and the box was reserved before it came.
    current = image.evaluate("img => img.currentSrc")
    assert current.endswith(".webp") and "/1600." not in current
    assert image.get_attribute("width") == "1600" and image.get_attribute("height") == "1000"
    context.close()


def test_meet_the_team_lands_on_the_team(seeded, page):
    page.goto(page.base_url + "/contact/thank-you?form=home&service=seo")
    page.get_by_role("link", name="Meet the team").click()
    page.wait_for_url("**/about#team")
    assert page.locator("#team").is_visible()
    assert page.get_by_role("heading", name="Maya Reyes").is_visible()
