"""Every start-up registry is in the architecture page's table, and the table lists no other.

A registry is a module-level function of the project that keeps one of its arguments in its
module's state (a module-level list, dict or set it fills, or a global it sets), called while the
site starts from a module other than its own: from an `AppConfig.ready()` (directly, or through
project functions it calls) or from a module's import-time code. A ready() or a module that puts a
value straight into another project module's state (`other.REGISTRY.append(x)`,
`other.TABLE[key] = x`, `other.name = x`) fills a registry too, named `other.REGISTRY`.

The test reads the code with `ast` and names nothing itself, so it follows a module that moves: the
table in docs/developers/architecture.md ("Start-up wiring: who registers what") must then follow.
"""

import ast
import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from django.conf import settings

from tests.support.apps import project_apps

ROOT = Path(settings.BASE_DIR)
PAGE = ROOT / "docs" / "developers" / "architecture.md"
SECTION = "## Start-up wiring: who registers what"
FILLING_METHODS = {"append", "extend", "add", "update", "insert", "setdefault", "__setitem__"}


@dataclass
class Module:
    name: str
    tree: ast.Module
    package: str
    globals: set[str] = field(default_factory=set)
    functions: dict[str, ast.FunctionDef] = field(default_factory=dict)
    imports: dict[str, str] = field(default_factory=dict)


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _modules() -> dict[str, Module]:
    found = {}
    for app in project_apps():
        for path in sorted((ROOT / app).rglob("*.py")):
            if "migrations" in path.parts:
                continue
            name = _module_name(path)
            tree = ast.parse(path.read_text(), filename=str(path))
            package = name if path.name == "__init__.py" else name.rpartition(".")[0]
            module = Module(name, tree, package)
            for node in tree.body:
                if isinstance(node, ast.FunctionDef):
                    module.functions[node.name] = node
                for target in _assigned(node):
                    module.globals.add(target)
            module.imports = _imports(tree, package)
            found[name] = module
    return found


def _assigned(node: ast.stmt) -> list[str]:
    if isinstance(node, ast.Assign):
        return [t.id for t in node.targets if isinstance(t, ast.Name)]
    if isinstance(node, ast.AnnAssign | ast.AugAssign) and isinstance(node.target, ast.Name):
        return [node.target.id]
    return []


def _imports(node: ast.AST, package: str) -> dict[str, str]:
    """Local name -> the absolute dotted name it stands for, from every import under `node`."""
    found = {}
    for child in ast.walk(node):
        if isinstance(child, ast.Import):
            for alias in child.names:
                if alias.asname:
                    found[alias.asname] = alias.name
                else:
                    head = alias.name.split(".")[0]
                    found[head] = head
        elif isinstance(child, ast.ImportFrom):
            if child.level:
                base = package.split(".")
                base = base[: len(base) - child.level + 1]
                origin = ".".join([*base, child.module] if child.module else base)
            else:
                origin = child.module or ""
            for alias in child.names:
                found[alias.asname or alias.name] = f"{origin}.{alias.name}"
    return found


def _dotted(node: ast.expr) -> list[str] | None:
    if isinstance(node, ast.Name):
        return [node.id]
    if isinstance(node, ast.Attribute):
        head = _dotted(node.value)
        return [*head, node.attr] if head else None
    return None


def _resolve(modules: dict[str, Module], dotted: str, depth: int = 0) -> tuple[str, str] | None:
    """(module, name) of a project module's top-level name, following re-exports."""
    parts = dotted.split(".")
    for cut in range(len(parts) - 1, 0, -1):
        module = ".".join(parts[:cut])
        if module in modules and cut == len(parts) - 1:
            name = parts[-1]
            target = modules[module]
            if name in target.functions or name in target.globals or depth > 5:
                return module, name
            if name in target.imports:
                return _resolve(modules, target.imports[name], depth + 1)
            return module, name
    return None


def _name_of(modules: dict[str, Module], module: Module, local: dict[str, str], expr: ast.expr):
    """The project (module, name) an expression written in `module` stands for, or None."""
    parts = _dotted(expr)
    if not parts:
        return None
    head, *rest = parts
    if head in local:
        return _resolve(modules, ".".join([local[head], *rest]))
    if not rest and (head in module.functions or head in module.globals):
        return module.name, head
    return None


def _keeps_an_argument(module: Module, function: ast.FunctionDef) -> bool:
    """Does `function` put one of its arguments into its module's state?"""
    arguments = {a.arg for a in [*function.args.posonlyargs, *function.args.args, *function.args.kwonlyargs]}
    for extra in (function.args.vararg, function.args.kwarg):
        if extra:
            arguments.add(extra.arg)
    declared_global = {
        name for node in ast.walk(function) if isinstance(node, ast.Global) for name in node.names
    }

    def uses_argument(node: ast.AST) -> bool:
        return any(isinstance(n, ast.Name) and n.id in arguments for n in ast.walk(node))

    for node in ast.walk(function):
        if isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                if isinstance(target, ast.Name) and target.id in declared_global and uses_argument(node):
                    return True
                if (
                    isinstance(target, ast.Subscript)
                    and isinstance(target.value, ast.Name)
                    and target.value.id in module.globals
                    and uses_argument(node)
                ):
                    return True
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in FILLING_METHODS
            and isinstance(node.func.value, ast.Name)
            and node.func.value.id in module.globals
            and uses_argument(node)
        ):
            return True
    return False


def _start_up_code(modules: dict[str, Module]):
    """(module, local imports, statements) of everything that runs while the site starts."""
    for module in modules.values():
        top = [
            node for node in module.tree.body if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
        ]
        decorators = [
            decorator
            for node in module.tree.body
            if isinstance(node, ast.FunctionDef | ast.ClassDef)
            for decorator in node.decorator_list
        ]
        yield module, module.imports, [*_without_functions(top), *decorators]
        for node in module.tree.body:
            if isinstance(node, ast.ClassDef) and module.name.endswith(".apps"):
                for method in node.body:
                    if isinstance(method, ast.FunctionDef) and method.name == "ready":
                        yield module, {**module.imports, **_imports(method, module.package)}, method.body


def _without_functions(nodes: list[ast.stmt]) -> list[ast.AST]:
    """Statements run on import: a class's body, not its methods'."""
    kept: list[ast.AST] = []
    for node in nodes:
        if isinstance(node, ast.ClassDef):
            kept.extend(_without_functions(node.body))
            kept.extend(node.decorator_list)
        else:
            kept.append(node)
    return kept


@cache
def registries_in_code() -> dict[str, set[str]]:
    """{registry's dotted name: the apps that fill it}. One scan of the code serves every test of
    this file in a process (nothing here changes the code it reads)."""
    modules = _modules()
    fillers: dict[str, set[str]] = {}
    callers: dict[str, set[str]] = {}
    seen: set[tuple[str, str]] = set()

    def app(name: str) -> str:
        return name.split(".")[0]

    def visit(module: Module, local: dict[str, str], statements):
        for statement in statements:
            for node in ast.walk(statement):
                if isinstance(node, ast.Call):
                    _call(module, local, node)
                elif isinstance(node, ast.Assign | ast.AugAssign | ast.AnnAssign):
                    targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                    for target in targets:
                        kept = target.value if isinstance(target, ast.Subscript) else target
                        _into_other_module(module, local, kept)
                if (
                    isinstance(node, ast.Call)
                    and isinstance(node.func, ast.Attribute)
                    and node.func.attr in FILLING_METHODS
                ):
                    _into_other_module(module, local, node.func.value)

    def _into_other_module(module: Module, local: dict[str, str], target: ast.expr):
        parts = _dotted(target)
        if not parts or len(parts) < 2 or parts[0] not in local:
            return
        found = _resolve(modules, ".".join([local[parts[0]], *parts[1:]]))
        if found and found[0] != module.name and found[1] in modules[found[0]].globals:
            fillers.setdefault(".".join(found), set()).add(app(module.name))

    def _call(module: Module, local: dict[str, str], call: ast.Call):
        found = _name_of(modules, module, local, call.func)
        if not found or found[0] not in modules or found[1] not in modules[found[0]].functions:
            return
        target = modules[found[0]]
        function = target.functions[found[1]]
        dotted = ".".join(found)
        if _keeps_an_argument(target, function):
            callers.setdefault(dotted, set()).add(module.name)
            fillers.setdefault(dotted, set()).add(app(module.name))
        elif found not in seen:
            seen.add(found)
            visit(target, {**target.imports, **_imports(function, target.package)}, function.body)

    for module, local, statements in _start_up_code(modules):
        visit(module, local, statements)
    # A function kept and called only by its own module is that module's set-up, not a registry.
    return {
        name: apps
        for name, apps in fillers.items()
        if name not in callers or callers[name] - {name.rpartition(".")[0]}
    }


def registries_in_table() -> dict[str, str]:
    """{registry's dotted name: its "filled by" cell}, from the architecture page."""
    text = PAGE.read_text()
    assert SECTION in text, f"{PAGE.name} has no section {SECTION!r}"
    section = text.split(SECTION, 1)[1].split("\n## ", 1)[0]
    rows = {}
    for line in section.splitlines():
        match = re.match(r"\|\s*`([\w.]+)`[^|]*\|([^|]*)\|", line)
        if match:
            rows[match.group(1)] = match.group(2)
    return rows


def test_the_detection_finds_the_kinds_of_registry():
    """The scan sees a registry filled from ready(), one filled on import, and one a ready() fills
    through a function of its own app (so an empty result never passes for a clean house)."""
    found = registries_in_code()
    assert len(found) >= 3
    assert all(apps for apps in found.values())


def test_every_registry_is_in_the_architecture_table():
    found = registries_in_code()
    listed = registries_in_table()
    missing = sorted(set(found) - set(listed))
    assert not missing, (
        f"registries filled at start-up that {PAGE.name}'s table ({SECTION!r}) does not list: {missing}"
    )


def test_the_table_lists_only_registries_that_exist():
    found = registries_in_code()
    gone = sorted(set(registries_in_table()) - set(found))
    assert not gone, f"{PAGE.name}'s table lists registries the code no longer fills at start-up: {gone}"


def test_the_table_names_every_app_that_fills_each_registry():
    found = registries_in_code()
    wrong = {
        name: sorted(app for app in apps if not re.search(rf"\b{app}\b", cell))
        for name, cell in registries_in_table().items()
        if name in found
        for apps in [found[name]]
    }
    wrong = {name: apps for name, apps in wrong.items() if apps}
    assert not wrong, f"{PAGE.name}'s table leaves out apps that fill these registries: {wrong}"
