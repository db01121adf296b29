"""One migrated test database a run: the first process to need one migrates it, the others copy it.

`migrate` from nothing costs a worker 5 to 15 CPU seconds, and a run makes one test database per
xdist worker and one per clock-boundary rerun (tests/test_clock_boundaries.py). The first of them
migrates as before and leaves a copy in the run's shared temporary folder (a file on SQLite, a
database created from it with `CREATE DATABASE ... TEMPLATE` on PostgreSQL); the others copy that
copy into their own test database and let `setup_databases(keepdb=True)` check it, which finds every
migration applied. The copy is the migrated database as `migrate` left it, data migrations included,
so every test database starts the same as before. `tests/conftest.py` drops the PostgreSQL copy
when the run ends.
"""

import fcntl
import json
import os
import shutil
from contextlib import contextmanager
from pathlib import Path

from django.db import connections

# A child pytest run (the clock-boundary reruns) copies its parent run's template: the folder is
# passed in this variable.
FOLDER_ENV = "AGENCY_TEST_TEMPLATE_DIR"
RECORD = "template.json"


def shared_folder(tmp_path_factory) -> Path:
    """The folder every process of this run sees: the run's temporary folder (xdist workers have
    folders of their own inside it), or the parent run's when this is a child run."""
    given = os.environ.get(FOLDER_ENV)
    if given:
        return Path(given)
    base = tmp_path_factory.getbasetemp()
    root = base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base
    folder = root / "migrated-test-database"
    folder.mkdir(exist_ok=True)
    return folder


@contextmanager
def locked(folder: Path):
    """One process at a time decides whether to migrate or to copy."""
    with open(folder / "lock", "w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


# This run's shared folder, once the session has named it (tests/conftest.py): the live servers'
# databases (tests/support/live.py) start from its template as well.
run_folder: Path | None = None


def recorded(folder: Path) -> dict | None:
    try:
        return json.loads((folder / RECORD).read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None


def _postgres(connection) -> bool:
    return connection.vendor == "postgresql"


def _admin(connection, sql: str) -> None:
    """SQL on the server's maintenance database (CREATE and DROP DATABASE cannot run inside the
    database they name), on a connection of its own: at the run's end pytest-django no longer lets
    Django's connections open."""
    import psycopg

    parameters = {**connection.get_connection_params(), "dbname": "postgres"}
    parameters.pop("cursor_factory", None)
    parameters.pop("context", None)
    with psycopg.connect(**parameters, autocommit=True) as admin:
        admin.execute(sql)


def worker_database_name(connection) -> str:
    """The name this process's test database will have (before setup_databases renames the
    connection's NAME to it)."""
    return connection.creation._get_test_db_name()


def keep_copy(folder: Path) -> None:
    """After `migrate`: copies this process's fresh test database as the run's template."""
    connection = connections["default"]
    name = connection.settings_dict["NAME"]  # set up: the connection names its test database
    connection.close()
    if _postgres(connection):
        template = f"{name}_template"
        _admin(connection, f'DROP DATABASE IF EXISTS "{template}" WITH (FORCE)')
        _admin(connection, f'CREATE DATABASE "{template}" TEMPLATE "{name}"')
        record = {"postgres": template}
    else:
        # WAL mode: closing the last connection folds the log into the file.
        shutil.copyfile(name, folder / "template.sqlite3")
        record = {"sqlite": str(folder / "template.sqlite3")}
    (folder / RECORD).write_text(json.dumps(record), encoding="utf-8")


def copy_into_test_database(record: dict) -> None:
    """Makes this process's test database a copy of the run's template."""
    copy_template(record, worker_database_name(connections["default"]))


def copy_template(record: dict, name: str) -> None:
    """Makes the database `name` (a PostgreSQL database, or a SQLite file's path) a copy of the
    run's template: this process's test database, or a live server's (tests/support/live.py)."""
    if "postgres" in record:
        connection = connections["default"]
        _admin(connection, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        _admin(connection, f'CREATE DATABASE "{name}" TEMPLATE "{record["postgres"]}"')
    else:
        for ending in ("-wal", "-shm"):
            Path(f"{name}{ending}").unlink(missing_ok=True)
        shutil.copyfile(record["sqlite"], name)


def drop_template(folder: Path) -> None:
    """At the end of the run: the PostgreSQL template goes (a SQLite one goes with the folder)."""
    record = recorded(folder)
    if record and "postgres" in record:
        _admin(connections["default"], f'DROP DATABASE IF EXISTS "{record["postgres"]}" WITH (FORCE)')


def delete_instead_of_truncate_on_postgresql() -> None:
    """pytest-django empties the database after every `transactional_db` test (every browser test)
    with `flush`, which on PostgreSQL truncates every table in one statement: 300 to 500 ms here
    after a seed load, as TRUNCATE gives each table new files. Deleting the rows of the tables that
    hold any, in one transaction with the foreign keys checked at its end (Django makes them
    deferrable), leaves the same empty tables in about 12 ms. A flush that resets the sequences or
    cascades is left to Django, and SQLite's flush (DELETE already) too."""
    from django.core.management.commands import flush

    sql_flush = flush.sql_flush
    if getattr(sql_flush, "deletes", False):
        return

    def deleting_sql_flush(style, connection, reset_sequences=True, allow_cascade=False):
        # A cascade is asked for when a test narrows `available_apps`: other apps' rows may refer.
        if connection.vendor != "postgresql" or reset_sequences or allow_cascade:
            return sql_flush(style, connection, reset_sequences=reset_sequences, allow_cascade=allow_cascade)
        quote = connection.ops.quote_name
        tables = connection.introspection.django_table_names(only_existing=True, include_views=False)
        if not tables:
            return []
        holds_rows = ", ".join(f"EXISTS (SELECT 1 FROM {quote(table)})" for table in tables)
        with connection.cursor() as cursor:
            cursor.execute(f"SELECT {holds_rows}")
            filled = [table for table, held in zip(tables, cursor.fetchone(), strict=True) if held]
        if not filled:
            return []
        # `flush` runs the statements in one transaction.
        return ["SET CONSTRAINTS ALL DEFERRED", *(f"DELETE FROM {quote(table)}" for table in filled)]

    deleting_sql_flush.deletes = True
    flush.sql_flush = deleting_sql_flush
