"""Every public page, in English and in Spanish, and the staff sign-in page is valid HTML to the W3C
Nu HTML Checker (issue 15, item 6; the Spanish pages under /es/, issue 29). The checker is the
`vnu-jar` npm package run once, on Java, over all the rendered pages: its start is the slow part."""

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from django.conf import settings

from tests.hardening.public_pages import FORM_PAGES, PUBLIC_PAGES, WORK_FILTER_PAGES, spanish_pages
from tests.support.seeded import site_content_load

pytestmark = pytest.mark.django_db

VNU_JAR = Path(settings.BASE_DIR) / "node_modules" / "vnu-jar" / "build" / "dist" / "vnu.jar"
CHECKED_PAGES = [*PUBLIC_PAGES, *WORK_FILTER_PAGES, *FORM_PAGES, "/admin", "/this-page-does-not-exist"]


def run_checker(files: list[Path]) -> list[dict]:
    """The checker's error messages for the files (warnings and info are left out)."""
    assert shutil.which("java"), "Java is needed to run the HTML checker"
    assert VNU_JAR.exists(), "run `npm ci`: the vnu-jar package provides the checker"
    # TieredStopAtLevel=1: the JVM compiles with its quick compiler only. A run lasts seconds, and
    # the optimising compiler's work never paid back: 18.6 CPU-seconds for the suite's five runs,
    # 8.5 without it, with the same report.
    result = subprocess.run(
        [
            "java",
            "-Xss2m",
            "-XX:TieredStopAtLevel=1",
            "-jar",
            str(VNU_JAR),
            "--errors-only",
            "--format",
            "json",
            *map(str, files),
        ],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    # The JSON report is written to stderr; exit status 1 only means "errors found".
    return json.loads(result.stderr)["messages"]


def test_the_checker_reports_a_broken_page(tmp_path):
    broken = tmp_path / "broken.html"
    broken.write_text('<!doctype html><html lang="en"><title>x</title><div aria-label="Menu">x</div></html>')
    assert run_checker([broken]), "the checker must flag an aria-label on a div with no role"


def page_file_name(path: str) -> str:
    """A rendered page's file name: its address's path, readable in the checker's report."""
    return (path.split("?")[0].strip("/").replace("/", "__") or "home") + ".html"


def test_every_public_page_in_both_languages_and_the_staff_sign_in_are_valid_html(client, tmp_path):
    site_content_load()
    files = []
    for path in [*CHECKED_PAGES, *spanish_pages()]:
        response = client.get(path)
        assert response.status_code == (404 if path == "/this-page-does-not-exist" else 200), path
        file = tmp_path / page_file_name(path)
        file.write_bytes(response.content)
        files.append(file)

    errors = run_checker(files)
    report = [
        f"{Path(m['url']).name}:{m.get('lastLine', '?')}: {m['message']} [{m.get('extract', '').strip()}]"
        for m in errors
    ]
    assert report == []


def test_lead_forms_that_come_back_with_errors_are_valid_html(client, tmp_path):
    """The pages a form post without JavaScript answers with: messages, summary, kept words."""
    site_content_load()
    posts = {
        "contact": ("/contact/send", {"source": "contact_page", "email": "not-an-email"}),
        "hero-quiz": ("/get-started", {"businessGoal": "Generate more leads", "email": "x@"}),
        "consultation": ("/ai-automation/consultation", {"teamSize": "huge"}),
        "pricing-step": ("/pricing/quote", {"step": "3", "business-type": "startup", "action": "next"}),
        "pricing-contact": ("/pricing/quote", {"step": "5", "business-type": "startup", "email": "x"}),
        # The same forms under /es/ come back with Spanish messages (issue 29).
        "es-contact": ("/es/contacto/enviar", {"source": "contact_page", "email": "not-an-email"}),
        "es-hero-quiz": ("/es/empezar", {"businessGoal": "Generate more leads", "email": "x@"}),
        "es-consultation": ("/es/automatizacion-ia/consulta", {"teamSize": "huge"}),
        "es-pricing-step": (
            "/es/precios/cotizacion",
            {"step": "3", "business-type": "startup", "action": "next"},
        ),
    }
    files = []
    for name, (path, data) in posts.items():
        response = client.post(path, data)
        assert response.status_code == 400, name
        file = tmp_path / f"{name}.html"
        file.write_bytes(response.content)
        files.append(file)

    assert [f"{Path(m['url']).name}: {m['message']}" for m in run_checker(files)] == []
