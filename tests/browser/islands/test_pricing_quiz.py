"""The /pricing quiz in Chromium: auto-advance, the multi-select rule, the contact form,
keyboard use, failures, persistence and the stored quote request."""

import pytest
from playwright.sync_api import expect

from leads.models import LeadSource, QuoteRequest
from tests.browser.conftest import format_violations
from tests.browser.islands.helpers import CAMPAIGN, expect_toast, fail_api, focused, hold_api, tab_until

pytestmark = pytest.mark.django_db(transaction=True)


def open_quiz(page, query=""):
    page.goto(page.base_url + "/pricing" + query)
    quiz = page.locator("#pricing-quiz")
    quiz.scroll_into_view_if_needed()
    expect(quiz.locator(".pricing-quiz")).to_be_visible()
    return quiz


def answer_questions(quiz):
    quiz.get_by_role("button", name="Startup").click()
    expect(quiz.get_by_text("Question 2 of 4")).to_be_visible()
    quiz.get_by_role("button", name="Generate more leads").click()
    expect(quiz.get_by_text("Question 3 of 4")).to_be_visible()
    quiz.get_by_role("checkbox", name="Search engine optimization").check()
    quiz.get_by_role("checkbox", name="Web development").check()
    quiz.get_by_role("button", name="Next").click()
    quiz.get_by_role("button", name="In 1-3 months").click()
    expect(quiz.get_by_role("heading", name="Where should we send your quote?")).to_be_visible()


def fill_contact(quiz):
    quiz.get_by_label("Name").fill("Dana Reyes")
    quiz.get_by_label("Email").fill("dana@harborclinics.com")
    quiz.get_by_label("Company").fill("Harbor Clinics")


RECORD_STEPS = """() => {
    window.__steps = [];
    const record = () => {
        const button = [...document.querySelectorAll("#pricing-quiz button")]
            .find((b) => b.textContent.trim() === "Small business");
        const text = document.querySelector("#pricing-quiz")?.textContent || "";
        const question = text.includes("Question 1 of 4") ? 1 : text.includes("Question 2 of 4") ? 2 : 0;
        const pressed = button?.getAttribute("aria-pressed");
        window.__steps.push({ at: performance.now(), pressed, question });
    };
    new MutationObserver(record).observe(document.body, {
        subtree: true, attributes: true, childList: true, characterData: true,
    });
}"""


def test_single_choice_advances_after_300ms_and_progress_is_step_over_four(page):
    quiz = open_quiz(page)
    progress = quiz.get_by_role("progressbar")
    expect(progress).to_have_attribute("aria-valuenow", "1")
    # Recorded in the page as it happens: on a busy machine the 300 ms can pass before a check
    # from here would see the pressed answer. (The 300 ms themselves are timed with fake timers in
    # static_src/components/pricing-quiz/PricingQuiz.test.tsx.)
    page.evaluate(RECORD_STEPS)
    quiz.get_by_role("button", name="Small business").click()
    expect(quiz.get_by_text("Question 2 of 4")).to_be_visible()
    steps = page.evaluate("window.__steps")
    pressed = [i for i, s in enumerate(steps) if s["pressed"] == "true" and s["question"] == 1]
    advanced = [i for i, s in enumerate(steps) if s["question"] == 2]
    # Shown pressed on question 1 first, in a task of its own: the advance came later.
    assert pressed, f"the answer was never shown pressed on question 1: {steps}"
    assert advanced and advanced[0] > pressed[0], steps
    expect(progress).to_have_attribute("aria-valuenow", "2")
    width = progress.locator(".progress-bar").evaluate("(bar) => bar.style.width")
    assert width == "50%"


def test_multi_select_needs_an_option(page, axe):
    quiz = open_quiz(page)
    quiz.get_by_role("button", name="Startup").click()
    quiz.get_by_role("button", name="Increase website traffic").click()
    expect(quiz.get_by_text("Question 3 of 4")).to_be_visible()
    quiz.get_by_role("button", name="Next").click()
    expect(quiz.get_by_role("alert")).to_have_text("Please select at least one option")
    expect(quiz.get_by_text("Question 3 of 4")).to_be_visible()
    violations = axe(page)
    assert violations == [], format_violations(violations)


def test_contact_form_errors_pass_axe(page, axe):
    quiz = open_quiz(page)
    answer_questions(quiz)
    quiz.get_by_role("button", name="Get My Custom Quote").click()
    expect(quiz.get_by_label("Name")).to_be_focused()
    for label, message in {
        "Name": "Name must be at least 2 characters.",
        "Email": "Please enter a valid email address.",
        "Company": "Company name is required.",
    }.items():
        expect(quiz.get_by_label(label)).to_have_accessible_description(message)
    violations = axe(page)
    assert violations == [], format_violations(violations)


def test_keyboard_only_quote_is_stored_and_the_quiz_starts_over(page):
    quiz = open_quiz(page, CAMPAIGN)
    tab_until(page, lambda info: info["text"] == "Startup", limit=80)
    page.keyboard.press("Enter")
    expect(quiz.get_by_text("Question 2 of 4")).to_be_visible()
    assert focused(page)["tag"] == "h3"
    tab_until(page, lambda info: info["text"] == "Generate more leads")
    page.keyboard.press("Enter")
    expect(quiz.get_by_text("Question 3 of 4")).to_be_visible()
    tab_until(page, lambda info: info["tag"] == "input")
    page.keyboard.press("Space")
    tab_until(page, lambda info: info["text"] == "Next")
    page.keyboard.press("Enter")
    tab_until(page, lambda info: info["text"] == "Right away")
    page.keyboard.press("Enter")
    expect(quiz.get_by_role("heading", name="Where should we send your quote?")).to_be_focused()
    for label, value in (
        ("Name", "Dana Reyes"),
        ("Email", "dana@harborclinics.com"),
        ("Company", "Harbor Clinics"),
    ):
        target = quiz.get_by_label(label).get_attribute("id")
        tab_until(page, lambda info, target=target: info["id"] == target)
        page.keyboard.type(value)
    tab_until(page, lambda info: info["text"] == "Get My Custom Quote")
    page.keyboard.press("Enter")

    expect_toast(page, "Quote request submitted!", "Thank you!")
    expect(quiz.get_by_text("Question 1 of 4")).to_be_visible()
    expect(quiz.get_by_role("button", name="Startup")).to_have_attribute("aria-pressed", "false")
    quote = QuoteRequest.objects.get()
    assert quote.source == LeadSource.PRICING_QUIZ
    assert (quote.name, quote.email, quote.company, quote.phone) == (
        "Dana Reyes",
        "dana@harborclinics.com",
        "Harbor Clinics",
        "",
    )
    assert quote.answer("quiz_answers") == {
        "business-type": "startup",
        "goals": "lead-generation",
        "services": ["social-media"],
        "timeline": "immediate",
    }
    assert quote.utm_campaign == "spring-launch"
    assert not quote.is_spam


def test_submit_button_says_submitting_while_in_flight(page):
    quiz = open_quiz(page)
    answer_questions(quiz)
    fill_contact(quiz)
    held = hold_api(page, "/api/quote-request")
    quiz.get_by_role("button", name="Get My Custom Quote").click()
    expect(quiz.get_by_role("button", name="Submitting...")).to_be_disabled()
    held.answer(status=500, json={"detail": "Server error."})
    expect(quiz.get_by_role("button", name="Get My Custom Quote")).to_be_enabled()


@pytest.mark.parametrize("how", ["500", "abort"])
def test_failure_keeps_the_form_and_answers(page, how):
    quiz = open_quiz(page)
    answer_questions(quiz)
    fill_contact(quiz)
    fail_api(page, "/api/quote-request", how)
    quiz.get_by_role("button", name="Get My Custom Quote").click()
    expect_toast(page, "Something went wrong", "Please try again or contact us directly.", destructive=True)
    expect(quiz.get_by_label("Company")).to_have_value("Harbor Clinics")

    page.unroute("**/api/quote-request")
    quiz.get_by_role("button", name="Get My Custom Quote").click()
    expect_toast(page, "Quote request submitted!")
    assert QuoteRequest.objects.get().answer("quiz_answers")["services"] == ["seo", "development"]


def test_progress_survives_a_reload(page):
    quiz = open_quiz(page)
    quiz.get_by_role("button", name="Enterprise").click()
    quiz.get_by_role("button", name="Build brand awareness").click()
    expect(quiz.get_by_text("Question 3 of 4")).to_be_visible()
    page.reload()
    quiz = open_quiz(page)
    expect(quiz.get_by_text("Question 3 of 4")).to_be_visible()
    quiz.get_by_role("button", name="Back").click()
    expect(quiz.get_by_role("button", name="Build brand awareness")).to_have_attribute("aria-pressed", "true")
