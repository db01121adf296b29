"""Every environment variable the project reads is on the operators' settings page and in
`.env.example`, both list none it does not read, and at most 40 of them are for operators.

The variables are found in the code, not from a list:

- Python (ast): a call to one of agency/env.py's readers (whatever `env_*` helpers it has),
  `os.environ.get`, `os.getenv`, `os.environ[...]` or `"NAME" in os.environ`, in agency/settings.py,
  in every module of the project's apps (their management commands too), and in deploy/ and
  scripts/; in deploy/, also `env[...]` and `env.get(...)` of the launcher's environment and the
  keys of its DEFAULTS;
- shell (bin/, .ci/): `$NAME` or `${NAME...}` the script does not set itself;
- the Makefile: a variable given a default with `?=` (the environment's value wins over it).

The page's tables are grouped by `## ` headings; the groups up to "For developers and the test
suite" are the operators'.
"""

import ast
import re
from pathlib import Path

from django.conf import settings

from tests.support.apps import project_apps

ROOT = Path(settings.BASE_DIR)
PAGE = ROOT / "docs" / "operators" / "settings.md"
EXAMPLE = ROOT / ".env.example"
# A row of the page's tables: | `NAME` | default | meaning |
ROW = re.compile(r"^\| `([A-Z][A-Z0-9_]*)` \|", re.M)
# A line of .env.example: NAME=value, or # NAME=value for one left at its default.
EXAMPLE_LINE = re.compile(r"^#? ?([A-Z][A-Z0-9_]*)=", re.M)
NOT_FOR_OPERATORS = "## For developers and the test suite"
MOST_FOR_OPERATORS = 40
# Read by the tools themselves, not settings of this project: Django's settings module, the shell's
# and make's own.
TOOLS = {"DJANGO_SETTINGS_MODULE", "HOME", "PATH", "PWD", "USER", "SHELL", "TERM", "TMPDIR", "MAKE", "CI"}


def _readers() -> set[str]:
    """The env_* helpers of agency/env.py."""
    tree = ast.parse((ROOT / "agency" / "env.py").read_text())
    return {
        node.name for node in tree.body if isinstance(node, ast.FunctionDef) and node.name.startswith("env_")
    }


def _is_environ(node: ast.AST) -> bool:
    return isinstance(node, ast.Attribute) and node.attr == "environ"


def _is_launcher_env(node: ast.AST) -> bool:
    return (isinstance(node, ast.Name) and node.id == "env") or (
        isinstance(node, ast.Attribute) and node.attr == "env"
    )


def _name(node: ast.AST) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def variables_read(source: str, readers: set[str], *, launcher: bool = False) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and node.args:
            func = node.func
            helper = isinstance(func, ast.Name) and func.id in readers
            is_get = isinstance(func, ast.Attribute) and func.attr == "get"
            environ_get = is_get and _is_environ(func.value)
            launcher_get = launcher and is_get and _is_launcher_env(func.value)
            getenv = isinstance(func, ast.Attribute) and func.attr == "getenv"
            if helper or environ_get or getenv or launcher_get:
                found.add(_name(node.args[0]))
        elif isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Load):
            if _is_environ(node.value) or (launcher and _is_launcher_env(node.value)):
                found.add(_name(node.slice))
        elif isinstance(node, ast.Compare) and any(_is_environ(side) for side in node.comparators):
            found.add(_name(node.left))
        elif (
            launcher
            and isinstance(node, ast.Assign)
            and any(isinstance(target, ast.Name) and target.id == "DEFAULTS" for target in node.targets)
        ) and isinstance(node.value, ast.Dict):
            found.update(_name(key) for key in node.value.keys if key is not None)
    return {name for name in found - {None} if re.fullmatch(r"[A-Z][A-Z0-9_]*", name)}


def shell_variables(source: str) -> set[str]:
    """Variables a shell script reads: with a default (`${NAME:-x}`), or unset by the script."""
    defaulted = set(re.findall(r"\$\{([A-Z][A-Z0-9_]*):?[-=]", source))
    used = set(re.findall(r"\$\{?([A-Z][A-Z0-9_]*)", source))
    assigned = set(re.findall(r"(?:^|[\s;(])(?:local |export |readonly )?([A-Z][A-Z0-9_]*)=", source, re.M))
    return defaulted | (used - assigned)


def make_variables(source: str) -> set[str]:
    return set(re.findall(r"^([A-Z][A-Z0-9_]*)\s*\?=", source, re.M))


def _python_files() -> list[tuple[Path, bool]]:
    files = [(ROOT / "agency" / "settings.py", False)]
    for app in project_apps():
        files += [
            (path, False)
            for path in sorted((ROOT / app).rglob("*.py"))
            if "migrations" not in path.parts and path.name != "env.py" and path not in [f for f, _ in files]
        ]
    files += [(path, True) for path in sorted((ROOT / "deploy").rglob("*.py"))]
    files += [(path, False) for path in sorted((ROOT / "scripts").rglob("*.py"))]
    return files


def _shell_files() -> list[Path]:
    return [path for folder in ("bin", ".ci") for path in sorted((ROOT / folder).glob("*")) if path.is_file()]


def all_variables_read() -> dict[str, str]:
    """{variable: the first file that reads it}."""
    readers = _readers()
    found: dict[str, str] = {}
    for path, launcher in _python_files():
        for name in variables_read(path.read_text(), readers, launcher=launcher):
            found.setdefault(name, str(path.relative_to(ROOT)))
    for path in _shell_files():
        for name in shell_variables(path.read_text()):
            found.setdefault(name, str(path.relative_to(ROOT)))
    for name in make_variables((ROOT / "Makefile").read_text()):
        found.setdefault(name, "Makefile")
    return {name: where for name, where in found.items() if name not in TOOLS}


def _page_rows() -> tuple[list[str], list[str]]:
    """(every variable the page lists, those in the operators' groups)."""
    text = PAGE.read_text()
    assert NOT_FOR_OPERATORS in text, f"{PAGE.name} has no section {NOT_FOR_OPERATORS!r}"
    operators = text.split(NOT_FOR_OPERATORS, 1)[0]
    return ROW.findall(text), ROW.findall(operators)


def test_every_variable_read_is_on_the_settings_page_and_in_the_example():
    read = all_variables_read()
    listed, _ = _page_rows()
    example = set(EXAMPLE_LINE.findall(EXAMPLE.read_text()))
    missing_page = {name: where for name, where in read.items() if name not in listed}
    missing_example = {name: where for name, where in read.items() if name not in example}
    assert missing_page == {}, f"read, but not on {PAGE.relative_to(ROOT)}"
    assert missing_example == {}, "read, but not in .env.example"


def test_the_page_and_the_example_list_nothing_the_code_does_not_read():
    read = set(all_variables_read())
    listed, _ = _page_rows()
    example = EXAMPLE_LINE.findall(EXAMPLE.read_text())
    assert sorted(set(listed) - read) == [], f"on {PAGE.name}, read by nothing"
    assert sorted(set(example) - read) == [], "in .env.example, read by nothing"
    assert sorted(name for name in set(listed) if listed.count(name) > 1) == [], "listed twice"
    assert sorted(name for name in set(example) if example.count(name) > 1) == [], "in .env.example twice"


def test_at_most_forty_variables_are_for_operators():
    _, operators = _page_rows()
    assert len(operators) <= MOST_FOR_OPERATORS, (
        f"{len(operators)} variables for operators: make the rest constants in agency/settings.py"
    )


def test_the_reader_sees_each_way_of_reading_the_environment():
    source = (
        'A = env_int("ONE", 1)\nB = os.environ.get("TWO")\nC = os.getenv("THREE")\n'
        'D = os.environ["FOUR"]\nif "FIVE" in os.environ: pass\nE = other("SIX")\nF = cache.get("SEVEN")\n'
        'os.environ["EIGHT"] = "set, not read"\n'
    )
    assert variables_read(source, _readers()) == {"ONE", "TWO", "THREE", "FOUR", "FIVE"}
    launcher = 'DEFAULTS = {"NINE": "9"}\nG = env["TEN"]\nH = self.env.get("ELEVEN")\n'
    assert variables_read(launcher, set(), launcher=True) == {"NINE", "TEN", "ELEVEN"}
    assert {"env_str", "env_bool", "env_int", "env_list"} <= _readers()
    script = 'PORT="${PORT:-8000}"\nWORKERS=2\nexec x --workers "$WORKERS" "${OTHER}"\n'
    assert shell_variables(script) == {"PORT", "OTHER"}
    assert make_variables("PORT    ?= 8000\nVENV := .venv\n") == {"PORT"}
