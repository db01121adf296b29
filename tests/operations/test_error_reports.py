"""Errors someone hears about (agency.errors): a view's and a task's unhandled error reach Sentry
once each and the admins' inbox at most once per kind per interval, with no visitor's email
address, phone number or message text in what is sent."""

import json
import logging

import pytest
import sentry_sdk
from django.core import mail
from sentry_sdk.transport import Transport

from agency.errors import ThrottledAdminEmailHandler, init_sentry
from tests.operations.failing import LEAD_EMAIL, LEAD_MESSAGE, LEAD_PHONE, sync_lead_to_crm
from tests.support.live import free_port

pytestmark = pytest.mark.django_db

LEAD_POST = {"name": "Dana Whitfield", "email": LEAD_EMAIL, "phone": LEAD_PHONE, "message": LEAD_MESSAGE}


class CapturedTransport(Transport):
    """Keeps every envelope sentry-sdk would send, in this process."""

    def __init__(self, options=None):
        super().__init__(options)
        self.envelopes = []

    def capture_envelope(self, envelope):
        self.envelopes.append(envelope)

    def events(self) -> list[dict]:
        found = []
        for envelope in self.envelopes:
            for item in envelope.items:
                if item.type == "event":
                    found.append(json.loads(item.payload.get_bytes()))
        return found

    def text(self) -> str:
        return "\n".join(envelope.serialize().decode() for envelope in self.envelopes)


@pytest.fixture
def sentry():
    transport = CapturedTransport()
    init_sentry(
        "https://public@sentry.example.invalid/1",
        environment="test",
        traces_sample_rate=0,
        transport=transport,
    )
    yield transport
    sentry_sdk.get_client().close()
    # Back to a new process's state: no client at all. `sentry_sdk.init()` without a DSN would leave
    # its default integrations (Django, httpx, Redis, threads) wrapping every request, template and
    # signal for the rest of the worker's tests (in a profiled full run, a sixth of the busy samples
    # of the worker that ran this module fell in those wrappers).
    for scope in (
        sentry_sdk.get_global_scope(),
        sentry_sdk.get_isolation_scope(),
        sentry_sdk.get_current_scope(),
    ):
        scope.set_client(None)
    assert not sentry_sdk.get_client().is_active()


@pytest.fixture
def failing_site(settings):
    settings.ROOT_URLCONF = "tests.operations.failing"
    settings.ADMINS = ["ops@driftlinedigital.com"]
    settings.DEBUG = False
    # Each test starts as a fresh process would: nothing mailed yet (the cache is cleared too).
    ThrottledAdminEmailHandler._local_sent.clear()


def _no_visitor_data(text: str) -> None:
    for secret in (LEAD_EMAIL, LEAD_MESSAGE, LEAD_PHONE, "Dana Whitfield", "harbourcoffee"):
        assert secret not in text, secret


def test_a_view_error_is_reported_once_to_sentry_and_the_admins_without_the_visitors_data(
    client, sentry, failing_site
):
    client.raise_request_exception = False
    response = client.post("/test-failing/price", LEAD_POST, HTTP_X_REQUEST_ID="req-0123456789abcdef")
    assert response.status_code == 500

    sentry_sdk.flush()
    events = sentry.events()
    assert len(events) == 1
    (event,) = events
    assert event["exception"]["values"][-1]["type"] == "QuotePricingError"
    assert event["tags"]["request_id"] == "req-0123456789abcdef"
    _no_visitor_data(sentry.text())

    assert len(mail.outbox) == 1
    report = mail.outbox[0]
    assert report.to == ["ops@driftlinedigital.com"]
    assert "QuotePricingError" in report.body
    assert "/test-failing/price" in report.subject
    # The form's fields are named, never their values.
    assert "email = '********************'" in report.body
    _no_visitor_data(report.subject + report.body)


def test_the_same_error_mails_the_admins_once_an_hour_another_kind_mails_again(
    client, failing_site, settings
):
    client.raise_request_exception = False
    for _ in range(3):
        assert client.post("/test-failing/price", LEAD_POST).status_code == 500
    assert len(mail.outbox) == 1
    assert client.post("/test-failing/price?other=1", LEAD_POST).status_code == 500
    assert len(mail.outbox) == 2
    assert "KeyError" in mail.outbox[1].body


def test_with_redis_down_each_kind_is_still_mailed_once(client, failing_site, settings):
    settings.CACHES = {
        "default": {
            "BACKEND": "agency.cache.ResilientRedisCache",
            "LOCATION": f"redis://127.0.0.1:{free_port()}/0",  # nothing listens there
            "OPTIONS": {"RETRY_SECONDS": 0},
        }
    }
    client.raise_request_exception = False
    for _ in range(2):
        assert client.post("/test-failing/price", LEAD_POST).status_code == 500
    assert client.post("/test-failing/price?other=1", LEAD_POST).status_code == 500
    assert [("KeyError" in message.body) for message in mail.outbox] == [False, True]


def test_a_task_error_is_reported_once_without_the_visitors_data(sentry, failing_site, run_tasks):
    sync_lead_to_crm.enqueue(LEAD_EMAIL, LEAD_MESSAGE, phone=LEAD_PHONE)
    run_tasks()

    sentry_sdk.flush()
    events = sentry.events()
    assert len(events) == 1
    assert events[0]["exception"]["values"][-1]["type"] == "CrmSyncError"
    _no_visitor_data(sentry.text())

    assert len(mail.outbox) == 1
    assert "CrmSyncError" in mail.outbox[0].body
    _no_visitor_data(mail.outbox[0].subject + mail.outbox[0].body)


def test_a_mail_server_that_is_down_does_not_turn_a_report_into_a_second_error(
    client, failing_site, settings, monkeypatch
):
    def refuse(*args, **kwargs):
        raise ConnectionRefusedError("smtp down")

    monkeypatch.setattr(mail, "mail_admins", refuse)
    monkeypatch.setattr(logging, "raiseExceptions", False)
    client.raise_request_exception = False
    assert client.post("/test-failing/price", LEAD_POST).status_code == 500
    assert client.get("/test-failing/ok").status_code == 200
