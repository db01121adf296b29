"""Social cards (item 1): every public page has an og:image, a 1200×630 PNG drawn by the site from
the page's heading and the brand, whose address changes when what it shows changes; an editor's
uploaded picture replaces it."""

import io
import re

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from django.urls import reverse
from PIL import Image

from marketing.models import Page, Service
from marketing.selectors import site_identity
from publishing import social_cards
from publishing.seed import content_load
from publishing.services import content_changed
from tests.content.test_history import edit, editor  # noqa: F401 (fixture)
from tests.hardening.public_pages import PUBLIC_PAGES
from tests.marketing.test_admin import form_data

pytestmark = pytest.mark.django_db

SITE = "https://www.acme.example"


def meta(html: str, attribute: str, name: str) -> str:
    match = re.search(rf'<meta {attribute}="{re.escape(name)}" content="([^"]*)">', html)
    assert match, name
    return match.group(1)


def og_image(client, path: str) -> str:
    return meta(client.get(path).content.decode(), "property", "og:image")


def local(url: str) -> str:
    return url.removeprefix(SITE)


def png_bytes(width: int, height: int, colour=(200, 30, 30)) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (width, height), colour).save(out, format="PNG")
    return out.getvalue()


@pytest.fixture(autouse=True)
def _site(settings, tmp_path):
    settings.SITE_URL = SITE
    settings.MEDIA_ROOT = tmp_path / "media"
    settings.SERVE_MEDIA = True


def test_every_public_page_has_a_large_social_card_with_its_size_and_alt_text(client, catalogue):
    content_load()
    urls = set()
    for path in PUBLIC_PAGES:
        html = client.get(path).content.decode()
        url = meta(html, "property", "og:image")
        assert url.startswith(f"{SITE}/social-cards/") and url.endswith(".png"), path
        assert meta(html, "property", "og:image:width") == "1200"
        assert meta(html, "property", "og:image:height") == "630"
        assert meta(html, "property", "og:image:type") == "image/png"
        assert meta(html, "property", "og:image:alt").startswith(f"{site_identity().name}: ")
        assert meta(html, "name", "twitter:card") == "summary_large_image"
        assert meta(html, "name", "twitter:image") == url
        urls.add(url)
    assert len(urls) == len(PUBLIC_PAGES), "each page has its own card"


def test_the_card_is_a_1200_by_630_png_drawn_once_then_cached(client, catalogue, monkeypatch):
    content_load()
    calls = []
    render = social_cards.card_render
    monkeypatch.setattr(social_cards, "card_render", lambda spec: calls.append(spec) or render(spec))

    url = local(og_image(client, "/services/seo"))
    first = client.get(url)
    assert first.status_code == 200
    assert first["Content-Type"] == "image/png"
    assert "immutable" in first["Cache-Control"]
    image = Image.open(io.BytesIO(first.content))
    assert (image.format, image.size) == ("PNG", (1200, 630))

    assert client.get(url).content == first.content
    assert len(calls) == 1
    seo = Service.objects.get(slug="seo")
    assert calls[0].heading == seo.title
    assert calls[0].icon == seo.icon  # the service's own icon
    assert calls[0].site_name == site_identity().name  # the agency's identity, as editors set it


def test_the_card_address_changes_when_the_page_heading_changes(client, catalogue):
    content_load()
    before = og_image(client, "/about")
    Page.objects.filter(key=Page.Key.ABOUT).update(heading="A new heading for the about page")
    content_changed()
    after = og_image(client, "/about")
    assert after != before

    # A link shared before the change still shows a picture: the current card.
    stale = client.get(local(before))
    assert stale.status_code == 302 and stale["Location"] == local(after)
    assert client.get(local(after)).status_code == 200


def test_the_card_address_changes_when_a_service_changes_its_icon(client, catalogue):
    content_load()
    before = og_image(client, "/services/seo")
    Service.objects.filter(slug="seo").update(icon="rocket")
    content_changed()
    assert og_image(client, "/services/seo") != before


def test_the_icon_is_drawn_on_the_card(catalogue):
    spec = social_cards.CardSpec(
        "Heading", "Service", "search", "Acme Digital", "#4f46e5", "#3730a3", "#e0e7ff", ""
    )
    with_icon = Image.open(io.BytesIO(social_cards.card_render(spec))).convert("L")
    without = Image.open(
        io.BytesIO(social_cards.card_render(spec.__class__(**{**spec.__dict__, "icon": ""})))
    )
    box = (900, 220, 1120, 440)
    white_with = sum(with_icon.crop(box).histogram()[241:])
    white_without = sum(without.convert("L").crop(box).histogram()[241:])
    assert white_with > 500 and white_without == 0


def test_an_unknown_card_is_a_404(client, catalogue):
    assert client.get("/social-cards/service-nothing/0123456789abcdef.png").status_code == 404
    assert client.get("/social-cards/page-nothing/0123456789abcdef.png").status_code == 404


def test_an_uploaded_picture_replaces_the_card(editor, catalogue):  # noqa: F811
    content_load()
    page = Page.objects.get(key=Page.Key.PRICING)
    url = reverse("admin:marketing_page_change", args=[page.pk])
    data = form_data(editor.get(url))
    data["social_image"] = SimpleUploadedFile("pricing.png", png_bytes(1200, 630), content_type="image/png")
    data["social_image_alt"] = "Our team planning a client budget"
    response = editor.post(url, data)
    assert response.status_code == 302

    html = Client().get("/pricing").content.decode()
    image_url = meta(html, "property", "og:image")
    assert image_url.startswith(f"{SITE}/media/social-cards/pricing")
    assert meta(html, "property", "og:image:width") == "1200"
    assert meta(html, "property", "og:image:height") == "630"
    assert meta(html, "property", "og:image:alt") == "Our team planning a client budget"
    served = Client().get(local(image_url))
    assert served.status_code == 200
    # The same picture, re-encoded from its pixels (nothing else of the upload is kept).
    stored = Image.open(io.BytesIO(b"".join(served.streaming_content)))
    assert stored.tobytes() == Image.open(io.BytesIO(png_bytes(1200, 630))).tobytes()
    # The other pages keep their drawn cards.
    assert "/social-cards/page-about/" in og_image(Client(), "/about")


def test_a_picture_too_small_to_share_is_refused_with_a_clear_message(editor, catalogue):  # noqa: F811
    content_load()
    page = Page.objects.get(key=Page.Key.ABOUT)
    url = reverse("admin:marketing_page_change", args=[page.pk])
    data = form_data(editor.get(url))
    data["social_image"] = SimpleUploadedFile("tiny.png", png_bytes(200, 100), content_type="image/png")
    response = editor.post(url, data)
    assert response.status_code == 200
    errors = response.context["adminform"].form.errors["social_image"]
    assert errors == [
        "The picture is 200×100 px; social networks need at least 600×315 px (1200×630 px is best)."
    ]
    assert not Page.objects.get(pk=page.pk).social_image


def test_media_is_not_served_by_django_when_the_web_server_does(client, settings, catalogue):
    settings.SERVE_MEDIA = False
    assert client.get("/media/social-cards/anything.png").status_code == 404
