"""Benchmark: site search's answer time on the seeded content, uncached.

    .venv/bin/python scripts/bench/search.py [--runs 15] [--database-url postgres://...]

Migrates a fresh database (a temporary SQLite file unless --database-url names another), loads the
seed (`load_content`, which builds the search index), then asks every query of the project's test
set (tests/search/test_query_set.py, English and Spanish) `--runs` times after one warm-up, in
process through search.selectors.search (the database's match, the ranking, the snippets): the
median and the 95th percentile of all answers, per language, by the wall clock and by the
processor time this process spent (which a shared machine inflates less), and the slowest query.
Nothing is sent over the network and nothing is cached between runs but the stemmer's words.
"""

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--database-url", default="")
    options = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="bench-search-")
    os.environ["DATABASE_URL"] = options.database_url or f"sqlite:///{folder}/bench.sqlite3"
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "agency.settings")
    os.environ.setdefault("MEDIA_ROOT", f"{folder}/media")
    import django

    django.setup()
    from django.core.management import call_command
    from django.db import connection

    from search.selectors import search
    from tests.search.test_query_set import QUERIES

    call_command("migrate", verbosity=0, interactive=False)
    call_command("load_content", verbosity=0)
    wall: dict[str, list[float]] = {}
    cpu: dict[str, list[float]] = {}
    medians = []
    for language, query, _page in QUERIES:
        search(query, language)
        samples = []
        for _ in range(options.runs):
            started, processor = time.perf_counter(), time.process_time()
            search(query, language)
            samples.append((time.perf_counter() - started) * 1000)
            cpu.setdefault(language, []).append((time.process_time() - processor) * 1000)
        wall.setdefault(language, []).extend(samples)
        medians.append((statistics.median(samples), language, query))
    load = os.getloadavg()[0]
    print(f"search on {connection.vendor}, {len(QUERIES)} queries x {options.runs} runs, load {load:.1f}")
    for language in sorted(wall):
        for name, samples in (("wall", wall[language]), ("cpu", cpu[language])):
            p95 = statistics.quantiles(samples, n=20)[-1]
            print(f"  {language} {name}: median {statistics.median(samples):.1f} ms, p95 {p95:.1f} ms")
    slowest = max(medians)
    print(f"  slowest query (wall): {slowest[2]!r} ({slowest[1]}) median {slowest[0]:.1f} ms")


if __name__ == "__main__":
    main()
