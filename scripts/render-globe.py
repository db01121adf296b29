#!/usr/bin/env python3
"""Renders the hero globe's still picture: the live cobe globe at its starting rotation.

The home page shows static_src/public/globe/globe.avif (globe.webp where a browser has no AVIF)
until the visitor engages and WebGL takes over; both are drawn by cobe (node_modules/cobe) with
static_src/components/globe/options.json and the page's city markers (marketing/content/quiz.py
GLOBE_MARKERS), so the hand-over cannot be seen. Run it again after changing any of those:

    .venv/bin/python scripts/render-globe.py          # writes globe.avif and globe.webp

Chromium draws the globe and hands over a lossless PNG; Pillow encodes the two files. The AVIF is
the home page's largest paint on a phone: at the same fidelity it is about a third of the WebP's
bytes (docs/developers/quality.md, "The home page's paint").
"""

import argparse
import base64
import io
import json
import os
import sys
from pathlib import Path

from PIL import Image
from playwright.sync_api import sync_playwright

BASE_DIR = Path(__file__).resolve().parent.parent
OPTIONS = BASE_DIR / "static_src" / "components" / "globe" / "options.json"
COBE = BASE_DIR / "node_modules" / "cobe" / "dist" / "index.esm.js"
OUTPUT = BASE_DIR / "static_src" / "public" / "globe"
# Pillow's quality scales: the AVIF at 60 is as close to the lossless drawing as the WebP at 82
# (mean square error), at 26 kB against 66 kB.
AVIF_QUALITY = 60
WEBP_QUALITY = 82
ORIGIN = "http://globe.render"
# Chromium's software WebGL: the same drawing on any machine, with or without a GPU.
CHROMIUM_ARGS = ["--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--ignore-gpu-blocklist"]

PAGE = """<!doctype html><html><body style="margin:0;background:transparent">
<canvas id="globe"></canvas>
<script type="module">
import createGlobe from "/cobe.js";
const { options, markers, size } = JSON.parse(document.getElementById("input").textContent);
const canvas = document.getElementById("globe");
canvas.width = canvas.height = size;
canvas.style.width = canvas.style.height = size + "px";
const globe = createGlobe(canvas, {
  ...options,
  devicePixelRatio: 1,
  width: size,
  height: size,
  markers: markers.map((city, i) => ({
    location: city.location,
    size: i === 0 ? options.firstMarkerSize : options.markerSize,
  })),
  context: { preserveDrawingBuffer: true },
});
// The map texture decodes asynchronously: draw for a while, as the live globe does.
let frames = 0;
const started = performance.now();
function draw() {
  globe.update({ phi: options.phi });
  frames += 1;
  if (performance.now() - started < 2000 || frames < 30) requestAnimationFrame(draw);
  else window.picture = canvas.toDataURL("image/png");
}
requestAnimationFrame(draw);
</script>
<script id="input" type="application/json">INPUT</script>
</body></html>"""


def city_markers() -> list[dict]:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "agency.settings")
    sys.path.insert(0, str(BASE_DIR))
    import django

    django.setup()
    from marketing.content.quiz import GLOBE_MARKERS

    return GLOBE_MARKERS


def render(size: int) -> Image.Image:
    options = json.loads(OPTIONS.read_text())
    data = json.dumps({"options": options, "markers": city_markers(), "size": size})
    html = PAGE.replace("INPUT", data.replace("<", "\\u003c"))
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": size, "height": size})
        page.route(f"{ORIGIN}/", lambda route: route.fulfill(body=html, content_type="text/html"))
        page.route(
            f"{ORIGIN}/cobe.js",
            lambda route: route.fulfill(body=COBE.read_text(), content_type="text/javascript"),
        )
        page.goto(f"{ORIGIN}/")
        page.wait_for_function("() => typeof window.picture === 'string'", timeout=60_000)
        url = page.evaluate("window.picture")
        browser.close()
    prefix = "data:image/png;base64,"
    if not url.startswith(prefix):
        raise SystemExit(f"Chromium did not hand over a PNG (got {url[:40]!r})")
    return Image.open(io.BytesIO(base64.b64decode(url[len(prefix) :]))).convert("RGBA")


def encode(picture: Image.Image, kind: str) -> bytes:
    out = io.BytesIO()
    if kind == "avif":
        picture.save(out, "AVIF", quality=AVIF_QUALITY, speed=2)
    else:
        picture.save(out, "WEBP", quality=WEBP_QUALITY, method=6)
    return out.getvalue()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    # The slot is at most 448 CSS px wide; 720 px keeps it sharp on most screens at a modest size
    # (a phone's 358 to 380 CSS px at 1.75x and up need 630 px or more, so one size serves all).
    parser.add_argument("--size", type=int, default=720)
    parser.add_argument("--out", default=str(OUTPUT), help="the folder for globe.avif and globe.webp")
    args = parser.parse_args()
    picture = render(args.size)
    folder = Path(args.out)
    folder.mkdir(parents=True, exist_ok=True)
    for kind in ("avif", "webp"):
        out = folder / f"globe.{kind}"
        data = encode(picture, kind)
        out.write_bytes(data)
        print(f"{out.relative_to(BASE_DIR) if out.is_relative_to(BASE_DIR) else out}: {len(data):,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
