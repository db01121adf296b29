"""A visit from a Google ad, measured to the sale in Chromium: the visitor lands on a page with
`?gclid=...`, browses to /contact and sends the form (the island); staff mark the lead Won with its
value on /admin; the Google Ads file of the Reports tab has the click, in Google's format. No cookie
carries the click id at any point."""

import csv
import io

import pytest
from django.contrib.auth.models import Permission
from playwright.sync_api import expect

from leads.models import ContactSubmission
from tests.browser.islands.helpers import expect_toast
from tests.staff.factories import STAFF_PASSWORD, StaffUserFactory

pytestmark = pytest.mark.django_db(transaction=True)

GCLID = "Cj0KCQiA4L67BhDUARIsADWrl7Ec-Fe_w1W7n9q3pTmYkX0"


def test_a_lead_from_a_google_ad_marked_won_is_in_the_google_ads_file(page, settings):
    page.goto(f"{page.base_url}/services/advertising?utm_source=google&utm_medium=cpc&gclid={GCLID}")
    page.goto(page.base_url + "/contact")
    page.locator('[data-island="contact-form"]').scroll_into_view_if_needed()
    form = page.get_by_role("form", name="Contact form")
    form.get_by_label("Name").fill("Dana Reyes")
    form.get_by_label("Email").fill("dana@harborclinics.com")
    form.get_by_label("Company").fill("Harbor Clinics")
    form.get_by_label("Service").select_option("seo")
    form.get_by_label("Message").fill("We would like more bookings from local search in San Diego.")
    form.get_by_role("button", name="Send message").click()
    expect_toast(page, "Message sent!", settings.CONTACT_EMAIL)
    assert ContactSubmission.objects.get().click_ids == {"gclid": GCLID}
    assert not any(GCLID in cookie["value"] for cookie in page.context.cookies())

    user = StaffUserFactory(username="morgan")
    user.user_permissions.add(Permission.objects.get(codename="view_reports"))
    page.goto(page.base_url + "/admin")
    page.get_by_label("Username or email").fill("morgan")
    page.get_by_label("Password").fill(STAFF_PASSWORD)
    page.get_by_role("button", name="Sign in").click()
    page.get_by_role("row", name="Dana Reyes").get_by_role("button", name="View").click()
    dialog = page.get_by_role("dialog")
    expect(dialog).to_contain_text(f"gclid: {GCLID}")
    dialog.get_by_label("Lead status").select_option("won")
    dialog.get_by_label("Value").fill("12500")
    dialog.get_by_role("button", name="Save sale").click()
    expect(dialog.get_by_text("Won (12,500.00 USD)")).to_be_visible()
    dialog.get_by_role("button", name="Close", exact=True).last.click()
    expect(dialog).to_be_hidden()

    page.get_by_role("tab", name="Reports").click()
    link = page.get_by_role("link", name="Google Ads conversions (CSV)")
    with page.expect_download() as download:
        link.click()
    with open(download.value.path(), encoding="utf-8") as file:
        header, row = csv.reader(io.StringIO(file.read()))
    assert header == [
        "Google Click ID",
        "Conversion Name",
        "Conversion Time",
        "Conversion Value",
        "Conversion Currency",
    ]
    assert row[0] == GCLID
    assert row[1:2] == ["Won lead"]
    assert row[3:] == ["12500.00", "USD"]
