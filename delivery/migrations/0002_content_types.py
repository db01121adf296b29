"""The moved models' content types follow them from leads to delivery, so their permissions (and
the groups and users holding them, and the admin's log) keep pointing at them: `leads.add_delivery`
becomes `delivery.add_delivery` with the same row. Unapplied, they go back to leads."""

from django.db import migrations

MODELS = ("delivery", "deliveryattempt", "webhookendpoint")


def _move(apps, schema_editor, *, source: str, target: str) -> None:
    ContentType = apps.get_model("contenttypes", "ContentType")
    db = schema_editor.connection.alias
    for model in MODELS:
        old = ContentType.objects.using(db).filter(app_label=source, model=model).first()
        if old is None:
            continue  # a database made after the move: Django makes the content type itself
        # One made already under the new label (a migrate that stopped half-way) holds nothing the
        # old one does not: the old one, with its permissions, takes its place.
        ContentType.objects.using(db).filter(app_label=target, model=model).delete()
        old.app_label = target
        old.save(update_fields=["app_label"])


def forwards(apps, schema_editor):
    _move(apps, schema_editor, source="leads", target="delivery")


def backwards(apps, schema_editor):
    _move(apps, schema_editor, source="delivery", target="leads")


class Migration(migrations.Migration):
    dependencies = [
        ("contenttypes", "0002_remove_content_type_name"),
        ("delivery", "0001_initial"),
        ("leads", "0026_deliveries_to_delivery_room"),
    ]

    operations = [migrations.RunPython(forwards, backwards)]
