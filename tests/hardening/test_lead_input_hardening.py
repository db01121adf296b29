"""Hostile input to the API answers in the project's own words, never Python's, and loses nothing.

Text fields take strings only, a body nested too deep or holding a 5,000-digit number is a plain
400, a reused idempotency key with another body is a 409, and every API error is JSON, unexpected
ones included. The last test checks the same against a real gunicorn server.
"""

import json
import uuid

import pytest
from django.test import Client

from leads.models import ContactSubmission, QuoteRequest
from tests.leads.conftest import (
    CONSULTATION,
    HERO_QUIZ,
    HOME_CONTACT,
    PAGE_CONTACT,
    PRICING_QUIZ,
    payload,
    quiz,
)
from tests.support.live import LiveServer

pytestmark = pytest.mark.django_db

PYTHON_WORDS = ("recursion", "set_int_max_str_digits", "Traceback", "Exceeds the limit", "JSON parse error")
DEEP = "[" * 20_000 + "]" * 20_000  # 40 KB: under the body limit, far over Python's recursion limit
HUGE_NUMBER = "9" * 5000
CONFLICT = (
    "This idempotencyKey was already used for a different submission. "
    "Send each new submission with a new key."
)


@pytest.fixture
def api(db):
    from tests.marketing.factories import SERVICE_ITEMS, ServiceFactory, create_offerings

    create_offerings(ServiceFactory, SERVICE_ITEMS)
    return Client(enforce_csrf_checks=True)


def post(client, url: str, body) -> tuple[int, dict]:
    raw = body if isinstance(body, str) else json.dumps(body)
    response = client.post(url, data=raw, content_type="application/json")
    assert response["Content-Type"] == "application/json", response.content[:200]
    text = response.content.decode()
    assert not any(word in text for word in PYTHON_WORDS), text
    return response.status_code, response.json()


# ---------------------------------------------------------------- text fields take strings only


@pytest.mark.parametrize(
    ("url", "body", "field", "message"),
    [
        ("/api/contact", payload(HOME_CONTACT, name=12345), "name", "Name must be at least 2 characters."),
        ("/api/contact", payload(HOME_CONTACT, company=["Acme"]), "company", "Company name is required."),
        ("/api/contact", payload(HOME_CONTACT, email=42), "email", "Please enter a valid email address."),
        (
            "/api/contact",
            payload(HOME_CONTACT, message=1234567890123),
            "message",
            "Message must be at least 10 characters.",
        ),
        (
            "/api/contact",
            payload(PAGE_CONTACT, phone=6195550147),
            "phone",
            "Please enter the phone number as text.",
        ),
        ("/api/contact", payload(HOME_CONTACT, service=7), "service", "Please select a service."),
        (
            "/api/quote-request",
            quiz(HERO_QUIZ, name=12345),
            "quizAnswers.name",
            "Name must be at least 2 characters.",
        ),
        (
            "/api/quote-request",
            quiz(HERO_QUIZ, website=12345),
            "quizAnswers.website",
            "Please enter a valid website address.",
        ),
        (
            "/api/quote-request",
            payload(CONSULTATION, currentChallenges=True),
            "currentChallenges",
            "Current challenges must be text.",
        ),
        ("/api/quote-request", payload(PRICING_QUIZ, company=3.5), "company", "Company name is required."),
    ],
)
def test_a_number_or_list_in_a_text_field_is_refused_with_the_fields_own_message(
    api, url, body, field, message
):
    status, answer = post(api, url, body)

    assert status == 400
    assert answer == {field: [message]}
    assert not ContactSubmission.objects.exists() and not QuoteRequest.objects.exists()


# ---------------------------------------------------------------- bodies Python's json cannot take


@pytest.mark.parametrize("url", ["/api/contact", "/api/quote-request"])
def test_a_body_nested_too_deep_is_a_400_in_our_words(api, url):
    status, answer = post(api, url, '{"name": ' + DEEP + "}")

    assert status == 400
    assert answer == {"detail": "The request body is nested too deeply."}


def test_a_body_nested_too_deep_is_a_400_for_the_session_api_too(client):
    client.get("/api/auth/csrf")
    response = client.post(
        "/api/auth/register",
        data='{"email": ' + DEEP + "}",
        content_type="application/json",
        HTTP_X_CSRFTOKEN=client.cookies["csrftoken"].value,
    )

    assert response.status_code == 400
    assert response.json() == {"detail": "The request body is nested too deeply."}


@pytest.mark.parametrize("url", ["/api/contact", "/api/quote-request"])
def test_a_5000_digit_number_is_a_400_in_our_words(api, url):
    body = json.dumps(payload(HOME_CONTACT if url == "/api/contact" else PRICING_QUIZ))
    body = body[:-1] + ', "elapsedMs": ' + HUGE_NUMBER + "}"

    status, answer = post(api, url, body)

    assert status == 400
    assert answer == {"detail": "The request body holds a number longer than 100 digits."}


def test_a_5000_digit_number_is_a_400_for_the_session_api_too(client):
    client.get("/api/auth/csrf")
    response = client.post(
        "/api/auth/login",
        data='{"email": "a@b.co", "password": ' + HUGE_NUMBER + "}",
        content_type="application/json",
        HTTP_X_CSRFTOKEN=client.cookies["csrftoken"].value,
    )

    assert response.status_code == 400
    assert response.json() == {"detail": "The request body holds a number longer than 100 digits."}


# ---------------------------------------------------------------- idempotency keys


@pytest.mark.parametrize(
    ("url", "body", "change"),
    [
        ("/api/contact", HOME_CONTACT, {"message": "A different message, sent with the same key."}),
        ("/api/quote-request", PRICING_QUIZ, {"email": "someone.else@example.org"}),
        ("/api/quote-request", CONSULTATION, {"budget": "under-5k"}),
    ],
)
def test_a_reused_key_with_a_different_body_is_a_409_and_the_same_body_a_200(api, url, body, change):
    key = str(uuid.uuid4())
    first_status, first = post(api, url, payload(body, idempotencyKey=key))

    other_status, other = post(api, url, payload(body, idempotencyKey=key, **change))
    same_status, same = post(api, url, payload(body, idempotencyKey=key, elapsedMs=9000))

    assert first_status == 201
    assert (other_status, other) == (409, {"detail": CONFLICT})
    assert (same_status, same) == (200, first)  # a retry of the stored submission
    assert ContactSubmission.objects.count() + QuoteRequest.objects.count() == 1


# ---------------------------------------------------------------- one error policy


def test_an_unexpected_fault_in_the_session_api_is_a_json_500(client, monkeypatch, caplog):
    def broken(**kwargs):
        raise RuntimeError("a bug with a secret in it")

    monkeypatch.setattr("accounts.apis.user_register", broken)
    client.get("/api/auth/csrf")

    response = client.post(
        "/api/auth/register",
        data={"email": "new@example.org", "password": "a-long-passphrase-2026", "name": "New Person"},
        content_type="application/json",
        HTTP_X_CSRFTOKEN=client.cookies["csrftoken"].value,
    )

    assert response.status_code == 500
    assert response.json() == {"detail": "Something went wrong on our side. Please try again."}
    assert "secret" not in response.content.decode()
    assert "a bug with a secret in it" in caplog.text  # logged for us, with its traceback


def test_an_unknown_api_address_is_a_json_404(client):
    response = client.get("/api/no-such-endpoint")

    assert response.status_code == 404
    assert response.json() == {"detail": "There is no API endpoint at this address."}


def test_the_session_login_keeps_its_message_on_invalid_input(client):
    client.get("/api/auth/csrf")

    response = client.post(
        "/api/auth/login",
        data={"password": "x"},
        content_type="application/json",
        HTTP_X_CSRFTOKEN=client.cookies["csrftoken"].value,
    )

    assert response.status_code == 400
    assert response.json()["message"] == "Please check your credentials and try again."
    assert "email" in response.json()


# ---------------------------------------------------------------- the same against a real server


@pytest.fixture(scope="module")
def live(tmp_path_factory):
    server = LiveServer(tmp_path_factory.mktemp("live-input"))
    try:
        server.start()
        yield server
    finally:
        server.stop()


def _raw(live, path: str, body: str) -> tuple[int, dict, str]:
    status, _, answer = live.request("POST", path, body.encode(), {"Content-Type": "application/json"})
    text = answer.decode()
    return status, json.loads(text), text


def test_a_live_server_answers_hostile_input_in_our_words(live):
    status, answer, _ = _raw(live, "/api/contact", json.dumps(payload(HOME_CONTACT, name=12345)))
    assert (status, answer) == (400, {"name": ["Name must be at least 2 characters."]})

    status, answer, text = _raw(live, "/api/contact", '{"name": ' + DEEP + "}")
    assert (status, answer) == (400, {"detail": "The request body is nested too deeply."})

    status, answer, text = _raw(live, "/api/quote-request", '{"elapsedMs": ' + HUGE_NUMBER + "}")
    assert (status, answer) == (400, {"detail": "The request body holds a number longer than 100 digits."})
    assert not any(word in text for word in PYTHON_WORDS)

    key = str(uuid.uuid4())
    first = live.post_json("/api/contact", payload(HOME_CONTACT, idempotencyKey=key))
    other = live.post_json("/api/contact", payload(HOME_CONTACT, idempotencyKey=key, company="Someone Else"))
    again = live.post_json("/api/contact", payload(HOME_CONTACT, idempotencyKey=key))
    assert first[0] == 201
    assert other == (409, {"detail": CONFLICT})
    assert again == (200, first[1])

    status, _, answer = live.request("GET", "/api/no-such-endpoint")
    assert (status, json.loads(answer)) == (404, {"detail": "There is no API endpoint at this address."})


@pytest.mark.parametrize(
    ("number", "detail"),
    [
        ("NaN", "The request body is not valid JSON (NaN is not a JSON number)."),
        ("-Infinity", "The request body is not valid JSON (-Infinity is not a JSON number)."),
        ("1e400", "The request body holds a number too large to use."),
        ("1e1500000", "The request body holds a number with an exponent over 4 digits."),
        ("0." + "9" * 5000, "The request body holds a number longer than 100 digits."),
    ],
)
def test_a_number_json_does_not_allow_or_a_float_cannot_hold_is_a_400_in_our_words(api, number, detail):
    body = json.dumps(payload(HOME_CONTACT))[:-1] + ', "elapsedMs": ' + number + "}"

    status, answer = post(api, "/api/contact", body)

    assert (status, answer) == (400, {"detail": detail})
    assert not ContactSubmission.objects.exists()
