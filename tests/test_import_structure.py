"""The arrows between the project's parts point one way, and a test keeps them so.

It reads every module's source (ast, so imports inside functions count too) rather than trusting a
list: `marketing` imports nothing from `leads`, and no two modules inside a room (`leads`, `forms`,
`delivery`) import each other, directly or round a longer loop.
"""

import ast
import re
from pathlib import Path

from django.conf import settings

from tests.support.apps import project_apps

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


# The rooms whose modules were once caught importing each other round a loop; checked one by one.
ROOMS_WITHOUT_CIRCLES = ("leads", "forms", "delivery")


def test_no_module_of_a_room_imports_one_that_imports_it_back():
    loops = {room: _cycle(_graph(room)) for room in ROOMS_WITHOUT_CIRCLES}
    assert loops == dict.fromkeys(ROOMS_WITHOUT_CIRCLES)


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


# ------------------------------------------------------------------------------------------------
# The floors: which app may lean on which, in Python and through templates
# ------------------------------------------------------------------------------------------------
# agency is the ground floor (settings aside, it imports no app); publishing (the page frame, admin
# kit and seed command), accounts and delivery (the outbound queue) stand on it; marketing (the
# catalogue) on publishing; leads and insights on marketing (the catalogue's services and team);
# forms (the lead forms and the lead API) on leads; staff on leads and accounts; subscriptions on
# forms (form pieces) and delivery (emails, webhooks); campaigns and areas on forms (the tag library).
# docs/developers/architecture.md draws the same.
APPS = project_apps()
MAY_USE = {
    "agency": set(),
    # The publishing core: the page frame (cache, SEO, sitemaps, social cards), the admin kit, the
    # seed command and the pictures kit. The content apps above plug their pages into it.
    "publishing": {"agency"},
    "marketing": {"agency", "publishing"},
    "accounts": {"agency"},
    "analytics": {"agency", "publishing"},
    "insights": {"agency", "publishing", "marketing"},
    # The outbound queue (emails, webhooks, retries, their records): the ground floor only; the
    # rooms that send through it fill its registries of emails, Slack lines and sweep steps.
    "delivery": {"agency"},
    "leads": {"agency", "publishing", "marketing", "analytics", "delivery"},
    # The lead forms, coded and built: their pages, the islands' props, the lead API. Every form makes
    # a lead (leads); leads never imports them and learns of the built forms through its registry.
    "forms": {"agency", "publishing", "marketing", "analytics", "delivery", "leads"},
    "staff": {"agency", "publishing", "marketing", "accounts", "analytics", "leads", "search", "sequences"},
    # Readers who asked for new articles: the page frame (publishing, marketing), the outbound queue
    # (delivery), the form pieces and defences of forms.
    "subscriptions": {"agency", "publishing", "marketing", "delivery", "leads", "forms"},
    # Campaign landing pages: the page frame, SEO, cache and admin kit (publishing), proof and pictures
    # (marketing), the lead forms (forms, through its tag library; leads for the guides), and which
    # paths are pages (analytics).
    "campaigns": {"agency", "publishing", "marketing", "analytics", "leads", "forms"},
    # Area pages: built from the campaign pages' blocks (their field builders, block templates and
    # admin inline), on the page frame (publishing), the catalogue and proof (marketing), counted as
    # pages (analytics).
    "areas": {"agency", "publishing", "marketing", "analytics", "leads", "forms", "campaigns"},
    # Site search: the content it indexes (marketing, insights, campaigns, areas) and the page frame.
    "search": {"agency", "publishing", "marketing", "analytics", "leads", "insights", "campaigns", "areas"},
    # Follow-up sequences: the leads they follow (leads), the outbound queue (delivery), the landing
    # pages leads enter from (campaigns), the identity, admin kit and page frame (publishing, marketing).
    "sequences": {"agency", "publishing", "marketing", "analytics", "delivery", "leads", "campaigns"},
}
# The roof: the modules that put the house together (the URL map, settings, the page shell's
# context) name every app by design.
ROOF = {"agency.urls", "agency.settings", "agency.context_processors", "base.html"}
# The documented doors through which a lower floor may show a higher one's work: marketing pages
# show the lead forms through the tag library forms owns (forms/templatetags/lead_islands.py), and
# the latest articles through the one insights owns (insights/templatetags/insights_cards.py).
# Any page shows the "email me new articles" form through the tag library subscriptions owns
# (subscriptions/templatetags/subscriptions.py). A service page lists the areas where it is offered
# through the one areas owns (areas/templatetags/area_links.py).
DOORS = {
    ("marketing", "forms"): {"load lead_islands"},
    ("marketing", "insights"): {"load insights_cards"},
    ("marketing", "subscriptions"): {"load subscriptions"},
    ("insights", "subscriptions"): {"load subscriptions"},
    ("marketing", "areas"): {"load area_links"},
}
TEMPLATES = ROOT / "templates"
# Folders of templates/includes/ that hold marketing's pieces (the rest of includes/ is the shell).
MARKETING_INCLUDES = {"marketing", "pictures", "work"}


def _app_of_module(module: str) -> str | None:
    top = module.split(".")[0]
    return top if top in APPS else None


def _tag_libraries() -> dict[str, str]:
    """Tag library name -> the app that defines it."""
    return {path.stem: app for app in APPS for path in (ROOT / app).glob("templatetags/*.py")}


def _app_of_namespace() -> dict[str, str]:
    from django.urls import get_resolver

    found = {}
    for pattern in get_resolver().url_patterns:
        namespace, urlconf = getattr(pattern, "namespace", None), getattr(pattern, "urlconf_name", None)
        module = urlconf if isinstance(urlconf, str) else getattr(urlconf, "__name__", "")
        if namespace and _app_of_module(module):
            found[namespace] = _app_of_module(module)
    return found


def _app_of_template(name: str) -> str:
    parts = name.split("/")
    if parts[0] in APPS:
        return parts[0]
    if parts[0] == "admin" and len(parts) > 2 and parts[1] in APPS:
        return parts[1]
    if parts[0] == "includes" and len(parts) > 2 and parts[1] in MARKETING_INCLUDES:
        return "marketing"
    return "agency"  # the page shell: base.html, the error pages, the header, footer and islands' tags


TAG = re.compile(r"{%\s*(load|url|include|extends)\s+([^%]*?)\s*%}")
REVERSE = re.compile(r"""\breverse(?:_lazy)?\(\s*["']([\w-]+):""")


def _template_arrows(text: str, libraries: dict, namespaces: dict) -> set[tuple[str, str]]:
    """(what, app) for each tag library, URL name and template a template text leans on."""
    arrows = set()
    for verb, argument in TAG.findall(text):
        if verb == "load":
            arrows |= {(f"load {lib}", libraries[lib]) for lib in argument.split() if lib in libraries}
        elif verb == "url":
            quoted = re.match(r"""["']([\w-]+):""", argument)
            if quoted and quoted.group(1) in namespaces:
                arrows.add((f"url {quoted.group(1)}", namespaces[quoted.group(1)]))
        else:
            quoted = re.match(r"""["']([^"']+)["']""", argument)
            if quoted:
                arrows.add((f"{verb} {quoted.group(1)}", _app_of_template(quoted.group(1))))
    return arrows


def _wrong_way(owner: str, arrows) -> list[str]:
    allowed = MAY_USE[owner] | {owner}
    return sorted(
        f"{what} ({app})"
        for what, app in arrows
        if app not in allowed and what not in DOORS.get((owner, app), ())
    )


def test_every_app_of_the_project_has_its_floor():
    """A new app in INSTALLED_APPS says which apps it may use before its imports are checked."""
    assert sorted(MAY_USE) == sorted(APPS)


def test_each_app_imports_only_the_floors_below_it():
    offenders = {}
    for app in APPS:
        for name, path in _files(app):
            if name in ROOF:
                continue
            wrong = sorted(
                i
                for i in _imports(path)
                if _app_of_module(i) and _app_of_module(i) not in MAY_USE[app] | {app}
            )
            if wrong:
                offenders[name] = wrong
    assert offenders == {}


def test_templates_and_reversed_url_names_point_down_too():
    libraries, namespaces = _tag_libraries(), _app_of_namespace()
    offenders = {}
    for path in TEMPLATES.rglob("*.html"):
        name = str(path.relative_to(TEMPLATES))
        wrong = _wrong_way(_app_of_template(name), _template_arrows(path.read_text(), libraries, namespaces))
        if wrong and name not in ROOF:
            offenders[name] = wrong
    for app in APPS:
        for module, path in _files(app):
            if module in ROOF:
                continue
            arrows = {
                (f"reverse {ns}", namespaces[ns])
                for ns in REVERSE.findall(path.read_text())
                if ns in namespaces
            }
            wrong = _wrong_way(app, arrows)
            if wrong:
                offenders[module] = wrong
    assert offenders == {}


def test_the_template_walker_sees_each_kind_of_arrow():
    """The check above can fail: a tag library, a URL name, an include and a reverse() that point
    up are all found, and the documented door is not."""
    libraries, namespaces = _tag_libraries(), _app_of_namespace()
    text = (
        '{% load marketing lead_islands %}{% url "leads-staff:contacts" %}'
        '{% include "forms/field.html" %}{% extends "marketing/page.html" %}'
    )
    arrows = _template_arrows(text, libraries, namespaces)
    assert _wrong_way("marketing", arrows) == [
        "include forms/field.html (forms)",
        "url leads-staff (staff)",
    ]
    assert _wrong_way("accounts", arrows) == [
        "extends marketing/page.html (marketing)",
        "include forms/field.html (forms)",
        "load lead_islands (forms)",
        "load marketing (marketing)",
        "url leads-staff (staff)",
    ]
    assert REVERSE.findall('x = reverse("leads-staff:stats")') == ["leads-staff"]
