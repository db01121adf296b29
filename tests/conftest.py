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
