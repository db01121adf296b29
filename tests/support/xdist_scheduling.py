"""How `make test` hands tests to its pytest-xdist workers (docs/developers/tests.md).

Test by test, as xdist's `load` does, except that the tests of a module that defines a module-scoped
fixture (one gunicorn for the module, the production stack) form one unit of work: on one worker
the fixture is set up once; spread over three it would be started three times.

pytest-xdist's own `--dist loadgroup` with `xdist_group` marks would say the same, but with pytest
9.2 and xdist 3.8 the marks no longer reach the scheduler (xdist renames `item._nodeid`, which
pytest 9 no longer reads), so the grouping is decided here, from the test file itself.
"""

import re
from functools import cache
from pathlib import Path

from xdist.scheduler import LoadScopeScheduling

SHARED_FIXTURE = re.compile(r"""@pytest\.fixture\(\s*scope\s*=\s*["'](module|package|class)["']""")


@cache
def _shares_a_fixture(root: Path, path: str) -> bool:
    try:
        return bool(SHARED_FIXTURE.search((root / path).read_text(encoding="utf-8")))
    except OSError:
        return False


class SharedFixtureScheduling(LoadScopeScheduling):
    def _split_scope(self, nodeid: str) -> str:
        path = nodeid.split("::", 1)[0]
        return path if _shares_a_fixture(self.config.rootpath, path) else nodeid
