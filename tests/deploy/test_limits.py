"""The production stack's limits (deploy/nginx.conf.template): nginx refuses an oversized body
itself, a body Django refuses unread never costs the next request its connection, a public page's
cached copy is keyed by its own parameters only, and each client address may send only so many
requests to gunicorn (limit_req: PROXY_APP_RATE, PROXY_APP_BURST, at their defaults here).

One stack for the module (tests/deploy/test_stack.py's Stack, lead throttles off). Each test sends
from loopback addresses of its own (127.0.x.y), so one test's requests never count against another's.
"""

import html
import re
import time
import uuid

import pytest

from tests.deploy.test_stack import running_stack
from tests.leads.conftest import HOME_CONTACT, PAGE_CONTACT

pytestmark = pytest.mark.deployed

PAIRS = 100
HIDDEN = re.compile(r'<input type="hidden" name="(stamp|page)" value="([^"]*)">')
JSON = {"content-type": "application/json"}


@pytest.fixture(scope="module")
def stack():
    with running_stack(
        "agency-prod-limits-",
        # A second of minimum fill time: the confirmation step of a form without JavaScript is short.
        {"LEADS_THROTTLE_BURST": "off", "LEADS_THROTTLE_SUSTAINED": "off", "LEADS_MIN_FILL_MS": "1000"},
    ) as stack:
        yield stack


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
    for number in range(PAIRS):
        # Each pair from an address of its own: the gate's limit per address is another test's.
        with stack.client(local_address=f"127.0.1.{number + 1}") as client:
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
    with stack.client(local_address="127.0.2.1") as client:
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


# --- the cache key, and the gate's limit per address ----------------------------------------------

CLICK_IDS = ("gclid", "gbraid", "wbraid", "fbclid", "msclkid", "li_fat_id", "ttclid")


def test_campaign_parameters_click_ids_and_unknown_parameters_reach_the_cached_copy(stack):
    with stack.client(local_address="127.0.3.1") as client:
        for path in ("/about", "/sitemap.xml", "/es/nosotros"):
            first = client.get(f"{stack.https}{path}")
            assert first.status_code == 200
            for number, name in enumerate(CLICK_IDS):
                again = client.get(
                    f"{stack.https}{path}?utm_source=news&utm_campaign=fall&{name}=x{number}&b={uuid.uuid4()}"
                )
                assert again.headers["x-cache-status"] == "HIT", (path, name)
                assert again.content == first.content
        # A parameter the page reads is a copy of its own, spelled as gunicorn gets it.
        assert client.get(f"{stack.https}/insights").status_code == 200
        assert client.get(f"{stack.https}/insights?b=1").headers["x-cache-status"] == "HIT"
        assert client.get(f"{stack.https}/insights?page=1").headers["x-cache-status"] == "MISS"
        assert client.get(f"{stack.https}/insights?page=02&page=1").status_code == 404


def test_a_form_post_keeps_the_campaign_of_the_address_it_was_sent_from(stack):
    """The page was a cached copy without its campaign parameters; the browser's Referer still
    carries them (Referrer-Policy: same-origin). The post from a cached page gets the confirmation
    step (forms.fill_time), which carries the page along, and the lead is stored with them."""
    page = f"{stack.https}/contact?utm_source=spring-mail&utm_campaign=launch&gclid=abc"
    form = PAGE_CONTACT | {"email": "campaign@pairs-utm.example", "source": "contact_page"}
    send = f"{stack.https}/contact/send"
    with stack.client(local_address="127.0.3.2") as client:
        assert client.get(page).headers["referrer-policy"] == "same-origin"
        step = client.post(send, data=form, headers={"referer": page, "origin": stack.https})
        assert step.status_code == 200 and "One more step" in step.text, step.text[:1000]
        hidden = {name: html.unescape(value) for name, value in HIDDEN.findall(step.text)}
        time.sleep(1.2)  # a person reads the step
        sent = client.post(send, data=form | hidden, headers={"referer": send, "origin": stack.https})
    assert sent.status_code == 303, sent.text[:1000]
    stored = stack.query(
        "import json; from leads.models import ContactSubmission as C; "
        "lead = C.objects.get(email='campaign@pairs-utm.example'); "
        "print(json.dumps([lead.utm_source, lead.utm_campaign, lead.landing_page]))"
    )
    assert stored == [
        "spring-mail",
        "launch",
        "/contact?utm_source=spring-mail&utm_campaign=launch&gclid=abc",
    ]


def _until_refused(client, url: str, limit: int = 400, *, post: bool = False):
    for _ in range(limit):
        # A post is an empty lead: refused by the gate (429), or by the API (400), never stored.
        response = client.post(url, json={}) if post else client.get(url + str(uuid.uuid4().int)[:6])
        if response.status_code == 429:
            return response
    raise AssertionError(f"{limit} requests to gunicorn from one address and none refused")


def test_one_address_past_its_rate_meets_429_while_cached_pages_and_other_addresses_are_served(stack):
    with stack.client(local_address="127.0.4.1") as flood, stack.client(local_address="127.0.4.2") as other:
        # Articles' pages that do not exist: each one a request to gunicorn (a 404 is not cached).
        refused = _until_refused(flood, f"{stack.https}/insights/no-such-article-")
        assert refused.headers["retry-after"] == "1"
        assert refused.headers["content-type"].startswith("text/html")
        assert '<html lang="en">' in refused.text and "Too many requests" in refused.text
        assert "no-store" in refused.headers["cache-control"]
        # The gate lets one more request through each tenth of a second, so each refusal is asked
        # for until it comes (on a busy machine the next request may already be let through).
        spanish = _until_refused(flood, f"{stack.https}/es/articulos/no-existe-")
        assert "Demasiadas solicitudes" in spanish.text
        api = _until_refused(flood, f"{stack.https}/api/contact", post=True)
        assert api.headers["content-type"] == "application/json"
        assert "Retry-After" in api.json()["detail"]
        # A page nginx holds is still served to the refused address; another address reaches gunicorn.
        assert flood.get(f"{stack.https}/about?utm_source=x").status_code == 200
        assert other.get(f"{stack.https}/insights/no-such-article-9").status_code == 404
        # A second later the address is let through again.
        time.sleep(1.2)
        assert flood.get(f"{stack.https}/insights/no-such-article-9").status_code == 404
