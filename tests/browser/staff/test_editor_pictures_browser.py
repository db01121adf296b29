"""An editor adds a picture with words and formats text, in /django-admin/ at 1280 and 390 px: the
picture's description, focus and thumbnail, Preview before saving, the rich-text editor's counter,
and the change forms of a service, an FAQ, a page and a team member without accessibility faults."""

import io
import os
import re

import pytest
from PIL import Image, ImageDraw
from playwright.sync_api import expect

from marketing.models import Faq, Page, Service, TeamMember
from tests.browser.conftest import format_violations
from tests.browser.staff.test_editor_admin_browser import (  # noqa: F401 (fixtures)
    _patient_expectations,
    overflow,
    rich_text,
    seeded,
    serious,
    sign_in,
)

WIDTHS = [1280, 390]
SCREENSHOTS = os.environ.get("SCREENSHOT_DIR", "")
# True once the picture at the selector has loaded (has its pixels), however the browser fetched it.
LOADED = (
    "(selector) => { const img = document.querySelector(selector); "
    "return img.complete && img.naturalWidth > 0; }"
)


def hero_png() -> bytes:
    """A 1600×900 picture: a sunrise over a field, the sun at the right."""
    image = Image.new("RGB", (1600, 900), (186, 230, 253))
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 600, 1600, 900), fill=(34, 197, 94))
    draw.ellipse((1300, 200, 1500, 400), fill=(250, 204, 21))
    out = io.BytesIO()
    image.save(out, "PNG")
    return out.getvalue()


def shot(page, name: str) -> None:
    if SCREENSHOTS:
        page.screenshot(path=os.path.join(SCREENSHOTS, f"{name}.png"), full_page=False)


@pytest.mark.parametrize("width", WIDTHS)
def test_an_editor_adds_a_picture_with_words_previews_it_and_saves(page, seeded, settings, tmp_path, width):  # noqa: F811
    settings.MEDIA_ROOT = tmp_path
    sign_in(page, width)
    service = Service.objects.get(slug="seo")
    page.goto(page.base_url + f"/django-admin/marketing/service/{service.pk}/change/")

    page.locator("#id_hero_image").set_input_files(
        {"name": "sunrise.png", "mimeType": "image/png", "buffer": hero_png()}
    )
    # Saving without words is refused, with the reason next to the field.
    page.get_by_role("button", name="Save and continue editing").click()
    expect(page.locator(".errorlist").first).to_contain_text(
        "Describe the picture for people who cannot see it"
    )

    page.locator("#id_hero_image").set_input_files(
        {"name": "sunrise.png", "mimeType": "image/png", "buffer": hero_png()}
    )
    alt = "The sun rising over a green field, at the right of the picture."
    page.get_by_label("Hero picture description:", exact=True).fill(alt)
    page.get_by_label("Hero picture focus").select_option("right")

    with page.context.expect_page() as opened:
        page.get_by_role("button", name="Preview", exact=True).click()
    preview = opened.value
    hero = preview.locator(".hero-visual img")
    expect(hero).to_have_attribute("alt", alt)
    expect(hero).to_have_attribute("src", re.compile(r"^data:image/png;base64,"))
    preview.wait_for_function(LOADED, arg=".hero-visual img")
    assert hero.evaluate("(img) => img.naturalWidth") == 1600, "the unsaved picture shows"
    # The focus is a class of the stylesheet, which can arrive after the picture (a data: address
    # loads at once, and the new tab is handed over before its load event): wait for the style.
    expect(hero).to_have_css("object-position", "100% 50%")
    shot(preview, f"preview-{width}")
    preview.close()
    assert not Service.objects.get(pk=service.pk).hero_image, "Preview saved nothing"

    page.get_by_role("button", name="Save and continue editing").click()
    expect(page.locator(".messagelist .success")).to_be_visible()
    thumbnail = page.locator("img.picture-thumb")
    expect(thumbnail).to_have_count(1)
    thumbnail.scroll_into_view_if_needed()
    expect(thumbnail).to_be_visible()
    page.wait_for_function(LOADED, arg="img.picture-thumb")
    # A click on the thumbnail's top left sets the focus there (the select stays the control).
    box = thumbnail.bounding_box()
    thumbnail.click(position={"x": box["width"] * 0.1, "y": box["height"] * 0.1})
    expect(page.get_by_label("Hero picture focus")).to_have_value("top-left")
    assert overflow(page) <= 0
    shot(page, f"service-pictures-{width}")
    saved = Service.objects.get(pk=service.pk)
    assert saved.hero_image_alt == alt and saved.hero_image_focus == "right", "saved before the click"


@pytest.mark.parametrize("width", WIDTHS)
def test_the_rich_text_editor_counts_text_not_markup(page, seeded, width):  # noqa: F811
    sign_in(page, width)
    faq = Faq.objects.first()
    page.goto(page.base_url + f"/django-admin/marketing/faq/{faq.pk}/change/")
    editor = rich_text(page, "id_answer")
    editor.fill("Yes, monthly.")
    counter = page.locator("#id_answer_counter")
    expect(counter).to_have_text("13 of 1000 characters")
    editor.press("Control+a")
    page.keyboard.press("Control+b")
    expect(counter).to_have_text("13 of 1000 characters")  # bold adds markup, not text
    page.get_by_role("button", name="Save and continue editing").click()
    expect(page.locator(".messagelist .success")).to_be_visible()
    assert Faq.objects.get(pk=faq.pk).answer == "<p><strong>Yes, monthly.</strong></p>"


@pytest.mark.parametrize("width", WIDTHS)
def test_the_change_forms_pass_axe_and_fit_the_screen(page, seeded, axe, width):  # noqa: F811
    sign_in(page, width)
    forms = {
        "service": f"/django-admin/marketing/service/{Service.objects.get(slug='seo').pk}/change/",
        "faq": f"/django-admin/marketing/faq/{Faq.objects.first().pk}/change/",
        "page": f"/django-admin/marketing/page/{Page.objects.get(key='privacy-policy').pk}/change/",
        "team-member": f"/django-admin/marketing/teammember/{TeamMember.objects.first().pk}/change/",
    }
    for name, path in forms.items():
        page.goto(page.base_url + path)
        expect(page.locator("#content")).to_be_visible()
        if name != "service":  # the rich-text editor is ready
            expect(page.locator(".ProseMirror[contenteditable='true']").first).to_be_visible()
        violations = serious(axe(page, "#content"))
        assert not violations, f"{name}: {format_violations(violations)}"
        assert overflow(page) <= 0, f"{name} scrolls sideways"
        shot(page, f"{name}-{width}")
