"""POST /api/contact: the home page and contact page forms."""

import pytest
from django_tasks_db.models import DBTaskResult

from leads.models import ContactSubmission, DeliveryStatus
from tests.leads.conftest import HOME_CONTACT, PAGE_CONTACT, payload

pytestmark = pytest.mark.django_db


def test_the_home_form_payload_of_the_spec_is_stored(api):
    response = api.contact(HOME_CONTACT)

    assert response.status_code == 201
    lead = ContactSubmission.objects.get()
    assert response.json() == {"id": lead.pk}
    assert lead.source == "home_page"
    assert (lead.name, lead.email, lead.company, lead.service) == (
        "Dana Whitfield",
        "dana@harbourcoffee.com",
        "Harbour Coffee Roasters",
        "seo",
    )
    assert lead.message == HOME_CONTACT["message"]
    assert lead.phone == ""
    assert not lead.is_spam
    assert lead.notification_status == DeliveryStatus.PENDING


def test_the_contact_page_payload_with_a_phone_is_stored_as_the_contact_page(api):
    response = api.contact(PAGE_CONTACT)

    assert response.status_code == 201
    lead = ContactSubmission.objects.get(pk=response.json()["id"])
    assert lead.source == "contact_page"
    assert lead.phone == "+1 619 555 0147"


def test_the_contact_page_phone_is_optional(api):
    response = api.contact(payload(PAGE_CONTACT, phone=""))

    assert response.status_code == 201
    assert ContactSubmission.objects.get().source == "contact_page"


def test_an_explicit_source_wins_over_the_phone_rule(api):
    response = api.contact(payload(HOME_CONTACT, source="contact_page"))

    assert response.status_code == 201
    assert ContactSubmission.objects.get().source == "contact_page"


def test_an_unknown_source_is_refused(api):
    response = api.contact(payload(HOME_CONTACT, source="newsletter"))

    assert response.status_code == 400
    assert response.json() == {"source": ["Unknown source: use home_page or contact_page."]}


def test_the_response_sets_no_cookie(api):
    response = api.contact(HOME_CONTACT)

    assert response.status_code == 201
    assert not response.cookies


def test_values_are_trimmed(api):
    response = api.contact(
        payload(HOME_CONTACT, name="  Dana Whitfield ", email=" dana@harbourcoffee.com ", company=" HCR  ")
    )

    assert response.status_code == 201
    lead = ContactSubmission.objects.get()
    assert (lead.name, lead.email, lead.company) == ("Dana Whitfield", "dana@harbourcoffee.com", "HCR")


@pytest.mark.parametrize(
    "service",
    [
        "social-media",
        "seo",
        "advertising",
        "development",
        "business",
        "product-design",
        "lead-generation",
        "ai-automation",
        "other",
    ],
)
def test_every_catalogue_service_and_other_is_accepted(api, service):
    assert api.contact(payload(HOME_CONTACT, service=service)).status_code == 201


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("name", "D", "Name must be at least 2 characters."),
        ("name", "   ", "Name must be at least 2 characters."),
        ("name", " D ", "Name must be at least 2 characters."),
        ("name", None, "Name must be at least 2 characters."),
        ("name", "x" * 101, "Name must be at most 100 characters."),
        ("email", "dana@", "Please enter a valid email address."),
        ("email", "not an email", "Please enter a valid email address."),
        ("email", "", "Please enter a valid email address."),
        ("email", "a" * 250 + "@example.com", "Email address must be at most 254 characters."),
        ("company", "", "Company name is required."),
        ("company", "  ", "Company name is required."),
        ("company", "c" * 151, "Company name must be at most 150 characters."),
        ("service", "", "Please select a service."),
        ("service", "catering", "Please select a service."),
        ("message", "Too short", "Message must be at least 10 characters."),
        ("message", "   short   ", "Message must be at least 10 characters."),
        ("message", "m" * 5001, "Message must be at most 5,000 characters."),
        ("phone", "1" * 41, "Phone number must be at most 40 characters."),
    ],
)
def test_each_rule_answers_its_message(api, field, value, message):
    response = api.contact(payload(PAGE_CONTACT, **{field: value}))

    assert response.status_code == 400
    assert response.json() == {field: [message]}
    assert not ContactSubmission.objects.exists()
    assert not DBTaskResult.objects.exists()


def test_an_empty_object_reports_every_required_field(api):
    response = api.contact({})

    assert response.status_code == 400
    assert response.json() == {
        "name": ["Name must be at least 2 characters."],
        "email": ["Please enter a valid email address."],
        "company": ["Company name is required."],
        "service": ["Please select a service."],
        "message": ["Message must be at least 10 characters."],
    }


def test_unknown_extra_fields_are_ignored(api):
    response = api.contact(payload(HOME_CONTACT, newsletter=True, budget="lots"))

    assert response.status_code == 201


def test_null_characters_are_refused_not_stored(api):
    response = api.contact(payload(HOME_CONTACT, message="Hello there\x00, how are you?"))

    assert response.status_code == 400
    assert list(response.json()) == ["message"]
