import pytest
from django.test import Client


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
