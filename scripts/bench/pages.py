"""Benchmark 1: pages per second for /, a service page and /pricing, against a static file of
the same size served by the same server, under wrk on loopback, twice:

1. gunicorn alone (+ whitenoise for the static twin), production settings, plain HTTP;
2. the stack of `make prod`: nginx over HTTPS in front (the page from nginx's cache, the static
   twin from disk by nginx).

    .venv/bin/python scripts/bench/pages.py [--seconds 10] [--connections 16] [--only proxy|gunicorn]

Prints requests/second for each page and its static twin, and their ratio (targets: gunicorn
alone >= 0.5; through the proxy >= 0.9).
"""

import argparse
import re
import shutil
import ssl
import subprocess
import sys
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from prodserver import ROOT, ensure_tool, production_server, proxied_stack  # noqa: E402

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
    parser.add_argument("--only", choices=["gunicorn", "proxy"], help="measure one of the two set-ups")
    args = parser.parse_args()
    wrk_path = ensure_tool("wrk", "wrk")

    static_dir = ROOT / "staticfiles" / "bench"
    try:
        run_benchmark(wrk_path, args, static_dir)
    finally:
        # After the server has stopped: requests wrk left queued are still answered until then.
        shutil.rmtree(static_dir, ignore_errors=True)


def run_benchmark(wrk_path: str, args: argparse.Namespace, static_dir: Path) -> None:
    sizes: dict[str, int] = {}
    if args.only != "proxy":
        with production_server() as server:
            save_static_twins(server.base_url, static_dir, sizes)
            # whitenoise indexes STATIC_ROOT when it starts, hence the restart.
            server.restart()
            print(
                f"\ngunicorn alone (2 workers), HTTP; wrk: 2 threads, {args.connections} connections, ",
                end="",
            )
            print(f"{args.seconds} s")
            measure(wrk_path, args, server.base_url, sizes)
    if args.only != "gunicorn":
        with proxied_stack() as base_url:
            if not sizes:
                save_static_twins(base_url, static_dir, sizes)
            print(
                f"\nnginx (page cache) + gunicorn (2 workers), HTTPS; wrk: 2 threads, "
                f"{args.connections} connections, {args.seconds} s"
            )
            measure(wrk_path, args, base_url, sizes)


def save_static_twins(base_url: str, static_dir: Path, sizes: dict[str, int]) -> None:
    """Each page's own HTML, saved as a static file the same server serves."""
    static_dir.mkdir(parents=True, exist_ok=True)
    context = ssl._create_unverified_context()  # noqa: S323 - the stack's self-signed certificate
    for name, path in PAGES.items():
        body = urllib.request.urlopen(base_url + path, context=context).read()
        (static_dir / f"{name}.html").write_bytes(body)
        sizes[name] = len(body)


def measure(wrk_path: str, args: argparse.Namespace, base_url: str, sizes: dict[str, int]) -> None:
    print(f"{'page':<9} {'path':<15} {'bytes':>7} {'page req/s':>11} {'static req/s':>13} {'ratio':>6}")
    for name, path in PAGES.items():
        wrk(wrk_path, base_url + path, 2, args.connections)  # warm the caches
        page_rps = wrk(wrk_path, base_url + path, args.seconds, args.connections)
        static_rps = wrk(wrk_path, f"{base_url}/static/bench/{name}.html", args.seconds, args.connections)
        ratio = page_rps / static_rps
        print(
            f"{name:<9} {path:<15} {sizes[name]:>7} {page_rps:>11.0f} {static_rps:>13.0f} {ratio:>6.2f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
