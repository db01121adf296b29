"""Benchmark: a landing page under an A/B test through the `make prod` stack, against a static file
of the same size served by the same nginx (target: ratio >= 0.95).

    .venv/bin/python scripts/bench/ab_pages.py [--seconds 10] [--connections 16]

The stack starts with the seed; a test is started on /lp/san-diego-dental-seo (its hero gets a
version B), and the script waits until nginx draws both versions (the launcher rewrites its
configuration within PROD_AB_REFRESH_SECONDS). wrk then asks for the page with twenty user agents
in turn, so both versions are served, each from nginx's cache under its own key; the static twin
(the page's own HTML as a file) is asked for with the same rotation. Prints requests/second for
both and their ratio.
"""

import argparse
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
from prodserver import ROOT, VENV, ensure_tool, proxied_stack  # noqa: E402

PATH = "/lp/san-diego-dental-seo"
CHALLENGER = "Fill your chairs by June"
START = f"""
from decimal import Decimal
from campaigns.models import CampaignPage, Experiment, HeroBlock
from campaigns.services import experiment_start
page = CampaignPage.objects.get(slug="san-diego-dental-seo")
hero = HeroBlock.objects.filter(parent=page).first()
HeroBlock.objects.filter(pk=hero.pk).update(version="A")
hero.pk = None
hero.version = "B"
hero.heading_en = "{CHALLENGER}"
hero.ordering += 1
hero.save()
experiment_start(Experiment.objects.create(page=page, name="Bench", baseline_rate=Decimal("4")))
"""
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


def fetch(url: str, agent: str) -> bytes:
    context = ssl._create_unverified_context()  # noqa: S323 - the stack's self-signed certificate
    request = urllib.request.Request(url, headers={"User-Agent": agent})
    return urllib.request.urlopen(request, context=context).read()  # noqa: S310 - our own stack


def wrk(wrk_path: str, url: str, script: Path, seconds: int, connections: int) -> float:
    result = subprocess.run(
        [wrk_path, "-t2", f"-c{connections}", f"-d{seconds}s", "-s", str(script), url],
        capture_output=True,
        text=True,
        check=True,
    )
    if re.search(r"Non-2xx or 3xx responses: (\d+)", result.stdout):
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
    work = Path(tempfile.mkdtemp(prefix="agency-bench-ab-"))
    script = work / "rotation.lua"
    script.write_text(ROTATION)
    env: dict[str, str] = {}
    try:
        with proxied_stack(env_out=env, PROD_AB_REFRESH_SECONDS="1") as base_url:
            subprocess.run(
                [str(VENV / "python"), "manage.py", "shell", "--no-imports", "-c", START],
                cwd=ROOT, check=True,
                env=env | {"DJANGO_ENV": "production", "TRUSTED_PROXY_COUNT": "1", "SITE_URL": base_url},
            )  # fmt: skip
            agents = [
                f"Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 v{i}"
                for i in range(1, 21)
            ]
            deadline = time.monotonic() + 60
            while True:
                bodies = {agent: fetch(base_url + PATH, agent) for agent in agents}
                challengers = sum(CHALLENGER.encode() in body for body in bodies.values())
                if 0 < challengers < len(agents):
                    break
                if time.monotonic() > deadline:
                    sys.exit("nginx did not draw both versions within a minute")
                time.sleep(1)
            body = max(bodies.values(), key=len)
            static_dir.mkdir(parents=True, exist_ok=True)
            (static_dir / "ab.html").write_bytes(body)
            print(
                f"\nnginx (page cache) + gunicorn, HTTPS; {PATH} under an A/B test "
                f"({challengers} of 20 user agents see B); wrk: 2 threads, {args.connections} connections, "
                f"{args.seconds} s"
            )
            wrk(wrk_path, base_url + PATH, script, 2, args.connections)  # warm the caches
            page_rps = wrk(wrk_path, base_url + PATH, script, args.seconds, args.connections)
            static_rps = wrk(
                wrk_path, f"{base_url}/static/bench/ab.html", script, args.seconds, args.connections
            )
            print(f"{'path':<27} {'bytes':>7} {'page req/s':>11} {'static req/s':>13} {'ratio':>6}")
            print(
                f"{PATH:<27} {len(body):>7} {page_rps:>11.0f} {static_rps:>13.0f} "
                f"{page_rps / static_rps:>6.2f}"
            )
    finally:
        shutil.rmtree(static_dir, ignore_errors=True)
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
