"""Move the form systems out of `leads` into the `forms` room (issue 53): `git mv` the modules and
the forms' templates, then rewrite every reference (imports, mock.patch strings, docs, comments).

Run from the repository's root on a tree where the modules still stand in `leads/`; running it
again does nothing. Migrations are never touched.
"""

import re
import subprocess
from pathlib import Path

MODULES = [
    "apis",
    "serializers",
    "api_docs",
    "http",
    "checks",
    "fields",
    "wording",
    "html_forms",
    "form_views",
    "form_urls",
    "islands",
    "fill_time",
    "funnels",
    "built_forms",
    "built_form_views",
    "admin_built_forms",
    "urls",
]
PACKAGES = ["templatetags", "management"]
MOVED = MODULES + PACKAGES
SKIP_PARTS = {"node_modules", ".venv", "migrations", ".git", "static_build", "locale", "test-fixtures"}
SUFFIXES = {".py", ".md", ".html", ".txt", ".ts", ".tsx", ".toml", ".cfg", ".ini", ".yml", ".yaml", ""}

NAMES = "|".join(MOVED)
DOTTED = re.compile(rf"(?<![\w.])leads\.({NAMES})\b")
PATHED = re.compile(rf"(?<![\w/.-])leads/({NAMES})(?=\.py\b|/)")
TEMPLATES = re.compile(r"(?<![\w/])leads/forms/")
FROM_LEADS = re.compile(r"^(\s*)from leads import ([\w, ]+?)(\s*#.*)?$", re.M)


def git(*args):
    subprocess.run(["git", *args], check=True)


def move():
    Path("forms").mkdir(exist_ok=True)
    for name in MODULES:
        if Path(f"leads/{name}.py").exists():
            git("mv", f"leads/{name}.py", f"forms/{name}.py")
    for name in PACKAGES:
        if Path(f"leads/{name}").exists():
            git("mv", f"leads/{name}", f"forms/{name}")
    if Path("templates/leads/forms").exists():
        git("mv", "templates/leads/forms", "templates/forms")


def split_from_leads(match):
    indent, names, comment = match.group(1), match.group(2), match.group(3) or ""
    parts = [n.strip() for n in names.split(",") if n.strip()]
    moved = [p for p in parts if p.split(" as ")[0] in MOVED]
    if not moved:
        return match.group(0)
    kept = [p for p in parts if p not in moved]
    lines = []
    if moved:
        lines.append(f"{indent}from forms import {', '.join(moved)}{comment}")
    if kept:
        lines.append(f"{indent}from leads import {', '.join(kept)}")
    return "\n".join(sorted(lines, key=lambda line: line.strip()))


def rewrite(path: Path):
    text = path.read_text()
    new = DOTTED.sub(lambda m: f"forms.{m.group(1)}", text)
    new = PATHED.sub(lambda m: f"forms/{m.group(1)}", new)
    new = TEMPLATES.sub("forms/", new)
    if path.suffix == ".py":
        new = FROM_LEADS.sub(split_from_leads, new)
    if new != text:
        path.write_text(new)
        print("rewrote", path)


def main():
    move()
    files = subprocess.run(["git", "ls-files"], capture_output=True, text=True, check=True).stdout.split()
    for name in files:
        path = Path(name)
        if SKIP_PARTS & set(path.parts) or path.suffix not in SUFFIXES or not path.is_file():
            continue
        if path.name == "move_forms_room.py":
            continue
        if path.suffix == "" and path.name != "Makefile":
            continue
        rewrite(path)


if __name__ == "__main__":
    main()
