"""POST /api/contact: the home page and contact page forms."""

import pytest
from django_tasks_db.models import DBTaskResult

from delivery.models import DeliveryStatus
from leads.models import ContactSubmission
from leads.selectors import contact_service_choices as contact_service_options
from marketing.models import Service
from publishing.services import content_changed
from tests.leads.conftest import HOME_CONTACT, PAGE_CONTACT, delivery_status, payload
from tests.marketing.factories import SERVICE_ITEMS, ServiceFactory

pytestmark = pytest.mark.django_db


def test_the_home_form_payload_of_the_spec_is_stored(api):
    response = api.contact(HOME_CONTACT)

    assert response.status_code == 201
    lead = ContactSubmission.objects.get()
    assert response.json() == {"id": lead.pk}
    assert lead.source == "home_page"
    assert (lead.name, lead.email, lead.company, lead.answer("service")) == (
        "Dana Whitfield",
        "dana@harbourcoffee.com",
        "Harbour Coffee Roasters",
        "seo",
    )
    assert lead.answer("message") == HOME_CONTACT["message"]
    assert lead.phone == ""
    assert not lead.is_spam
    assert delivery_status(lead, "notification") == DeliveryStatus.PENDING


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


@pytest.mark.parametrize("service", [*(slug for slug, _ in SERVICE_ITEMS), "other"])
def test_every_catalogue_service_and_other_is_accepted(api, service):
    assert api.contact(payload(HOME_CONTACT, service=service)).status_code == 201


def test_the_api_accepts_exactly_the_services_the_forms_offer(api):
    offered = [choice["id"] for choice in contact_service_options()]
    assert offered == [*(slug for slug, _ in SERVICE_ITEMS), "other"]

    for service in offered:
        assert api.contact(payload(HOME_CONTACT, service=service)).status_code == 201
    for service in ("catering", "SEO", " seo", "Search Engine Optimization", 7, ["seo"]):
        response = api.contact(payload(HOME_CONTACT, service=service))
        assert response.status_code == 400, service
        assert response.json() == {"service": ["Please select a service."]}


def test_a_service_editors_add_to_the_catalogue_is_offered_and_accepted(api):
    assert api.contact(payload(HOME_CONTACT, service="email-marketing")).status_code == 400

    # What saving it in the Django admin does: store the service and announce the change.
    ServiceFactory(slug="email-marketing", name="Email Marketing", order=20)
    content_changed()

    assert {"id": "email-marketing", "name": "Email Marketing"} in contact_service_options()
    response = api.contact(payload(HOME_CONTACT, service="email-marketing"))
    assert response.status_code == 201
    assert ContactSubmission.objects.get().answer("service") == "email-marketing"


def test_a_renamed_or_removed_service_follows_the_catalogue(api):
    Service.objects.filter(slug="business").update(slug="business-planning", name="Business Strategy")
    Service.objects.filter(slug="advertising").delete()
    content_changed()

    assert api.contact(payload(HOME_CONTACT, service="business-planning")).status_code == 201
    for gone in ("business", "advertising"):
        response = api.contact(payload(HOME_CONTACT, service=gone))
        assert response.status_code == 400
        assert response.json() == {"service": ["Please select a service."]}


def test_with_an_empty_catalogue_only_other_is_accepted(api):
    Service.objects.all().delete()
    content_changed()

    assert contact_service_options() == [{"id": "other", "name": "Other"}]
    assert api.contact(payload(HOME_CONTACT, service="other")).status_code == 201
    assert api.contact(payload(HOME_CONTACT, service="seo")).status_code == 400


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


def test_a_lead_keeps_the_address_it_came_from(api):
    assert api.contact(HOME_CONTACT, REMOTE_ADDR="203.0.113.7").status_code == 201
    assert ContactSubmission.objects.get().client_address == "203.0.113.7"


def test_behind_one_proxy_the_address_is_the_one_the_proxy_saw_not_a_forged_one(api, settings):
    settings.TRUSTED_PROXY_COUNT = 1
    response = api.contact(
        HOME_CONTACT, REMOTE_ADDR="127.0.0.1", HTTP_X_FORWARDED_FOR="6.6.6.6, 198.51.100.23"
    )
    assert response.status_code == 201
    assert ContactSubmission.objects.get().client_address == "198.51.100.23"
