"""The Editors role: every content screen of /django-admin/ (with history and recover), none of the
others, made by a migration and by `manage.py createstaff --editor`."""

import pytest
from axes.models import AccessFailureLog
from django.contrib import admin
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group, Permission
from django.core.management import CommandError, call_command
from django.test import Client
from django.urls import reverse

from accounts.roles import EDITORS_GROUP, content_models, editor_permissions, editors_group_ensure
from marketing.models import Offering, Service
from tests.staff.factories import STAFF_PASSWORD, ContentEditorFactory

pytestmark = pytest.mark.django_db

# Screens an editor must never reach: accounts, groups, leads, webhooks, deliveries, subscribers
# (personal data), sign-in logs.
FORBIDDEN_APPS = {
    "auth",
    "leads",
    "delivery",
    "subscriptions",
    "axes",
    "django_tasks_db",
    "reversion",
    "accounts",
}
# The one content in leads (issue 46): the forms editors build; their leads stay forbidden.
BUILT_FORM_MODELS = {"leads.BuiltForm", "leads.BuiltFormField"}


def admin_url(model, view: str = "changelist", *args) -> str:
    return reverse(f"admin:{model._meta.app_label}_{model._meta.model_name}_{view}", args=args)


@pytest.fixture
def editor_client():
    editor = ContentEditorFactory(username="robin")
    client = Client()
    response = client.post(
        "/django-admin/login/?next=/django-admin/", {"username": "robin", "password": STAFF_PASSWORD}
    )
    assert response.status_code == 302 and response["Location"] == "/django-admin/"
    return client, editor


def test_the_migration_made_the_editors_group_with_exactly_the_content_permissions():
    group = Group.objects.get(name=EDITORS_GROUP)
    held = {
        f"{p.content_type.app_label}.{p.codename}" for p in group.permissions.select_related("content_type")
    }
    assert held == {f"{p.content_type.app_label}.{p.codename}" for p in editor_permissions()}
    assert {label.split(".")[0] for label in held} == {
        "areas",
        "marketing",
        "insights",
        "campaigns",
        "leads",
        "sequences",
    }
    assert {label for label in held if label.startswith("leads.")} == {
        f"leads.{action}_{model}"
        for action in ("add", "change", "delete", "view")
        for model in ("builtform", "builtformfield")
    }
    for codename in ("add_article", "change_article", "delete_article", "view_article"):
        assert f"insights.{codename}" in held
    for codename in ("add_campaignpage", "change_heroblock", "delete_faqblock", "view_formblock"):
        assert f"campaigns.{codename}" in held
    for codename in ("add_service", "change_service", "delete_service", "view_service", "change_solution"):
        assert f"marketing.{codename}" in held
    for codename in ("change_page", "change_pageblock", "change_siteidentity", "change_benefit", "add_faq"):
        assert f"marketing.{codename}" in held
    assert not any(label.split(".")[0] in FORBIDDEN_APPS and "_builtform" not in label for label in held)


def test_every_content_model_registered_in_the_admin_is_part_of_the_role():
    models = set(content_models())
    registered = {
        model
        for model, model_admin in admin.site._registry.items()
        if getattr(model_admin, "site_content", False)
    }
    assert registered and registered <= models
    assert Service in models and Offering in models


def test_the_next_migrate_sets_the_role_back_to_exactly_the_content_permissions(monkeypatch):
    from accounts import roles

    # A content app listed before it exists (a later branch's, say) is skipped until installed.
    monkeypatch.setattr(roles, "CONTENT_APP_LABELS", ("marketing", "sites_probe"))
    group = Group.objects.get(name=EDITORS_GROUP)
    group.permissions.remove(*Permission.objects.filter(codename="change_faq"))
    group.permissions.add(Permission.objects.get(codename="view_user"))  # a hand-made slip
    call_command("migrate", verbosity=0)
    held = set(Group.objects.get(name=EDITORS_GROUP).permissions.values_list("codename", flat=True))
    assert "change_faq" in held and "view_user" not in held


def test_an_editor_finds_every_content_screen(editor_client, catalogue):
    client, _ = editor_client
    index = client.get("/django-admin/")
    assert index.status_code == 200
    app_list = index.context["app_list"]
    assert [app["app_label"] for app in app_list] == [
        "areas",
        "campaigns",
        "sequences",
        "insights",
        "leads",
        "marketing",
    ]
    shown = {model["object_name"] for app in app_list for model in app["models"]}
    registered = {m.__name__ for m, a in admin.site._registry.items() if getattr(a, "site_content", False)}
    assert shown == registered

    for model, model_admin in admin.site._registry.items():
        if not getattr(model_admin, "site_content", False):
            continue
        response = client.get(admin_url(model), follow=True)
        assert response.status_code == 200, model
        assert client.get(admin_url(model, "recoverlist")).status_code == 200, model

    service = Service.objects.get(slug="seo")
    for view in ("change", "history"):
        assert client.get(admin_url(Service, view, service.pk)).status_code == 200
    assert client.get(admin_url(Service, "add")).status_code == 200


def test_an_editor_reaches_none_of_the_other_screens(editor_client):
    client, _ = editor_client
    others = [
        m
        for m in admin.site._registry
        if m._meta.app_label in FORBIDDEN_APPS and m._meta.label not in BUILT_FORM_MODELS
    ]
    assert {m._meta.app_label for m in others} >= {"auth", "leads", "delivery", "axes"}
    for model in others:
        assert client.get(admin_url(model)).status_code == 403, model
        assert client.get(admin_url(model, "add")).status_code == 403, model


def test_an_editor_restores_and_recovers_content(editor_client, catalogue):
    from tests.marketing.test_admin import form_data

    client, _ = editor_client
    service = Service.objects.get(slug="seo")
    url = admin_url(Service, "change", service.pk)
    data = form_data(client.get(url))
    data["title"] = "A changed title"
    assert client.post(url, data).status_code == 302
    assert client.post(admin_url(Service, "delete", service.pk), {"post": "yes"}).status_code == 302
    recoverlist = client.get(admin_url(Service, "recoverlist"))
    version = recoverlist.context["deleted"][0]
    recover = admin_url(Service, "recover", version.pk)
    response = client.get(recover)
    assert response.status_code == 200
    assert client.post(recover, form_data(response)).status_code == 302
    assert Service.objects.filter(slug="seo").exists()


def test_an_editor_is_told_the_leads_page_is_not_for_them_and_is_never_locked_out_by_it():
    """Issue 43: an editor's right password at /admin read "Incorrect password." and counted as a
    failure, so four tries locked them out of /django-admin/ for 15 minutes."""
    ContentEditorFactory(username="robin")
    client = Client(enforce_csrf_checks=True)
    token = client.get("/api/auth/csrf").json()["csrfToken"]
    for _ in range(10):
        response = client.post(
            "/api/admin/login",
            {"username": "robin", "password": STAFF_PASSWORD},
            content_type="application/json",
            headers={"x-csrftoken": token},
        )
        assert response.status_code == 403
        assert response.json() == {"message": "This account cannot open the leads page."}
    assert client.get("/api/admin/session").status_code == 401  # no session was started
    assert not AccessFailureLog.objects.exists()
    # The same address, the same minute: the Django admin lets the editor in.
    response = client.post(
        "/django-admin/login/?next=/django-admin/",
        {"username": "robin", "password": STAFF_PASSWORD, "csrfmiddlewaretoken": token},
    )
    assert response.status_code == 302 and response["Location"] == "/django-admin/"
    assert client.get("/django-admin/").status_code == 200


def test_createstaff_editor_makes_an_editor_and_no_lead_manager(monkeypatch):
    monkeypatch.setenv("STAFF_PASSWORD", STAFF_PASSWORD)
    Group.objects.filter(name=EDITORS_GROUP).delete()  # made again when needed
    call_command("createstaff", "--no-input", "--username", "ada", "--editor")
    ada = get_user_model().objects.get(username="ada")
    assert ada.is_staff and not ada.is_superuser
    assert list(ada.groups.values_list("name", flat=True)) == [EDITORS_GROUP]
    assert ada.has_perm("marketing.change_service") and ada.has_perm("marketing.add_solution")
    assert not ada.has_perm("leads.view_contactsubmission")
    assert not ada.has_perm("auth.view_user")


def test_createstaff_refuses_editor_and_superuser_together(monkeypatch):
    monkeypatch.setenv("STAFF_PASSWORD", STAFF_PASSWORD)
    with pytest.raises(CommandError):
        call_command("createstaff", "--no-input", "--username", "ada", "--editor", "--superuser")
    assert not get_user_model().objects.filter(username="ada").exists()


def test_ensuring_the_group_twice_keeps_one_group():
    editors_group_ensure()
    editors_group_ensure()
    assert Group.objects.filter(name=EDITORS_GROUP).count() == 1
