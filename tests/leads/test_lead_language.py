"""A lead remembers the language of the form it was sent from (issue 29, item 5): the island names
its page's language in the payload, a form without JavaScript posts under /es/; the field errors
come back in it, the acknowledgement goes out in it, and staff see it everywhere they see leads.

The Spanish words themselves come from the .po catalogue: these tests compare with what the same
message reads under "es", and record which language was active, so they hold with or without it."""

import csv
import io

import pytest
from django.contrib.auth import get_user_model
from django.core import mail
from django.test import Client
from django.urls import reverse
from django.utils import translation
from rest_framework.exceptions import ValidationError

from delivery.models import WebhookEndpoint
from delivery.webhooks import secret_generate, slack_message
from forms.serializers import contact_input, quote_input
from leads import lead_emails as emails
from leads.models import ContactSubmission, LeadSource, QuoteRequest
from staff.views import staff_page_props
from tests.leads.conftest import HERO_QUIZ, HOME_CONTACT, PAGE_CONTACT, PRICING_QUIZ, payload
from tests.leads.factories import ContactSubmissionFactory, QuoteRequestFactory, notification
from tests.staff.factories import StaffUserFactory

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("no_fill_minimum")]


@pytest.fixture(autouse=True)
def _mail_settings(settings):
    settings.ENQUIRY_EMAIL = "leads@acme.example"
    settings.CONTACT_EMAIL = "hello@acme.example"


def errors_in(language: str, parse, body: dict) -> dict:
    """The field errors `parse` gives `body` with `language` active: what a page in it must show."""
    with translation.override(language):
        try:
            parse(body)
        except ValidationError as error:
            return {field: [str(m) for m in messages] for field, messages in error.detail.items()}
    raise AssertionError("the body was valid")


# --- the JSON API -------------------------------------------------------------------------------


def test_a_lead_from_a_spanish_page_records_spanish(api):
    response = api.contact(payload(HOME_CONTACT, language="es"))

    assert response.status_code == 201
    assert ContactSubmission.objects.get().language == "es"


def test_every_quote_form_records_its_language(api):
    for body in (HERO_QUIZ, PRICING_QUIZ):
        assert api.quote(payload(body, language="es")).status_code == 201
    assert list(QuoteRequest.objects.values_list("language", flat=True)) == ["es", "es"]


@pytest.mark.parametrize(
    ("sent", "stored"),
    [("es-MX", "es"), ("ES", "es"), ("en-US", "en"), ("fr", "en"), ("", "en"), (None, "en"), (7, "en")],
)
def test_a_regional_or_unknown_language_never_refuses_a_lead(api, sent, stored):
    response = api.contact(payload(HOME_CONTACT, language=sent))

    assert response.status_code == 201
    assert ContactSubmission.objects.get().language == stored


def test_a_lead_that_names_no_language_is_english(api):
    api.contact(HOME_CONTACT)

    assert ContactSubmission.objects.get().language == "en"


def test_a_spanish_page_gets_its_field_errors_in_spanish(api):
    bad = payload(PAGE_CONTACT, name="D", email="dana@harbour", language="es")

    response = api.contact(bad)

    assert response.status_code == 400
    assert response.json() == errors_in("es", contact_input, bad)
    nested = payload(HERO_QUIZ, language="es")
    nested["quizAnswers"]["email"] = "priya@"
    answer = api.quote(nested)
    assert answer.status_code == 400
    assert answer.json() == errors_in("es", quote_input, nested)


def test_validation_runs_in_the_payloads_language(api, monkeypatch):
    import forms.apis

    seen = []

    def recording(body):
        seen.append(translation.get_language())
        return contact_input(body)

    monkeypatch.setattr(forms.apis, "contact_input", recording)

    api.contact(payload(HOME_CONTACT, name="D", language="es"))
    api.contact(payload(HOME_CONTACT, name="D"))

    assert seen[0] == "es"
    assert seen[1] != "es"


def test_the_schema_documents_the_language_field(client):
    schema = client.get("/api/schema/", HTTP_ACCEPT="application/json").json()["components"]["schemas"]

    quotes = ("HeroQuizQuoteRequest", "ConsultationQuoteRequest", "PricingQuizQuoteRequest")
    for name in ("ContactRequest", *quotes):
        field = schema[name]["properties"]["language"]
        # The languages it recognises; any other value is taken too (as English): a lead is never
        # refused over its language.
        recognised, anything = field["anyOf"]
        assert recognised["enum"] == ["en", "es"] and anything == {}, name
        assert field["default"] == "en"
        assert "language" not in schema[name].get("required", [])


# --- the forms without JavaScript -----------------------------------------------------------------


@pytest.fixture
def browser(contact_services):
    return Client(enforce_csrf_checks=True, HTTP_USER_AGENT="Mozilla/5.0 (no JavaScript)")


def test_a_form_posted_in_spanish_records_spanish(browser):
    # Under /es/ once the Spanish addresses exist; the language is whatever the request runs in.
    with translation.override("es"):
        url = reverse("lead-forms:contact-send")
        response = browser.post(url, {**HOME_CONTACT, "source": "home_page", "homepage": ""})

    assert response.status_code == 303
    assert ContactSubmission.objects.get().language == "es"


def test_a_form_posted_in_english_records_english(browser):
    response = browser.post("/contact/send", {**PAGE_CONTACT, "source": "contact_page", "homepage": ""})

    assert response.status_code == 303
    assert ContactSubmission.objects.get().language == "en"


# --- the emails -----------------------------------------------------------------------------------


@pytest.fixture
def rendered_in(monkeypatch):
    """Which language was active when each email template was rendered: {template: language}."""
    seen = {}
    render = emails.render_to_string

    def recording(template, context=None, *args, **kwargs):
        seen[template.rsplit("/", 1)[-1]] = translation.get_language()
        return render(template, context, *args, **kwargs)

    monkeypatch.setattr(emails, "render_to_string", recording)
    return seen


def test_the_acknowledgement_goes_out_in_spanish_and_staff_read_english(api, run_tasks, rendered_in):
    api.contact(payload(PAGE_CONTACT, language="es"))

    run_tasks()

    assert rendered_in == {"acknowledgement.txt": "es", "staff_notification.txt": "en"}
    lead = ContactSubmission.objects.get()
    [thanks] = [m for m in mail.outbox if m.to == [PAGE_CONTACT["email"]]]
    with translation.override("es"):
        expected = emails.acknowledgement(lead)
    assert (thanks.subject, thanks.body) == (expected.subject, expected.body)
    [staff] = [m for m in mail.outbox if m.to == ["leads@acme.example"]]
    assert "through the contact page form, in Spanish." in staff.body
    assert f"answer {PAGE_CONTACT['name']} directly, in Spanish." in staff.body


def test_an_english_lead_is_acknowledged_in_english_whatever_is_active(api, run_tasks, rendered_in):
    api.contact(HOME_CONTACT)

    with translation.override("es"):  # e.g. a worker sending while a Spanish page is answered
        run_tasks()

    assert rendered_in == {"acknowledgement.txt": "en", "staff_notification.txt": "en"}
    [staff] = [m for m in mail.outbox if m.to == ["leads@acme.example"]]
    assert "through the home page contact form, in English." in staff.body
    assert "directly, in" not in staff.body


# --- what staff see -------------------------------------------------------------------------------


def test_the_webhook_carries_the_language(api):
    WebhookEndpoint.objects.create(
        url="https://crm.acme.example/hooks", events=["lead.created"], secret=secret_generate()
    )

    api.contact(payload(HOME_CONTACT, language="es"))

    [delivery] = ContactSubmission.objects.get().deliveries.filter(channel="webhook")
    lead = delivery.payload["data"]["lead"]
    assert lead["language"] == "es"
    assert slack_message(delivery.payload)["text"].startswith(
        "New lead from Dana Whitfield (Harbour Coffee Roasters) via Home page contact form, in Spanish."
    )


def test_a_quote_from_a_spanish_page_reaches_the_webhook_with_english_labels(api):
    """The quote's answers and source are translatable labels: the lead must still be stored and
    its event queued (a lazy label once made the API answer 500), read in the site's language."""
    WebhookEndpoint.objects.create(
        url="https://crm.acme.example/hooks", events=["lead.created"], secret=secret_generate()
    )

    for body in (HERO_QUIZ, PRICING_QUIZ):
        assert api.quote(payload(body, language="es")).status_code == 201

    for lead in QuoteRequest.objects.all():
        [delivery] = lead.deliveries.filter(channel="webhook")
        sent = delivery.payload["data"]["lead"]
        assert sent["language"] == "es"
        with translation.override("en"):
            assert sent["source"]["label"] == str(lead.get_source_display())
        assert all(isinstance(row["question"], str) for row in sent["answers"])


@pytest.fixture
def staff_client():
    client = Client()
    client.force_login(StaffUserFactory())
    return client


def test_the_staff_api_shows_the_language_by_name_and_filters_by_it(staff_client):
    notification(ContactSubmissionFactory(name="Lucía Ortega", language="es"))
    notification(ContactSubmissionFactory(name="Dana Whitfield"))

    everyone = staff_client.get("/api/admin/contacts").json()["results"]
    spanish = staff_client.get("/api/admin/contacts?language=es").json()["results"]
    refused = staff_client.get("/api/admin/contacts?language=xx")

    assert {(r["name"], r["language"], r["languageLabel"]) for r in everyone} == {
        ("Lucía Ortega", "es", "Spanish"),
        ("Dana Whitfield", "en", "English"),
    }
    assert [r["name"] for r in spanish] == ["Lucía Ortega"]
    assert refused.status_code == 400 and "language" in refused.json()
    lead_id = spanish[0]["id"]
    assert staff_client.get(f"/api/admin/contacts/{lead_id}").json()["languageLabel"] == "Spanish"


def test_the_staff_page_offers_the_languages_by_name():
    props = staff_page_props(get_user_model()())

    assert props["languages"] == [{"value": "en", "label": "English"}, {"value": "es", "label": "Spanish"}]


def test_the_csv_export_has_a_language_column(staff_client):
    QuoteRequestFactory(name="Lucía Ortega", language="es", source=LeadSource.PRICING_QUIZ)
    ContactSubmissionFactory(name="Dana Whitfield")

    for url, name, language in (
        ("/api/admin/quotes/export.csv", "Lucía Ortega", "Spanish"),
        ("/api/admin/contacts/export.csv?language=en", "Dana Whitfield", "English"),
    ):
        header, *rows = csv.reader(io.StringIO(staff_client.get(url).content.decode("utf-8-sig")))
        column = header.index("Language")
        assert header[column - 1] == "Source"
        assert [(row[2], row[column]) for row in rows] == [(name, language)]


def test_the_django_admin_lists_and_filters_by_language(client):
    client.force_login(get_user_model().objects.create_superuser("editor", "e@acme.example", "a-long-pass"))
    spanish = ContactSubmissionFactory(name="Lucía Ortega", language="es")
    ContactSubmissionFactory(name="Dana Whitfield")

    listed = client.get("/django-admin/leads/contactsubmission/?language__exact=es")
    detail = client.get(f"/django-admin/leads/contactsubmission/{spanish.pk}/change/")

    assert listed.status_code == 200
    assert "Lucía Ortega" in listed.text and "Dana Whitfield" not in listed.text
    assert '<td class="field-language">Spanish</td>' in listed.text
    assert "By language" in listed.text
    assert "Spanish" in detail.text and 'name="language"' not in detail.text  # shown, never edited
