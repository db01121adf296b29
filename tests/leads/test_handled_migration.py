"""Migration 0027: the `handled` column goes and the status is the one fact. A lead the column called
handled while its status said New becomes Contacted (handled when it was received, unless the row
says when), one the column called not handled keeps its later status, and unapplied, the column
comes back (with its index) holding "status is not New"."""

import datetime as dt

import pytest
from django.db import connection

BEFORE = ("leads", "0026_deliveries_to_delivery_room")
AFTER = ("leads", "0027_handled_into_status")
RECEIVED = dt.datetime(2026, 3, 2, 15, 30, tzinfo=dt.UTC)
CALLED = dt.datetime(2026, 3, 3, 9, 0, tzinfo=dt.UTC)


def _lead(apps, name: str, **pipeline):
    lead = apps.get_model("leads", "Lead").objects.create(
        name=name, email=f"{name.lower()}@example.org", source="contact_page", form="contact", **pipeline
    )
    apps.get_model("leads", "Lead").objects.filter(pk=lead.pk).update(created_at=RECEIVED)  # auto_now_add
    return lead.pk


def _handled_indexed() -> bool:
    with connection.cursor() as cursor:
        constraints = connection.introspection.get_constraints(cursor, "leads_lead")
    return any(c["index"] and c["columns"] == ["handled"] for c in constraints.values())


@pytest.mark.clock
def test_the_status_keeps_what_the_handled_column_said_and_gives_it_back(migrator):
    old = migrator.apply_initial_migration(BEFORE).apps
    assert _handled_indexed()
    said_handled = _lead(old, "Ada", handled=True, status="new")
    said_handled_on = _lead(old, "Bea", handled=True, status="new", handled_at=CALLED)
    said_not_handled = _lead(old, "Cai", handled=False, status="contacted")
    won = _lead(old, "Dev", handled=True, status="won", handled_at=CALLED)
    fresh = _lead(old, "Eve", handled=False, status="new")

    new = migrator.apply_tested_migration(AFTER).apps
    leads = new.get_model("leads", "Lead").objects
    assert "handled" not in {field.name for field in new.get_model("leads", "Lead")._meta.get_fields()}
    assert not _handled_indexed()
    pipeline = {pk: (status, at) for pk, status, at in leads.values_list("pk", "status", "handled_at")}
    assert pipeline == {
        said_handled: ("contacted", RECEIVED),
        said_handled_on: ("contacted", CALLED),
        said_not_handled: ("contacted", None),
        won: ("won", CALLED),
        fresh: ("new", None),
    }

    back = migrator.apply_tested_migration(BEFORE).apps
    assert _handled_indexed()
    handled = dict(back.get_model("leads", "Lead").objects.values_list("pk", "handled"))
    assert handled == {
        said_handled: True,
        said_handled_on: True,
        said_not_handled: True,
        won: True,
        fresh: False,
    }
