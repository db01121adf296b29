"""Benchmark 1: pages per second for /, a service page and /pricing, against a static file of
the same size served by the same production server (gunicorn + whitenoise), under wrk on loopback.

    .venv/bin/python scripts/bench/pages.py [--seconds 10] [--connections 16]

Prints requests/second for each page and its static twin, and their ratio (target >= 0.5).
"""

import argparse
import re
import shutil
import subprocess
import sys
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from prodserver import ROOT, ensure_tool, production_server  # noqa: E402

PAGES = {"home": "/", "service": "/services/seo", "pricing": "/pricing"}


def wrk(wrk_path: str, url: str, seconds: int, connections: int) -> float:
    result = subprocess.run(
        [wrk_path, "-t2", f"-c{connections}", f"-d{seconds}s", url],
        capture_output=True,
        text=True,
        check=True,
    )
    errors = re.search(r"Non-2xx or 3xx responses: (\d+)", result.stdout)
    if errors:
        sys.exit(f"{url} answered errors under load:\n{result.stdout}")
    return float(re.search(r"Requests/sec:\s+([\d.]+)", result.stdout).group(1))


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--seconds", type=int, default=10)
    parser.add_argument("--connections", type=int, default=16)
    args = parser.parse_args()
    wrk_path = ensure_tool("wrk", "wrk")

    static_dir = ROOT / "staticfiles" / "bench"
    try:
        run_benchmark(wrk_path, args, static_dir)
    finally:
        # After the server has stopped: requests wrk left queued are still answered until then.
        shutil.rmtree(static_dir, ignore_errors=True)


def run_benchmark(wrk_path: str, args: argparse.Namespace, static_dir: Path) -> None:
    with production_server() as server:
        # Static twins: each page's own HTML, saved as a file whitenoise serves (it indexes
        # STATIC_ROOT when it starts, hence the restart).
        static_dir.mkdir(parents=True, exist_ok=True)
        sizes = {}
        for name, path in PAGES.items():
            body = urllib.request.urlopen(server.base_url + path).read()  # noqa: S310 - loopback
            (static_dir / f"{name}.html").write_bytes(body)
            sizes[name] = len(body)
        server.restart()
        print(f"wrk: 2 threads, {args.connections} connections, {args.seconds} s per URL; 2 gunicorn workers")
        print(f"{'page':<9} {'path':<15} {'bytes':>7} {'page req/s':>11} {'static req/s':>13} {'ratio':>6}")
        for name, path in PAGES.items():
            wrk(wrk_path, server.base_url + path, 2, args.connections)  # warm the page cache
            page_rps = wrk(wrk_path, server.base_url + path, args.seconds, args.connections)
            static_rps = wrk(
                wrk_path, f"{server.base_url}/static/bench/{name}.html", args.seconds, args.connections
            )
            ratio = page_rps / static_rps
            print(
                f"{name:<9} {path:<15} {sizes[name]:>7} {page_rps:>11.0f} {static_rps:>13.0f} {ratio:>6.2f}"
            )


if __name__ == "__main__":
    main()
