import pytest
from django.test import Client

from tests.leads.conftest import run_tasks  # noqa: F401  (runs queued tasks, as db_worker does)


@pytest.fixture
def csrf_client():
    """A client that enforces CSRF like a browser, with the token already fetched."""
    client = Client(enforce_csrf_checks=True)
    token = client.get("/api/auth/csrf").json()["csrfToken"]
    client.csrf_token = token
    return client


def post(client, url, data=None, **extra):
    headers = {"HTTP_X_CSRFTOKEN": client.csrf_token} if getattr(client, "csrf_token", None) else {}
    return client.post(url, data or {}, content_type="application/json", **headers, **extra)


@pytest.fixture
def clock(monkeypatch):
    """Moves the clock of the sign-in defence (django-axes' records) and of sessions without waiting."""
    import datetime

    import axes.handlers.proxy
    from django.utils import timezone

    from accounts import middleware

    class Clock:
        now = datetime.datetime(2030, 3, 1, 12, 0, tzinfo=datetime.UTC)

        def advance(self, seconds):
            self.now += datetime.timedelta(seconds=seconds)

    clock = Clock()
    monkeypatch.setattr(timezone, "now", lambda: clock.now)
    monkeypatch.setattr(axes.handlers.proxy, "now", lambda: clock.now)
    monkeypatch.setattr(middleware, "now", lambda: clock.now.timestamp())
    return clock
