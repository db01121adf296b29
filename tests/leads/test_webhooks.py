"""Outgoing webhooks: signed events a receiver can verify, retries, SSRF refusals, Slack, the admin."""

import json
import socket
import subprocess
import sys

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Permission
from django.db import transaction
from standardwebhooks import Webhook

from delivery.models import Delivery, DeliveryAttempt, DeliveryChannel, DeliveryStatus, WebhookEndpoint
from delivery.webhooks import WebhookURLRefused, _request, secret_generate, slack_message, url_check
from leads.lead_webhooks import lead_event_enqueue
from leads.models import ContactSubmission, LeadStatus
from leads.pipeline import lead_set_status
from tests.leads.conftest import HOME_CONTACT, PAGE_CONTACT
from tests.leads.webhook_receiver import Receiver

pytestmark = pytest.mark.django_db

ENDPOINTS = "/django-admin/delivery/webhookendpoint/"
DELIVERIES = "/django-admin/delivery/delivery/"


@pytest.fixture(autouse=True)
def _webhook_settings(settings):
    settings.WEBHOOK_ALLOWED_NETWORKS = ["127.0.0.0/8"]  # the receiver is on loopback
    settings.WEBHOOK_TIMEOUT_SECONDS = 0.5
    settings.LEADS_EMAIL_RETRY_BASE_SECONDS = 0
    settings.SITE_URL = "https://www.acme.example"


@pytest.fixture
def receiver():
    running = Receiver().start()
    yield running
    running.stop()


def endpoint_for(url: str, *, events=("lead.created", "lead.status_changed"), active=True) -> WebhookEndpoint:
    return WebhookEndpoint.objects.create(
        url=url, description="CRM", events=list(events), active=active, secret=secret_generate()
    )


def webhook_deliveries(**filters):
    return Delivery.objects.filter(channel=DeliveryChannel.WEBHOOK, **filters)


def test_a_new_lead_reaches_the_receiver_signed_and_labelled(api, run_tasks, receiver):
    endpoint = endpoint_for(receiver.url)
    lead_id = api.contact({**PAGE_CONTACT}, HTTP_REFERER="https://www.google.com/").json()["id"]

    run_tasks()

    assert len(receiver.requests) == 1
    request = receiver.requests[0]
    event = Webhook(endpoint.secret).verify(request.body, request.headers)
    assert event["type"] == "lead.created"
    lead = event["data"]["lead"]
    assert lead["id"] == lead_id
    assert lead["name"] == PAGE_CONTACT["name"]
    assert lead["source"] == {"id": "contact_page", "label": "Contact page form"}
    assert {"question": "Message", "answer": PAGE_CONTACT["message"]} in lead["answers"]
    assert set(lead["tracking"]) == {"page", "landingPage", "referrer", "utm", "clickIds"}
    # Which lead to call first travels with it: the seeded rules give a phone number 10 points.
    assert lead["score"] == {"value": 10, "reasons": ["+10 Phone number given"]}
    assert lead["adminUrl"] == "https://www.acme.example/admin"
    assert lead["djangoAdminUrl"].endswith(f"/django-admin/leads/contactsubmission/{lead_id}/change/")
    delivery = webhook_deliveries().get()
    assert request.headers["webhook-id"] == delivery.webhook_id
    assert delivery.status == DeliveryStatus.SENT
    assert list(delivery.delivery_attempts.values_list("status_code", flat=True)) == [200]


def test_a_tampered_body_fails_verification(api, run_tasks, receiver):
    from standardwebhooks.webhooks import WebhookVerificationError

    endpoint = endpoint_for(receiver.url)
    api.contact(HOME_CONTACT)
    run_tasks()

    request = receiver.requests[0]
    with pytest.raises(WebhookVerificationError):
        Webhook(endpoint.secret).verify(request.body.replace(b"Dana", b"Mona"), request.headers)
    with pytest.raises(WebhookVerificationError):
        Webhook(secret_generate()).verify(request.body, request.headers)


def test_failures_are_retried_with_the_same_webhook_id_and_recorded(api, run_tasks, receiver):
    receiver.script = [500, 500, 200]
    endpoint_for(receiver.url)
    api.contact(HOME_CONTACT)

    run_tasks()
    run_tasks()  # nothing is left to send after the 2xx

    assert [r.answered for r in receiver.requests] == [500, 500, 200]
    assert len({r.headers["webhook-id"] for r in receiver.requests}) == 1
    delivery = webhook_deliveries().get()
    assert delivery.status == DeliveryStatus.SENT and delivery.attempts == 3
    attempts = list(delivery.delivery_attempts.order_by("started_at", "id"))
    assert [a.status_code for a in attempts] == [500, 500, 200]
    assert attempts[0].response_start == "Receiver error: try again later"
    assert all(a.duration_ms >= 0 for a in attempts)


def test_a_receiver_that_times_out_is_tried_again(api, run_tasks, receiver):
    receiver.script = ["hang", 200]
    receiver.hang_seconds = 1.5
    endpoint_for(receiver.url)
    api.contact(HOME_CONTACT)

    run_tasks()

    delivery = webhook_deliveries().get()
    assert delivery.status == DeliveryStatus.SENT
    first, second = delivery.delivery_attempts.order_by("started_at", "id")
    assert first.status_code is None and "Timed out" in first.error
    assert second.status_code == 200


def test_a_redirect_is_not_followed_and_counts_as_a_failure(api, run_tasks, receiver, settings):
    settings.LEADS_EMAIL_MAX_ATTEMPTS = 2
    receiver.script = ["redirect"]
    endpoint_for(receiver.url)
    api.contact(HOME_CONTACT)

    run_tasks()

    assert [r.path for r in receiver.requests] == ["/hooks/leads", "/hooks/leads"]  # never /moved
    delivery = webhook_deliveries().get()
    assert delivery.status == DeliveryStatus.FAILED
    assert "HTTP 302" in delivery.last_error and "redirects are not followed" in delivery.last_error


def test_inactive_and_unsubscribed_endpoints_and_spam_receive_nothing(api, run_tasks, receiver):
    endpoint_for(receiver.url, active=False)
    endpoint_for(receiver.url, events=["lead.status_changed"])
    api.contact(HOME_CONTACT)
    api.contact({**PAGE_CONTACT, "homepage": "https://spam.example"})  # the honeypot: spam

    run_tasks()

    assert receiver.requests == []
    assert not webhook_deliveries().exists()


def test_one_delivery_per_active_endpoint_in_the_leads_transaction(api, receiver):
    endpoint_for(receiver.url)
    endpoint_for(receiver.url + "?second")
    api.contact(HOME_CONTACT)

    ids = set(webhook_deliveries().values_list("webhook_id", flat=True))
    assert webhook_deliveries().count() == 2 and len(ids) == 2


def test_status_changed_goes_only_with_its_transaction(api, run_tasks, receiver):
    endpoint = endpoint_for(receiver.url, events=["lead.status_changed"])
    lead = ContactSubmission.objects.get(pk=api.contact(HOME_CONTACT).json()["id"])

    with pytest.raises(RuntimeError), transaction.atomic():
        lead_event_enqueue(lead=lead, event="lead.status_changed", data={"from": "new", "to": "lost"})
        raise RuntimeError("the status change failed")
    assert not webhook_deliveries().exists()

    with transaction.atomic():
        lead_event_enqueue(lead=lead, event="lead.status_changed", data={"from": "new", "to": "contacted"})
    run_tasks()

    event = Webhook(endpoint.secret).verify(receiver.requests[0].body, receiver.requests[0].headers)
    assert event["type"] == "lead.status_changed"
    assert event["data"]["from"] == "new" and event["data"]["to"] == "contacted"
    assert event["data"]["lead"]["id"] == lead.pk
    assert len(receiver.requests) == 1


def test_a_pipeline_status_change_is_sent_as_lead_status_changed(api, run_tasks, receiver):
    """The pipeline's one status service announces the change; the webhook goes with it, signed."""
    endpoint = endpoint_for(receiver.url, events=["lead.status_changed"])
    staff = get_user_model().objects.create_user("morgan", is_staff=True)
    lead = ContactSubmission.objects.get(pk=api.contact(HOME_CONTACT).json()["id"])

    lead_set_status(lead=lead, status=LeadStatus.QUALIFIED, by=staff)
    run_tasks()

    assert len(receiver.requests) == 1
    event = Webhook(endpoint.secret).verify(receiver.requests[0].body, receiver.requests[0].headers)
    assert event["type"] == "lead.status_changed"
    assert (event["data"]["from"], event["data"]["to"]) == ("new", "qualified")
    assert (event["data"]["fromLabel"], event["data"]["toLabel"], event["data"]["by"]) == (
        "New",
        "Qualified",
        "morgan",
    )
    assert event["data"]["lead"]["status"] == "qualified"
    # Staff notes are internal: never part of what a receiver gets.
    assert "notes" not in event["data"]["lead"]


@pytest.mark.parametrize(
    "url",
    ["http://127.0.0.1/hook", "http://10.0.0.8/hook", "http://169.254.169.254/latest", "http://[::1]/hook"],
)
def test_internal_addresses_are_refused_unless_allowed(settings, url):
    settings.WEBHOOK_ALLOWED_NETWORKS = []
    with pytest.raises(WebhookURLRefused, match="site's own network"):
        url_check(url)


def test_plain_http_is_refused_when_not_allowed(settings):
    settings.WEBHOOK_ALLOW_HTTP = False
    with pytest.raises(WebhookURLRefused, match="Only https://"):
        url_check("http://93.184.216.34/hook")


def test_production_refuses_plain_http_by_default(tmp_path):
    from tests.hardening.test_security_headers import ROOT, _production_env

    probe = (
        "from delivery.webhooks import WebhookURLRefused, url_check\n"
        "try:\n    url_check('http://93.184.216.34/hook')\nexcept WebhookURLRefused as exc:\n    print(exc)"
    )
    result = subprocess.run(
        [sys.executable, "manage.py", "shell", "--no-imports", "-c", probe],
        cwd=ROOT,
        env=_production_env(tmp_path),
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.strip().splitlines()[-1] == "Only https:// URLs can receive webhooks."


def test_a_host_that_turned_internal_is_refused_at_send_time(api, run_tasks, receiver, settings, monkeypatch):
    endpoint_for(receiver.url.replace("127.0.0.1", "crm.acme.example"))
    real = socket.getaddrinfo
    monkeypatch.setattr(
        socket,
        "getaddrinfo",
        lambda host, *a, **k: (
            real("10.1.2.3", *a, **k) if host == "crm.acme.example" else real(host, *a, **k)
        ),
    )
    settings.LEADS_EMAIL_MAX_ATTEMPTS = 1
    api.contact(HOME_CONTACT)

    run_tasks()

    assert receiver.requests == []
    attempt = DeliveryAttempt.objects.get()
    assert attempt.error.startswith("Refused:") and "10.1.2.3" in attempt.error


def test_the_request_goes_to_the_checked_address_with_the_urls_host(api, run_tasks, receiver, monkeypatch):
    port = receiver.server.server_address[1]
    endpoint_for(f"http://crm.acme.example:{port}/hooks/leads")
    real = socket.getaddrinfo
    resolved = []

    def resolve(host, *args, **kwargs):
        resolved.append(host)
        return real("127.0.0.1" if host == "crm.acme.example" else host, *args, **kwargs)

    monkeypatch.setattr(socket, "getaddrinfo", resolve)
    api.contact(HOME_CONTACT)

    run_tasks()

    assert receiver.requests[0].headers["Host"] == f"crm.acme.example:{port}"
    assert resolved.count("crm.acme.example") == 1  # resolved once, for the check; connected to that address


def test_slack_gets_a_short_human_message_without_a_signature():
    endpoint = WebhookEndpoint(
        url="https://hooks.slack.com/services/T000/B000/XXXX", secret=secret_generate()
    )
    body = {
        "type": "lead.created",
        "timestamp": "2026-11-23T10:00:00+00:00",
        "data": {
            "lead": {
                "name": "Dana <b>Whitfield</b>",
                "company": "Harbour & Co",
                "source": {"label": "Contact page form"},
                "adminUrl": "https://www.acme.example/admin",
            }
        },
    }

    content, headers = _request(endpoint, body, "msg_1")

    assert endpoint.is_slack
    assert json.loads(content) == {
        "text": "New lead from Dana &lt;b&gt;Whitfield&lt;/b&gt; (Harbour &amp; Co) via Contact page form. "
        "<https://www.acme.example/admin|Open the leads page>"
    }
    assert "webhook-signature" not in headers
    changed = {**body, "type": "lead.status_changed", "data": {**body["data"], "to": "Won"}}
    assert slack_message(changed)["text"].startswith(
        "Lead Dana &lt;b&gt;Whitfield&lt;/b&gt; (Harbour &amp; Co) moved to Won."
    )


# --- the Django admin --------------------------------------------------------------------------


@pytest.fixture
def admin_client(client):
    user = get_user_model().objects.create_superuser("owner", "owner@acme.example", "a-long-passphrase")
    client.force_login(user)
    return client


def test_the_secret_is_shown_once_after_saving(admin_client, receiver):
    response = admin_client.post(
        f"{ENDPOINTS}add/",
        {"url": receiver.url, "description": "Pipedrive", "events": ["lead.created"], "active": "on"},
    )

    endpoint = WebhookEndpoint.objects.get()
    assert response.status_code == 200
    assert endpoint.secret.startswith("whsec_")
    assert endpoint.secret in response.text
    assert "no-store" in response["Cache-Control"]
    change = admin_client.get(f"{ENDPOINTS}{endpoint.pk}/change/")
    assert change.status_code == 200 and endpoint.secret not in change.text


def test_rotating_shows_the_new_secret_once(admin_client, receiver):
    endpoint = endpoint_for(receiver.url)
    old = endpoint.secret

    response = admin_client.post(ENDPOINTS, {"action": "rotate_secret", "_selected_action": [endpoint.pk]})

    endpoint.refresh_from_db()
    assert endpoint.secret != old and endpoint.secret in response.text


def test_the_admin_form_explains_a_refused_url(admin_client, settings):
    settings.WEBHOOK_ALLOWED_NETWORKS = []
    response = admin_client.post(
        f"{ENDPOINTS}add/", {"url": "http://10.0.0.8/hook", "events": ["lead.created"], "active": "on"}
    )

    assert response.status_code == 200
    assert (
        "10.0.0.8 resolves to 10.0.0.8, a loopback, private, link-local or reserved address" in response.text
    )
    assert not WebhookEndpoint.objects.exists()


def test_staff_need_the_endpoint_permissions(client, receiver):
    user = get_user_model().objects.create_user(
        "staffer", "s@acme.example", "a-long-passphrase", is_staff=True
    )
    client.force_login(user)
    assert client.get(f"{ENDPOINTS}add/").status_code == 403

    user.user_permissions.add(Permission.objects.get(codename="add_webhookendpoint"))
    assert client.get(f"{ENDPOINTS}add/").status_code == 200


def test_send_a_test_event(admin_client, receiver):
    endpoint = endpoint_for(receiver.url)

    response = admin_client.post(
        ENDPOINTS, {"action": "send_test_event", "_selected_action": [endpoint.pk]}, follow=True
    )

    event = Webhook(endpoint.secret).verify(receiver.requests[0].body, receiver.requests[0].headers)
    assert event["type"] == "webhook.test"
    assert "answered HTTP 200" in response.text


def test_redeliver_sends_again_with_the_same_webhook_id(admin_client, api, run_tasks, receiver):
    endpoint = endpoint_for(receiver.url)
    api.contact(HOME_CONTACT)
    run_tasks()
    delivery = webhook_deliveries().get()

    admin_client.post(DELIVERIES, {"action": "redeliver", "_selected_action": [delivery.pk]})
    run_tasks()

    assert len(receiver.requests) == 2
    assert {r.headers["webhook-id"] for r in receiver.requests} == {delivery.webhook_id}
    page = admin_client.get(f"{DELIVERIES}{delivery.pk}/change/")
    assert page.status_code == 200 and delivery.webhook_id in page.text
    endpoint_page = admin_client.get(f"{ENDPOINTS}{endpoint.pk}/change/")
    assert endpoint_page.text.count(delivery.webhook_id) == 2  # both attempts are listed
