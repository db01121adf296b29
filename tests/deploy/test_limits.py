"""The production stack's limits (deploy/nginx.conf.template): nginx refuses an oversized body
itself, and a body Django refuses unread never costs the next request its connection.

One stack for the module (tests/deploy/test_stack.py's Stack, lead throttles off so a hundred
leads from one address are all taken).
"""

import shutil
import tempfile
import uuid
from pathlib import Path

import pytest

from tests.deploy.test_stack import Stack
from tests.leads.conftest import HOME_CONTACT

pytestmark = pytest.mark.deployed

PAIRS = 100
JSON = {"content-type": "application/json"}


@pytest.fixture(scope="module")
def stack():
    state = Path(tempfile.mkdtemp(prefix="agency-prod-limits-"))
    state.chmod(0o755)
    stack = Stack(state)
    stack.env |= {"LEADS_THROTTLE_BURST": "off", "LEADS_THROTTLE_SUSTAINED": "off"}
    try:
        stack.start()
        yield stack
    finally:
        stack.stop()
        shutil.rmtree(state, ignore_errors=True)


def _stored_emails(stack) -> list[str]:
    return stack.query(
        "import json; from leads.models import ContactSubmission as C; "
        "rows = C.objects.filter(email__endswith='@pairs.example'); "
        "print(json.dumps(list(rows.values_list('email', flat=True))))"
    )


def test_an_oversized_post_never_costs_the_next_lead_its_answer(stack):
    """A hundred pairs: a 300 KB post (a form's, refused by nginx; or the lead API's, refused unread
    by Django), then a valid lead on the same client. Every lead is stored, nothing answers 5xx."""
    form_body = {"name": "x" * (300 * 1024)}
    api_body = '{"message": "' + "y" * (300 * 1024) + '"}'
    statuses: list[int] = []
    with stack.client() as client:
        for number in range(PAIRS):
            if number % 2:
                big = client.post(f"{stack.https}/es/contacto/enviar", data=form_body)
            else:
                big = client.post(f"{stack.https}/api/contact", content=api_body, headers=JSON)
            assert big.status_code == 413, big.text[:500]
            lead = client.post(
                f"{stack.https}/api/contact",
                json=HOME_CONTACT
                | {"email": f"visitor{number}@pairs.example", "idempotencyKey": str(uuid.uuid4())},
            )
            statuses += [big.status_code, lead.status_code]
            assert lead.status_code == 201, (number, lead.status_code, lead.text[:500])
    assert not [status for status in statuses if status >= 500]
    emails = _stored_emails(stack)
    assert sorted(emails) == sorted(f"visitor{number}@pairs.example" for number in range(PAIRS))


def test_nginx_refuses_an_oversized_body_with_the_sites_own_answer(stack):
    body = {"name": "x" * (300 * 1024)}
    with stack.client() as client:
        spanish = client.post(f"{stack.https}/es/contacto/enviar", data=body)
        english = client.post(f"{stack.https}/contact/send", data=body)
        api = client.post(f"{stack.https}/api/contact", data=body)
    assert spanish.status_code == english.status_code == api.status_code == 413
    # nginx's answer (no request id from Django, no page rendered), in the site's words.
    assert spanish.headers["content-type"].startswith("text/html")
    assert '<html lang="es">' in spanish.text and "demasiado" in spanish.text
    assert '<html lang="en">' in english.text and "too large" in english.text
    assert api.headers["content-type"] == "application/json"
    assert "too large" in api.json()["detail"]
