"""The test suite's shortcut after a transactional test's flush (tests/support/seeded.py,
`replay_post_migrate_after_flush`) leaves the database exactly as Django's post_migrate receivers
would: the same content types, permissions, site and Editors role, with ids that new rows follow."""

import io

from django.contrib.auth.models import Group
from django.contrib.contenttypes.models import ContentType
from django.core.management import call_command
from django.core.management.sql import emit_post_migrate_signal

from accounts.roles import EDITORS_GROUP


def _rows() -> str:
    out = io.StringIO()
    # By natural keys: SQLite's ids go on counting after a flush, so Django's own ids differ each time.
    call_command(
        "dumpdata", "contenttypes", "auth.permission", "auth.group", "sites",
        natural_foreign=True, natural_primary=True, stdout=out,
    )  # fmt: skip
    return out.getvalue()


def test_a_flushed_database_holds_what_post_migrate_writes(transactional_db):
    call_command("flush", interactive=False, verbosity=0)  # recorded, or replayed if recorded before
    call_command("flush", interactive=False, verbosity=0)  # replayed
    replayed = _rows()
    assert Group.objects.get(name=EDITORS_GROUP).permissions.filter(codename="change_offering").exists()

    call_command("flush", interactive=False, verbosity=0, inhibit_post_migrate=True)
    assert not ContentType.objects.exists()
    emit_post_migrate_signal(0, False, "default")  # Django's receivers themselves
    assert _rows() == replayed

    call_command("flush", interactive=False, verbosity=0)
    # The sequences follow the replayed ids (PostgreSQL): a new row takes the next one.
    highest = ContentType.objects.order_by("-pk").values_list("pk", flat=True)[0]
    assert ContentType.objects.create(app_label="probe", model="probe").pk > highest
