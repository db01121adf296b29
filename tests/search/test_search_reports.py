"""What visitors searched for, in the staff Reports: daily totals per language, and the leads the
search page's contact link brought (the contact page's ?message= prefill)."""

import pytest
from django.core.cache import cache
from django.utils import timezone

from search.services import search_record
from tests.leads.factories import ContactSubmissionFactory

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def empty_cache():
    cache.clear()


def test_the_contact_page_starts_the_message_with_the_question_escaped_and_uncached(client, catalogue):
    answer = client.get("/es/contacto", {"message": "<b>¿Hacen Google Business Profile?</b>"})
    html = answer.content.decode()
    assert answer.status_code == 200
    assert "&lt;b&gt;¿Hacen Google Business Profile?&lt;/b&gt;</textarea>" in html
    assert "no-store" in answer["Cache-Control"]
    # Without the parameter the page is the shared, cacheable one.
    plain = client.get("/es/contacto")
    assert "public" in plain["Cache-Control"]
    assert "Google Business Profile" not in plain.content.decode()


def test_a_long_prefill_is_cut(client, catalogue):
    html = client.get("/contact", {"message": "x" * 900}).content.decode()
    assert "x" * 500 + "</textarea>" in html
    assert "x" * 501 not in html


@pytest.mark.clock
def test_the_reports_show_searches_per_day_and_language_with_their_leads(reports_client):
    for query, found in (("anuncios", True), ("anuncios baratos", True), ("perros", False)):
        search_record(query=query, language="es", found=found)
    search_record(query="seo", language="en", found=True)
    ContactSubmissionFactory(language="es", page_url="https://example.com/es/contacto?message=perros")
    ContactSubmissionFactory(language="es", page_url="https://example.com/es/contacto")

    rows = reports_client.get("/api/admin/reports").json()["searches"]
    today = str(timezone.localdate())
    spanish = next(row for row in rows if row["language"] == "es")
    assert spanish["day"] == today
    assert (spanish["searches"], spanish["zero"], spanish["leads"]) == (3, 1, 1)
    assert spanish["words"][0] == {"text": "anuncios", "count": 2}
    assert spanish["zeroQueries"] == [{"text": "perros", "count": 1}]
    assert any(row["language"] == "en" and row["searches"] == 1 for row in rows)
