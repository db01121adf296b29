"""The Reports view on /admin: only for staff holding view_reports, readable in both themes at a
laptop's 1280 px and a phone's 390 px, nothing scrolling sideways, axe-clean."""

import datetime as dt
import os

import pytest
from django.contrib.auth.models import Permission
from django.utils import timezone
from playwright.sync_api import expect

from analytics.models import DailyCount
from tests.browser.conftest import format_violations
from tests.staff.factories import (
    STAFF_PASSWORD,
    ContactSubmissionFactory,
    QuoteRequestFactory,
    StaffUserFactory,
)

pytestmark = pytest.mark.clock

SCREENSHOTS = os.environ.get("REPORTS_SCREENSHOTS")  # a folder, to look at the view while working on it


@pytest.fixture(autouse=True)
def _patient_expectations():
    expect.set_options(timeout=15_000)
    yield
    expect.set_options(timeout=5_000)


@pytest.fixture
def numbers(db):
    """A month of page views and form steps, and leads from a newsletter and a search engine."""
    today = timezone.localdate()
    for offset in range(30):
        day = today - dt.timedelta(days=offset)
        DailyCount.objects.create(day=day, path="/", source="direct", count=80 + offset % 7 * 9)
        DailyCount.objects.create(
            day=day,
            path="/pricing",
            source="newsletter",
            medium="email",
            campaign="spring-offer",
            count=30 + offset % 5,
        )
        DailyCount.objects.create(
            day=day,
            path="/services/search-engine-optimization",
            source="google.com",
            medium="referral",
            count=25,
        )
        for step, count in (("open", 12), ("2", 9), ("3", 7), ("4", 6), ("5", 5), ("sent", 3), ("book", 1)):
            DailyCount.objects.create(
                day=day, path="/", source="direct", form="hero-quiz", step=step, count=count
            )
        for step, count in (("open", 10), ("2", 8), ("3", 6), ("4", 5), ("5", 4), ("sent", 2)):
            DailyCount.objects.create(
                day=day, path="/pricing", source="newsletter", form="pricing-quiz", step=step, count=count
            )
        DailyCount.objects.create(
            day=day, path="/contact", source="direct", form="contact-page", step="open", count=6
        )
        DailyCount.objects.create(
            day=day, path="/contact", source="direct", form="contact-page", step="sent", count=2
        )
    for _ in range(5):
        QuoteRequestFactory(
            utm_source="newsletter", utm_medium="email", utm_campaign="spring-offer", landing_page="/pricing"
        )
    ContactSubmissionFactory(
        referrer="https://www.google.com/", landing_page="/services/search-engine-optimization"
    )


def sign_in(page, username):
    page.goto(page.base_url + "/admin")
    page.get_by_label("Username or email").fill(username)
    page.get_by_label("Password").fill(STAFF_PASSWORD)
    page.get_by_role("button", name="Sign in").click()
    expect(page.get_by_role("heading", name="Leads", exact=True)).to_be_visible()


def page_overflow(page) -> int:
    return page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")


def test_staff_without_the_permission_see_no_reports_tab(page, numbers):
    StaffUserFactory(username="morgan")
    sign_in(page, "morgan")
    expect(page.get_by_role("tab", name="Quote Requests")).to_be_visible()
    expect(page.get_by_role("tab", name="Reports")).to_have_count(0)


@pytest.mark.parametrize(("width", "theme"), [(1280, "light"), (1280, "dark"), (390, "light"), (390, "dark")])
def test_the_reports_read_well_in_both_themes_at_both_widths(page, numbers, axe, width, theme):
    user = StaffUserFactory(username="riley")
    user.user_permissions.add(Permission.objects.get(codename="view_reports"))
    page.set_viewport_size({"width": width, "height": 900})
    sign_in(page, "riley")
    if theme == "dark":
        page.get_by_role("button", name="Dark theme").click()
    page.get_by_role("tab", name="Reports").click()
    panel = page.get_by_role("tabpanel", name="Reports")
    hero = panel.get_by_role(
        "table", name="Home page strategy quiz: each step, how many reached it and how many left before it"
    )
    expect(hero.get_by_role("row", name="Sent")).to_contain_text("90")
    expect(panel.get_by_role("row", name="newsletter")).to_contain_text("5")
    panel.get_by_label("Break down by").select_option("landing")
    expect(panel.get_by_role("row", name="/pricing")).to_contain_text("5")
    today = timezone.localdate()
    first = today - dt.timedelta(days=29)
    funnels_csv = f"/api/admin/reports/export.csv?report=funnels&dateFrom={first}&dateTo={today}"
    expect(panel.get_by_role("link", name="Export CSV of the form funnels")).to_have_attribute(
        "href", funnels_csv
    )
    assert page_overflow(page) == 0
    if SCREENSHOTS:
        page.screenshot(path=f"{SCREENSHOTS}/reports-{width}-{theme}.png", full_page=True)
    violations = axe(page)
    assert violations == [], format_violations(violations)
