"""The marketing pages in Chromium: accessibility on every page, and a visit without JavaScript."""

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import format_violations, live_page
from tests.hardening.public_pages import AREA_PAGES, CAMPAIGN_PAGES
from tests.support.seeded import site_content_load

PAGES = [
    "/",
    "/ai-automation",
    "/about",
    "/pricing",
    "/contact",
    "/privacy-policy",
    "/terms-of-service",
    *(f"/services/{s}" for s in ("social-media", "seo", "advertising", "development", "business")),
    "/services/product-design",
    "/services/lead-generation",
    *(f"/solutions/{s}" for s in ("small-business", "enterprise", "startups", "ecommerce")),
    *CAMPAIGN_PAGES,
    *AREA_PAGES,
]
# Site search: results with their marks, and a search that finds nothing (the contact form's link
# and what we do). As long as what they find, so they are read by what they say.
SEARCH_PAGES = {
    "/search?q=seo": "results for “seo”",
    "/search?q=zeppelins": "Nothing on the site matches “zeppelins”",
}
NOT_FOUND = "/services/no-such-service"


@pytest.fixture
def seeded(transactional_db):
    site_content_load()


@pytest.mark.parametrize(
    "viewport", [{"width": 1280, "height": 900}, {"width": 390, "height": 844}], ids=["desktop", "mobile"]
)
def test_every_page_has_no_accessibility_violations(page, axe, seeded, viewport):
    page.set_viewport_size(viewport)
    problems = []
    for path in [*PAGES, *SEARCH_PAGES, NOT_FOUND]:
        page.goto(page.base_url + path)
        violations = axe(page)
        if violations:
            problems.append(f"{path}:\n{format_violations(violations)}")
    assert problems == [], "\n".join(problems)


def test_open_faq_and_open_menus_have_no_accessibility_violations(page, axe, seeded):
    page.goto(page.base_url + "/pricing")
    page.locator(".faq-question").first.click()
    expect(page.locator(".faq-answer").first).to_be_visible()
    violations = axe(page)
    assert violations == [], format_violations(violations)


@pytest.fixture
def no_js_page(browser, live_server):
    context = browser.new_context(java_script_enabled=False, viewport={"width": 1280, "height": 900})
    yield live_page(context, live_server)
    context.close()


def test_every_page_reads_without_javascript(no_js_page, seeded):
    page = no_js_page
    for path in PAGES:
        response = page.goto(page.base_url + path)
        assert response.status == 200, path
        heading = page.locator("main h1")
        expect(heading).to_have_count(1)
        expect(heading).to_be_visible()
        assert len(page.locator("main").inner_text()) > 400, path
    for path, said in SEARCH_PAGES.items():
        response = page.goto(page.base_url + path)
        assert response.status == 200, path
        expect(page.get_by_role("status")).to_contain_text(said)
    found_nothing = page.locator("main")
    expect(found_nothing.get_by_role("link", name="Ask us on the contact form")).to_be_visible()
    expect(found_nothing.get_by_role("link", name="Search Engine Optimization")).to_be_visible()
    response = page.goto(page.base_url + NOT_FOUND)
    assert response.status == 404
    expect(page.get_by_role("heading", name="Service not found")).to_be_visible()
    page.get_by_role("link", name="Return to home").click()
    page.wait_for_url(page.base_url + "/")


def test_every_navigation_link_works_without_javascript(no_js_page, seeded):
    page = no_js_page
    page.goto(page.base_url + "/")
    hrefs = page.eval_on_selector_all(
        "header a[href], footer a[href]", "els => els.map(e => e.getAttribute('href'))"
    )
    internal = sorted({href for href in hrefs if href.startswith("/")})
    assert len(internal) >= 17, internal
    for href in internal:
        response = page.goto(page.base_url + href)
        assert response.status == 200, href
        expect(page.locator("main h1")).to_be_visible()

    # The dropdowns are native popovers and the mobile menu's sections are <details>: no script needed.
    page.goto(page.base_url + "/")
    page.get_by_role("button", name="Use Cases").click()
    page.locator("#menu-use-cases").get_by_role("link", name="For Startups").click()
    page.wait_for_url("**/solutions/startups")
    expect(page.get_by_role("heading", level=1)).to_contain_text("Startups")

    page.set_viewport_size({"width": 390, "height": 844})
    page.get_by_role("button", name="Open menu").click()
    menu = page.locator("#mobile-menu")
    menu.locator("summary", has_text="Products").click()
    menu.get_by_role("link", name="Lead Generation").click()
    page.wait_for_url("**/services/lead-generation")

    page.goto(page.base_url + "/pricing")
    page.locator(".faq-question").first.click()
    expect(page.locator(".faq-answer").first).to_be_visible()
