"""The search pages, the index following saves and schedules, the throttle and the daily totals."""

from datetime import timedelta

import pytest
from django.core.cache import cache
from django.utils import timezone

from insights.models import Article
from marketing.models import Faq
from search.models import SearchDailyTotal, SearchEntry
from search.selectors import search
from search.text import fold, stems
from tests.support.seeded import seed_held_for_a_module

pytestmark = pytest.mark.django_db


@pytest.fixture(scope="module")
def seed(django_db_setup, django_db_blocker):
    yield from seed_held_for_a_module(django_db_blocker)


@pytest.fixture
def content(seed, db):
    cache.clear()  # the throttle's counts


def test_words_are_folded_and_stemmed_per_language():
    assert fold("Diseño SEO") == "diseno seo"
    assert stems("advertising", "en") == stems("advertise", "en")
    assert stems("anuncios", "es") == stems("anuncio", "es")


def test_the_english_page_lists_results_with_marked_words(client, content):
    response = client.get("/search", {"q": "advertising"})
    html = response.content.decode()
    assert response.status_code == 200
    assert '<meta name="robots" content="noindex">' in html
    assert "no-store" in response["Cache-Control"]
    assert 'href="/services/advertising"' in html
    assert "<mark>Advertising</mark>" in html


def test_the_spanish_twin_answers_in_spanish(client, content):
    response = client.get("/es/buscar", {"q": "anuncios"})
    html = response.content.decode()
    assert response.status_code == 200
    assert 'lang="es"' in html
    assert "/es/servicios/advertising" in html


def test_an_untranslated_text_is_marked_as_english(client, content):
    # The seeded articles have no Spanish yet: they are found in English and say so.
    response = client.get("/es/buscar", {"q": "core web vitals"})
    assert "En inglés (aún sin traducir)" in response.content.decode()


def test_what_a_visitor_types_is_escaped(client, content):
    response = client.get("/search", {"q": "<script>alert(1)</script> seo"})
    html = response.content.decode()
    assert "<script>alert(1)</script>" not in html
    assert "&lt;script&gt;" in html


def test_no_result_says_so_and_offers_the_contact_form_with_the_question(client, content):
    response = client.get("/es/buscar", {"q": "xyzzyq plugh"})
    html = response.content.decode()
    assert "Nada en el sitio coincide" in html
    assert "/es/contacto?message=xyzzyq+plugh" in html


def test_a_near_word_is_suggested_when_nothing_is_found(content):
    results = search("marketting agencyy plumbing", "en")
    assert results.hits == [] or results.corrected
    assert search("advertsing", "en").corrected == "advertising"


def test_a_query_over_200_characters_is_refused_plainly(client, content):
    response = client.get("/search", {"q": "a" * 201})
    assert response.status_code == 400
    assert "too long" in response.content.decode()


def test_a_flood_from_one_client_is_slowed_and_others_are_not(client, content, settings):
    settings.SEARCH_THROTTLE = "3/min"
    for n in range(3):
        assert client.get("/search", {"q": f"seo {n}"}, REMOTE_ADDR="203.0.113.5").status_code == 200
    refused = client.get("/search", {"q": "seo 4"}, REMOTE_ADDR="203.0.113.5")
    assert refused.status_code == 429
    assert int(refused["Retry-After"]) >= 1
    assert client.get("/search", {"q": "seo"}, REMOTE_ADDR="203.0.113.6").status_code == 200


def test_searches_are_daily_totals_without_emails_or_phone_numbers(client, content):
    client.get("/search", {"q": "advertising"})
    client.get("/search", {"q": "nothingmatcheszz"})
    client.get("/search", {"q": "jane@example.com"})
    client.get("/search", {"q": "+1 619 555 0199"})
    texts = set(SearchDailyTotal.objects.values_list("text", flat=True))
    assert "advertising" in texts
    assert "nothingmatcheszz" in texts
    assert not any("@" in text or "555" in text for text in texts)
    zero = SearchDailyTotal.objects.get(measure=SearchDailyTotal.Measure.ZERO)
    assert zero.text == "nothingmatcheszz"


def test_the_index_follows_a_save_and_a_deletion(content):
    faq = Faq.objects.create(
        topic=Faq.Topic.PRICING, order=99, question="Do you sell zeppelins?", answer="<p>No.</p>"
    )
    assert [hit.url for hit in search("zeppelins", "en").hits] == [f"/pricing#faq-{faq.pk}"]
    faq.delete()
    assert search("zeppelins", "en").hits == []


@pytest.mark.clock
def test_drafts_and_scheduled_articles_never_show(content):
    article = Article.objects.get(slug="core-web-vitals-in-plain-english")
    article.status = Article.Status.DRAFT
    article.save()
    assert not SearchEntry.objects.filter(kind="article", key=article.slug).exists()
    article.status = Article.Status.PUBLISHED
    article.published_at = timezone.now() + timedelta(days=2)
    article.save()
    assert SearchEntry.objects.filter(kind="article", key=article.slug).exists()
    urls = [hit.url for hit in search("core web vitals", "en").hits]
    assert article.get_absolute_url() not in urls


def test_a_campaign_page_kept_from_search_engines_is_not_indexed(content):
    assert not SearchEntry.objects.filter(kind="campaign", key="ai-receptionist-home-services").exists()
    assert SearchEntry.objects.filter(kind="campaign", key="san-diego-dental-seo").exists()


def test_the_header_has_a_search_form_that_works_without_javascript(client, content):
    html = client.get("/").content.decode()
    assert 'role="search" method="get" action="/search"' in html
    spanish = client.get("/es/").content.decode()
    assert 'action="/es/buscar"' in spanish
