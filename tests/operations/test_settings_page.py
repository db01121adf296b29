"""Every environment variable the settings read is on the operators' settings page, and the page
lists none they no longer read: an operator looking for a knob finds it there, with its default.

The variables are found in the source (ast), not from a list: a call to one of agency/env.py's
readers (whatever `env_*` helpers it has), `os.environ.get`, `os.getenv`, `os.environ[...]` or
`"NAME" in os.environ`, in agency/settings.py and in any other module that imports agency.env.
"""

import ast
import re
from pathlib import Path

from django.conf import settings

from tests.support.apps import project_apps

ROOT = Path(settings.BASE_DIR)
PAGE = ROOT / "docs" / "operators" / "settings.md"
# A row of the page's tables: | `NAME` | default | meaning |
ROW = re.compile(r"^\| `([A-Z][A-Z0-9_]*)` \|", re.M)


def _readers() -> set[str]:
    """The env_* helpers of agency/env.py."""
    tree = ast.parse((ROOT / "agency" / "env.py").read_text())
    return {
        node.name for node in tree.body if isinstance(node, ast.FunctionDef) and node.name.startswith("env_")
    }


def _is_environ(node: ast.AST) -> bool:
    return isinstance(node, ast.Attribute) and node.attr == "environ"


def _name(node: ast.AST) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def variables_read(source: str, readers: set[str]) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and node.args:
            func = node.func
            helper = isinstance(func, ast.Name) and func.id in readers
            environ_get = isinstance(func, ast.Attribute) and func.attr == "get" and _is_environ(func.value)
            getenv = isinstance(func, ast.Attribute) and func.attr == "getenv"
            if helper or environ_get or getenv:
                found.add(_name(node.args[0]))
        elif isinstance(node, ast.Subscript) and _is_environ(node.value):
            found.add(_name(node.slice))
        elif isinstance(node, ast.Compare) and any(_is_environ(side) for side in node.comparators):
            found.add(_name(node.left))
    return found - {None}


def _settings_modules() -> list[Path]:
    modules = [ROOT / "agency" / "settings.py"]
    for app in project_apps():
        for path in (ROOT / app).rglob("*.py"):
            if path not in modules and "agency.env" in path.read_text() and path.name != "env.py":
                modules.append(path)
    return modules


def test_the_settings_page_lists_every_variable_the_settings_read_and_no_other():
    readers = _readers()
    read = set().union(*(variables_read(path.read_text(), readers) for path in _settings_modules()))
    listed = ROW.findall(PAGE.read_text())
    assert sorted(read - set(listed)) == [], "read by the settings, missing from docs/operators/settings.md"
    assert sorted(set(listed) - read) == [], "on docs/operators/settings.md, read by no setting"
    assert sorted(name for name in set(listed) if listed.count(name) > 1) == [], "listed twice"


def test_the_reader_sees_each_way_of_reading_the_environment():
    source = (
        'A = env_int("ONE", 1)\nB = os.environ.get("TWO")\nC = os.getenv("THREE")\n'
        'D = os.environ["FOUR"]\nif "FIVE" in os.environ: pass\nE = other("SIX")\nF = cache.get("SEVEN")\n'
    )
    assert variables_read(source, _readers()) == {"ONE", "TWO", "THREE", "FOUR", "FIVE"}
    assert {"env_str", "env_bool", "env_int", "env_float", "env_list"} <= _readers()
