"""The suite passes whatever the hour: the tests that read the clock are run again at the two
instants where the date in UTC and the date in the site's time zone differ.

Between 00:00 UTC and local midnight the calendar date in UTC is a day ahead of the site's. A test
that takes "today" in one zone while the code dates things in the other passes for sixteen hours and
fails for eight, so CI would pass or fail by the hour it runs at. Here the in-process tests marked
`clock` run in a child pytest, on a test database of its own, twice: with its clock (time-machine,
ticking on from the chosen instant) set just after UTC midnight, then just before local midnight
(one child run for both: `pytest_runtestloop` in tests/conftest.py).

The marker stays honest: `tests/support/clock_guard.py` fails any in-process test whose own code
reads the clock without it (proved below by a probe run). A test that never reads the clock builds
its expectations from fixed values, so the hour it runs at cannot change them.

Left out of the child run, because their clocks are not the test process's: the browser tests
(Chromium keeps the machine's time) and the tests that start gunicorn or a task worker as separate
processes (marked `live` in `tests/conftest.py`). They run at the real hour in the main run.
"""

import datetime as dt
import os
import subprocess
import sys
import zoneinfo
from pathlib import Path

import pytest
from django.conf import settings
from django.utils import timezone

from tests.support import databases

ROOT = Path(__file__).resolve().parents[1]
UTC = dt.UTC


def _instants() -> dict[str, dt.datetime]:
    site_zone = zoneinfo.ZoneInfo(settings.TIME_ZONE)
    today = timezone.localdate()
    return {
        "just-after-utc-midnight": dt.datetime.combine(today, dt.time(0, 5), tzinfo=UTC),
        # Ten minutes before local midnight: the child run (about a minute) stays on the same local day.
        "just-before-local-midnight": dt.datetime.combine(today, dt.time(23, 50), tzinfo=site_zone),
    }


@pytest.mark.clock  # it reads today's date to pick the instants (this file is not rerun)
@pytest.mark.timeout(900)
def test_the_suite_passes_at_both_date_boundaries(request, tmp_path_factory):
    instants = _instants()
    site_zone = zoneinfo.ZoneInfo(settings.TIME_ZONE)
    # An instant is a boundary only if the two calendars disagree there.
    for instant in instants.values():
        assert instant.astimezone(UTC).date() != instant.astimezone(site_zone).date()

    env = {
        **os.environ,
        "AGENCY_TEST_CLOCK": ",".join(instant.isoformat() for instant in instants.values()),
        "AGENCY_TEST_DB_SUFFIX": "clock_boundaries",
        # Its test database is a copy of this run's migrated one, not migrated again.
        databases.FOLDER_ENV: str(databases.shared_folder(tmp_path_factory)),
    }
    # The tests to rerun, from this run's own collection: the child collects only their files. Run
    # alone, this test has no others in its collection and reruns every marked test of the suite.
    rerun = [
        item
        for item in request.session.items
        if item.get_closest_marker("clock")
        and not item.get_closest_marker("browser")
        and not item.get_closest_marker("live")
        and item.path != Path(__file__)
    ]
    files = sorted({str(item.path.relative_to(ROOT)) for item in rerun}) or ["tests", "--ignore", __file__]
    command = [sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider"]
    command += ["-m", "clock and not browser and not live", *files]
    run = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=850)
    summary = run.stdout[-4000:] + run.stderr[-2000:]
    # A failure's report names the instant it failed at ("The clock").
    assert run.returncode == 0, f"the suite fails with the clock at a date boundary:\n{summary}"
    assert (f"{len(instants) * len(rerun)} passed" if rerun else " passed") in run.stdout, summary


def _run_probe(probe: Path, env: dict[str, str], *options: str) -> subprocess.CompletedProcess:
    """A child pytest run of one probe file kept outside tests/, with the project's conftest
    loaded explicitly and `env` added to this run's environment."""
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *options]
    command += [
        "--rootdir",
        str(ROOT),
        "-c",
        str(ROOT / "pyproject.toml"),
        "--confcutdir",
        str(ROOT / "tests"),
    ]
    command += ["-p", "tests.conftest", str(probe)]
    return subprocess.run(
        command, cwd=ROOT, env={**os.environ, **env}, capture_output=True, text=True, timeout=120
    )


def test_the_child_run_really_moves_the_clock(tmp_path):
    """The mechanism itself: a test in a child run sees the chosen instant, not the machine's."""
    probe = tmp_path / "test_probe.py"
    probe.write_text(
        "import datetime as dt\n"
        "def test_now():\n"
        "    now = dt.datetime.now(dt.UTC)\n"
        "    assert (now.year, now.month, now.day, now.hour) == (2031, 2, 3, 0), now\n"
    )
    run = _run_probe(probe, {"AGENCY_TEST_CLOCK": "2031-02-03T00:05:00+00:00"})
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-2000:]


def test_a_child_run_with_two_instants_runs_every_test_at_each(tmp_path):
    """Both boundaries in one child run: each test runs once at the first instant, then once at
    the second, with its fixtures set up afresh for each."""
    seen = tmp_path / "seen.txt"
    probe = tmp_path / "test_probe.py"
    probe.write_text(
        "import datetime as dt\n"
        "import pytest\n"
        "@pytest.fixture(scope='session')\n"
        "def started():\n"
        "    return dt.datetime.now(dt.UTC).date()\n"
        "@pytest.mark.parametrize('n', [1, 2])\n"
        "def test_now(started, n):\n"
        "    now = dt.datetime.now(dt.UTC)\n"
        "    assert started == now.date()\n"
        f"    with open({str(seen)!r}, 'a') as f:\n"
        "        f.write(f'{n} {now:%Y-%m-%d %H}\\n')\n"
    )
    run = _run_probe(probe, {"AGENCY_TEST_CLOCK": "2031-02-03T00:05:00+00:00,2032-05-06T23:50:00+00:00"})
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-2000:]
    assert "4 passed" in run.stdout
    assert seen.read_text().splitlines() == [
        "1 2031-02-03 00",
        "2 2031-02-03 00",
        "1 2032-05-06 23",
        "2 2032-05-06 23",
    ]


GUARD_PROBE = """
import datetime as dt
import time

import pytest
from django.utils import timezone


def today():
    return dt.date.today()


def test_unmarked_reads_the_site_date():
    assert timezone.localdate()


def test_unmarked_reads_the_date_through_a_helper():
    assert today()


def test_unmarked_reads_an_instant():
    assert dt.datetime.now(dt.UTC) and time.time()


@pytest.fixture
def stamp():
    return timezone.now()


def test_unmarked_uses_a_fixture_that_reads_the_clock(stamp):
    assert stamp


@pytest.mark.clock
def test_marked_reads_the_site_date():
    assert timezone.localdate()


def test_unmarked_converts_a_fixed_instant():
    fixed = dt.datetime(2031, 2, 3, 0, 5, tzinfo=dt.UTC)
    assert timezone.localdate(fixed) == dt.date(2031, 2, 2)
"""


def test_an_unmarked_test_that_reads_the_clock_fails(tmp_path):
    """The guard: a test that reads the clock (itself, through a helper or a fixture) without the
    `clock` marker fails, naming the read; a marked one and one on fixed instants pass."""
    probe = tmp_path / "test_guard_probe.py"
    probe.write_text(GUARD_PROBE)
    run = _run_probe(probe, {"AGENCY_CLOCK_GUARD_DIR": str(tmp_path)}, "-rfE", "-n", "0")
    output = run.stdout + run.stderr
    failed = {line.split("::")[1].split()[0] for line in output.splitlines() if line.startswith("FAILED ")}
    assert failed == {
        "test_unmarked_reads_the_site_date",
        "test_unmarked_reads_the_date_through_a_helper",
        "test_unmarked_reads_an_instant",
        "test_unmarked_uses_a_fixture_that_reads_the_clock",
    }, output[-4000:]
    assert "2 passed" in output, output[-4000:]
    assert "reads the clock but is not marked @pytest.mark.clock" in output
    assert (
        "django.utils.timezone.localdate() in test_guard_probe.py:test_unmarked_reads_the_site_date" in output
    )
    assert "date.today() in test_guard_probe.py:today" in output
    assert "django.utils.timezone.now() in test_guard_probe.py:stamp" in output
