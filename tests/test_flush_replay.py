"""The test suite's shortcuts in a transactional test's flush leave the database as Django's own
would: every table emptied (on PostgreSQL by deleting rows instead of truncating,
tests/support/databases.py), then exactly what Django's post_migrate receivers write (the same
content types, permissions, site and Editors role, with ids that new rows follow;
`replay_post_migrate_after_flush`, tests/support/seeded.py)."""

import io

from django.contrib.auth.models import Group
from django.contrib.contenttypes.models import ContentType
from django.core.management import call_command
from django.core.management.sql import emit_post_migrate_signal
from django.db import connection
from django.test.utils import CaptureQueriesContext

from accounts.roles import EDITORS_GROUP
from tests.support.seeded import site_content_load


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


def _row_counts() -> dict[str, int]:
    tables = connection.introspection.django_table_names(only_existing=True, include_views=False)
    quote = connection.ops.quote_name
    with connection.cursor() as cursor:
        cursor.execute("SELECT " + ", ".join(f"(SELECT COUNT(*) FROM {quote(table)})" for table in tables))
        return dict(zip(tables, cursor.fetchone(), strict=True))


def test_a_flush_empties_every_table_whatever_refers_to_what(transactional_db, django_user_model):
    site_content_load()  # case studies name services, articles their authors and topics, ...
    staff = django_user_model.objects.create_user("flush-probe", password="x", is_staff=True)
    staff.groups.add(Group.objects.get(name=EDITORS_GROUP))
    filled = {table for table, count in _row_counts().items() if count}
    assert len(filled) > 20

    with CaptureQueriesContext(connection) as queries:
        # As Django empties the database after a transactional test.
        call_command(
            "flush", interactive=False, verbosity=0, reset_sequences=False, inhibit_post_migrate=True
        )

    assert {table: count for table, count in _row_counts().items() if count} == {}
    if connection.vendor == "postgresql":
        statements = [query["sql"].split(" ", 1)[0] for query in queries]
        assert "TRUNCATE" not in statements and statements.count("DELETE") == len(filled)
