"""A lead's status is the one fact of whether it was handled: the `handled` column (and its index)
goes, and `Lead.handled` reads "status is not New". Nothing the column said is lost:

- a row whose `handled` is True while its status is New becomes Contacted, its `handled_at` set to
  its `created_at` when empty;
- a row whose `handled` is False while its status is not New keeps its status (the status is the
  fact) and its `handled_at`;
- every other row agrees with its status already and is left as it is.

Unapplied, the column comes back filled from the status: True for any status but New.
"""

from django.db import migrations
from django.db.models import F, Q


def _handled_into_status(apps, schema_editor):
    leads = apps.get_model("leads", "Lead").objects
    said_handled = leads.filter(handled=True, status="new")
    said_handled.filter(handled_at__isnull=True).update(status="contacted", handled_at=F("created_at"))
    said_handled.update(status="contacted")


def _handled_from_status(apps, schema_editor):
    leads = apps.get_model("leads", "Lead").objects
    leads.filter(~Q(status="new")).update(handled=True)
    leads.filter(status="new").update(handled=False)


class Migration(migrations.Migration):
    dependencies = [
        ("leads", "0026_deliveries_to_delivery_room"),
    ]

    operations = [
        migrations.RunPython(_handled_into_status, _handled_from_status),
        migrations.RemoveField(model_name="lead", name="handled"),
    ]
