#!/usr/bin/env python3
"""Renders the hero globe's still picture: the live cobe globe at its starting rotation.

The home page shows static_src/public/globe/globe.webp until the visitor engages and WebGL takes
over; both are drawn by cobe (node_modules/cobe) with static_src/components/globe/options.json
and the page's city markers (marketing/content/quiz.py GLOBE_MARKERS), so the hand-over cannot
be seen. Run it again after changing any of those:

    .venv/bin/python scripts/render-globe.py          # writes static_src/public/globe/globe.webp
"""

import argparse
import base64
import json
import os
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

BASE_DIR = Path(__file__).resolve().parent.parent
OPTIONS = BASE_DIR / "static_src" / "components" / "globe" / "options.json"
COBE = BASE_DIR / "node_modules" / "cobe" / "dist" / "index.esm.js"
OUTPUT = BASE_DIR / "static_src" / "public" / "globe" / "globe.webp"
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
  else window.picture = canvas.toDataURL("image/webp", window.quality);
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


def render(size: int, quality: float) -> bytes:
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
        page.add_init_script(f"window.quality = {quality};")
        page.goto(f"{ORIGIN}/")
        page.wait_for_function("() => typeof window.picture === 'string'", timeout=60_000)
        url = page.evaluate("window.picture")
        browser.close()
    prefix = "data:image/webp;base64,"
    if not url.startswith(prefix):
        raise SystemExit(f"Chromium did not encode WebP (got {url[:40]!r})")
    return base64.b64decode(url[len(prefix) :])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    # The slot is at most 448 CSS px wide; 720 px keeps it sharp on most screens at a modest size.
    parser.add_argument("--size", type=int, default=720)
    parser.add_argument("--quality", type=float, default=0.82)
    parser.add_argument("--out", default=str(OUTPUT))
    args = parser.parse_args()
    picture = render(args.size, args.quality)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(picture)
    print(f"{out.relative_to(BASE_DIR) if out.is_relative_to(BASE_DIR) else out}: {len(picture):,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
