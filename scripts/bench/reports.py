"""Benchmark 5: the Reports view's queries over a year of daily totals.

    .venv/bin/python scripts/bench/reports.py [--paths 100] [--runs 7]
        [--postgres postgres://postgres@127.0.0.1:5432/agency_bench_reports] [--sqlite-only]

Seeds a fresh database (a temporary SQLite file, then PostgreSQL) with 365 days of page views for
`--paths` paths from four sources, every form's steps on every day, and 3,000 leads spread over the
year; then times each report the API serves for the whole year (the funnels, the attribution, views
and leads per day, and all three as GET /api/admin/reports answers them), the median of `--runs`
runs after one warm-up. Nothing is sent over the network.
"""

import argparse
import datetime as dt
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

SOURCES = [
    ("direct", "", ""),
    ("google.com", "referral", ""),
    ("newsletter", "email", "spring"),
    ("linkedin", "social", ""),
]


def seed(paths: int) -> tuple[int, int]:
    from django.utils import timezone

    from analytics.funnel_registry import FUNNELS
    from analytics.models import DailyCount
    from leads.models import ContactSubmission, Lead, LeadSource, QuoteRequest

    today = timezone.localdate()
    page_paths = ["/", "/pricing", "/contact", "/about"] + [
        f"/services/service-{n}" for n in range(paths - 4)
    ]
    rows = []
    for offset in range(365):
        day = today - dt.timedelta(days=offset)
        for index, path in enumerate(page_paths):
            for source, medium, campaign in SOURCES:
                count = 1 + (offset * 7 + index * 13) % 40
                rows.append(
                    DailyCount(
                        day=day, path=path, source=source, medium=medium, campaign=campaign, count=count
                    )
                )
        for funnel in FUNNELS.values():
            for position, (step, _label) in enumerate(funnel.steps):
                for source, medium, campaign in SOURCES[:2]:
                    count = max(1, 40 - position * 6 + offset % 5)
                    rows.append(
                        DailyCount(
                            day=day,
                            path="/",
                            source=source,
                            medium=medium,
                            campaign=campaign,
                            form=funnel.key,
                            step=step,
                            count=count,
                        )
                    )
    DailyCount.objects.bulk_create(rows, batch_size=5000)
    leads = []
    for n in range(3000):
        source, medium, campaign = SOURCES[n % 4]
        model = ContactSubmission if n % 2 else QuoteRequest
        fields = {
            "name": f"Visitor {n}",
            "email": f"visitor{n}@example.org",
            "source": LeadSource.CONTACT_PAGE if model is ContactSubmission else LeadSource.PRICING_QUIZ,
            "utm_source": source if medium != "referral" and source != "direct" else "",
            "utm_medium": medium if medium != "referral" else "",
            "utm_campaign": campaign,
            "referrer": "https://www.google.com/" if medium == "referral" else "",
            "landing_page": page_paths[n % len(page_paths)],
        }
        if model is ContactSubmission:
            fields["answers"] = {"service": "seo", "message": "We would like more bookings."}
        leads.append(model(**fields))
    Lead.objects.bulk_create(leads)
    return len(rows), len(leads)


def spread_leads() -> None:
    from django.db.models import F, Value
    from django.db.models.functions import Mod
    from django.utils import timezone

    from leads.models import Lead

    rows = list(Lead.objects.annotate(back=Mod(F("pk"), Value(365))).only("pk"))
    for row in rows:
        row.created_at = timezone.now() - dt.timedelta(days=row.back)
    Lead.objects.bulk_update(rows, ["created_at"], batch_size=1000)


def timed(function, runs: int) -> float:
    function()
    samples = []
    for _ in range(runs):
        started = time.perf_counter()
        function()
        samples.append((time.perf_counter() - started) * 1000)
    return statistics.median(samples)


def measure(label: str, database_url: str, paths: int, runs: int) -> None:
    os.environ["DATABASE_URL"] = database_url
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "agency.settings")
    import django

    django.setup()
    from django.contrib.auth import get_user_model
    from django.core.management import call_command
    from django.db import connection
    from django.test import RequestFactory
    from django.utils import timezone

    from analytics.selectors import funnel_reports
    from staff.apis import ReportsApi
    from staff.report_figures import attribution, per_day

    call_command("migrate", verbosity=0, interactive=False)
    started = time.perf_counter()
    count_rows, lead_rows = seed(paths)
    spread_leads()
    if connection.vendor == "postgresql":
        # A year-old table has been analysed many times over by autovacuum: plan with statistics,
        # as production does, not with the empty table's. (SQLite gathers none unless asked, and
        # Django never asks: its planner takes the covering index as it is.)
        with connection.cursor() as cursor:
            cursor.execute("ANALYZE")
    seeded = time.perf_counter() - started
    today = timezone.localdate()
    first = today - dt.timedelta(days=364)
    user = get_user_model().objects.create(username="bench", is_staff=True, is_superuser=True)
    request = RequestFactory().get(f"/api/admin/reports?dateFrom={first}&dateTo={today}")
    request.user = user
    request._dont_enforce_csrf_checks = True
    view = ReportsApi.as_view()

    def api():
        response = view(request)
        assert response.status_code == 200, response.status_code
        response.render()

    figures = {
        "funnels": timed(lambda: funnel_reports(first, today), runs),
        "attribution": timed(lambda: attribution(first, today), runs),
        "per day": timed(lambda: per_day(first, today), runs),
        "GET /api/admin/reports": timed(api, runs),
    }
    print(
        f"{label}: {count_rows} daily totals ({paths} paths x 365 days x 4 sources, and the forms' steps), "
        f"{lead_rows} leads, seeded in {seeded:.1f} s ({connection.vendor})"
    )
    for name, ms in figures.items():
        print(f"  {name:<24} {ms:>8.1f} ms (median of {runs})")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--paths", type=int, default=100)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--postgres", default="postgres://postgres@127.0.0.1:5432/agency_bench_reports")
    parser.add_argument("--sqlite-only", action="store_true")
    parser.add_argument("--engine", choices=["sqlite", "postgres"], help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.engine == "sqlite":
        with tempfile.TemporaryDirectory(prefix="agency-bench-reports-") as folder:
            measure("SQLite", f"sqlite:///{folder}/reports.sqlite3", args.paths, args.runs)
        return
    if args.engine == "postgres":
        # Appended, not put first: this folder's leads.py would hide the leads app.
        sys.path.append(str(Path(__file__).resolve().parent))
        from prodserver import reset_postgres

        reset_postgres(args.postgres)
        measure("PostgreSQL", args.postgres, args.paths, args.runs)
        return
    # Each database in a process of its own: Django is set up once per process.
    import subprocess

    engines = ["sqlite"] + ([] if args.sqlite_only else ["postgres"])
    for engine in engines:
        command = [
            sys.executable,
            __file__,
            "--engine",
            engine,
            "--paths",
            str(args.paths),
            "--runs",
            str(args.runs),
        ]
        subprocess.run([*command, "--postgres", args.postgres], check=True, cwd=ROOT)


if __name__ == "__main__":
    main()
