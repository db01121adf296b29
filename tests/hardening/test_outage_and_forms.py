"""What an outage leaves open, and the HTML forms' refusals (issue 23, the smaller points)."""

import re

import pytest

from agency import throttle
from leads.models import ContactSubmission
from tests.leads.conftest import (
    HOME_CONTACT,
    PAGE_CONTACT,
    no_fill_minimum,  # noqa: F401 (a fixture)
)

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("no_fill_minimum")]

DOWN = {"default": {"BACKEND": "agency.cache.ResilientRedisCache", "LOCATION": "redis://127.0.0.1:1/0"}}


@pytest.fixture
def redis_down(settings):
    settings.CACHES = DOWN  # nothing listens on port 1: every cache call fails to connect
    throttle.LOCAL_COUNTERS.clear()
    yield
    throttle.LOCAL_COUNTERS.clear()


def test_during_a_cache_outage_the_lead_throttle_keeps_counting_and_no_admitted_lead_is_lost(
    api, settings, redis_down, caplog
):
    settings.LEADS_THROTTLE_BURST = "3/min"
    statuses = [api.contact({**HOME_CONTACT, "email": f"v{n}@visitor.example"}).status_code for n in range(5)]
    assert statuses == [201, 201, 201, 429, 429]
    assert ContactSubmission.objects.count() == 3, "every admitted lead is stored"
    assert "Cache unavailable" in caplog.text


def test_during_a_cache_outage_registrations_are_still_limited(client, settings, redis_down):
    settings.AUTH_REGISTER_RATE = "2/hour"
    statuses = []
    for n in range(4):
        token = client.get("/api/auth/csrf").json()
        csrf = token.get("csrfToken") or client.cookies["csrftoken"].value
        statuses.append(
            client.post(
                "/api/auth/register",
                {"email": f"person{n}@example.org", "password": "a long passphrase 42", "name": "Pat"},
                content_type="application/json",
                HTTP_X_CSRFTOKEN=csrf,
            ).status_code
        )
    assert statuses == [201, 201, 429, 429]


def test_the_html_form_429_says_when_to_try_again_and_keeps_the_words(client, settings, contact_services):
    settings.LEADS_THROTTLE_BURST = "1/min"
    first = client.post("/contact/send", {**PAGE_CONTACT, "source": "contact_page", "homepage": ""})
    assert first.status_code == 303
    words = "Could you quote a spring campaign for our two cafés?"
    again = client.post(
        "/contact/send", {**PAGE_CONTACT, "message": words, "source": "contact_page", "homepage": ""}
    )
    assert again.status_code == 429
    assert 1 <= int(again["Retry-After"]) <= 61
    assert words in again.content.decode()
    assert again["Cache-Control"] == "private, no-store"


def test_the_quiz_form_429_carries_retry_after_too(client, settings, contact_services):
    from tests.forms.test_html_forms import hero_form

    settings.LEADS_THROTTLE_BURST = "1/min"
    assert (
        client.post("/contact/send", {**HOME_CONTACT, "source": "home_page", "homepage": ""}).status_code
        == 303
    )
    response = client.post("/get-started", hero_form())
    assert response.status_code == 429
    assert int(response["Retry-After"]) >= 1


# --- acknowledgements per mailbox (address literals: tests/hardening/test_one_email_rule.py) -----


def test_one_acknowledgement_a_day_per_mailbox_whatever_the_spelling(api, run_tasks, settings):
    from django.core import mail

    settings.ENQUIRY_EMAIL = "leads@acme.example"
    from tests.leads.conftest import payload

    spellings = [
        "victim@gmail.com",
        "victim+1@gmail.com",
        "v.i.c.t.i.m@gmail.com",
        "Victim+news@GoogleMail.com",
        "V.ictim+2@gmail.com",
    ]
    for n, email in enumerate(spellings):
        assert (
            api.contact(payload(PAGE_CONTACT, email=email, message=f"Lead number {n} here.")).status_code
            == 201
        )
    assert api.contact(payload(PAGE_CONTACT, email="dana+q3@harbourcoffee.example")).status_code == 201
    assert api.contact(payload(PAGE_CONTACT, email="dana@harbourcoffee.example")).status_code == 201
    assert api.contact(payload(PAGE_CONTACT, email="d.ana@harbourcoffee.example")).status_code == 201
    run_tasks()

    acknowledged = [
        m.to[0] for m in mail.outbox if "Lead number" not in m.body and m.to[0] != "leads@acme.example"
    ]
    staff = [m for m in mail.outbox if m.to[0] not in acknowledged]
    gmail = [a for a in acknowledged if "gmail" in a.lower() or "googlemail" in a.lower()]
    harbour = [a for a in acknowledged if "harbourcoffee" in a]
    assert gmail == ["victim@gmail.com"]
    # Dots matter outside Gmail: d.ana@ is another mailbox there.
    assert sorted(harbour) == ["d.ana@harbourcoffee.example", "dana+q3@harbourcoffee.example"]
    assert ContactSubmission.objects.count() == 8, "every lead is stored; only the thank-you is held back"
    assert staff, "staff still hear of every lead"


# --- social cards and the build manifest ---------------------------------------------------------


def test_a_social_card_url_with_a_query_string_redirects_to_the_card_without_rendering(
    client, catalogue, monkeypatch
):
    from publishing import social_cards

    card = re.search(
        r'property="og:image" content="[^"]*(/social-cards/[^"]+\.png)"', client.get("/about").text
    )
    card_url = card.group(1)
    renders = []
    real = social_cards.card_render
    monkeypatch.setattr(social_cards, "card_render", lambda spec: renders.append(spec) or real(spec))
    for n in range(5):
        response = client.get(f"{card_url}?v={n}&utm_source=x")
        assert response.status_code == 301
        assert response["Location"] == card_url
    assert renders == [], "no query string renders the card"
    assert client.get(card_url).status_code == 200


@pytest.mark.parametrize("path", ["/static/manifest.json", "/static/.vite/manifest.json"])
def test_the_vite_manifest_is_not_served(client, path):
    assert client.get(path).status_code == 404


def test_collectstatic_leaves_the_manifest_out(tmp_path, settings):
    from django.core.management import call_command

    settings.STATIC_ROOT = tmp_path
    settings.STORAGES = {
        **settings.STORAGES,
        "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
    }
    call_command("collectstatic", "--noinput", verbosity=0)
    assert (tmp_path / "icons").exists()
    assert not (tmp_path / "manifest.json").exists()
    assert not list(tmp_path.rglob(".vite"))
