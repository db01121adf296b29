"""The forms' funnels counted in a real browser, on both paths: a hero quiz walked with JavaScript
(each step reached through the beacon) and a contact form sent with JavaScript off (counted by the
server); then the funnel report says so. The browser is Chromium with an ordinary user agent:
headless Chromium names itself HeadlessChrome, which the counter takes for a bot."""

import re

import pytest
from playwright.sync_api import expect

from analytics.models import DailyCount
from analytics.selectors import funnel_reports
from leads.models import QuoteRequest
from tests.browser.islands.helpers import CAMPAIGN, expect_toast

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.clock]

DESKTOP_CHROME = (
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"
)


@pytest.fixture
def visitor(browser, live_server):
    def open_page(*, javascript: bool = True, **options):
        context = browser.new_context(
            java_script_enabled=javascript,
            user_agent=DESKTOP_CHROME,
            viewport={"width": 1280, "height": 900},
            **options,
        )
        page = context.new_page()
        page.set_default_timeout(10_000)
        page.base_url = live_server.url
        opened.append(context)
        return page

    opened = []
    yield open_page
    for context in opened:
        context.close()


def funnel(form: str) -> dict[str, int]:
    report = next(report for report in funnel_reports(*_today_range()) if report.form == form)
    return {step.step: step.count for step in report.steps}


def _today_range():
    from django.utils import timezone

    today = timezone.localdate()
    return today, today


def wait_for(condition, describe, timeout_ms: int = 10_000, page=None):
    """Beacons are sent in the background: poll the totals until they arrive. `describe()` says
    what was counted when they did not."""
    for _ in range(timeout_ms // 100):
        if condition():
            return
        page.wait_for_timeout(100)
    raise AssertionError(describe())


def test_a_hero_quiz_walked_with_javascript_is_counted_step_by_step(visitor):
    page = visitor()
    page.goto(page.base_url + "/" + CAMPAIGN)
    page.get_by_role("link", name="Get started", exact=True).click()
    dialog = page.get_by_role("dialog")
    dialog.get_by_role("radio", name="Generate more leads").check()
    dialog.get_by_role("button", name="Next").click()
    dialog.get_by_role("radio", name="$15,000 - $50,000").check()
    dialog.get_by_role("button", name="Next").click()
    dialog.get_by_role("checkbox", name="Web Development").check()
    dialog.get_by_role("button", name="Next").click()
    dialog.get_by_label("Industry").select_option("Healthcare")
    dialog.get_by_role("button", name="Next").click()
    # Back and Next again: a step reached twice on one page is one visitor.
    dialog.get_by_role("button", name="Back").click()
    dialog.get_by_role("button", name="Next").click()
    expect(dialog.get_by_text("Step 5 of 5")).to_be_visible()
    dialog.get_by_label("Company name").fill("Harbor Clinics")
    dialog.get_by_label("Your name").fill("Dana Reyes")
    dialog.get_by_label("Email").fill("dana@harborclinics.com")
    dialog.get_by_role("button", name="Get My Strategy").click()
    expect_toast(page, "Thank you!")

    expected = {"open": 1, "2": 1, "3": 1, "4": 1, "5": 1, "sent": 1, "book": 0}
    # The page view is a beacon of its own, sent at load: waited for with the steps, not assumed.
    wait_for(
        lambda: funnel("hero-quiz") == expected and DailyCount.objects.filter(form="", path="/").exists(),
        lambda: (
            f"hero quiz funnel: {funnel('hero-quiz')}, page view counted: "
            f"{DailyCount.objects.filter(form='', path='/').exists()}"
        ),
        page=page,
    )
    view = DailyCount.objects.get(form="", path="/")
    assert (view.source, view.medium, view.campaign, view.count) == (
        "newsletter",
        "email",
        "spring-launch",
        1,
    )
    assert set(DailyCount.objects.filter(form="hero-quiz").values_list("source", flat=True)) == {"newsletter"}
    # The lead carries the first page of the visit.
    assert QuoteRequest.objects.get().landing_page == "/" + CAMPAIGN


def test_a_contact_form_sent_without_javascript_is_counted_by_the_server(visitor):
    page = visitor(javascript=False)
    page.goto(page.base_url + "/contact")
    form = page.get_by_role("form", name="Contact form")
    form.get_by_label("Name").fill("Dana Reyes")
    form.get_by_label("Email").fill("not-an-email")
    form.get_by_label("Company").fill("Harbor Clinics")
    form.get_by_label("Service").select_option("seo")
    form.get_by_label("Message").fill("We would like more bookings from local search.")
    form.get_by_role("button", name="Send message").click()
    # Sent again after the error: still one visitor who opened the form.
    page.get_by_role("form", name="Contact form").get_by_label("Email").fill("dana@harborclinics.com")
    page.get_by_role("form", name="Contact form").get_by_role("button", name="Send message").click()
    expect(page).to_have_url(re.compile(r"/contact/thank-you\?"))

    assert funnel("contact-page") == {"open": 1, "sent": 1}
    assert set(DailyCount.objects.filter(form="contact-page").values_list("path", "source")) == {
        ("/contact", "direct")
    }
    # Without JavaScript no beacon is sent: the page views are the island path's count only.
    assert not DailyCount.objects.filter(form="").exists()


def test_a_built_form_sent_with_javascript_is_counted_through_the_beacon(visitor, settings):
    """The built-form island counts its funnel as the site's other islands: started when the visitor
    first uses the form, sent when the lead is stored, on the page the form is on."""
    from campaigns.content.campaigns import BUILT_FORMS
    from campaigns.services import campaigns_seed
    from leads.models import BuiltForm, Lead

    settings.LEADS_MIN_FILL_MS = 0  # Playwright types in milliseconds; the fill time has its own tests
    campaigns_seed([], draw=None, built_forms=BUILT_FORMS)
    key = BuiltForm.objects.get().lead_form_key
    page = visitor()
    page.goto(page.base_url + "/forms/free-holiday-ads-audit")
    form = page.get_by_role("form", name="Get your free holiday ads audit")
    form.get_by_label("Your name").fill("Priya Raman")
    form.get_by_label("Work email").fill("priya@tidepoolgoods.com")
    form.get_by_label("Your store's website").fill("tidepoolgoods.com")
    form.get_by_label("$2,000 - $10,000").check()
    form.get_by_label("Email me my audit", exact=False).check()
    form.get_by_role("button", name="Get my free audit").click()
    expect(page.get_by_role("heading", name="Your audit is on its way")).to_be_focused()

    wait_for(
        lambda: funnel(key) == {"open": 1, "sent": 1}, lambda: f"built form funnel: {funnel(key)}", page=page
    )
    paths = set(DailyCount.objects.filter(form=key).values_list("path", flat=True))
    assert paths == {"/forms/free-holiday-ads-audit"}
    assert Lead.objects.get(form=key).answers["campaign"] == "holiday-ads-2026"


def test_a_visitor_whose_browser_sends_global_privacy_control_is_not_counted(visitor):
    page = visitor(extra_http_headers={"Sec-GPC": "1"})
    page.goto(page.base_url + "/pricing")
    page.get_by_role("button", name=re.compile("Small business")).click()
    expect(page.get_by_text("Question 2 of 4")).to_be_visible()
    page.wait_for_timeout(500)
    assert not DailyCount.objects.exists()
