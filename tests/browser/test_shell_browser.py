"""The shell in a real browser: keyboard navigation, the no-JavaScript pages and accessibility."""

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import format_violations

# The menus list the catalogue's services and solutions.
pytestmark = pytest.mark.usefixtures("catalogue")


def test_products_dropdown_opens_with_the_keyboard_and_navigates(page):
    page.goto(page.base_url + "/")
    trigger = page.get_by_role("button", name="Products")
    trigger.focus()
    page.keyboard.press("Enter")
    menu = page.locator("#menu-products")
    expect(menu).to_be_visible()
    page.keyboard.press("Escape")
    expect(menu).to_be_hidden()

    trigger.click()
    menu.get_by_role("link", name="Search Engine Optimization").click()
    page.wait_for_url("**/services/seo")


def test_mobile_menu_slides_out_with_collapsible_sections(page):
    page.set_viewport_size({"width": 390, "height": 800})
    page.goto(page.base_url + "/")
    page.get_by_role("button", name="Open menu").click()
    menu = page.locator("#mobile-menu")
    expect(menu).to_be_visible()
    expect(menu.get_by_role("link", name="Home")).to_be_visible()
    products_link = menu.get_by_role("link", name="Lead Generation")
    expect(products_link).to_be_hidden()
    menu.locator("summary", has_text="Products").click()
    expect(products_link).to_be_visible()
    sublist = menu.locator(".mobile-sublist").first
    assert sublist.evaluate("el => getComputedStyle(el).overflowY") == "auto"
    assert sublist.evaluate("el => parseFloat(getComputedStyle(el).maxHeight)") > 0
    menu.get_by_role("button", name="Close menu").click()
    expect(menu).to_be_hidden()


def test_a_page_without_islands_loads_no_javascript(page):
    scripts = []
    page.on(
        "request", lambda request: scripts.append(request.url) if request.resource_type == "script" else None
    )
    response = page.goto(page.base_url + "/no-such-page")
    assert response.status == 404
    expect(page.get_by_role("heading", name="404 Page Not Found")).to_be_visible()
    page.wait_for_load_state("networkidle")
    assert scripts == []


def test_not_found_page_returns_home(page):
    page.goto(page.base_url + "/no-such-page")
    page.get_by_role("link", name="Return to Homepage").click()
    page.wait_for_url(page.base_url + "/")


def test_shell_has_no_accessibility_violations(page, axe):
    for path in ("/", "/no-such-page"):
        page.goto(page.base_url + path)
        violations = axe(page)
        assert violations == [], f"{path}:\n{format_violations(violations)}"
    page.get_by_role("button", name="Products").click()
    violations = axe(page)
    assert violations == [], format_violations(violations)


def test_mobile_menu_open_has_no_accessibility_violations(page, axe):
    page.set_viewport_size({"width": 390, "height": 800})
    page.goto(page.base_url + "/")
    page.get_by_role("button", name="Open menu").click()
    page.locator("#mobile-menu summary", has_text="Use Cases").click()
    violations = axe(page)
    assert violations == [], format_violations(violations)
