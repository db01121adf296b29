"""Benchmark: a landing page under an A/B test through the `make prod` stack, against a static file
of the same bytes served by the same nginx (target: ratio >= 0.95).

    .venv/bin/python scripts/bench/ab_pages.py [--seconds 10] [--connections 16]

A test of /lp/san-diego-dental-seo (its hero gets a version B) is running before the stack starts,
so nginx draws both versions from its first configuration and the launcher's A/B watch has nothing
to do during the measurement (`PROXY_AB_REFRESH_SECONDS=0`; at 1 s it started Django every second).
wrk then asks for the page with twenty user agents in turn, so both versions are served, each from
nginx's cache under its own key; the static twin is the page as nginx sends it (the plain HTML, and
beside it the gzipped bytes nginx stores, for `gzip_static`), asked for with the same rotation.

Two kinds of client: a browser (`Accept-Encoding: gzip, deflate, br`, the goal's figure: both sides
send the same gzipped bytes) and a client that takes no compression (wrk's default: the page is
unpacked per request, the twin is a plain file). For each, requests/second of both and their ratio,
and the CPU time nginx's workers spent per request (from /proc: on a shared machine wrk's rate moves
with others' work, the CPU per request much less).
"""

import argparse
import gzip
import os
import re
import shutil
import ssl
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from prodserver import ROOT, ensure_tool, proxied_stack  # noqa: E402

sys.path.insert(0, str(ROOT))
from tests.campaigns.dental_ab_test import CHALLENGER, dental_test_shell  # noqa: E402
from tests.campaigns.dental_ab_test import PAGE as PATH  # noqa: E402

START = dental_test_shell("Bench")
AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 v"
# Twenty visitors in turn: the split sends some to each version.
ROTATION = """
local agents = {}
local base = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 v"
for i = 1, 20 do agents[i] = base .. i end
local n = 0
request = function()
  n = n + 1
  wrk.headers["User-Agent"] = agents[(n % 20) + 1]
  return wrk.format(nil)
end
"""
BROWSER_ENCODING = "gzip, deflate, br"
CLIENTS = {"browser (gzip)": ["-H", f"Accept-Encoding: {BROWSER_ENCODING}"], "no compression": []}


def fetch(url: str, agent: str, encoding: str = "") -> bytes:
    context = ssl._create_unverified_context()  # noqa: S323 - the stack's self-signed certificate
    headers = {"User-Agent": agent} | ({"Accept-Encoding": encoding} if encoding else {})
    request = urllib.request.Request(url, headers=headers)
    return urllib.request.urlopen(request, context=context).read()  # noqa: S310 - our own stack


class NginxCpu:
    """CPU time (user + system) of the stack's nginx workers, from /proc."""

    def __init__(self, state: Path):
        self.master = int((state / "nginx" / "nginx.pid").read_text())

    def seconds(self) -> float:
        listed = subprocess.run(
            ["ps", "--ppid", str(self.master), "-o", "pid=,args="], capture_output=True, text=True, check=True
        ).stdout
        ticks = 0
        for line in listed.splitlines():
            pid, _, args = line.strip().partition(" ")
            if "worker process" in args:
                fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
                ticks += int(fields[11]) + int(fields[12])
        return ticks / os.sysconf("SC_CLK_TCK")


def wrk(command: list[str], url: str, cpu: NginxCpu) -> tuple[float, float]:
    """Requests/second and nginx's CPU microseconds per request."""
    before = cpu.seconds()
    result = subprocess.run(
        [*command, url],
        capture_output=True,
        text=True,
        check=True,
    )
    spent = cpu.seconds() - before
    if re.search(r"Non-2xx or 3xx responses: (\d+)", result.stdout):
        sys.exit(f"{url} answered errors under load:\n{result.stdout}")
    requests = int(re.search(r"(\d+) requests in", result.stdout).group(1))
    rate = float(re.search(r"Requests/sec:\s+([\d.]+)", result.stdout).group(1))
    return rate, spent / requests * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--seconds", type=int, default=10)
    parser.add_argument("--connections", type=int, default=16)
    args = parser.parse_args()
    wrk_path = ensure_tool("wrk", "wrk")
    static_dir = ROOT / "staticfiles" / "bench"
    work = Path(tempfile.mkdtemp(prefix="agency-bench-ab-"))
    script = work / "rotation.lua"
    script.write_text(ROTATION)
    env: dict[str, str] = {}
    try:
        with proxied_stack(env_out=env, prepare=[START], PROXY_AB_REFRESH_SECONDS="0") as base_url:
            agents = [f"{AGENT}{i}" for i in range(1, 21)]
            deadline = time.monotonic() + 60
            while True:
                bodies = {agent: fetch(base_url + PATH, agent) for agent in agents}
                challengers = sum(CHALLENGER.encode() in body for body in bodies.values())
                if 0 < challengers < len(agents):
                    break
                if time.monotonic() > deadline:
                    sys.exit("nginx did not draw both versions within a minute")
                time.sleep(1)
            # The twin: the larger version, plain and in the very gzipped bytes nginx keeps for it.
            agent = max(bodies, key=lambda name: len(bodies[name]))
            body = bodies[agent]
            packed = fetch(base_url + PATH, agent, BROWSER_ENCODING)
            assert gzip.decompress(packed) == body, "nginx did not send the page gzipped"
            static_dir.mkdir(parents=True, exist_ok=True)
            (static_dir / "ab.html").write_bytes(body)
            (static_dir / "ab.html.gz").write_bytes(packed)
            cpu = NginxCpu(Path(env["PROD_STATE_DIR"]))
            print(
                f"\nnginx (page cache) + gunicorn, HTTPS; {PATH} under an A/B test "
                f"({challengers} of 20 user agents see B); wrk: 2 threads, {args.connections} connections, "
                f"{args.seconds} s; load average {os.getloadavg()[0]:.1f}"
            )
            print(
                f"{'client':<16} {'bytes':>7} {'page req/s':>11} {'static req/s':>13} {'ratio':>6} "
                f"{'page CPU/req':>13} {'static CPU/req':>15}"
            )
            for client, extra in CLIENTS.items():
                command = [wrk_path, "-t2", f"-c{args.connections}", "-s", str(script), *extra]
                timed = [*command, f"-d{args.seconds}s"]
                wrk([*command, "-d2s"], base_url + PATH, cpu)  # warm the caches
                page_rps, page_cpu = wrk(timed, base_url + PATH, cpu)
                static_rps, static_cpu = wrk(timed, f"{base_url}/static/bench/ab.html", cpu)
                size = len(packed) if extra else len(body)
                ratio = page_rps / static_rps
                print(
                    f"{client:<16} {size:>7} {page_rps:>11.0f} {static_rps:>13.0f} {ratio:>6.2f} "
                    f"{page_cpu:>10.0f} µs {static_cpu:>12.0f} µs",
                    flush=True,
                )
            print(f"load average at the end {os.getloadavg()[0]:.1f}")
    finally:
        shutil.rmtree(static_dir, ignore_errors=True)
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
