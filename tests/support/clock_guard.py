"""The guard that keeps the `clock` marker honest (docs/developers/tests.md, "The clock-boundary guard").

`tests/test_clock_boundaries.py` runs the tests marked `clock` again with the clock moved to the two
instants where the date in UTC and the date in the site's time zone differ. A test that reads the
clock itself (to build the date or time it expects) but is not marked would escape that rerun, so
this plugin watches every call made from the tests' own code (any file below `tests/`: tests,
fixtures, factories, helpers) and fails an in-process test that reads the wall clock without the
marker, naming what it called.

It uses `sys.monitoring` (PEP 669): CALL events everywhere, each call site outside `tests/` switched
off after its first call (`DISABLE`), so the application and the libraries run at full speed once
warm. Browser and `live` tests are not watched: their servers keep the machine's time whatever the
test process does, so they cannot be rerun at another instant (they run at the real hour).
"""

import datetime as dt
import os
import sys
import time
from pathlib import Path

import pytest

TESTS_DIR = str(Path(__file__).resolve().parents[1]) + "/"
# The guard's own test (tests/test_clock_boundaries.py) runs a probe kept outside tests/.
WATCHED_DIRS = tuple(
    [TESTS_DIR] + [str(Path(d).resolve()) + "/" for d in [os.environ.get("AGENCY_CLOCK_GUARD_DIR")] if d]
)
THIS_FILE = str(Path(__file__).resolve())
MARKER = "clock"
# Tests whose clocks cannot be moved: their reads are not the guard's business.
UNWATCHED_MARKERS = ("browser", "live")
monitoring = sys.monitoring


def _clock_sources() -> dict[object, str]:
    from django.utils import timezone

    return {
        timezone.now: "django.utils.timezone.now()",
        dt.datetime.now: "datetime.now()",
        dt.datetime.today: "datetime.today()",
        dt.datetime.utcnow: "datetime.utcnow()",
        dt.date.today: "date.today()",
        time.time: "time.time()",
        time.time_ns: "time.time_ns()",
    }


def _without_value() -> dict[object, str]:
    """Functions that read the clock only when called without a value to convert."""
    from django.utils import timezone

    return {
        timezone.localdate: "django.utils.timezone.localdate()",
        timezone.localtime: "django.utils.timezone.localtime()",
        time.localtime: "time.localtime()",
        time.gmtime: "time.gmtime()",
        time.strftime: "time.strftime()",
        time.ctime: "time.ctime()",
    }


class ClockGuard:
    def __init__(self):
        self.sources: dict[object, str] = {}
        self.without_value: dict[object, str] = {}
        self.reads: list[str] | None = None  # the current test's reads, None between tests
        self.tool = None
        self._test_code: dict[object, bool] = {}

    # --- sys.monitoring -----------------------------------------------------------------------

    def start(self) -> None:
        self.sources = _clock_sources()
        self.without_value = _without_value()
        for tool in (4, 3):
            if monitoring.get_tool(tool) is None:
                monitoring.use_tool_id(tool, "agency-clock-guard")
                self.tool = tool
                break
        else:  # every spare id taken (a debugger and a profiler at once): nothing is watched
            return
        monitoring.register_callback(self.tool, monitoring.events.CALL, self._on_call)
        monitoring.set_events(self.tool, monitoring.events.CALL)

    def stop(self) -> None:
        if self.tool is not None:
            monitoring.set_events(self.tool, 0)
            monitoring.register_callback(self.tool, monitoring.events.CALL, None)
            monitoring.free_tool_id(self.tool)
            self.tool = None

    def _is_test_code(self, code) -> bool:
        known = self._test_code.get(code)
        if known is None:
            filename = code.co_filename
            known = filename.startswith(WATCHED_DIRS) and filename != THIS_FILE
            self._test_code[code] = known
        return known

    def _on_call(self, code, offset, callable_, arg0):
        if not self._is_test_code(code):
            return monitoring.DISABLE  # the application's and the libraries' calls: never again
        if self.reads is None:
            return None  # a test file's call between tests (collection, session fixtures)
        try:
            name = self.sources.get(callable_)
            if name is None and arg0 in (monitoring.MISSING, None):
                name = self.without_value.get(callable_)
        except Exception:  # an unhashable or odd callable: not one of ours
            return None
        if name is not None:
            self.reads.append(f"{name} in {Path(code.co_filename).name}:{code.co_name}")
        return None

    # --- pytest -------------------------------------------------------------------------------

    @staticmethod
    def watched(item: pytest.Item) -> bool:
        return not any(item.get_closest_marker(name) for name in UNWATCHED_MARKERS)

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_setup(self, item):
        self.reads = []
        return (yield)

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_call(self, item):
        result = yield
        reads, self.reads = self.reads, None
        if reads and self.watched(item) and item.get_closest_marker(MARKER) is None:
            listed = "\n  ".join(dict.fromkeys(reads))
            pytest.fail(
                f"this test reads the clock but is not marked @pytest.mark.{MARKER}, so the clock-boundary "
                f"rerun (tests/test_clock_boundaries.py) would not check it at the instants where the "
                f"UTC date and the site's date differ. Mark it (or its module: pytestmark), or build "
                f"its dates from a fixed instant. Reads:\n  {listed}",
                pytrace=False,
            )
        return result

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_teardown(self, item):
        self.reads = None
        return (yield)
