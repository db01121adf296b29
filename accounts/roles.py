"""The staff roles held as groups: "Lead managers" (accounts.services) and "Editors" (here).

Editors change the site's content in /django-admin/ and nothing else: every permission (view, add,
change, delete) on the content models, which covers each screen's history, compare, restore and
recover (django-reversion's recover needs add and change). No users, groups, leads, webhooks,
deliveries, subscribers, sign-in logs or background tasks.

The content models are found, not listed, so a content model added later joins the role on the next
`manage.py migrate` (a post_migrate signal calls `editors_group_ensure`):

- every model of an app in CONTENT_APP_LABELS (the catalogue, pages, identity, pictures: `marketing`;
  the articles: `insights`; the landing pages and their blocks: `campaigns`);
- every model whose admin says `site_content = True` (publishing.admin_kit.ContentAdmin does, so any model
  kept with history there), and the models of that admin's inlines, whatever app they live in.

Models of the apps in NEVER_CONTENT are left out whatever their admin says. The group's permissions
are set to exactly this list each time: change the role here, not by hand in the admin.
"""

from django.apps import apps
from django.contrib.auth.models import Group, Permission
from django.contrib.contenttypes.models import ContentType
from django.db import connections, models

EDITORS_GROUP = "Editors"

CONTENT_APP_LABELS = ("marketing", "insights", "campaigns")
# Content that lives in an app which is otherwise never content: the lead forms editors build
# (leads' BuiltForm and its fields; their leads stay staff's).
CONTENT_MODELS_ELSEWHERE = frozenset({"leads.BuiltForm", "leads.BuiltFormField"})

# Never content: accounts and groups, leads, the webhooks and deliveries (delivery), the readers who
# subscribed to new articles (personal data), sign-in logs (axes), sessions, background tasks, the
# admin's own log and history bookkeeping.
NEVER_CONTENT = frozenset(
    {
        "auth",
        "accounts",
        "leads",
        "delivery",
        "subscriptions",
        "axes",
        "sessions",
        "admin",
        "contenttypes",
        "django_tasks_db",
        "reversion",
    }
)


def content_models() -> list[type[models.Model]]:
    """Every model an editor may change, proxies (services, solutions) included."""
    from django.contrib import admin

    found: set[type[models.Model]] = set()
    for label in CONTENT_APP_LABELS:
        try:
            found.update(apps.get_app_config(label).get_models())
        except LookupError:
            continue
    for model, model_admin in admin.site._registry.items():
        if getattr(model_admin, "site_content", False):
            found.add(model)
            found.update(inline.model for inline in model_admin.inlines)
    return sorted(
        (
            model
            for model in found
            if model._meta.app_label not in NEVER_CONTENT or model._meta.label in CONTENT_MODELS_ELSEWHERE
        ),
        key=lambda model: model._meta.label,
    )


def editor_permissions(using: str = "default"):
    content_types = ContentType.objects.db_manager(using).get_for_models(
        *content_models(), for_concrete_models=False
    )
    return Permission.objects.using(using).filter(content_type__in=content_types.values())


def editors_group_ensure(using: str = "default") -> Group:
    """The "Editors" group, holding exactly the content permissions (created if missing)."""
    group, _ = Group.objects.using(using).get_or_create(name=EDITORS_GROUP)
    group.permissions.set(editor_permissions(using))
    return group


def editors_group_sync(sender, using: str = "default", **kwargs) -> None:
    """post_migrate: a content model added since the last migrate joins the role.

    Django sends post_migrate once for each app, in INSTALLED_APPS order, after creating that app's
    permissions: the role is set once, after the last app's, when every permission exists (it was
    set fifteen times a migrate, and after every flush of a test database)."""
    if sender is not [config for config in apps.get_app_configs() if config.models_module is not None][-1]:
        return
    tables = connections[using].introspection.table_names()
    if {Group._meta.db_table, Permission._meta.db_table} <= set(tables):  # not when unmigrating auth
        editors_group_ensure(using)
