# ruff: noqa: E501 -- each attack reads best as one line of markup.
"""Uploaded pictures are checked by what they are, stored clean, and served so that nothing runs.

Every bypass of issue 23 (and more) is uploaded through the Django admin as an editor would, as the
agency logo: none is stored, and what is stored is served with headers that keep it inert.
"""

import io
import re

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client, override_settings
from django.urls import reverse
from PIL import Image

from agency.uploads import clean_image
from marketing.models import SiteIdentity
from marketing.selectors import site_identity
from tests.marketing.test_admin import editor, form_data  # noqa: F401 (fixture)
from tests.support.seeded import seed_held_for_a_module

pytestmark = pytest.mark.django_db

SVG = "http://www.w3.org/2000/svg"
CLEAN_SVG = f'<svg xmlns="{SVG}" viewBox="0 0 8 8"><rect width="8" height="8" fill="#0b5"/></svg>'.encode()

# (name, bytes): each must be refused wherever a picture is uploaded.
BYPASSES = {
    "html named png": ("logo.png", b"<!doctype html><html><script>alert(document.domain)</script></html>"),
    "svg named png": ("logo.png", CLEAN_SVG),
    "namespace prefix": (
        "logo.svg",
        f'<x:svg xmlns:x="{SVG}"><x:script>alert(document.domain)</x:script></x:svg>'.encode(),
    ),
    "utf-16": ("logo.svg", f'<svg xmlns="{SVG}"><script>alert(1)</script></svg>'.encode("utf-16")),
    "utf-16 with declaration": (
        "logo.svg",
        f'<?xml version="1.0" encoding="UTF-16"?><svg xmlns="{SVG}" onload="alert(1)"/>'.encode("utf-16-le"),
    ),
    "padding past 512 KB": (
        "logo.svg",
        f'<svg xmlns="{SVG}"><!-- {"x" * 600_000} --><script>alert(1)</script></svg>'.encode(),
    ),
    "entity inside javascript:": (
        "logo.svg",
        b'<!DOCTYPE svg [<!ENTITY s "script">]>'
        + f'<svg xmlns="{SVG}"><a href="java&s;:alert(1)"><rect width="8" height="8"/></a></svg>'.encode(),
    ),
    "character reference inside javascript:": (
        "logo.svg",
        f'<svg xmlns="{SVG}"><a href="jav&#x61;&#x09;script:alert(1)"><rect width="8"/></a></svg>'.encode(),
    ),
    "animate sets href": (
        "logo.svg",
        f'<svg xmlns="{SVG}"><a><animate attributeName="href" values="&#106;avascript:alert(1)"/>'
        '<rect width="8" height="8"/></a></svg>'.encode(),
    ),
    "set sets href": (
        "logo.svg",
        f'<svg xmlns="{SVG}"><a><set attributeName="href" to="javascript:alert(1)"/><text>Go</text></a></svg>'.encode(),
    ),
    "foreignObject": (
        "logo.svg",
        f'<svg xmlns="{SVG}"><foreignObject width="9" height="9"><body xmlns="http://www.w3.org/1999/xhtml">'
        "<iframe src='https://evil.example/'/></body></foreignObject></svg>".encode(),
    ),
    "event handler, upper case": (
        "logo.svg",
        f'<svg xmlns="{SVG}"><rect ONMOUSEOVER="alert(1)"/></svg>'.encode(),
    ),
    "event handler in another namespace": (
        "logo.svg",
        f'<svg xmlns="{SVG}" xmlns:h="http://www.w3.org/1999/xhtml"><rect h:onclick="alert(1)"/></svg>'.encode(),
    ),
    "external use": (
        "logo.svg",
        f'<svg xmlns="{SVG}"><use href="https://evil.example/sprite.svg#a"/></svg>'.encode(),
    ),
    "xlink external image": (
        "logo.svg",
        f'<svg xmlns="{SVG}" xmlns:xlink="http://www.w3.org/1999/xlink">'
        '<image xlink:href="https://evil.example/track.png"/></svg>'.encode(),
    ),
    "css import": (
        "logo.svg",
        f'<svg xmlns="{SVG}"><style>@import url(//evil.example/x.css);</style></svg>'.encode(),
    ),
    "css external url": (
        "logo.svg",
        f'<svg xmlns="{SVG}"><rect style="fill: url(https://evil.example/leak)"/></svg>'.encode(),
    ),
    "css escape": (
        "logo.svg",
        f'<svg xmlns="{SVG}"><style>rect {{ fill: u\\72l(x) }}</style></svg>'.encode(),
    ),
    "xhtml script": (
        "logo.svg",
        f'<svg xmlns="{SVG}"><script xmlns="http://www.w3.org/1999/xhtml">alert(1)</script></svg>'.encode(),
    ),
    "billion laughs": (
        "logo.svg",
        b'<!DOCTYPE s [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>'
        + f'<svg xmlns="{SVG}"><text>&b;</text></svg>'.encode(),
    ),
    "external entity": (
        "logo.svg",
        b'<!DOCTYPE s [<!ENTITY x SYSTEM "file:///etc/passwd">]>'
        + f'<svg xmlns="{SVG}"><text>&x;</text></svg>'.encode(),
    ),
    "html page named svg": ("logo.svg", b"<html><body><script>alert(1)</script></body></html>"),
    "svg outside the svg namespace": ("logo.svg", b"<svg><script>alert(1)</script></svg>"),
}


def png(width=64, height=32, exif: bytes | None = None, fmt="PNG", colour=(11, 85, 51)) -> bytes:
    out = io.BytesIO()
    options = {"exif": exif} if exif else {}
    Image.new("RGB", (width, height), colour).save(out, fmt, **options)
    return out.getvalue()


def gps_exif() -> bytes:
    exif = Image.Exif()
    exif[0x010F] = "Pocket Camera"  # Make
    exif[0x0112] = 6  # Orientation: rotated 90°
    exif[0x8825] = {1: "N", 2: (32.0, 42.0, 55.0), 3: "W", 4: (117.0, 9.0, 40.0)}  # GPS
    return exif.tobytes()


@pytest.fixture(scope="module")
def seed(django_db_setup, django_db_blocker, tmp_path_factory):
    """The seed and its pictures, once for the module (tests/support/seeded.py), in a media folder
    of the module's own."""
    with override_settings(MEDIA_ROOT=tmp_path_factory.mktemp("uploads-media")):
        yield from seed_held_for_a_module(django_db_blocker)


@pytest.fixture
def identity_url(seed, db):
    return reverse("admin:marketing_siteidentity_change", args=[SiteIdentity.SINGLETON_ID])


def upload_logo(editor_client, url, name, content):
    data = form_data(editor_client.get(url))
    data["logo"] = SimpleUploadedFile(name, content)
    data["logo_alt"] = "Driftline Digital's mark: a white chevron on an indigo square."
    return editor_client.post(url, data)


@pytest.mark.parametrize("bypass", BYPASSES)
def test_every_bypass_is_refused_as_a_logo_and_nothing_is_stored(editor, identity_url, settings, bypass):  # noqa: F811
    name, content = BYPASSES[bypass]
    before = set(settings.MEDIA_ROOT.rglob("*"))
    response = upload_logo(editor, identity_url, name, content)
    assert response.status_code == 200, "the form comes back with an error"
    errors = response.context["adminform"].form.errors["logo"]
    assert errors and all(message.endswith(".") for message in errors)
    assert not SiteIdentity.objects.get().logo
    assert set(settings.MEDIA_ROOT.rglob("*")) == before, "nothing was written to the media folder"


def test_the_messages_say_what_is_wrong(editor, identity_url):  # noqa: F811
    def error(name, content):
        return upload_logo(editor, identity_url, name, content).context["adminform"].form.errors["logo"][0]

    assert error(*BYPASSES["html named png"]).startswith("This file is not a PNG picture")
    assert error("logo.png", png(fmt="JPEG")) == (
        "This file is a JPEG picture but its name ends in .png. Please save it as PNG or rename it to match."
    )
    assert "scripts or event handlers" in error(*BYPASSES["namespace prefix"])
    assert "document type or entities" in error(*BYPASSES["billion laughs"])


def test_a_clean_svg_logo_is_rebuilt_stored_under_a_content_name_and_served_inert(editor, identity_url):  # noqa: F811
    drawing = (
        f'<?xml version="1.0" encoding="UTF-16"?><svg xmlns="{SVG}" xmlns:xlink="http://www.w3.org/1999/xlink" '
        'xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" viewBox="0 0 32 32" inkscape:version="1.3">'
        '<metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata>'
        '<defs><linearGradient id="sea"><stop offset="0" stop-color="#0b5"/></linearGradient></defs>'
        "<style>.wave { fill: url(#sea) }</style>"
        '<path class="wave" d="M0 16 Q8 8 16 16 T32 16 V32 H0 Z"/><use xlink:href="#sea"/>'
        "<text x='2' y='30'>Sea &amp; Sky</text></svg>"
    ).encode("utf-16")
    assert upload_logo(editor, identity_url, "Driftline Logo.svg", drawing).status_code == 302
    logo = site_identity().logo
    assert re.fullmatch(r"identity/driftline-logo\.[0-9a-f]{16}\.svg", logo.name)
    stored = logo.read().decode("utf-8")
    assert stored.startswith(f'<svg xmlns="{SVG}" viewBox="0 0 32 32">')
    assert "metadata" not in stored and "inkscape" not in stored
    assert '<use href="#sea"/>' in stored and "Sea &amp; Sky" in stored and "url(#sea)" in stored

    served = Client().get(logo.url)
    assert served.status_code == 200
    assert served["Content-Type"] == "image/svg+xml"
    assert served["X-Content-Type-Options"] == "nosniff"
    assert served["Content-Security-Policy"] == "default-src 'none'; style-src 'unsafe-inline'; sandbox"
    assert served["Cache-Control"] == "public, max-age=31536000, immutable"
    assert "Content-Disposition" not in served
    html = Client().get("/about").content.decode()
    assert f'src="{logo.url}"' in html


def test_a_photo_loses_its_camera_and_gps_data_and_stands_upright(editor, identity_url):  # noqa: F811
    photo = png(40, 20, exif=gps_exif())
    assert Image.open(io.BytesIO(photo)).getexif(), "the upload carries EXIF with GPS"
    assert upload_logo(editor, identity_url, "logo.png", photo).status_code == 302
    stored = Image.open(site_identity().logo.open("rb"))
    assert dict(stored.getexif()) == {}
    assert "exif" not in stored.info and "xmp" not in stored.info
    assert stored.size == (20, 40), "the EXIF rotation is applied before it is dropped"


@pytest.mark.parametrize("fmt,ending", [("JPEG", "jpg"), ("WEBP", "webp")])
def test_exif_is_stripped_from_every_raster_format(fmt, ending):
    cleaned = clean_image(SimpleUploadedFile(f"p.{ending}", png(30, 30, exif=gps_exif(), fmt=fmt)))
    stored = Image.open(io.BytesIO(cleaned.content))
    assert stored.format == fmt and dict(stored.getexif()) == {}


def test_media_that_is_not_a_picture_is_a_download_and_never_sniffed(client, settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path
    (tmp_path / "notes.html").write_text("<script>alert(1)</script>")
    (tmp_path / "old-logo.png").write_bytes(png())
    served = client.get("/media/notes.html")
    assert served.status_code == 200
    assert served["Content-Disposition"] == "attachment"
    assert served["Content-Security-Policy"] == "default-src 'none'; style-src 'unsafe-inline'; sandbox"
    assert served["X-Content-Type-Options"] == "nosniff"
    picture = client.get("/media/old-logo.png")
    assert "Content-Disposition" not in picture
    assert picture["Cache-Control"] == "public, max-age=3600", "a name without its content hash may change"
