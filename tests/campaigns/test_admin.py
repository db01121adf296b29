"""Landing pages in /django-admin/ as a member of the Editors role: add a page with blocks, a
lower-case address that never clashes (a form error, never a 500), Preview on Add and Change in
both languages, Duplicate, and history whose versions hold the blocks."""

import pytest
from django.contrib.auth.models import Group
from django.contrib.redirects.models import Redirect
from django.contrib.sites.models import Site
from django.utils import timezone
from reversion.models import Version

from accounts.roles import EDITORS_GROUP
from campaigns.models import BLOCKS, CampaignPage, FaqBlock, HeroBlock
from campaigns.services import blocks_of
from tests.campaigns.conftest import page_with_blocks
from tests.marketing.test_admin import form_data as rendered_form_data

ADD = "/django-admin/campaigns/campaignpage/add/"
LIST = "/django-admin/campaigns/campaignpage/"
HERO = "campaigns_heroblock_set"


def change_url(page) -> str:
    return f"/django-admin/campaigns/campaignpage/{page.pk}/change/"


def form_data(response) -> dict:
    """The form as the browser posts it back: a date and time field is two inputs (its _0 and _1)."""
    data = rendered_form_data(response)
    for name in ("publish_from", "publish_until"):
        value = data.pop(name, None)
        if value:
            local = timezone.localtime(value)
            data[f"{name}_0"], data[f"{name}_1"] = local.date().isoformat(), local.time().isoformat()
    return data


def new_page_data(editor, **fields) -> dict:
    """What the add form posts for a page with one hero block, as the editor's browser sends it."""
    data = form_data(editor.get(ADD))
    data.update(
        {
            "title": "Summer Offer for Cafés",
            "title_es": "Oferta de verano para cafeterías",
            "slug": "summer-cafes",
            "meta_description": "More summer customers for cafés.",
            "meta_description_es": "Más clientes en verano para cafeterías.",
            "is_published": "on",
            "publish_from_0": "2026-01-01",
            "publish_from_1": "09:00:00",
            "in_search_engines": "on",
            f"{HERO}-TOTAL_FORMS": "1",
            f"{HERO}-0-region": "main",
            f"{HERO}-0-ordering": "10",
            f"{HERO}-0-heading": "A busier summer",
            f"{HERO}-0-heading_es": "Un verano con más clientes",
            f"{HERO}-0-text": "Ads and local search for cafés.",
            f"{HERO}-0-text_es": "Anuncios y búsqueda local para cafeterías.",
            f"{HERO}-0-primary_label": "Talk to us",
            f"{HERO}-0-primary_label_es": "Hable con nosotros",
            f"{HERO}-0-primary_link": "#form",
        }
    )
    data.update(fields)
    return data


def test_the_editors_role_may_add_change_and_delete_pages_and_every_kind_of_block(db):
    codenames = set(Group.objects.get(name=EDITORS_GROUP).permissions.values_list("codename", flat=True))
    for model in [CampaignPage, *BLOCKS]:
        for action in ("add", "change", "delete", "view"):
            assert f"{action}_{model._meta.model_name}" in codenames


def test_an_editor_adds_a_page_with_a_hero_and_it_is_live(editor, client):
    response = editor.post(ADD, new_page_data(editor, slug="Summer-Cafes "))
    assert response.status_code == 302, response.context["adminform"].form.errors
    page = CampaignPage.objects.get()
    assert page.slug == "summer-cafes"
    hero = HeroBlock.objects.get(parent=page)
    assert (hero.heading_en, hero.heading_es) == ("A busier summer", "Un verano con más clientes")
    assert "A busier summer" in client.get("/lp/summer-cafes").content.decode()
    assert "Un verano con más clientes" in client.get("/es/lp/summer-cafes").content.decode()


@pytest.mark.parametrize(
    ("slug", "message"),
    [
        ("spring-offer", "Campaign page with this Address already exists."),
        ("old-offer", "/lp/old-offer was the address of a page that moved to /lp/spring-offer"),
        ("two--hyphens", "Use only lower-case letters, digits and single hyphens"),
    ],
)
def test_an_address_that_would_clash_is_a_form_error(editor, slug, message):
    page_with_blocks(slug="spring-offer")
    Redirect.objects.create(
        site=Site.objects.get_current(), old_path="/lp/old-offer", new_path="/lp/spring-offer"
    )
    response = editor.post(ADD, new_page_data(editor, slug=slug))
    assert response.status_code == 200
    assert message in str(response.context["adminform"].form.errors["slug"])
    assert CampaignPage.objects.count() == 1


def test_the_end_must_follow_the_start_and_lead_to_a_page_of_the_site(editor):
    data = new_page_data(
        editor, publish_until_0="2025-12-01", publish_until_1="09:00:00", ended_redirect="/no-such-page"
    )
    errors = editor.post(ADD, data).context["adminform"].form.errors
    assert "The end must come after the start" in str(errors["publish_until"])
    assert "No page of this site answers at this address." in str(errors["ended_redirect"])


@pytest.mark.parametrize(
    ("language", "heading"), [("en", "A busier summer"), ("es", "Un verano con más clientes")]
)
def test_preview_on_add_shows_the_unsaved_page_in_each_language(editor, language, heading):
    response = editor.post(f"{ADD}preview/", {**new_page_data(editor), "_preview": language})
    assert response.status_code == 200
    html = response.content.decode()
    assert heading in html and 'class="preview-banner"' in html
    assert response["X-Robots-Tag"] == "noindex, nofollow"
    assert CampaignPage.objects.count() == 0


def test_preview_on_change_shows_the_unsaved_blocks_and_names_what_lacks_spanish(editor):
    page = page_with_blocks()
    url = change_url(page)
    data = form_data(editor.get(url))
    faq = "campaigns_faqblock_set"
    data[f"{faq}-0-question"] = "When does the offer end?"
    data[f"{faq}-0-question_es"] = ""
    html = editor.post(f"{url}preview/", {**data, "_preview": "es"}).content.decode()
    assert "When does the offer end?" in html  # the English, where the Spanish is missing
    assert "FAQ question: Question" in html
    assert FaqBlock.objects.get().question_en == "When does it start?"


@pytest.mark.parametrize(
    "link", ["/\\evil.example/offer", "//evil.example", "javascript:alert(1)", "/lp/a\nb"]
)
def test_a_link_or_end_address_that_leaves_the_site_is_refused(link):
    from django.core.exceptions import ValidationError

    from campaigns.models import validate_link

    with pytest.raises(ValidationError):
        validate_link(link)
    assert CampaignPage(slug="spring-offer", ended_redirect=link)._redirect_problem()


def test_duplicate_needs_the_add_permission(db, rf, django_user_model):
    from django.contrib import admin
    from django.contrib.auth.models import Permission

    viewer = django_user_model.objects.create_user("viewer", is_staff=True)
    viewer.user_permissions.add(Permission.objects.get(codename="view_campaignpage"))
    request = rf.get(LIST)
    request.user = django_user_model.objects.get(pk=viewer.pk)
    assert "duplicate" not in admin.site._registry[CampaignPage].get_actions(request)


def test_duplicate_makes_a_draft_copy_with_every_block(editor):
    page = page_with_blocks()
    response = editor.post(LIST, {"action": "duplicate", "_selected_action": [page.pk]})
    assert response.status_code == 302
    copy = CampaignPage.objects.exclude(pk=page.pk).get()
    assert copy.slug == "spring-offer-copy" and not copy.is_published
    assert copy.title_en == "Spring offer (copy)"
    assert [str(block) for block in blocks_of(copy)] == [str(block) for block in blocks_of(page)]
    assert blocks_of(page)[0].parent_id == page.pk


def test_history_keeps_the_blocks_and_restore_brings_a_deleted_one_back(editor):
    page = page_with_blocks()
    url = change_url(page)
    data = form_data(editor.get(url))
    data["campaigns_faqblock_set-0-DELETE"] = "on"
    assert editor.post(url, data).status_code == 302
    assert not FaqBlock.objects.exists()
    first = Version.objects.get_for_object(page).order_by("pk").first()
    assert {version.content_type.model for version in first.revision.version_set.all()} >= {
        "campaignpage",
        "heroblock",
        "faqblock",
    }
    compare = editor.get(f"{url[: -len('change/')]}history/{first.pk}/compare/").content.decode()
    # Named as the page's editor names it: "FAQ question", never "Faq question".
    assert "FAQ question: When does it start?" in compare and "removed since" in compare
    revert = f"{url[: -len('change/')]}history/{first.pk}/"
    assert editor.post(revert, form_data(editor.get(revert))).status_code == 302
    assert FaqBlock.objects.get(parent=page).question_en == "When does it start?"
