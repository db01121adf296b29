"""The ad platforms' click ids travel with the lead as its utm_* values do: from the landing page the
island sends, or the form's own page without JavaScript; staff read them in the detail and the CSV;
a malformed one is dropped and the lead is stored all the same."""

import csv
import io
import re
from datetime import UTC, datetime, timedelta
from html import unescape

import pytest
import time_machine

from leads.click_ids import CLICK_ID_MAX_LENGTH, CLICK_ID_PLATFORMS, click_ids_from_address
from leads.lead_webhooks import lead_payload
from leads.models import ContactSubmission, QuoteRequest
from tests.leads.conftest import HERO_QUIZ, PAGE_CONTACT

pytestmark = pytest.mark.django_db

GCLID = "Cj0KCQiA4L67BhDUARIsADWrl7Ec-Fe_w1W7n9q3pTmYkX0"
MSCLKID = "0f1e2d3c4b5a69788796a5b4c3d2e1f0"
FBCLID = "IwZXh0bgNhZW0CMTEAAR2x_aem_AbC-dEf.GhI"
SENT_AT = datetime(2026, 4, 2, 16, 30, tzinfo=UTC)


def test_the_islands_landing_page_gives_its_click_ids_to_the_lead(api, lead_manager):
    landing = f"/services/seo?utm_source=google&gclid={GCLID}&msclkid={MSCLKID}"
    lead_id = api.contact({**PAGE_CONTACT, "context": {"landing": landing}}).json()["id"]

    lead = ContactSubmission.objects.get(pk=lead_id)
    assert lead.click_ids == {"gclid": GCLID, "msclkid": MSCLKID}
    detail = lead_manager.get(f"/api/admin/contacts/{lead_id}").json()
    assert detail["clickIds"] == [
        {"parameter": "gclid", "platform": "Google Ads", "value": GCLID},
        {"parameter": "msclkid", "platform": "Microsoft Advertising", "value": MSCLKID},
    ]
    export = lead_manager.get("/api/admin/contacts/export.csv").content.decode("utf-8-sig")
    header, row = csv.reader(io.StringIO(export))
    assert row[header.index("Click ids")] == f"gclid: {GCLID}; msclkid: {MSCLKID}"
    assert lead_payload(lead)["tracking"]["clickIds"] == lead.click_ids


def test_without_javascript_the_forms_page_gives_the_click_ids(contact_services, client, settings):
    """The form's page names the click id; the lead is stored on the confirmation step's post
    (forms.fill_time), whose Referer is the step, so the step carries the page along."""
    settings.LEADS_MIN_FILL_MS = 3000
    page = f"http://testserver/contact?fbclid={FBCLID}&utm_source=facebook"
    with time_machine.travel(SENT_AT, tick=False):
        step = client.post("/contact/send", {**PAGE_CONTACT, "source": "contact_page"}, HTTP_REFERER=page)
    html = step.content.decode()
    stamp = re.search(r'name="stamp" value="([^"]+)"', html).group(1)
    carried = unescape(re.search(r'name="page" value="([^"]+)"', html).group(1))
    assert carried == page
    with time_machine.travel(SENT_AT + timedelta(seconds=5), tick=False):
        response = client.post(
            "/contact/send",
            {**PAGE_CONTACT, "source": "contact_page", "stamp": stamp, "page": carried},
            HTTP_REFERER="http://testserver/contact/send",
        )
    assert response.status_code == 303
    lead = ContactSubmission.objects.get()
    assert lead.click_ids == {"fbclid": FBCLID}
    assert lead.utm_source == "facebook"
    assert not response.cookies


@pytest.mark.parametrize(
    "query",
    [
        "gclid=" + "a" * (CLICK_ID_MAX_LENGTH + 1),  # too long
        "gclid=abc%22%3E%3Cscript%3E",  # markup
        "gclid=abc%00def",  # a NUL
        "gclid=",  # empty
        "gclid=abc def",  # a space
        "&".join(f"p{n}=1" for n in range(150)) + "&gclid=abc",  # not an ad's address
    ],
)
def test_a_malformed_click_id_is_dropped_and_the_lead_kept(api, query):
    response = api.quote({**HERO_QUIZ, "context": {"landing": f"/?{query}"}})
    assert response.status_code == 201
    assert QuoteRequest.objects.get(pk=response.json()["id"]).click_ids == {}


def test_every_platform_is_read_and_the_first_value_wins():
    address = "/?" + "&".join(f"{parameter}=id-{parameter}" for parameter in reversed(CLICK_ID_PLATFORMS))
    assert list(click_ids_from_address(address)) == list(CLICK_ID_PLATFORMS)
    assert click_ids_from_address("/?gclid=first&gclid=second") == {"gclid": "first"}
    assert click_ids_from_address("http://[::1") == {}


def test_a_click_id_on_a_page_after_the_landing_page_is_not_the_leads(api):
    context = {"page": f"https://testserver/contact?gclid={GCLID}", "landing": "/?utm_source=newsletter"}
    lead_id = api.contact({**PAGE_CONTACT, "context": context}).json()["id"]
    assert ContactSubmission.objects.get(pk=lead_id).click_ids == {}
