"""Rolling-window rate limits kept in the shared cache, for every throttle of the site.

A limit of `count` per `period` holds over every window of that length, not only over calendar
minutes or days: 20/min never lets 40 requests through across a minute boundary, and 200/day
does not reset at midnight. The window is cut into BUCKETS slices, each an atomic cache counter
(Redis INCR in production, so every worker and machine counts together). A request is admitted
when the slices covering the last period, plus the slice it started in, hold no more than
`count` admitted requests including itself. Any window of `period` seconds lies inside those
BUCKETS + 1 slices, so the limit is never exceeded; the price is being strict by at most one
slice (a sixtieth of the period: a second for a per-minute limit). The slices are read with one
get_many (a single MGET on Redis). A refused request gives its count back, so a client hammering a
closed door does not keep it closed.

If the shared cache is unreachable (agency.cache logs it and answers as an empty cache), the
counters move to a memory of this process until it answers again: each process then counts on
its own, so the limits hold per process (a little looser with several processes) instead of
lapsing, and a request the limits admit is still served (a lead is never lost to an outage).

`RateThrottle` is the one throttle every API uses (the lead endpoints' burst and sustained limits,
registration, the subscribe form, the beacon): `limit(scope, setting)` makes one, naming its scope
(what counts together) and the setting that holds its rate.
`refusal(request, throttle_classes)` runs the same limits for a view that is not an API view (the
lead forms without JavaScript).
"""

import contextlib
import hashlib
import math
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from django.conf import settings
from django.core.cache import cache
from django.core.cache.backends.locmem import LocMemCache
from rest_framework.throttling import BaseThrottle

from agency.cache import shared_cache_down
from agency.client_address import client_ip

BUCKETS = 60


def now() -> float:
    return time.time()


def parse_rate(rate: str) -> tuple[int, int] | None:
    """ "20/min" -> (20, 60). "off", "none" or "" disables the limit. Raises on anything else."""
    rate = (rate or "").strip().lower()
    if rate in ("", "off", "none"):
        return None
    count, _, period = rate.partition("/")
    seconds = {"s": 1, "m": 60, "h": 3600, "d": 86400}[period.strip()[:1]]
    limit = int(count)
    if limit < 1:
        raise ValueError("A rate allows at least one request.")
    return limit, seconds


@dataclass(frozen=True)
class Verdict:
    allowed: bool
    wait: float = 0.0  # seconds until one more request would be admitted


# This process's counters while the shared cache is down (LocMemCache: one store per name,
# shared by the process's threads, with its own lock).
LOCAL_COUNTERS = LocMemCache("agency-throttle-fallback", {"OPTIONS": {"MAX_ENTRIES": 50_000}})


def hit(scope: str, identity: str, limit: int, period: int) -> Verdict:
    """Counts one request by `identity` (hashed before it reaches the cache) against `scope`."""
    # The shared cache is always asked first: while Redis is down it answers at once (an empty cache,
    # retrying Redis every CACHE_RETRY_SECONDS), so a process that only throttles still notices
    # when Redis is back. What a down cache answered counted nothing: this process counts instead.
    verdict = _hit(cache, scope, identity, limit, period)
    if shared_cache_down():
        return _hit(LOCAL_COUNTERS, scope, identity, limit, period)
    return verdict


def _hit(cache, scope: str, identity: str, limit: int, period: int) -> Verdict:
    width = period / BUCKETS
    current = now()
    slot = math.floor(current / width)
    subject = hashlib.sha256(identity.encode()).hexdigest()[:32]
    prefix = f"throttle:{scope}:{period}:{subject}"
    keys = [f"{prefix}:{index}" for index in range(slot - BUCKETS, slot + 1)]
    timeout = math.ceil(period + 2 * width)

    cache.add(keys[-1], 0, timeout=timeout)
    try:
        mine = cache.incr(keys[-1])
    except ValueError:  # the slice expired (or was evicted) between add and incr
        cache.set(keys[-1], 1, timeout=timeout)
        mine = 1
    counts = cache.get_many(keys[:-1])
    older = [int(counts.get(key, 0) or 0) for key in keys[:-1]]
    if sum(older) + mine <= limit:
        return Verdict(allowed=True)

    with contextlib.suppress(ValueError):  # the slice expired meanwhile: nothing to give back
        cache.decr(keys[-1])
    # The wait: until enough of the oldest slices have left the window to make room for one more.
    # The slice `BUCKETS` places back from slot s leaves the window when slice s + 1 begins.
    excess = sum(older) + mine - limit
    for offset, count in enumerate(older):
        excess -= count
        if excess <= 0:
            leaves_at = (slot - BUCKETS + offset + BUCKETS + 1) * width
            return Verdict(allowed=False, wait=max(1.0, leaves_at - current))
    # Only this slice's own requests stand in the way: it leaves the window a full period later.
    return Verdict(allowed=False, wait=max(1.0, (slot + BUCKETS + 1) * width - current))


class RateThrottle(BaseThrottle):
    """A rolling-window limit per client address (agency.client_address.client_ip), shared through the cache.

    `setting` names the setting holding the rate (e.g. "20/min"; "off" disables it) and `scope`
    what counts together (two throttles with one scope share counts). Made by `limit()`.
    """

    def __init__(self, *, scope: str, setting: str):
        self.scope = scope
        self.setting = setting
        self._wait = 0.0

    def allow_request(self, request, view) -> bool:
        parsed = parse_rate(getattr(settings, self.setting))
        if parsed is None:
            return True
        verdict = hit(self.scope, client_ip(request), *parsed)
        self._wait = verdict.wait
        return verdict.allowed

    def wait(self) -> float:
        return self._wait


def limit(scope: str, setting: str) -> Callable[[], RateThrottle]:
    """A throttle class for DRF's `throttle_classes` or `refusal()`: both only call it for a new one."""
    return partial(RateThrottle, scope=scope, setting=setting)


def refusal(request, throttle_classes) -> float | None:
    """For a view outside DRF: None when every throttle admits `request` (each one counts it),
    else how many seconds to wait, as the refusing throttle says."""
    for throttle_class in throttle_classes:
        throttle = throttle_class()
        if not throttle.allow_request(request, None):
            return throttle.wait() or 1.0
    return None
