"""House rules a reader can check in the source: no field read or written through a name built
as a string (getattr(obj, f"{kind}_status"), filter(**{f"{field}__in": ...})): such a name is
invisible to a search for the field and breaks silently when it is renamed. Lookups are
expressions instead (IContains(F(field), term)), and a model says which field links to it."""

import ast
import re
import tomllib
from pathlib import Path

from django.conf import settings

from tests.support.apps import project_apps

ROOT = Path(settings.BASE_DIR)
APPS = project_apps()


def _built(node: ast.AST) -> bool:
    """A string assembled at run time: an f-string with a value in it, a + or a % of strings."""
    if isinstance(node, ast.JoinedStr):
        return any(isinstance(part, ast.FormattedValue) for part in node.values)
    return isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add | ast.Mod)


def _offences(source: str) -> list[int]:
    lines = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        name = getattr(node.func, "id", getattr(node.func, "attr", ""))
        reflective = name in ("getattr", "setattr", "hasattr", "delattr") and len(node.args) > 1
        if reflective and _built(node.args[1]):
            lines.append(node.lineno)
        unpacked = [kw.value for kw in node.keywords if kw.arg is None and isinstance(kw.value, ast.Dict)]
        if any(key is not None and _built(key) for mapping in unpacked for key in mapping.keys):
            lines.append(node.lineno)
    return lines


def test_no_field_is_named_by_a_string_built_at_run_time():
    found = {}
    for app in APPS:
        for path in (ROOT / app).rglob("*.py"):
            if "migrations" in path.parts:
                continue
            lines = _offences(path.read_text())
            if lines:
                found[str(path.relative_to(ROOT))] = lines
    assert found == {}


def test_the_import_sorter_knows_every_app_as_the_projects_own():
    """ruff's isort groups the project's imports apart from the libraries' only for the packages
    it is told are first-party: every app of INSTALLED_APPS, and the tests."""
    isort = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["ruff"]["lint"]["isort"]
    assert sorted(isort["known-first-party"]) == sorted([*APPS, "tests"])


def test_the_rule_sees_both_forms():
    source = 'getattr(lead, f"{kind}_status")\nqs.filter(**{field + "__in": ids})\ngetattr(lead, "name")\n'
    assert _offences(source) == [1, 2]


# A text input, select, textarea or label the staff screens draw by hand instead of through
# components/ui/field.tsx (look="staff"); a checkbox inside its own label is the one exception.
STAFF_SCREENS = ROOT / "static_src" / "components" / "staff"
HAND_DRAWN = re.compile(r'<select\b|<textarea\b|<input\b(?!\s+type="checkbox")|\bstaff-(?:input|label)\b')


def _hand_drawn(source: str) -> list[int]:
    return [source.count("\n", 0, match.start()) + 1 for match in HAND_DRAWN.finditer(source)]


def test_the_staff_screens_draw_their_fields_with_the_shared_wrappers():
    found = {}
    for path in STAFF_SCREENS.glob("*.tsx"):
        if path.name.endswith(".test.tsx"):
            continue
        lines = _hand_drawn(path.read_text())
        if lines:
            found[path.name] = lines
    assert found == {}


def test_the_staff_rule_sees_a_hand_drawn_field():
    source = '<label className="staff-label">\n<input\n  type="search"\n/>\n<select>\n'
    source += '<input\n  type="checkbox"\n/>\n'
    assert _hand_drawn(source) == [1, 2, 5]
