"""The webhook channel: signing secrets, the URL checks, the HTTP sender, Slack's short lines,
and the staff actions on an endpoint.

Deliveries themselves (queueing an event, claim, retry with backoff, recovery) are delivery.queue's;
what an event about a lead says is leads.lead_webhooks'.

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
from django.utils import timezone
from django.utils.functional import Promise
from standardwebhooks import Webhook

from agency.identity import site_identity
from delivery.models import Delivery, DeliveryAttempt, WebhookEndpoint, is_slack_url

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


def event_body(event: str, data: dict) -> dict:
    return {"type": event, "timestamp": timezone.now().astimezone(UTC).isoformat(), "data": data}


def as_json(value):
    """`value` with every translatable text (a choice's label, a question) as plain text, in the
    language active now: a JSON field stores strings, not lazy translations."""
    if isinstance(value, dict):
        return {key: as_json(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [as_json(item) for item in value]
    if isinstance(value, Promise):
        return str(value)
    return value


# Slack's one line for each event, by event (registered at start-up by the app that sends it:
# leads for the lead events, subscriptions for the subscriber events).
SlackLine = Callable[[dict], str]
_SLACK_LINES: dict[str, SlackLine] = {}


def register_slack_line(event: str, line: SlackLine) -> None:
    """Say what Slack reads for `event`: `line(body)` returns its text, already escaped for Slack
    (use `slack_escape`). Called once per event at start-up by the app that sends it."""
    _SLACK_LINES[event] = line


def slack_escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def slack_message(body: dict) -> dict:
    """The short human message a Slack incoming webhook gets instead of the JSON."""
    if body["type"] in _SLACK_LINES:
        return {"text": _SLACK_LINES[body["type"]](body)}
    name = slack_escape(site_identity().name)
    if body["type"] != TEST_EVENT:
        return {"text": f"Event {slack_escape(str(body['type']))} from {name}."}
    text = f"Test event from {name}: this channel will hear of new leads."
    admin_url = (body["data"].get("lead") or {}).get("adminUrl")
    return {"text": f"{text} <{admin_url}|Open the leads page>" if admin_url else text}


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
    """The webhook channel's sender for delivery.queue: one attempt, recorded; raises unless a 2xx
    acknowledged it (so delivery.queue retries it with backoff)."""
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
            "language": settings.LANGUAGE_CODE,
            "answers": [{"question": "Message", "answer": "This is a test event: no lead was created."}],
            "adminUrl": f"{settings.SITE_URL}/admin",
        }
    }
    return attempt_send(endpoint, event_body(TEST_EVENT, sample), f"msg_{uuid.uuid4().hex}")


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
