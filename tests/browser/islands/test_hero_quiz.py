"""The hero quote quiz dialog in Chromium: keyboard, focus, validation, failures, persistence,
analytics and the stored quote request."""

import pytest
from playwright.sync_api import expect

from leads.models import LeadSource, QuoteRequest
from tests.browser.conftest import format_violations
from tests.browser.islands.helpers import CAMPAIGN, events, expect_toast, fail_api, focused, tab_until

pytestmark = pytest.mark.django_db(transaction=True)

BUSINESS = {"Company name": "Harbor Clinics", "Your name": "Dana Reyes", "Email": "dana@harborclinics.com"}


def open_quiz(page, query=""):
    page.goto(page.base_url + "/" + query)
    page.get_by_role("link", name="Get started", exact=True).click()
    dialog = page.get_by_role("dialog")
    expect(dialog).to_be_visible()
    return dialog


def go_to_business_step(dialog):
    dialog.get_by_role("radio", name="Generate more leads").check()
    dialog.get_by_role("button", name="Next").click()
    dialog.get_by_role("radio", name="$5,000 - $15,000").check()
    dialog.get_by_role("button", name="Next").click()
    dialog.get_by_role("checkbox", name="Web Development").check()
    dialog.get_by_role("checkbox", name="Lead Generation").check()
    dialog.get_by_role("button", name="Next").click()
    dialog.get_by_label("Industry").select_option("Healthcare")
    dialog.get_by_role("button", name="Next").click()
    expect(dialog.get_by_text("Step 5 of 5")).to_be_visible()


def fill_business(dialog):
    for label, value in BUSINESS.items():
        dialog.get_by_label(label).fill(value)


def test_quiz_shows_five_steps_with_progress_and_back_disabled_first(page):
    dialog = open_quiz(page)
    expect(dialog.get_by_text("Step 1 of 5")).to_be_visible()
    expect(dialog.get_by_role("button", name="Back")).to_be_disabled()
    progress = dialog.get_by_role("progressbar")
    for step in range(2, 6):
        dialog.get_by_role("button", name="Next").click()
        expect(dialog.get_by_text(f"Step {step} of 5")).to_be_visible()
        expect(progress).to_have_attribute("aria-valuenow", str(step))
    expect(dialog.get_by_role("button", name="Get My Strategy")).to_be_visible()
    dialog.get_by_role("button", name="Back").click()
    expect(dialog.get_by_label("Industry")).to_have_value("")
    expect(dialog.get_by_label("Industry").locator("option").first).to_have_text("Select your industry")


def test_keyboard_only_completion_is_stored_with_its_campaign(page):
    page.goto(page.base_url + "/" + CAMPAIGN)
    trigger = page.get_by_role("link", name="Get started", exact=True)
    tab_until(page, lambda info: info["trigger"] == "hero-quiz")
    page.keyboard.press("Enter")
    dialog = page.get_by_role("dialog")
    expect(dialog).to_be_visible()
    assert focused(page)["inDialog"]

    # Step 1: the first radio, then Next.
    tab_until(page, lambda info: info["tag"] == "input")
    page.keyboard.press("ArrowDown")  # selects "Generate more leads"
    tab_until(page, lambda info: info["text"] == "Next")
    page.keyboard.press("Enter")
    expect(dialog.get_by_text("Step 2 of 5")).to_be_visible()
    tab_until(page, lambda info: info["tag"] == "input")
    page.keyboard.press("Space")
    tab_until(page, lambda info: info["text"] == "Next")
    page.keyboard.press("Enter")
    tab_until(page, lambda info: info["tag"] == "input")
    page.keyboard.press("Space")
    tab_until(page, lambda info: info["text"] == "Next")
    page.keyboard.press("Enter")
    tab_until(page, lambda info: info["tag"] == "select")
    page.keyboard.press("ArrowDown")
    tab_until(page, lambda info: info["text"] == "Next")
    page.keyboard.press("Enter")
    expect(dialog.get_by_text("Step 5 of 5")).to_be_visible()
    for label, value in BUSINESS.items():
        tab_until(
            page, lambda info, label=label: info["id"] == dialog.get_by_label(label).get_attribute("id")
        )
        page.keyboard.type(value)
    tab_until(page, lambda info: info["text"] == "Get My Strategy")
    page.keyboard.press("Enter")

    expect_toast(page, "Thank you!", "We'll contact you within 24 hours with a customized proposal.")
    expect(dialog).to_be_hidden()
    expect(trigger).to_be_focused()
    assert events(page, "quiz_completed") == [
        {"event": "quiz_completed", "category": "engagement", "label": "hero_section"}
    ]

    quote = QuoteRequest.objects.get()
    assert quote.source == LeadSource.HERO_QUIZ
    assert (quote.name, quote.email, quote.company) == (
        "Dana Reyes",
        "dana@harborclinics.com",
        "Harbor Clinics",
    )
    assert quote.answer("quiz_answers")["businessGoal"] == "Generate more leads"
    assert quote.answer("quiz_answers")["budget"] == "Under $1,000"
    assert quote.answer("quiz_answers")["services"] == ["Social Media Marketing"]
    assert quote.answer("quiz_answers")["industry"] == "Technology"
    assert (quote.utm_source, quote.utm_medium, quote.utm_campaign) == (
        "newsletter",
        "email",
        "spring-launch",
    )
    assert quote.page_url.startswith(page.base_url + "/")
    assert quote.idempotency_key is not None
    assert not quote.is_spam

    # The quiz starts over.
    trigger.click()
    expect(dialog.get_by_text("Step 1 of 5")).to_be_visible()
    expect(dialog.get_by_role("radio", name="Generate more leads")).not_to_be_checked()


def test_focus_is_trapped_in_the_dialog_and_returns_to_get_started(page):
    dialog = open_quiz(page)
    for _ in range(15):
        page.keyboard.press("Tab")
        assert focused(page)["inDialog"]
    for _ in range(5):
        page.keyboard.press("Shift+Tab")
        assert focused(page)["inDialog"]
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    expect(page.get_by_role("link", name="Get started", exact=True)).to_be_focused()

    page.get_by_role("link", name="Get started", exact=True).click()
    dialog.get_by_role("button", name="Close").click()
    expect(page.get_by_role("link", name="Get started", exact=True)).to_be_focused()


def test_business_info_errors_are_shown_linked_and_focused(page, axe):
    dialog = open_quiz(page)
    go_to_business_step(dialog)
    dialog.get_by_label("Website").fill("not a website")
    dialog.get_by_role("button", name="Get My Strategy").click()
    company = dialog.get_by_label("Company name")
    expect(company).to_be_focused()
    expected = {
        "Company name": "Company name is required.",
        "Your name": "Name must be at least 2 characters.",
        "Email": "Please enter a valid email address.",
        "Website": "Please enter a valid website address.",
    }
    for label, message in expected.items():
        field = dialog.get_by_label(label)
        expect(field).to_have_attribute("aria-invalid", "true")
        expect(field).to_have_accessible_description(message)
    violations = axe(page)
    assert violations == [], format_violations(violations)
    assert QuoteRequest.objects.count() == 0


@pytest.mark.parametrize("how", ["500", "abort"])
def test_failure_keeps_dialog_step_and_answers_and_a_retry_is_stored_once(page, how):
    dialog = open_quiz(page)
    go_to_business_step(dialog)
    fill_business(dialog)
    fail_api(page, "/api/quote-request", how)
    dialog.get_by_role("button", name="Get My Strategy").click()
    expect_toast(page, "Error", "Failed to submit your information. Please try again.", destructive=True)
    expect(dialog).to_be_visible()
    expect(dialog.get_by_text("Step 5 of 5")).to_be_visible()
    expect(dialog.get_by_label("Company name")).to_have_value("Harbor Clinics")
    dialog.get_by_role("button", name="Back").click()
    expect(dialog.get_by_label("Industry")).to_have_value("Healthcare")
    dialog.get_by_role("button", name="Next").click()
    assert events(page, "quiz_completed") == []

    page.unroute("**/api/quote-request")
    dialog.get_by_role("button", name="Get My Strategy").click()
    expect_toast(page, "Thank you!")
    assert QuoteRequest.objects.count() == 1


def test_progress_survives_closing_and_reloading(page):
    dialog = open_quiz(page)
    dialog.get_by_role("radio", name="Boost online sales").check()
    dialog.get_by_role("button", name="Next").click()
    dialog.get_by_role("radio", name="Over $50,000").check()
    page.keyboard.press("Escape")
    page.reload()
    page.get_by_role("link", name="Get started", exact=True).click()
    expect(dialog.get_by_text("Step 2 of 5")).to_be_visible()
    expect(dialog.get_by_role("radio", name="Over $50,000")).to_be_checked()
    dialog.get_by_role("button", name="Back").click()
    expect(dialog.get_by_role("radio", name="Boost online sales")).to_be_checked()


def test_no_accessibility_violations_with_the_dialog_open(page, axe):
    open_quiz(page)
    violations = axe(page)
    assert violations == [], format_violations(violations)


def test_server_field_errors_show_under_the_business_fields(page):
    dialog = open_quiz(page)
    go_to_business_step(dialog)
    fill_business(dialog)
    page.route(
        "**/api/quote-request",
        lambda route: route.fulfill(
            status=400, json={"quizAnswers.email": ["Please enter a valid email address."]}
        ),
    )
    dialog.get_by_role("button", name="Get My Strategy").click()
    expect_toast(page, "Error", "Failed to submit your information. Please try again.", destructive=True)
    email = dialog.get_by_label("Email")
    expect(email).to_have_accessible_description("Please enter a valid email address.")
    expect(email).to_be_focused()
    expect(dialog.get_by_label("Company name")).to_have_value("Harbor Clinics")
