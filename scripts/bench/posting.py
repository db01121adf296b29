"""What the POST benchmarks (leads.py, beacon.py) share: their command line, wrk sending one body
for a bounded time and read back, and a question to the server's database afterwards."""

import argparse
import re
import subprocess
import sys
import tempfile

from prodserver import ROOT, VENV

LUA = """
wrk.method = "POST"
%s
wrk.body = [[%s]]
"""


def arguments(doc: str) -> tuple[argparse.Namespace, list[tuple[str, str | None]]]:
    """The options both benchmarks take, and the databases to run on: (label, DATABASE_URL or None)."""
    parser = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=int, default=10)
    parser.add_argument("--connections", type=int, default=8)
    parser.add_argument("--postgres", default="postgres://postgres@127.0.0.1:5432/agency_bench")
    parser.add_argument("--sqlite-only", action="store_true")
    args = parser.parse_args()
    engines = [("SQLite", None)] + ([] if args.sqlite_only else [("PostgreSQL", args.postgres)])
    print(f"wrk: 2 threads, {args.connections} connections, {args.seconds} s; 2 gunicorn workers")
    return args, engines


def post_load(wrk_path: str, url: str, args: argparse.Namespace, body: str, headers: dict[str, str]) -> dict:
    """wrk POSTs `body` to `url` for args.seconds; any answer outside 2xx and 3xx ends the run.
    Returns the requests answered, requests per second and the p50 and p99 latencies."""
    header_lines = "\n".join(f'wrk.headers["{name}"] = "{value}"' for name, value in headers.items())
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as script:
        script.write(LUA % (header_lines, body))
    result = subprocess.run(
        [wrk_path, "-t2", f"-c{args.connections}", f"-d{args.seconds}s", "--latency", "-s", script.name, url],
        capture_output=True,
        text=True,
        check=True,
    )
    out = result.stdout
    if "Non-2xx or 3xx responses" in out:
        sys.exit(f"some requests were refused:\n{out}")

    def latency(pct: str) -> str:
        return re.search(rf"^\s+{pct}%\s+(\S+)", out, re.M).group(1)

    return {
        "requests": int(re.search(r"(\d+) requests in", out).group(1)),
        "rps": float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1)),
        "p50": latency("50"),
        "p99": latency("99"),
    }


def shell_answer(env: dict, code: str) -> str:
    """The last line `code` prints in the server's environment (`manage.py shell -c`)."""
    result = subprocess.run(
        [str(VENV / "python"), "manage.py", "shell", "-c", code],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    return result.stdout.strip().splitlines()[-1]
