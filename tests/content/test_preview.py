"""Preview (item 5): an editor sees a page with their unsaved change; the live page stays as it was."""

import pytest
from django.test import Client
from django.urls import reverse

from marketing.models import Page, Service
from publishing.seed import content_load
from tests.content.test_history import editor  # noqa: F401 (fixture)
from tests.marketing.test_admin import form_data

pytestmark = pytest.mark.django_db


def preview(editor, change_url: str, data: dict):  # noqa: F811
    return editor.post(change_url + "preview/", data)


# What a preview says in each language: its banner and the start of its title.
PREVIEW_WORDS = {
    "en": ("<strong>Preview</strong> with your unsaved changes", "<title>Preview: "),
    "es": ("<strong>Vista previa</strong> con sus cambios sin guardar", "<title>Vista previa: "),
}


def assert_is_a_preview(response, language: str = "en") -> str:
    assert response.status_code == 200
    html = response.content.decode()
    banner, title = PREVIEW_WORDS[language]
    assert banner in html and title in html
    assert f'<html lang="{language}"' in html and response["Content-Language"] == language
    assert '<meta name="robots" content="noindex, nofollow">' in html
    assert response["X-Robots-Tag"] == "noindex, nofollow"
    # Never kept by a browser or a shared cache (the Django admin's responses are all private, no-store).
    cache_control = response["Cache-Control"]
    assert "no-store" in cache_control and "private" in cache_control and "public" not in cache_control
    return html


def test_a_page_preview_shows_the_unsaved_heading_and_the_live_page_keeps_its_own(editor, catalogue):  # noqa: F811
    content_load()
    page = Page.objects.get(key=Page.Key.ABOUT)
    live_heading = page.heading
    visitor = Client()
    assert live_heading in visitor.get("/about").content.decode()

    url = reverse("admin:marketing_page_change", args=[page.pk])
    data = form_data(editor.get(url))
    data["heading"] = "A heading with a typo in it"
    html = assert_is_a_preview(preview(editor, url, data))
    assert "A heading with a typo in it" in html

    assert Page.objects.get(pk=page.pk).heading == live_heading
    live = visitor.get("/about").content.decode()
    assert live_heading in live and "A heading with a typo in it" not in live
    assert "Preview" not in live


def test_a_preview_shows_unsaved_blocks_without_deleted_ones(editor, catalogue):  # noqa: F811
    content_load()
    page = Page.objects.get(key=Page.Key.HOME)
    url = reverse("admin:marketing_page_change", args=[page.pk])
    data = form_data(editor.get(url))
    slots = {v: k.removesuffix("-slot") for k, v in data.items() if k.endswith("-slot")}
    data[f"{slots['cta']}-DELETE"] = "on"
    data[f"{slots['why_choose']}-heading"] = "Why owners pick us (draft)"
    html = assert_is_a_preview(preview(editor, url, data))
    assert "Why owners pick us (draft)" in html
    assert "Ready to grow without the guesswork?" not in html
    assert "Ready to grow without the guesswork?" in Client().get("/").content.decode()


def test_a_service_preview_shows_its_unsaved_copy_and_benefits(editor, catalogue):  # noqa: F811
    content_load()
    service = Service.objects.get(slug="seo")
    url = reverse("admin:marketing_service_change", args=[service.pk])
    data = form_data(editor.get(url))
    data["title"] = "Draft: search that finds you customers"
    data["benefits-0-title"] = "Draft benefit title"
    html = assert_is_a_preview(preview(editor, url, data))
    assert "Draft: search that finds you customers" in html
    assert "Draft benefit title" in html
    live = Client().get("/services/seo").content.decode()
    assert "Draft: search" not in live and "Draft benefit title" not in live


def test_the_ai_automation_service_previews_on_its_own_page(editor, catalogue):  # noqa: F811
    content_load()
    service = Service.objects.get(slug="ai-automation")
    url = reverse("admin:marketing_service_change", args=[service.pk])
    data = form_data(editor.get(url))
    data["verticals-0-name"] = "Draft vertical"
    html = assert_is_a_preview(preview(editor, url, data))
    assert "Draft vertical" in html
    assert Page.objects.get(key=Page.Key.AI_AUTOMATION).heading in html


def test_a_preview_of_an_invalid_form_says_what_to_fix_and_saves_nothing(editor, catalogue):  # noqa: F811
    content_load()
    page = Page.objects.get(key=Page.Key.PRICING)
    url = reverse("admin:marketing_page_change", args=[page.pk])
    data = form_data(editor.get(url))
    data["heading"] = ""
    response = preview(editor, url, data)
    assert response.status_code == 200
    html = response.content.decode()
    assert "The form has errors, so the preview cannot be shown yet." in html
    assert "This field is required." in html
    assert Page.objects.get(pk=page.pk).heading == page.heading


def test_the_change_form_has_a_preview_button_in_each_language(editor, catalogue):  # noqa: F811
    content_load()
    page = Page.objects.get(key=Page.Key.HOME)
    html = editor.get(reverse("admin:marketing_page_change", args=[page.pk])).content.decode()
    button = 'formaction="preview/" formtarget="_blank" name="_preview" value="{}">{}</button>'
    assert button.format("en", "Preview") in html
    assert button.format("es", "Preview in Spanish") in html


def test_a_spanish_preview_shows_the_unsaved_spanish_at_the_spanish_address(editor, catalogue):  # noqa: F811
    content_load()
    page = Page.objects.get(key=Page.Key.ABOUT)
    live_spanish = page.heading_es
    url = reverse("admin:marketing_page_change", args=[page.pk])
    data = form_data(editor.get(url))
    data["heading_es"] = "Un encabezado en borrador"
    html = assert_is_a_preview(preview(editor, url, {**data, "_preview": "es"}), "es")
    assert "Un encabezado en borrador" in html
    assert page.heading not in html  # the English heading is not what a Spanish reader gets
    assert 'href="/es/contacto"' in html and 'href="/contact"' not in html.split("<main", 1)[1]
    assert "no tienen texto en español" not in html  # nothing falls back to English

    assert Page.objects.get(pk=page.pk).heading_es == live_spanish
    live = Client().get("/es/nosotros").content.decode()
    assert live_spanish in live and "Un encabezado en borrador" not in live


def test_a_spanish_preview_names_the_fields_that_still_show_their_english(editor, catalogue):  # noqa: F811
    content_load()
    service = Service.objects.get(slug="seo")
    url = reverse("admin:marketing_service_change", args=[service.pk])
    data = form_data(editor.get(url))
    # Every field in Spanish first (a name that is no field of the form is ignored).
    for name, value in list(data.items()):
        if isinstance(value, str) and value and not name.endswith("_es"):
            data[f"{name}_es"] = f"ES {value}"
    data["title"] = "Search that finds you customers (draft)"
    data["title_es"] = ""
    data["benefits-0-title_es"] = ""
    html = assert_is_a_preview(preview(editor, url, {**data, "_preview": "es"}), "es")
    assert "Search that finds you customers (draft)" in html  # the English, until the Spanish is written
    assert (
        "Estos campos aún no tienen texto en español y se muestran en inglés: Title, Benefit: Title." in html
    )
    assert Service.objects.get(pk=service.pk).title_es == service.title_es  # nothing saved


def test_the_english_preview_is_the_default_and_an_unknown_language_gets_it(editor, catalogue):  # noqa: F811
    content_load()
    page = Page.objects.get(key=Page.Key.ABOUT)
    url = reverse("admin:marketing_page_change", args=[page.pk])
    data = form_data(editor.get(url))
    for language in ("en", "fr", None):
        posted = data if language is None else {**data, "_preview": language}
        assert page.heading in assert_is_a_preview(preview(editor, url, posted))


def test_only_editors_can_preview(client, catalogue):
    content_load()
    page = Page.objects.get(key=Page.Key.HOME)
    response = client.post(reverse("admin:marketing_page_preview", args=[page.pk]), {"heading": "x"})
    assert response.status_code == 302 and "/django-admin/login/" in response["Location"]
