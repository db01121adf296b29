"""The arrows between the project's parts point one way, and a test keeps them so.

It reads every module's source (ast, so imports inside functions count too) rather than trusting a
list: `marketing` imports nothing from `leads`, and no two modules inside `leads` import each
other, directly or round a longer loop.
"""

import ast
from pathlib import Path

from django.conf import settings

ROOT = Path(settings.BASE_DIR)


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imports(path: Path, module: str | None = None) -> set[str]:
    """Every module `path` (the module `module`) imports, as absolute names, wherever in the file
    the import statement is."""
    tree = ast.parse(path.read_text(), filename=str(path))
    module = module or _module_name(path)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                module = ".".join([*base, node.module] if node.module else base)
            else:
                module = node.module or ""
            found.add(module)
            # `from leads import services` imports the module leads.services.
            found.update(f"{module}.{alias.name}" for alias in node.names)
    return found


def _graph(package: str) -> dict[str, set[str]]:
    files = [path for path in (ROOT / package).rglob("*.py") if "migrations" not in path.parts]
    modules = {_module_name(path): path for path in files}
    return {name: {i for i in _imports(path) if i in modules and i != name} for name, path in modules.items()}


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import loop in `graph`, as the list of modules round it, or None."""
    state: dict[str, str] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = "open"
        stack.append(node)
        for target in sorted(graph[node]):
            if state.get(target) == "open":
                return [*stack[stack.index(target) :], target]
            if target not in state and target in graph:
                found = visit(target)
                if found:
                    return found
        stack.pop()
        state[node] = "done"
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def test_marketing_imports_nothing_from_leads():
    offenders = {
        name: sorted(i for i in imports if i == "leads" or i.startswith("leads."))
        for name, imports in ((n, _imports(p)) for n, p in _files("marketing"))
    }
    assert {name: found for name, found in offenders.items() if found} == {}


def test_no_module_in_leads_imports_one_that_imports_it_back():
    assert _cycle(_graph("leads")) is None


def test_the_walker_sees_a_loop_and_a_function_level_import(tmp_path):
    """The checks above can fail: a loop and an import hidden in a function are both found."""
    graph = {"leads.a": {"leads.b"}, "leads.b": {"leads.c"}, "leads.c": {"leads.a"}}
    assert _cycle(graph) == ["leads.a", "leads.b", "leads.c", "leads.a"]

    hidden = tmp_path / "probe.py"
    hidden.write_text("def f():\n    from leads.tasks import x\n    from . import services\n")
    assert {"leads.tasks", "leads.services"} <= _imports(hidden, "leads.probe")


def _files(package: str):
    for path in (ROOT / package).rglob("*.py"):
        if "migrations" not in path.parts:
            yield _module_name(path), path
