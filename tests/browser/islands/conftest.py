import pytest


@pytest.fixture(autouse=True)
def _site_content(transactional_db):
    """The real pages with their seeded content (services, copy), as a visitor sees them."""
    from marketing.services import content_load

    content_load()


@pytest.fixture(autouse=True)
def _quick_hands(settings):
    """Playwright fills a form in milliseconds; the minimum fill time has its own test."""
    settings.LEADS_MIN_FILL_MS = 0


@pytest.fixture
def no_js(browser, live_server):
    """A visitor whose browser runs no script at all (turned off, blocked, or failed to load)."""
    context = browser.new_context(java_script_enabled=False, viewport={"width": 390, "height": 844})
    page = context.new_page()
    page.set_default_timeout(10_000)
    page.base_url = live_server.url
    yield page
    context.close()
