"""Runs Lighthouse (mobile) on every public page and the lead forms' own pages (forms, thank-you
pages) of a production-mode server, in English and in Spanish (the same pages under /es/, issue
29), and prints the four category scores per page. Targets: performance >= 95, accessibility, best
practices and SEO 100.

    .venv/bin/python scripts/lighthouse.py [--only /pricing] [--only /es/precios]
    .venv/bin/python scripts/lighthouse.py --only "/insights/{newest}"

Uses Debian's Chromium (/usr/bin/chromium) and the lighthouse npm package; nothing is downloaded.
Exits non-zero when a page misses a target, naming the failing audits.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "bench"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from prodserver import ROOT, production_server  # noqa: E402

from tests.hardening.public_pages import (  # noqa: E402
    FORM_PAGES,
    INSIGHTS_PAGES,
    PUBLIC_PAGES,
    spanish_pages,
    with_newest_article,
)

TARGETS = {"performance": 95, "accessibility": 100, "best-practices": 100, "seo": 100}
CHROME_FLAGS = "--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking"


def audit(url: str, out: Path) -> dict:
    env = os.environ | {"CHROME_PATH": "/usr/bin/chromium"}
    subprocess.run(
        [
            str(ROOT / "node_modules" / ".bin" / "lighthouse"),
            url,
            "--quiet",
            "--output=json",
            f"--output-path={out}",
            f"--chrome-flags={CHROME_FLAGS}",
            "--form-factor=mobile",
            "--only-categories=performance,accessibility,best-practices,seo",
        ],
        env=env,
        check=True,
    )
    return json.loads(out.read_text())


def failing_audits(report: dict, category: str) -> list[str]:
    refs = report["categories"][category]["auditRefs"]
    names = []
    for ref in refs:
        result = report["audits"][ref["id"]]
        if ref.get("weight", 0) > 0 and result.get("score") is not None and result["score"] < 1:
            names.append(ref["id"])
    return names


def spanish_walk() -> list[str]:
    """The Spanish pages: the public pages' and the forms' counterparts under /es/ and the Spanish
    insights index. Their translated addresses come from Django's URLconf, so Django is set up in
    this process (the development profile unless DJANGO_ENV says otherwise) only to read it; the
    audited server runs apart, in production mode."""
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "agency.settings")
    import django

    django.setup()
    from agency.i18n import SPANISH, path_in_language

    return [*spanish_pages(), path_in_language(INSIGHTS_PAGES[0], SPANISH)]


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--only", action="append", help="audit only this path, English or Spanish (repeatable)"
    )
    args = parser.parse_args()
    pages = args.only or [*PUBLIC_PAGES, *INSIGHTS_PAGES, *FORM_PAGES, *spanish_walk()]

    misses = []
    print(f"{'page':<44} {'perf':>5} {'a11y':>5} {'best':>5} {'seo':>5}")
    # Uploads (the seed's pictures and their renditions) in a folder of the run's own, served by
    # Django as nginx would serve them in `make prod`.
    with (
        tempfile.TemporaryDirectory() as tmp,
        production_server(SERVE_MEDIA="true", MEDIA_ROOT=str(Path(tmp) / "media")) as server,
    ):
        # The newest article's address is the seed's: found on the running site's /insights.
        pages = with_newest_article(server.base_url, pages)
        for index, path in enumerate(pages):
            report = audit(server.base_url + path, Path(tmp) / f"{index}.json")
            scores = {key: round(report["categories"][key]["score"] * 100) for key in TARGETS}
            print(
                f"{path:<44} {scores['performance']:>5} {scores['accessibility']:>5} "
                f"{scores['best-practices']:>5} {scores['seo']:>5}",
                flush=True,
            )
            for key, target in TARGETS.items():
                if scores[key] < target:
                    misses.append(f"{path} {key} {scores[key]} < {target}: {failing_audits(report, key)}")
    if misses:
        print("\nBelow target:\n" + "\n".join(misses))
        sys.exit(1)
    print("\nEvery page meets every target.")


if __name__ == "__main__":
    main()
