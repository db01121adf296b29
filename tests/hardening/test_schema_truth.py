"""The OpenAPI schema tells the truth: every endpoint, every status code it answers, every nullable
field. schemathesis calls every operation of /api/schema/ (signed out, as a visitor, and signed in
as staff) and checks each answer against the schema: status code, content type, body.

Issue 23: handledAt was documented as a string though it can be null, and 19 status codes the API
answered were not documented at all.
"""

import re

import pytest
import schemathesis
from django.contrib.auth import get_user_model
from django.core.signals import request_finished, request_started
from django.core.wsgi import get_wsgi_application
from django.db import close_old_connections
from django.test import Client
from hypothesis import HealthCheck, given
from hypothesis import settings as settings_for_hypothesis
from hypothesis import strategies as st
from rest_framework.exceptions import ValidationError
from schemathesis import GenerationMode
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    negative_data_rejection,
    positive_data_acceptance,
    response_schema_conformance,
    status_code_conformance,
)

from forms.serializers import HeroQuizAnswersSerializer
from leads.models import ContactSubmission, QuoteRequest

# Rules the server keeps that no OpenAPI 3.0 schema can state, so a body or query the schema allows
# may still be refused there (the negative checks run everywhere; only these operations skip
# "what the schema allows is accepted"): the registration's password is checked by Django's
# validators against the name and address and a list of common passwords; the lists, exports and
# reports refuse a dateFrom after dateTo, and the reports a range over REPORT_MAX_DAYS.
POSITIVE_DATA_UNCHECKED = {
    ("POST", "/api/auth/register"),
    *(("GET", f"/api/admin/{name}") for name in ("contacts", "quotes", "reports")),
    *(("GET", f"/api/admin/{name}/export.csv") for name in ("contacts", "quotes", "reports")),
}
CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_schema_conformance,
    negative_data_rejection,
    positive_data_acceptance,
]
STAFF_PASSWORD = "a long staff passphrase 42"


@pytest.fixture
def wsgi_app(staff_session):
    """The WSGI app, minus the per-request connection recycling that would end the test's transaction
    (after the staff session is made: Django's test client puts that recycling back when it is done)."""
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    yield get_wsgi_application()
    request_started.connect(close_old_connections)
    request_finished.connect(close_old_connections)


@pytest.fixture
def staff_session(db, contact_services):
    user = get_user_model().objects.create_superuser("ops", "ops@acme.example", STAFF_PASSWORD)
    ContactSubmission.objects.create(
        name="Dana Whitfield",
        email="dana@harbourcoffee.example",
        company="Harbour",
        answers={"service": "seo", "message": "x" * 12},
    )
    QuoteRequest.objects.create(name="Priya Raman", email="priya@northwind.example", company="Northwind")
    client = Client()
    client.force_login(user)
    token = client.get("/api/auth/csrf").json()["csrfToken"]
    return {name: morsel.value for name, morsel in client.cookies.items()}, {"X-CSRFToken": token}


def checks_for(case) -> list:
    checks = CHECKS
    if (case.method.upper(), case.path) in POSITIVE_DATA_UNCHECKED or _website_refused(case):
        checks = [check for check in checks if check is not positive_data_acceptance]
    if _padded_text(case.body):
        # The server trims text before it checks its length (DRF's trim_whitespace), which no schema
        # states: " Dana " is within a 4-character limit there. Such a body is not expected refused.
        checks = [check for check in checks if check is not negative_data_rejection]
    return checks


def _padded_text(value) -> bool:
    if isinstance(value, str):
        return value != value.strip()
    if isinstance(value, dict):
        return any(_padded_text(item) for item in value.values())
    if isinstance(value, list):
        return any(_padded_text(item) for item in value)
    return False


def _website_refused(case) -> bool:
    """A hero quiz whose website the server's rule refuses ("Please enter a valid website address."):
    a host name, with or without http(s)://, which no OpenAPI 3.0 pattern states as the server
    checks it (Django's URLValidator). Only such a body skips "what the schema allows is accepted";
    the rule itself is tested in tests/leads."""
    if (case.method.upper(), case.path) != ("POST", "/api/quote-request") or not isinstance(case.body, dict):
        return False
    answers = case.body.get("quizAnswers")
    website = answers.get("website") if isinstance(answers, dict) else None
    if not isinstance(website, str) or not website.strip():
        return False
    try:
        HeroQuizAnswersSerializer().validate_website(website.strip())
    except ValidationError:
        return True
    return False


def configure(schema) -> None:
    """The session cookie is the run's own (signed in or not), never one schemathesis makes up or
    leaves out; and no text holds a NUL character, which DRF refuses in every text field."""
    schema.config.generation.update(with_security_parameters=False, allow_x00=False)


def _run(schema, *, session: tuple[dict, dict] | None, examples: int) -> set[int]:
    cookies, headers = session or (None, None)
    cases = st.one_of(
        schema.as_strategy(GenerationMode.POSITIVE), schema.as_strategy(GenerationMode.NEGATIVE)
    )
    statuses: set[int] = set()

    @given(case=cases)
    @settings_for_hypothesis(
        max_examples=examples,
        deadline=None,
        derandomize=True,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    def call(case):
        checks = checks_for(case)
        statuses.add(case.call_and_validate(checks=checks, cookies=cookies, headers=headers).status_code)

    call()
    return statuses


@pytest.mark.django_db
@pytest.mark.timeout(120)
def test_every_answer_of_every_endpoint_matches_the_schema(settings, wsgi_app, staff_session):
    settings.API_SCHEMA_PUBLIC = True
    settings.LEADS_THROTTLE_BURST = "off"
    settings.LEADS_THROTTLE_SUSTAINED = "off"
    settings.AUTH_REGISTER_RATE = "off"
    schema = schemathesis.openapi.from_wsgi("/api/schema/", wsgi_app)
    configure(schema)
    signed_out = _run(schema, session=None, examples=200)
    # Signing out would end the run's session: those two operations are called signed out only.
    signed_in = _run(schema.exclude(path_regex="logout$"), session=staff_session, examples=200)
    # Both sides of the door were reached: refusals signed out, answers signed in.
    assert {401, 403} & signed_out
    assert 200 in signed_in and 400 in signed_in | signed_out


@pytest.mark.django_db
def test_the_schema_names_the_refusals_and_the_nullable_fields():
    from drf_spectacular.generators import SchemaGenerator

    schema = SchemaGenerator().get_schema(request=None, public=True)
    paths, components = schema["paths"], schema["components"]["schemas"]
    assert {"401", "403", "406", "503"} <= set(paths["/api/admin/contacts"]["get"]["responses"])
    patch = paths["/api/admin/contacts/{lead_id}"]["patch"]["responses"]
    assert {"200", "400", "401", "403", "404", "415", "503"} <= set(patch)
    assert {"400", "403", "415", "429"} <= set(paths["/api/auth/register"]["post"]["responses"])
    for kind in ("StaffContact", "StaffQuote"):
        lead = components[kind]["properties"]
        assert lead["handledAt"].get("nullable") is True, kind
        assert lead["notificationStatus"].get("nullable") is True, kind


@pytest.mark.django_db
def test_the_schema_forbids_what_the_server_refuses(contact_services):
    """Issue 43: the schema allowed an empty PATCH, an empty note, a blank password and a contact
    service the server does not offer, all of which the server refuses."""
    from drf_spectacular.generators import SchemaGenerator
    from jsonschema import Draft7Validator

    components = SchemaGenerator().get_schema(request=None, public=True)["components"]

    def valid(component: str, value) -> bool:
        document = {"components": components, "$ref": f"#/components/schemas/{component}"}
        return Draft7Validator(document).is_valid(value)

    assert not valid("PatchedStaffLeadChange", {})
    assert not valid("PatchedStaffLeadChange", {"handled": True, "status": "won"})
    assert valid("PatchedStaffLeadChange", {"status": "won"})
    assert not valid("StaffNoteInput", {"text": ""}) and not valid("StaffNoteInput", {"text": " \n "})
    assert valid("StaffNoteInput", {"text": "Called back."})
    for component, name in (("StaffSignInInput", "username"), ("LoginInput", "email")):
        assert not valid(component, {name: "ops", "password": ""}), component
        assert not valid(component, {name: "  ", "password": "x"}), component
        assert valid(component, {name: "ops", "password": " "}), component  # passwords are not trimmed
    assert not valid("RegisterInput", {"email": "a@b.example", "password": "", "name": "Ada"})
    assert not valid("RegisterInput", {"email": "a@b.example", "password": "x", "name": " A "})
    contact = {"name": "Dana", "email": "d@h.example", "company": "H", "message": "x" * 12}
    assert not valid("ContactRequest", contact)
    assert not valid("ContactRequest", {**contact, "service": "juggling"})
    assert valid("ContactRequest", {**contact, "service": "seo"}) and valid(
        "ContactRequest", {**contact, "service": "other"}
    )


@pytest.mark.django_db
def test_the_open_csrf_door_is_documented_open():
    """Issue 52: GET /api/auth/csrf was documented as needing the session, and answers anyone."""
    from drf_spectacular.generators import SchemaGenerator

    schema = SchemaGenerator().get_schema(request=None, public=True)
    assert {} in schema["paths"]["/api/auth/csrf"]["get"]["security"]
    assert Client().get("/api/auth/csrf").status_code == 200
    # The doors that need the session say so, with no open alternative.
    assert {} not in schema["paths"]["/api/admin/contacts"]["get"]["security"]


UNDOCUMENTED_METHODS = ("GET", "POST", "PUT", "PATCH", "DELETE", "TRACE")


@pytest.mark.django_db
def test_a_method_the_schema_does_not_name_is_a_405_that_names_the_others(settings, staff_session):
    """Issue 52: schemathesis's unsupported-method check (TRACE among them): every operation the
    schema leaves out answers 405 with an Allow header, signed in or not."""
    from drf_spectacular.generators import SchemaGenerator

    settings.LEADS_THROTTLE_BURST = settings.LEADS_THROTTLE_SUSTAINED = settings.AUTH_REGISTER_RATE = "off"
    paths = SchemaGenerator().get_schema(request=None, public=True)["paths"]
    cookies, headers = staff_session
    signed_in = Client(headers=headers)
    signed_in.cookies.load(cookies)
    for client in (Client(), signed_in):
        for path, operations in paths.items():
            url = re.sub(r"\{[^}]+\}", "1", path)
            documented = {method.upper() for method in operations}
            for method in UNDOCUMENTED_METHODS:
                if method in documented:
                    continue
                response = client.generic(method, url)
                # The door (the session, or its CSRF token for a method that writes) is asked
                # before the method, as DRF does: such a refusal is no answer either.
                if response.status_code in (401, 403):
                    continue
                assert response.status_code == 405, (method, path, response.status_code)
                allowed = {part.strip() for part in response["Allow"].split(",")}
                assert documented <= allowed, (method, path, allowed)
