"""Benchmark: every public page rendered uncached, through gunicorn alone (production settings,
Django's page cache off: PAGE_CACHE_SECONDS=0), one request at a time on loopback.

    .venv/bin/python scripts/bench/uncached.py [--repeat 10] [--database-url postgres://...]

The pages are the sitemap's (both languages, every article), the lead forms' own pages, the
sitemap itself, robots.txt and the feeds. Each is requested once to warm the process, then
`--repeat` times; prints each page's median and slowest time in milliseconds (the time until the
whole answer has arrived: on loopback, the server's time, which on a busy shared machine includes
the time the process waited for a core) and the CPU time the gunicorn worker spent per request
(from /proc: what rendering costs, whatever else runs on the machine), then the pages over the
target (50 ms) by either measure.
"""

import argparse
import os
import statistics
import sys
import time
import urllib.request
import xml.etree.ElementTree as ElementTree
from pathlib import Path
from urllib.parse import urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from prodserver import production_server  # noqa: E402

from tests.hardening.public_pages import FORM_PAGES  # noqa: E402

TARGET_MS = 50
EXTRA = ["/sitemap.xml", "/robots.txt", "/insights/feed.xml", "/insights/atom.xml"]


def fetch(url: str) -> tuple[int, float]:
    started = time.perf_counter()
    with urllib.request.urlopen(url, timeout=30) as response:  # noqa: S310 - loopback
        response.read()
        status = response.status
    return status, (time.perf_counter() - started) * 1000


def cpu_ms(pid: int) -> float:
    """CPU time (user + system) the process has used, in milliseconds."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")


def worker_pid(master: int) -> int:
    children = Path(f"/proc/{master}/task/{master}/children").read_text().split()
    return int(children[0])


def pages(base_url: str) -> list[str]:
    sitemap = urllib.request.urlopen(base_url + "/sitemap.xml", timeout=30).read()  # noqa: S310
    namespace = "{http://www.sitemaps.org/schemas/sitemap/0.9}"
    # Our own sitemap, from the server this script started.
    root = ElementTree.fromstring(sitemap)  # noqa: S314
    listed = [urlsplit(loc.text).path for loc in root.iter(f"{namespace}loc")]
    return list(dict.fromkeys([*listed, *FORM_PAGES, *EXTRA]))


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--repeat", type=int, default=10)
    parser.add_argument("--database-url", help="PostgreSQL (a database of its own, recreated)")
    args = parser.parse_args()
    with production_server(args.database_url, workers=1, PAGE_CACHE_SECONDS="0") as server:
        paths = pages(server.base_url)
        worker = worker_pid(server.process.pid)
        print(f"{len(paths)} pages, uncached, gunicorn alone (1 worker), {args.repeat} requests each")
        print(f"{'path':<58} {'median ms':>10} {'slowest ms':>11} {'CPU ms':>7}")
        slow, medians, cpus = [], [], []
        for path in paths:
            fetch(server.base_url + path)
            times = []
            cpu_before = cpu_ms(worker)
            for _ in range(args.repeat):
                status, elapsed = fetch(server.base_url + path)
                if status != 200:
                    sys.exit(f"{path} answered {status}")
                times.append(elapsed)
            cpu = (cpu_ms(worker) - cpu_before) / args.repeat
            median = statistics.median(times)
            medians.append(median)
            cpus.append(cpu)
            print(f"{path:<58} {median:>10.1f} {max(times):>11.1f} {cpu:>7.1f}", flush=True)
            if median > TARGET_MS or cpu > TARGET_MS:
                slow.append(path)
        print(f"\nmedian of the medians {statistics.median(medians):.1f} ms", end="; ")
        print(
            f"slowest median {max(medians):.1f} ms; CPU per request: median {statistics.median(cpus):.1f} ms,"
        )
        print(f" highest {max(cpus):.1f} ms")
        print(f"over {TARGET_MS} ms: {', '.join(slow) if slow else 'none'}")


if __name__ == "__main__":
    main()
