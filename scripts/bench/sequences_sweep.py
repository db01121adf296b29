"""Benchmark: the follow-up sequences' due sweep over 100,000 enrollments.

    .venv/bin/python scripts/bench/sequences_sweep.py [--enrollments 100000] [--due 500] [--runs 7]
        [--postgres postgres://postgres@127.0.0.1:5432/agency_bench_sequences] [--sqlite-only]

Seeds a fresh database (a temporary SQLite file, then PostgreSQL) with one active three-step sequence
and `--enrollments` leads in it, their next steps due over the coming 30 days, `--due` of them due
now. Then times, the median of `--runs` runs after one warm-up:

- the sweep with nothing due (what almost every sweep finds): one read of the `next_due_at` index;
- finding the due ones among them all (the same read, with `--due` rows to return);
- one whole sweep of the `--due` due steps: lock, StepSend, the delivery and its task queued, the
  next step scheduled (run once: it changes the rows; the figure is per sweep and per step).

Nothing is sent: the deliveries' tasks stay queued.
"""

import argparse
import os
import statistics
import sys
import tempfile
import time
from datetime import timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))


def timed(function, runs: int) -> float:
    function()
    samples = []
    for _ in range(runs):
        started = time.perf_counter()
        function()
        samples.append((time.perf_counter() - started) * 1000)
    return statistics.median(samples)


def seed(enrollments: int, due: int):
    from django.utils import timezone

    from leads.models import Lead, LeadSource
    from sequences.models import DelayFrom, Enrollment, Sequence, SequenceStep

    sequence = Sequence.objects.create(name="Bench", coded_forms=["pricing_quiz"], active=True)
    for order in (1, 2, 3):
        SequenceStep.objects.create(
            sequence=sequence,
            order=order,
            delay=2,
            delay_from=DelayFrom.PREVIOUS,
            subject_en="Hello {first_name}",
            subject_es="Hola {first_name}",
            body_en="<p>Hello.</p>",
            body_es="<p>Hola.</p>",
        )
    now = timezone.now()
    leads = [
        Lead(
            name=f"Visitor {n}",
            email=f"visitor{n}@example.org",
            source=LeadSource.PRICING_QUIZ,
            form="pricing_quiz",
            language="es" if n % 3 == 0 else "en",
        )
        for n in range(enrollments)
    ]
    Lead.objects.bulk_create(leads, batch_size=5000)
    rows = []
    for n, lead in enumerate(Lead.objects.order_by("pk").only("pk", "email", "language")):
        # `due` of them a minute ago; the rest spread over the next 30 days.
        when = (
            now - timedelta(minutes=1) if n < due else now + timedelta(seconds=(n * 26) % (30 * 86400) + 60)
        )
        rows.append(
            Enrollment(
                lead=lead,
                sequence=sequence,
                address=lead.email,
                language=lead.language,
                entered_at=now - timedelta(days=1),
                next_due_at=when,
            )
        )
    Enrollment.objects.bulk_create(rows, batch_size=5000)
    return now


def measure(label: str, database_url: str, enrollments: int, due: int, runs: int) -> None:
    os.environ["DATABASE_URL"] = database_url
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "agency.settings")
    import django

    django.setup()
    from django.core.management import call_command
    from django.db import connection

    from sequences.models import Enrollment, EnrollmentState, StepSend
    from sequences.services import sequences_sweep

    call_command("migrate", verbosity=0, interactive=False)
    started = time.perf_counter()
    now = seed(enrollments, due)
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("ANALYZE")
    seeded = time.perf_counter() - started

    def due_ids(at):
        return list(
            Enrollment.objects.filter(next_due_at__lte=at, state=EnrollmentState.ACTIVE)
            .order_by("next_due_at")
            .values_list("pk", flat=True)[:500]
        )

    nothing_due = timed(lambda: sequences_sweep(now=now - timedelta(hours=1)), runs)
    finding = timed(lambda: due_ids(now), runs)
    started = time.perf_counter()
    queued = sequences_sweep(now=now)
    whole = (time.perf_counter() - started) * 1000
    assert queued == min(due, 500) == StepSend.objects.count(), (queued, StepSend.objects.count())
    print(f"{label}: {enrollments} enrollments, {due} due, seeded in {seeded:.1f} s ({connection.vendor})")
    print(f"  sweep, nothing due        {nothing_due:>8.1f} ms (median of {runs})")
    print(f"  find the {due} due          {finding:>8.1f} ms (median of {runs})")
    print(f"  sweep sending {queued} steps   {whole:>8.1f} ms ({whole / max(queued, 1):.2f} ms a step)")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--enrollments", type=int, default=100_000)
    parser.add_argument("--due", type=int, default=500)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--postgres", default="postgres://postgres@127.0.0.1:5432/agency_bench_sequences")
    parser.add_argument("--sqlite-only", action="store_true")
    parser.add_argument("--engine", choices=["sqlite", "postgres"], help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.engine == "sqlite":
        with tempfile.TemporaryDirectory(prefix="agency-bench-sequences-") as folder:
            measure("SQLite", f"sqlite:///{folder}/sequences.sqlite3", args.enrollments, args.due, args.runs)
        return
    if args.engine == "postgres":
        # Appended, not put first: this folder's leads.py would hide the leads app.
        sys.path.append(str(Path(__file__).resolve().parent))
        from prodserver import reset_postgres

        reset_postgres(args.postgres)
        measure("PostgreSQL", args.postgres, args.enrollments, args.due, args.runs)
        return
    # Each database in a process of its own: Django is set up once per process.
    import subprocess

    for engine in ["sqlite"] + ([] if args.sqlite_only else ["postgres"]):
        command = [sys.executable, __file__, "--engine", engine, "--enrollments", str(args.enrollments)]
        command += ["--due", str(args.due), "--runs", str(args.runs), "--postgres", args.postgres]
        subprocess.run(command, check=True)


if __name__ == "__main__":
    main()
