"""docs/editors/run-an-ab-test.md in Chromium: an editor gives a seeded campaign page's hero a version
B and starts a test in the admin; visitors (the live server assigns as `make run` does) get both
versions across requests, each keeping theirs; a lead sent with JavaScript and one without carry
the version their page showed; staff Reports show the test with its verdict. The new screens are
axe-clean and do not scroll sideways at 390 and 1280 px."""

import os
import time
from pathlib import Path

import pytest
from django.contrib.auth.models import Permission
from playwright.sync_api import expect

from analytics.models import DailyCount
from campaigns.assignment import version_for
from campaigns.models import Experiment
from leads.models import ContactSubmission
from tests.browser.campaigns.test_launch_a_campaign_browser import fill
from tests.browser.conftest import format_violations
from tests.browser.staff.test_editor_admin_browser import (  # noqa: F401 (fixtures: the seed and robin, patient waits)
    _patient_expectations,
    overflow,
    seeded,
    serious,
    sign_in,
)
from tests.staff.factories import STAFF_PASSWORD, StaffUserFactory

SCREENSHOTS = os.environ.get("AB_SCREENSHOTS")  # a folder, to look at the screens while working on them
PAGE = "/lp/san-diego-dental-seo"
ORIGINAL = "Be the first dentist patients find in your neighborhood"
CHALLENGER = "Fill your chairs from local search by June"
AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 v"


def shot(page, name: str) -> None:
    if SCREENSHOTS:
        Path(SCREENSHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=f"{SCREENSHOTS}/{name}.png", full_page=True)


def agent_seeing(test: Experiment, version: str) -> str:
    """A visitor's user agent the live server (address 127.0.0.1) sends to `version`."""
    return next(
        f"{AGENT}{n}"
        for n in range(500)
        if version_for("127.0.0.1", f"{AGENT}{n}", test.key, test.split) == version
    )


def wait_for(condition, seconds: float = 15):
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.2)


def fill_contact(form, email: str) -> None:
    form.get_by_label("Name").fill("Dana Whitfield")
    form.get_by_label("Email").fill(email)
    form.get_by_label("Company").fill("Harbor Dental")
    form.get_by_label("Service").select_option("seo")
    form.get_by_label("Message").fill("We would like more patients from local search.")


@pytest.mark.usefixtures("seeded")
def test_an_editor_starts_a_test_visitors_get_both_versions_and_reports_show_the_verdict(
    page, browser, axe, settings
):
    settings.LEADS_MIN_FILL_MS = 0
    sign_in(page, 1280)
    page.goto(page.base_url + "/django-admin/campaigns/campaignpage/")
    page.get_by_role("link", name="Local SEO for San Diego Dental Practices").first.click()

    # "Make version B" on the hero: its copy, version B, opens right below it (now version A).
    page.locator("#campaigns_heroblock_set-0").get_by_role("button", name="Make version B").click()
    expect(page.locator(".messagelist")).to_contain_text("is right below its version A")
    expect(page.locator("#id_campaigns_heroblock_set-1-version")).to_have_value("B")
    fill(
        page,
        "campaigns_heroblock_set-1-heading",
        CHALLENGER,
        "Llene su agenda con búsquedas locales antes de junio",
    )
    page.get_by_role("button", name="Save and continue editing").click()
    expect(page.locator(".messagelist")).to_contain_text("was changed successfully")

    # The test: planned, then started.
    page.goto(page.base_url + "/django-admin/")
    page.get_by_role("link", name="A/B tests").click()
    page.get_by_role("link", name="Add A/B test").click()
    page.get_by_label("Page").select_option(label="Local SEO for San Diego Dental Practices")
    page.get_by_label("What it tests").fill("Deadline in the heading")
    page.get_by_label("Conversion rate now (%)").fill("4")
    page.get_by_role("button", name="Save and continue editing").click()
    expect(page.locator(".field-plan")).to_contain_text("visitors needed per version A: 10,317, B: 10,317")
    for width in (1280, 390):
        page.set_viewport_size({"width": width, "height": 900})
        assert overflow(page) <= 0, width
        shot(page, f"ab-admin-plan-{width}")
    page.set_viewport_size({"width": 1280, "height": 900})
    assert not serious(axe(page, "#content")), format_violations(serious(axe(page, "#content")))
    page.get_by_role("button", name="Start the test").click()
    expect(page.locator(".messagelist")).to_contain_text("A/B test “Deadline in the heading” started.")
    expect(page.locator(".field-results")).to_contain_text("Keep collecting")
    for width in (1280, 390):
        page.set_viewport_size({"width": width, "height": 900})
        assert overflow(page) <= 0, width
        shot(page, f"ab-admin-running-{width}")
    page.set_viewport_size({"width": 1280, "height": 900})
    test = Experiment.objects.get()
    assert test.status == Experiment.Status.RUNNING

    # Visitors: each gets one version from the server, again and again, with no cookie.
    headings = set()
    for number in range(12):
        visitor = browser.new_context(user_agent=f"{AGENT}{number}", viewport={"width": 390, "height": 844})
        reader = visitor.new_page()
        for _ in range(2):
            reader.goto(page.base_url + PAGE)
            headings.add(reader.get_by_role("heading", level=1).inner_text())
        assert visitor.cookies() == []
        visitor.close()
    assert headings == {ORIGINAL, CHALLENGER}

    # A lead with JavaScript from version B, one without from version A: each carries its own.
    visitor = browser.new_context(user_agent=agent_seeing(test, "B"))
    reader = visitor.new_page()
    reader.goto(page.base_url + PAGE)
    expect(reader.get_by_role("heading", level=1)).to_have_text(CHALLENGER)
    wait_for(lambda: DailyCount.objects.filter(version=test.tag("B")).exists())  # the exposure
    form = reader.get_by_role("form", name="Contact form")
    fill_contact(form, "dana@harbordental.com")
    form.get_by_role("button", name="Send message").click()
    wait_for(lambda: ContactSubmission.objects.filter(email="dana@harbordental.com").exists())
    visitor.close()
    no_js = browser.new_context(user_agent=agent_seeing(test, "A"), java_script_enabled=False)
    reader = no_js.new_page()
    reader.goto(page.base_url + PAGE)
    expect(reader.get_by_role("heading", level=1)).to_have_text(ORIGINAL)
    form = reader.get_by_role("form", name="Contact form")
    fill_contact(form, "lee@harbordental.com")
    form.get_by_role("button", name="Send message").click()
    expect(reader.get_by_role("heading", name="Message sent!")).to_be_visible()
    no_js.close()
    leads = dict(ContactSubmission.objects.values_list("email", "ab_version"))
    assert leads == {"dana@harbordental.com": test.tag("B"), "lee@harbordental.com": test.tag("A")}

    # Staff Reports: the test, its versions and its verdict.
    staff = StaffUserFactory(username="riley")
    staff.user_permissions.add(Permission.objects.get(codename="view_reports"))
    reports = browser.new_context()
    reader = reports.new_page()
    for width in (1280, 390):
        reader.set_viewport_size({"width": width, "height": 900})
        reader.goto(page.base_url + "/admin")
        if width == 1280:
            reader.get_by_label("Username or email").fill("riley")
            reader.get_by_label("Password").fill(STAFF_PASSWORD)
            reader.get_by_role("button", name="Sign in").click()
        reader.get_by_role("tab", name="Reports").click()
        card = reader.get_by_role("region", name="Deadline in the heading")
        expect(card).to_contain_text("Keep collecting")
        expect(card.get_by_role("row").nth(2)).to_contain_text("10317")
        card.scroll_into_view_if_needed()
        assert overflow(reader) <= 0, width
        shot(reader, f"ab-reports-{width}")
    assert not serious(axe(reader, "main")), format_violations(serious(axe(reader, "main")))
    reports.close()
