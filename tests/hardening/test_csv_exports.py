"""Every CSV file the site writes defuses a cell a spreadsheet would run (issue 52, item 7): the
leads (staff page and Django admin), the subscribers, the Reports view's three files and the ad
platforms' conversion files. A click id such as `-2-3` was written raw in the Google Ads file.

Each export gets values starting with = + - @, a tab and a carriage return, where a visitor, an
editor or an operator could put them; no cell of any file may start with one of those (a defused
cell starts with an apostrophe, which spreadsheets show as text)."""

import csv
import datetime as dt
import io
from decimal import Decimal

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from django.utils import timezone

from analytics.models import DailyCount
from leads.csv_cells import csv_cell
from leads.exports import csv_response
from leads.models import BuiltForm, LeadStatus, built_form_key
from subscriptions.models import Subscriber, SubscriberStatus
from tests.staff.factories import ContactSubmissionFactory, QuoteRequestFactory

pytestmark = pytest.mark.django_db

HOSTILE = ['=HYPERLINK("https://evil.example","Open")', "+1+1", "-2-3", "@SUM(A1)", "\t=1+1", "\r=1+1"]
RUNS = ("=", "+", "-", "@", "\t", "\r")
DAY = dt.date(2026, 5, 4)
RANGE = {"dateFrom": DAY.isoformat(), "dateTo": DAY.isoformat()}
EXPORT = "/api/admin/reports/export.csv"


def rows_of(response, *, bom: bool = True) -> list[list[str]]:
    assert response.status_code == 200, response.content[:300]
    assert response["Content-Type"] == "text/csv; charset=utf-8"
    text = response.content.decode("utf-8")
    assert text.startswith("\ufeff") == bom
    return list(csv.reader(io.StringIO(text.removeprefix("\ufeff"))))


def assert_defused(rows: list[list[str]], *expected: str) -> None:
    """No cell starts like a formula, and each hostile value is there as text (with its apostrophe)."""
    cells = [cell for row in rows for cell in row]
    assert [cell for cell in cells if cell.startswith(RUNS)] == []
    for value in expected:
        assert any(f"'{value}" in cell for cell in cells), value


def on(day: dt.date) -> dt.datetime:
    return timezone.make_aware(dt.datetime.combine(day, dt.time(12)))


@pytest.fixture
def superuser_client():
    client = Client()
    client.force_login(
        get_user_model().objects.create_superuser("owner", "owner@acme.example", "a long pass 42")
    )
    return client


def test_the_leads_csv_of_the_staff_page_and_the_django_admin(superuser_client):
    contacts = [
        ContactSubmissionFactory(
            name=value,
            company=value,
            phone=value[:40],
            message=value,
            page_url=value,
            referrer=value,
            utm_source=value,
            utm_campaign=value,
            click_ids={"gclid": "-2-3", "fbclid": "-x"},
        )
        for value in HOSTILE
    ]
    QuoteRequestFactory(name=HOSTILE[0], company=HOSTILE[2], website=HOSTILE[3], utm_medium=HOSTILE[4])
    for path in ("/api/admin/contacts/export.csv", "/api/admin/quotes/export.csv"):
        rows = rows_of(superuser_client.get(path))
        assert_defused(rows, *(HOSTILE if "contacts" in path else HOSTILE[:1]))
    admin = superuser_client.post(
        "/django-admin/leads/contactsubmission/",
        {"action": "export_csv", "_selected_action": [lead.pk for lead in contacts]},
    )
    assert_defused(rows_of(admin), *HOSTILE)


def test_the_subscribers_csv(superuser_client):
    # Valid addresses by the site's rule: = + - are letters of an address's local part.
    emails = ["=1+1@harbour.example", "+1+1@harbour.example", "-2-3@harbour.example"]
    people = [
        Subscriber.objects.create(
            email=email, status=SubscriberStatus.CONFIRMED, requested_at=on(DAY), consent_text=HOSTILE[3]
        )
        for email in emails
    ]
    response = superuser_client.post(
        "/django-admin/subscriptions/subscriber/",
        {"action": "export_csv", "_selected_action": [person.pk for person in people]},
    )
    assert_defused(rows_of(response), *emails, HOSTILE[3])


def test_the_reports_files(reports_client):
    form = BuiltForm.objects.create(name=HOSTILE[0], slug="spring-audit", heading_en="Spring audit")
    DailyCount.objects.create(day=DAY, path="/lp/spring", form=built_form_key(form.pk), step="open", count=9)
    for value in HOSTILE:
        DailyCount.objects.create(day=DAY, path="/lp/spring", source=value, campaign=value, count=3)
        lead = ContactSubmissionFactory(utm_source=value, utm_medium="cpc", utm_campaign=value)
        type(lead).objects.filter(pk=lead.pk).update(created_at=on(DAY))
    assert_defused(rows_of(reports_client.get(EXPORT, {"report": "funnels", **RANGE})), HOSTILE[0])
    assert_defused(rows_of(reports_client.get(EXPORT, {"report": "attribution", **RANGE})), *HOSTILE)
    days = rows_of(reports_client.get(EXPORT, {"report": "days", **RANGE}))
    assert days == [["Date", "Page views", "Leads"], [DAY.isoformat(), "18", "6"]]


def test_the_ad_platforms_conversion_files(reports_client, settings):
    """Google Ads reads the click id a visitor's address carried (`-2-3` is a valid one) and the
    conversion's name an operator set; Meta's cells are the site's own (hashes, numbers)."""
    settings.ADS_CONVERSION_NAME = "=Won lead"
    sale = {
        "status": LeadStatus.WON,
        "won_at": on(DAY),
        "won_value": Decimal("900.00"),
        "won_currency": "USD",
    }
    ContactSubmissionFactory(click_ids={"gclid": "-2-3"}, **sale)
    ContactSubmissionFactory(click_ids={"gclid": "Cj0KCQiA4L67BhDUARIsADWrl7Ec"}, **sale)
    ContactSubmissionFactory(click_ids={"fbclid": "-IwZXh0bgNhZW0"}, phone="+1 619 555 0147", **sale)

    google = rows_of(reports_client.get(EXPORT, {"report": "google-ads", **RANGE}), bom=False)
    assert_defused(google, "-2-3", "=Won lead")
    # A genuine click id is written as it is: the platform matches it.
    assert google[2][0] == "Cj0KCQiA4L67BhDUARIsADWrl7Ec"
    meta = rows_of(reports_client.get(EXPORT, {"report": "meta", **RANGE}), bom=False)
    assert_defused(meta)
    assert len(meta) == 2 and len(meta[1][0]) == 64  # the hashed email, as Meta reads it


@pytest.mark.parametrize("value", HOSTILE)
def test_the_one_writer_defuses_every_cell_in_both_kinds_of_file(value):
    for for_spreadsheets in (True, False):
        response = csv_response(
            headers=[value], rows=[[value, 1]], file_stem="any", for_spreadsheets=for_spreadsheets
        )
        rows = rows_of(response, bom=for_spreadsheets)
        assert rows == [[csv_cell(value)], [csv_cell(value), "1"]] and csv_cell(value) == f"'{value}"
