"""Campaign landing pages as visitors and search engines get them: /lp/<id> in both languages, the
schedule (404 before, 301 or 410 after), the search-engine switch, SEO, the page cache, and the
lead a page's form sends."""

import datetime as dt
import json
import re

import pytest
from django.core.exceptions import ValidationError
from django.db import transaction
from django.db.models import ProtectedError
from django.test import Client
from django.utils import timezone

from campaigns.models import CampaignPage, CardBlock, FormBlock
from leads.models import BuiltForm, ContactSubmission
from publishing.page_cache import CACHE_HIT_HEADER
from publishing.services import content_changed
from tests.campaigns.conftest import page_with_blocks
from tests.leads.conftest import PAGE_CONTACT, no_fill_minimum  # noqa: F401 (no_fill_minimum: a fixture)

DENTAL = "/lp/san-diego-dental-seo"
RECEPTIONIST = "/lp/ai-receptionist-home-services"
HOLIDAY = "/lp/holiday-ads-online-stores"


def structured(html: str) -> dict[str, dict]:
    blocks = [
        json.loads(raw)
        for raw in re.findall(r'<script type="application/ld\+json">(.*?)</script>', html, re.S)
    ]
    return {block["@type"]: block for block in blocks}


def h1(html: str) -> str:
    return re.sub(r"<[^>]+>", "", re.search(r"<h1[^>]*>(.*?)</h1>", html, re.S).group(1)).strip()


@pytest.mark.parametrize(
    ("path", "english", "spanish"),
    [
        (
            DENTAL,
            "Be the first dentist patients find in your neighborhood",
            "Sea el primer dentista que encuentran los pacientes de su barrio",
        ),
        (
            RECEPTIONIST,
            "Never miss another 11\u00a0p.m. emergency call",
            "No vuelva a perder una llamada de urgencia a las once de la noche",
        ),
        (
            HOLIDAY,
            "Make this your best holiday season, not your most expensive",
            "Haga de esta su mejor temporada navideña, no la más cara",
        ),
    ],
)
def test_the_seeded_campaigns_are_live_in_both_languages(client, seeded, path, english, spanish):
    page = client.get(path)
    assert page.status_code == 200
    assert h1(page.content.decode()) == english
    spanish_page = client.get(f"/es{path}")
    assert spanish_page.status_code == 200
    html = spanish_page.content.decode()
    assert h1(html) == spanish
    assert '<html lang="es">' in html
    assert 'name="robots" content="noindex"' not in html or path == RECEPTIONIST


def test_each_seeded_campaign_is_sample_content_with_six_kinds_of_block_and_a_form(seeded):
    from campaigns.services import blocks_of

    assert len(seeded) == 3
    for page in seeded.values():
        assert page.is_sample
        kinds = {type(block).__name__ for block in blocks_of(page)}
        assert len(kinds) >= 6, (page.slug, kinds)
        assert "FormBlock" in kinds and "HeroBlock" in kinds


def test_a_page_has_its_title_description_canonical_breadcrumbs_faq_and_card(client, seeded):
    html = client.get(DENTAL).content.decode()
    assert "<title>Local SEO for San Diego Dental Practices | Driftline Digital</title>" in html
    assert '<meta name="description" content="Get found first when San Diego patients search' in html
    assert re.search(rf'<link rel="canonical" href="https?://[^"]+{DENTAL}">', html)
    data = structured(html)
    crumbs = [item["name"] for item in data["BreadcrumbList"]["itemListElement"]]
    assert crumbs == ["Home", "Local SEO for San Diego Dental Practices"]
    questions = [item["name"] for item in data["FAQPage"]["mainEntity"]]
    assert questions == [
        "How soon will we see new patients?",
        "Do we need a new website?",
        "Is there a long contract?",
    ]
    assert data["FAQPage"]["mainEntity"][0]["acceptedAnswer"]["text"].startswith("Profile and listing fixes")
    card = re.search(r'<meta property="og:image" content="([^"]+)"', html).group(1)
    assert "/social-cards/campaign-san-diego-dental-seo/" in card
    drawn = Client().get("/" + card.split("://", 1)[1].split("/", 1)[1])
    assert drawn.status_code == 200 and drawn["Content-Type"] == "image/png"


def test_the_hero_picture_goes_through_the_rendition_pipeline(client, seeded):
    from publishing.seed import renditions_make_missing

    renditions_make_missing()
    content_changed()
    html = client.get(DENTAL).content.decode()
    hero = re.search(r'<div class="hero-visual">(.*?)</div>', html, re.S).group(1)
    assert '<source type="image/webp" srcset="' in hero
    assert 'fetchpriority="high"' in hero and 'alt="A map of San Diego with a pin' in hero


def test_a_paid_traffic_page_is_noindex_out_of_the_sitemap_and_the_language_pairs(client, seeded):
    html = client.get(RECEPTIONIST).content.decode()
    assert '<meta name="robots" content="noindex">' in html
    assert '<link rel="alternate" hreflang' not in html
    assert 'lang="es">Español</a>' in html  # visitors still find the Spanish page
    indexed = client.get(DENTAL).content.decode()
    assert '<meta name="robots" content="noindex">' not in indexed
    assert '<link rel="alternate" hreflang="es"' in indexed and "/es/lp/san-diego-dental-seo" in indexed
    sitemap = client.get("/sitemap.xml").content.decode()
    assert f"{DENTAL}</loc>" in sitemap and f"/es{DENTAL}</loc>" in sitemap
    assert "ai-receptionist-home-services" not in sitemap


def test_a_page_without_spanish_falls_back_to_english_with_noindex_and_english_only_in_the_sitemap(
    client, db
):
    page = page_with_blocks(slug="no-spanish-yet", title_es="")
    CardBlock.objects.create(
        parent=page, region="main", ordering=30, title_en="Only English", text_en="Words."
    )
    html = client.get("/es/lp/no-spanish-yet").content.decode()
    assert "Only English" in html and "Crezca esta primavera" in html
    assert '<meta name="robots" content="noindex">' in html
    sitemap = client.get("/sitemap.xml").content.decode()
    assert "/lp/no-spanish-yet</loc>" in sitemap and "/es/lp/no-spanish-yet</loc>" not in sitemap


@pytest.mark.clock
def test_a_draft_or_a_scheduled_page_is_not_found(client, db):
    page_with_blocks(slug="draft", is_published=False)
    page_with_blocks(slug="later", publish_from=timezone.now() + dt.timedelta(days=1))
    assert client.get("/lp/draft").status_code == 404
    assert client.get("/lp/later").status_code == 404
    assert client.get("/social-cards/campaign-draft/x.png").status_code == 404


@pytest.mark.clock
def test_after_the_end_the_address_sends_visitors_to_the_chosen_page_or_answers_gone(client, seeded):
    now = timezone.now()
    page_with_blocks(
        slug="autumn",
        publish_from=now - dt.timedelta(days=30),
        publish_until=now - dt.timedelta(minutes=1),
        ended_redirect="/services/seo",
    )
    page_with_blocks(
        slug="winter", publish_from=now - dt.timedelta(days=30), publish_until=now - dt.timedelta(days=1)
    )
    moved = client.get("/lp/autumn")
    assert moved.status_code == 301 and moved["Location"] == "/services/seo"
    assert client.get("/es/lp/autumn")["Location"] == "/es/servicios/seo"
    gone = client.get("/lp/winter")
    assert gone.status_code == 410
    assert "This offer has ended" in gone.content.decode()
    sitemap = client.get("/sitemap.xml").content.decode()
    assert "/lp/autumn" not in sitemap and "/lp/winter" not in sitemap


def test_a_page_is_cached_for_visitors_and_rendered_afresh_after_a_save(client, db):
    page = page_with_blocks(slug="cached")
    assert CACHE_HIT_HEADER not in client.get("/lp/cached")
    assert client.get("/lp/cached")[CACHE_HIT_HEADER] == "hit"
    page.title_en = "Spring offer, renewed"
    page.save()
    content_changed()  # as every admin save does (publishing.admin_kit.ContentAdmin)
    fresh = client.get("/lp/cached")
    assert CACHE_HIT_HEADER not in fresh
    assert "Spring offer, renewed" in fresh.content.decode()


def test_a_page_without_a_form_loads_no_javascript_and_one_with_a_form_loads_its_island(client, seeded):
    page_with_blocks(slug="plain")
    plain = client.get("/lp/plain").content.decode()
    assert '<script type="module"' not in plain
    with_form = client.get(DENTAL).content.decode()
    entries = sorted(re.findall(r'<script type="module"[^>]*src="[^"]*/islands/([a-z-]+)-', with_form))
    assert entries == ["contact-form", "toaster"]
    assert 'action="/contact/send"' in with_form and 'id="form"' in with_form


@pytest.mark.clock
@pytest.mark.usefixtures("no_fill_minimum")
def test_a_lead_sent_from_a_landing_page_records_it_and_reports_name_it(client, seeded, django_user_model):
    from staff.report_figures import attribution

    client.post(
        "/contact/send", {**PAGE_CONTACT, "source": "contact_page"}, HTTP_REFERER=f"http://testserver{DENTAL}"
    )
    lead = ContactSubmission.objects.get()
    assert lead.landing_page == DENTAL
    today = timezone.localdate()
    rows = {row.value: row for row in attribution(today, today)["landing"]}
    assert rows[DENTAL].leads == 1

    # Staff filter the leads by it (the /admin leads page's "Landing page" filter).
    from tests.staff.factories import StaffUserFactory

    staff = Client()
    staff.force_login(StaffUserFactory())
    for typed, found in ((DENTAL, 1), (f"{DENTAL}/?utm_source=ads", 1), (HOLIDAY, 0), ("/lp", 0)):
        results = staff.get("/api/admin/contacts", {"landingPage": typed}).json()["results"]
        assert len(results) == found, typed


def test_the_page_address_is_one_per_language_and_a_missing_one_is_not_found(client, db):
    page_with_blocks(slug="one")
    assert client.get("/lp/One").status_code == 404
    assert client.get("/lp/one/").status_code == 301
    assert CampaignPage.objects.get().get_absolute_url() == "/lp/one"


def test_the_beacon_counts_live_pages_a_noindex_one_too_and_no_draft(seeded):
    from analytics.paths import known_path

    page_with_blocks(slug="draft-offer", is_published=False)
    assert known_path(RECEPTIONIST) and known_path(DENTAL)
    assert not known_path("/lp/draft-offer")
    assert not known_path("/lp/no-such-page")


def test_the_deploy_check_warns_while_sample_campaigns_are_published(seeded, settings):
    from publishing.checks import sample_content_published

    settings.PRODUCTION = True
    [warning] = sample_content_published()
    assert warning.id == "marketing.W001" and "3 campaign pages" in warning.msg
    CampaignPage.objects.update(is_published=False)
    assert "campaign pages" not in "".join(warning.msg for warning in sample_content_published())


def test_the_holiday_page_shows_its_built_form_which_posts_to_its_own_address_and_its_island_takes_over(
    client, seeded
):
    """Issue 46: the seeded holiday page asks for the free audit with a form built in the admin: a
    plain form posting to the form's own address, which the built-form island takes over."""
    html = client.get(HOLIDAY).content.decode()
    assert 'action="/forms/free-holiday-ads-audit"' in html
    assert 'aria-label="Get your free holiday ads audit"' in html
    assert 'data-island="built-form" data-load="interaction"' in html
    assert re.findall(r'<script type="module"[^>]*src="[^"]*/islands/built-form', html)
    props = props_of(html, "built-form-free-holiday-ads-audit-props")
    assert props["endpoint"] == "/api/forms/free-holiday-ads-audit"
    assert props["copy"]["submit"] == "Get my free audit"
    spanish = client.get(f"/es{HOLIDAY}").content.decode()
    assert 'action="/es/formularios/free-holiday-ads-audit"' in spanish
    assert "Quiero mi auditoría gratuita" in spanish and "Menos de 2.000 $" in spanish
    # The island speaks the page's language; it sends to the same address from both.
    props = props_of(spanish, "built-form-free-holiday-ads-audit-props")
    assert props["endpoint"] == "/api/forms/free-holiday-ads-audit"
    assert props["copy"]["submit"] == "Quiero mi auditoría gratuita"


def props_of(html: str, script_id: str) -> dict:
    script = html.split(f'<script id="{script_id}" type="application/json">')[1]
    return json.loads(script.split("</script>")[0])


def test_an_editor_chooses_any_form_in_one_list_and_an_unknown_one_is_refused(admin_client, seeded):
    """A lead-form block names its form once (FormBlock.form): the site's forms and the built ones
    in one list, the holiday page's block on its built form; a form that is not there is refused."""
    audit = BuiltForm.objects.get(slug="free-holiday-ads-audit")
    [block] = FormBlock.objects.filter(parent__slug=HOLIDAY.rsplit("/", 1)[-1])
    assert block.form == f"built-{audit.pk}" and block.built_form == audit
    [site, built] = FormBlock._meta.get_field("form").formfield().choices
    assert site == (
        "The site's forms",
        [
            ("contact", "Contact form"),
            ("consultation", "AI consultation request"),
            ("pricing_quiz", "Pricing quiz"),
        ],
    )
    assert built == (
        "Forms built in the admin",
        [(form.lead_form_key, form.name) for form in BuiltForm.objects.order_by("name")],
    )
    change = admin_client.get(
        f"/django-admin/campaigns/campaignpage/{block.parent_id}/change/"
    ).content.decode()
    assert f'<option value="built-{audit.pk}" selected>{audit.name}</option>' in change
    block.form = "built-999999"
    with pytest.raises(ValidationError, match="is not a valid choice"):
        block.full_clean()
    audit.is_active = False
    audit.save()
    [_site, (_label, built)] = FormBlock._meta.get_field("form").formfield().choices
    assert (audit.lead_form_key, f"{audit.name} (closed: shows nothing)") in built


def test_a_form_shown_by_a_page_is_not_deleted_until_its_block_is_gone(admin_client, seeded):
    audit = BuiltForm.objects.get(slug="free-holiday-ads-audit")
    address = f"/django-admin/leads/builtform/{audit.pk}/delete/"
    confirm = admin_client.get(address).content.decode()
    assert "would require deleting the following protected related objects" in confirm
    assert "Lead form: Get your free holiday ads audit (on campaign page:" in confirm
    admin_client.post(address, {"post": "yes"})
    assert BuiltForm.objects.filter(pk=audit.pk).exists()
    # Nor from the shell or a queryset, as a protecting foreign key would refuse.
    with pytest.raises(ProtectedError, match="is shown by 1 block"), transaction.atomic():
        BuiltForm.objects.filter(pk=audit.pk).delete()
    assert BuiltForm.objects.filter(pk=audit.pk).exists()

    FormBlock.objects.filter(form=audit.lead_form_key).update(form=FormBlock.Form.CONTACT)
    admin_client.post(address, {"post": "yes"})
    assert not BuiltForm.objects.filter(pk=audit.pk).exists()
