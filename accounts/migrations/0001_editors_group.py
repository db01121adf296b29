"""The Editors role: a group holding the content permissions (accounts.roles).

On a new database the permissions do not exist yet while migrations run (Django creates them after
the last one): the group is created empty here and filled by the post_migrate signal of the same
`migrate` run (accounts.roles.editors_group_sync), which also adds content models that come later.
"""

from django.db import migrations

EDITORS_GROUP = "Editors"


def create_editors(apps, schema_editor):
    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    group, _ = Group.objects.using(schema_editor.connection.alias).get_or_create(name=EDITORS_GROUP)
    group.permissions.add(*Permission.objects.filter(content_type__app_label="marketing"))


def remove_editors(apps, schema_editor):
    apps.get_model("auth", "Group").objects.filter(name=EDITORS_GROUP).delete()


class Migration(migrations.Migration):
    dependencies = [
        ("auth", "0012_alter_user_first_name_max_length"),
        ("contenttypes", "0002_remove_content_type_name"),
        ("marketing", "0006_one_id_per_offering_page"),
    ]

    operations = [migrations.RunPython(create_editors, remove_editors)]
