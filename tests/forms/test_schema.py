"""The OpenAPI schema at /api/schema/ describes the lead endpoints, and fuzzing them finds no server error."""

import pytest
import schemathesis
from django.core.signals import request_finished, request_started
from django.core.wsgi import get_wsgi_application
from django.db import close_old_connections
from hypothesis import HealthCheck, given
from hypothesis import settings as settings_for_hypothesis
from hypothesis import strategies as st
from schemathesis import GenerationMode
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)


@pytest.mark.django_db
def test_the_schema_describes_both_endpoints_truthfully(client):
    response = client.get("/api/schema/", HTTP_ACCEPT="application/json")

    assert response.status_code == 200
    schema = response.json()
    contact = schema["paths"]["/api/contact"]["post"]
    quote = schema["paths"]["/api/quote-request"]["post"]
    for operation in (contact, quote):
        assert set(operation["responses"]) == {"200", "201", "400", "409", "413", "415", "429", "503"}
    assert contact["requestBody"]["content"]["application/json"]["schema"] == {
        "$ref": "#/components/schemas/ContactRequest"
    }
    one_of = quote["requestBody"]["content"]["application/json"]["schema"]
    assert one_of == {"$ref": "#/components/schemas/QuoteRequest"}
    assert schema["components"]["schemas"]["QuoteRequest"]["oneOf"] == [
        {"$ref": "#/components/schemas/HeroQuizQuoteRequest"},
        {"$ref": "#/components/schemas/ConsultationQuoteRequest"},
        {"$ref": "#/components/schemas/PricingQuizQuoteRequest"},
    ]
    components = schema["components"]["schemas"]
    assert components["ContactRequest"]["required"] == ["company", "email", "message", "name", "service"]
    assert components["PricingQuizAnswers"]["required"] == ["business-type", "goals", "services", "timeline"]
    assert components["HeroQuizAnswers"]["required"] == ["company", "email", "name"]


@pytest.fixture
def wsgi_app_in_test_transaction():
    """The WSGI app, minus the per-request connection recycling that would end the test's transaction
    (Django's own test client does the same)."""
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    yield get_wsgi_application()
    request_started.connect(close_old_connections)
    request_finished.connect(close_old_connections)


@pytest.mark.django_db
def test_fuzzing_the_lead_api_finds_no_server_error(settings, wsgi_app_in_test_transaction):
    # The fuzzer is one very busy client: lift the per-client limits for it.
    settings.LEADS_THROTTLE_BURST = "off"
    settings.LEADS_THROTTLE_SUSTAINED = "off"
    schema = schemathesis.openapi.from_wsgi("/api/schema/", wsgi_app_in_test_transaction).include(
        path_regex=r"^/api/(contact|quote-request)$"
    )
    cases = st.one_of(
        schema.as_strategy(GenerationMode.POSITIVE), schema.as_strategy(GenerationMode.NEGATIVE)
    )
    statuses = []

    @given(case=cases)
    @settings_for_hypothesis(
        max_examples=150,
        deadline=None,
        derandomize=True,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    def fuzz(case):
        response = case.call_and_validate(
            checks=[
                not_a_server_error,
                status_code_conformance,
                content_type_conformance,
                response_schema_conformance,
            ]
        )
        statuses.append(response.status_code)

    fuzz()

    # The run reached both the stored-lead path and the refusal path, not just one of them.
    assert {201, 400} <= set(statuses)
