"""What a visitor sees: nothing scrolls sideways, logo rows have no orphan, no word is doubled."""

import pytest
from playwright.sync_api import expect

from tests.hardening.public_pages import FORM_PAGES, PUBLIC_PAGES
from tests.support.seeded import site_content_load

WIDTHS = [390, 768, 1280, 1920]


@pytest.fixture
def seeded(transactional_db):
    site_content_load()


@pytest.mark.parametrize("width", WIDTHS)
def test_no_public_page_scrolls_sideways(page, seeded, width):
    page.set_viewport_size({"width": width, "height": 900})
    wider = []
    for path in [*PUBLIC_PAGES, *FORM_PAGES, "/no-such-page"]:
        page.goto(page.base_url + path)
        overflow = page.evaluate(
            "() => document.documentElement.scrollWidth - document.documentElement.clientWidth"
        )
        if overflow > 0:
            wider.append(f"{path}: {overflow}px")
    assert not wider, f"pages wider than the {width} px screen: {wider}"


@pytest.mark.parametrize(("width", "rows"), [(390, [2, 2, 2, 2]), (768, [4, 4]), (1280, [4, 4]), (1920, [8])])
def test_the_eight_logos_sit_in_balanced_rows(page, seeded, width, rows):
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(page.base_url + "/")
    tops = page.locator(".logo-row > li").evaluate_all(
        """(items) => items.map((item) => {
            const box = item.getBoundingClientRect();
            return Math.round(box.top + box.height / 2);
        })"""
    )
    per_row: dict[int, int] = {}
    for top in tops:
        per_row[top] = per_row.get(top, 0) + 1
    assert list(per_row.values()) == rows, per_row
    # No logo runs into its neighbour: in each row every logo ends before the next begins.
    overlaps = page.locator(".logo-row > li > *").evaluate_all(
        """(marks) => {
            const boxes = marks.map((mark) => mark.getBoundingClientRect());
            return boxes.filter((box, i) => i + 1 < boxes.length
                && Math.abs(boxes[i + 1].top - box.top) < box.height
                && boxes[i + 1].left < box.right).length;
        }"""
    )
    assert overlaps == 0


def test_the_not_found_page_says_404_once(page, seeded):
    page.goto(page.base_url + "/no-such-page")
    heading = page.get_by_role("heading", level=1)
    expect(heading).to_have_text("404 Page Not Found")
    assert page.locator("main").inner_text().count("404") == 1


def test_the_pricing_form_step_shows_its_heading_once(page, seeded):
    page.goto(page.base_url + "/pricing")
    quiz = page.locator("#pricing-quiz")
    quiz.scroll_into_view_if_needed()
    quiz.get_by_role("button", name="Startup").click()
    quiz.get_by_role("button", name="Generate more leads").click()
    quiz.get_by_role("checkbox", name="Web development").check()
    quiz.get_by_role("button", name="Next").click()
    quiz.get_by_role("button", name="In 1-3 months").click()
    expect(quiz.get_by_label("Email")).to_be_visible()
    card = page.locator("main section").filter(has=quiz)
    text = card.inner_text()
    assert text.count("Get your custom quote") == 1, text
    headings = card.get_by_role("heading").all_inner_texts()
    assert len(headings) == len(set(headings)), headings


@pytest.mark.parametrize("width", [390, 1280])
def test_home_contact_cards_have_no_empty_band(page, seeded, width):
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(page.base_url + "/")
    section = page.locator("#contact")
    section.scroll_into_view_if_needed()
    expect(section.locator("form")).to_have_count(1)
    page.wait_for_timeout(200)
    # The space under each card's last element, inside its padding, is a few pixels at most.
    gaps = page.evaluate(
        """() => [...document.querySelectorAll('#contact .card, #contact .promo-panel')].map((card) => {
            const box = card.getBoundingClientRect();
            const padding = parseFloat(getComputedStyle(card).paddingBottom);
            const bottoms = [...card.querySelectorAll('*')]
                .filter((el) => el.getClientRects().length && getComputedStyle(el).position !== 'absolute')
                .map((el) => el.getBoundingClientRect().bottom);
            return Math.round(box.bottom - padding - Math.max(...bottoms));
        })"""
    )
    assert all(gap <= 24 for gap in gaps), gaps


def test_the_pricing_quiz_card_fits_its_first_question(page, seeded):
    page.goto(page.base_url + "/pricing")
    quiz = page.locator("#pricing-quiz")
    quiz.scroll_into_view_if_needed()
    expect(quiz.locator(".pricing-quiz")).to_have_count(1)
    gap = quiz.evaluate(
        """(root) => {
            const last = [...root.querySelectorAll('button')].at(-1).getBoundingClientRect().bottom;
            return Math.round(root.getBoundingClientRect().bottom - last);
        }"""
    )
    assert gap <= 8, gap
