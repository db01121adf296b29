"""The A/B tests' statistics on synthetic visitors whose conversion rates are known.

    .venv/bin/python scripts/bench/ab_simulation.py [--visitors 10000] [--repetitions 200]
        [--rate-a 0.05] [--rate-b 0.06] [--split 50] [--seed 47]

Each repetition is one test (its own key) with VISITORS visitors, each a random address and a user
agent from a mix of browser builds. Every visitor is given a version exactly as the site does
(campaigns.assignment: nginx's split_clients hash of address, user agent and the test's key), then
converts with the known rate of that version. The script prints, and checks:

- the split: the share of visitors each version got, over all runs (within 1 point of the plan),
  and how far a single run strayed;
- the sample-ratio check (campaigns.stats.sample_ratio_p): how often it cried wolf (p < 0.001 on a
  split that is fine by construction: about 0.1 % of runs is expected);
- the interval (campaigns.stats.difference_interval): how often the reported 95 % interval holds the
  true difference, rate B - rate A (93-97 % of the runs).

It exits with 1 when a check fails. No database, no server: the same functions the site runs.
"""

import argparse
import os
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "agency.settings")

from campaigns.assignment import version_for  # noqa: E402 - plain functions, no Django setup needed
from campaigns.stats import SRM_ALPHA, difference_interval, sample_ratio_p  # noqa: E402

AGENTS = [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/{n}.0 Safari/537.36",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_{n} like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.{n} Safari",
    "Mozilla/5.0 (Linux; Android 15; Pixel {n}) AppleWebKit/537.36 Chrome/131.0 Mobile Safari",
    "Mozilla/5.0 (X11; Linux x86_64; rv:{n}.0) Gecko/20100101 Firefox/{n}.0",
]


def visitor(rng: random.Random) -> tuple[str, str]:
    if rng.random() < 0.2:  # a fifth on IPv6
        address = ":".join(f"{rng.getrandbits(16):x}" for _ in range(8))
    else:
        address = ".".join(str(rng.randrange(1, 255)) for _ in range(4))
    return address, rng.choice(AGENTS).format(n=rng.randrange(1, 140))


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--visitors", type=int, default=10_000)
    parser.add_argument("--repetitions", type=int, default=200)
    parser.add_argument("--rate-a", type=float, default=0.05)
    parser.add_argument("--rate-b", type=float, default=0.06)
    parser.add_argument("--split", type=int, default=50, help="percent of the visitors for A")
    parser.add_argument("--seed", type=int, default=47)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    split = [args.split, 100 - args.split]
    rates = {"A": args.rate_a, "B": args.rate_b}
    truth = args.rate_b - args.rate_a

    shown_a_total = covered = false_alarms = 0
    worst = 0.0
    for run in range(args.repetitions):
        key = f"t{run + 1}"
        counts = {"A": [0, 0], "B": [0, 0]}  # visitors, conversions
        for _ in range(args.visitors):
            address, agent = visitor(rng)
            version = version_for(address, agent, key, split)
            counts[version][0] += 1
            counts[version][1] += rng.random() < rates[version]
        (visitors_a, leads_a), (visitors_b, leads_b) = counts["A"], counts["B"]
        shown_a_total += visitors_a
        worst = max(worst, abs(visitors_a / args.visitors - args.split / 100))
        interval = difference_interval(leads_a, visitors_a, leads_b, visitors_b)
        covered += interval is not None and interval.low <= truth <= interval.high
        false_alarms += (sample_ratio_p([visitors_a, visitors_b], split) or 1) < SRM_ALPHA

    share_a = shown_a_total / (args.visitors * args.repetitions)
    coverage = covered / args.repetitions
    print(
        f"{args.repetitions} tests of {args.visitors:,} visitors, "
        f"A {args.rate_a:.2%} vs B {args.rate_b:.2%}, split {split}"
    )
    print(
        f"  split: A got {share_a:.2%} of all visitors (planned {args.split}%); "
        f"one run strayed at most {worst * 100:.2f} points"
    )
    print(f"  sample-ratio check: {false_alarms} false alarm(s) in {args.repetitions} runs (p < {SRM_ALPHA})")
    print(f"  95 % interval held the true difference ({truth:+.2%}) in {coverage:.1%} of the runs")
    checks = {
        "split within 1 point of the plan": abs(share_a - args.split / 100) <= 0.01,
        "interval coverage within 93-97 %": 0.93 <= coverage <= 0.97,
    }
    for name, passed in checks.items():
        print(f"  {'ok  ' if passed else 'FAIL'} {name}")
    return 0 if all(checks.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
