"""Benchmark 4: beacon requests per second (page views counted), with p50/p99 latency.

    .venv/bin/python scripts/bench/beacon.py [--seconds 10] [--connections 8]
        [--postgres postgres://postgres@127.0.0.1:5432/agency_bench] [--sqlite-only]

wrk POSTs a page view (the body the page's snippet sends with navigator.sendBeacon, from an ordinary
browser's user agent) to /api/beacon of gunicorn with two workers, as `make run` serves it, on
loopback only and for a bounded time. Every answer must be 204. The per-address throttle is lifted
for the run (one client on purpose, as the leads benchmark does). Afterwards the script sums the
day's stored totals, to prove every request was counted: one row, however many requests.
"""

import argparse
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from prodserver import ROOT, VENV, ensure_tool, production_server  # noqa: E402

BODY = {"p": "/pricing", "r": "https://www.google.com/", "u": {}}
AGENT = (
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"
)
LUA = """
wrk.method = "POST"
wrk.headers["Content-Type"] = "text/plain;charset=UTF-8"
wrk.headers["User-Agent"] = "%s"
wrk.body = [[%s]]
"""


def run(wrk_path: str, url: str, seconds: int, connections: int) -> dict:
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as script:
        script.write(LUA % (AGENT, json.dumps(BODY)))
    result = subprocess.run(
        [wrk_path, "-t2", f"-c{connections}", f"-d{seconds}s", "--latency", "-s", script.name, url],
        capture_output=True,
        text=True,
        check=True,
    )
    out = result.stdout
    if "Non-2xx or 3xx responses" in out:
        sys.exit(f"some beacons were refused:\n{out}")

    def latency(pct: str) -> str:
        return re.search(rf"^\s+{pct}%\s+(\S+)", out, re.M).group(1)

    return {
        "requests": int(re.search(r"(\d+) requests in", out).group(1)),
        "rps": float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1)),
        "p50": latency("50"),
        "p99": latency("99"),
    }


def stored(env: dict) -> tuple[int, int]:
    code = (
        "from django.db.models import Sum; from analytics.models import DailyCount; "
        "print(DailyCount.objects.count(), DailyCount.objects.aggregate(n=Sum('count'))['n'] or 0)"
    )
    result = subprocess.run(
        [str(VENV / "python"), "manage.py", "shell", "-c", code],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    rows, total = result.stdout.strip().splitlines()[-1].split()
    return int(rows), int(total)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--seconds", type=int, default=10)
    parser.add_argument("--connections", type=int, default=8)
    parser.add_argument("--postgres", default="postgres://postgres@127.0.0.1:5432/agency_bench")
    parser.add_argument("--sqlite-only", action="store_true")
    args = parser.parse_args()
    wrk_path = ensure_tool("wrk", "wrk")

    engines = [("SQLite", None)] + ([] if args.sqlite_only else [("PostgreSQL", args.postgres)])
    print(f"wrk: 2 threads, {args.connections} connections, {args.seconds} s; 2 gunicorn workers")
    print(
        f"{'database':<11} {'requests':>9} {'counted':>8} {'rows':>5} {'beacons/s':>10} {'p50':>9} {'p99':>9}"
    )
    for label, url in engines:
        with production_server(url, ANALYTICS_THROTTLE="off") as server:
            # Page views the server's own start-up check made are not in the count: start from here.
            before = stored(server.env)[1]
            figures = run(wrk_path, server.base_url + "/api/beacon", args.seconds, args.connections)
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
