"""The staff page fits the screen it is used on: at a laptop's 1280 px every column staff act on is in
view without sideways scrolling; at a phone's 390 px each lead is a card. The page has its own compact
bar (no public navigation or footer) and the dark theme covers all of it."""

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import format_violations
from tests.staff.factories import (
    STAFF_PASSWORD,
    ContactSubmissionFactory,
    QuoteRequestFactory,
    StaffUserFactory,
)

LONG_MESSAGE = (
    "We are opening a second clinic in Chula Vista in the spring and need a full plan: a new website with "
    "online booking, local search for both locations, and a paid social campaign to launch it. " * 3
)


@pytest.fixture(autouse=True)
def _patient_expectations():
    expect.set_options(timeout=15_000)
    yield
    expect.set_options(timeout=5_000)


@pytest.fixture
def crowded():
    """Leads with the longest values real visitors send: long names, addresses, companies, messages."""
    StaffUserFactory(username="morgan")
    for n in range(12):
        ContactSubmissionFactory(
            name=f"Alexandria Montgomery-Vanderbilt {n}",
            email=f"alexandria.montgomery-vanderbilt.{n}@pacific-coast-orthodontics.example",
            company="Pacific Coast Orthodontics and Family Dental Group",
            service="product-design",
            message=LONG_MESSAGE,
        )
    QuoteRequestFactory(
        name="Bartholomew Featherstonehaugh",
        email="bartholomew.featherstonehaugh@northwind-logistics-international.example",
        company="Northwind Logistics International",
    )


def sign_in(page):
    page.goto(page.base_url + "/admin")
    page.get_by_label("Username or email").fill("morgan")
    page.get_by_label("Password").fill(STAFF_PASSWORD)
    page.get_by_role("button", name="Sign in").click()
    expect(page.get_by_role("heading", name="Leads", exact=True)).to_be_visible()
    page.get_by_role("tab", name="Contact Submissions").click()
    expect(page.get_by_role("tabpanel", name="Contact Submissions").locator("tbody tr")).to_have_count(12)


def page_overflow(page) -> int:
    """How many pixels the page is wider than the viewport (0: no sideways scrolling)."""
    return page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")


def in_view_horizontally(page, locator) -> bool:
    box = locator.bounding_box()
    width = page.viewport_size["width"]
    return box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width


def test_at_1280_px_every_column_staff_act_on_is_in_view(page, crowded, axe):
    page.set_viewport_size({"width": 1280, "height": 900})
    sign_in(page)
    panel = page.get_by_role("tabpanel", name="Contact Submissions")
    assert page_overflow(page) == 0
    # The table itself fits its box: nothing hides behind a sideways scroll.
    assert panel.locator(".staff-table-box").evaluate("box => box.scrollWidth <= box.clientWidth")
    first_row = panel.locator("tbody tr").first
    for name in ("Source", "Status"):
        assert in_view_horizontally(page, panel.get_by_role("columnheader", name=name)), name
    assert in_view_horizontally(page, first_row.get_by_role("checkbox"))
    assert in_view_horizontally(page, first_row.get_by_role("button", name="View"))
    # Rows are as tall as their content: the email sits under the name, the message is two lines at most.
    # Each row is no taller than its tallest cell's content plus the cell padding (no empty space).
    slack = panel.locator("tbody tr").evaluate_all(
        """rows => rows.map((row) => {
            const content = Math.max(...[...row.cells].map((cell) => {
                const range = document.createRange();
                range.selectNodeContents(cell);
                return range.getBoundingClientRect().height;
            }));
            return row.getBoundingClientRect().height - content;
        })"""
    )
    assert max(slack) <= 24, slack
    clamped = panel.locator("tbody tr").first.locator(".staff-clip")
    line_height = float(clamped.evaluate("el => parseFloat(getComputedStyle(el).lineHeight)"))
    assert clamped.bounding_box()["height"] <= 2 * line_height + 1
    # The page's own bar, not the public site's navigation and footer.
    assert page.locator("header.staff-bar").count() == 1
    assert page.get_by_role("navigation", name="Main").count() == 0
    assert page.locator("footer").count() == 0
    violations = axe(page)
    assert violations == [], format_violations(violations)


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_at_390_px_leads_are_cards_and_nothing_scrolls_sideways(page, crowded, axe, theme):
    page.set_viewport_size({"width": 390, "height": 844})
    sign_in(page)
    if theme == "dark":
        page.get_by_role("button", name="Dark theme").click()
        expect(page.get_by_role("button", name="Dark theme")).to_have_attribute("aria-pressed", "true")
    assert page_overflow(page) == 0
    row = page.get_by_role("tabpanel", name="Contact Submissions").locator("tbody tr").first
    assert in_view_horizontally(page, row)
    assert in_view_horizontally(page, row.get_by_role("button", name="View"))
    # Each field says what it is (the label comes from CSS, so it is part of the cell's accessible name).
    company = "Company: Pacific Coast Orthodontics and Family Dental Group"
    expect(row.get_by_role("cell", name=company)).to_be_visible()
    page.get_by_role("tab", name="Quote Requests").click()
    assert page_overflow(page) == 0
    # The theme reaches every part of the page: the bar and the page behind the cards.
    background = page.evaluate("getComputedStyle(document.querySelector('.staff-shell')).backgroundColor")
    bar = page.evaluate("getComputedStyle(document.querySelector('.staff-bar')).backgroundColor")
    dark = {"rgb(2, 6, 23)", "oklch(0.129 0.042 264.695)", "rgb(15, 23, 42)", "oklch(0.208 0.042 265.755)"}
    assert (background in dark and bar in dark) is (theme == "dark"), (background, bar)
    shell_bottom = page.evaluate(
        "document.querySelector('.staff-shell').getBoundingClientRect().bottom + window.scrollY"
    )
    assert shell_bottom >= page.evaluate("document.documentElement.scrollHeight") - 1
    violations = axe(page)
    assert violations == [], format_violations(violations)
