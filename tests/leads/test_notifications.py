"""Every lead emails staff and the visitor through tasks committed with it, retried until sent or given up."""

from datetime import timedelta

import pytest
from django.core import mail
from django.db import OperationalError
from django.utils import timezone
from django_tasks_db.models import DBTaskResult

from delivery.models import DeliveryStatus
from delivery.queue import delivery_run
from leads.models import ContactSubmission, QuoteRequest
from tests.leads.backends import FlakyEmailBackend
from tests.leads.conftest import (
    CONSULTATION,
    HERO_QUIZ,
    HOME_CONTACT,
    PAGE_CONTACT,
    PRICING_QUIZ,
    deliveries,
    delivery_status,
)

pytestmark = pytest.mark.django_db

TASK_PATH = "delivery.queue.deliver"


@pytest.fixture(autouse=True)
def _mail_settings(settings):
    settings.ENQUIRY_EMAIL = "leads@acme.example"
    settings.CONTACT_EMAIL = "hello@acme.example"


@pytest.fixture
def failing_mail(settings):
    settings.MAILERS = {"default": {"BACKEND": "tests.leads.backends.FailingEmailBackend"}}


@pytest.fixture
def flaky_mail(settings):
    settings.MAILERS = {"default": {"BACKEND": "tests.leads.backends.FlakyEmailBackend"}}
    yield FlakyEmailBackend
    FlakyEmailBackend.failures_left = 0


def staff_email():
    [message] = [m for m in mail.outbox if m.to == ["leads@acme.example"]]
    return message


def visitor_email(address):
    [message] = [m for m in mail.outbox if m.to == [address]]
    return message


def make_retries_due():
    """Time passes: every scheduled retry becomes due now."""
    DBTaskResult.objects.filter(status="READY").update(run_after=timezone.now() - timedelta(seconds=1))


# ---------------------------------------------------------------- committed together


def test_a_lead_is_committed_with_its_two_email_tasks(api):
    lead_id = api.contact(HOME_CONTACT).json()["id"]

    rows = deliveries(ContactSubmission.objects.get(pk=lead_id))
    assert sorted(rows) == ["acknowledgement", "notification"]
    tasks = DBTaskResult.objects.filter(task_path=TASK_PATH)
    assert sorted(task.args_kwargs["args"] for task in tasks) == sorted([row.pk] for row in rows.values())


def test_a_lead_whose_task_cannot_be_stored_is_not_stored_either(api, monkeypatch):
    def queue_unavailable(*args, **kwargs):
        raise OperationalError("the task table is locked")

    monkeypatch.setattr(DBTaskResult.objects, "create", queue_unavailable)

    response = api.quote(PRICING_QUIZ)

    assert response.status_code == 503
    assert not QuoteRequest.objects.exists()


# ---------------------------------------------------------------- sent


def test_the_worker_sends_the_staff_notification_and_the_acknowledgement(api, run_tasks):
    lead_id = api.contact(PAGE_CONTACT).json()["id"]

    run_tasks()

    rows = deliveries(ContactSubmission.objects.get(pk=lead_id))
    assert {kind: row.status for kind, row in rows.items()} == {
        "notification": DeliveryStatus.SENT,
        "acknowledgement": DeliveryStatus.SENT,
    }
    assert all(row.sent_at is not None and row.attempts == 1 for row in rows.values())
    assert len(mail.outbox) == 2

    staff = staff_email()
    assert staff.subject == "[Driftline Digital] Contact message from Marcus Oyelaran (Oyelaran Law Group)"
    assert staff.reply_to == ["marcus@oyelaranlaw.com"]
    assert "Service:\nLead Generation" in staff.body
    assert "Phone:\n+1 619 555 0147" in staff.body
    assert PAGE_CONTACT["message"] in staff.body
    assert "through the contact page form" in staff.body
    assert f"/django-admin/leads/contactsubmission/{lead_id}/change/" in staff.body

    thanks = visitor_email("marcus@oyelaranlaw.com")
    assert thanks.subject == "We received your message - Driftline Digital"
    assert "within 24 hours" in thanks.body
    # Nothing the visitor typed goes back out (see tests/hardening/test_acknowledgement_relay.py).
    assert "Lead Generation" not in thanks.body and PAGE_CONTACT["message"] not in thanks.body
    assert thanks.reply_to == ["hello@acme.example"]
    assert DBTaskResult.objects.filter(status="SUCCESSFUL").count() == 2


def test_the_staff_email_shows_pricing_answers_by_their_labels(api, run_tasks):
    api.quote(PRICING_QUIZ)
    run_tasks()

    body = staff_email().body
    assert "Business type:\nE-commerce store" in body
    assert "Main goal:\nConvert more visitors into sales" in body
    assert "Services of interest:\nSearch engine optimization (SEO), Digital marketing strategy" in body
    assert "Timeline:\nRight away" in body
    assert "Phone:\nNot provided" in body
    assert "Phone:" not in visitor_email("tom@alvarezcycles.com").body


def test_the_staff_email_shows_every_consultation_answer(api, run_tasks):
    api.quote(CONSULTATION)
    run_tasks()

    body = staff_email().body
    assert "Service:\nAI Automation Consultation" in body
    assert "Area to automate:\nOperations" in body
    assert "Team size:\n51-200 people" in body
    assert "Budget:\n$15,000 - $50,000" in body
    assert CONSULTATION["currentChallenges"] in body
    assert CONSULTATION["automationGoals"] in body
    assert "We received your request" in visitor_email("elena@brooksfreight.com").subject


def test_the_staff_email_shows_every_hero_quiz_answer_and_where_it_came_from(api, run_tasks):
    body = dict(HERO_QUIZ, context={"page": "https://acme.example/", "utm": {"campaign": "spring"}})
    api.quote(body)
    run_tasks()

    text = staff_email().body
    for label, value in [
        ("Business goal", "Generate more leads"),
        ("Budget", "$5,000 - $15,000"),
        ("Services of interest", "Social Media Marketing, Search Engine Optimization (SEO)"),
        ("Industry", "Technology"),
        ("Website", "https://northwindlabs.com"),
        ("About the business", "B2B analytics software for mid-size logistics firms."),
    ]:
        assert f"{label}:\n{value}" in text
    assert "Page: https://acme.example/" in text
    assert "UTM campaign: spring" in text


def test_a_name_with_a_line_break_cannot_break_the_mail_headers(api, run_tasks):
    api.contact(dict(HOME_CONTACT, name="Dana\nBcc: everyone@example.com"))
    run_tasks()

    assert delivery_status(ContactSubmission.objects.get(), "notification") == DeliveryStatus.SENT
    assert "\n" not in staff_email().subject


def test_a_delivered_email_is_never_sent_twice(api, run_tasks):
    lead_id = api.contact(HOME_CONTACT).json()["id"]
    run_tasks()

    # The same task again (a re-run, or a manual retry racing a scheduled one) sends nothing.
    notification = deliveries(ContactSubmission.objects.get(pk=lead_id))["notification"]
    assert delivery_run(delivery_id=notification.pk) == "sent"
    assert len(mail.outbox) == 2


# ---------------------------------------------------------------- failed, retried, failed for good


@pytest.mark.clock
def test_a_failed_send_is_recorded_and_retried_later_with_backoff(api, run_tasks, failing_mail):
    lead_id = api.contact(HOME_CONTACT).json()["id"]
    before = timezone.now()

    run_tasks()

    notification = deliveries(ContactSubmission.objects.get(pk=lead_id))["notification"]
    assert notification.status == DeliveryStatus.RETRYING
    assert notification.attempts == 1
    assert notification.last_error.startswith("SMTPConnectError")
    retries = DBTaskResult.objects.filter(status="READY")
    assert retries.count() == 2  # one per email
    for retry in retries:
        delay = retry.run_after - before
        assert timedelta(seconds=119) <= delay <= timedelta(seconds=130)
    assert not DBTaskResult.objects.ready().exists()  # nothing due before the backoff
    assert mail.outbox == []


@pytest.mark.clock
def test_a_send_that_fails_then_works_is_delivered(api, run_tasks, flaky_mail):
    flaky_mail.failures_left = 3  # the first attempt of both emails, then the notification's second
    lead_id = api.contact(HOME_CONTACT).json()["id"]

    run_tasks()
    make_retries_due()
    run_tasks()
    make_retries_due()
    run_tasks()

    rows = deliveries(ContactSubmission.objects.get(pk=lead_id)).values()
    assert {row.status for row in rows} == {DeliveryStatus.SENT}
    assert sum(row.attempts for row in rows) == 5
    assert {row.last_error for row in rows} == {""}
    assert len(mail.outbox) == 2


@pytest.mark.clock
def test_after_the_last_attempt_the_lead_is_marked_failed_for_good(api, run_tasks, failing_mail, settings):
    lead_id = api.quote(PRICING_QUIZ).json()["id"]
    notification_id = deliveries(QuoteRequest.objects.get(pk=lead_id))["notification"].pk
    delays = []

    for _ in range(settings.LEADS_EMAIL_MAX_ATTEMPTS):
        started = timezone.now()
        run_tasks()
        for retry in DBTaskResult.objects.filter(status="READY", args_kwargs__args=[notification_id]):
            delays.append(round((retry.run_after - started).total_seconds() / 60))
        make_retries_due()

    rows = deliveries(QuoteRequest.objects.get(pk=lead_id))
    assert {row.status for row in rows.values()} == {DeliveryStatus.FAILED}
    assert rows["notification"].attempts == 6
    assert "service not available" in rows["notification"].last_error
    assert delays == [2, 4, 8, 16, 32]  # about an hour in all
    assert not DBTaskResult.objects.filter(status="READY").exists()


def test_spam_gets_no_email(api, run_tasks):
    api.contact(dict(HOME_CONTACT, homepage="spam"))
    run_tasks()

    assert mail.outbox == []
