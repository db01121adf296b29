"""Spam is recorded but kept quiet, retries store once, and one client cannot flood the endpoints."""

import uuid

import pytest
from django_tasks_db.models import DBTaskResult

from delivery.models import DeliveryStatus
from forms.checks import lead_throttle_rates
from leads.models import ContactSubmission, QuoteRequest
from leads.selectors import LeadFilters, contact_submission_list, quote_request_list
from tests.leads.conftest import (
    CONSULTATION,
    HERO_QUIZ,
    HOME_CONTACT,
    PAGE_CONTACT,
    PRICING_QUIZ,
    delivery_status,
    payload,
)

pytestmark = pytest.mark.django_db


# ---------------------------------------------------------------- spam


def test_a_filled_honeypot_is_stored_as_spam_answered_as_success_and_not_notified(api):
    response = api.contact(payload(HOME_CONTACT, homepage="https://cheap-links.example"))

    assert response.status_code == 201
    lead = ContactSubmission.objects.get()
    assert response.json() == {"id": lead.pk}
    assert lead.is_spam
    assert lead.spam_reason == "The hidden honeypot field was filled in."
    assert delivery_status(lead, "notification") == DeliveryStatus.SKIPPED
    assert delivery_status(lead, "acknowledgement") is None  # the visitor's address gets nothing
    assert not DBTaskResult.objects.exists()
    assert list(contact_submission_list()) == []
    assert list(contact_submission_list(filters=LeadFilters(spam=True))) == [lead]


def test_a_form_filled_faster_than_the_minimum_is_spam(api):
    response = api.quote(payload(CONSULTATION, elapsedMs=850))

    assert response.status_code == 201
    lead = QuoteRequest.objects.get()
    assert lead.is_spam
    assert lead.spam_reason == "The form was filled in 850 ms (the minimum is 3000 ms)."
    assert not DBTaskResult.objects.exists()
    assert list(quote_request_list()) == []


def test_the_minimum_fill_time_is_a_setting(api, settings):
    settings.LEADS_MIN_FILL_MS = 1000

    assert api.contact(payload(HOME_CONTACT, elapsedMs=1500)).status_code == 201
    assert not ContactSubmission.objects.get().is_spam


@pytest.mark.parametrize(
    "extras",
    [
        {},
        {"homepage": ""},
        {"homepage": None},
        {"homepage": "   "},
        {"elapsedMs": 3000},
        {"elapsedMs": 45_210.5},
        {"elapsedMs": None},
        {"elapsedMs": "soon"},
        {"context": "not an object"},
    ],
)
def test_real_visitors_are_not_marked_as_spam(api, extras):
    response = api.contact(payload(HOME_CONTACT, **extras))

    assert response.status_code == 201
    assert not ContactSubmission.objects.get().is_spam
    assert DBTaskResult.objects.count() == 2


def test_spam_from_the_hero_quiz_is_recorded_too(api):
    assert api.quote(payload(HERO_QUIZ, homepage="x", elapsedMs=10)).status_code == 201
    assert QuoteRequest.objects.get().is_spam


# ---------------------------------------------------------------- tracking


def test_page_referrer_utm_and_user_agent_are_recorded_and_cut_to_size(api):
    context = {
        "page": "https://www.example.com/contact?utm_source=newsletter",
        "referrer": "https://www.google.com/",
        "utm": {
            "source": "newsletter",
            "medium": "email",
            "campaign": "spring-" + "x" * 400,
            "term": "seo agency",
            "content": 42,
        },
    }

    response = api.contact(payload(PAGE_CONTACT, context=context), HTTP_USER_AGENT="Mozilla/5.0 (X11; Linux)")

    assert response.status_code == 201
    lead = ContactSubmission.objects.get()
    assert lead.page_url == "https://www.example.com/contact?utm_source=newsletter"
    assert lead.referrer == "https://www.google.com/"
    assert (lead.utm_source, lead.utm_medium, lead.utm_term) == ("newsletter", "email", "seo agency")
    assert lead.utm_campaign == ("spring-" + "x" * 400)[:200]
    assert lead.utm_content == ""  # not text: ignored
    assert lead.user_agent == "Mozilla/5.0 (X11; Linux)"


def test_tracking_text_loses_characters_the_database_cannot_hold(api):
    context = {"page": "https://example.com/\x00a", "referrer": "https://example.com/\ud800b"}

    assert api.quote(payload(PRICING_QUIZ, context=context)).status_code == 201
    lead = QuoteRequest.objects.get()
    assert (lead.page_url, lead.referrer) == ("https://example.com/a", "https://example.com/b")


# ---------------------------------------------------------------- idempotency


def test_a_retried_submission_with_the_same_key_is_stored_once(api):
    key = str(uuid.uuid4())

    first = api.contact(payload(HOME_CONTACT, idempotencyKey=key))
    again = api.contact(payload(HOME_CONTACT, idempotencyKey=key))

    assert first.status_code == 201
    assert again.status_code == 200
    assert again.json() == first.json()
    assert ContactSubmission.objects.count() == 1
    assert DBTaskResult.objects.count() == 2  # one notification and one acknowledgement


def test_different_keys_store_different_leads(api):
    api.quote(payload(PRICING_QUIZ, idempotencyKey=str(uuid.uuid4())))
    api.quote(payload(PRICING_QUIZ, idempotencyKey=str(uuid.uuid4())))

    assert QuoteRequest.objects.count() == 2


def test_the_same_submission_without_a_key_is_stored_each_time(api):
    api.contact(HOME_CONTACT)
    api.contact(HOME_CONTACT)

    assert ContactSubmission.objects.count() == 2


@pytest.mark.parametrize(
    "key",
    [
        "retry-1",
        # What DRF alone would take, though the schema's `format: uuid` does not (schemathesis).
        "0123456789abcdef0123456789abcdef",
        "{12345678-1234-5678-1234-567812345678}",
        "urn:uuid:12345678-1234-5678-1234-567812345678",
    ],
)
def test_an_idempotency_key_must_be_a_uuid(api, key):
    response = api.contact(payload(HOME_CONTACT, idempotencyKey=key))

    assert response.status_code == 400
    assert response.json() == {"idempotencyKey": ["Send a UUID (one per filled-in form)."]}


def test_a_lost_race_returns_the_winner(api, monkeypatch):
    """Two requests with one key both pass the existence check; the unique constraint decides."""
    key = uuid.uuid4()
    winner = QuoteRequest.objects.create(
        name="Tom Alvarez",
        email="tom@alvarezcycles.com",
        company="Alvarez Cycles",
        source="pricing_quiz",
        answers={"quiz_answers": PRICING_QUIZ["quizAnswers"]},
        idempotency_key=key,
    )
    real_filter = QuoteRequest.objects.filter
    calls = []

    def filter_missing_the_winner(*args, **kwargs):
        # The first lookup happens "before" the other request committed.
        if "idempotency_key" in kwargs and not calls:
            calls.append(kwargs)
            return QuoteRequest.objects.none()
        return real_filter(*args, **kwargs)

    monkeypatch.setattr(QuoteRequest.objects, "filter", filter_missing_the_winner)

    response = api.quote(payload(PRICING_QUIZ, idempotencyKey=str(key)))

    assert calls, "the race was not simulated"
    assert response.status_code == 200
    assert response.json() == {"id": winner.pk}
    assert QuoteRequest.objects.count() == 1
    assert not DBTaskResult.objects.exists()


# ---------------------------------------------------------------- throttling


def test_a_client_over_the_burst_rate_gets_429_with_retry_after(api, settings):
    settings.LEADS_THROTTLE_BURST = "3/min"

    statuses = [api.contact(HOME_CONTACT).status_code for _ in range(3)]
    response = api.contact(HOME_CONTACT)

    assert statuses == [201, 201, 201]
    assert response.status_code == 429
    # Rolling window: room comes back once the first request is a minute old (counted in
    # one-second slices, so at most a second more).
    assert 55 <= int(response["Retry-After"]) <= 61
    assert response.json()["detail"].startswith("Request was throttled.")
    assert ContactSubmission.objects.count() == 3


def test_the_limit_is_per_client_and_shared_by_both_endpoints(api, settings):
    settings.LEADS_THROTTLE_BURST = "2/min"

    assert api.contact(HOME_CONTACT).status_code == 201
    assert api.quote(PRICING_QUIZ).status_code == 201
    assert api.quote(PRICING_QUIZ).status_code == 429
    assert api.quote(PRICING_QUIZ, REMOTE_ADDR="203.0.113.9").status_code == 201


def test_the_daily_limit_applies_too(api, settings):
    settings.LEADS_THROTTLE_BURST = "off"
    settings.LEADS_THROTTLE_SUSTAINED = "2/day"

    assert [api.contact(HOME_CONTACT).status_code for _ in range(3)] == [201, 201, 429]
    assert int(api.contact(HOME_CONTACT)["Retry-After"]) > 60


def test_behind_trusted_proxies_the_client_address_comes_from_x_forwarded_for(api, settings):
    settings.LEADS_THROTTLE_BURST = "1/min"
    settings.TRUSTED_PROXY_COUNT = 1

    def send(forwarded_for: str) -> int:
        return api.contact(HOME_CONTACT, HTTP_X_FORWARDED_FOR=forwarded_for).status_code

    assert send("198.51.100.7") == 201
    # A client cannot escape its limit by forging earlier hops: only the proxy's own entry counts.
    assert send("10.9.9.9, 198.51.100.7") == 429
    assert send("198.51.100.8") == 201


def test_without_trusted_proxies_x_forwarded_for_is_ignored(api, settings):
    settings.LEADS_THROTTLE_BURST = "1/min"

    assert api.contact(HOME_CONTACT, HTTP_X_FORWARDED_FOR="198.51.100.7").status_code == 201
    assert api.contact(HOME_CONTACT, HTTP_X_FORWARDED_FOR="198.51.100.8").status_code == 429


def test_the_default_rates_let_a_busy_visitor_through(api):
    assert all(api.contact(HOME_CONTACT).status_code == 201 for _ in range(20))


def test_a_cache_outage_never_turns_a_lead_away(api, settings, caplog):
    # Redis pointed at a port nobody listens on: the throttles let the lead in, and say so.
    settings.CACHES = {
        "default": {"BACKEND": "agency.cache.ResilientRedisCache", "LOCATION": "redis://127.0.0.1:1/0"}
    }

    assert api.contact(HOME_CONTACT).status_code == 201
    assert ContactSubmission.objects.count() == 1
    assert "Cache unavailable" in caplog.text


@pytest.mark.parametrize("rate", ["lots", "20/fortnight", "twenty/min"])
def test_a_mistyped_rate_is_caught_by_the_system_checks(settings, rate):
    settings.LEADS_THROTTLE_BURST = rate

    assert [error.id for error in lead_throttle_rates(None)] == ["leads.E001"]


@pytest.mark.parametrize("rate", ["20/minute", "5/s", "200/day", "off"])
def test_well_formed_rates_pass_the_system_checks(settings, rate):
    settings.LEADS_THROTTLE_SUSTAINED = rate

    assert lead_throttle_rates(None) == []
