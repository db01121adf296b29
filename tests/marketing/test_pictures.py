"""Every service and solution page has pictures of its own, which editors can replace."""

import io
import re

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse
from PIL import Image

from tests.hardening.public_pages import SERVICE_IDS, SOLUTION_IDS
from tests.marketing.factories import ServiceFactory
from tests.marketing.test_admin import editor, form_data  # noqa: F401 (fixture)

pytestmark = pytest.mark.django_db

DETAIL_PAGES = [f"/services/{s}" for s in SERVICE_IDS] + [f"/solutions/{s}" for s in SOLUTION_IDS]


def block(html: str, css_class: str) -> str:
    start = html.index(f'<div class="{css_class}">')
    return html[start : html.index("</svg>", start) + len("</svg>")]


def hero_of(html: str) -> str:
    return block(html, "hero-visual")


def approach_of(html: str) -> str:
    return block(html, "approach-visual")


def test_the_eleven_detail_pages_have_eleven_different_pictures(client, catalogue):
    heroes, approaches = set(), set()
    for path in DETAIL_PAGES:
        html = client.get(path).content.decode()
        hero, approach = hero_of(html), approach_of(html)
        # Drawn with a size, so the page does not move while it loads.
        assert re.search(r'<svg class="hero-visual-art" viewBox="0 0 480 360" width="480" height="360"', hero)
        assert 'width="360" height="300"' in approach
        heroes.add(hero)
        approaches.add(approach)
    assert len(heroes) == len(approaches) == 11


def test_the_hero_picture_sits_beside_the_heading(client, catalogue):
    html = client.get("/services/seo").content.decode()
    hero_section = html[html.index('aria-labelledby="detail-heading"') : html.index("</section>")]
    assert 'id="detail-heading"' in hero_section and 'class="hero-visual"' in hero_section


def test_ai_automation_has_its_own_hero_picture(client, catalogue):
    html = client.get("/ai-automation").content.decode()
    hero = hero_of(html)
    assert "AI agent" in hero
    detail_heroes = {hero_of(client.get(path).content.decode()) for path in DETAIL_PAGES}
    assert hero not in detail_heroes


def test_a_new_service_gets_the_default_drawings(client, catalogue):
    ServiceFactory(slug="podcasts", name="Podcast Production", icon="megaphone")
    html = client.get("/services/podcasts").content.decode()
    assert 'class="hero-visual-art"' in hero_of(html)
    assert 'class="approach-illustration"' in approach_of(html)


def test_an_editor_replaces_the_pictures_with_uploads_and_the_drawing_returns_on_clear(
    editor,  # noqa: F811
    client,
    catalogue,
    settings,
    tmp_path,
):
    settings.MEDIA_ROOT = tmp_path
    seo = catalogue["services"][2]
    url = reverse("admin:marketing_service_change", args=[seo.pk])
    data = form_data(editor.get(url))
    out = io.BytesIO()
    Image.new("RGB", (48, 36), (11, 85, 51)).save(out, "PNG")
    png = out.getvalue()
    data["hero_image"] = SimpleUploadedFile("seo-hero.png", png, "image/png")
    data["hero_image_alt"] = "A dark green square."
    data["approach_image"] = SimpleUploadedFile("seo-steps.png", png, "image/png")
    data["approach_image_decorative"] = "on"
    assert editor.post(url, data).status_code == 302

    html = client.get("/services/seo").content.decode()
    seo.refresh_from_db()
    assert (
        f'<div class="hero-visual"><img class="hero-visual-img focus-center" src="{seo.hero_image.url}" '
        'alt="A dark green square." width="480" height="360" decoding="async" fetchpriority="high"></div>'
    ) in html
    assert (
        f'<img class="approach-image focus-center" src="{seo.approach_image.url}" alt="" width="360" '
        'height="300" loading="lazy" decoding="async">'
    ) in html
    assert client.get(seo.hero_image.url).status_code == 200

    data = form_data(editor.get(url))
    data["hero_image-clear"] = "on"
    assert editor.post(url, data).status_code == 302
    html = client.get("/services/seo").content.decode()
    assert 'class="hero-visual-art"' in hero_of(html)
    assert 'class="approach-image focus-center"' in html, "the Our Approach upload stays until it is cleared"
