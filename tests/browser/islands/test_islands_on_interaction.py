"""React only on interaction: no page fetches React before the visitor uses a form, and when the
island arrives it takes over the server's form in place, keeping what was typed, and a submit
made before it arrived is neither lost nor sent twice."""

import re

import pytest
from playwright.sync_api import expect

from leads.models import ContactSubmission, LeadSource, QuoteRequest
from tests.browser.islands.helpers import events, expect_toast
from tests.hardening.public_pages import FORM_PAGES, PUBLIC_PAGES

pytestmark = pytest.mark.django_db(transaction=True)

# The chunks that make up React itself (react, react-dom, react-dom/client and the JSX runtime).
REACT_CHUNK = re.compile(r"/assets/(react|react-dom|client|jsx-runtime)-[\w-]{8}\.js$")


def record_scripts(page) -> list[str]:
    requested: list[str] = []
    page.on(
        "request",
        lambda request: requested.append(request.url) if request.resource_type == "script" else None,
    )
    return requested


def react_chunks(urls: list[str]) -> list[str]:
    return [url for url in urls if REACT_CHUNK.search(url)]


class HeldScripts:
    """Holds back the responses of matching scripts (a slow phone network) until released."""

    def __init__(self, page, pattern: str, how: str = "hold"):
        self.routes = []
        self.how = how
        page.route(pattern, self._handle)

    def _handle(self, route):
        if self.how == "fail":
            route.abort("failed")
        else:
            self.routes.append(route)

    def release(self):
        for route in self.routes:
            route.continue_()
        self.routes.clear()


def fill_contact_page(page):
    """Fills in the /contact form (server's or island's: same labels) and returns it."""
    form = page.get_by_role("form", name="Contact form")
    form.get_by_label("Name").fill("Marcus Oyelaran")
    form.get_by_label("Email").fill("marcus@oyelaranlaw.com")
    form.get_by_label("Company").fill("Oyelaran Law Group")
    form.get_by_label("Service").select_option("lead-generation")
    form.get_by_label("Message").fill("We need a steadier flow of consultation bookings.")
    return form


def test_no_page_requests_react_before_interaction(page):
    requested = record_scripts(page)
    for path in [*PUBLIC_PAGES, *FORM_PAGES]:
        page.goto(page.base_url + path)
        # Reading the whole page, and hovering what can be clicked, is not interacting. Then until
        # nothing more is fetched (networkidle: half a second without a request).
        page.mouse.wheel(0, 20_000)
        # (The header's search form shows only on the widest screens: hover what a visitor can see.)
        for link in ("a[data-island-trigger]", "form button"):
            shown = page.locator(link).filter(visible=True)
            if shown.count():
                shown.first.hover()
        page.wait_for_load_state("networkidle")
        assert react_chunks(requested) == [], f"{path} fetched React before any interaction"
    assert requested, "the pages load their island entries"


def test_focusing_the_contact_form_brings_react_and_the_island_takes_over(page):
    requested = record_scripts(page)
    page.goto(page.base_url + "/contact")
    island = page.locator('[data-island="contact-form"]')
    expect(island).not_to_have_attribute("data-mounted", "true")

    page.get_by_role("form", name="Contact form").get_by_label("Name").focus()

    expect(island).to_have_attribute("data-mounted", "true")
    assert react_chunks(requested), "React arrives once the visitor focuses a field"
    expect(page.get_by_role("form", name="Contact form").get_by_label("Name")).to_be_focused()


def test_text_typed_before_the_island_arrives_is_still_there_after(page):
    held = HeldScripts(page, "**/assets/ContactForm-*.js")
    page.goto(page.base_url + "/")
    form = page.get_by_role("form", name="Contact form")
    island = page.locator('[data-island="contact-form"]')
    form.get_by_label("Name").click()
    page.keyboard.type("Dana Re")
    form.get_by_label("Email").click()
    page.keyboard.type("dana@harbor")
    expect(island).not_to_have_attribute("data-mounted", "true")  # still the server's form

    held.release()
    expect(island).to_have_attribute("data-mounted", "true")
    form = page.get_by_role("form", name="Contact form")
    expect(form.get_by_label("Name")).to_have_value("Dana Re")
    expect(form.get_by_label("Email")).to_have_value("dana@harbor")
    expect(form.get_by_label("Email")).to_be_focused()
    page.keyboard.type("clinics.com")  # the caret is where it was
    expect(form.get_by_label("Email")).to_have_value("dana@harborclinics.com")

    form.get_by_label("Company").fill("Harbor Clinics")
    form.get_by_label("Service").select_option("seo")
    form.get_by_label("Message").fill("We would like more bookings from local search.")
    form.get_by_role("button", name="Send message").click()
    expect_toast(page, "Message sent!")
    lead = ContactSubmission.objects.get()
    assert (lead.name, lead.email, lead.source) == ("Dana Re", "dana@harborclinics.com", LeadSource.HOME_PAGE)
    assert events(page, "form_submission")[-1]["label"] == "homepage_contact_form"


def test_a_send_made_before_the_island_arrives_is_sent_once_by_the_island(page):
    held = HeldScripts(page, "**/assets/ContactForm-*.js")
    page.goto(page.base_url + "/contact")
    form = fill_contact_page(page)
    form.get_by_role("button", name="Send message").click()
    page.wait_for_timeout(500)
    held.release()

    expect_toast(page, "Message sent!")
    assert page.url.endswith("/contact")
    assert ContactSubmission.objects.get().source == LeadSource.CONTACT_PAGE


def test_a_held_send_is_timed_from_the_page_not_from_the_islands_arrival(page, settings):
    """The minimum fill time counts from when the form was on the page: a person who took their
    time is not taken for a bot because the island only mounted when they pressed Send."""
    settings.LEADS_MIN_FILL_MS = 3000
    held = HeldScripts(page, "**/assets/ContactForm-*.js")
    page.clock.install()  # the page's clock is Playwright's: the visitor's 3.2 s pass at once
    page.goto(page.base_url + "/contact")
    form = fill_contact_page(page)
    page.clock.fast_forward(3_200)
    form.get_by_role("button", name="Send message").click()
    held.release()

    expect_toast(page, "Message sent!")
    lead = ContactSubmission.objects.get()
    assert not lead.is_spam, lead.spam_reason


def test_when_the_island_never_arrives_the_form_posts_itself(page):
    HeldScripts(page, "**/assets/ContactForm-*.js", how="fail")
    page.goto(page.base_url + "/contact")
    form = fill_contact_page(page)
    form.get_by_role("button", name="Send message").click()

    expect(page.get_by_role("heading", name="Message sent!")).to_be_visible(timeout=10_000)
    assert ContactSubmission.objects.get().name == "Marcus Oyelaran"


def test_a_pricing_choice_on_the_server_quiz_moves_on_in_the_island(page):
    requested = record_scripts(page)
    page.goto(page.base_url + "/pricing")
    assert react_chunks(requested) == []
    page.get_by_role("button", name="E-commerce store").click()

    expect(page.get_by_text("Question 2 of 4")).to_be_visible()
    expect(page.locator('[data-island="pricing-quiz"]')).to_have_attribute("data-mounted", "true")
    assert page.url.endswith("/pricing"), "the island took over: no page load"
    page.get_by_role("button", name="Back").click()
    expect(page.get_by_role("button", name="E-commerce store")).to_have_attribute("aria-pressed", "true")
    assert QuoteRequest.objects.count() == 0
