"""Who may use /admin: staff with the Django model permissions on leads, not every staff account.

Content editors are staff too (they need it for /django-admin/) but hold no lead permission: they
cannot sign in to /admin, and a session they already have gets 403 from every staff endpoint.
"""

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group, Permission
from django.core.management import call_command
from django.test import Client

from accounts.services import LEAD_MANAGERS_GROUP
from leads.models import ContactSubmission, LeadStatus, QuoteRequest
from tests.accounts.conftest import post
from tests.staff.factories import (
    STAFF_PASSWORD,
    ContactSubmissionFactory,
    ContentEditorFactory,
    QuoteRequestFactory,
    StaffUserFactory,
)

pytestmark = pytest.mark.django_db


@pytest.fixture
def leads():
    return ContactSubmissionFactory(name="Ada Lovelace"), QuoteRequestFactory(name="Grace Hopper")


def endpoints(contact, quote) -> dict[str, tuple[str, str]]:
    """Every /api/admin/* endpoint that needs a session, by a short name: (method, url)."""
    return {
        "contacts": ("get", "/api/admin/contacts"),
        "contacts-export": ("get", "/api/admin/contacts/export.csv"),
        "contact": ("get", f"/api/admin/contacts/{contact.pk}"),
        "contact-handled": ("patch", f"/api/admin/contacts/{contact.pk}"),
        "quotes": ("get", "/api/admin/quotes"),
        "quotes-export": ("get", "/api/admin/quotes/export.csv"),
        "quote": ("get", f"/api/admin/quotes/{quote.pk}"),
        "quote-handled": ("patch", f"/api/admin/quotes/{quote.pk}"),
        "stats": ("get", "/api/admin/stats"),
        "session": ("get", "/api/admin/session"),
    }


def statuses(user, leads) -> dict[str, int]:
    client = Client()
    client.force_login(user)
    answers = {}
    for name, (method, url) in endpoints(*leads).items():
        if method == "patch":
            response = client.patch(url, {"handled": True}, content_type="application/json")
        else:
            response = client.get(url)
        answers[name] = response.status_code
        if response.status_code == 403:
            assert response.json() == {"detail": "Your account is not allowed to see or change leads."}
            assert b"Ada" not in response.content and b"Grace" not in response.content
    return answers


def with_permissions(*codenames: str):
    user = StaffUserFactory(lead_manager=False)
    user.user_permissions.add(
        *Permission.objects.filter(content_type__app_label="leads", codename__in=codenames)
    )
    return get_user_model().objects.get(pk=user.pk)  # a fresh permission cache


def sign_in(username: str):
    client = Client(enforce_csrf_checks=True)
    token = client.get("/api/auth/csrf").json()["csrfToken"]
    client.csrf_token = token
    return post(client, "/api/admin/login", {"username": username, "password": STAFF_PASSWORD})


def test_a_content_editor_cannot_sign_in_to_admin():
    ContentEditorFactory(username="robin")
    response = sign_in("robin")
    assert response.status_code == 403
    assert response.json() == {"message": "This account cannot open the leads page."}


def test_a_content_editor_session_gets_403_from_every_staff_endpoint(leads):
    editor = ContentEditorFactory()
    assert set(statuses(editor, leads).values()) == {403}
    assert not ContactSubmission.objects.exclude(status=LeadStatus.NEW).exists()
    assert not QuoteRequest.objects.exclude(status=LeadStatus.NEW).exists()


def test_the_admin_page_does_not_treat_an_editor_as_signed_in():
    client = Client()
    client.force_login(ContentEditorFactory())
    assert '"user": null' in client.get("/admin").content.decode()


def test_a_lead_manager_signs_in_and_uses_every_endpoint(leads):
    manager = StaffUserFactory(username="morgan")
    assert sign_in("morgan").status_code == 200
    assert set(statuses(manager, leads).values()) == {200}
    assert ContactSubmission.objects.get().handled and QuoteRequest.objects.get().handled


def test_a_superuser_needs_no_group(leads):
    admin = StaffUserFactory(username="root", lead_manager=False, is_superuser=True)
    assert sign_in("root").status_code == 200
    assert set(statuses(admin, leads).values()) == {200}


def test_each_endpoint_checks_its_own_permission(leads):
    viewer = with_permissions("view_contactsubmission")
    assert statuses(viewer, leads) == {
        "contacts": 200,
        "contacts-export": 200,
        "contact": 200,
        "contact-handled": 403,
        "quotes": 403,
        "quotes-export": 403,
        "quote": 403,
        "quote-handled": 403,
        "stats": 200,
        "session": 200,
    }
    quotes_manager = with_permissions("view_quoterequest", "change_quoterequest")
    assert statuses(quotes_manager, leads) == {
        "contacts": 403,
        "contacts-export": 403,
        "contact": 403,
        "contact-handled": 403,
        "quotes": 200,
        "quotes-export": 200,
        "quote": 200,
        "quote-handled": 200,
        "stats": 200,
        "session": 200,
    }
    assert QuoteRequest.objects.get().handled and not ContactSubmission.objects.get().handled


def test_signing_in_needs_a_view_permission_not_just_change():
    user = with_permissions("change_contactsubmission", "change_quoterequest")
    assert sign_in(user.username).status_code == 403


def test_createstaff_makes_a_lead_manager(monkeypatch, leads):
    monkeypatch.setenv("STAFF_PASSWORD", STAFF_PASSWORD)
    assert not Group.objects.filter(name=LEAD_MANAGERS_GROUP).exists()
    call_command("createstaff", "--no-input", "--username", "ana")
    call_command("createstaff", "--no-input", "--username", "ben")

    group = Group.objects.get(name=LEAD_MANAGERS_GROUP)
    assert sorted(group.permissions.values_list("codename", flat=True)) == [
        "change_contactsubmission",
        "change_quoterequest",
        "view_contactsubmission",
        "view_quoterequest",
    ]
    ana = get_user_model().objects.get(username="ana")
    assert list(ana.groups.all()) == [group] and not ana.is_superuser
    assert sign_in("ana").status_code == 200
    assert set(statuses(ana, leads).values()) == {200}
