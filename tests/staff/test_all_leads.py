"""The staff page's first view: every lead, whatever form it came from, newest first, with the form's
name as a column and a filter, and its CSV (GET /api/admin/leads, /api/admin/leads/export.csv)."""

import csv
import io

import pytest
from django.contrib.auth.models import AnonymousUser
from django.test import Client

from leads.lead_forms import FORMS
from leads.models import BuiltForm, LeadSource
from leads.selectors import CODED_FORM_LABELS
from tests.staff.factories import (
    ContactSubmissionFactory,
    QuoteRequestFactory,
    StaffUserFactory,
    local,
    received,
)

pytestmark = pytest.mark.django_db


@pytest.fixture
def leads():
    """A contact, a pricing quiz, a built form's lead and a spam one, a day apart (oldest first)."""
    form = BuiltForm.objects.create(name="Free holiday ads audit", slug="holiday-audit", heading_en="Audit")
    contact = received(
        ContactSubmissionFactory(name="Ada Contact", message="Please call about SEO."), local(2026, 3, 1)
    )
    quiz = received(QuoteRequestFactory(name="Bo Quiz"), local(2026, 3, 2))
    built = received(
        QuoteRequestFactory(
            name="Cy Built",
            source=LeadSource.BUILT_FORM,
            form=form.lead_form_key,
            quiz_answers={},
        ),
        local(2026, 3, 3),
    )
    received(ContactSubmissionFactory(name="Spam Bot", is_spam=True), local(2026, 3, 4))
    return {"form": form, "contact": contact, "quiz": quiz, "built": built}


def _csv_rows(response) -> list[list[str]]:
    return list(csv.reader(io.StringIO(response.content.decode("utf-8-sig"))))


def test_the_first_view_lists_every_lead_newest_first_with_its_form(staff_client, leads):
    answer = staff_client.get("/api/admin/leads")
    assert answer.status_code == 200
    assert "no-store" in answer["Cache-Control"]
    rows = answer.json()["results"]
    assert [row["name"] for row in rows] == ["Cy Built", "Bo Quiz", "Ada Contact"]
    built, quiz, contact = rows
    assert (built["kind"], built["form"], built["sourceLabel"]) == (
        "quotes",
        leads["form"].lead_form_key,
        "Free holiday ads audit",
    )
    assert (quiz["kind"], quiz["form"], quiz["sourceLabel"]) == ("quotes", "pricing_quiz", "Pricing quiz")
    assert (contact["kind"], contact["form"], contact["sourceLabel"]) == (
        "contacts",
        "contact",
        "Contact page form",
    )
    assert contact["summary"] == "Please call about SEO."
    assert quiz["summary"]  # the answers, by their labels
    # Each row opens in its kind's detail.
    assert staff_client.get(f"/api/admin/{contact['kind']}/{contact['id']}").json()["name"] == "Ada Contact"
    assert staff_client.get(f"/api/admin/{built['kind']}/{built['id']}").json()["name"] == "Cy Built"


def test_the_form_filter_takes_the_sites_own_forms_and_the_built_ones(staff_client, leads):
    def names(form: str) -> list[str]:
        return [row["name"] for row in staff_client.get(f"/api/admin/leads?form={form}").json()["results"]]

    assert names("contact") == ["Ada Contact"]
    assert names("pricing_quiz") == ["Bo Quiz"]
    assert names(leads["form"].lead_form_key) == ["Cy Built"]
    assert names("hero_quiz") == []
    assert staff_client.get("/api/admin/leads?form=newsletter").status_code == 400
    assert [row["name"] for row in staff_client.get("/api/admin/leads?spam=true").json()["results"]] == [
        "Spam Bot"
    ]


def test_the_filters_names_are_the_site_forms_and_the_built_forms(staff_client, leads):
    from staff.views import staff_page_props

    assert set(CODED_FORM_LABELS) == set(FORMS)
    coded = staff_page_props(AnonymousUser())["codedForms"]
    assert [choice["value"] for choice in coded] == list(CODED_FORM_LABELS)
    assert staff_page_props(AnonymousUser())["urls"]["leads"] == "/api/admin/leads"


def test_the_first_views_csv_has_every_lead_and_its_form(staff_client, leads):
    response = staff_client.get("/api/admin/leads/export.csv")
    assert response.status_code == 200
    assert response["Content-Disposition"].startswith('attachment; filename="leads-')
    header, *rows = _csv_rows(response)
    form, name = header.index("Form"), header.index("Name")
    assert [(row[name], row[form]) for row in rows] == [
        ("Cy Built", "Free holiday ads audit"),
        ("Bo Quiz", "Pricing quiz"),
        ("Ada Contact", "Contact page form"),
    ]
    contact = rows[2]
    assert contact[header.index("Message")] == "Please call about SEO."
    assert rows[1][header.index("Answers")]
    only_built = _csv_rows(
        staff_client.get(f"/api/admin/leads/export.csv?form={leads['form'].lead_form_key}")
    )
    assert [row[name] for row in only_built[1:]] == ["Cy Built"]


def test_the_first_view_needs_both_kinds_of_lead(leads):
    anonymous = Client()
    assert anonymous.get("/api/admin/leads").status_code in (401, 403)
    no_quotes = Client()
    user = StaffUserFactory(lead_manager=False)
    from django.contrib.auth.models import Permission

    user.user_permissions.add(Permission.objects.get(codename="view_contactsubmission"))
    no_quotes.force_login(user)
    assert no_quotes.get("/api/admin/contacts").status_code == 200
    assert no_quotes.get("/api/admin/leads").status_code == 403
    assert no_quotes.get("/api/admin/leads/export.csv").status_code == 403
