"""One list of searchable fields per kind of lead serves the staff API (lists and exports) and the
Django admin: a quote request is found by its website and its automation goals in both."""

import pytest
from django.contrib import admin
from django.contrib.auth import get_user_model

from leads.models import ContactSubmission, QuoteRequest
from leads.selectors import CONTACT_SEARCH_FIELDS, QUOTE_SEARCH_FIELDS
from tests.staff.factories import QuoteRequestFactory

pytestmark = pytest.mark.django_db


def test_the_admin_searches_the_same_fields_as_the_staff_api():
    assert admin.site._registry[ContactSubmission].search_fields == CONTACT_SEARCH_FIELDS
    assert admin.site._registry[QuoteRequest].search_fields == QUOTE_SEARCH_FIELDS
    assert {"website", "automation_goals", "current_challenges", "description"} <= set(QUOTE_SEARCH_FIELDS)


@pytest.mark.parametrize(
    ("field", "value", "term"),
    [
        ("website", "https://tidewater-kayaks.example", "tidewater-kayaks"),
        ("automation_goals", "Invoice triage", "triage"),
    ],
)
def test_both_doors_find_a_quote_by_the_same_fields(staff_client, client, field, value, term):
    QuoteRequestFactory(name="Not this one")
    wanted = QuoteRequestFactory(name="Kayak shop", **{field: value})
    api = staff_client.get(f"/api/admin/quotes?search={term}").json()
    assert [row["id"] for row in api["results"]] == [wanted.pk]

    superuser = get_user_model().objects.create_superuser("editor", "editor@example.org", "pw-for-tests-only")
    client.force_login(superuser)
    page = client.get(f"/django-admin/leads/quoterequest/?q={term}").content.decode()
    assert "Kayak shop" in page and "Not this one" not in page


def test_staff_read_a_contact_service_by_its_label_in_the_table_the_detail_and_the_csv(staff_client):
    from tests.staff.factories import ContactSubmissionFactory

    lead = ContactSubmissionFactory(name="Ada Lovelace", service="other")
    row = staff_client.get("/api/admin/contacts").json()["results"][0]
    assert row["service"] == "other" and row["serviceLabel"] == "Other"
    assert staff_client.get(f"/api/admin/contacts/{lead.pk}").json()["serviceLabel"] == "Other"
    csv_text = staff_client.get("/api/admin/contacts/export.csv").content.decode("utf-8-sig")
    header, first = csv_text.splitlines()[:2]
    assert header.split(",")[6] == "Service" and first.split(",")[6] == "Other"
