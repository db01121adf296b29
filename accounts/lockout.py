"""Sign-in lockout: too many failures from one client or for one account refuse further attempts.

Counters live in the Django cache (Redis in production, so every worker sees the same counts).
Failures are counted in fixed windows; reaching the limit inside one window sets a lock that
holds for the cooldown and then lapses by itself, so a stranger guessing at a real user's
account can delay that user for a while but never lock them out for good. A successful sign-in
clears the client's counter and the account's counter.

Times come from `now()` rather than from the cache's own expiry so the rules behave the same on
every cache backend (and tests can move the clock); cache timeouts only clean up.
"""

import hashlib
import math
import time
from dataclasses import dataclass

from django.conf import settings
from django.core.cache import cache

_PREFIX = "signin-lockout"


def now() -> float:
    return time.time()


@dataclass(frozen=True)
class Lock:
    retry_after: int  # seconds until attempts are accepted again

    @property
    def message(self) -> str:
        minutes = max(1, math.ceil(self.retry_after / 60))
        unit = "minute" if minutes == 1 else "minutes"
        return f"Too many failed sign-in attempts. Please try again in {minutes} {unit}."


def account_key(user, identifier: str) -> str:
    """One key per account whichever name it was addressed by; the typed name when none matched."""
    if user is not None:
        return f"user:{user.pk}"
    return "name:" + identifier.strip().lower()


def _subjects(ip: str, account: str) -> list[str]:
    # Hashed: usernames and addresses do not sit in the cache in clear.
    return [f"ip:{ip}", "account:" + hashlib.sha256(account.encode()).hexdigest()]


def _lock_key(subject: str) -> str:
    return f"{_PREFIX}:lock:{subject}"


def _count_key(subject: str, window: int) -> str:
    return f"{_PREFIX}:count:{subject}:{int(now() // window)}"


def current_lock(ip: str, account: str) -> Lock | None:
    """The lock that refuses this attempt, or None when it may go ahead."""
    current = now()
    remaining = 0.0
    for subject in _subjects(ip, account):
        until = cache.get(_lock_key(subject))
        if until is not None and until > current:
            remaining = max(remaining, until - current)
    return Lock(retry_after=math.ceil(remaining)) if remaining else None


def register_failure(ip: str, account: str) -> Lock | None:
    """Counts a failed attempt; returns the lock it triggered, if any."""
    limit = settings.AUTH_LOCKOUT_ATTEMPTS
    window = settings.AUTH_LOCKOUT_WINDOW_SECONDS
    cooldown = settings.AUTH_LOCKOUT_COOLDOWN_SECONDS
    locked = False
    for subject in _subjects(ip, account):
        key = _count_key(subject, window)
        cache.add(key, 0, timeout=window * 2)
        try:
            count = cache.incr(key)
        except ValueError:  # evicted between add and incr
            cache.set(key, 1, timeout=window * 2)
            count = 1
        if count >= limit:
            cache.set(_lock_key(subject), now() + cooldown, timeout=cooldown + 60)
            cache.delete(key)
            locked = True
    return Lock(retry_after=cooldown) if locked else None


def register_success(ip: str, account: str) -> None:
    window = settings.AUTH_LOCKOUT_WINDOW_SECONDS
    cache.delete_many([_count_key(subject, window) for subject in _subjects(ip, account)])
