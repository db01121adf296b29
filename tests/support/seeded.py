"""The seed content in a browser test's database, as `content_load()` leaves it, for a fraction of
its cost on SQLite.

A browser test runs on a database that is emptied after every test (pytest-django's
`transactional_db`), so each one loaded the seed again: about 0.4 CPU seconds, for some 120 tests a
run. On SQLite the first load in a worker is followed by a copy of the whole database into memory
(sqlite3's backup API), and the next test with the same seed settings gets that copy written back
into its database instead (a few milliseconds): the same rows, ids and sequences as the first load
gave. On PostgreSQL the seed is loaded as before.

A copy is taken only of a database that holds nothing but the seed: no user and no lead yet (a test
that made one before the seed would hand it to the next). Django's in-process caches of rows that a
copy replaces (content types, the current site) are cleared, and the pages' cache version is moved
on, as `content_load()` does when it writes.
"""

import sqlite3

from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.contenttypes.models import ContentType
from django.contrib.sites.models import Site
from django.db import connections

from leads.models import ContactSubmission, QuoteRequest
from marketing.services import content_changed, content_load

_copies: dict[tuple, sqlite3.Connection] = {}


def _key(connection) -> tuple:
    """What the seed's rows depend on besides the code: the database and the seed's settings."""
    names = ("MEDIA_ROOT", "MEDIA_URL", "SITE_NAME", "CONTACT_EMAIL", "SCHEDULING_URL")
    return (connection.settings_dict["NAME"], *(str(getattr(settings, name)) for name in names))


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
        content_load()
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
    from django.db import transaction

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
