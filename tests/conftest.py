import os

import pytest

# Playwright's sync API runs an event loop in the test thread; Django's live server needs this.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")


@pytest.fixture(autouse=True)
def _fresh_cache():
    """Each test starts with an empty cache: pages, throttles and lockouts do not leak between tests."""
    from django.core.cache import cache

    cache.clear()
    yield
    cache.clear()


@pytest.fixture
def catalogue(db):
    """The spec's services and solutions (built with factories): the header, footer and detail
    pages have their items. Tests that need the site's navigation use this fixture."""
    from tests.marketing.factories import create_catalogue

    return create_catalogue()
