"""Every way a request can be wrong gets a clear JSON answer and changes nothing."""

import io
import json

import pytest
from django.db import OperationalError
from django_tasks_db.models import DBTaskResult

from leads.models import ContactSubmission, QuoteRequest
from tests.leads.conftest import CONTACT_URL, HOME_CONTACT, PRICING_QUIZ, QUOTE_URL

pytestmark = pytest.mark.django_db


def assert_nothing_stored():
    assert not ContactSubmission.objects.exists()
    assert not QuoteRequest.objects.exists()
    assert not DBTaskResult.objects.exists()


@pytest.mark.parametrize("url", [CONTACT_URL, QUOTE_URL])
@pytest.mark.parametrize(
    "body",
    ['{"name": "Dana",', "name=Dana&email=dana@example.com", "\ufeff{}garbage", '{"a": 1}{"b": 2}'],
)
def test_malformed_json_is_a_400_with_a_detail(api, url, body):
    response = api.post(url, body)

    assert response.status_code == 400
    assert response["Content-Type"] == "application/json"
    assert response.json()["detail"].startswith("The request body is not valid JSON")
    assert_nothing_stored()


@pytest.mark.parametrize("body", ["[1, 2]", '"hello"', "42", "null"])
def test_a_body_that_is_not_an_object_is_a_400(api, body):
    response = api.contact(body)

    assert response.status_code == 400
    assert response.json() == {"detail": "The request body must be a JSON object."}


def test_an_empty_body_is_a_400(api):
    response = api.contact("", CONTENT_TYPE="application/json", CONTENT_LENGTH="0")

    assert response.status_code == 400
    assert response.json() == {"detail": "The request body is empty: send a JSON object."}


def test_nesting_too_deep_for_the_parser_is_a_400_not_a_crash(api):
    response = api.contact("[" * 30_000 + "]" * 30_000)

    assert response.status_code == 400
    assert "detail" in response.json()


@pytest.mark.parametrize("url", [CONTACT_URL, QUOTE_URL])
@pytest.mark.parametrize(
    "content_type",
    ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", ""],
)
def test_a_body_that_is_not_json_is_a_415(api, url, content_type):
    response = api.post(url, json.dumps(HOME_CONTACT), content_type=content_type)

    assert response.status_code == 415
    assert response.json() == {
        "detail": "Send the request body as JSON with the header Content-Type: application/json."
    }
    assert_nothing_stored()


def test_json_with_a_charset_parameter_is_accepted(api):
    response = api.contact(HOME_CONTACT, content_type="application/json; charset=UTF-8")

    assert response.status_code == 201


def test_json_in_another_charset_is_a_415(api):
    response = api.contact(HOME_CONTACT, content_type="application/json; charset=latin-1")

    assert response.status_code == 415
    assert response.json() == {"detail": "Send the JSON body encoded as UTF-8."}


@pytest.mark.parametrize("url", [CONTACT_URL, QUOTE_URL])
def test_a_body_over_the_limit_is_a_413(api, url):
    body = json.dumps({**HOME_CONTACT, "message": "x" * (64 * 1024)})

    response = api.post(url, body)

    assert response.status_code == 413
    assert response.json() == {"detail": "The request body is larger than the limit of 64 KiB."}
    assert_nothing_stored()


def test_the_limit_is_a_setting(api, settings):
    settings.LEADS_MAX_BODY_BYTES = 200
    body = {**HOME_CONTACT, "message": "m" * 300}

    assert api.contact(body).status_code == 413
    assert api.contact(HOME_CONTACT).status_code == 201


def test_a_declared_length_over_the_limit_is_refused_before_reading(api, settings):
    settings.LEADS_MAX_BODY_BYTES = 1024

    response = api.contact(HOME_CONTACT, CONTENT_LENGTH="5000000")

    assert response.status_code == 413


def test_a_body_longer_than_its_declared_length_is_read_only_up_to_that_length(api):
    # Only the declared bytes are read: the oversized tail is never buffered or parsed.
    body = json.dumps(HOME_CONTACT) + " " * (1024 * 1024)

    response = api.contact(body, CONTENT_LENGTH="20")

    assert response.status_code == 400
    assert response.json()["detail"].startswith("The request body is not valid JSON")
    assert_nothing_stored()


def test_a_body_without_a_length_is_read_only_up_to_the_limit(api):
    # A server that decodes chunked bodies passes them on without Content-Length.
    body = json.dumps({**HOME_CONTACT, "message": "x" * (200 * 1024)})

    response = api.contact(body, CONTENT_LENGTH="", **{"wsgi.input_terminated": True})

    assert response.status_code == 413
    assert_nothing_stored()


def test_a_small_body_without_a_length_is_accepted(api):
    stream = io.BytesIO(json.dumps(HOME_CONTACT).encode())

    response = api.contact(
        HOME_CONTACT, CONTENT_LENGTH="", **{"wsgi.input_terminated": True, "wsgi.input": stream}
    )

    assert response.status_code == 201


def test_a_content_length_that_is_not_a_number_is_a_400(api):
    response = api.contact(HOME_CONTACT, CONTENT_LENGTH="lots")

    assert response.status_code == 400


@pytest.mark.parametrize("url", [CONTACT_URL, QUOTE_URL])
@pytest.mark.parametrize("method", ["get", "put", "delete", "patch"])
def test_other_methods_are_a_json_405(api, url, method):
    response = getattr(api.client, method)(url)

    assert response.status_code == 405
    assert response["Content-Type"] == "application/json"
    assert "detail" in response.json()
    assert "POST" in response["Allow"]


def test_the_answer_is_json_whatever_the_client_accepts(api):
    response = api.contact({}, HTTP_ACCEPT="text/html")

    assert response.status_code == 400
    assert response["Content-Type"] == "application/json"


def test_no_csrf_token_or_cookie_is_needed_even_with_a_session_cookie(api):
    # A visitor who happens to hold a session cookie (say, staff) still posts without a token.
    api.client.cookies["sessionid"] = "not-a-real-session"

    assert api.contact(HOME_CONTACT).status_code == 201


@pytest.mark.parametrize(
    ("url", "body", "model"),
    [
        (CONTACT_URL, HOME_CONTACT, ContactSubmission),
        (QUOTE_URL, PRICING_QUIZ, QuoteRequest),
    ],
)
def test_a_database_outage_is_a_503_json(api, monkeypatch, url, body, model):
    def unavailable(*args, **kwargs):
        raise OperationalError("could not connect to server: Connection refused")

    monkeypatch.setattr(model, "save", unavailable)

    response = api.post(url, body)

    assert response.status_code == 503
    assert response.json() == {
        "detail": "We cannot store your request right now. Please try again in a minute."
    }
    assert response["Retry-After"] == "30"
    assert not DBTaskResult.objects.exists()


def test_an_unexpected_server_fault_is_still_json(api, monkeypatch):
    def broken(**kwargs):
        raise RuntimeError("a bug")

    monkeypatch.setattr("forms.apis.contact_submission_create", broken)

    response = api.contact(HOME_CONTACT)

    assert response.status_code == 500
    assert response.json() == {"detail": "Something went wrong on our side. Please try again."}


BASE_JSON = (
    '"email": "dana@harbourcoffee.com", "company": "HCR", "service": "seo", '
    '"message": "More customers, please."'
)


def test_a_lone_surrogate_is_refused_not_stored(api):
    response = api.contact('{"name": "Dana \\ud800", ' + BASE_JSON + "}")

    assert response.status_code == 400
    assert list(response.json()) == ["name"]


@pytest.mark.parametrize(("extra", "spam"), [("12", True), ("1e-999", True), ("9000.5", False)])
def test_odd_numbers_for_the_fill_time_never_crash_the_server(api, extra, spam):
    response = api.contact('{"name": "Dana", ' + BASE_JSON + ', "elapsedMs": ' + extra + "}")

    assert response.status_code == 201
    assert ContactSubmission.objects.get().is_spam is spam


@pytest.mark.parametrize("extra", ["-Infinity", "NaN", "1e999"])
def test_numbers_json_has_not_are_a_400_in_our_words(api, extra):
    """Python's json takes NaN and Infinity and makes 1e999 inf; no browser's JSON.stringify writes
    them, and no value of ours may be one (agency.parsers)."""
    response = api.contact('{"name": "Dana", ' + BASE_JSON + ', "elapsedMs": ' + extra + "}")

    assert response.status_code == 400 and set(response.json()) == {"detail"}
    assert not ContactSubmission.objects.exists()


def test_a_honeypot_filled_with_an_object_is_still_spam(api):
    response = api.contact('{"name": "Dana", ' + BASE_JSON + ', "homepage": {"url": "x"}}')

    assert response.status_code == 201
    assert ContactSubmission.objects.get().is_spam
