"""Benchmark 4: beacon requests per second (page views counted), with p50/p99 latency.

    .venv/bin/python scripts/bench/beacon.py [--seconds 10] [--connections 8]
        [--postgres postgres://postgres@127.0.0.1:5432/agency_bench] [--sqlite-only]

wrk POSTs a page view (the body the page's snippet sends with navigator.sendBeacon, from an ordinary
browser's user agent) to /api/beacon of gunicorn with two workers, as `make run` serves it, on
loopback only and for a bounded time. Every answer must be 204. The per-address throttle is lifted
for the run (one client on purpose, as the leads benchmark does). Afterwards the script sums the
day's stored totals, to prove every request was counted: one row, however many requests.
"""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from posting import arguments, post_load, shell_answer  # noqa: E402
from prodserver import ensure_tool, production_server  # noqa: E402

BODY = {"p": "/pricing", "r": "https://www.google.com/", "u": {}}
AGENT = (
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"
)
HEADERS = {"Content-Type": "text/plain;charset=UTF-8", "User-Agent": AGENT}


def stored(env: dict) -> tuple[int, int]:
    code = (
        "from django.db.models import Sum; from analytics.models import DailyCount; "
        "print(DailyCount.objects.count(), DailyCount.objects.aggregate(n=Sum('count'))['n'] or 0)"
    )
    rows, total = shell_answer(env, code).split()
    return int(rows), int(total)


def main() -> None:
    args, engines = arguments(__doc__)
    wrk_path = ensure_tool("wrk", "wrk")
    print(
        f"{'database':<11} {'requests':>9} {'counted':>8} {'rows':>5} {'beacons/s':>10} {'p50':>9} {'p99':>9}"
    )
    for label, url in engines:
        with production_server(url, ANALYTICS_THROTTLE="off") as server:
            # Page views the server's own start-up check made are not in the count: start from here.
            before = stored(server.env)[1]
            figures = post_load(wrk_path, server.base_url + "/api/beacon", args, json.dumps(BODY), HEADERS)
            rows, total = stored(server.env)
        counted = total - before
        if counted < figures["requests"]:
            sys.exit(f"{label}: {figures['requests']} beacons answered but {counted} counted")
        print(
            f"{label:<11} {figures['requests']:>9} {counted:>8} {rows:>5} {figures['rps']:>10.1f} "
            f"{figures['p50']:>9} {figures['p99']:>9}"
        )


if __name__ == "__main__":
    main()
