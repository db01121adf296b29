"""Pictures with words: every picture has a description (or is marked decorative), a thumbnail in the
admin, a focus the crops keep, a preview before it is saved, and leaves the storage when removed."""

import io
import re

import pytest
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse
from PIL import Image

from marketing.models import PICTURE_ALT_REQUIRED, SiteIdentity
from marketing.services import identity_create_initial
from publishing import pictures
from publishing.models import Rendition
from tests.marketing.test_admin import form_data

pytestmark = pytest.mark.django_db

RED, GREEN, BLUE = (220, 20, 20), (20, 160, 60), (20, 40, 220)


def png(width=48, height=36, colour=(11, 85, 51)) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (width, height), colour).save(out, "PNG")
    return out.getvalue()


def banded(width=1600, height=900) -> bytes:
    """A wide picture: a red band at the left edge, a blue band at the right, green between."""
    image = Image.new("RGB", (width, height), GREEN)
    image.paste(RED, (0, 0, 200, height))
    image.paste(BLUE, (width - 200, 0, width, height))
    out = io.BytesIO()
    image.save(out, "PNG")
    return out.getvalue()


def close_to(pixel, colour) -> bool:
    return all(abs(a - b) <= 30 for a, b in zip(pixel[:3], colour, strict=True))


@pytest.fixture
def media(settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path
    return tmp_path


@pytest.fixture
def seo_form(editor, catalogue, media):
    seo = catalogue["services"][2]
    url = reverse("admin:marketing_service_change", args=[seo.pk])
    return seo, url, form_data(editor.get(url))


def test_a_picture_without_a_description_is_refused_with_a_clear_message(editor, seo_form):
    seo, url, data = seo_form
    data["hero_image"] = SimpleUploadedFile("seo-hero.png", png(), "image/png")
    response = editor.post(url, data)
    assert response.status_code == 200
    errors = response.context["adminform"].form.errors
    assert errors["hero_image_alt"] == [PICTURE_ALT_REQUIRED]
    assert "Describe the picture for people who cannot see it" in response.content.decode()
    seo.refresh_from_db()
    assert not seo.hero_image, "nothing is saved"


def test_a_picture_marked_decorative_needs_no_description_and_is_shown_with_empty_alt(
    editor, client, seo_form
):
    seo, url, data = seo_form
    data["hero_image"] = SimpleUploadedFile("seo-hero.png", png(), "image/png")
    data["hero_image_decorative"] = "on"
    assert editor.post(url, data).status_code == 302
    html = client.get("/services/seo").content.decode()
    assert re.search(r'<img class="hero-visual-img focus-center" src="[^"]+" alt="" width="480"', html)


def test_the_description_is_the_pictures_alt_text(editor, client, seo_form):
    seo, url, data = seo_form
    data["hero_image"] = SimpleUploadedFile("seo-hero.png", png(), "image/png")
    data["hero_image_alt"] = "A marketer points at a rising line of organic visits on a wall screen."
    data["approach_image"] = SimpleUploadedFile("seo-steps.png", png(), "image/png")
    data["approach_image_alt"] = "Four sticky notes on a whiteboard, one per step of the plan."
    assert editor.post(url, data).status_code == 302
    html = client.get("/services/seo").content.decode()
    assert 'alt="A marketer points at a rising line of organic visits on a wall screen."' in html
    assert 'alt="Four sticky notes on a whiteboard, one per step of the plan."' in html


def test_the_change_form_shows_a_thumbnail_of_the_current_picture(editor, seo_form):
    seo, url, data = seo_form
    data["hero_image"] = SimpleUploadedFile("seo-hero.png", png(), "image/png")
    data["hero_image_alt"] = "A green square."
    assert editor.post(url, data).status_code == 302
    seo.refresh_from_db()
    html = editor.get(url).content.decode()
    assert f'<img class="picture-thumb" src="{seo.hero_image.url}" alt="The current picture"' in html
    # A click on it sets the focus select beside it (static/agency-admin/focus.js).
    assert 'data-focus-field="id_hero_image_focus"' in html
    # An empty picture field has no thumbnail, only its input.
    assert html.count('class="picture-thumb"') == 1


@pytest.mark.parametrize(
    ("focus", "left_edge", "right_edge"),
    [("left", RED, GREEN), ("center", GREEN, GREEN), ("right", GREEN, BLUE)],
)
def test_the_cropped_copies_keep_the_chosen_focus(media, focus, left_edge, right_edge):
    name = default_storage.save("offerings/banded.png", ContentFile(banded()))
    made = pictures.renditions_make(name, pictures.crop_name("4x3", focus))
    # Cut to 4:3 at the widths the hero box is drawn at, never the full 1600 px file.
    assert sorted({r.width for r in made}) == [480, 720, 960]
    assert all(r.height * 4 == r.width * 3 for r in made)
    largest = next(r for r in made if r.width == 960 and r.format == Rendition.Format.JPEG)
    with default_storage.open(largest.file) as handle:
        copy = Image.open(handle).convert("RGB")
        middle = copy.height // 2
        assert close_to(copy.getpixel((3, middle)), left_edge)
        assert close_to(copy.getpixel((copy.width - 4, middle)), right_edge)


def test_the_hero_is_served_from_copies_cut_for_its_box_with_its_focus(editor, client, seo_form):
    seo, url, data = seo_form
    data["hero_image"] = SimpleUploadedFile("seo-hero.png", banded(), "image/png")
    data["hero_image_alt"] = "Red, green and blue bands."
    data["hero_image_focus"] = "right"
    assert editor.post(url, data).status_code == 302
    seo.refresh_from_db()
    for name, crop in pictures.crops_missing(pictures.picture_crops(seo)):
        pictures.renditions_make(name, crop)
    html = client.get("/services/seo").content.decode()
    hero = html[html.index('<div class="hero-visual">') :]
    hero = hero[: hero.index("</div>")]
    assert "/4x3-right/960.webp 960w" in hero and "/4x3-right/480.webp 480w" in hero
    assert 'class="hero-visual-img focus-right"' in hero
    assert seo.hero_image.url not in hero, "the full file is not sent into the box"


def test_preview_shows_a_picture_chosen_but_not_saved(editor, seo_form):
    seo, url, data = seo_form
    data["hero_image"] = SimpleUploadedFile("new-hero.png", png(colour=RED), "image/png")
    data["hero_image_alt"] = "A red square."
    response = editor.post(reverse("admin:marketing_service_preview", args=[seo.pk]), data)
    assert response.status_code == 200
    html = response.content.decode()
    shown = r'<img class="hero-visual-img focus-center" src="data:image/png;base64,[^"]+" alt="A red square."'
    assert re.search(shown, html), "the unsaved upload is shown in the preview"
    seo.refresh_from_db()
    assert not seo.hero_image, "the preview saves nothing"
    assert not default_storage.exists("offerings") or not default_storage.listdir("offerings")[1]


def test_a_replaced_or_cleared_picture_leaves_the_storage_with_its_renditions(
    editor, seo_form, django_capture_on_commit_callbacks
):
    seo, url, data = seo_form
    data["hero_image"] = SimpleUploadedFile("first.png", png(800, 600), "image/png")
    data["hero_image_alt"] = "The first picture."
    with django_capture_on_commit_callbacks(execute=True):
        assert editor.post(url, data).status_code == 302
    seo.refresh_from_db()
    first = seo.hero_image.name
    pictures.renditions_make(first)
    copies = list(Rendition.objects.filter(source=first).values_list("file", flat=True))
    assert default_storage.exists(first) and copies and all(default_storage.exists(c) for c in copies)

    data = form_data(editor.get(url))
    data["hero_image"] = SimpleUploadedFile("second.png", png(800, 600, RED), "image/png")
    with django_capture_on_commit_callbacks(execute=True):
        assert editor.post(url, data).status_code == 302
    seo.refresh_from_db()
    second = seo.hero_image.name
    assert second != first and default_storage.exists(second)
    assert not default_storage.exists(first), "the replaced file is removed"
    assert not any(default_storage.exists(c) for c in copies), "so are its renditions"
    assert not Rendition.objects.filter(source=first).exists()

    data = form_data(editor.get(url))
    data["hero_image-clear"] = "on"
    with django_capture_on_commit_callbacks(execute=True):
        assert editor.post(url, data).status_code == 302
    assert not default_storage.exists(second), "the cleared file is removed"


def test_a_file_another_row_still_shows_is_kept(catalogue, media, django_capture_on_commit_callbacks):
    seo, ads = catalogue["services"][2], catalogue["services"][3]
    shared = default_storage.save("offerings/shared.png", ContentFile(png()))
    for offering in (seo, ads):
        offering.hero_image = shared
        offering.hero_image_alt = "A green square."
        offering.save()
    seo.refresh_from_db()
    with django_capture_on_commit_callbacks(execute=True):
        seo.hero_image = None
        seo.save()
    assert default_storage.exists(shared)


def test_the_logo_needs_a_description_or_to_be_marked_decorative(editor, client, media):
    identity_create_initial()
    url = reverse("admin:marketing_siteidentity_change", args=[SiteIdentity.SINGLETON_ID])
    data = form_data(editor.get(url))
    data["logo"] = SimpleUploadedFile("mark.png", png(64, 64), "image/png")
    response = editor.post(url, data)
    assert response.context["adminform"].form.errors["logo_alt"] == [PICTURE_ALT_REQUIRED]
    data["logo"] = SimpleUploadedFile("mark.png", png(64, 64), "image/png")
    data["logo_decorative"] = "on"
    assert editor.post(url, data).status_code == 302
    assert re.search(
        r'<img class="brand-logo" src="[^"]+" alt="" width="32"', client.get("/").content.decode()
    )


def test_a_social_card_picture_needs_a_description(editor, seo_form):
    seo, url, data = seo_form
    data["social_image"] = SimpleUploadedFile("card.png", png(1200, 630), "image/png")
    response = editor.post(url, data)
    assert response.status_code == 200
    assert response.context["adminform"].form.errors["social_image_alt"] == [
        "Describe the picture for people who cannot see it."
    ]
