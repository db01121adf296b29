"""Browser tests: Playwright (Python) drives Debian's Chromium against Django's live server."""

from pathlib import Path

import pytest
from playwright.sync_api import sync_playwright

# Debian's headless shell (package chromium-headless-shell, installed by `make chromium`): the same
# Blink and V8 as /usr/bin/chromium without the browser's windowing and user-profile layers. It ran
# the browser tests in 188 s and 358 core-seconds against 314 s and 617 for the full browser in
# headless mode (docs/developers/tests.md, "Writing a browser test").
CHROMIUM = "/usr/bin/chromium-headless-shell"
AXE_SOURCE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--js-flags=--no-opt --no-maglev",
]


def pytest_collection_modifyitems(items):
    for item in items:
        if "tests/browser/" in str(item.fspath).replace("\\", "/"):
            item.add_marker(pytest.mark.browser)
            # One more try for a browser test that fails (pytest-rerunfailures): Chromium, the live
            # server and xdist's other workers share two cores, and a frame that lands late must
            # not sink a whole CI run. A test that fails twice still fails, and every rerun is
            # listed as "R" in the summary (docs/developers/tests.md, "Reruns").
            item.add_marker(pytest.mark.flaky(reruns=1))


@pytest.fixture(scope="session")
def playwright():
    with sync_playwright() as playwright:
        yield playwright


@pytest.fixture(scope="session")
def browser(playwright):
    """The Chromium of every browser test, without WebGL: the hero globe then stays the still
    picture it is drawn over (what a visitor whose browser has no WebGL sees). Here Chromium has no
    GPU, and a spinning globe, drawn on the CPU at sixty frames a second in every test that touched
    the home page, slowed the whole page and both cores. The globe's own tests use `webgl_browser`."""
    browser = playwright.chromium.launch(
        executable_path=CHROMIUM, headless=True, args=[*CHROMIUM_ARGS, "--disable-webgl"]
    )
    yield browser
    browser.close()


@pytest.fixture(scope="session")
def webgl_browser(playwright):
    """Chromium with WebGL (software-drawn), for the modules that test the globe itself: they
    override `browser` with this one."""
    browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
    yield browser
    browser.close()


@pytest.fixture
def context(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    yield context
    context.close()


def live_page(context, live_server):
    """A tab of `context` on the live server: `page.base_url` is the server's address."""
    page = context.new_page()
    page.set_default_timeout(10_000)
    page.base_url = live_server.url
    return page


@pytest.fixture
def page(context, live_server):
    page = live_page(context, live_server)
    yield page
    page.close()


@pytest.fixture
def no_js(browser, live_server):
    """A visitor on a phone whose browser runs no script at all (turned off, blocked, or failed to
    load)."""
    context = browser.new_context(java_script_enabled=False, viewport={"width": 390, "height": 844})
    yield live_page(context, live_server)
    context.close()


@pytest.fixture
def axe():
    """Runs axe-core in the page and returns its violations (a list of dicts)."""
    source = AXE_SOURCE.read_text(encoding="utf-8")

    def run(page, context_selector: str | None = None) -> list[dict]:
        # Evaluated, not injected as a <script>: the site's CSP must not have to allow it.
        page.evaluate(source)
        return page.evaluate(
            """async (selector) => {
                const result = await axe.run(selector ? document.querySelector(selector) : document, {
                    resultTypes: ["violations"],
                });
                return result.violations.map((v) => ({
                    id: v.id, impact: v.impact, help: v.help,
                    nodes: v.nodes.map((n) => n.target.join(" ")).slice(0, 5),
                }));
            }""",
            context_selector,
        )

    return run


def format_violations(violations: list[dict]) -> str:
    return "\n".join(f"{v['id']} ({v['impact']}): {v['help']} at {v['nodes']}" for v in violations)
