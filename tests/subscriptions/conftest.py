import re
from html import unescape

import pytest
from django.core import mail
from django.test import Client

from tests.leads.conftest import run_tasks  # noqa: F401 (the worker loop, as a fixture here too)

READER = "reader@harbourcoffee.com"


@pytest.fixture
def browser(db, settings):
    """A visitor's browser without JavaScript: no cookie, no token, CSRF checks enforced. Its posts
    need no confirmation step: the minimum fill time is the subject of tests/forms/test_fill_time.py."""
    settings.LEADS_MIN_FILL_MS = 0
    return Client(enforce_csrf_checks=True, HTTP_USER_AGENT="Mozilla/5.0 (no JavaScript)")


def subscribe(client, email: str = READER, *, headers: dict | None = None, **fields):
    data = {"email": email, "source": "/insights/local-seo", "homepage": "", **fields}
    return client.post("/insights/subscribe", data, headers=headers or {})


def link_in(message, kind: str) -> str:
    """The path of the `kind` link ("subscribe/confirm" or "unsubscribe") in an email's body."""
    found = re.search(rf"https?://[^/\s]+(/insights/{kind}/[^\s]+)", message.body)
    assert found, f"no {kind} link in {message.body!r}"
    return found.group(1)


def mails_to(address: str) -> list:
    return [message for message in mail.outbox if address in message.to]


def field_value(html: str, field_id: str) -> str:
    tag = re.search(rf'<input\b[^>]*\bid="{field_id}"[^>]*>', html)
    assert tag, f"no field #{field_id}"
    value = re.search(r'\bvalue="([^"]*)"', tag.group(0))
    return unescape(value.group(1)) if value else ""


def field_error(html: str, field_id: str) -> str | None:
    found = re.search(rf'<p id="{field_id}-error" class="field-error">([^<]*)</p>', html)
    return unescape(found.group(1)) if found else None


def heading(html: str) -> str:
    found = re.search(r"<h1[^>]*>([^<]*)</h1>", html)
    assert found, "no h1"
    return unescape(found.group(1))
