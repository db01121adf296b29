"""Migration 0002: on a database that already has the Editors role, the role gains every permission
of the landing pages and their blocks and keeps all it had; nobody else gains any."""

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

BEFORE = [("campaigns", "0001_landing_pages_and_blocks"), ("accounts", "0001_editors_group")]
AFTER = [("campaigns", "0002_editors_edit_landing_pages")]


@pytest.fixture
def back_to_the_latest_migrations():
    """The next tests of this process find every migration applied (later ones than AFTER too)."""
    yield
    executor = MigrationExecutor(connection)
    executor.migrate(executor.loader.graph.leaf_nodes())


@pytest.mark.django_db(transaction=True)
@pytest.mark.usefixtures("back_to_the_latest_migrations")
def test_the_editors_role_gains_the_landing_pages_and_keeps_its_other_rights():
    executor = MigrationExecutor(connection)
    executor.migrate(BEFORE)
    old = executor.loader.project_state(BEFORE).apps
    Group = old.get_model("auth", "Group")
    Permission = old.get_model("auth", "Permission")
    editors = Group.objects.get(name="Editors")
    kept = set(editors.permissions.values_list("codename", flat=True))
    assert kept and not editors.permissions.filter(content_type__app_label="campaigns").exists()
    others = Group.objects.create(name="Lead managers (test)")
    others.permissions.add(*Permission.objects.filter(codename__in=sorted(kept)[:2]))

    executor = MigrationExecutor(connection)
    executor.migrate(AFTER)
    new = executor.loader.project_state(AFTER).apps
    group = new.get_model("auth", "Group").objects.get(name="Editors")
    codenames = set(group.permissions.values_list("codename", flat=True))
    assert kept <= codenames
    for action in ("add", "change", "delete", "view"):
        assert f"{action}_campaignpage" in codenames and f"{action}_heroblock" in codenames
    untouched = new.get_model("auth", "Group").objects.get(name="Lead managers (test)")
    assert not untouched.permissions.filter(content_type__app_label="campaigns").exists()
