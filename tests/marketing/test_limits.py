"""Every text field says what it accepts and shows its limit with a live counter; descriptions have
sensible limits the seeded content fits; the page title carries the agency's name once."""

import re

import pytest
from content_editor.models import PluginBase
from django.test import Client
from django.urls import reverse

from accounts.roles import content_models
from marketing.models import META_DESCRIPTION_MAX, Page, PageBlock, Service
from marketing.selectors import site_identity
from publishing.richtext import rich_text_length
from publishing.seo import branded_title
from tests.marketing.test_admin import form_data
from tests.support.seeded import site_content_load

pytestmark = pytest.mark.django_db

BRAND = "Driftline Digital"


@pytest.mark.parametrize(
    ("typed", "shown"),
    [
        ("Email Marketing Services", "Email Marketing Services | Driftline Digital"),
        ("Email Marketing Services | Driftline Digital", "Email Marketing Services | Driftline Digital"),
        ("Email Marketing Services - driftline digital", "Email Marketing Services | Driftline Digital"),
        ("Email Marketing Services – Driftline Digital ", "Email Marketing Services | Driftline Digital"),
        ("Driftline Digital | Email Marketing", "Driftline Digital | Email Marketing"),
        ("Why Driftline Digital works", "Why Driftline Digital works"),
        ("Driftline Digital", "Driftline Digital"),
        ("  SEO   Services ", "SEO Services | Driftline Digital"),
    ],
)
def test_the_brand_is_added_once_whatever_the_editor_typed(typed, shown):
    assert branded_title(typed, BRAND) == shown


def test_a_page_title_typed_with_the_brand_shows_it_once(client, catalogue):
    brand = site_identity().name
    Service.objects.filter(slug="seo").update(seo_title=f"Email Marketing Services | {brand}")
    html = client.get("/services/seo").content.decode()
    title = re.search(r"<title>(.*?)</title>", html).group(1)
    assert title == f"Email Marketing Services | {brand}"


def test_every_content_field_says_what_it_accepts():
    # A block's region and place in its page are set by dragging it in the content editor.
    placed = {"region", "ordering"}
    missing = [
        f"{model.__name__}.{field.name}"
        for model in content_models()
        if not model._meta.proxy
        for field in model._meta.fields
        if field.editable and not field.is_relation and not field.auto_created
        if field.name not in {"created_at", "updated_at", "kind"} and not field.help_text
        if not (issubclass(model, PluginBase) and field.name in placed)
    ]
    assert not missing


def test_every_text_field_of_the_service_form_shows_its_limit_with_a_counter(editor, catalogue):
    service = Service.objects.get(slug="seo")
    html = editor.get(reverse("admin:marketing_service_change", args=[service.pk])).content.decode()
    # The title: an input with its limit, its counter drawn by the server with the current count.
    assert re.search(r'<input[^>]*name="title"[^>]*maxlength="150"', html) or re.search(
        r'<input[^>]*maxlength="150"[^>]*name="title"', html
    )
    count = len(service.title)
    assert (
        f'id="id_title_counter" data-format="{{count}} of {{limit}} characters" data-limit="150" '
        f'data-counts="characters">{count} of 150 characters</span>' in html
    )
    # The description is rich text: its counter counts the words a visitor reads, not the HTML.
    count = rich_text_length(service.description)
    assert count < len(service.description)
    assert (
        f'id="id_description_counter" data-format="{{count}} of {{limit}} characters" data-limit="400" '
        f'data-counts="text">{count} of 400 characters</span>' in html
    )
    assert f'data-limit="{META_DESCRIPTION_MAX}"' in html
    for name in ("name", "summary", "title", "seo_title", "meta_description", "approach", "why_choose"):
        assert f'id="id_{name}_counter"' in html, name
        assert f'id="id_{name}_es_counter"' in html, name  # its Spanish, right after it
    # Inline rows too, including the template "Add another" copies.
    assert 'id="id_benefits-0-text_counter"' in html
    assert 'id="id_benefits-__prefix__-text_counter"' in html
    assert '<script src="/static/agency-admin/counters.js" defer></script>' in html


def test_too_long_a_text_is_refused_with_a_message_not_cut(editor, catalogue):
    service = Service.objects.get(slug="seo")
    url = reverse("admin:marketing_service_change", args=[service.pk])
    data = form_data(editor.get(url))
    # The description's limit is on its text: 401 letters in bold are too many, whatever the markup.
    data.update(
        title="T" * 3000, description=f"<p><strong>{'D' * 401}</strong></p>", meta_description="M" * 161
    )
    response = editor.post(url, data)
    assert response.status_code == 200
    errors = response.context["adminform"].form.errors
    assert "at most 150 characters (it has 3000)" in errors["title"][0]
    assert "at most 400 characters (it has 401)" in errors["description"][0]
    assert "at most 160 characters (it has 161)" in errors["meta_description"][0]
    service.refresh_from_db()
    assert service.title != "T" * 150


def test_the_seeded_content_fits_every_limit(transactional_db):
    site_content_load()
    for model in content_models():
        for item in model._default_manager.all():
            item.full_clean()
    assert PageBlock.objects.exists() and Page.objects.exists()


def test_the_home_page_title_is_kept_exactly_as_typed(catalogue):
    from tests.marketing.factories import PageFactory

    PageFactory(key=Page.Key.HOME, title="Driftline Digital — marketing that moves")
    html = Client().get("/").content.decode()
    assert "<title>Driftline Digital — marketing that moves</title>" in html
