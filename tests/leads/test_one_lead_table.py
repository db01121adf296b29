"""Every lead is one row of leads.Lead. A quote request moved from the old table keeps its former id
(`former_quote_id`), and every link sent with that id before (the notification email's admin link,
the staff API, the booking token and its reference) still reaches it; a lead's answers are checked
against its form's definition."""

from urllib.parse import parse_qs, urlsplit

import pytest
from django.contrib.auth import get_user_model
from django.core import signing
from django.core.cache import cache
from django.core.exceptions import ValidationError

from delivery.models import Delivery
from leads.booking import SALT
from leads.models import ContactSubmission, Lead, LeadNote, QuoteRequest
from marketing import content
from marketing.models import SiteIdentity
from tests.analytics.test_beacon import BROWSER
from tests.leads.conftest import CONSULTATION, PAGE_CONTACT
from tests.leads.factories import ContactSubmissionFactory, QuoteRequestFactory

pytestmark = [pytest.mark.django_db, pytest.mark.clock, pytest.mark.usefixtures("no_fill_minimum")]

# As the migration numbers them: quote 3 of the old table is now lead 1003.
FORMER_ID, NEW_ID = 3, 1003


@pytest.fixture
def moved_quote():
    return QuoteRequestFactory(pk=NEW_ID, former_quote_id=FORMER_ID, name="Marco Ruiz")


@pytest.fixture
def superuser_client(client):
    user = get_user_model().objects.create_superuser("editor", "editor@acme.example", "a-long-passphrase")
    client.force_login(user)
    return client


def test_an_emailed_admin_link_with_a_former_quote_id_opens_that_quote(superuser_client, moved_quote):
    answer = superuser_client.get(f"/django-admin/leads/quoterequest/{FORMER_ID}/change/")
    assert answer.status_code == 302
    assert answer["Location"] == f"/django-admin/leads/quoterequest/{NEW_ID}/change/"
    page = superuser_client.get(answer["Location"])
    assert page.status_code == 200 and "Marco Ruiz" in page.content.decode()


def test_a_contact_link_is_unchanged_and_never_opens_a_quote(superuser_client, moved_quote):
    contact = ContactSubmissionFactory(name="Dana Whitfield")
    page = superuser_client.get(f"/django-admin/leads/contactsubmission/{contact.pk}/change/")
    assert page.status_code == 200 and "Dana Whitfield" in page.content.decode()
    # The quote's new id is no contact's.
    missing = superuser_client.get(f"/django-admin/leads/contactsubmission/{NEW_ID}/change/")
    assert missing.status_code == 302 and missing["Location"] == "/django-admin/"


def test_the_staff_api_finds_a_quote_by_its_former_id(superuser_client, moved_quote):
    answer = superuser_client.get(f"/api/admin/quotes/{FORMER_ID}")
    assert answer.status_code == 200
    assert (answer.json()["id"], answer.json()["name"]) == (NEW_ID, "Marco Ruiz")
    assert superuser_client.get(f"/api/admin/contacts/{NEW_ID}").status_code == 404


def test_a_booking_link_made_before_the_move_still_opens_the_scheduling_page(client, moved_quote):
    cache.clear()
    SiteIdentity.objects.create(
        pk=SiteIdentity.SINGLETON_ID,
        **{**content.initial_identity_values(), "scheduling_url": "https://calendly.com/driftline/call"},
    )
    token = signing.dumps(FORMER_ID, salt=SALT, compress=True)
    opened = client.get(f"/book?lead={token}", HTTP_USER_AGENT=BROWSER)
    cache.clear()
    assert opened.status_code == 302
    query = parse_qs(urlsplit(opened["Location"]).query)
    # The reference the scheduling tool already holds for it stays the same.
    assert (query["name"], query["utm_content"]) == (["Marco Ruiz"], [f"quote-{FORMER_ID}"])


def test_both_apis_store_their_leads_in_the_one_table_with_the_form_and_its_answers(api):
    contact = api.contact(PAGE_CONTACT).json()
    quote = api.quote(CONSULTATION).json()
    stored = {lead.pk: lead for lead in Lead.objects.all()}
    assert stored.keys() == {contact["id"], quote["id"]}
    assert stored[contact["id"]].form == "contact"
    assert stored[contact["id"]].answers == {
        "service": PAGE_CONTACT["service"],
        "message": PAGE_CONTACT["message"],
    }
    assert stored[quote["id"]].form == "consultation"
    assert stored[quote["id"]].answers["automation_goals"] == CONSULTATION["automationGoals"]
    # Each tab lists its own kind; deliveries and notes point at the one lead.
    assert list(ContactSubmission.objects.values_list("pk", flat=True)) == [contact["id"]]
    assert list(QuoteRequest.objects.values_list("pk", flat=True)) == [quote["id"]]
    assert set(Delivery.objects.values_list("lead_id", flat=True)) == {contact["id"], quote["id"]}
    assert not LeadNote.objects.exists()


@pytest.mark.parametrize(
    ("answers", "error_key"),
    [
        ({"service": "seo"}, "message"),
        ({"service": "seo", "message": "x" * 5001}, "message"),
        ({"service": "seo", "message": "Hello there", "budget": "5k"}, "budget"),
        ({"service": ["seo"], "message": "Hello there"}, "service"),
    ],
)
def test_a_contact_whose_answers_break_its_form_is_refused(answers, error_key):
    lead = Lead(name="Dana", email="dana@example.org", source="contact_page", answers=answers)
    assert lead.form == "contact"
    with pytest.raises(ValidationError) as refused:
        lead.full_clean()
    assert error_key in refused.value.message_dict


def test_an_unknown_form_is_refused():
    lead = Lead(name="Dana", email="dana@example.org", source="contact_page", form="webinar")
    with pytest.raises(ValidationError) as refused:
        lead.full_clean()
    assert "form" in refused.value.message_dict
