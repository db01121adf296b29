"""The hero globe: drawn lazily with cobe over its static fallback, still under reduced motion,
without shifting the layout and without loading React."""

import pytest
from playwright.sync_api import expect

from tests.browser.hardening.test_csp_in_browser import RECORD_VIOLATIONS

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def browser(webgl_browser):
    """The globe needs WebGL (tests/browser/conftest.py)."""
    return webgl_browser


# A fingerprint of what the WebGL canvas shows: how many pixels are painted and a checksum.
CANVAS_PIXELS = """() => {
    const canvas = document.querySelector('[data-island="globe"] canvas');
    const gl = canvas.getContext("webgl2") || canvas.getContext("webgl");
    const { width, height } = canvas;
    const pixels = new Uint8Array(4 * width * height);
    gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
    let painted = 0, sum = 0;
    for (let i = 0; i < pixels.length; i += 4) {
        if (pixels[i + 3]) painted += 1;
        sum = (sum * 31 + pixels[i] + pixels[i + 1] * 7 + pixels[i + 2] * 13) % 1000000007;
    }
    return { painted, sum };
}"""


# Test hook: keep the WebGL drawing buffer after each frame so readPixels sees what was drawn.
KEEP_DRAWING_BUFFER = """(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (type, attributes) {
        const keep = type.startsWith("webgl") ? { ...attributes, preserveDrawingBuffer: true } : attributes;
        return original.call(this, type, keep);
    };
})()"""


def load_globe(page):
    page.add_init_script(KEEP_DRAWING_BUFFER)
    page.add_init_script(RECORD_VIOLATIONS)
    scripts = []
    page.on("request", lambda r: scripts.append(r.url) if r.resource_type == "script" else None)
    page.goto(page.base_url + "/")
    globe = page.locator('[data-island="globe"]')
    fallback = globe.locator("img.globe-fallback")
    box_before = globe.bounding_box()
    # Until the visitor engages with the page, the static globe stays and no cobe code loads.
    page.wait_for_timeout(500)
    expect(globe.locator("canvas")).to_have_count(0)
    page.mouse.move(400, 300)
    expect(globe).to_have_attribute("data-globe", "drawn")
    return globe, fallback, box_before, scripts


def test_globe_draws_over_its_fallback_without_shifting_or_react(page):
    globe, fallback, box_before, scripts = load_globe(page)
    assert globe.bounding_box() == box_before
    expect(globe.locator(".globe-canvas")).to_have_css("opacity", "1")
    expect(fallback).to_be_hidden()
    assert page.evaluate(CANVAS_PIXELS)["painted"] > 1000
    assert not any("/assets/client-" in url or "/assets/react-" in url for url in scripts)
    # The WebGL globe runs under the site's CSP (its map texture is a data: picture); the walk over
    # every page (tests/browser/hardening/test_csp_in_browser.py) runs without WebGL.
    assert page.evaluate("window.__cspViolations") == []


def test_globe_spins_normally(page):
    load_globe(page)
    first = page.evaluate(CANVAS_PIXELS)
    page.wait_for_timeout(400)
    assert page.evaluate(CANVAS_PIXELS)["sum"] != first["sum"]


def test_globe_is_still_under_reduced_motion(browser, live_server):
    context = browser.new_context(viewport={"width": 1280, "height": 900}, reduced_motion="reduce")
    page = context.new_page()
    page.base_url = live_server.url
    try:
        load_globe(page)
        page.wait_for_timeout(1700)  # past the redraws that wait for the map texture
        first = page.evaluate(CANVAS_PIXELS)
        page.wait_for_timeout(500)
        assert first["painted"] > 1000
        assert page.evaluate(CANVAS_PIXELS) == first
    finally:
        context.close()


def test_fallback_stays_when_webgl_is_unavailable(page):
    page.add_init_script("HTMLCanvasElement.prototype.getContext = () => null;")
    page.goto(page.base_url + "/")
    page.mouse.move(400, 300)
    globe = page.locator('[data-island="globe"]')
    expect(globe).to_have_attribute("data-globe", "fallback")
    expect(globe.locator("img.globe-fallback")).to_be_visible()
    expect(globe.locator("canvas")).to_have_count(0)


# How far apart the still picture and the live canvas are, drawn side by side at 160 px: the mean
# difference per colour channel (0-255) and where the marker colour sits in each.
COMPARE_WITH_FALLBACK = """() => {
    const root = document.querySelector('[data-island="globe"]');
    const still = root.querySelector("img.globe-fallback");
    const live = root.querySelector("canvas");
    const size = 160;
    const pixelsOf = (source) => {
        const canvas = document.createElement("canvas");
        canvas.width = canvas.height = size;
        const context = canvas.getContext("2d");
        context.fillStyle = "#fff";
        context.fillRect(0, 0, size, size);
        context.drawImage(source, 0, 0, size, size);
        return context.getImageData(0, 0, size, size).data;
    };
    const a = pixelsOf(still), b = pixelsOf(live);
    let difference = 0;
    const markers = (pixels) => {
        const found = [];
        for (let i = 0; i < pixels.length; i += 4) {
            // The marker indigo: blue well above red and green.
            if (pixels[i + 2] > 150 && pixels[i + 2] - pixels[i] > 60 && pixels[i + 2] - pixels[i + 1] > 60) {
                found.push(i / 4);
            }
        }
        return found;
    };
    for (let i = 0; i < a.length; i += 4) {
        difference += Math.abs(a[i] - b[i]) + Math.abs(a[i + 1] - b[i + 1]) + Math.abs(a[i + 2] - b[i + 2]);
    }
    const stillMarkers = markers(a), liveMarkers = new Set(markers(b));
    const shared = stillMarkers.filter((p) => liveMarkers.has(p)).length;
    return {
        meanDifference: difference / (3 * size * size),
        stillMarkerPixels: stillMarkers.length,
        liveMarkerPixels: liveMarkers.size,
        sharedMarkerPixels: shared,
    };
}"""


def test_the_still_picture_is_the_live_globe_at_its_starting_rotation(browser, live_server):
    # Reduced motion keeps the live globe at its starting rotation, as it is at the hand-over.
    context = browser.new_context(viewport={"width": 1280, "height": 900}, reduced_motion="reduce")
    page = context.new_page()
    page.base_url = live_server.url
    try:
        load_globe(page)
        page.wait_for_timeout(1700)
        result = page.evaluate(COMPARE_WITH_FALLBACK)
    finally:
        context.close()
    assert result["meanDifference"] < 10, result
    # The six markers are drawn in both, in the same places.
    assert result["stillMarkerPixels"] > 20, result
    assert result["sharedMarkerPixels"] > 0.6 * result["stillMarkerPixels"], result
