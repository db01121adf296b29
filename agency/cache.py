"""The site's Redis cache backend: a Redis outage degrades the site, it never takes it down.

Everything the cache holds can be lost or recomputed (rendered pages, content lookups, throttle
counters), so when Redis cannot be reached this backend answers as an empty cache that stores
nothing: reads miss, writes are dropped, a counter starts again from its first increment. Pages
then render uncached, throttles and the error mail count in each process's memory (they ask
`shared_cache_down()`), and sign-in lockouts are unaffected (they live in the database, see
accounts/signin_defence.py). Callers need no try/except of their own.

Short socket timeouts keep a dead or unreachable server from holding a request for long, and
after a failure the backend stops trying for CACHE_RETRY_SECONDS, so an outage costs each
process one timeout per interval rather than one per cache call. The outage is logged once when
it starts (with the error) and once when Redis answers again.
"""

import functools
import logging
import threading
import time

from django.core.cache.backends.redis import RedisCache
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

logger = logging.getLogger("agency.cache")

UNAVAILABLE = (RedisConnectionError, RedisTimeoutError, OSError)


def _degrades(fallback):
    """Runs the RedisCache method, or returns `fallback(*args, **kwargs)` while Redis is down."""

    def decorate(method):
        @functools.wraps(method)
        def wrapper(self, *args, **kwargs):
            if self._down_until > time.monotonic():
                return fallback(*args, **kwargs)
            try:
                result = method(self, *args, **kwargs)
            except UNAVAILABLE as exc:
                self._went_down(exc)
                return fallback(*args, **kwargs)
            self._came_back()
            return result

        return wrapper

    return decorate


def _get_default(key, default=None, version=None):
    return default


def _incr_fresh(key, delta=1, version=None):
    # As if the counter had just been created: a throttle sees a first request and lets it in.
    return delta


def _set_many_failed(data, timeout=None, version=None):
    return list(data)


class ResilientRedisCache(RedisCache):
    """Django's RedisCache that logs and degrades on connection errors instead of raising them."""

    def __init__(self, server, params):
        params = dict(params)
        options = dict(params.get("OPTIONS") or {})
        retry = float(options.pop("RETRY_SECONDS", 5))
        options.setdefault("socket_connect_timeout", 0.5)
        options.setdefault("socket_timeout", 0.5)
        params["OPTIONS"] = options
        super().__init__(server, params)
        self._retry_seconds = retry
        self._down_until = 0.0
        self._down = False
        self._state_lock = threading.Lock()

    def _went_down(self, exc: BaseException) -> None:
        with self._state_lock:
            self._down_until = time.monotonic() + self._retry_seconds
            first = not self._down
            self._down = True
        if first:
            logger.error(
                "Cache unavailable (%s: %s): serving without the cache; retrying every %.0f s.",
                type(exc).__name__,
                exc,
                self._retry_seconds,
            )

    @property
    def is_down(self) -> bool:
        """True from a failed call until Redis answers again (see shared_cache_down)."""
        return self._down

    def _came_back(self) -> None:
        if self._down:
            with self._state_lock:
                was_down, self._down = self._down, False
            if was_down:
                logger.warning("Cache available again.")

    add = _degrades(lambda *a, **k: False)(RedisCache.add)
    get = _degrades(_get_default)(RedisCache.get)
    set = _degrades(lambda *a, **k: None)(RedisCache.set)
    touch = _degrades(lambda *a, **k: False)(RedisCache.touch)
    delete = _degrades(lambda *a, **k: False)(RedisCache.delete)
    get_many = _degrades(lambda *a, **k: {})(RedisCache.get_many)
    has_key = _degrades(lambda *a, **k: False)(RedisCache.has_key)
    incr = _degrades(_incr_fresh)(RedisCache.incr)
    set_many = _degrades(_set_many_failed)(RedisCache.set_many)
    delete_many = _degrades(lambda *a, **k: None)(RedisCache.delete_many)
    clear = _degrades(lambda *a, **k: False)(RedisCache.clear)


def shared_cache_down() -> bool:
    """Whether the default cache is a ResilientRedisCache that takes Redis for down right now: the
    one question callers that keep a per-process fallback ask (agency.throttle, agency.errors)."""
    from django.core.cache import caches  # noqa: PLC0415 - read at call time, after settings

    backend = caches["default"]
    # Down from a failed call until Redis answers again, whatever the retry interval.
    return isinstance(backend, ResilientRedisCache) and backend.is_down
