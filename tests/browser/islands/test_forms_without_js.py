"""Every lead form in Chromium with JavaScript turned off: each sends a lead that staff then find
on /admin, a bad email comes back with the visitor's words, and the pages pass axe."""

import re

import pytest
from playwright.sync_api import expect

from leads.models import ContactSubmission, LeadSource, QuoteRequest
from tests.browser.conftest import format_violations
from tests.hardening.public_pages import FORM_PAGES
from tests.staff.factories import STAFF_PASSWORD, StaffUserFactory

pytestmark = pytest.mark.django_db(transaction=True)


def staff_sees(page, name: str, table: str) -> None:
    """Staff sign in on /admin (with JavaScript) and find the lead in its table."""
    StaffUserFactory(username="morgan")
    page.goto(page.base_url + "/admin")
    page.get_by_label("Username or email").fill("morgan")
    page.get_by_label("Password").fill(STAFF_PASSWORD)
    page.get_by_role("button", name="Sign in").click()
    # The first view lists every lead; its kind's tab lists it too.
    every = page.get_by_role("tabpanel", name="All leads")
    expect(every.get_by_text(name, exact=True).first).to_be_visible(timeout=15_000)
    tab = "Quote Requests" if table == "quotes" else "Contact Submissions"
    page.get_by_role("tab", name=tab).click()
    expect(page.get_by_role("tabpanel", name=tab).get_by_text(name, exact=True).first).to_be_visible()


def fill_contact(form, *, name: str, email: str, phone: str | None = None) -> None:
    form.get_by_label("Name").fill(name)
    form.get_by_label("Email").fill(email)
    form.get_by_label("Company").fill("Harbor Clinics")
    if phone is not None:
        form.get_by_label("Phone").fill(phone)
    form.get_by_label("Service").select_option("seo")
    form.get_by_label("Message").fill("We would like more bookings from local search.")


@pytest.mark.parametrize(
    ("path", "source", "phone"),
    [("/", LeadSource.HOME_PAGE, None), ("/contact", LeadSource.CONTACT_PAGE, "+1 619 555 0147")],
    ids=["home", "contact-page"],
)
def test_contact_forms_send_without_javascript(no_js, page, path, source, phone):
    name = f"Dana Reyes {source}"
    no_js.goto(no_js.base_url + path)
    form = no_js.get_by_role("form", name="Contact form")
    fill_contact(form, name=name, email="dana@harborclinics.com", phone=phone)
    form.get_by_role("button", name="Send message").click()

    expect(no_js).to_have_url(re.compile(r"/contact/thank-you\?"))
    expect(no_js.get_by_role("heading", name="Message sent!")).to_be_visible()
    lead = ContactSubmission.objects.get(name=name)
    assert lead.source == source and lead.phone == (phone or "")
    staff_sees(page, name, "contacts")


@pytest.mark.parametrize("width", [390, 1280])
def test_a_message_from_the_cached_contact_page_is_confirmed_then_sent(no_js, page, axe, settings, width):
    """The page comes from the cache, so its form cannot tell how long the visitor spent on it: the
    first Send shows a confirmation step with everything typed, the second (after a person's pause)
    sends (forms.fill_time)."""
    settings.LEADS_MIN_FILL_MS = 1500
    no_js.set_viewport_size({"width": width, "height": 900})
    no_js.goto(no_js.base_url + "/contact")
    no_js.reload()  # the cached copy
    form = no_js.get_by_role("form", name="Contact form")
    fill_contact(form, name="Imani Brooks", email="imani@harborclinics.com", phone="+1 619 555 0199")
    with no_js.expect_response("**/contact/send") as answer:
        form.get_by_role("button", name="Send message").click()

    expect(no_js.get_by_role("alert")).to_contain_text("One more step: nothing has been sent yet.")
    expect(no_js.get_by_label("Name")).to_have_value("Imani Brooks")
    expect(no_js.get_by_role("textbox", name="Message")).to_have_value(
        "We would like more bookings from local search."
    )
    assert not ContactSubmission.objects.exists()
    # axe and the width check need JavaScript: the step's own HTML, served again to a page with it.
    step_html = answer.value.text()
    page.set_viewport_size({"width": width, "height": 900})
    page.route("**/contact/send", lambda route: route.fulfill(body=step_html, content_type="text/html"))
    page.goto(no_js.base_url + "/contact/send")
    violations = axe(page)
    assert violations == [], format_violations(violations)
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0, f"the step scrolls sideways by {overflow} px"

    no_js.wait_for_timeout(1600)  # a person reads the step before pressing Send again
    no_js.get_by_role("button", name="Send message").click()
    expect(no_js.get_by_role("heading", name="Message sent!")).to_be_visible()
    assert ContactSubmission.objects.get().name == "Imani Brooks"


def test_a_bad_email_comes_back_with_the_words_and_a_clear_message(no_js):
    no_js.goto(no_js.base_url + "/contact")
    form = no_js.get_by_role("form", name="Contact form")
    fill_contact(form, name="Dana Reyes", email="dana@harborclinics", phone="619 555 0147")
    form.get_by_role("button", name="Send message").click()

    expect(no_js.get_by_role("heading", name="Check your message")).to_be_visible()
    form = no_js.get_by_role("form", name="Contact form")
    email = form.get_by_label("Email")
    expect(email).to_have_value("dana@harborclinics")
    expect(email).to_have_accessible_description("Please enter a valid email address.")
    for label, value in [("Name", "Dana Reyes"), ("Company", "Harbor Clinics"), ("Phone", "619 555 0147")]:
        expect(form.get_by_label(label)).to_have_value(value)
    expect(form.get_by_label("Message")).to_have_value("We would like more bookings from local search.")
    expect(form.get_by_label("Service")).to_have_value("seo")
    # The summary at the top names the problem and takes the visitor to the field.
    summary = no_js.get_by_role("alert")
    expect(summary).to_be_focused()
    summary.get_by_role("link", name="Please enter a valid email address.").click()
    expect(email).to_be_focused()
    assert ContactSubmission.objects.count() == 0

    email.fill("dana@harborclinics.com")
    form.get_by_role("button", name="Send message").click()
    expect(no_js.get_by_role("heading", name="Message sent!")).to_be_visible()
    assert ContactSubmission.objects.get().email == "dana@harborclinics.com"


def test_pricing_quiz_sends_without_javascript(no_js, page):
    no_js.goto(no_js.base_url + "/pricing")
    no_js.get_by_role("button", name="E-commerce store").click()
    expect(no_js.get_by_text("Question 2 of 4")).to_be_visible()
    no_js.get_by_role("button", name="Convert more visitors into sales").click()
    expect(no_js.get_by_text("Question 3 of 4")).to_be_visible()
    # Next without a choice asks again.
    no_js.get_by_role("button", name="Next").click()
    expect(no_js.get_by_role("alert")).to_contain_text("Please select at least one option")
    no_js.get_by_label("Search engine optimization (SEO)").check()
    no_js.get_by_label("Digital marketing strategy").check()
    no_js.get_by_role("button", name="Next").click()
    no_js.get_by_role("button", name="Back").click()
    expect(no_js.get_by_label("Digital marketing strategy")).to_be_checked()
    no_js.get_by_role("button", name="Next").click()
    no_js.get_by_role("button", name="Right away").click()
    expect(no_js.get_by_text("Where should we send your quote?")).to_be_visible()
    form = no_js.locator("form.pricing-quiz")
    form.get_by_label("Name").fill("Tom Alvarez")
    form.get_by_label("Email").fill("tom@alvarezcycles.com")
    form.get_by_label("Company").fill("Alvarez Cycles")
    form.get_by_label("Company").press("Enter")  # Enter sends, it does not go Back

    expect(no_js.get_by_role("heading", name="Quote request submitted!")).to_be_visible()
    lead = QuoteRequest.objects.get()
    assert lead.source == LeadSource.PRICING_QUIZ
    assert lead.answer("quiz_answers") == {
        "business-type": "ecommerce",
        "goals": "sales-conversion",
        "services": ["seo", "marketing"],
        "timeline": "immediate",
    }
    staff_sees(page, "Tom Alvarez", "quotes")


def test_get_started_is_a_page_with_the_quote_quiz_without_javascript(no_js, page):
    no_js.set_viewport_size({"width": 1280, "height": 900})
    no_js.goto(no_js.base_url + "/")
    no_js.get_by_role("link", name="Get started", exact=True).click()
    expect(no_js).to_have_url(re.compile(r"/get-started$"))

    no_js = no_js.locator("main form")  # the quiz's fields, not the footer's links
    no_js.get_by_label("Generate more leads").check()
    no_js.get_by_label("$5,000 - $15,000").check()
    no_js.get_by_label("Social Media Marketing").check()
    no_js.get_by_role("combobox", name="Industry").select_option("Technology")
    no_js.get_by_role("textbox", name="Company name").fill("Northwind Labs")
    no_js.get_by_role("textbox", name="Your name").fill("Priya Raman")
    no_js.get_by_role("textbox", name="Email").fill("priya@northwindlabs.com")
    no_js.get_by_role("textbox", name="Website").fill("northwindlabs.com")
    no_js.get_by_role("button", name="Get My Strategy").click()

    expect(no_js.page.get_by_role("heading", name="Thank you!")).to_be_visible()
    lead = QuoteRequest.objects.get()
    assert lead.source == LeadSource.HERO_QUIZ
    assert lead.answer("quiz_answers")["services"] == ["Social Media Marketing"]
    assert lead.answer("website") == "https://northwindlabs.com"
    staff_sees(page, "Priya Raman", "quotes")


def test_the_ai_automation_contact_button_leads_to_the_consultation_page_without_javascript(no_js, page):
    no_js.goto(no_js.base_url + "/ai-automation")
    no_js.locator("main").get_by_role("link", name="Contact", exact=True).click()
    expect(no_js).to_have_url(re.compile(r"/ai-automation/consultation$"))

    form = no_js.locator("main form")
    form.get_by_label("Name").fill("Elena Brooks")
    form.get_by_label("Work email").fill("elena@brooksfreight.com")
    form.get_by_label("Company").fill("Brooks Freight")
    no_js.get_by_label("Area to automate").select_option("operations")
    no_js.get_by_label("Current challenges").fill("Dispatchers re-key every order from email.")
    no_js.get_by_role("button", name="Request Consultation").click()

    expect(no_js.get_by_role("heading", name="Consultation Requested!")).to_be_visible()
    lead = QuoteRequest.objects.get()
    assert (lead.source, lead.answer("vertical")) == (LeadSource.AI_AUTOMATION_PAGE, "operations")
    staff_sees(page, "Elena Brooks", "quotes")


def test_form_pages_thank_you_pages_and_error_pages_pass_axe(page, axe):
    for path in FORM_PAGES:
        page.goto(page.base_url + path)
        violations = axe(page)
        assert violations == [], f"{path}: {format_violations(violations)}"
    # The pages a post comes back to, with a summary and messages.
    for path, button in [
        ("/get-started", "Get My Strategy"),
        ("/ai-automation/consultation", "Request Consultation"),
    ]:
        page.goto(page.base_url + path)
        page.get_by_role("button", name=button).click()
        expect(page.get_by_role("alert")).to_be_visible()
        violations = axe(page)
        assert violations == [], f"{path} with errors: {format_violations(violations)}"
