"""The Spanish pages in Chromium: no accessibility violation at phone and desktop widths, and the
language switcher takes a visitor between a page and its counterpart, also from the mobile menu."""

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import format_violations
from tests.browser.marketing.test_pages_browser import seeded  # noqa: F401 - the fixture

SPANISH_PAGES = [
    "/es/",
    "/es/precios",
    "/es/contacto",
    "/es/servicios/seo",
    "/es/nosotros",
    "/es/trabajos",
    "/es/lp/san-diego-dental-seo",
    "/es/lp/holiday-ads-online-stores",
    "/es/zonas",
    "/es/zonas/oceanside",
    "/es/buscar?q=dise%C3%B1o",
]


@pytest.mark.parametrize(
    "viewport", [{"width": 1280, "height": 900}, {"width": 390, "height": 844}], ids=["desktop", "mobile"]
)
def test_the_spanish_pages_have_no_accessibility_violations(page, axe, seeded, viewport):  # noqa: F811
    page.set_viewport_size(viewport)
    problems = []
    for path in SPANISH_PAGES:
        page.goto(page.base_url + path)
        violations = axe(page)
        if violations:
            problems.append(f"{path}:\n{format_violations(violations)}")
    assert problems == [], "\n".join(problems)


def test_the_switcher_goes_to_the_same_page_in_the_other_language(page, seeded):  # noqa: F811
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(page.base_url + "/services/seo")
    page.locator("header").get_by_role("link", name="Español").click()
    page.wait_for_url(page.base_url + "/es/servicios/seo")
    expect(page.locator("html")).to_have_attribute("lang", "es")
    page.locator("footer").get_by_role("link", name="English").click()
    page.wait_for_url(page.base_url + "/services/seo")

    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(page.base_url + "/pricing")
    page.get_by_role("button", name="Open menu").click()
    page.locator("#mobile-menu").get_by_role("link", name="Español").click()
    page.wait_for_url(page.base_url + "/es/precios")
