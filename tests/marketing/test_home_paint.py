"""What the home page's first paint waits for (issue 42): the document comes gzipped from the app
server too, the hero globe's still picture, the page's largest paint on a phone, is a light AVIF
fetched at once, and no stylesheet rule makes Chromium restyle the whole page when the parser
finishes it."""

import gzip
import json
import re
from pathlib import Path

import pytest
from PIL import Image

pytestmark = pytest.mark.django_db

ROOT = Path(__file__).resolve().parents[2]
GLOBE = ROOT / "static_src" / "public" / "globe"
# The AVIF is 26 kB (scripts/render-globe.py); the WebP it replaced for the phone's paint was
# 74 kB. Each 15 kB or so is one more round trip on Lighthouse's mobile network.
AVIF_BUDGET = 32_000


@pytest.mark.parametrize("path", ["/", "/es/"])
def test_the_hero_globe_is_the_avif_fetched_first_with_the_webp_as_fallback(client, catalogue, path):
    html = client.get(path).content.decode()
    slot = html[html.index('data-island="globe"') :]
    picture = re.search(r"<picture[^>]*>(.*?)</picture>", slot, re.S)
    assert picture, "the globe's still picture is a <picture>"
    source, img = re.search(r"(<source[^>]*>)\s*(<img[^>]*>)", picture.group(1)).groups()
    assert 'type="image/avif"' in source and 'srcset="/static/globe/globe.avif"' in source
    assert 'src="/static/globe/globe.webp"' in img
    # Fetched with the stylesheet, laid out before it arrives, and never held back.
    assert 'fetchpriority="high"' in img and 'width="448" height="448"' in img
    assert "loading=" not in img
    # The first picture of the page: nothing above it competes for the phone's bandwidth.
    assert html.index("<picture") == html.index(picture.group(0))


def test_the_still_globe_files_are_the_same_drawing_and_the_avif_stays_light():
    avif, webp = Image.open(GLOBE / "globe.avif"), Image.open(GLOBE / "globe.webp")
    assert avif.format == "AVIF" and webp.format == "WEBP"
    # One drawing at 720 px: sharp in the 448 px slot and on a phone's 1.75x screen.
    assert avif.size == webp.size == (720, 720)
    assert avif.mode == webp.mode == "RGBA"
    assert (GLOBE / "globe.avif").stat().st_size <= AVIF_BUDGET


# The home page gzipped is about 15 kB (16 kB in Spanish) against 72 kB plain: three round trips
# fewer on Lighthouse's mobile network before the phone can parse it.
DOCUMENT_BUDGET = 20_000


@pytest.mark.parametrize("path", ["/", "/es/"])
def test_the_home_page_comes_gzipped_to_a_browser_that_accepts_it(client, catalogue, path):
    plain = client.get(path)
    packed = client.get(path, headers={"accept-encoding": "gzip, deflate, br, zstd"})
    assert "Content-Encoding" not in plain and len(plain.content) > 40_000
    assert packed["Content-Encoding"] == "gzip"
    assert "Accept-Encoding" in packed["Vary"] and "Cookie" in packed["Vary"]
    assert len(packed.content) <= DOCUMENT_BUDGET
    assert int(packed["Content-Length"]) == len(packed.content)
    assert gzip.decompress(packed.content) == plain.content
    # Still the public page every cache may keep, and a conditional request still matches.
    assert packed["Cache-Control"] == plain["Cache-Control"]
    assert packed["ETag"] == "W/" + plain["ETag"]
    again = client.get(path, headers={"accept-encoding": "gzip", "if-none-match": packed["ETag"]})
    assert again.status_code == 304


def test_only_pages_are_gzipped_by_the_app_server(client, catalogue):
    # Files and other answers keep their bytes: pictures are compressed already, and whitenoise
    # serves the static files' own .gz copies.
    page = client.get("/pricing", headers={"accept-encoding": "gzip"})
    assert page["Content-Encoding"] == "gzip"
    for path in ("/site.webmanifest", "/sitemap.xml", "/api/schema/", "/static/globe/globe.avif"):
        response = client.get(path, headers={"accept-encoding": "gzip"})
        assert response.status_code == 200, path
        assert "Content-Encoding" not in response, path


# A structural pseudo-class (:last-child, :nth-child(2)...) in a compound that is followed by a
# combinator and a universal subject: `tr:last-child > *`, `li:first-child *`.
WHOLE_SUBTREE_RULE = re.compile(
    r":(?:first-child|last-child|only-child|first-of-type|last-of-type|only-of-type|empty"
    r"|nth-(?:last-)?(?:child|of-type)\([^)]*\))\s*[>+~ ]\s*\*\s*(?=[,{)])"
)


def built_stylesheet() -> str:
    manifest = ROOT / "static_build" / "manifest.json"
    assert manifest.exists(), "build the front end first (npm run build)"
    entry = json.loads(manifest.read_text())["styles/main.css"]
    return (ROOT / "static_build" / entry["file"]).read_text(encoding="utf-8")


def test_no_rule_restyles_a_whole_subtree_when_a_childs_position_changes():
    """Chromium invalidates every descendant of an element whose :last-child (or :nth-child...)
    state changes when a rule puts that pseudo-class before a universal subject. The parser
    settles <body>'s :last-child when the page ends, so one such rule anywhere (the staff table's
    `tr:last-child > *` was one) restyled all 624 elements of the home page after its first
    paint: Lighthouse's longest task after the paint, the bulk of its blocking time."""
    assert WHOLE_SUBTREE_RULE.search("tr:last-child>*{border:0}")  # the pattern finds one
    css = built_stylesheet()
    found = [css[max(0, m.start() - 60) : m.end() + 1] for m in WHOLE_SUBTREE_RULE.finditer(css)]
    assert found == []
