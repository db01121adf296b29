"""The AI automation consultation dialog in Chromium: both openers, focus, keyboard,
validation, failures and the stored request."""

import pytest
from playwright.sync_api import expect

from leads.models import LeadSource, QuoteRequest
from tests.browser.conftest import format_violations
from tests.browser.islands.helpers import CAMPAIGN, expect_toast, fail_api, focused, tab_until

pytestmark = pytest.mark.django_db(transaction=True)

TRIGGERS = '[data-island-trigger="consultation"]'


def open_dialog(page, which=0, query=""):
    page.goto(page.base_url + "/ai-automation" + query)
    trigger = page.locator(TRIGGERS).nth(which)
    trigger.scroll_into_view_if_needed()
    trigger.click()
    dialog = page.get_by_role("dialog")
    expect(dialog).to_be_visible()
    return dialog, trigger


def fill_required(dialog):
    dialog.get_by_label("Name").fill("Sam Ortiz")
    dialog.get_by_label("Work email").fill("sam@ortizlogistics.com")
    dialog.get_by_label("Company").fill("Ortiz Logistics")


def test_every_opener_opens_the_dialog_and_focus_returns_to_each(page):
    assert page.goto(page.base_url + "/ai-automation").ok
    # Free Demo (no scheduling page is set, so the demo is booked here), Contact and the closing button.
    assert page.locator(TRIGGERS).all_inner_texts() == ["Free Demo", "Contact", "Get a Free Consultation"]
    for which in (0, 1, 2):
        dialog, trigger = open_dialog(page, which)
        for _ in range(25):
            page.keyboard.press("Tab")
            assert focused(page)["inDialog"]
        page.keyboard.press("Escape")
        expect(dialog).to_be_hidden()
        expect(trigger).to_be_focused()


def test_every_field_and_option_is_offered(page):
    dialog, _ = open_dialog(page)
    for label in (
        "Name",
        "Work email",
        "Company",
        "Phone",
        "Area to automate",
        "Current challenges",
        "Automation goals",
        "Team size",
        "Budget",
    ):
        expect(dialog.get_by_label(label)).to_have_count(1)

    def values(label):
        options = dialog.get_by_label(label).locator("option")
        return options.evaluate_all("(os) => os.map((o) => o.value).filter(Boolean)")


def test_required_fields_show_errors_and_pass_axe(page, axe):
    dialog, _ = open_dialog(page)
    violations = axe(page)
    assert violations == [], format_violations(violations)
    dialog.get_by_role("button", name="Request Consultation").click()
    expect(dialog.get_by_label("Name")).to_be_focused()
    for label, message in {
        "Name": "Name must be at least 2 characters.",
        "Work email": "Please enter a valid email address.",
        "Company": "Company name is required.",
    }.items():
        expect(dialog.get_by_label(label)).to_have_attribute("aria-invalid", "true")
        expect(dialog.get_by_label(label)).to_have_accessible_description(message)
    violations = axe(page)
    assert violations == [], format_violations(violations)
    assert QuoteRequest.objects.count() == 0


def test_keyboard_only_request_is_stored_and_the_dialog_resets(page):
    page.goto(page.base_url + "/ai-automation" + CAMPAIGN)
    tab_until(page, lambda info: info["trigger"] == "consultation", limit=80)
    page.keyboard.press("Enter")
    dialog = page.get_by_role("dialog")
    expect(dialog).to_be_visible()
    for label, value in (
        ("Name", "Sam Ortiz"),
        ("Work email", "sam@ortizlogistics.com"),
        ("Company", "Ortiz Logistics"),
    ):
        target = dialog.get_by_label(label).get_attribute("id")
        tab_until(page, lambda info, target=target: info["id"] == target)
        page.keyboard.type(value)
    target = dialog.get_by_label("Area to automate").get_attribute("id")
    tab_until(page, lambda info: info["id"] == target)
    page.keyboard.press("ArrowDown")  # Sales
    page.keyboard.press("Tab")
    page.keyboard.type("Quotes take two days to prepare by hand.")
    tab_until(page, lambda info: info["text"] == "Request Consultation")
    page.keyboard.press("Enter")

    expect_toast(page, "Consultation Requested!", "We'll contact you within 24 hours")
    expect(dialog).to_be_hidden()
    quote = QuoteRequest.objects.get()
    assert quote.source == LeadSource.AI_AUTOMATION_PAGE
    assert quote.answer("service") == "AI Automation Consultation"
    assert (quote.name, quote.email, quote.company, quote.answer("vertical")) == (
        "Sam Ortiz",
        "sam@ortizlogistics.com",
        "Ortiz Logistics",
        "sales",
    )
    assert quote.answer("current_challenges") == "Quotes take two days to prepare by hand."
    assert quote.utm_source == "newsletter"
    assert not quote.is_spam

    page.locator(TRIGGERS).first.click()
    expect(dialog.get_by_label("Name")).to_have_value("")


@pytest.mark.parametrize("how", ["500", "abort"])
def test_failure_keeps_the_dialog_open_with_the_data(page, how):
    dialog, _ = open_dialog(page)
    fill_required(dialog)
    dialog.get_by_label("Team size").select_option("11-50")
    fail_api(page, "/api/quote-request", how)
    dialog.get_by_role("button", name="Request Consultation").click()
    expect_toast(page, "Error", "Failed to submit your request. Please try again.", destructive=True)
    expect(dialog).to_be_visible()
    expect(dialog.get_by_label("Company")).to_have_value("Ortiz Logistics")
    expect(dialog.get_by_label("Team size")).to_have_value("11-50")

    page.unroute("**/api/quote-request")
    dialog.get_by_role("button", name="Request Consultation").click()
    expect_toast(page, "Consultation Requested!")
    assert QuoteRequest.objects.count() == 1
    assert QuoteRequest.objects.get().answer("team_size") == "11-50"
