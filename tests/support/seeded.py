"""The seed content in a browser test's database, as `content_load()` leaves it, for a fraction of
its cost on SQLite.

A browser test runs on a database that is emptied after every test (pytest-django's
`transactional_db`), so each one loaded the seed again: about 0.4 CPU seconds, for some 120 tests a
run. On SQLite the first load in a worker is followed by a copy of the whole database into memory
(sqlite3's backup API), and the next test with the same seed settings gets that copy written back
into its database instead (a few milliseconds): the same rows, ids and sequences as the first load
gave. On PostgreSQL the load is replayed instead (below).

A copy is taken only of a database that holds nothing but the seed: no user and no lead yet (a test
that made one before the seed would hand it to the next). Django's in-process caches of rows that a
copy replaces (content types, the current site) are cleared, and the pages' cache version is moved
on, as `content_load()` does when it writes.

Everywhere else (inside a test's transaction, or on PostgreSQL) the first load in a process is
recorded instead: the rows of every table it filled (SQLite's rows, or PostgreSQL's `COPY` text)
and the media files those rows name. A later load into a database that holds the same number of
rows in the same tables as the first did (the tables the seed fills all empty) gets those rows
inserted again (tens of milliseconds against about half a second), the missing files written back,
PostgreSQL's sequences set to the highest ids, and the pages' cache version moved on. A load that
did more than fill empty tables (it changed a row that was there before), a storage that is not a
folder, and a clock that a test has moved (the seed's dates are relative to today) make no record:
the seed is loaded as before. The clock a whole run is moved to (the date boundaries' child run) is
part of the record's key instead: its records are replayed only at that instant's pass.
"""

import hashlib
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from django.apps import apps
from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.contenttypes.models import ContentType
from django.contrib.sites.models import Site
from django.core.files.storage import FileSystemStorage, default_storage, storages
from django.core.management.color import no_style
from django.db import connections, transaction

from leads.models import ContactSubmission, QuoteRequest
from publishing.seed import content_load
from publishing.services import content_changed

_copies: dict[tuple, sqlite3.Connection] = {}


# The settings the seed's rows depend on besides the code (MEDIA_ROOT aside: see `_key`).
SEED_SETTINGS = ("MEDIA_URL", "SITE_NAME", "CONTACT_EMAIL", "SCHEDULING_URL")


def _settings_key(connection) -> tuple:
    return (connection.settings_dict["NAME"], *(str(getattr(settings, name)) for name in SEED_SETTINGS))


def _key(connection) -> tuple:
    """A whole database's copy also holds the files' folder: the copy writes no file."""
    return (*_settings_key(connection), str(settings.MEDIA_ROOT))


def _holds_only_the_seed() -> bool:
    return not (
        get_user_model().objects.exists()
        or ContactSubmission.objects.exists()
        or QuoteRequest.objects.exists()
    )


def site_content_load() -> None:
    """Loads the seed content into this test's (emptied) database."""
    connection = connections["default"]
    if connection.vendor != "sqlite" or connection.in_atomic_block:
        replayed(content_load)
        return
    key = _key(connection)
    copy = _copies.get(key)
    if copy is None:
        content_load()
        if _holds_only_the_seed():
            connection.ensure_connection()
            copy = sqlite3.connect(":memory:", check_same_thread=False)
            connection.connection.backup(copy)
            _copies[key] = copy
        return
    connection.ensure_connection()
    copy.backup(connection.connection)
    ContentType.objects.clear_cache()
    Site.objects.clear_cache()
    content_changed()


@dataclass(frozen=True)
class _Record:
    tables: tuple[tuple[str, object], ...]  # (table, its rows: a list on SQLite, COPY text on PostgreSQL)
    files: tuple[tuple[str, bytes], ...]  # (name in the storage, content)
    # The same of the private storage (STORAGES["private"]: the seeded guide's PDFs), when a folder.
    private_files: tuple[tuple[str, bytes], ...] = ()


_records: dict[tuple, _Record | None] = {}

# The clock the whole run is on, when tests/conftest.py moved it (its instant and time-machine's
# traveller); none at the real time.
RUN_CLOCK: dict = {"instant": None, "traveller": None}


def replayed(load, *, changes_content: bool = True) -> None:
    """`load()` (a seed loader that only fills empty tables), recorded the first time and replayed
    after that when the database is as empty as it was (module docstring). `changes_content`: a
    replay moves the pages' cache version on, as the load would."""
    import time_machine

    connection = connections["default"]
    travellers = time_machine.traveller_stack
    # The run's own clock (tests/conftest.py: the date boundaries' child run) is one more key: a
    # record made on it is replayed only on it. A clock that a test moved itself is never recorded.
    run_clock = travellers == [RUN_CLOCK["traveller"]]
    if (travellers and not run_clock) or not isinstance(default_storage, FileSystemStorage):
        load()
        return
    tables = _tables(connection)
    # What the database held before (rows a test made first, say a catalogue of its own) is part
    # of the key: the load fills what is missing, so its work depends on it.
    held = tuple((table, count) for table, count in _row_counts(connection, tables).items() if count)
    key = (
        load.__module__,
        load.__qualname__,
        # Not MEDIA_ROOT: the files the rows name are written into whichever folder it is.
        *_settings_key(connection),
        settings.STORAGES["default"]["BACKEND"],
        held,
        RUN_CLOCK["instant"] if run_clock else None,
    )
    if key not in _records:
        _records[key] = _record(connection, load)
        return
    record = _records[key]
    if record is None:
        load()
    else:
        _replay(connection, record)
        if changes_content:
            content_changed()


def _tables(connection) -> list[str]:
    """The tables a load fills, but SQLite's full-text tables: site search's (search_fts and the
    shadow tables it keeps its index in) are filled by triggers as the entries are inserted."""
    names = connection.introspection.table_names(include_views=False)
    if connection.vendor == "sqlite":
        with connection.cursor() as cursor:
            cursor.execute("SELECT name FROM sqlite_master WHERE sql LIKE 'CREATE VIRTUAL TABLE%'")
            virtual = [row[0] for row in cursor.fetchall()]
        shadows = tuple(f"{table}_" for table in virtual)
        names = [name for name in names if name not in virtual and not name.startswith(shadows)]
    return sorted(names)


def _row_counts(connection, tables) -> dict[str, int]:
    quote = connection.ops.quote_name
    with connection.cursor() as cursor:
        cursor.execute("SELECT " + ", ".join(f"(SELECT COUNT(*) FROM {quote(t)})" for t in tables))
        return dict(zip(tables, cursor.fetchone(), strict=True))


def _dump(connection, table: str):
    quote = connection.ops.quote_name
    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            with cursor.copy(f"COPY {quote(table)} TO STDOUT") as copy:
                return b"".join(bytes(block) for block in copy)
        cursor.execute(f"SELECT * FROM {quote(table)}")
        return [column[0] for column in cursor.description], cursor.fetchall()


def _fingerprint(connection, table: str) -> str:
    quote = connection.ops.quote_name
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT * FROM {quote(table)} ORDER BY 1")
        return hashlib.sha256(repr(cursor.fetchall()).encode()).hexdigest()


def _record(connection, load) -> _Record | None:
    tables = _tables(connection)
    before = _row_counts(connection, tables)
    kept = {table: _fingerprint(connection, table) for table in tables if before[table]}
    load()
    after = _row_counts(connection, tables)
    filled = [table for table in tables if after[table] != before[table]]
    if any(before[table] for table in filled) or any(
        _fingerprint(connection, table) != digest for table, digest in kept.items()
    ):
        return None  # the load changed rows that were there before: not a replayable fill
    dumps = tuple((table, _dump(connection, table)) for table in filled)
    text = b"".join(data if isinstance(data, bytes) else repr(data).encode() for _table, data in dumps)
    private = storages["private"]
    private_files = _named_files(private, text) if isinstance(private, FileSystemStorage) else ()
    return _Record(dumps, _named_files(default_storage, text), private_files)


def _named_files(storage, text: bytes) -> tuple[tuple[str, bytes], ...]:
    """The files of a folder storage that the recorded rows name."""
    root = Path(storage.location)
    return tuple(
        (name, path.read_bytes())
        for path in sorted(root.rglob("*"))
        if path.is_file() and (name := path.relative_to(root).as_posix()).encode() in text
    )


def _replay(connection, record: _Record) -> None:
    quote = connection.ops.quote_name
    # One transaction: the foreign keys (deferred) are checked once every table is filled.
    with transaction.atomic(), connection.cursor() as cursor:
        for table, data in record.tables:
            if connection.vendor == "postgresql":
                with cursor.copy(f"COPY {quote(table)} FROM STDIN") as copy:
                    copy.write(data)
                continue
            columns, rows = data
            cursor.executemany(
                f"INSERT INTO {quote(table)} ({', '.join(map(quote, columns))}) "
                f"VALUES ({', '.join(['%s'] * len(columns))})",
                rows,
            )
        if connection.vendor == "postgresql":
            filled = {table for table, _data in record.tables}
            models = [m for m in apps.get_models(include_auto_created=True) if m._meta.db_table in filled]
            for sql in connection.ops.sequence_reset_sql(no_style(), models):
                cursor.execute(sql)
    for storage, files in ((default_storage, record.files), (storages["private"], record.private_files)):
        for name, content in files:
            if not storage.exists(name):
                path = Path(storage.path(name))
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_bytes(content)
    ContentType.objects.clear_cache()
    Site.objects.clear_cache()


def replay_post_migrate_after_flush() -> None:
    """What Django's post_migrate receivers write into an emptied database (content types,
    permissions, the default site, the Editors group), recorded after the first flush in a process
    and replayed after the next ones.

    pytest-django empties the database after every `transactional_db` test (every browser test)
    with `flush`, which then sends post_migrate for each app: about 30 ms of queries a test (57
    before the Editors role was set once a migrate) against 2 for the same rows inserted again."""
    from django.core.management.commands import flush

    emit = flush.emit_post_migrate_signal
    if getattr(emit, "replayed", False):
        return

    def emit_post_migrate_signal(verbosity, interactive, db, **kwargs):
        def post_migrate():
            emit(verbosity, interactive, db, **kwargs)

        if db != "default":
            post_migrate()
            return
        # The apps that receive it are part of what it writes (a test may narrow `available_apps`).
        post_migrate.__qualname__ += ":" + ",".join(config.label for config in apps.get_app_configs())
        replayed(post_migrate, changes_content=False)

    emit_post_migrate_signal.replayed = True
    flush.emit_post_migrate_signal = emit_post_migrate_signal


def seed_held_for_a_module(django_db_blocker):
    """For a module-scoped fixture (`yield from` it): `load_content` once, inside a transaction that
    stays open for the module's tests and is rolled back after the last one.

    Each test's own transaction (pytest-django's `db`) becomes a savepoint inside it, so whatever a
    test writes is undone before the next, which finds the seed as the first left it. For in-process
    modules whose every test reads the seed: they paid a load, about a second, per test. A test of
    such a module that loads the seed itself (into another media folder or storage) finds it loaded
    and writes nothing, so it belongs in another module.
    """
    import sys

    from django.core.management import call_command

    with django_db_blocker.unblock():
        held = transaction.atomic()
        held.__enter__()
        try:
            call_command("load_content", verbosity=0)
        except BaseException:
            # Closed here, or every later test of this worker would run inside a broken transaction.
            held.__exit__(*sys.exc_info())
            raise
    try:
        yield
    finally:
        with django_db_blocker.unblock():
            transaction.set_rollback(True)
            held.__exit__(None, None, None)
            ContentType.objects.clear_cache()
            Site.objects.clear_cache()
