"""Staff sign-in for /admin: the server checks, rotates the session, and locks out guessing."""

import pytest
from django.contrib.auth import get_user_model
from django.core.management import CommandError, call_command
from django.test import Client

from accounts import lockout
from tests.accounts.conftest import post
from tests.staff.factories import STAFF_PASSWORD, StaffUserFactory, UserFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def clock(monkeypatch):
    """Moves the lockout's clock without waiting."""

    class Clock:
        now = 1_900_000_000.0

        def advance(self, seconds):
            self.now += seconds

    clock = Clock()
    monkeypatch.setattr(lockout, "now", lambda: clock.now)
    return clock


def sign_in(client, username, password, ip="203.0.113.7"):
    return post(client, "/api/admin/login", {"username": username, "password": password}, REMOTE_ADDR=ip)


def fresh_client():
    client = Client(enforce_csrf_checks=True)
    client.csrf_token = client.get("/api/auth/csrf").json()["csrfToken"]
    return client


def test_staff_sign_in_by_username_or_email(csrf_client):
    user = StaffUserFactory(username="morgan", email="Morgan@Agency.example")
    response = sign_in(csrf_client, "morgan", STAFF_PASSWORD)
    assert response.status_code == 200
    body = response.json()
    assert body["user"] == {
        "id": user.pk,
        "username": "morgan",
        "email": "Morgan@Agency.example",
        "name": "Morgan Lee",
    }
    assert body["csrfToken"] != csrf_client.csrf_token
    assert csrf_client.get("/api/admin/contacts").status_code == 200

    other = fresh_client()
    assert sign_in(other, "morgan@agency.example", STAFF_PASSWORD).status_code == 200


def test_wrong_password_unknown_user_and_non_staff_all_read_incorrect_password(csrf_client):
    StaffUserFactory(username="morgan")
    UserFactory(username="visitor")
    attempts = [("morgan", "not-the-password"), ("nobody", STAFF_PASSWORD), ("visitor", STAFF_PASSWORD)]
    for username, password in attempts:
        response = sign_in(csrf_client, username, password)
        assert response.status_code == 401
        assert response.json() == {"message": "Incorrect password."}
    assert csrf_client.get("/api/admin/contacts").status_code == 401


def test_staff_sign_in_needs_the_csrf_token():
    StaffUserFactory(username="morgan")
    client = Client(enforce_csrf_checks=True)
    response = client.post(
        "/api/admin/login",
        {"username": "morgan", "password": STAFF_PASSWORD},
        content_type="application/json",
    )
    assert response.status_code == 403
    assert client.get("/api/admin/contacts").status_code == 401


def test_logout_ends_the_staff_session(csrf_client):
    StaffUserFactory(username="morgan")
    body = sign_in(csrf_client, "morgan", STAFF_PASSWORD).json()
    csrf_client.csrf_token = body["csrfToken"]
    response = post(csrf_client, "/api/admin/logout")
    assert response.status_code == 200
    assert response.json()["message"] == "You have been logged out of your account."
    for url in ("/api/admin/contacts", "/api/admin/quotes", "/api/admin/session"):
        assert csrf_client.get(url).status_code == 401


def test_five_failures_from_one_client_lock_it_out_then_the_lock_expires(csrf_client, clock, settings):
    settings.AUTH_LOCKOUT_ATTEMPTS = 5
    settings.AUTH_LOCKOUT_COOLDOWN_SECONDS = 900
    StaffUserFactory(username="morgan")
    for n in range(4):
        assert sign_in(csrf_client, f"guess{n}", "wrong").status_code == 401
    fifth = sign_in(csrf_client, "guess5", "wrong")
    assert fifth.status_code == 429
    assert fifth.json()["message"] == "Too many failed sign-in attempts. Please try again in 15 minutes."
    assert fifth["Retry-After"] == "900"

    # Even the right password is refused while the lock holds, from this client.
    clock.advance(600)
    locked = sign_in(csrf_client, "morgan", STAFF_PASSWORD)
    assert locked.status_code == 429
    assert locked.json() == {
        "message": "Too many failed sign-in attempts. Please try again in 5 minutes.",
        "retryAfter": 300,
    }
    assert locked["Cache-Control"].count("no-store") == 1
    # Another client is not affected.
    assert sign_in(fresh_client(), "morgan", STAFF_PASSWORD, ip="198.51.100.20").status_code == 200

    # The lock lapses by itself.
    clock.advance(301)
    assert sign_in(csrf_client, "morgan", STAFF_PASSWORD).status_code == 200


def test_failures_against_one_account_from_many_clients_lock_that_account_for_a_while(
    csrf_client, clock, settings
):
    settings.AUTH_LOCKOUT_ATTEMPTS = 3
    StaffUserFactory(username="morgan", email="morgan@agency.example")
    for n in range(3):
        sign_in(csrf_client, "morgan" if n % 2 else "morgan@agency.example", "wrong", ip=f"192.0.2.{n}")
    # The account is locked whichever name addresses it and wherever the attempt comes from.
    response = sign_in(fresh_client(), "morgan", STAFF_PASSWORD, ip="192.0.2.200")
    assert response.status_code == 429
    assert "try again in 15 minutes" in response.json()["message"]
    # ...but not forever.
    clock.advance(settings.AUTH_LOCKOUT_COOLDOWN_SECONDS + 1)
    assert sign_in(fresh_client(), "morgan", STAFF_PASSWORD, ip="192.0.2.200").status_code == 200


def test_failures_spread_beyond_the_window_do_not_add_up(csrf_client, clock, settings):
    settings.AUTH_LOCKOUT_ATTEMPTS = 3
    settings.AUTH_LOCKOUT_WINDOW_SECONDS = 900
    StaffUserFactory(username="morgan")
    for _ in range(6):
        assert sign_in(csrf_client, "morgan", "wrong").status_code == 401
        clock.advance(500)  # at most two failures fall in any one window


def test_a_success_clears_the_clients_failures(csrf_client, clock, settings):
    settings.AUTH_LOCKOUT_ATTEMPTS = 3
    StaffUserFactory(username="morgan")
    for _ in range(2):
        assert sign_in(csrf_client, "morgan", "typo").status_code == 401
    body = sign_in(csrf_client, "morgan", STAFF_PASSWORD).json()
    csrf_client.csrf_token = body["csrfToken"]
    post(csrf_client, "/api/admin/logout")
    csrf_client.csrf_token = csrf_client.get("/api/auth/csrf").json()["csrfToken"]
    for _ in range(2):
        assert sign_in(csrf_client, "morgan", "typo").status_code == 401
    assert sign_in(csrf_client, "morgan", STAFF_PASSWORD).status_code == 200


def test_the_session_api_login_shares_the_lockout(csrf_client, clock, settings):
    settings.AUTH_LOCKOUT_ATTEMPTS = 2
    UserFactory(email="ivy@example.org")
    for _ in range(2):
        post(csrf_client, "/api/auth/login", {"email": "ivy@example.org", "password": "wrong"})
    response = post(csrf_client, "/api/auth/login", {"email": "ivy@example.org", "password": STAFF_PASSWORD})
    assert response.status_code == 429
    assert response["Retry-After"]


# --- the first staff account ---------------------------------------------------------------------


def test_createstaff_reads_the_environment(monkeypatch, capsys):
    monkeypatch.setenv("STAFF_PASSWORD", "tide-pool-lantern-88")
    call_command(
        "createstaff",
        "--no-input",
        "--username",
        "ops",
        "--email",
        "ops@agency.example",
        "--name",
        "Ops Team",
    )
    user = get_user_model().objects.get(username="ops")
    assert user.is_staff and user.is_active and not user.is_superuser
    assert user.check_password("tide-pool-lantern-88")
    assert "Staff account 'ops' created" in capsys.readouterr().out


def test_createstaff_refuses_a_weak_password_and_a_missing_one(monkeypatch):
    monkeypatch.setenv("STAFF_PASSWORD", "password")
    with pytest.raises(CommandError, match="too common"):
        call_command("createstaff", "--no-input", "--username", "ops")
    monkeypatch.delenv("STAFF_PASSWORD")
    with pytest.raises(CommandError, match="required"):
        call_command("createstaff", "--no-input", "--username", "ops")
    assert not get_user_model().objects.filter(username="ops").exists()
