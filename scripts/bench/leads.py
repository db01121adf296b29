"""Benchmark 3: lead submissions per second, with p50/p99 latency, on SQLite and PostgreSQL.

    .venv/bin/python scripts/bench/leads.py [--seconds 10] [--connections 8]
        [--postgres postgres://postgres@127.0.0.1:5432/agency_bench]

wrk POSTs the contact page's payload to /api/contact of a production-mode server (gunicorn, two
workers) with per-client throttling lifted for the run; every request must answer 201. Afterwards
the script counts the stored rows to prove every 201 was a stored lead.
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

PAYLOAD = {
    "name": "Jordan Rivera",
    "email": "jordan.rivera@example.com",
    "company": "Harbor Coffee Roasters",
    "phone": "+1 619 555 0147",
    "service": "seo",
    "message": "We would like to rank for specialty coffee searches across San Diego county.",
}
LUA = """
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = [[%s]]
"""
# Throttling exists to stop abuse from one client; the benchmark is one client on purpose.
UNTHROTTLED = {"LEADS_THROTTLE_BURST": "off", "LEADS_THROTTLE_SUSTAINED": "off"}


def run(wrk_path: str, url: str, seconds: int, connections: int) -> dict:
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as script:
        script.write(LUA % json.dumps(PAYLOAD))
    result = subprocess.run(
        [wrk_path, "-t2", f"-c{connections}", f"-d{seconds}s", "--latency", "-s", script.name, url],
        capture_output=True,
        text=True,
        check=True,
    )
    out = result.stdout
    if "Non-2xx or 3xx responses" in out:
        sys.exit(f"some submissions were refused:\n{out}")

    def latency(pct: str) -> str:
        return re.search(rf"^\s+{pct}%\s+(\S+)", out, re.M).group(1)

    return {
        "requests": int(re.search(r"(\d+) requests in", out).group(1)),
        "rps": float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1)),
        "p50": latency("50"),
        "p99": latency("99"),
    }


def stored_contacts(env: dict) -> int:
    code = "from leads.models import ContactSubmission; print(ContactSubmission.objects.count())"
    result = subprocess.run(
        [str(VENV / "python"), "manage.py", "shell", "-c", code],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    return int(result.stdout.strip().splitlines()[-1])


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
    print(f"{'database':<11} {'requests':>9} {'stored':>7} {'leads/s':>8} {'p50':>9} {'p99':>9}")
    for label, url in engines:
        with production_server(url, **UNTHROTTLED) as server:
            figures = run(wrk_path, server.base_url + "/api/contact", args.seconds, args.connections)
            stored = stored_contacts(server.env)
        if stored < figures["requests"]:
            sys.exit(f"{label}: {figures['requests']} requests answered but {stored} leads stored")
        print(
            f"{label:<11} {figures['requests']:>9} {stored:>7} {figures['rps']:>8.1f} "
            f"{figures['p50']:>9} {figures['p99']:>9}"
        )


if __name__ == "__main__":
    main()
