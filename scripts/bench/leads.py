"""Benchmark 3: lead submissions per second, with p50/p99 latency, on SQLite and PostgreSQL.

    .venv/bin/python scripts/bench/leads.py [--seconds 10] [--connections 8]
        [--postgres postgres://postgres@127.0.0.1:5432/agency_bench]

wrk POSTs the contact page's payload to /api/contact of a production-mode server (gunicorn, two
workers) with per-client throttling lifted for the run; every request must answer 201. Afterwards
the script counts the stored rows to prove every 201 was a stored lead.
"""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from posting import arguments, post_load, shell_answer  # noqa: E402
from prodserver import ensure_tool, production_server  # noqa: E402

PAYLOAD = {
    "name": "Jordan Rivera",
    "email": "jordan.rivera@example.com",
    "company": "Harbor Coffee Roasters",
    "phone": "+1 619 555 0147",
    "service": "seo",
    "message": "We would like to rank for specialty coffee searches across San Diego county.",
}
HEADERS = {"Content-Type": "application/json"}
# Throttling exists to stop abuse from one client; the benchmark is one client on purpose.
UNTHROTTLED = {"LEADS_THROTTLE_BURST": "off", "LEADS_THROTTLE_SUSTAINED": "off"}


def stored_contacts(env: dict) -> int:
    code = "from leads.models import ContactSubmission; print(ContactSubmission.objects.count())"
    return int(shell_answer(env, code))


def main() -> None:
    args, engines = arguments(__doc__)
    wrk_path = ensure_tool("wrk", "wrk")
    print(f"{'database':<11} {'requests':>9} {'stored':>7} {'leads/s':>8} {'p50':>9} {'p99':>9}")
    for label, url in engines:
        with production_server(url, **UNTHROTTLED) as server:
            figures = post_load(
                wrk_path, server.base_url + "/api/contact", args, json.dumps(PAYLOAD), HEADERS
            )
            stored = stored_contacts(server.env)
        if stored < figures["requests"]:
            sys.exit(f"{label}: {figures['requests']} requests answered but {stored} leads stored")
        print(
            f"{label:<11} {figures['requests']:>9} {stored:>7} {figures['rps']:>8.1f} "
            f"{figures['p50']:>9} {figures['p99']:>9}"
        )


if __name__ == "__main__":
    main()
