"""Sales sent back: a lead that arrived from an ad and was marked Won, with its value, is in the
file its platform imports (Google Ads by gclid, Meta by hashed email and phone), in the formats the
platforms publish; staff without the reports permission get neither file; a visitor who sent Global
Privacy Control is in neither; the `lead.won` webhook carries the same fields."""

import csv
import datetime as dt
import io
import zoneinfo

import pytest
from django.utils import timezone

from delivery.models import Delivery, DeliveryKind, WebhookEndpoint
from delivery.webhooks import slack_message
from leads.conversions import email_normalised, phone_normalised, sha256_hex, won_payload
from leads.models import ContactSubmission, LeadEvent, LeadStatus
from tests.leads.conftest import PAGE_CONTACT

pytestmark = pytest.mark.django_db

GCLID = "Cj0KCQiA4L67BhDUARIsADWrl7Ec-Fe_w1W7n9q3pTmYkX0"
FBCLID = "IwZXh0bgNhZW0CMTEAAR2x_aem_AbC-dEf"
EXPORT = "/api/admin/reports/export.csv"


def lead_from_ad(api, landing: str, **extra) -> ContactSubmission:
    lead_id = api.contact({**PAGE_CONTACT, "context": {"landing": landing}}, **extra).json()["id"]
    return ContactSubmission.objects.get(pk=lead_id)


def mark_won(client, lead, **sale):
    return client.patch(
        f"/api/admin/contacts/{lead.pk}", {"status": "won", **sale}, content_type="application/json"
    )


def rows(response) -> list[list[str]]:
    assert response.status_code == 200, response.content
    assert response["Content-Type"] == "text/csv; charset=utf-8"
    return list(csv.reader(io.StringIO(response.content.decode("utf-8"))))


# Meta's published examples (Conversions API, customer information parameters).
def test_email_and_phone_are_normalised_and_hashed_as_meta_documents():
    assert email_normalised("  John_Smith@gmail.com ") == "john_smith@gmail.com"
    assert (
        sha256_hex(email_normalised("John_Smith@gmail.com"))
        == "62a14e44f765419d10fea99367361a727c12365e2520f32218d505ed9aa0f62f"
    )
    assert phone_normalised("(650)555-1212") == "16505551212"
    assert (
        sha256_hex(phone_normalised("(650)555-1212"))
        == "e323ec626319ca94ee8bff2e4c87cf613be6ea19919ed1364124e16807ab3176"
    )


@pytest.mark.parametrize(
    ("typed", "normalised"),
    [
        ("+1 619 555 0147", "16195550147"),
        ("1-619-555-0147", "16195550147"),
        ("+44 20 7946 0958", "442079460958"),
        ("0044 20 7946 0958", "442079460958"),
        ("+52 (33) 1234 5678", "523312345678"),
        ("", ""),
        ("n/a", ""),
    ],
)
def test_a_phone_gets_its_country_code_and_loses_symbols_and_leading_zeros(typed, normalised):
    assert phone_normalised(typed) == normalised
    assert sha256_hex(phone_normalised(typed)) == (sha256_hex(normalised) if normalised else "")


def test_a_lead_from_a_google_ad_marked_won_is_in_the_google_ads_file(
    api, lead_manager, reports_client, settings
):
    settings.TIME_ZONE = "America/Los_Angeles"
    lead = lead_from_ad(api, f"/services/seo?gclid={GCLID}&utm_source=google")
    response = mark_won(lead_manager, lead, value="12500.5", currency="USD")
    assert response.status_code == 200, response.content
    assert response.json()["wonValue"] == "12500.50"
    assert response.json()["wonCurrency"] == "USD"
    lead.refresh_from_db()
    assert lead.won_at is not None

    header, *lines = rows(reports_client.get(EXPORT, {"report": "google-ads"}))
    # The published click-id template's header row; no Parameters row, each time carries its offset.
    assert header == [
        "Google Click ID",
        "Conversion Name",
        "Conversion Time",
        "Conversion Value",
        "Conversion Currency",
    ]
    local = lead.won_at.astimezone(zoneinfo.ZoneInfo("America/Los_Angeles"))
    offset = "-08:00" if local.utcoffset() == dt.timedelta(hours=-8) else "-07:00"
    assert lines == [[GCLID, "Won lead", f"{local:%Y-%m-%d %H:%M:%S}{offset}", "12500.50", "USD"]]
    # Google's format: yyyy-mm-dd hh:mm:ss+|-hh:mm, which Python reads back to the same instant.
    assert dt.datetime.fromisoformat(lines[0][2]) == lead.won_at.replace(microsecond=0)
    # Not a Meta lead: its file is only the header row.
    assert rows(reports_client.get(EXPORT, {"report": "meta"}))[1:] == []


def test_a_lead_from_a_meta_ad_is_in_the_meta_file_hashed(api, lead_manager, reports_client):
    lead = lead_from_ad(api, f"/?fbclid={FBCLID}")
    mark_won(lead_manager, lead, value="900", currency="EUR")
    lead.refresh_from_db()
    header, *lines = rows(reports_client.get(EXPORT, {"report": "meta"}))
    assert header == ["email", "phone", "event_name", "event_time", "value", "currency"]
    assert lines == [
        [
            sha256_hex("marcus@oyelaranlaw.com"),
            sha256_hex("16195550147"),  # "+1 619 555 0147" as typed
            "Purchase",
            str(int(lead.won_at.timestamp())),
            "900.00",
            "EUR",
        ]
    ]
    assert PAGE_CONTACT["email"] not in reports_client.get(EXPORT, {"report": "meta"}).content.decode()
    assert rows(reports_client.get(EXPORT, {"report": "google-ads"}))[1:] == []


def test_global_privacy_control_keeps_a_sale_out_of_both_files(api, lead_manager, reports_client):
    lead = lead_from_ad(api, f"/?gclid={GCLID}&fbclid={FBCLID}", HTTP_SEC_GPC="1")
    assert lead.sharing_opt_out is True
    mark_won(lead_manager, lead, value="100")
    assert rows(reports_client.get(EXPORT, {"report": "google-ads"}))[1:] == []
    assert rows(reports_client.get(EXPORT, {"report": "meta"}))[1:] == []
    # Nor does the lead.won webhook carry what could match the sale to the person or the ad.
    lead.refresh_from_db()
    conversion = won_payload(lead)["conversion"]
    assert conversion["sharingOptOut"] is True
    assert (conversion["clickIds"], conversion["emailSha256"], conversion["phoneSha256"]) == ({}, "", "")


@pytest.mark.clock
def test_the_files_follow_the_date_range_of_the_sale(api, lead_manager, reports_client):
    lead = lead_from_ad(api, f"/?gclid={GCLID}")
    mark_won(lead_manager, lead, value="100")
    today = timezone.localdate()
    yesterday = (today - dt.timedelta(days=1)).isoformat()
    assert len(rows(reports_client.get(EXPORT, {"report": "google-ads", "dateTo": today.isoformat()}))) == 2
    assert rows(reports_client.get(EXPORT, {"report": "google-ads", "dateTo": yesterday}))[1:] == []


def test_staff_without_the_reports_permission_get_no_file(lead_manager):
    for report in ("google-ads", "meta"):
        assert lead_manager.get(EXPORT, {"report": report}).status_code == 403


def test_a_sale_is_given_only_with_won_and_checked(api, lead_manager):
    lead = lead_from_ad(api, f"/?gclid={GCLID}")
    patch = f"/api/admin/contacts/{lead.pk}"
    for body in (
        {"status": "contacted", "value": "10"},
        {"status": "won", "value": "-1"},
        {"status": "won", "value": "1.234"},
        {"status": "won", "value": "10", "currency": "usd"},
        {"status": "won", "currency": "USD"},
    ):
        response = lead_manager.patch(patch, body, content_type="application/json")
        assert response.status_code == 400, body
    lead.refresh_from_db()
    assert lead.status == LeadStatus.NEW


def test_changing_a_sale_is_recorded_and_leaving_won_clears_it(api, lead_manager):
    lead = lead_from_ad(api, f"/?gclid={GCLID}")
    mark_won(lead_manager, lead)
    mark_won(lead_manager, lead, value="2000", currency="USD")
    history = list(LeadEvent.objects.filter(lead=lead).values_list("from_value", "to_value"))
    assert history == [("New", "Won"), ("Won", "Won (2,000.00 USD)")]
    lead_manager.patch(f"/api/admin/contacts/{lead.pk}", {"status": "lost"}, content_type="application/json")
    lead.refresh_from_db()
    assert (lead.won_at, lead.won_value, lead.won_currency) == (None, None, "")


def test_the_lead_won_webhook_carries_the_same_fields(api, lead_manager):
    WebhookEndpoint.objects.create(url="https://crm.example.com/hooks", events=["lead.won"], secret="whsec_x")
    lead = lead_from_ad(api, f"/?gclid={GCLID}")
    mark_won(lead_manager, lead, value="750", currency="USD")
    lead.refresh_from_db()
    delivery = Delivery.objects.get(kind=DeliveryKind.LEAD_WON)
    assert delivery.payload["type"] == "lead.won"
    conversion = delivery.payload["data"]["conversion"]
    assert conversion == {
        "name": "Won lead",
        "time": lead.won_at.isoformat(),
        "value": "750.00",
        "currency": "USD",
        "clickIds": {"gclid": GCLID},
        "emailSha256": sha256_hex("marcus@oyelaranlaw.com"),
        "phoneSha256": sha256_hex("16195550147"),
        "sharingOptOut": False,
    }
    assert delivery.payload["data"]["lead"]["id"] == lead.pk
    # Slack reads it in a line.
    assert "was won (750.00 USD)." in slack_message(delivery.payload)["text"]
