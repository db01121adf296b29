"""Signed-in sessions are short: an absolute limit and an idle limit, for every door."""

import pytest

from tests.accounts.conftest import post
from tests.staff.factories import STAFF_PASSWORD, StaffUserFactory, UserFactory

pytestmark = pytest.mark.django_db


def staff_sign_in(client):
    response = post(client, "/api/admin/login", {"username": "morgan", "password": STAFF_PASSWORD})
    assert response.status_code == 200
    client.csrf_token = response.json()["csrfToken"]


def test_an_idle_staff_session_ends(csrf_client, clock, settings):
    settings.AUTH_SESSION_IDLE_MINUTES = 30
    StaffUserFactory(username="morgan")
    staff_sign_in(csrf_client)
    clock.advance(29 * 60)
    assert csrf_client.get("/api/admin/contacts").status_code == 200
    clock.advance(29 * 60)  # used a moment ago: still open
    assert csrf_client.get("/api/admin/session").status_code == 200
    clock.advance(31 * 60)
    assert csrf_client.get("/api/admin/contacts").status_code == 401
    # Signed out for good: the next request does not bring the session back.
    assert csrf_client.get("/api/admin/session").status_code == 401


def test_a_busy_staff_session_still_ends_after_the_maximum(csrf_client, clock, settings):
    settings.AUTH_SESSION_MAX_HOURS = 8
    settings.AUTH_SESSION_IDLE_MINUTES = 30
    StaffUserFactory(username="morgan")
    staff_sign_in(csrf_client)
    for _ in range(7 * 4):  # every quarter of an hour for seven hours
        clock.advance(15 * 60)
        assert csrf_client.get("/api/admin/contacts").status_code == 200
    for _ in range(2):  # 7 h 40 min in
        clock.advance(20 * 60)
        assert csrf_client.get("/api/admin/contacts").status_code == 200
    clock.advance(25 * 60)  # 8 h 5 min after signing in, idle for only 25 minutes
    assert csrf_client.get("/api/admin/contacts").status_code == 401


def test_the_django_admin_session_ends_too(clock, settings, client):
    settings.AUTH_SESSION_IDLE_MINUTES = 30
    StaffUserFactory(username="morgan", is_superuser=True)
    response = client.post("/django-admin/login/", {"username": "morgan", "password": STAFF_PASSWORD})
    assert response.status_code == 302
    assert client.get("/django-admin/").status_code == 200
    clock.advance(31 * 60)
    assert client.get("/django-admin/").status_code == 302  # back to the sign-in form


def test_the_session_api_session_ends_when_idle(csrf_client, clock, settings):
    settings.AUTH_SESSION_IDLE_MINUTES = 30
    user = UserFactory(email="ivy@example.org")
    post(csrf_client, "/api/auth/login", {"email": "ivy@example.org", "password": STAFF_PASSWORD})
    assert csrf_client.get(f"/api/dashboard/user?userId={user.pk}").status_code == 200
    clock.advance(31 * 60)
    assert csrf_client.get(f"/api/dashboard/user?userId={user.pk}").status_code == 401


def test_visitors_get_no_session(client, catalogue):
    for url in ("/", "/contact", "/pricing"):
        response = client.get(url)
        assert response.status_code == 200
        assert "sessionid" not in response.cookies
