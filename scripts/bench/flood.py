"""Benchmark: one address floods the `make prod` stack with random-parameter requests while another
visitor browses; prints the other visitor's times.

    .venv/bin/python scripts/bench/flood.py [--seconds 10] [--connections 16]

The flood (wrk from 127.0.0.1, 2 threads, 16 connections): public pages with a random unknown
parameter (`/sitemap.xml?b=...`, `/?b=...`, `/insights?b=...`: nginx's cached copy, since a page's
cache key is its own parameters only) and articles that do not exist (`/insights/<random>`: a 404
from gunicorn each, so nginx's limit per address, PROXY_APP_RATE, refuses most with 429).

The other visitor (127.0.0.2, one request at a time, a pair every 200 ms): a cached page and an address
that reaches gunicorn (an article that does not exist). Prints the flood's requests/s and answers
and the visitor's median and 90th percentile for each (target: median under 50 ms).
"""

import argparse
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent))
from prodserver import ensure_tool, proxied_stack  # noqa: E402

FLOOD_SCRIPT = """
math.randomseed(os.time())
local paths = {"/sitemap.xml?b=", "/?b=", "/insights?b=", "/insights/flood-"}
local statuses = {}
request = function()
  local path = paths[math.random(#paths)] .. math.random(1, 1000000000)
  return wrk.format("GET", path, {["Host"] = "localhost"})
end
response = function(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end
"""


def visitor(base_url: str, stop: threading.Event, times: dict[str, list[float]]) -> None:
    transport = httpx.HTTPTransport(verify=False, local_address="127.0.0.2")
    with httpx.Client(transport=transport, timeout=30) as client:
        client.get(f"{base_url}/about")
        while not stop.is_set():
            for name, path in (
                ("cached page", "/about"),
                ("to gunicorn", f"/insights/visitor-{uuid.uuid4().hex[:8]}"),
            ):
                started = time.perf_counter()
                response = client.get(base_url + path)
                times[name].append((time.perf_counter() - started) * 1000)
                times.setdefault(f"{name} statuses", []).append(response.status_code)
            time.sleep(0.2)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--seconds", type=int, default=10)
    parser.add_argument("--connections", type=int, default=16)
    args = parser.parse_args()
    wrk = ensure_tool("wrk", "wrk")
    with proxied_stack() as base_url, tempfile.NamedTemporaryFile("w", suffix=".lua") as script:
        script.write(FLOOD_SCRIPT)
        script.flush()
        quiet: dict[str, list[float]] = {"cached page": [], "to gunicorn": []}
        stop = threading.Event()
        # The visitor alone first, then under the flood.
        thread = threading.Thread(target=visitor, args=(base_url, stop, quiet))
        thread.start()
        time.sleep(args.seconds / 2)
        stop.set()
        thread.join()
        flooded: dict[str, list[float]] = {"cached page": [], "to gunicorn": []}
        stop = threading.Event()
        thread = threading.Thread(target=visitor, args=(base_url, stop, flooded))
        thread.start()
        result = subprocess.run(
            [wrk, "-t2", f"-c{args.connections}", f"-d{args.seconds}s", "-s", script.name, base_url],
            capture_output=True, text=True, check=True,
        )  # fmt: skip
        stop.set()
        thread.join()
    rate = re.search(r"Requests/sec:\s+([\d.]+)", result.stdout).group(1)
    refused = re.search(r"Non-2xx or 3xx responses: (\d+)", result.stdout)
    total = re.search(r"(\d+) requests in", result.stdout).group(1)
    print(f"flood: wrk 2 threads, {args.connections} connections, {args.seconds} s from 127.0.0.1")
    print(
        f"  {total} requests, {rate} req/s, {refused.group(1) if refused else 0} answered other than 2xx/3xx"
    )
    print("other visitor (127.0.0.2), one request at a time:")
    for label, times in (("alone", quiet), ("during the flood", flooded)):
        for name in ("cached page", "to gunicorn"):
            values = times[name]
            p90 = statistics.quantiles(values, n=10)[-1] if len(values) > 1 else values[0]
            errors = sum(1 for status in times[f"{name} statuses"] if status >= 500 or status == 429)
            print(
                f"  {label:<17} {name:<12} {len(values):>4} requests",
                f" median {statistics.median(values):6.1f} ms  p90 {p90:6.1f} ms  429/5xx {errors}",
            )


if __name__ == "__main__":
    main()
