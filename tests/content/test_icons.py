"""The icon set: SVG favicon, favicon.ico, the 180 px apple-touch-icon and the web app manifest."""

import io
import re

import pytest
from PIL import Image

from marketing.selectors import site_identity

pytestmark = pytest.mark.django_db


def head_links(html: str) -> dict[str, list[str]]:
    links: dict[str, list[str]] = {}
    for rel, href in re.findall(r'<link rel="([^"]+)" href="([^"]+)"', html):
        links.setdefault(rel, []).append(href)
    return links


def fetch(client, url: str) -> bytes:
    response = client.get(url)
    assert response.status_code == 200, url
    return b"".join(response.streaming_content) if response.streaming else response.content


def test_every_page_links_the_icon_set_from_static_files(client, catalogue):
    links = head_links(client.get("/about").content.decode())
    assert sorted(links["icon"]) == ["/static/icons/favicon.ico", "/static/icons/favicon.svg"]
    assert links["apple-touch-icon"] == ["/static/icons/apple-touch-icon.png"]
    assert links["manifest"] == ["/site.webmanifest"]
    assert "data:" not in "".join(links["icon"])


def test_the_icons_are_real_images_of_the_right_sizes(client):
    svg = fetch(client, "/static/icons/favicon.svg").decode()
    assert svg.startswith("<svg") and 'viewBox="0 0 32 32"' in svg

    ico = Image.open(io.BytesIO(fetch(client, "/static/icons/favicon.ico")))
    assert ico.format == "ICO"
    assert {(16, 16), (32, 32), (48, 48)} <= set(ico.info["sizes"])

    touch = Image.open(io.BytesIO(fetch(client, "/static/icons/apple-touch-icon.png")))
    assert (touch.format, touch.size) == ("PNG", (180, 180))
    # A touch icon is opaque: iOS shows transparency as black.
    assert touch.mode == "RGB"


def test_the_manifest_names_the_site_its_theme_colour_and_icons(client):
    response = client.get("/site.webmanifest")
    assert response["Content-Type"] == "application/manifest+json"
    manifest = response.json()
    assert manifest["name"] == site_identity().name
    assert manifest["theme_color"] == "#4f46e5"
    assert manifest["start_url"] == "/"
    sizes = {icon["sizes"] for icon in manifest["icons"]}
    assert {"192x192", "512x512"} <= sizes
    for icon in manifest["icons"]:
        fetch(client, icon["src"])


def test_favicon_ico_at_the_root_leads_to_the_icon(client):
    response = client.get("/favicon.ico")
    assert response.status_code == 301
    assert response["Location"] == "/static/icons/favicon.ico"


def test_the_header_popovers_have_a_role_that_admits_their_label(client, catalogue):
    html = client.get("/").content.decode()
    for menu_id, role in (("menu-products", "group"), ("menu-use-cases", "group"), ("mobile-menu", "dialog")):
        tag = re.search(rf'<div id="{menu_id}"[^>]*>', html).group(0)
        assert f'role="{role}"' in tag
        assert "aria-label=" in tag
