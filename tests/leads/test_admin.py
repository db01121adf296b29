"""The Django admin for leads: lists, filters, search, read-only submissions, CSV export, retries."""

import csv
import io

import pytest
from django.contrib.auth import get_user_model
from django_tasks_db.models import DBTaskResult

from delivery.models import Delivery, DeliveryKind, DeliveryStatus
from leads.models import LeadStatus, QuoteRequest
from tests.leads.factories import ContactSubmissionFactory, DeliveryFactory, QuoteRequestFactory, notification

pytestmark = pytest.mark.django_db

CONTACTS = "/django-admin/leads/contactsubmission/"
QUOTES = "/django-admin/leads/quoterequest/"


@pytest.fixture
def staff_client(client):
    user = get_user_model().objects.create_superuser("editor", "editor@acme.example", "a-long-passphrase")
    client.force_login(user)
    return client


def test_both_lists_show_leads_with_their_state(staff_client):
    notification(ContactSubmissionFactory(name="Dana Whitfield"), status=DeliveryStatus.FAILED)
    QuoteRequestFactory(name="Tom Alvarez")

    contacts = staff_client.get(CONTACTS)
    quotes = staff_client.get(QUOTES)

    assert contacts.status_code == quotes.status_code == 200
    assert "Dana Whitfield" in contacts.text and "Failed" in contacts.text
    assert "Tom Alvarez" in quotes.text


@pytest.mark.parametrize(
    ("query", "shown", "hidden"),
    [
        ("is_spam__exact=1", "Spam Bot", "Dana Whitfield"),
        ("status__exact=contacted", "Handled Lead", "Dana Whitfield"),
        ("notification=failed", "Failed Lead", "Dana Whitfield"),
        ("source__exact=contact_page", "Page Lead", "Dana Whitfield"),
        ("q=harbour", "Dana Whitfield", "Spam Bot"),
    ],
)
def test_filters_and_search(staff_client, query, shown, hidden):
    ContactSubmissionFactory(name="Dana Whitfield", company="Harbour Coffee")
    ContactSubmissionFactory(name="Spam Bot", is_spam=True)
    ContactSubmissionFactory(name="Handled Lead", status=LeadStatus.CONTACTED)
    notification(ContactSubmissionFactory(name="Failed Lead"), status=DeliveryStatus.FAILED)
    ContactSubmissionFactory(name="Page Lead", source="contact_page")

    response = staff_client.get(f"{CONTACTS}?{query}")

    assert response.status_code == 200
    assert shown in response.text
    assert hidden not in response.text


def test_the_created_date_filter_is_offered(staff_client):
    ContactSubmissionFactory()

    response = staff_client.get(CONTACTS)

    assert response.status_code == 200
    assert "By created at" in response.text
    assert "Past 7 days" in response.text


def test_submitted_data_is_read_only_and_only_the_pipeline_can_change(staff_client):
    lead = QuoteRequestFactory(name="Tom Alvarez", email="tom@alvarezcycles.com")

    page = staff_client.get(f"{QUOTES}{lead.pk}/change/")
    assert page.status_code == 200
    assert 'name="status"' in page.text and 'name="owner"' in page.text
    assert 'name="handled"' not in page.text  # handled follows the status
    assert 'name="name"' not in page.text and 'name="email"' not in page.text
    assert "Business type:" in page.text and "Startup" in page.text  # the answers by their labels

    response = staff_client.post(
        f"{QUOTES}{lead.pk}/change/",
        {
            "status": "qualified",
            "owner": "",
            "name": "Someone Else",
            "notes-TOTAL_FORMS": "1",
            "notes-INITIAL_FORMS": "0",
            "notes-0-text": "",
        },
    )

    assert response.status_code == 302
    lead.refresh_from_db()
    assert lead.status == "qualified"
    assert lead.handled and lead.handled_at is not None
    assert lead.name == "Tom Alvarez"


def test_leads_cannot_be_added_by_hand(staff_client):
    assert staff_client.get(f"{CONTACTS}add/").status_code == 403


def test_csv_export_of_the_selected_leads(staff_client):
    first = ContactSubmissionFactory(name="Dana Whitfield", message="Hello, we need SEO.\nTwo lines.")
    notification(first)
    formula = ContactSubmissionFactory(name="=HYPERLINK(1)")
    ContactSubmissionFactory(name="Not Selected")

    response = staff_client.post(
        CONTACTS, {"action": "export_csv", "_selected_action": [first.pk, formula.pk]}
    )

    assert response.status_code == 200
    assert response["Content-Type"] == "text/csv; charset=utf-8"
    assert response["Content-Disposition"].startswith('attachment; filename="contact-submissions-')
    rows = list(csv.DictReader(io.StringIO(response.content.decode("utf-8-sig"))))
    assert [row["Name"] for row in rows] == ["Dana Whitfield", "'=HYPERLINK(1)"]
    assert rows[0]["Message"] == "Hello, we need SEO.\nTwo lines."
    assert rows[0]["Notification"] == "Pending"


def test_the_admin_export_and_the_staff_export_are_the_same_file(staff_client):
    lead = ContactSubmissionFactory(name="Dana Whitfield")
    notification(lead)

    admin_csv = staff_client.post(CONTACTS, {"action": "export_csv", "_selected_action": [lead.pk]})
    staff_csv = staff_client.get("/api/admin/contacts/export.csv")

    assert admin_csv.content == staff_csv.content
    assert admin_csv["Content-Disposition"] == staff_csv["Content-Disposition"]


def test_mark_handled_action(staff_client):
    leads = QuoteRequestFactory.create_batch(2)

    staff_client.post(QUOTES, {"action": "mark_handled", "_selected_action": [lead.pk for lead in leads]})

    assert QuoteRequest.objects.filter(status=LeadStatus.CONTACTED, handled_at__isnull=False).count() == 2


def test_retrying_an_email_that_failed_for_good(staff_client):
    lead = ContactSubmissionFactory()
    failed = notification(lead, status=DeliveryStatus.FAILED, attempts=6)
    sent = DeliveryFactory(lead=lead, kind=DeliveryKind.ACKNOWLEDGEMENT, status=DeliveryStatus.SENT)

    staff_client.post(CONTACTS, {"action": "retry_failed_emails", "_selected_action": [lead.pk]})

    failed.refresh_from_db()
    assert failed.status == DeliveryStatus.RETRYING
    assert failed.attempts == 0
    [task] = DBTaskResult.objects.all()
    assert task.args_kwargs["args"] == [failed.pk]
    assert Delivery.objects.get(pk=sent.pk).status == DeliveryStatus.SENT


def test_deliveries_that_failed_for_good_are_listed_and_retried_from_their_own_admin(staff_client):
    lead = ContactSubmissionFactory(name="Dana Whitfield")
    failed = notification(lead, status=DeliveryStatus.FAILED, attempts=6, last_error="SMTPConnectError: down")
    notification(QuoteRequestFactory(), status=DeliveryStatus.SENT)

    page = staff_client.get("/django-admin/delivery/delivery/?status__exact=failed")
    assert page.status_code == 200
    assert "Dana Whitfield" in page.text and page.text.count("Failed") >= 1
    assert "Sent" not in page.text.split("</thead>")[1]

    staff_client.post(
        "/django-admin/delivery/delivery/", {"action": "retry_failed", "_selected_action": [failed.pk]}
    )
    failed.refresh_from_db()
    assert failed.status == DeliveryStatus.RETRYING
