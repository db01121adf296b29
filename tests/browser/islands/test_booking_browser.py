"""“Book your call now” in Chromium: the hero quiz's success toast offers the link, and the
consultation's thank-you page without JavaScript offers it as a button; the page passes axe."""

import os
import re

import pytest
from playwright.sync_api import expect

from marketing.models import SiteIdentity
from publishing.page_cache import content_version_bump
from tests.browser.conftest import format_violations

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.clock]

SCREENSHOTS = os.environ.get("REPORTS_SCREENSHOTS")  # a folder, to look at the pages while working on them


@pytest.fixture(autouse=True)
def scheduling_page():
    SiteIdentity.objects.filter(pk=SiteIdentity.SINGLETON_ID).update(
        scheduling_url="https://cal.com/driftline/call"
    )
    content_version_bump()


def test_the_quiz_toast_offers_the_booking_link(page):
    page.goto(page.base_url + "/")
    page.get_by_role("link", name="Get started", exact=True).click()
    dialog = page.get_by_role("dialog")
    for _ in range(4):
        dialog.get_by_role("button", name="Next").click()
    dialog.get_by_label("Company name").fill("Harbor Clinics")
    dialog.get_by_label("Your name").fill("Dana Reyes")
    dialog.get_by_label("Email").fill("dana@harborclinics.com")
    dialog.get_by_role("button", name="Get My Strategy").click()
    link = page.locator(".toast").get_by_role("link", name="Book your call now")
    expect(link).to_be_visible()
    expect(link).to_have_attribute("href", re.compile(r"^/book\?lead="))
    expect(link).to_have_attribute("target", "_blank")


@pytest.mark.parametrize("width", [390, 1280])
def test_the_thank_you_page_without_javascript_offers_it(browser, live_server, page, axe, width):
    context = browser.new_context(java_script_enabled=False, viewport={"width": width, "height": 900})
    no_js = context.new_page()
    no_js.goto(live_server.url + "/ai-automation/consultation")
    form = no_js.locator("form.card")
    form.get_by_label("Name").fill("Elena Brooks")
    form.get_by_label("Work email").fill("elena@brooksfreight.com")
    form.get_by_label("Company").fill("Brooks Freight")
    form.get_by_label("Area to automate").select_option("operations")
    form.get_by_label("Current challenges").fill("Dispatchers re-key every order from email into our TMS.")
    form.get_by_label("Automation goals").fill("Read order emails automatically and create shipments.")
    form.get_by_label("Team size").select_option("51-200")
    form.get_by_label("Budget").select_option("15k-50k")
    form.get_by_role("button", name="Request Consultation").click()
    expect(no_js).to_have_url(re.compile(r"/ai-automation/thank-you\?lead="))
    expect(no_js.get_by_role("link", name="Book your call now")).to_have_attribute(
        "href", re.compile(r"^/book\?lead=")
    )
    thank_you = no_js.url
    context.close()
    # The same page, looked at with a browser that runs axe (it needs JavaScript).
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(thank_you)
    expect(page.get_by_role("link", name="Book your call now")).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth") == 0
    if SCREENSHOTS:
        page.screenshot(path=f"{SCREENSHOTS}/thank-you-booking-{width}.png", full_page=True)
    violations = axe(page)
    assert violations == [], format_violations(violations)
