"""Content in Spanish: a field left blank shows its English, such a page is noindex in Spanish and
left out of the Spanish sitemap; the language switcher; the admin's list of what needs Spanish."""

import re
import sys
import types

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import translation

from marketing.models import Faq, Offering, Page, Service
from marketing.services import spanish_content_load
from publishing.seed import content_load
from publishing.services import content_changed
from tests.marketing.factories import FaqFactory
from tests.marketing.test_admin import form_data

pytestmark = pytest.mark.django_db

ROBOTS_NOINDEX = '<meta name="robots" content="noindex">'


def translate_everything(obj, *parts):
    """Gives every translated field of the rows a Spanish text (what a translator would do)."""
    from agency.i18n import translated_fields

    for row in (obj, *parts):
        for name in translated_fields(type(row)):
            english = getattr(row, f"{name}_en")
            if english and not getattr(row, f"{name}_es"):
                setattr(row, f"{name}_es", f"ES {english}" if "<" not in english else f"<p>ES</p>{english}")
        row.save()
    content_changed()


def test_a_blank_spanish_field_falls_back_to_english(catalogue):
    service = Service.objects.get(slug="seo")
    service.title_es = "SEO que trae clientes a su puerta"
    service.save()
    with translation.override("es"):
        service = Service.objects.get(slug="seo")
        assert service.title == "SEO que trae clientes a su puerta"
        assert service.name == service.name_en  # no Spanish yet: the English
    with translation.override("en"):
        assert Service.objects.get(slug="seo").title == service.title_en


def test_a_page_missing_spanish_shows_english_and_is_noindex_in_spanish_only(catalogue):
    service = Service.objects.get(slug="seo")
    html = Client().get("/es/servicios/seo").content.decode()
    assert service.title_en in html
    assert ROBOTS_NOINDEX in html
    assert ROBOTS_NOINDEX not in Client().get("/services/seo").content.decode()

    translate_everything(
        service, *service.benefits.all(), *service.steps.all(), *service.transformations.all()
    )
    translate_everything(
        *service.statistics.all(), *service.verticals.all()
    ) if service.statistics.exists() else None
    html = Client().get("/es/servicios/seo").content.decode()
    assert f"ES {service.title_en}" in html
    assert ROBOTS_NOINDEX not in html


def sitemap_entries(xml: str) -> dict[str, list[tuple[str, str]]]:
    """Each <loc> with its xhtml:link alternates (hreflang, href)."""
    entries = {}
    for block in re.findall(r"<url>(.*?)</url>", xml, re.S):
        loc = re.search(r"<loc>([^<]+)</loc>", block).group(1)
        entries[loc] = re.findall(r'hreflang="([^"]+)"\s+href="([^"]+)"', block)
    return entries


def test_the_sitemap_lists_both_languages_with_alternates_and_leaves_out_missing_spanish(catalogue, settings):
    site = settings.SITE_URL
    translated = Service.objects.get(slug="seo")
    translate_everything(
        translated,
        *translated.benefits.all(),
        *translated.steps.all(),
        *translated.transformations.all(),
        *translated.statistics.all(),
        *translated.verticals.all(),
    )
    entries = sitemap_entries(Client().get("/sitemap.xml").content.decode())
    assert sorted(entries[f"{site}/services/seo"]) == sorted(
        [
            ("en", f"{site}/services/seo"),
            ("es", f"{site}/es/servicios/seo"),
            ("x-default", f"{site}/services/seo"),
        ]
    )
    assert f"{site}/es/servicios/seo" in entries
    # Another service has no Spanish yet: English only, no Spanish alternate.
    assert f"{site}/services/advertising" in entries
    assert f"{site}/es/servicios/advertising" not in entries
    assert ("es", f"{site}/es/servicios/advertising") not in entries[f"{site}/services/advertising"]


def test_the_switcher_links_each_page_to_its_counterpart(catalogue):
    english = Client().get("/pricing").content.decode()
    spanish = Client().get("/es/precios").content.decode()
    assert re.search(r'<a class="nav-link" href="/es/precios" hreflang="es" lang="es">Español</a>', english)
    assert re.search(
        r'<a class="footer-link" href="/es/precios" hreflang="es" lang="es">Español</a>', english
    )
    assert re.search(
        r'<a class="mobile-link" href="/es/precios" hreflang="es" lang="es">Español</a>', english
    )
    assert re.search(r'<a class="nav-link" href="/pricing" hreflang="en" lang="en">English</a>', spanish)
    # A service page's switcher keeps the service.
    assert 'href="/es/servicios/seo" hreflang="es"' in Client().get("/services/seo").content.decode()


def test_structured_data_and_social_cards_say_the_language(catalogue):
    spanish = Client().get("/es/servicios/seo").content.decode()
    assert '<meta property="og:locale" content="es_US">' in spanish
    assert '<meta property="og:locale:alternate" content="en_US">' in spanish
    card = re.search(r'<meta property="og:image" content="[^"]*(/es/social-cards/[^"]+)"', spanish).group(1)
    assert Client().get(card)["Content-Type"] == "image/png", "the card drawn in Spanish"
    english = Client().get("/").content.decode()
    assert '"inLanguage": "en"' in english
    assert '"inLanguage": "es"' in Client().get("/es/").content.decode()


# --- the Spanish seed loader -------------------------------------------------------------------


@pytest.fixture
def spanish_package(monkeypatch):
    """A small Spanish seed package: the SEO service and the pricing FAQs' first question."""
    from marketing import content

    package = types.ModuleType("i18n_test_seed")
    package.__path__ = []
    services = types.ModuleType("i18n_test_seed.services")
    english = next(item for item in content.SERVICES if item["slug"] == "seo")
    spanish = {**english, "name": "Posicionamiento SEO", "title": "SEO que trae clientes a su puerta"}
    spanish["benefits"] = [("Más visitas", "Texto en español.", icon) for _t, _x, icon in english["benefits"]]
    services.SERVICES = [spanish]
    pages = types.ModuleType("i18n_test_seed.pages")
    for name in ("WHY_CHOOSE", "WHY_ACT_NOW", "CORE_VALUES", "DIFFERENTIATORS", "MILESTONES", "PAGES"):
        setattr(pages, name, [])
    question, answer = content.PRICING_FAQS[0]
    pages.PRICING_FAQS = [("¿Ofrecen contratos mensuales?", "<p>Sí.</p>")]
    pages.CONTACT_FAQS = []
    for module in (package, services, pages):
        monkeypatch.setitem(sys.modules, module.__name__, module)
    return package.__name__


def test_the_loader_fills_spanish_where_it_is_empty_and_never_overwrites(spanish_package):
    content_load()  # the real Spanish seed, if written yet, is loaded here too
    seo = Offering.objects.get(slug="seo")
    seo.name_es = seo.title_es = ""
    seo.save()
    seo.benefits.update(title_es="", text_es="")
    Faq.objects.update(question_es="", answer_es="")

    written = spanish_content_load(spanish_package)
    seo.refresh_from_db()
    assert (seo.name_es, seo.title_es) == ("Posicionamiento SEO", "SEO que trae clientes a su puerta")
    assert seo.name_en == "Search Engine Optimization"
    assert set(seo.benefits.values_list("title_es", flat=True)) == {"Más visitas"}
    first_faq = Faq.objects.filter(topic=Faq.Topic.PRICING).order_by("order").first()
    assert first_faq.question_es == "¿Ofrecen contratos mensuales?"
    assert written > 0

    # Again: nothing left to write. An editor's Spanish stays.
    assert spanish_content_load(spanish_package) == 0
    seo.title_es = "El título de la editora"
    seo.save()
    seo.name_es = ""
    seo.save()
    spanish_content_load(spanish_package)
    seo.refresh_from_db()
    assert seo.title_es == "El título de la editora"
    assert seo.name_es == "Posicionamiento SEO"


def test_the_loader_skips_spanish_modules_not_written_yet(db):
    assert spanish_content_load("i18n_no_such_package") == 0


def test_the_loader_leaves_a_row_whose_english_an_editor_changed(spanish_package):
    content_load()
    seo = Offering.objects.get(slug="seo")
    seo.title_en, seo.title_es = "A heading the editor rewrote", ""
    seo.save()
    spanish_content_load(spanish_package)
    seo.refresh_from_db()
    assert seo.title_es == "", "the seed's Spanish translates the seed's English, not the editor's"


# --- the admin --------------------------------------------------------------------------------


@pytest.fixture
def admin_client(django_user_model):
    user = django_user_model.objects.create_superuser("editor", "editor@example.com", "password-1-editor")
    client = Client()
    client.force_login(user)
    return client


def test_the_admin_shows_english_and_spanish_side_by_side(admin_client, catalogue):
    service = Service.objects.get(slug="seo")
    html = admin_client.get(reverse("admin:marketing_service_change", args=[service.pk])).content.decode()
    # The field itself is the English; its Spanish comes right after it.
    assert 'name="title"' in html and 'name="title_es"' in html and 'name="title_en"' not in html
    assert html.index('name="title"') < html.index('name="title_es"') < html.index('name="description"')
    assert 'name="benefits-0-title_es"' in html

    data = form_data(admin_client.get(reverse("admin:marketing_service_change", args=[service.pk])))
    data["title_es"] = "SEO que trae clientes a su puerta"
    response = admin_client.post(reverse("admin:marketing_service_change", args=[service.pk]), data)
    assert response.status_code == 302
    service.refresh_from_db()
    assert service.title_es == "SEO que trae clientes a su puerta"
    assert service.title_en == "Search Engine Optimization page heading"
    assert "SEO que trae clientes a su puerta" in Client().get("/es/servicios/seo").content.decode()
    assert "SEO que trae clientes a su puerta" not in Client().get("/services/seo").content.decode()


def test_the_admin_lists_what_needs_spanish(admin_client, catalogue):
    page = Page.objects.create(
        key=Page.Key.PRICING, title="Pricing", meta_description="Plans.", heading="Pricing"
    )
    faq = FaqFactory(topic=Faq.Topic.PRICING, question="Do you offer retainers?")
    translate_everything(faq)
    changelist = reverse("admin:marketing_faq_changelist")
    assert "Translated" in admin_client.get(changelist).content.decode()
    missing = admin_client.get(changelist + "?spanish=missing").content.decode()
    assert "Do you offer retainers?" not in missing

    overview = admin_client.get("/django-admin/needs-spanish/")
    assert overview.status_code == 200
    html = overview.content.decode()
    assert "Pricing" in html and reverse("admin:marketing_page_change", args=[page.pk]) in html
    assert "Do you offer retainers?" not in html
    assert 'href="/django-admin/needs-spanish/"' in admin_client.get("/django-admin/").content.decode()
    assert Client().get("/django-admin/needs-spanish/").status_code == 302  # editors only
