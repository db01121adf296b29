import pytest


@pytest.fixture(autouse=True)
def _site_content(transactional_db):
    """The real pages with their seeded content (services, copy), as a visitor sees them."""
    from tests.support.seeded import site_content_load

    site_content_load()


@pytest.fixture(autouse=True)
def _quick_hands(settings):
    """Playwright fills a form in milliseconds; the minimum fill time has its own test."""
    settings.LEADS_MIN_FILL_MS = 0
