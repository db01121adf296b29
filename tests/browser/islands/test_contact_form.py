"""The contact forms (home section, /contact) in Chromium: validation, sending, failures,
keyboard use, analytics and the stored submission."""

import pytest
from django.conf import settings
from playwright.sync_api import expect

from leads.models import ContactSubmission
from tests.browser.conftest import format_violations
from tests.browser.islands.helpers import (
    CAMPAIGN,
    events,
    expect_toast,
    fail_api,
    focused,
    hold_api,
    tab_until,
)

pytestmark = pytest.mark.django_db(transaction=True)

# (path, form's anchor on the page, variant)
FORMS = [
    pytest.param("/", "home", id="home"),
    pytest.param("/contact", "page", id="contact-page"),
]
MESSAGE = "We would like more bookings from local search in San Diego."


def open_form(page, path, query=""):
    page.goto(page.base_url + path + query)
    # The server's form; the island takes it over on the first focus or press in it.
    page.locator('[data-island="contact-form"]').scroll_into_view_if_needed()
    form = page.get_by_role("form", name="Contact form")
    expect(form).to_be_visible()
    return form


def fill(form, variant, phone=""):
    form.get_by_label("Name").fill("Dana Reyes")
    form.get_by_label("Email").fill("dana@harborclinics.com")
    form.get_by_label("Company").fill("Harbor Clinics")
    if variant == "page" and phone:
        form.get_by_label("Phone").fill(phone)
    form.get_by_label("Service").select_option("seo")
    form.get_by_label("Message").fill(MESSAGE)


@pytest.mark.parametrize(("path", "variant"), FORMS)
def test_errors_show_under_each_field_and_pass_axe(page, axe, path, variant):
    form = open_form(page, path)
    expect(form.get_by_label("Phone")).to_have_count(1 if variant == "page" else 0)
    expect(form.get_by_label("Message")).to_have_attribute("rows", "4")
    form.get_by_label("Name").fill("D")
    form.get_by_label("Message").fill("Too short")
    form.get_by_role("button", name="Send message").click()
    expected = {
        "Name": "Name must be at least 2 characters.",
        "Email": "Please enter a valid email address.",
        "Company": "Company name is required.",
        "Service": "Please select a service.",
        "Message": "Message must be at least 10 characters.",
    }
    expect(form.get_by_label("Name")).to_be_focused()
    for label, message in expected.items():
        field = form.get_by_label(label)
        expect(field).to_have_attribute("aria-invalid", "true")
        expect(field).to_have_accessible_description(message)
    violations = axe(page)
    assert violations == [], format_violations(violations)
    assert ContactSubmission.objects.count() == 0


@pytest.mark.parametrize(("path", "variant"), FORMS)
def test_keyboard_only_send_is_stored_with_campaign_and_tracked(page, path, variant):
    form = open_form(page, path, CAMPAIGN)
    form.get_by_label("Name").focus()
    page.keyboard.type("Dana Reyes")
    page.keyboard.press("Tab")
    page.keyboard.type("dana@harborclinics.com")
    page.keyboard.press("Tab")
    page.keyboard.type("Harbor Clinics")
    if variant == "page":
        page.keyboard.press("Tab")
        page.keyboard.type("+1 619 555 0100")
    service_id = form.get_by_label("Service").get_attribute("id")
    tab_until(page, lambda info: info["id"] == service_id)
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Tab")
    page.keyboard.type(MESSAGE)
    tab_until(page, lambda info: info["text"] == "Send message")
    page.keyboard.press("Enter")

    expect_toast(page, "Message sent!", settings.CONTACT_EMAIL)
    expect(page.locator(".toast")).to_contain_text("as soon as possible")
    expect(form.get_by_label("Name")).to_have_value("")
    expect(form.get_by_label("Message")).to_have_value("")

    submission = ContactSubmission.objects.get()
    first_service = form.get_by_label("Service").locator("option").nth(1).get_attribute("value")
    assert (submission.name, submission.email, submission.company) == (
        "Dana Reyes",
        "dana@harborclinics.com",
        "Harbor Clinics",
    )
    assert submission.answer("service") == first_service
    assert submission.answer("message") == MESSAGE
    assert submission.phone == ("+1 619 555 0100" if variant == "page" else "")
    assert (submission.utm_source, submission.utm_campaign) == ("newsletter", "spring-launch")
    assert not submission.is_spam

    expected_event = {
        "event": "form_submission",
        "category": "lead_generation",
        "label": "homepage_contact_form" if variant == "home" else "contact_page_form",
        "service_requested": first_service,
    }
    if variant == "page":
        expected_event["has_phone"] = True
    assert events(page, "form_submission") == [expected_event]


@pytest.mark.parametrize(("path", "variant"), FORMS)
@pytest.mark.parametrize("how", ["500", "abort"])
def test_failure_keeps_the_form_and_a_retry_is_stored_once(page, path, variant, how):
    form = open_form(page, path)
    fill(form, variant)
    fail_api(page, "/api/contact", how)
    form.get_by_role("button", name="Send message").click()
    expect_toast(
        page, "Something went wrong.", "Your message couldn't be sent. Please try again.", destructive=True
    )
    expect(form.get_by_label("Name")).to_have_value("Dana Reyes")
    expect(form.get_by_label("Message")).to_have_value(MESSAGE)
    expect(form.get_by_role("button", name="Send message")).to_be_enabled()
    assert events(page, "form_submission") == []

    page.unroute("**/api/contact")
    form.get_by_role("button", name="Send message").click()
    expect_toast(page, "Message sent!")
    assert ContactSubmission.objects.count() == 1


@pytest.mark.parametrize(("path", "variant"), FORMS)
def test_sending_state_disables_the_button(page, path, variant):
    form = open_form(page, path)
    fill(form, variant)
    held = hold_api(page, "/api/contact")
    form.get_by_role("button", name="Send message").click()
    busy = form.get_by_role("button", name="Sending...")
    expect(busy).to_be_disabled()
    held.answer(status=500, json={"detail": "Server error."})
    expect(form.get_by_role("button", name="Send message")).to_be_enabled()


@pytest.mark.parametrize(("path", "variant"), FORMS)
def test_server_field_errors_show_under_the_fields(page, path, variant):
    form = open_form(page, path)
    fill(form, variant)
    page.route(
        "**/api/contact",
        lambda route: route.fulfill(
            status=400,
            json={"email": ["Please enter a valid email address."], "service": ["Please select a service."]},
        ),
    )
    form.get_by_role("button", name="Send message").click()
    expect(form.get_by_label("Email")).to_have_accessible_description("Please enter a valid email address.")
    expect(form.get_by_label("Service")).to_have_accessible_description("Please select a service.")
    expect(form.get_by_label("Email")).to_be_focused()
    assert focused(page)["tag"] == "input"


def test_a_form_sent_faster_than_a_person_could_is_kept_as_spam(page, settings):
    settings.LEADS_MIN_FILL_MS = 60_000
    form = open_form(page, "/")
    fill(form, "home")
    form.get_by_role("button", name="Send message").click()
    # The sender is answered like anyone else; the lead is kept, flagged.
    expect_toast(page, "Message sent!")
    submission = ContactSubmission.objects.get()
    assert submission.is_spam
    assert "ms" in submission.spam_reason


def test_a_filled_honeypot_marks_the_message_as_spam(page):
    form = open_form(page, "/")
    honeypot = form.locator('input[name="homepage"]')
    expect(honeypot).to_have_attribute("tabindex", "-1")
    expect(honeypot).to_have_attribute("autocomplete", "off")
    assert honeypot.evaluate("(el) => el.closest('[aria-hidden=true]') !== null")
    fill(form, "home")
    # The island's own honeypot, filled after React's form replaced the server's (the first focus
    # asked for it).
    expect(page.locator('[data-island="contact-form"]')).to_have_attribute("data-mounted", "true")
    honeypot.evaluate("(el) => { el.value = 'https://spam.example'; }")
    form.get_by_role("button", name="Send message").click()
    expect_toast(page, "Message sent!")
    assert ContactSubmission.objects.get().is_spam


def test_a_honeypot_filled_before_the_island_took_the_form_over_still_marks_it_as_spam(page):
    form = open_form(page, "/")
    island = page.locator('[data-island="contact-form"]')
    # A bot sets the server form's honeypot without focusing it: nothing has loaded the island yet.
    form.locator('input[name="homepage"]').evaluate("(el) => { el.value = 'https://spam.example'; }")
    expect(island).not_to_have_attribute("data-mounted", "true")
    fill(form, "home")
    expect(island).to_have_attribute("data-mounted", "true")
    # React's form has its own honeypot, empty; the bot's answer went along with the takeover.
    expect(form.locator('input[name="homepage"]')).to_have_value("")
    form.get_by_role("button", name="Send message").click()
    expect_toast(page, "Message sent!")
    submission = ContactSubmission.objects.get()
    assert submission.is_spam
    assert "honeypot" in submission.spam_reason
