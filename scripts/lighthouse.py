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
import datetime
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
    NEWEST_ARTICLE,
    PUBLIC_PAGES,
    SEARCH_PAGES,
    kept_from_search_engines,
    spanish_pages,
    with_newest_article,
)

TARGETS = {"performance": 99, "accessibility": 100, "best-practices": 100, "seo": 100}
HOME_PAGES = ("/", "/es/")
HOME_PERFORMANCE = 100
RECORD = ROOT / "docs" / "developers" / "lighthouse-figures.json"
# The metrics recorded beside the scores, in milliseconds (CLS unitless).
METRICS = {
    "fcp": "first-contentful-paint",
    "lcp": "largest-contentful-paint",
    "tbt": "total-blocking-time",
    "si": "speed-index",
    "cls": "cumulative-layout-shift",
}
CHROME_FLAGS = "--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking"


def audit(url: str, out: Path, attempts: int = 3) -> dict:
    """One Lighthouse report. On a loaded machine Lighthouse itself sometimes fails to record the
    load (NO_NAVSTART, no report): it is tried again, up to `attempts` times in all."""
    env = os.environ | {"CHROME_PATH": "/usr/bin/chromium"}
    for attempt in range(1, attempts + 1):
        finished = subprocess.run(
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
            check=attempt == attempts,
        )
        if finished.returncode == 0:
            break
    return json.loads(out.read_text())


def failing_audits(report: dict, category: str) -> list[str]:
    refs = report["categories"][category]["auditRefs"]
    names = []
    for ref in refs:
        result = report["audits"][ref["id"]]
        if ref.get("weight", 0) > 0 and result.get("score") is not None and result["score"] < 1:
            names.append(ref["id"])
    return names


def target(path: str, category: str) -> int:
    if category == "performance" and path in HOME_PAGES:
        return HOME_PERFORMANCE
    return TARGETS[category]


def misses(path: str, figures: dict) -> list[str]:
    """The page's categories below target, each with its failing audits. A page kept from search
    engines on purpose (NOINDEX_PAGES in either language, SEARCH_PAGES) may fail the "is crawlable"
    audit alone."""
    found = []
    for category in TARGETS:
        failing = figures["failing"][category]
        excused = category == "seo" and failing == ["is-crawlable"] and is_noindex(path)
        if figures[category] < target(path, category) and not excused:
            found.append(f"{path} {category} {figures[category]} < {target(path, category)}: {failing}")
    return found


def is_noindex(path: str) -> bool:
    return kept_from_search_engines(path)


def figures_of(report: dict) -> dict:
    figures = {key: round(report["categories"][key]["score"] * 100) for key in TARGETS}
    for name, audit_id in METRICS.items():
        value = report["audits"][audit_id]["numericValue"]
        figures[name] = round(value, 3) if name == "cls" else round(value)
    figures["failing"] = {key: failing_audits(report, key) for key in TARGETS}
    figures["load"] = round(os.getloadavg()[0], 1)  # the machine's, as the audit ended
    return figures


def median_run(runs: list[dict]) -> dict:
    """The run whose performance score is the median (the lower middle one for an even count)."""
    ordered = sorted(runs, key=lambda figures: (figures["performance"], -figures["lcp"]))
    return ordered[(len(ordered) - 1) // 2] | {"runs": len(runs)}


def record(measured: dict[str, dict]) -> None:
    """Writes the pages' figures into the record, keeping the other pages' (older) figures."""
    kept = json.loads(RECORD.read_text())["pages"] if RECORD.exists() else {}
    today = datetime.date.today().isoformat()
    for path, figures in measured.items():
        kept[path] = figures | {"measured": today}
    RECORD.write_text(
        json.dumps(
            {
                "about": "Lighthouse (mobile) per page, median of `runs`, written by scripts/lighthouse.py",
                "lighthouse": lighthouse_version(),
                "pages": kept,
            },
            indent=1,
            ensure_ascii=False,
        )
        + "\n"
    )


def lighthouse_version() -> str:
    package = ROOT / "node_modules" / "lighthouse" / "package.json"
    return json.loads(package.read_text())["version"]


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
    parser.add_argument("--runs", type=int, default=1, help="audits per page; the median is kept")
    args = parser.parse_args()
    pages = args.only or [*PUBLIC_PAGES, *INSIGHTS_PAGES, *FORM_PAGES, *spanish_walk(), *SEARCH_PAGES]

    below = []
    measured = {}
    print(f"{'page':<44} {'perf':>5} {'a11y':>5} {'best':>5} {'seo':>5}")
    # Uploads (the seed's pictures and their renditions) in a folder of the run's own, served by
    # Django as nginx would serve them in `make prod`.
    with (
        tempfile.TemporaryDirectory() as tmp,
        production_server(SERVE_MEDIA="true", MEDIA_ROOT=str(Path(tmp) / "media")) as server,
    ):
        # The newest article's address is the seed's: found on the running site's /insights.
        before = set(pages)
        pages = with_newest_article(server.base_url, pages)
        newest = set(pages) - before
        for index, path in enumerate(pages):
            runs = []
            for run in range(args.runs):
                report = audit(server.base_url + path, Path(tmp) / f"{index}-{run}.json")
                runs.append(figures_of(report))
                scores = runs[-1]
                print(
                    f"{path:<44} {scores['performance']:>5} {scores['accessibility']:>5} "
                    f"{scores['best-practices']:>5} {scores['seo']:>5}   FCP {scores['fcp']} ms, "
                    f"LCP {scores['lcp']} ms, TBT {scores['tbt']} ms",
                    flush=True,
                )
            # The newest article is recorded under its placeholder: its address is the seed's.
            name = NEWEST_ARTICLE if path in newest else path
            measured[name] = median_run(runs)
            below += misses(name, measured[name])
    record(measured)
    if args.runs > 1:
        print("\nMedian runs:")
        for path, figures in measured.items():
            print(f"{path:<44} {figures['performance']:>5}   LCP {figures['lcp']} ms")
    if below:
        print("\nBelow target:\n" + "\n".join(below))
        sys.exit(1)
    print("\nEvery page meets every target.")


if __name__ == "__main__":
    main()
