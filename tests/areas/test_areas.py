"""Area pages as visitors, search engines and editors get them: the seeded places live and indexable
in both languages, their structured data, the index by region, the rule that keeps a thin page or a
copy out of search engines (with its reason in the admin), addresses that never clash, and the lead
sent from an area page."""

import json
import re

import pytest
from django.contrib.redirects.models import Redirect
from django.test import Client
from django.utils import timezone

from areas.models import Area
from areas.selectors import live_areas
from leads.models import ContactSubmission
from marketing import models as marketing_models
from publishing.seed import content_load
from tests.leads.conftest import PAGE_CONTACT, no_fill_minimum  # noqa: F401 (no_fill_minimum: a fixture)
from tests.marketing.conftest import editor  # noqa: F401 (fixture: a signed-in member of the Editors role)
from tests.support.seeded import replayed

CHULA_VISTA = "/areas/chula-vista"
SEEDED = {
    "chula-vista": ("Chula Vista", "https://www.wikidata.org/wiki/Q49270"),
    "escondido": ("Escondido", "https://www.wikidata.org/wiki/Q372454"),
    "oceanside": ("Oceanside", "https://www.wikidata.org/wiki/Q488924"),
}
# Pages are live from a date (scheduling), and leads are reported by day.
pytestmark = pytest.mark.clock

BLOCK_KINDS = ("richtextblock", "cardblock", "stepblock", "faqblock", "ctabandblock")


@pytest.fixture
def seeded(db, settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path / "media"
    replayed(content_load)
    return {area.slug: area for area in Area.objects.all()}


def structured(html: str) -> list[dict]:
    return [
        json.loads(raw)
        for raw in re.findall(r'<script type="application/ld\+json">(.*?)</script>', html, re.S)
    ]


def noindex(html: str) -> bool:
    return '<meta name="robots" content="noindex">' in html


def hreflangs(html: str) -> list[str]:
    return re.findall(r'<link rel="alternate" hreflang="([^"]+)"', html)


@pytest.mark.parametrize("slug", SEEDED)
def test_the_seeded_areas_are_live_and_indexable_in_both_languages(client, seeded, slug):
    name, _wikidata = SEEDED[slug]
    for path, heading in (
        (f"/areas/{slug}", f"Digital marketing in {name}"),
        (f"/es/zonas/{slug}", f"Marketing digital en {name}"),
    ):
        page = client.get(path)
        assert page.status_code == 200, path
        html = page.content.decode()
        assert heading in html
        assert not noindex(html), path
        assert hreflangs(html) == ["en", "es", "x-default"]
    assert slug in {area.slug for area in live_areas()}
    sitemap = client.get("/sitemap.xml").content.decode()
    assert f"/areas/{slug}</loc>" in sitemap
    assert f"/es/zonas/{slug}</loc>" in sitemap


def test_each_seeded_area_passes_the_rule_on_its_own_words(seeded):
    from areas.selectors import area_verdict

    for area in seeded.values():
        found = area_verdict(area)
        assert found.allowed, found.reasons
        assert found.section_words >= 150
        assert found.similar.share < 0.2


def test_an_area_page_describes_its_services_in_the_place_and_the_one_real_provider(client, seeded):
    html = client.get(CHULA_VISTA).content.decode()
    blocks = structured(html)
    services = [block for block in blocks if block["@type"] == "Service"]
    assert {service["serviceType"] for service in services} == {"SEO", "Advertising", "Development"} or len(
        services
    ) == 3
    for service in services:
        assert service["areaServed"] == {
            "@type": "City",
            "name": "Chula Vista",
            "sameAs": "https://www.wikidata.org/wiki/Q49270",
        }
        assert service["provider"]["@id"].endswith("/#organization")
        assert service["provider"]["@type"] == "Organization"
        assert service["url"].startswith(service["provider"]["url"].rstrip("/") + "/services/")
    breadcrumbs = next(block for block in blocks if block["@type"] == "BreadcrumbList")
    assert [item["name"] for item in breadcrumbs["itemListElement"]] == [
        "Home",
        "Areas we serve",
        "Chula Vista",
    ]
    assert "aggregateRating" not in html and "ratingValue" not in html
    # Only the agency's own address is written: one PostalAddress per Service's provider, all the same.
    addresses = {json.dumps(service["provider"].get("address"), sort_keys=True) for service in services}
    assert len(addresses) == 1
    assert '<link rel="canonical" href="' in html and "/areas/chula-vista" in html
    card = re.search(
        r'<meta property="og:image" content="https?://[^/"]+(/social-cards/area-chula-vista/[^"]+)"', html
    )
    drawn = client.get(card.group(1))
    assert drawn.status_code == 200 and drawn["Content-Type"] == "image/png"


def test_an_area_page_links_its_services_and_local_proof_and_a_service_page_lists_its_areas(client, seeded):
    html = client.get(CHULA_VISTA).content.decode()
    assert 'href="/services/seo"' in html
    assert "Marisol Ortega" in html
    service = client.get("/services/seo").content.decode()
    for slug in SEEDED:
        assert f'href="/areas/{slug}"' in service
    spanish = client.get("/es/servicios/seo").content.decode()
    assert 'href="/es/zonas/chula-vista"' in spanish


def test_the_index_groups_the_areas_by_region_in_both_languages(client, seeded):
    html = client.get("/areas").content.decode()
    order = [
        html.index(text)
        for text in (
            "North County Coastal",
            "Oceanside",
            "North County Inland",
            "Escondido",
            "South Bay",
            "Chula Vista",
        )
    ]
    assert order == sorted(order)
    assert "maps.google" not in html and "<iframe" not in html
    spanish = client.get("/es/zonas").content.decode()
    assert 'href="/es/zonas/escondido"' in spanish
    assert "Zonas que atendemos" in spanish or "Zonas donde trabajamos" in spanish


def test_a_page_search_engines_may_not_see_still_answers_its_visitors(client, seeded):
    area = seeded["oceanside"]
    Area.objects.filter(pk=area.pk).update(show_in_search_engines=False)
    from publishing.services import content_changed

    content_changed()
    for path in ("/areas/oceanside", "/es/zonas/oceanside"):
        page = client.get(path)
        assert page.status_code == 200
        html = page.content.decode()
        assert noindex(html)
        assert hreflangs(html) == []
    sitemap = client.get("/sitemap.xml").content.decode()
    assert "/areas/oceanside<" not in sitemap and "/areas/chula-vista<" in sitemap
    assert "oceanside" not in {a.slug for a in live_areas()}


def test_a_page_whose_proof_is_gone_leaves_search_engines_though_the_switch_is_on(client, seeded):
    area = seeded["escondido"]
    Area.objects.filter(pk=area.pk).update(local_section_en="<p>Short.</p>", local_section_es="")
    marketing_models.Testimonial.objects.filter(areas=area).update(is_published=False)
    from publishing.services import content_changed

    content_changed()
    html = client.get("/areas/escondido").content.decode()
    assert noindex(html)
    assert "/areas/escondido<" not in client.get("/sitemap.xml").content.decode()


def test_a_draft_or_scheduled_area_is_not_found(client, seeded):
    Area.objects.filter(slug="oceanside").update(publish_from=timezone.now() + timezone.timedelta(days=2))
    Area.objects.filter(slug="escondido").update(is_published=False)
    from publishing.services import content_changed

    content_changed()
    assert client.get("/areas/oceanside").status_code == 404
    assert client.get("/areas/escondido").status_code == 404
    assert "Oceanside" not in client.get("/areas").content.decode()


# -- The admin: the rule's refusal with its reason, and addresses that never clash ----------------
def _add_form(**fields) -> dict:
    data = {
        "name": "La Mesa",
        "name_es": "La Mesa",
        "slug": "la-mesa",
        "kind": "city",
        "region": "east-county",
        "wikidata_url": "https://www.wikidata.org/wiki/Q427494",
        "intro": "Marketing for La Mesa businesses.",
        "intro_es": "",
        "meta_description": "Marketing for La Mesa businesses.",
        "meta_description_es": "",
        "local_section": "",
        "local_section_es": "",
        "is_published": "on",
        "publish_from_0": "2026-01-01",
        "publish_from_1": "09:00:00",
        "show_in_search_engines": "on",
    }
    for kind in BLOCK_KINDS:
        prefix = f"areas_{kind}_set"
        data.update({f"{prefix}-TOTAL_FORMS": "0", f"{prefix}-INITIAL_FORMS": "0"})
    data.update(fields)
    return {key: value for key, value in data.items() if value is not None}


def test_a_copy_of_an_area_with_another_citys_name_is_refused_search_engines_with_the_reason(editor, seeded):  # noqa: F811
    original = seeded["chula-vista"]
    copied = {
        language: getattr(original, f"local_section_{language}").replace("Chula Vista", "La Mesa")
        for language in ("en", "es")
    }
    response = editor.post(
        "/django-admin/areas/area/add/",
        _add_form(
            local_section=copied["en"],
            local_section_es=copied["es"],
            intro=original.intro_en.replace("Chula Vista", "La Mesa"),
        ),
    )
    assert response.status_code == 200
    html = response.content.decode()
    assert "of its text is shared with the area page “Chula Vista”" in html
    assert not Area.objects.filter(slug="la-mesa").exists()

    # Without the switch the copy may be saved: a page for visitors, noindex.
    response = editor.post(
        "/django-admin/areas/area/add/",
        _add_form(local_section=copied["en"], show_in_search_engines=None),
    )
    assert response.status_code == 302
    assert Area.objects.get(slug="la-mesa").show_in_search_engines is False


def test_a_page_without_local_proof_is_refused_search_engines_with_the_reason(editor, seeded):  # noqa: F811
    response = editor.post("/django-admin/areas/area/add/", _add_form())
    assert response.status_code == 200
    assert "La Mesa has no local proof" in response.content.decode()


def test_the_admin_shows_the_share_of_text_each_area_shares(editor, seeded):  # noqa: F811
    listing = editor.get("/django-admin/areas/area/").content.decode()
    assert "% shared with" in listing
    change = editor.get(f"/django-admin/areas/area/{seeded['oceanside'].pk}/change/")
    assert change.status_code == 200
    assert "its own section has" in change.content.decode()


@pytest.mark.parametrize(
    ("slug", "message"),
    [
        ("chula-vista", "is already the address of the area page “Chula Vista”"),
        ("la-mesa", "was the address of a page that moved to /work, and it still leads there"),
    ],
)
def test_an_address_that_clashes_is_refused_with_a_message_never_a_500(editor, seeded, slug, message):  # noqa: F811
    Redirect.objects.create(site_id=1, old_path="/areas/la-mesa", new_path="/work")
    response = editor.post("/django-admin/areas/area/add/", _add_form(slug=slug, show_in_search_engines=None))
    assert response.status_code == 200
    assert message in response.content.decode()


def test_preview_draws_the_unsaved_area(editor, seeded):  # noqa: F811
    response = editor.post(
        "/django-admin/areas/area/add/preview/", {**_add_form(show_in_search_engines=None), "_preview": "en"}
    )
    assert response.status_code == 200
    assert "Digital marketing in La Mesa" in response.content.decode()


# -- Leads and Reports ---------------------------------------------------------------------------
def test_a_lead_sent_from_an_area_page_records_it_and_reports_name_it(client, seeded, no_fill_minimum):  # noqa: F811
    from analytics.paths import known_path
    from staff.report_figures import attribution

    assert known_path(CHULA_VISTA) and known_path("/es/zonas/chula-vista") and known_path("/areas")
    client.post(
        "/contact/send",
        {**PAGE_CONTACT, "source": "contact_page"},
        HTTP_REFERER=f"http://testserver{CHULA_VISTA}",
    )
    lead = ContactSubmission.objects.get()
    assert lead.landing_page == CHULA_VISTA
    today = timezone.localdate()
    rows = {row.value: row for row in attribution(today, today)["landing"]}
    assert rows[CHULA_VISTA].leads == 1


def test_the_pages_are_cached_for_anonymous_visitors_and_load_no_javascript(seeded):
    visitor = Client()
    html = visitor.get(CHULA_VISTA).content.decode()
    assert "islands/" not in html
    again = visitor.get(CHULA_VISTA)
    assert again.headers["Cache-Control"].startswith("public")


def test_an_area_without_spanish_falls_back_to_english_noindex_in_spanish_only(client, seeded):
    Area.objects.filter(slug="escondido").update(intro_es="", local_section_es="", meta_description_es="")
    from publishing.services import content_changed

    content_changed()
    spanish = client.get("/es/zonas/escondido").content.decode()
    assert noindex(spanish)
    assert "What works for Escondido businesses" in spanish
    assert not noindex(client.get("/areas/escondido").content.decode())
    sitemap = client.get("/sitemap.xml").content.decode()
    assert "/areas/escondido</loc>" in sitemap and "/es/zonas/escondido</loc>" not in sitemap
