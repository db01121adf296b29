"""The session API: register, log in, log out and the signed-in user's own record."""

import pytest
from django.contrib.auth import get_user_model
from django.core import mail
from django.test import Client

from marketing.selectors import site_identity
from tests.accounts.conftest import post
from tests.staff.factories import STAFF_PASSWORD, UserFactory

pytestmark = pytest.mark.django_db

PASSWORD = "sunlit-harbor-42-kites"


def test_register_creates_a_regular_account_without_signing_in(csrf_client):
    response = post(
        csrf_client,
        "/api/auth/register",
        {"email": "Ana@Example.org", "password": PASSWORD, "name": "Ana Diaz"},
    )
    assert response.status_code == 201
    assert response.json() == {"message": "Your account has been created. Please log in."}
    user = get_user_model().objects.get(email="ana@example.org")
    assert user.first_name == "Ana Diaz"
    assert not user.is_staff and not user.is_superuser
    assert user.check_password(PASSWORD) and user.password != PASSWORD
    assert csrf_client.get("/api/dashboard/user").status_code == 401


def test_register_applies_the_password_validators(csrf_client):
    response = post(
        csrf_client, "/api/auth/register", {"email": "ben@example.org", "password": "12345678", "name": "Ben"}
    )
    assert response.status_code == 400
    messages = response.json()["password"]
    assert "This password is too common." in messages
    assert "This password is entirely numeric." in messages
    assert not get_user_model().objects.filter(email="ben@example.org").exists()


def test_register_reports_missing_and_invalid_fields(csrf_client):
    response = post(csrf_client, "/api/auth/register", {"email": "not-an-email", "name": ""})
    assert response.status_code == 400
    body = response.json()
    assert body["email"] == ["Enter a valid email address."]
    assert body["password"] == ["This field is required."]
    assert "name" in body


def test_register_answers_an_address_in_use_like_a_new_one_and_tells_its_owner(csrf_client, run_tasks):
    existing = UserFactory(email="taken@example.org")
    payload = {"email": "TAKEN@example.org", "password": PASSWORD, "name": "Copy Cat"}
    new = {"email": "fresh@example.org", "password": PASSWORD, "name": "New Person"}

    taken_response = post(csrf_client, "/api/auth/register", payload)
    new_response = post(csrf_client, "/api/auth/register", new)

    # Nobody can learn from the answer whether an address has an account.
    assert taken_response.status_code == new_response.status_code == 201
    assert (
        taken_response.json()
        == new_response.json()
        == {"message": "Your account has been created. Please log in."}
    )
    # Nothing changed on the existing account; its owner is told by email, once a day at most.
    existing.refresh_from_db()
    assert existing.first_name != "Copy Cat" and not existing.check_password(PASSWORD)
    assert get_user_model().objects.filter(email__iexact="taken@example.org").count() == 1
    post(csrf_client, "/api/auth/register", payload)
    run_tasks()
    [notice] = [message for message in mail.outbox if message.to == ["taken@example.org"]]
    assert notice.subject == f"You already have an account with {site_identity().name}"
    assert "You already have an account with this address" in notice.body
    assert "Copy Cat" not in notice.body
    assert [message.to for message in mail.outbox] == [["taken@example.org"]]


def test_register_checks_the_password_whether_or_not_the_address_is_in_use(csrf_client):
    UserFactory(email="taken@example.org")
    for email in ("taken@example.org", "free@example.org"):
        response = post(
            csrf_client, "/api/auth/register", {"email": email, "password": "12345678", "name": "Al"}
        )
        assert response.status_code == 400
        assert "This password is too common." in response.json()["password"]


def test_register_needs_the_csrf_token():
    client = Client(enforce_csrf_checks=True)
    response = client.post(
        "/api/auth/register",
        {"email": "x@example.org", "password": PASSWORD, "name": "No Token"},
        content_type="application/json",
    )
    assert response.status_code == 403
    assert not get_user_model().objects.filter(email="x@example.org").exists()


def test_login_returns_the_user_id_and_rotates_the_session(csrf_client):
    user = UserFactory(email="cleo@example.org")
    session = csrf_client.session  # an anonymous session exists before signing in
    session["visited"] = True
    session.save()
    before = csrf_client.cookies["sessionid"].value
    response = post(csrf_client, "/api/auth/login", {"email": "cleo@example.org", "password": STAFF_PASSWORD})
    assert response.status_code == 200
    body = response.json()
    assert body["userId"] == user.pk and body["message"] == "Welcome back!"
    after = csrf_client.cookies["sessionid"].value
    assert after and after != before
    assert csrf_client.session["visited"] is True  # same data, new key
    # The CSRF token was rotated too; the answer carries the new one.
    assert body["csrfToken"] and body["csrfToken"] != csrf_client.csrf_token


def test_login_with_wrong_credentials_is_a_401_with_the_spec_message(csrf_client):
    UserFactory(email="dev@example.org")
    for email, password in (("dev@example.org", "wrong-password"), ("nobody@example.org", STAFF_PASSWORD)):
        response = post(csrf_client, "/api/auth/login", {"email": email, "password": password})
        assert response.status_code == 401
        assert response.json() == {"message": "Please check your credentials and try again."}
    assert csrf_client.get("/api/dashboard/user").status_code == 401


def test_login_needs_the_csrf_token():
    UserFactory(email="eve@example.org")
    client = Client(enforce_csrf_checks=True)
    response = client.post(
        "/api/auth/login",
        {"email": "eve@example.org", "password": STAFF_PASSWORD},
        content_type="application/json",
    )
    assert response.status_code == 403
    assert "sessionid" not in client.cookies


def test_an_inactive_account_cannot_log_in(csrf_client):
    UserFactory(email="gone@example.org", is_active=False)
    response = post(csrf_client, "/api/auth/login", {"email": "gone@example.org", "password": STAFF_PASSWORD})
    assert response.status_code == 401


def test_dashboard_user_returns_only_the_signed_in_users_own_record(csrf_client):
    user = UserFactory(email="fay@example.org", first_name="Fay", last_name="Wong")
    other = UserFactory()
    body = post(
        csrf_client, "/api/auth/login", {"email": "fay@example.org", "password": STAFF_PASSWORD}
    ).json()

    own = csrf_client.get(f"/api/dashboard/user?userId={body['userId']}")
    assert own.status_code == 200
    record = own.json()
    assert set(record) == {"id", "email", "name", "dateJoined"}
    assert record["id"] == user.pk and record["email"] == "fay@example.org" and record["name"] == "Fay Wong"
    assert "password" not in own.content.decode()
    assert "no-store" in own["Cache-Control"]

    refused = csrf_client.get(f"/api/dashboard/user?userId={other.pk}")
    assert refused.status_code == 403
    assert other.email not in refused.content.decode()
    # The header the session helper sends is no authority either.
    assert csrf_client.get("/api/dashboard/user", HTTP_X_USER_ID=str(other.pk)).json()["id"] == user.pk
    assert csrf_client.get("/api/dashboard/user?userId=abc").status_code == 403


def test_dashboard_user_refuses_anonymous_visitors(client):
    user = UserFactory()
    response = client.get(f"/api/dashboard/user?userId={user.pk}")
    assert response.status_code == 401
    assert user.email not in response.content.decode()


def test_logout_ends_the_session(csrf_client):
    UserFactory(email="gil@example.org")
    body = post(
        csrf_client, "/api/auth/login", {"email": "gil@example.org", "password": STAFF_PASSWORD}
    ).json()
    csrf_client.csrf_token = body["csrfToken"]
    assert csrf_client.get("/api/dashboard/user").status_code == 200
    response = post(csrf_client, "/api/auth/logout")
    assert response.status_code == 200
    assert response.json() == {"message": "You have been logged out of your account."}
    assert csrf_client.get("/api/dashboard/user").status_code == 401


def test_a_regular_account_cannot_use_the_staff_page(csrf_client):
    post(csrf_client, "/api/auth/register", {"email": "hal@example.org", "password": PASSWORD, "name": "Hal"})
    staff = post(csrf_client, "/api/admin/login", {"username": "hal@example.org", "password": PASSWORD})
    assert staff.status_code == 403
    assert staff.json() == {"message": "This account cannot open the leads page."}
    body = post(csrf_client, "/api/auth/login", {"email": "hal@example.org", "password": PASSWORD}).json()
    assert body["message"] == "Welcome back!"
    assert csrf_client.get("/api/admin/contacts").status_code == 403
    assert 'data-props-id="staff-admin-props"' in csrf_client.get("/admin").content.decode()
    assert '"user": null' in csrf_client.get("/admin").content.decode()


def test_registration_is_rate_limited_per_client(csrf_client, settings):
    settings.AUTH_REGISTER_RATE = "2/hour"
    for n in range(2):
        response = post(
            csrf_client,
            "/api/auth/register",
            {"email": f"r{n}@example.org", "password": PASSWORD, "name": "Rae"},
        )
        assert response.status_code == 201
    response = post(
        csrf_client, "/api/auth/register", {"email": "r9@example.org", "password": PASSWORD, "name": "Rae"}
    )
    assert response.status_code == 429
    assert response["Retry-After"]
