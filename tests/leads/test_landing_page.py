"""The first page of the visit travels with the lead: the island sends the one its tab kept, and a
form sent without JavaScript records its own page (with its campaign parameters)."""

import pytest

from leads.models import ContactSubmission, QuoteRequest
from tests.leads.conftest import HERO_QUIZ, PAGE_CONTACT

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("no_fill_minimum")]


def test_the_island_sends_the_landing_page_and_it_is_stored(api):
    context = {"page": "https://testserver/contact", "landing": "/services/seo?utm_source=newsletter"}
    lead_id = api.contact({**PAGE_CONTACT, "context": context}).json()["id"]
    assert ContactSubmission.objects.get(pk=lead_id).landing_page == "/services/seo?utm_source=newsletter"


@pytest.mark.parametrize("landing", ["https://elsewhere.example/page", "//elsewhere.example/", 42, "seo"])
def test_a_landing_page_that_is_not_a_path_here_is_not_stored(api, landing):
    lead_id = api.quote({**HERO_QUIZ, "context": {"landing": landing}}).json()["id"]
    assert QuoteRequest.objects.get(pk=lead_id).landing_page == ""


def test_without_javascript_the_forms_page_is_the_landing_page(contact_services, client):
    client.post(
        "/contact/send",
        {**PAGE_CONTACT, "source": "contact_page"},
        HTTP_REFERER="http://testserver/contact?utm_source=newsletter&utm_campaign=spring",
    )
    lead = ContactSubmission.objects.get()
    assert lead.landing_page == "/contact?utm_source=newsletter&utm_campaign=spring"
    assert lead.utm_source == "newsletter"
