"""Forms built in the admin (leads.models.BuiltForm): each kind of field checked on the server with
the editor's messages or the standard ones in English and Spanish, leads stored as Lead rows with
their answers, who hears of them (the lead mailbox, the recipients chosen), the webhooks chosen, the
funnel, the staff API's filter and CSV, and the editor's rules in the admin (a lead needs a name and
an email)."""

import csv
import io
import json

import pytest
from django.contrib.auth import get_user_model
from django.core import mail
from django.test import Client

from analytics.models import DailyCount
from delivery.models import Delivery, DeliveryKind, WebhookEndpoint
from forms.built_forms import problems
from leads.lead_forms import answers_errors, form_kind
from leads.models import BuiltForm, Lead, LeadSource

pytestmark = pytest.mark.django_db

PAGE = "http://testserver/forms/free-audit"


@pytest.fixture
def staff_client():
    client = Client()
    user = get_user_model().objects.create_superuser("lead-manager", "leads@example.com", "a-long-passphrase")
    client.force_login(user)
    return client


VALID = {
    "name": "Dana Whitfield",
    "email": "dana@harbordental.com",
    "website": "harbordental.com",
    "monthly_budget": "$2,000 - $10,000",
    "platforms": ["Google", "Meta"],
    "locations": "3",
    "goals": "More patients",
    "phone": "+1 619 555 0147",
    "consent": "yes",
}


# What VALID is stored as: the address with its scheme, the number as a number, the box as true, and
# the hidden value the form adds.
STORED = {
    "website": "https://harbordental.com",
    "monthly_budget": "$2,000 - $10,000",
    "platforms": ["Google", "Meta"],
    "locations": 3,
    "goals": "More patients",
    "consent": True,
    "campaign": "spring-2026",
}


def send(client, data, *, language=""):
    path = "/es/formularios/free-audit" if language == "es" else "/forms/free-audit"
    return client.post(path, data, HTTP_REFERER=PAGE + "?utm_source=google")


def test_a_valid_post_is_stored_as_a_lead_with_its_answers_and_lands_on_the_thank_you_page(
    client, audit, no_fill_minimum
):
    response = send(client, VALID)
    assert response.status_code == 303
    assert response["Location"] == "/forms/free-audit/thank-you"
    lead = Lead.objects.get()
    assert (lead.name, lead.email, lead.phone, lead.source) == (
        "Dana Whitfield",
        "dana@harbordental.com",
        "+1 619 555 0147",
        LeadSource.BUILT_FORM,
    )
    assert lead.form == f"built-{audit.pk}" and form_kind(lead.form) == "quote"
    assert lead.answers == STORED
    assert lead.utm_source == "google"
    thanks = client.get(response["Location"]).content.decode()
    assert "Your audit is on its way" in thanks and "We send it within two business days." in thanks


def test_the_lead_mailbox_and_the_chosen_recipients_hear_of_the_lead_and_the_visitor_gets_the_acknowledgement(
    client, audit, no_fill_minimum, django_capture_on_commit_callbacks, settings
):
    settings.ENQUIRY_EMAIL = "leads@acme.example"
    with django_capture_on_commit_callbacks(execute=True):
        send(client, VALID, language="es")
    lead = Lead.objects.get()
    assert lead.language == "es"
    notification = Delivery.objects.get(lead=lead, kind=DeliveryKind.NOTIFICATION)
    assert notification.recipient == "leads@acme.example, audits@example.com, sales@example.com"
    from leads.lead_emails import acknowledgement, staff_notification

    staff = staff_notification(lead, notification.recipient)
    assert staff.to == ["leads@acme.example", "audits@example.com", "sales@example.com"]
    assert staff.subject.endswith("Free local SEO audit from Dana Whitfield")
    assert (
        "Monthly budget:\n$2,000 - $10,000" in staff.body
        and "Website:\nhttps://harbordental.com" in staff.body
    )
    assert acknowledgement(lead).subject.startswith("Recibimos su solicitud")
    assert mail.outbox == [] or all(message.to for message in mail.outbox)


def test_an_empty_form_comes_back_with_each_message_beside_its_field_and_a_summary(client, audit):
    response = send(client, {"goals": "x" * 21, "locations": "0"})
    assert response.status_code == 400
    html = response.content.decode()
    for message in (
        "We need your website to audit it.",
        "Please choose an option.",
        "Please tick this box to continue.",
        "Twenty characters at most.",
        "Please enter a number of at least 1.",
        "Please fill in this field.",
    ):
        assert message in html, message
    assert 'class="error-summary"' in html
    assert 'id="form-free-audit-website" name="website" type="url"' in html
    assert 'aria-invalid="true" aria-describedby="form-free-audit-website-error"' in html
    assert "x" * 21 in html  # nothing typed is lost
    assert Lead.objects.count() == 0


def test_the_messages_are_in_spanish_on_the_spanish_page(client, audit):
    html = send(client, {"email": "not an address", "name": "D"}, language="es").content.decode()
    assert "Necesitamos su sitio web para auditarlo." in html
    assert "Ingrese al menos 2 caracteres." in html
    assert "Ingrese un correo electrónico válido." in html
    assert "Correo de trabajo" in html and "Quiero mi auditoría" in html
    assert "Menos de 2.000 $" in html


def test_an_option_the_form_does_not_offer_is_refused(client, audit, no_fill_minimum):
    response = send(client, {**VALID, "monthly_budget": "A million"})
    assert response.status_code == 400
    assert Lead.objects.count() == 0


def test_the_honeypot_stores_spam_and_the_first_post_from_a_cached_page_asks_to_confirm(
    client, audit, settings
):
    settings.LEADS_MIN_FILL_MS = 3000
    response = send(client, VALID)
    assert response.status_code == 200
    assert "One more step: nothing has been sent yet." in response.content.decode()
    assert "Get my audit" in response.content.decode()
    assert Lead.objects.count() == 0
    response = send(client, {**VALID, "homepage": "http://spam.example"})
    assert response.status_code == 303
    assert Lead.objects.get().is_spam


def test_a_post_from_another_site_is_refused(audit):
    response = Client().post("/forms/free-audit", VALID, HTTP_SEC_FETCH_SITE="cross-site")
    assert response.status_code == 403
    assert Lead.objects.count() == 0


def test_the_own_page_is_noindex_and_a_form_without_one_has_no_page(client, audit):
    html = client.get("/forms/free-audit").content.decode()
    assert 'name="robots" content="noindex"' in html
    assert 'action="/forms/free-audit"' in html
    assert client.get("/es/formularios/free-audit").status_code == 200
    BuiltForm.objects.create(name="Webinar seat", slug="webinar", heading_en="Webinar", has_own_page=False)
    assert client.get("/forms/webinar").status_code == 404


def test_the_funnel_counts_started_and_sent(audit, no_fill_minimum):
    send(Client(HTTP_USER_AGENT="Mozilla/5.0 (no JavaScript)"), VALID)
    steps = dict(DailyCount.objects.filter(form=f"built-{audit.pk}").values_list("step", "count"))
    assert steps == {"open": 1, "sent": 1}


def test_chosen_webhooks_receive_its_leads_and_others_do_not(client, audit, no_fill_minimum):
    chosen = WebhookEndpoint.objects.create(url="https://hooks.example.com/a", events=["lead.created"])
    other = WebhookEndpoint.objects.create(url="https://hooks.example.com/b", events=["lead.created"])
    audit.webhooks.add(chosen)
    send(client, VALID)
    endpoints = set(
        Delivery.objects.filter(kind=DeliveryKind.LEAD_CREATED).values_list("endpoint", flat=True)
    )
    assert endpoints == {chosen.pk}
    assert other.pk not in endpoints


def test_stored_answers_are_checked_against_the_form(audit):
    key = f"built-{audit.pk}"
    valid = {"website": "https://a.com", "monthly_budget": "Under $2,000", "consent": True}
    assert answers_errors(key, valid) == {}
    errors = answers_errors(key, {"monthly_budget": "Nope", "consent": "yes", "unknown": "x"})
    assert set(errors) == {"website", "monthly_budget", "consent", "unknown"}


def test_a_form_without_a_name_and_email_cannot_be_saved():
    found = problems([{"kind": "text", "key": "company", "lead_field": "company", "label_en": "Company"}])
    assert any("A lead needs a name" in problem for problem in found)
    assert any("A lead needs an email" in problem for problem in found)
    fine = problems(
        [
            {"kind": "text", "key": "name", "lead_field": "name", "required": True},
            {"kind": "email", "key": "email", "lead_field": "email", "required": True},
        ]
    )
    assert fine == []
    wrong_kind = problems(
        [
            {"kind": "text", "key": "name", "lead_field": "name", "required": True},
            {"kind": "text", "key": "email", "lead_field": "email", "required": True, "label_en": "Mail"},
        ]
    )
    assert any('"Mail" cannot hold the lead\'s email' in problem for problem in wrong_kind)


def test_staff_list_filter_detail_and_csv_show_the_answers(audit, no_fill_minimum, staff_client):
    Client().post("/forms/free-audit", VALID, HTTP_REFERER=PAGE)
    key = f"built-{audit.pk}"
    listed = staff_client.get("/api/admin/quotes", {"form": key}).json()
    assert listed["count"] == 1
    row = listed["results"][0]
    assert row["sourceLabel"] == "Free local SEO audit"
    assert {"question": "Monthly budget", "answer": "$2,000 - $10,000"} in row["answers"]
    assert {"question": "Email me my audit.", "answer": "Yes"} in row["answers"]
    assert staff_client.get("/api/admin/quotes", {"search": "harbordental.com"}).json()["count"] == 1
    assert staff_client.get("/api/admin/quotes", {"search": "TikTok"}).json()["count"] == 0
    assert staff_client.get("/api/admin/quotes", {"search": "Meta"}).json()["count"] == 1
    exported = staff_client.get("/api/admin/quotes/export.csv", {"form": key})
    rows = list(csv.reader(io.StringIO(exported.content.decode("utf-8-sig"))))
    assert len(rows) == 2
    assert any("$2,000 - $10,000" in cell for cell in rows[1])


def test_a_page_of_its_own_is_counted_by_the_beacon_as_soon_as_an_editor_gives_it(audit):
    """The beacon counts only pages; the addresses of pages with a parameter are kept per process
    under the content version, so an editor's save is seen by the next beacon, not a minute later."""
    from tests.leads.test_lead_routing import change_url, drawn, saved, signed_in
    from tests.staff.factories import ContentEditorFactory

    BuiltForm.objects.filter(pk=audit.pk).update(has_own_page=False)
    audit.refresh_from_db()

    def view() -> None:
        beacon = json.dumps({"p": "/forms/free-audit"})
        agent = "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36"
        assert (
            Client().post("/api/beacon", beacon, content_type="text/plain", HTTP_USER_AGENT=agent).status_code
            == 204
        )

    view()
    assert not DailyCount.objects.filter(path="/forms/free-audit").exists()
    editor = signed_in(ContentEditorFactory())
    data = drawn(editor, change_url(audit))
    assert saved(editor.post(change_url(audit), {**data, "has_own_page": "on"}))
    view()
    assert DailyCount.objects.get(path="/forms/free-audit").count == 1
