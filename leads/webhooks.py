"""Outgoing webhooks: what a lead event says, who hears of it, and the HTTP sender.

Deliveries themselves (claim, retry with backoff, recovery, the failed view) are leads.delivery's:
this module registers the webhook channel's sender (from LeadsConfig.ready) and creates one
Delivery per active endpoint subscribed to an event, in the caller's transaction.

Every request is checked against server-side request forgery twice: when staff save the URL, and
again at send time, because DNS can change. The host is resolved once, every address it resolves
to is checked, and the request connects to the checked address itself (keeping the Host header and
TLS server name of the URL), so a DNS answer that changes between check and connect cannot aim the
request at the site's own network.
"""

import base64
import ipaddress
import json
import secrets
import socket
import time
import uuid
from collections.abc import Callable
from datetime import UTC, datetime
from urllib.parse import urlsplit, urlunsplit

from django.conf import settings
from django.db import transaction
from django.dispatch import receiver
from django.urls import reverse
from django.utils import timezone, translation
from django.utils.functional import Promise
from standardwebhooks import Webhook

from agency.identity import site_identity
from leads.click_ids import click_ids_clean
from leads.conversions import won_payload
from leads.models import (
    DEFAULT_LANGUAGE,
    WEBHOOK_EVENTS,
    BuiltForm,
    Delivery,
    DeliveryAttempt,
    DeliveryChannel,
    DeliveryKind,
    Lead,
    LeadStatus,
    WebhookEndpoint,
    built_form_pk,
    is_slack_url,
    language_label,
)
from leads.signals import lead_status_changed, lead_won

RESPONSE_START_CHARS = 1000
TEST_EVENT = "webhook.test"


class WebhookURLRefused(ValueError):
    """The URL may not receive webhooks (its scheme, or an address it resolves to)."""


class WebhookRejected(Exception):
    """The receiver answered, but not with a 2xx."""


# --- secrets and URLs --------------------------------------------------------------------------


def secret_generate() -> str:
    """A new signing secret in the Standard Webhooks format: whsec_ and 32 random bytes in base64."""
    return "whsec_" + base64.b64encode(secrets.token_bytes(32)).decode()


# IPv6 forms that carry an IPv4 address inside: NAT64 (RFC 6052, 8215), IPv4-compatible and
# -translated forms. A gateway turns each into its IPv4 address, so that one must be public too.
_EMBEDDING_IPV4 = [
    ipaddress.ip_network("64:ff9b::/96"),
    ipaddress.ip_network("64:ff9b:1::/48"),
    ipaddress.ip_network("::/96"),
    ipaddress.ip_network("::ffff:0:0:0/96"),
]


def _forms(address: ipaddress.IPv4Address | ipaddress.IPv6Address) -> list:
    """The address and every IPv4 address it stands for (IPv4-mapped, NAT64, 6to4, Teredo)."""
    forms = [address]
    if address.version == 6:
        if address.ipv4_mapped:
            forms.append(address.ipv4_mapped)
        if address.sixtofour:
            forms.append(address.sixtofour)
        if address.teredo:
            forms.extend(address.teredo)
        if any(address in network for network in _EMBEDDING_IPV4):
            forms.append(ipaddress.IPv4Address(int(address) & 0xFFFFFFFF))
    return forms


def _address_allowed(address: ipaddress.IPv4Address | ipaddress.IPv6Address) -> bool:
    """Only the public internet: globally routable (`is_global`, which leaves out private, shared
    100.64.0.0/10, loopback, link-local, documentation and reserved ranges) and not multicast, in
    every form the address takes; unless WEBHOOK_ALLOWED_NETWORKS lists it (a CRM inside a VPN)."""
    forms = _forms(address)
    allowed = [ipaddress.ip_network(network, strict=False) for network in settings.WEBHOOK_ALLOWED_NETWORKS]
    if any(form in network for form in forms for network in allowed if form.version == network.version):
        return True
    return all(form.is_global and not form.is_multicast for form in forms)


def url_check(url: str) -> list[str]:
    """The addresses `url`'s host resolves to, each one allowed; raises WebhookURLRefused otherwise."""
    parts = urlsplit(url)
    if parts.scheme not in ("https", "http"):
        raise WebhookURLRefused("Enter an https:// URL.")
    if parts.scheme == "http" and not settings.WEBHOOK_ALLOW_HTTP:
        raise WebhookURLRefused("Only https:// URLs can receive webhooks.")
    if not parts.hostname:
        raise WebhookURLRefused("Enter a URL with a host name.")
    if parts.username or parts.password:
        raise WebhookURLRefused("Put no user name or password in the URL.")
    try:
        port = parts.port or (443 if parts.scheme == "https" else 80)
    except ValueError as exc:
        raise WebhookURLRefused("The URL's port is not a number between 0 and 65535.") from exc
    try:
        found = socket.getaddrinfo(parts.hostname, port, type=socket.SOCK_STREAM)
    except (socket.gaierror, UnicodeError) as exc:
        raise WebhookURLRefused(f"The host {parts.hostname} could not be found.") from exc
    addresses = list(dict.fromkeys(info[4][0] for info in found))
    for address in addresses:
        if not _address_allowed(ipaddress.ip_address(address.split("%")[0])):
            raise WebhookURLRefused(
                f"{parts.hostname} resolves to {address}, a loopback, private, link-local or reserved "
                "address: webhooks cannot be sent into the site's own network."
            )
    if not addresses:
        raise WebhookURLRefused(f"The host {parts.hostname} could not be found.")
    return addresses


# --- what an event says ------------------------------------------------------------------------


def lead_payload(lead: Lead) -> dict:
    """The lead as a webhook carries it: contact details, answers by their labels, where it came
    from and where staff open it."""
    from leads.selectors import lead_answer_rows

    model_name = lead.admin_model_name
    payload = {
        "id": lead.pk,
        "type": lead.kind,
        "createdAt": lead.created_at.isoformat(),
        "name": lead.name,
        "email": lead.email,
        "company": lead.company,
        "phone": lead.phone,
        "source": {"id": lead.source, "label": lead.get_source_display()},
        # The language of the form it was sent from: "en", "es" (settings.LANGUAGES).
        "language": lead.language,
        "answers": [{"question": q, "answer": a} for q, a in lead_answer_rows(lead)],
        "score": {"value": lead.score, "reasons": list(lead.score_reasons)},
        "tracking": {
            "page": lead.page_url,
            "landingPage": lead.landing_page,
            "referrer": lead.referrer,
            "utm": {
                "source": lead.utm_source,
                "medium": lead.utm_medium,
                "campaign": lead.utm_campaign,
                "term": lead.utm_term,
                "content": lead.utm_content,
            },
            # The ad platforms' click ids of the landing page: {"gclid": "..."} (leads.click_ids).
            "clickIds": click_ids_clean(lead.click_ids),
        },
        "adminUrl": f"{settings.SITE_URL}/admin",
        "djangoAdminUrl": settings.SITE_URL + reverse(f"admin:leads_{model_name}_change", args=[lead.pk]),
    }
    status = getattr(lead, "status", None)
    if status is not None:
        payload["status"] = status
    return payload


def _event_body(event: str, data: dict) -> dict:
    return {"type": event, "timestamp": timezone.now().astimezone(UTC).isoformat(), "data": data}


def _as_json(value):
    """`value` with every translatable text (a choice's label, a question) as plain text, in the
    language active now: a JSON field stores strings, not lazy translations."""
    if isinstance(value, dict):
        return {key: _as_json(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [_as_json(item) for item in value]
    if isinstance(value, Promise):
        return str(value)
    return value


def lead_event_enqueue(*, lead: Lead, event: str, data: dict | None = None) -> list[Delivery]:
    """Queue `event` about `lead` for every active endpoint subscribed to it. Returns the deliveries.

    Call it inside the transaction that changed the lead: the deliveries and their tasks commit or
    roll back with the change. `data` adds event details next to the lead (e.g. a status change's
    "from", "to" and "by").
    """
    if lead.is_spam:
        return []
    # Receivers read the labels in the site's language, whatever page the lead came from (its own
    # language is the payload's "language").
    with translation.override(settings.LANGUAGE_CODE):
        payload = lead_payload(lead)
    # A form built in the admin may name the webhooks that receive its leads.
    pk = built_form_pk(lead.form)
    chosen = (
        set(
            BuiltForm.webhooks.through.objects.filter(builtform_id=pk).values_list(
                "webhookendpoint_id", flat=True
            )
        )
        if pk
        else set()
    )
    return event_enqueue(
        event=event, data={"lead": payload, **(data or {})}, owner={"lead": lead}, only=chosen or None
    )


def event_enqueue(*, event: str, data: dict, owner: dict, only: set[int] | None = None) -> list[Delivery]:
    """Queue `event` carrying `data` for every active endpoint subscribed to it; the one way any
    app sends a webhook event. `owner` names what the deliveries are about: `{"lead": lead}`, or
    `{"reference": "subscriber:42"}` for anything else. Call it inside the transaction of the change."""
    if event not in WEBHOOK_EVENTS:
        raise ValueError(f"Unknown webhook event {event!r}.")
    from leads.delivery import delivery_enqueue

    endpoints = [
        e
        for e in WebhookEndpoint.objects.filter(active=True)
        if event in e.events and (only is None or e.pk in only)
    ]
    if not endpoints:
        return []
    with translation.override(settings.LANGUAGE_CODE):
        body = _as_json(_event_body(event, data))
    deliveries = []
    with transaction.atomic():
        for endpoint in endpoints:
            delivery = Delivery.objects.create(
                **owner,
                channel=DeliveryChannel.WEBHOOK,
                kind=event,
                recipient=endpoint.url[:500],
                endpoint=endpoint,
                payload=body,
                webhook_id=f"msg_{uuid.uuid4().hex}",
            )
            delivery_enqueue(delivery)
            deliveries.append(delivery)
    return deliveries


# Slack's one line for events that are not about a lead, by event (registered by their app).
SlackLine = Callable[[dict], str]
_SLACK_LINES: dict[str, SlackLine] = {}


def register_slack_line(event: str, line: SlackLine) -> None:
    """Say what Slack reads for `event`: `line(body)` returns its text, already escaped for Slack
    (use `slack_escape`). Called once per event at start-up by the app that sends it."""
    _SLACK_LINES[event] = line


def slack_escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


@receiver(lead_status_changed, dispatch_uid="leads.webhooks.status_changed")
def _status_changed(sender, *, lead, old_status, new_status, by=None, **kwargs):
    """A pipeline status change goes out as `lead.status_changed`, in the change's own transaction."""
    lead_event_enqueue(
        lead=lead,
        event=DeliveryKind.LEAD_STATUS_CHANGED,
        data={
            "from": old_status,
            "to": new_status,
            "fromLabel": LeadStatus(old_status).label,
            "toLabel": LeadStatus(new_status).label,
            "by": by.get_username() if by is not None else None,
        },
    )


@receiver(lead_won, dispatch_uid="leads.webhooks.won")
def _won(sender, *, lead, by=None, **kwargs):
    """A sale goes out as `lead.won` (leads.conversions.won_payload), in the change's own transaction."""
    lead_event_enqueue(
        lead=lead,
        event=DeliveryKind.LEAD_WON,
        data={**won_payload(lead), "by": by.get_username() if by is not None else None},
    )


def slack_message(body: dict) -> dict:
    """The short human message a Slack incoming webhook gets instead of the JSON."""
    if body["type"] in _SLACK_LINES:
        return {"text": _SLACK_LINES[body["type"]](body)}
    lead = body["data"].get("lead") or {}
    who = slack_escape(" ".join(str(lead.get("name", "")).split()) or "Someone")
    if lead.get("company"):
        who += f" ({slack_escape(' '.join(str(lead['company']).split()))})"
    source = lead.get("source", {}).get("label", "")
    if body["type"] == DeliveryKind.LEAD_WON:
        conversion = body["data"].get("conversion") or {}
        worth = f" ({conversion['value']} {conversion['currency']})" if conversion.get("value") else ""
        text = f"Lead {who} was won{slack_escape(worth)}."
    elif body["type"] == "lead.status_changed":
        to = body["data"].get("toLabel") or body["data"].get("to") or lead.get("status") or "a new status"
        text = f"Lead {who} moved to {slack_escape(str(to))}."
    elif body["type"] == TEST_EVENT:
        text = f"Test event from {slack_escape(site_identity().name)}: this channel will hear of new leads."
    else:
        text = f"New lead from {who} via {slack_escape(source)}"
        language = lead.get("language")
        if isinstance(language, str) and language and language != DEFAULT_LANGUAGE:
            text += f", in {slack_escape(language_label(language))}"
        text += "."
    if lead.get("adminUrl"):
        text += f" <{lead['adminUrl']}|Open the leads page>"
    return {"text": text}


# --- sending -----------------------------------------------------------------------------------


def _httpx():
    """httpx, imported when a webhook is first sent: at import it loads its command line's modules
    (click, rich, pygments), 50 ms of every process's start (every `manage.py` command, every
    gunicorn worker), most of which never send one."""
    import httpx  # noqa: PLC0415

    return httpx


def _post(url: str, *, content: bytes, headers: dict[str, str]) -> tuple[int, str]:
    """POST to `url` through a checked address. Returns the status code and the answer's start."""
    addresses = url_check(url)
    parts = urlsplit(url)
    address = addresses[0]
    host_in_url = f"[{address}]" if ":" in address else address
    netloc = host_in_url if parts.port is None else f"{host_in_url}:{parts.port}"
    target = urlunsplit((parts.scheme, netloc, parts.path or "/", parts.query, ""))
    host_header = parts.hostname if parts.port is None else f"{parts.hostname}:{parts.port}"
    extensions = {"sni_hostname": parts.hostname} if parts.scheme == "https" else {}
    timeout = settings.WEBHOOK_TIMEOUT_SECONDS
    with _httpx().Client(follow_redirects=False, timeout=timeout, trust_env=False) as client:
        request = client.build_request(
            "POST",
            target,
            content=content,
            headers={**headers, "Host": host_header},
            extensions=extensions,
        )
        response = client.send(request, stream=True)
        try:
            start = b""
            for chunk in response.iter_bytes():
                start += chunk
                if len(start) >= RESPONSE_START_CHARS * 4:
                    break
        finally:
            response.close()
    return response.status_code, start.decode("utf-8", "replace")[:RESPONSE_START_CHARS]


def _request(endpoint: WebhookEndpoint, body: dict, webhook_id: str) -> tuple[bytes, dict[str, str]]:
    if is_slack_url(endpoint.url):
        return json.dumps(slack_message(body)).encode(), {"Content-Type": "application/json"}
    text = json.dumps(body, separators=(",", ":"), ensure_ascii=False)
    now = datetime.now(UTC)
    signature = Webhook(endpoint.secret).sign(msg_id=webhook_id, timestamp=now, data=text)
    headers = {
        "Content-Type": "application/json",
        "User-Agent": f"{settings.SITE_NAME} webhooks",
        "webhook-id": webhook_id,
        "webhook-timestamp": str(int(now.timestamp())),
        "webhook-signature": signature,
    }
    return text.encode(), headers


def attempt_send(endpoint: WebhookEndpoint, body: dict, webhook_id: str) -> dict:
    """One POST of `body` to `endpoint`. Returns what happened: status_code, duration_ms,
    response_start, error (empty when the receiver answered)."""
    started = time.monotonic()
    result = {"started_at": timezone.now(), "status_code": None, "response_start": "", "error": ""}
    try:
        content, headers = _request(endpoint, body, webhook_id)
        code, start = _post(endpoint.url, content=content, headers=headers)
        result["status_code"], result["response_start"] = code, start
    except _httpx().TimeoutException as exc:
        result["error"] = f"Timed out after {settings.WEBHOOK_TIMEOUT_SECONDS:g} s ({type(exc).__name__})."
    except WebhookURLRefused as exc:
        result["error"] = f"Refused: {exc}"
    except Exception as exc:
        result["error"] = f"{type(exc).__name__}: {exc}"[:2000]
    result["duration_ms"] = int((time.monotonic() - started) * 1000)
    return result


def send_delivery(delivery: Delivery) -> None:
    """The webhook channel's sender for leads.delivery: one attempt, recorded; raises unless a 2xx
    acknowledged it (so leads.delivery retries it with backoff)."""
    endpoint = delivery.endpoint
    if endpoint is None:
        raise WebhookRejected("The endpoint was deleted.")
    result = attempt_send(endpoint, delivery.payload, delivery.webhook_id)
    DeliveryAttempt.objects.create(delivery=delivery, **result)
    if result["error"]:
        raise WebhookRejected(result["error"])
    code = result["status_code"]
    if not 200 <= code < 300:
        detail = " (redirects are not followed)" if 300 <= code < 400 else ""
        raise WebhookRejected(f"The receiver answered HTTP {code}{detail}.")


# --- staff actions -----------------------------------------------------------------------------


def endpoint_send_test(*, endpoint: WebhookEndpoint) -> dict:
    """Send a test event to `endpoint` right now (not queued, not retried). Returns the attempt."""
    sample = {
        "lead": {
            "id": 0,
            "type": "contact",
            "name": "Test Lead",
            "email": "test.lead@example.com",
            "company": "Example Ltd",
            "source": {"id": "contact_page", "label": "Contact page form"},
            "language": DEFAULT_LANGUAGE,
            "answers": [{"question": "Message", "answer": "This is a test event: no lead was created."}],
            "adminUrl": f"{settings.SITE_URL}/admin",
        }
    }
    return attempt_send(endpoint, _event_body(TEST_EVENT, sample), f"msg_{uuid.uuid4().hex}")


def endpoint_secret_rotate(*, endpoint: WebhookEndpoint) -> str:
    """Give `endpoint` a new signing secret (deliveries from now on are signed with it). Returns it."""
    endpoint.secret = secret_generate()
    endpoint.save(update_fields=["secret"])
    return endpoint.secret


def endpoint_save(*, endpoint: WebhookEndpoint) -> str | None:
    """Store an endpoint staff added or changed. Returns the new secret when one was generated."""
    created = None
    if not endpoint.secret:
        endpoint.secret = created = secret_generate()
    endpoint.save()
    return created
