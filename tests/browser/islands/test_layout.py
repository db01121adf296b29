"""Islands mount into the space the server reserved for them (for a lead form, the server's own
form): no layout shift.

The shifts are observed from the moment the loaded page is handed to the visitor, which is when an
island starts to mount: what happens while Chromium lays out the page the first time belongs to
the page's own loading (Lighthouse's CLS, `make lighthouse`), not to an island, and on a loaded
two-core machine Chromium has reported a one-off shift of the header there that no island causes.
"""

import pytest
from playwright.sync_api import expect


@pytest.fixture
def browser(webgl_browser):
    """The globe needs WebGL (tests/browser/conftest.py)."""
    return webgl_browser


OBSERVE_SHIFTS = """() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
            if (!entry.hadRecentInput) {
                window.__shifts.push({
                    value: entry.value,
                    sources: entry.sources.map((s) => (s.node && s.node.outerHTML || "").slice(0, 80)),
                });
            }
        }
    }).observe({ type: "layout-shift" });
}"""


@pytest.mark.parametrize(
    ("path", "island", "mounted"),
    [
        ("/", "contact-form", "form"),
        ("/contact", "contact-form", "form"),
        ("/pricing", "pricing-quiz", ".pricing-quiz"),
        ("/", "globe", "canvas"),
    ],
)
@pytest.mark.parametrize("viewport", [{"width": 1280, "height": 900}, {"width": 390, "height": 844}])
def test_island_mounts_without_shifting_the_page(browser, live_server, path, island, mounted, viewport):
    selector = f'[data-island="{island}"]'
    # The reserved space: the page with the island's entry blocked, so it never mounts.
    context = browser.new_context(viewport=viewport)
    page = context.new_page()
    page.route(f"**/assets/islands/{island}-*.js", lambda route: route.abort())
    page.goto(live_server.url + path)
    before = page.locator(selector).bounding_box()
    context.close()

    context = browser.new_context(viewport=viewport)
    page = context.new_page()
    page.goto(live_server.url + path)
    page.evaluate(OBSERVE_SHIFTS)
    page.mouse.move(10, 10)  # the globe waits for the visitor to engage with the page
    root = page.locator(selector)
    root.scroll_into_view_if_needed()
    if island != "globe":
        # A lead form island takes over the server's form on the visitor's first focus in it.
        root.locator("input:not([type=hidden]), button").first.focus()
        expect(root).to_have_attribute("data-mounted", "true")
    expect(root.locator(mounted)).to_have_count(1)
    page.wait_for_timeout(300)
    after = root.bounding_box()
    assert abs(after["height"] - before["height"]) < 1, (before, after)
    shifts = page.evaluate("window.__shifts")
    context.close()
    assert sum(s["value"] for s in shifts) < 0.01, shifts
