"""Staff sign-in for /admin: the server checks, rotates the session, and locks out guessing."""

import pytest
from django.contrib.auth import get_user_model
from django.core.management import CommandError, call_command
from django.test import Client

from tests.accounts.conftest import post
from tests.staff.factories import STAFF_PASSWORD, StaffUserFactory, UserFactory

pytestmark = pytest.mark.django_db


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
        "canViewReports": False,
    }
    assert body["csrfToken"] != csrf_client.csrf_token
    assert csrf_client.get("/api/admin/contacts").status_code == 200

    other = fresh_client()
    assert sign_in(other, "morgan@agency.example", STAFF_PASSWORD).status_code == 200


def test_a_wrong_password_an_unknown_user_and_a_visitors_account_start_no_staff_session(csrf_client):
    StaffUserFactory(username="morgan")
    UserFactory(username="visitor")
    UserFactory(username="former", is_active=False)
    attempts = [("morgan", "not-the-password"), ("nobody", STAFF_PASSWORD), ("former", STAFF_PASSWORD)]
    for username, password in attempts:
        response = sign_in(csrf_client, username, password)
        assert response.status_code == 401
        assert response.json() == {"message": "Incorrect password."}
    # The right password of an account without lead permissions says so, and is no failure.
    response = sign_in(csrf_client, "visitor", STAFF_PASSWORD)
    assert response.status_code == 403
    assert response.json() == {"message": "This account cannot open the leads page."}
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


def test_five_failures_for_an_account_from_one_address_lock_that_pair_then_the_lock_expires(
    csrf_client, clock, settings
):
    settings.AUTH_LOCKOUT_ATTEMPTS = 5
    settings.AUTH_LOCKOUT_COOLDOWN_SECONDS = 900
    StaffUserFactory(username="morgan")
    for _ in range(4):
        assert sign_in(csrf_client, "morgan", "wrong").status_code == 401
    fifth = sign_in(csrf_client, "morgan", "wrong")
    assert fifth.status_code == 429
    assert fifth.json()["message"] == "Too many failed sign-in attempts. Please try again in 15 minutes."
    assert fifth["Retry-After"] == "900"

    # Even the right password is refused while the lock holds, from this address.
    clock.advance(600)
    locked = sign_in(csrf_client, "morgan", STAFF_PASSWORD)
    assert locked.status_code == 429
    assert locked.json() == {
        "message": "Too many failed sign-in attempts. Please try again in 5 minutes.",
        "retryAfter": 300,
    }
    assert locked["Cache-Control"].count("no-store") == 1
    # The staff member's own address is not affected.
    assert sign_in(fresh_client(), "morgan", STAFF_PASSWORD, ip="198.51.100.20").status_code == 200

    # The lock lapses by itself.
    clock.advance(301)
    assert sign_in(csrf_client, "morgan", STAFF_PASSWORD).status_code == 200


def test_one_address_is_capped_across_accounts(csrf_client, clock, settings):
    settings.AUTH_LOCKOUT_ADDRESS_ATTEMPTS = 6
    StaffUserFactory(username="morgan")
    for n in range(5):
        assert sign_in(csrf_client, f"guess{n}", "wrong").status_code == 401
    # Different names never reach the pair limit; the address cap stops the sixth.
    assert sign_in(csrf_client, "guess5", "wrong").status_code == 429
    refused = sign_in(csrf_client, "morgan", STAFF_PASSWORD)
    assert refused.status_code == 429
    assert refused.json()["retryAfter"] == settings.AUTH_LOCKOUT_COOLDOWN_SECONDS
    # Another address (a colleague elsewhere) is not affected.
    assert sign_in(fresh_client(), "morgan", STAFF_PASSWORD, ip="198.51.100.20").status_code == 200


def test_a_few_typos_across_colleagues_behind_one_address_lock_nobody(csrf_client, clock):
    StaffUserFactory(username="morgan")
    StaffUserFactory(username="riley")
    for name in ("morgan", "riley", "morgan", "riley", "morgan", "riley"):
        assert sign_in(csrf_client, name, "typo").status_code == 401
    assert sign_in(csrf_client, "riley", STAFF_PASSWORD).status_code == 200


def test_guesses_from_other_addresses_never_lock_the_staff_member_out(csrf_client, clock, settings):
    settings.AUTH_LOCKOUT_ATTEMPTS = 3
    StaffUserFactory(username="morgan", email="morgan@agency.example")
    # Locked pairs on three addresses, by username and by email alike.
    for ip in ("192.0.2.1", "192.0.2.2", "192.0.2.3"):
        for n in range(3):
            sign_in(fresh_client(), "morgan" if n % 2 else "morgan@agency.example", "wrong", ip=ip)
        assert sign_in(fresh_client(), "morgan", STAFF_PASSWORD, ip=ip).status_code == 429
    assert sign_in(fresh_client(), "morgan", STAFF_PASSWORD, ip="198.51.100.20").status_code == 200


def test_an_account_guessed_at_from_many_addresses_is_slowed_not_locked(csrf_client, clock, settings):
    settings.AUTH_ACCOUNT_SLOWDOWN_FAILURES = 6
    settings.AUTH_ACCOUNT_SLOWDOWN_SECONDS = 60
    StaffUserFactory(username="morgan")
    for ip in ("192.0.2.1", "192.0.2.2", "192.0.2.3"):
        for _ in range(2):
            assert sign_in(fresh_client(), "morgan", "wrong", ip=ip).status_code == 401
    # Six failures from three addresses: an address that failed waits between its tries...
    slowed = sign_in(fresh_client(), "morgan", "wrong", ip="192.0.2.3")
    assert slowed.status_code == 429
    assert slowed.json()["message"] == "Too many failed sign-in attempts. Please try again in 1 minute."
    assert 1 <= int(slowed["Retry-After"]) <= 60
    # ...but is not locked: a minute later it may try again.
    clock.advance(61)
    assert sign_in(fresh_client(), "morgan", "wrong", ip="192.0.2.3").status_code == 401
    # An address that never failed on the account is not slowed at all.
    assert sign_in(fresh_client(), "morgan", STAFF_PASSWORD, ip="198.51.100.20").status_code == 200


def test_the_django_admin_login_is_behind_the_same_defence(clock, settings):
    settings.AUTH_LOCKOUT_ATTEMPTS = 5
    StaffUserFactory(username="morgan", is_superuser=True)
    api = fresh_client()
    for _ in range(5):
        sign_in(api, "morgan", "wrong")
    admin = Client()
    form = {"username": "morgan", "password": STAFF_PASSWORD, "next": "/django-admin/"}
    locked = admin.post("/django-admin/login/?next=/django-admin/", form, REMOTE_ADDR="203.0.113.7")
    assert locked.status_code == 429
    assert locked["Retry-After"] == "900"
    assert "Too many failed sign-in attempts. Please try again in 15 minutes." in locked.content.decode()
    assert admin.get("/django-admin/").status_code == 302  # not signed in

    # Failures at the Django admin count against the same pair as the APIs.
    other = Client()
    for _ in range(5):
        wrong = {**form, "password": "wrong"}
        other.post("/django-admin/login/", wrong, REMOTE_ADDR="198.51.100.30")
    assert sign_in(fresh_client(), "morgan", STAFF_PASSWORD, ip="198.51.100.30").status_code == 429
    # From the staff member's own address the admin signs in as usual.
    signed_in = admin.post("/django-admin/login/?next=/django-admin/", form, REMOTE_ADDR="198.51.100.20")
    assert signed_in.status_code == 302
    assert admin.get("/django-admin/").status_code == 200


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
