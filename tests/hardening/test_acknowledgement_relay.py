"""The acknowledgement email cannot be used to relay spam through the agency's mail server.

Anyone can type any address into a form, so the email to the visitor carries nothing they typed,
goes at most once per address per day (the site's time zone), and never for a lead flagged as
spam. Staff still get every answer of every lead.
"""

import datetime as dt
import re

import pytest
from django.core import mail
from django.utils import timezone

from delivery.models import Delivery, DeliveryKind
from leads.models import ContactSubmission, QuoteRequest
from tests.leads.conftest import HERO_QUIZ, PAGE_CONTACT, PRICING_QUIZ, payload, quiz
from tests.support.live import LiveServer

pytestmark = pytest.mark.django_db

STAFF = "leads@acme.example"
SPAMMY = {
    "name": "Cheap Pills Online",
    "company": "Visit pills.example now",
    "phone": "+1 000 555 0000",
    "message": "Buy now at https://pills.example and get 90% off, limited offer!",
}


@pytest.fixture(autouse=True)
def _mail_settings(settings):
    settings.ENQUIRY_EMAIL = STAFF
    settings.CONTACT_EMAIL = "hello@acme.example"


def to(address: str) -> list:
    return [message for message in mail.outbox if message.to == [address]]


def test_the_acknowledgement_carries_nothing_the_visitor_typed(api, run_tasks):
    victim = "victim@example.org"
    assert api.contact(payload(PAGE_CONTACT, email=victim, **SPAMMY)).status_code == 201
    run_tasks()

    [thanks] = to(victim)
    text = thanks.subject + "\n" + thanks.body
    for typed in SPAMMY.values():
        assert typed not in text
    assert "pills" not in text.lower() and "Lead Generation" not in text
    assert "within 24 hours" in thanks.body
    assert thanks.from_email and thanks.reply_to == ["hello@acme.example"]
    # Staff still see every answer.
    [staff] = to(STAFF)
    for typed in SPAMMY.values():
        assert typed in staff.body


def test_the_quote_acknowledgement_carries_nothing_typed_either(api, run_tasks):
    api.quote(quiz(HERO_QUIZ, email="victim@example.org", description="Visit pills.example for deals"))
    run_tasks()

    [thanks] = to("victim@example.org")
    assert "pills" not in thanks.body and "Northwind" not in thanks.body and "Priya" not in thanks.body


def test_one_acknowledgement_per_address_per_day_however_many_leads(api, run_tasks):
    for n in range(3):
        api.contact(payload(PAGE_CONTACT, email="Repeat@Example.org", message=f"Message number {n} here."))
    api.quote(payload(PRICING_QUIZ, email="repeat@example.org "))
    run_tasks()

    assert len(to("Repeat@Example.org")) + len(to("repeat@example.org ")) == 1
    assert len(to(STAFF)) == 4  # staff hear of every lead
    kinds = Delivery.objects.values_list("kind", flat=True)
    assert sorted(kinds) == ["acknowledgement"] + ["notification"] * 4


def test_the_next_day_the_address_is_acknowledged_again(api, run_tasks, monkeypatch):
    api.contact(payload(PAGE_CONTACT, email="daily@example.org"))
    tomorrow = timezone.localdate() + dt.timedelta(days=1)
    monkeypatch.setattr("leads.services.timezone.localdate", lambda: tomorrow)
    api.contact(payload(PAGE_CONTACT, email="daily@example.org"))
    run_tasks()

    assert len(to("daily@example.org")) == 2


def test_spam_gets_no_acknowledgement_and_does_not_use_up_the_days_one(api, run_tasks):
    api.contact(payload(PAGE_CONTACT, email="target@example.org", homepage="https://pills.example"))
    api.quote(payload(PRICING_QUIZ, email="target@example.org", elapsedMs=200))
    run_tasks()
    assert mail.outbox == []
    assert not Delivery.objects.filter(kind=DeliveryKind.ACKNOWLEDGEMENT).exists()

    api.contact(payload(PAGE_CONTACT, email="target@example.org"))
    run_tasks()
    assert len(to("target@example.org")) == 1
    assert (
        ContactSubmission.objects.filter(is_spam=True).count()
        == QuoteRequest.objects.filter(is_spam=True).count()
    )


# ---------------------------------------------------------------- against a real server and worker


@pytest.fixture
def live(tmp_path):
    server = LiveServer(tmp_path, env={"CONTACT_EMAIL": "hello@acme.example"})
    try:
        server.start()
        yield server
    finally:
        server.stop()


def test_a_live_server_sends_one_plain_acknowledgement_and_none_for_spam(live):
    for n in range(4):
        body = payload(PAGE_CONTACT, email="victim@example.org", message=f"Visit pills.example, offer {n}!")
        assert live.post_json("/api/contact", body)[0] == 201
    spam = payload(PAGE_CONTACT, email="other@example.org", homepage="https://pills.example")
    assert live.post_json("/api/contact", spam)[0] == 201

    output = live.manage("db_worker", "--batch", "--no-startup-delay", "--interval", "0", timeout=300)

    recipients = re.findall(r"^To: (.+)$", output, flags=re.MULTILINE)
    assert recipients.count(STAFF) == 4  # not for the spam
    assert recipients.count("victim@example.org") == 1
    assert "other@example.org" not in recipients
    # The console backend prints each message between lines of dashes.
    [acknowledgement] = [block for block in output.split("-" * 79) if "\nTo: victim@example.org" in block]
    assert "within 24 hours" in acknowledgement
    assert "pills" not in acknowledgement
