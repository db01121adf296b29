"""A reader who confirms, or who unsubscribes after confirming, reaches the agency's tools through
the existing webhooks as `subscriber.confirmed` / `subscriber.unsubscribed`: signed (Standard
Webhooks), retried like lead events, and a short line for Slack."""

import pytest
from standardwebhooks import Webhook

from delivery.models import Delivery, DeliveryChannel, DeliveryStatus
from delivery.webhooks import slack_message
from subscriptions import wording
from subscriptions.models import Subscriber
from tests.leads import test_webhooks as lead_webhooks
from tests.subscriptions.conftest import READER, link_in, mails_to, subscribe

pytestmark = pytest.mark.django_db

EVENTS = ("subscriber.confirmed", "subscriber.unsubscribed")
# The lead webhooks' receiver on loopback and their settings (loopback allowed, no retry delay).
receiver = lead_webhooks.receiver
_webhook_settings = lead_webhooks._webhook_settings
endpoint_for = lead_webhooks.endpoint_for


@pytest.fixture
def links(browser, run_tasks):
    subscribe(browser)
    run_tasks()
    [message] = mails_to(READER)
    return link_in(message, "subscribe/confirm"), link_in(message, "unsubscribe")


def events(receiver, secret: str) -> list[dict]:
    return [Webhook(secret).verify(request.body, request.headers) for request in receiver.requests]


def test_a_confirmed_reader_is_delivered_signed_with_their_consent(browser, links, run_tasks, receiver):
    endpoint = endpoint_for(receiver.url, events=EVENTS)
    lead_only = endpoint_for(receiver.url, events=("lead.created",))

    browser.post(links[0])
    run_tasks()

    [event] = events(receiver, endpoint.secret)
    assert event["type"] == "subscriber.confirmed"
    subscriber = event["data"]["subscriber"]
    stored = Subscriber.objects.get()
    assert subscriber["email"] == READER
    assert subscriber["status"] == "confirmed"
    assert subscriber["consentText"] == wording.CONSENT
    assert subscriber["language"] == "en"
    assert subscriber["createdAt"] == stored.created_at.isoformat()
    assert subscriber["confirmedAt"] == stored.confirmed_at.isoformat()
    assert subscriber["unsubscribedAt"] is None
    delivery = Delivery.objects.get(channel=DeliveryChannel.WEBHOOK)
    assert delivery.endpoint == endpoint and delivery.endpoint != lead_only
    assert delivery.lead is None and delivery.reference == stored.reference
    assert delivery.status == DeliveryStatus.SENT
    assert receiver.requests[0].headers["webhook-id"] == delivery.webhook_id


def test_confirming_twice_sends_one_event(browser, links, run_tasks, receiver):
    endpoint_for(receiver.url, events=EVENTS)
    browser.post(links[0])
    browser.post(links[0])
    run_tasks()
    assert len(receiver.requests) == 1


def test_unsubscribing_after_confirming_is_delivered_once(browser, links, run_tasks, receiver):
    endpoint = endpoint_for(receiver.url, events=EVENTS)
    browser.post(links[0])
    browser.post(links[1])
    browser.post(links[1])
    run_tasks()

    kinds = [event["type"] for event in events(receiver, endpoint.secret)]
    assert sorted(kinds) == ["subscriber.confirmed", "subscriber.unsubscribed"]
    left = next(e for e in events(receiver, endpoint.secret) if e["type"] == "subscriber.unsubscribed")
    assert left["data"]["subscriber"]["status"] == "unsubscribed"
    assert (
        left["data"]["subscriber"]["unsubscribedAt"] == Subscriber.objects.get().unsubscribed_at.isoformat()
    )


def test_a_reader_who_never_confirmed_is_never_sent(browser, links, run_tasks, receiver):
    endpoint_for(receiver.url, events=EVENTS)
    browser.post(links[1])
    run_tasks()
    assert receiver.requests == []


def test_a_failed_event_is_retried_with_the_same_webhook_id(browser, links, run_tasks, receiver):
    receiver.script = [500, 200]
    endpoint_for(receiver.url, events=EVENTS)
    browser.post(links[0])
    run_tasks()
    run_tasks()

    first, second = receiver.requests
    assert first.headers["webhook-id"] == second.headers["webhook-id"]
    assert Delivery.objects.get(channel=DeliveryChannel.WEBHOOK).status == DeliveryStatus.SENT


def test_slack_reads_one_line_per_event():
    body = {"type": "subscriber.confirmed", "data": {"subscriber": {"email": "a<b>@example.com"}}}
    assert slack_message(body) == {"text": "a&lt;b&gt;@example.com subscribed to new articles."}
    body["type"] = "subscriber.unsubscribed"
    assert slack_message(body) == {"text": "a&lt;b&gt;@example.com unsubscribed from new articles."}


def test_the_endpoint_form_offers_the_subscriber_events(client, django_user_model):
    owner = django_user_model.objects.create_superuser("owner", "owner@acme.example", "a-long-passphrase")
    client.force_login(owner)
    html = client.get("/django-admin/delivery/webhookendpoint/add/").content.decode()
    for event in EVENTS:
        assert f'value="{event}"' in html
    assert "a reader confirmed their subscription" in html
