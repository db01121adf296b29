"""The Editors role (accounts/migrations/0001_editors_group.py) may add, change, delete and view the
landing pages and their blocks: their permissions join the group here.

Django creates an app's permissions after the last migration of a `migrate` run, so they are made
first here (as that step would make them); on an existing database this gives the role its new
rights at once. The post_migrate sync of accounts.roles keeps the group exact afterwards ("campaigns"
is one of its content apps).
"""

from django.contrib.auth.management import create_permissions
from django.db import migrations

EDITORS_GROUP = "Editors"


def editors_may_edit_campaigns(apps, schema_editor):
    config = apps.get_app_config("campaigns")
    config.models_module = True  # a migration's app stub: create_permissions skips an app without models
    create_permissions(config, verbosity=0, using=schema_editor.connection.alias, apps=apps)
    config.models_module = None
    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    group, _ = Group.objects.using(schema_editor.connection.alias).get_or_create(name=EDITORS_GROUP)
    group.permissions.add(*Permission.objects.filter(content_type__app_label="campaigns"))


def editors_may_not(apps, schema_editor):
    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    for group in Group.objects.filter(name=EDITORS_GROUP):
        group.permissions.remove(*Permission.objects.filter(content_type__app_label="campaigns"))


class Migration(migrations.Migration):
    dependencies = [
        ("campaigns", "0001_landing_pages_and_blocks"),
        ("accounts", "0001_editors_group"),
    ]

    operations = [migrations.RunPython(editors_may_edit_campaigns, editors_may_not)]
