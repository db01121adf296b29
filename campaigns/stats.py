"""The arithmetic of an A/B test, fixed before it starts and read honestly after.

- Visitors needed per version: the two-proportion sample size (Fleiss, Levin & Paik, *Statistical
  Methods for Rates and Proportions*, 3rd ed., eq. 4.14, without continuity correction), two-sided,
  for the smallest lift worth detecting over the page's current rate, with unequal shares allowed.
  With three versions each challenger is compared with A at 5 % / 2 (Bonferroni), so the whole test
  keeps its 5 %.
- The difference of conversion rates (challenger minus A) with its interval: the normal (Wald)
  interval of a difference of two proportions.
- The sample-ratio check: Pearson's χ² of the exposures against the planned shares. A p below 0.001
  means the split itself went wrong (a cache serving one version, bots, a broken beacon): the
  numbers are not to be trusted, whatever they say.
- The verdict: "keep collecting" until every version has its planned visitors, so nobody decides by
  peeking at a difference that is still noise.

tests/campaigns/test_stats.py checks these against textbook values; scripts/bench/ab_simulation.py
checks the split and the interval's coverage on synthetic visitors.
"""

import math
from dataclasses import dataclass

from scipy import stats

ALPHA = 0.05
POWER = 0.80
SRM_ALPHA = 0.001


def comparison_alpha(versions: int) -> float:
    """The significance of each challenger-versus-A comparison (Bonferroni over the challengers)."""
    return ALPHA / max(versions - 1, 1)


def sample_size(
    baseline: float, lift: float, shares: tuple[float, float] = (0.5, 0.5), *, alpha=ALPHA, power=POWER
) -> tuple[int, int]:
    """Visitors needed for A and for a challenger: A converts at `baseline` (0-1), the challenger at
    baseline x (1 + lift), and they get `shares` of the traffic. Two-sided test at `alpha`."""
    p1 = baseline
    p2 = min(baseline * (1 + lift), 0.9999)
    ratio = shares[1] / shares[0]  # visitors of the challenger per visitor of A
    pooled = (p1 + ratio * p2) / (1 + ratio)
    z_alpha = stats.norm.ppf(1 - alpha / 2)
    z_beta = stats.norm.ppf(power)
    root = z_alpha * math.sqrt(pooled * (1 - pooled) * (1 + 1 / ratio)) + z_beta * math.sqrt(
        p1 * (1 - p1) + p2 * (1 - p2) / ratio
    )
    n_a = math.ceil(root**2 / (p2 - p1) ** 2)
    return n_a, math.ceil(n_a * ratio)


def visitors_needed(baseline: float, lift: float, split: list[int]) -> list[int]:
    """Visitors needed per version (A first) for a test with these shares in percent."""
    alpha = comparison_alpha(len(split))
    needs = [0] * len(split)
    for index in range(1, len(split)):
        n_a, n_other = sample_size(baseline, lift, (split[0], split[index]), alpha=alpha)
        needs[0] = max(needs[0], n_a)
        needs[index] = n_other
    return needs


@dataclass(frozen=True)
class Difference:
    value: float  # challenger's rate minus A's (0-1)
    low: float
    high: float


def difference_interval(
    conversions_a: int, visitors_a: int, conversions_b: int, visitors_b: int, *, alpha=ALPHA
) -> Difference | None:
    """B's rate minus A's with its two-sided (1 - alpha) normal interval; None without visitors."""
    if not visitors_a or not visitors_b:
        return None
    rate_a, rate_b = conversions_a / visitors_a, conversions_b / visitors_b
    error = math.sqrt(rate_a * (1 - rate_a) / visitors_a + rate_b * (1 - rate_b) / visitors_b)
    margin = stats.norm.ppf(1 - alpha / 2) * error
    value = rate_b - rate_a
    return Difference(value, value - margin, value + margin)


def sample_ratio_p(exposures: list[int], split: list[int]) -> float | None:
    """Pearson's χ² p-value of the exposures against the planned shares; None before any exposure."""
    total = sum(exposures)
    if not total:
        return None
    expected = [total * share / sum(split) for share in split]
    return float(stats.chisquare(exposures, f_exp=expected).pvalue)
