"""The project's own test queries: each names a page that must come in the first three results, in
English and Spanish, on whichever database the suite runs on (SQLite, or PostgreSQL with
DATABASE_URL). The first result of each is the same on both: the ranking is search's own
(search.selectors), the databases only say which rows match."""

import re

import pytest

from search.selectors import search
from tests.support.seeded import seed_held_for_a_module

pytestmark = pytest.mark.django_db

QUERIES = [
    # English: stems, case, one typo, the kinds of page.
    ("en", "advertising", "/services/advertising"),
    ("en", "advertise", "/services/advertising"),
    ("en", "advertsing", "/services/advertising"),
    ("en", "SEO", "/services/seo"),
    ("en", "search engine optimization", "/services/seo"),
    ("en", "google business profile", "/insights/local-seo-for-san-diego-businesses"),
    ("en", "social media", "/services/social-media"),
    ("en", "web development", "/services/development"),
    ("en", "3d product design", "/services/product-design"),
    ("en", "lead generation", "/services/lead-generation"),
    ("en", "business planning", "/services/business"),
    ("en", "ai automation", "/ai-automation"),
    ("en", "startups", "/solutions/startups"),
    ("en", "ecommerce", "/solutions/ecommerce"),
    ("en", "enterprise", "/solutions/enterprise"),
    ("en", "small business", "/solutions/small-business"),
    ("en", "monthly retainer", "/pricing#faq-"),
    ("en", "minimum contract", "/contact#faq-"),
    ("en", "core web vitals", "/insights/core-web-vitals-in-plain-english"),
    ("en", "dental", "/work/harbor-pine-dental"),
    ("en", "coffee subscribers", "/work/tidewater-coffee-roasters"),
    ("en", "freight quotes", "/work/loma-ridge-logistics"),
    ("en", "holiday ads", "/lp/holiday-ads-online-stores"),
    ("en", "paid social budget", "/insights/paid-social-budget-for-a-small-shop"),
    # Spanish: stems, accents typed or not, one typo, English falling back.
    ("es", "anuncios", "/es/servicios/advertising"),
    ("es", "publicidad", "/es/servicios/advertising"),
    ("es", "diseno", "/es/servicios/product-design"),
    ("es", "diseño web", "/es/servicios/development"),
    ("es", "¿cuánto cuesta una página web?", "/es/servicios/development"),
    ("es", "redes sociales", "/es/servicios/social-media"),
    ("es", "posicionamiento en buscadores", "/es/servicios/seo"),
    ("es", "automatizacion", "/es/automatizacion-ia"),
    ("es", "automatización con ia", "/es/automatizacion-ia"),
    ("es", "generación de clientes potenciales", "/es/servicios/lead-generation"),
    ("es", "comercio electronico", "/es/soluciones/ecommerce"),
    ("es", "pequeñas empresas", "/es/soluciones/small-business"),
    ("es", "contrato mínimo", "/es/contacto#faq-"),
    ("es", "cuota mensual", "/es/precios#faq-"),
    ("es", "dentistas", "/es/trabajos/harbor-pine-dental"),
    ("es", "café suscriptores", "/es/trabajos/tidewater-coffee-roasters"),
    ("es", "fisioterapia", "/es/trabajos/mission-bay-physical-therapy"),
    ("es", "trajes de baño", "/es/trabajos/kelp-and-co-swimwear"),
    ("es", "publicidad en redes", "/es/servicios/social-media"),
    ("es", "markting", "/es/servicios/social-media"),
    # The places we serve (areas): a visitor names the city.
    ("en", "Chula Vista", "/areas/chula-vista"),
    ("en", "SEO Escondido", "/areas/escondido"),
    ("es", "Oceanside", "/es/zonas/oceanside"),
    ("es", "agencia de marketing en Chula Vista", "/es/zonas/chula-vista"),
]

# The first result of each query, the same on SQLite and PostgreSQL (an FAQ answer by its page:
# its number is its row's id).
FIRST = {
    ("en", "advertising"): "/services/advertising",
    ("en", "advertise"): "/services/advertising",
    ("en", "advertsing"): "/services/advertising",
    ("en", "SEO"): "/insights/local-seo-for-san-diego-businesses",
    ("en", "search engine optimization"): "/services/seo",
    ("en", "google business profile"): "/insights/local-seo-for-san-diego-businesses",
    ("en", "social media"): "/services/social-media",
    ("en", "web development"): "/services/development",
    ("en", "3d product design"): "/services/product-design",
    ("en", "lead generation"): "/services/lead-generation",
    ("en", "business planning"): "/services/business",
    ("en", "ai automation"): "/insights/ai-automation-for-a-five-person-team",
    ("en", "startups"): "/solutions/startups",
    ("en", "ecommerce"): "/solutions/ecommerce",
    ("en", "enterprise"): "/solutions/enterprise",
    ("en", "small business"): "/insights/core-web-vitals-in-plain-english",
    ("en", "monthly retainer"): "/pricing#faq-",
    ("en", "minimum contract"): "/contact#faq-",
    ("en", "core web vitals"): "/insights/core-web-vitals-in-plain-english",
    ("en", "dental"): "/lp/san-diego-dental-seo",
    ("en", "coffee subscribers"): "/work/tidewater-coffee-roasters",
    ("en", "freight quotes"): "/work/loma-ridge-logistics",
    ("en", "holiday ads"): "/lp/holiday-ads-online-stores",
    ("en", "paid social budget"): "/insights/paid-social-budget-for-a-small-shop",
    ("es", "anuncios"): "/es/lp/holiday-ads-online-stores",
    ("es", "publicidad"): "/es/servicios/advertising",
    ("es", "diseno"): "/es/servicios/product-design",
    ("es", "diseño web"): "/es/servicios/development",
    ("es", "¿cuánto cuesta una página web?"): "/es/servicios/development",
    ("es", "redes sociales"): "/es/servicios/social-media",
    ("es", "posicionamiento en buscadores"): "/es/servicios/seo",
    ("es", "automatizacion"): "/es/automatizacion-ia",
    ("es", "automatización con ia"): "/es/automatizacion-ia",
    ("es", "generación de clientes potenciales"): "/es/servicios/social-media",
    ("es", "comercio electronico"): "/es/soluciones/ecommerce",
    ("es", "pequeñas empresas"): "/es/soluciones/enterprise",
    ("es", "contrato mínimo"): "/es/contacto#faq-",
    ("es", "cuota mensual"): "/es/precios#faq-",
    ("es", "dentistas"): "/es/lp/san-diego-dental-seo",
    ("es", "café suscriptores"): "/es/trabajos/tidewater-coffee-roasters",
    ("es", "fisioterapia"): "/es/trabajos/mission-bay-physical-therapy",
    ("es", "trajes de baño"): "/es/trabajos/kelp-and-co-swimwear",
    ("es", "publicidad en redes"): "/es/servicios/social-media",
    ("es", "markting"): "/es/articulos/retainer-or-project",
    ("en", "Chula Vista"): "/areas/chula-vista",
    ("es", "Oceanside"): "/es/zonas/oceanside",
}


@pytest.fixture(scope="module")
def seed(django_db_setup, django_db_blocker):
    yield from seed_held_for_a_module(django_db_blocker)


def test_the_set_has_forty_queries_half_of_them_spanish():
    assert len(QUERIES) >= 40
    assert sum(1 for language, _query, _page in QUERIES if language == "es") >= 20


@pytest.mark.parametrize(("language", "query", "page"), QUERIES, ids=[q for _l, q, _p in QUERIES])
def test_the_page_comes_in_the_first_three(seed, db, language, query, page):
    urls = [hit.url for hit in search(query, language).hits[:3]]
    assert any(url.startswith(page) for url in urls), urls


@pytest.mark.parametrize(("language", "query"), list(FIRST), ids=[query for _language, query in FIRST])
def test_the_first_result_is_the_same_on_both_databases(seed, db, language, query):
    first = search(query, language).hits[0].url
    assert re.sub(r"#faq-\d+", "#faq-", first) == FIRST[(language, query)]


def test_an_area_page_search_engines_may_not_see_is_not_found(seed, db):
    """The index holds an area page only while search engines may see it (areas.rules)."""
    from areas.models import Area

    assert search("Oceanside", "en").hits[0].url == "/areas/oceanside"
    area = Area.objects.get(slug="oceanside")
    area.show_in_search_engines = False
    area.save()
    assert all(not hit.url.startswith("/areas/oceanside") for hit in search("Oceanside", "en").hits)
