import os
import sys

import pytest

# Playwright's sync API runs an event loop in the test thread; Django's live server needs this.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

# `tests/test_clock_boundaries.py` runs the tests marked `clock` again with the clock moved to the
# instants where the UTC date and the site's date differ; these two variables carry those instants
# (comma-separated: the whole run once at each, in turn) and a test database name of its own into
# that run.
TEST_CLOCKS = [instant for instant in os.environ.get("AGENCY_TEST_CLOCK", "").split(",") if instant]
TEST_DB_SUFFIX = os.environ.get("AGENCY_TEST_DB_SUFFIX")


def pytest_configure(config):
    from tests.support.clock_guard import ClockGuard

    # Fails an in-process test that reads the clock without the `clock` marker.
    config._agency_clock_guard = ClockGuard()
    config.pluginmanager.register(config._agency_clock_guard, "agency-clock-guard")
    config._agency_clock_guard.start()
    config.pluginmanager.register(LongestFirst(), "agency-longest-first")
    from tests.support.static_files import list_static_files_once

    # Django's test client builds whitenoise for every client: the static files are listed once.
    list_static_files_once()
    from tests.support.seeded import replay_post_migrate_after_flush

    # The rows post_migrate writes after each transactional test's flush are inserted again instead.
    replay_post_migrate_after_flush()
    from tests.support.databases import delete_instead_of_truncate_on_postgresql

    delete_instead_of_truncate_on_postgresql()
    if TEST_CLOCKS:
        _move_clock(config, TEST_CLOCKS[0])
    from tests.support import databases, picture_copies

    # The run's first process (xdist's controller, or the only one) picks the folder of picture
    # copies kept between runs; its workers, child runs and the servers and commands they start
    # inherit the variable.
    if not hasattr(config, "workerinput") and not os.environ.get(databases.FOLDER_ENV):
        os.environ["PICTURE_COPIES_DIR"] = str(picture_copies.run_folder())


def _move_clock(config, instant: str) -> None:
    import time_machine

    if getattr(config, "_agency_clock", None) is not None:
        config._agency_clock.stop()
    # tick=True: time goes on from the chosen instant, so timeouts and waits behave as usual.
    config._agency_clock = time_machine.travel(instant, tick=True)
    traveller = config._agency_clock.start()
    config._agency_instant = instant
    from tests.support.seeded import RUN_CLOCK

    # The seed's recordings are kept per instant (tests/support/seeded.py).
    RUN_CLOCK.update(instant=instant, traveller=traveller)


@pytest.hookimpl(tryfirst=True)
def pytest_runtestloop(session):
    """With several instants, the collected tests run once at each, in turn (pytest's own loop,
    repeated): one child run for both date boundaries instead of one each. Between two passes
    every fixture is torn down, the test database too, so each pass starts as a fresh run would."""
    if len(TEST_CLOCKS) < 2 or session.config.option.collectonly:
        return None
    if session.testsfailed and not session.config.option.continue_on_collection_errors:
        raise session.Interrupted(f"{session.testsfailed} errors during collection")
    runs = [(instant, item) for instant in TEST_CLOCKS for item in session.items]
    for index, (instant, item) in enumerate(runs):
        if instant != session.config._agency_instant:
            _move_clock(session.config, instant)
        following = runs[index + 1] if index + 1 < len(runs) else None
        nextitem = following[1] if following and following[0] == instant else None
        item.config.hook.pytest_runtest_protocol(item=item, nextitem=nextitem)
        if session.shouldfail:
            raise session.Failed(session.shouldfail)
        if session.shouldstop:
            raise session.Interrupted(session.shouldstop)
    return True


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
    if len(TEST_CLOCKS) > 1:
        # Shown with a failure: which of the instants it failed at.
        report.sections.append(("The clock", f"moved to {item.config._agency_instant}"))
    return report


def pytest_unconfigure(config):
    clock = getattr(config, "_agency_clock", None)
    if clock is not None:
        clock.stop()
    guard = getattr(config, "_agency_clock_guard", None)
    if guard is not None:
        guard.stop()


def pytest_collection_modifyitems(items):
    """Mark `live` the tests whose module starts real server processes (`tests.support.live`)."""
    for item in items:
        module = getattr(item, "module", None)
        if module is not None and any(
            getattr(value, "__module__", None) == "tests.support.live"
            or getattr(value, "__name__", None) == "tests.support.live"
            for value in vars(module).values()
        ):
            item.add_marker(pytest.mark.live)


@pytest.hookimpl(optionalhook=True)  # a hook of pytest-xdist's
def pytest_xdist_make_scheduler(config, log):
    """With `-n`, keep on one worker the tests of a module that defines a module-scoped fixture (a
    gunicorn server, the production stack): it is set up once, not once per worker."""
    if config.getvalue("dist") != "load":  # another mode asked for by name (--dist loadfile, ...)
        return None
    from tests.support.xdist_scheduling import SharedFixtureScheduling

    return SharedFixtureScheduling(config, log)


class LongestFirst:
    """Starts the tests that use no test database first, the clock-boundary reruns (child pytest
    runs, the longest tests) at their head. pytest-django puts them last; with xdist that left the
    longest tests running alone at the end while the other workers idled. Tests that use the
    database keep pytest-django's order (plain before transactional), and each worker runs its
    share in list order, so that order holds on every worker."""

    @pytest.hookimpl(trylast=True)
    def pytest_collection_modifyitems(self, items):
        from django.test import TransactionTestCase

        def uses_database(item) -> bool:
            cls = getattr(item, "cls", None)
            return bool(
                item.get_closest_marker("django_db")
                or {"db", "transactional_db", "live_server"} & set(getattr(item, "fixturenames", []))
                or (cls is not None and issubclass(cls, TransactionTestCase))
            )

        def key(item) -> int:
            if uses_database(item):
                return 2
            module = getattr(item, "module", None)
            return 0 if module is not None and module.__name__ == "tests.test_clock_boundaries" else 1

        items.sort(key=key)  # stable: pytest-django's order stays within each rank


@pytest.fixture(scope="session")
def django_db_setup(
    request, django_test_environment, django_db_blocker, django_db_modify_db_settings, tmp_path_factory
):
    """pytest-django's test databases, migrated once a run (tests/support/databases.py)."""
    from django.test.utils import setup_databases, teardown_databases
    from pytest_django.fixtures import _get_databases_for_setup

    from tests.support import databases

    aliases, serialized_aliases = _get_databases_for_setup(request.session.items)
    arguments = {"verbosity": request.config.option.verbose, "interactive": False, "aliases": aliases}
    folder = databases.shared_folder(tmp_path_factory)
    with django_db_blocker.unblock():
        with databases.locked(folder):
            record = databases.recorded(folder)
            if record is None:
                config = setup_databases(**arguments, serialized_aliases=serialized_aliases)
                databases.keep_copy(folder)
            else:
                databases.copy_into_test_database(record)
        if record is not None:
            config = setup_databases(**arguments, serialized_aliases=serialized_aliases, keepdb=True)
    yield
    with django_db_blocker.unblock():
        teardown_databases(config, verbosity=request.config.option.verbose)


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session):
    """The run's migrated template goes when the whole run ends: in xdist's controller (or the only
    process), never in a worker or a child run, which may end while others still copy it."""
    from tests.support import databases

    if hasattr(session.config, "workerinput") or os.environ.get(databases.FOLDER_ENV):
        return
    factory = getattr(session.config, "_tmp_path_factory", None)
    if factory is None or "django" not in sys.modules:
        return
    folder = factory.getbasetemp() / "migrated-test-database"
    if folder.exists():
        databases.drop_template(folder)


@pytest.fixture(scope="session", autouse=True)
def _picture_copies_shared(tmp_path_factory):
    """The image pipeline's encoded copies are kept in one folder for every process of the run
    (PICTURE_COPIES_DIR, publishing/pictures.py, chosen in `pytest_configure`): the workers, the
    servers and commands they start and the child runs encode each seed picture once, not each,
    and a later run with the same code finds them (tests/support/picture_copies.py)."""
    from django.conf import settings

    from tests.support import databases

    databases.run_folder = databases.shared_folder(tmp_path_factory)
    settings.PICTURE_COPIES_DIR = os.environ["PICTURE_COPIES_DIR"]


@pytest.fixture(scope="session")
def django_db_modify_db_settings(django_db_modify_db_settings_parallel_suffix):
    if TEST_DB_SUFFIX:
        from pytest_django.fixtures import _set_suffix_to_test_databases

        _set_suffix_to_test_databases(TEST_DB_SUFFIX)


@pytest.fixture(autouse=True)
def _fresh_cache(monkeypatch):
    """Each test starts with an empty cache: pages, throttles and lockouts do not leak between tests,
    nor the pages the beacon counts (analytics.paths keeps them under the content version, which an
    empty cache renews)."""
    from django.core.cache import cache

    cache.clear()
    yield
    cache.clear()


@pytest.fixture
def reports_client(db):
    """A signed-in staff member holding the reports permission (the Reports tab and its files)."""
    from django.contrib.auth.models import Permission
    from django.test import Client

    from tests.staff.factories import StaffUserFactory

    user = StaffUserFactory()
    user.user_permissions.add(Permission.objects.get(codename="view_reports"))
    client = Client()
    client.force_login(user)
    return client


@pytest.fixture
def catalogue(db):
    """The spec's services and solutions (built with factories): the header, footer and detail
    pages have their items. Tests that need the site's navigation use this fixture."""
    from tests.marketing.factories import create_catalogue

    return create_catalogue()
