"""A module's name says its job: two rooms share a module name only for a role every room may have
(docs/developers/architecture.md, "Module names"), so an import or a traceback says which one is
meant."""

from collections import defaultdict
from pathlib import Path

from django.conf import settings

from tests.support.apps import project_apps

ROOT = Path(settings.BASE_DIR)
# The roles every room may have, as the architecture page lists them.
ROLES = {
    "models", "admin", "apps", "selectors", "services", "urls", "views", "apis", "serializers",
    "schema", "middleware", "context_processors", "checks", "tasks", "translation", "wording",
    "emails", "sitemaps", "renderer", "signals", "tokens", "widgets",
}  # fmt: skip
# Packages whose modules are parts of one role (a room's models by job) or its seed content.
INSIDE_A_PART = {"migrations", "management", "templatetags", "content", "models"}


def test_no_two_rooms_share_a_module_name_but_a_role():
    found: dict[str, list[str]] = defaultdict(list)
    for app in project_apps():
        for path in (ROOT / app).rglob("*.py"):
            relative = path.relative_to(ROOT)
            if path.name == "__init__.py" or INSIDE_A_PART & set(relative.parts[1:-1]):
                continue
            found[path.stem].append(str(relative))
    shared = {name: paths for name, paths in found.items() if len(paths) > 1 and name not in ROLES}
    assert not shared, f"name each module for its job: {shared}"
