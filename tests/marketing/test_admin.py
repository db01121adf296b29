"""Content editing in the Django admin: every screen opens, and an edit shows on the next request."""

import pytest
from django.db.models.fields.files import FieldFile
from django.test import Client
from django.urls import reverse

from marketing.models import Faq, Page
from publishing.page_cache import CACHE_HIT_HEADER
from tests.marketing.factories import BrandLogoFactory, FaqFactory, PageFactory

pytestmark = pytest.mark.django_db

PASSWORD = "content-editor-password-1"


@pytest.fixture
def editor(django_user_model):
    django_user_model.objects.create_superuser(
        username="editor", email="editor@example.com", password=PASSWORD
    )
    client = Client()
    response = client.post(
        "/django-admin/login/?next=/django-admin/", {"username": "editor", "password": PASSWORD}
    )
    assert response.status_code == 302 and response["Location"] == "/django-admin/"
    return client


def form_data(response) -> dict:
    """The data an editor's browser would post back, taken from the change form as rendered."""
    data = {}

    def add(form):
        for name in form.fields:
            value = form[name].value()
            if value is None or value is False or isinstance(value, FieldFile):
                continue  # A browser posts a file field only when a new file is chosen.
            data[form.add_prefix(name)] = "on" if value is True else value

    add(response.context["adminform"].form)
    for inline in response.context["inline_admin_formsets"]:
        formset = inline.formset
        add(formset.management_form)
        for form in formset.forms:
            add(form)
    return data


def test_editing_a_service_in_the_admin_shows_on_the_next_request(editor, catalogue):
    visitor = Client()
    etag = visitor.get("/services/seo")["ETag"]
    assert visitor.get("/services/seo")[CACHE_HIT_HEADER] == "hit"

    service = catalogue["services"][2]
    url = reverse("admin:marketing_service_change", args=[service.pk])
    page = editor.get(url)
    assert page.status_code == 200
    data = form_data(page)
    data["title"] = "Search that brings customers to your door"
    data["benefits-0-title"] = "An edited first benefit"
    response = editor.post(url, data)
    assert response.status_code == 302, response.context["adminform"].form.errors if response.context else ""

    # A browser or proxy revalidating its copy gets the new page, not a 304.
    fresh = visitor.get("/services/seo", headers={"if-none-match": etag})
    assert fresh.status_code == 200 and fresh["ETag"] != etag
    html = fresh.content.decode()
    assert "Search that brings customers to your door" in html
    assert "An edited first benefit" in html


def test_editing_page_copy_and_deleting_a_faq_show_on_the_next_request(editor, catalogue):
    page = PageFactory(key=Page.Key.PRICING, heading="Pricing heading before")
    faq = FaqFactory(topic=Faq.Topic.PRICING, question="A question editors will remove?")
    visitor = Client()
    assert "A question editors will remove?" in visitor.get("/pricing").content.decode()

    url = reverse("admin:marketing_page_change", args=[page.pk])
    data = form_data(editor.get(url))
    data["heading"] = "Pricing heading after"
    assert editor.post(url, data).status_code == 302
    delete_url = reverse("admin:marketing_faq_delete", args=[faq.pk])
    assert editor.post(delete_url, {"post": "yes"}).status_code == 302

    html = visitor.get("/pricing").content.decode()
    assert "Pricing heading after" in html
    assert "A question editors will remove?" not in html


def test_service_change_page_offers_view_on_site(editor, catalogue):
    service = catalogue["services"][2]
    html = editor.get(reverse("admin:marketing_service_change", args=[service.pk])).content.decode()
    assert "View on site" in html
    redirect = editor.get(f"/django-admin/r/{_content_type_id(service)}/{service.pk}/")
    assert redirect.status_code == 302 and redirect["Location"].endswith("/services/seo")


def _content_type_id(obj) -> int:
    from django.contrib.contenttypes.models import ContentType

    return ContentType.objects.get_for_model(obj, for_concrete_model=False).pk


@pytest.mark.parametrize(
    "name",
    [
        "service",
        "solution",
        "page",
        "whychoosepoint",
        "whyactnowpoint",
        "brandlogo",
        "faq",
        "corevalue",
        "differentiator",
        "milestone",
    ],
)
def test_every_content_screen_opens(editor, catalogue, name):
    BrandLogoFactory()
    assert editor.get(reverse(f"admin:marketing_{name}_changelist")).status_code == 200
    assert editor.get(reverse(f"admin:marketing_{name}_add")).status_code == 200


def test_services_and_solutions_are_listed_on_their_own_screens(editor, catalogue):
    services = editor.get(reverse("admin:marketing_service_changelist")).content.decode()
    solutions = editor.get(reverse("admin:marketing_solution_changelist")).content.decode()
    assert "Lead Generation" in services and "For Startups" not in services
    assert "For Startups" in solutions and "Lead Generation" not in solutions


def test_a_solution_added_in_the_admin_is_published(editor, catalogue):
    url = reverse("admin:marketing_solution_add")
    data = form_data(editor.get(url))
    data.update(
        name="For Nonprofits",
        slug="nonprofits",
        order="9",
        summary="Campaigns that grow donors and volunteers.",
        icon="heart",
        title="Digital Marketing for Nonprofits",
        description="Reach more supporters.",
        approach="We start with your mission.",
        why_choose="We understand lean teams.",
    )
    response = editor.post(url, data)
    assert response.status_code == 302, response.context["adminform"].form.errors if response.context else ""
    html = Client().get("/solutions/nonprofits").content.decode()
    assert "Digital Marketing for Nonprofits" in html
    assert 'href="/solutions/nonprofits"' in Client().get("/").content.decode(), "added to the Use Cases menu"


def test_an_editor_cannot_rename_a_blocks_slot_and_break_its_page(editor, catalogue):
    from marketing.models import PageBlock
    from tests.marketing.factories import PageBlockFactory

    page = PageFactory(key=Page.Key.PRICING)
    block = PageBlockFactory(page=page, slot="info_card", heading="Custom quotes only")
    url = reverse("admin:marketing_page_change", args=[page.pk])
    change_form = editor.get(url)
    [slot_field] = [
        form["slot"]
        for inline in change_form.context["inline_admin_formsets"]
        for form in inline.formset.forms
    ]
    assert slot_field.field.disabled

    data = form_data(change_form)
    data["blocks-0-slot"] = "renamed_by_mistake"
    data["blocks-0-heading"] = "Custom quotes, always"
    assert editor.post(url, data).status_code == 302

    block.refresh_from_db()
    assert (block.slot, block.heading) == ("info_card", "Custom quotes, always")
    assert PageBlock.objects.filter(slot="renamed_by_mistake").count() == 0
    assert "Custom quotes, always" in Client().get("/pricing").content.decode()
