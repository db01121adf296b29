"""Every English page has a Spanish twin under /es/ with translated path words: both answer, say
their language, point at each other with hreflang and name themselves canonical."""

import re

import pytest
from django.test import Client

from agency.i18n import path_in_language
from insights.content.articles import ARTICLES
from marketing.models import CaseStudy, TeamMember
from tests.support.seeded import site_content_load

pytestmark = pytest.mark.django_db

# Every kind of public page, by its English address (ids filled in from the seed).
ENGLISH_ROUTES = [
    "/",
    "/ai-automation",
    "/services/seo",
    "/solutions/small-business",
    "/work",
    "/work/service/seo",
    "/work/industry/small-business",
    "/work/{case_study}",
    "/about",
    "/pricing",
    "/contact",
    "/privacy-policy",
    "/terms-of-service",
    "/insights",
    "/insights/topic/seo",
    "/insights/authors/{author}",
    "/insights/{article}",
    "/pricing/quote",
    "/get-started",
    "/ai-automation/consultation",
    "/insights/subscribe",
    "/insights/unsubscribe",
]

SPANISH_WORDS = {
    "/pricing": "/es/precios",
    "/contact": "/es/contacto",
    "/services/seo": "/es/servicios/seo",
    "/solutions/small-business": "/es/soluciones/small-business",
    "/ai-automation": "/es/automatizacion-ia",
    "/work": "/es/trabajos",
    "/about": "/es/nosotros",
    "/insights": "/es/articulos",
    "/contact/send": "/es/contacto/enviar",
    "/pricing/quote": "/es/precios/cotizacion",
    "/get-started": "/es/empezar",
    "/ai-automation/consultation": "/es/automatizacion-ia/consulta",
}


@pytest.fixture
def seeded(db):
    site_content_load()
    return {
        "case_study": CaseStudy.objects.filter(is_published=True).first().slug,
        "author": TeamMember.objects.filter(articles__isnull=False).first().slug,
        # An article the seed published days ago (none of its scheduled ones).
        "article": next(item["slug"] for item in ARTICLES if item["published_days_ago"] > 1),
    }


def head_links(html: str) -> dict:
    alternates = dict(re.findall(r'<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">', html))
    canonical = re.search(r'<link rel="canonical" href="([^"]+)">', html)
    lang = re.search(r"<html lang=\"([^\"]+)\"", html)
    return {
        "alternates": alternates,
        "canonical": canonical and canonical.group(1),
        "lang": lang and lang.group(1),
    }


def test_the_spanish_path_words(db):
    for english, spanish in SPANISH_WORDS.items():
        assert path_in_language(english, "es") == spanish
        assert path_in_language(spanish, "en") == english


def test_every_english_route_has_its_spanish_counterpart(seeded, settings):
    client = Client()
    for template in ENGLISH_ROUTES:
        english = template.format(**seeded)
        spanish = path_in_language(english, "es")
        assert spanish.startswith("/es/"), english
        pages = {"en": client.get(english), "es": client.get(spanish)}
        canonicals = {}
        for language, response in pages.items():
            path = english if language == "en" else spanish
            assert response.status_code == 200, (path, response.status_code)
            assert response["Content-Language"] == language
            links = head_links(response.content.decode())
            assert links["lang"] == language, path
            assert links["alternates"] == {
                "en": settings.SITE_URL + english,
                "es": settings.SITE_URL + spanish,
                "x-default": settings.SITE_URL + english,
            }, path
            canonicals[language] = links["canonical"]
        # Each page names itself canonical (a form's own page may name its page's) in its language.
        english_canonical = canonicals["en"].removeprefix(settings.SITE_URL)
        assert canonicals["es"] == settings.SITE_URL + path_in_language(english_canonical, "es"), english
        assert canonicals["es"].startswith(settings.SITE_URL + "/es/"), english


def test_the_spanish_home_page_answers_at_es(seeded):
    response = Client().get("/es/")
    assert response.status_code == 200 and head_links(response.content.decode())["lang"] == "es"
    assert Client().get("/es")["Location"] == "/es/"


def test_no_accept_language_or_cookie_changes_an_address(seeded):
    client = Client()
    client.cookies["django_language"] = "es"
    response = client.get("/pricing", headers={"accept-language": "es-MX,es;q=0.9"})
    assert response.status_code == 200, "no redirect to /es/precios"
    assert head_links(response.content.decode())["lang"] == "en"
    assert "Accept-Language" not in response.get("Vary", "")
    spanish = client.get("/es/precios", headers={"accept-language": "en-US"})
    assert head_links(spanish.content.decode())["lang"] == "es"
    assert "Accept-Language" not in spanish.get("Vary", "")


def test_english_and_spanish_pages_are_cached_apart(seeded):
    client = Client()
    client.get("/pricing")
    client.get("/es/precios")
    assert head_links(client.get("/es/precios").content.decode())["lang"] == "es"
    assert head_links(client.get("/pricing").content.decode())["lang"] == "en"


def test_staff_files_and_feeds_have_no_spanish_address(seeded):
    client = Client()
    for path in ("/sitemap.xml", "/robots.txt", "/insights/feed.xml", "/site.webmanifest"):
        assert client.get(path).status_code == 200, path
        assert client.get("/es" + path).status_code == 404, path
    assert client.get("/es/django-admin/").status_code == 404
    assert client.get("/es/api/schema/").status_code == 404
