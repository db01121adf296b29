"""The minimum fill time of the forms without JavaScript, on pages that are cached.

A public page is the same bytes for every visitor and is cached (Django's page cache under
`make run`, nginx's under `make prod`, any CDN), so nothing on it can tell when this visitor got
it: a time stamp in its form would be as old as the cached copy, and a bot that loads a copy cached
a minute ago and posts at once would pass. So a form on a cacheable page carries no stamp, and its
first post, once it is valid, gets a confirmation step instead of a stored lead or an email: the
same form with everything that was typed, and a stamp signed on that answer, which is never cached.
The second post goes through when its stamp is ours, at least LEADS_MIN_FILL_MS old and at most
MAX_AGE; sent sooner (or later), the step comes back (nothing is stored, nothing is lost). Every
answer to a post (a form with errors, the pricing quiz's later steps) is never cached either, so it
carries a stamp too.

A stamp proves one visit, so it is used once: the post it first lets through uses it up, remembered
in the shared cache (Redis in production, so every worker and host knows) until the stamp is too
old to count anyway. Another post with the same stamp is treated as one with a changed stamp (the
step comes back), unless it sends the very same thing again (a double click, a reload: its
idempotency key stores it once). While the shared cache is down, each process remembers the stamps
it saw, as the throttles count (agency.throttle), so a lead is never refused for the outage.

The islands post JSON and measure from their own page's load (static_src/lib/lead-form.ts), so a
cached page does not shorten their time. A minimum of 0 switches the defence off.
"""

import hashlib
import math
import secrets

from django.conf import settings
from django.core import signing
from django.core.cache import cache
from django.core.cache.backends.locmem import LocMemCache
from django.utils import timezone

from agency.cache import shared_cache_down

FIELD = "stamp"
SALT = "leads.fill-time"
# The longest a stamp proves a visit: a person sends the step (or the corrected form) within
# minutes; a bot cannot keep a stock of stamps for later.
MAX_AGE = 60 * 60
# This process's memory of used stamps while the shared cache is down.
LOCAL_USED = LocMemCache("leads-fill-time-fallback", {"OPTIONS": {"MAX_ENTRIES": 50_000}})


def stamp(issued_at: float | None = None) -> str:
    """The hidden value of a form drawn on an answer that is never cached: when it was drawn, and a
    random part that makes each stamp its own (two answers in one second get different stamps)."""
    when = timezone.now().timestamp() if issued_at is None else issued_at
    return signing.dumps([int(when), secrets.token_urlsafe(6)], salt=SALT)


def elapsed_ms(value: str) -> float | None:
    """How long ago a stamp was drawn; None when it is missing, changed or not one of ours."""
    try:
        signed = signing.loads(value or "", salt=SALT)
    except signing.BadSignature:
        return None
    if not (isinstance(signed, list) and len(signed) == 2 and isinstance(signed[0], int)):
        return None
    return (timezone.now().timestamp() - signed[0]) * 1000


def _first_use(value: str, sending: str, elapsed: float) -> bool:
    """Whether this post may use the stamp: its first use, or the same thing sent with it again."""
    key = "leads:fill-time:used:" + hashlib.sha256(value.encode()).hexdigest()[:40]
    what = hashlib.sha256(sending.encode()).hexdigest()[:40]
    timeout = math.ceil(MAX_AGE - elapsed / 1000) + 1  # gone when the stamp itself expires
    memory = cache
    added = cache.add(key, what, timeout=timeout)
    if shared_cache_down():
        memory = LOCAL_USED
        added = LOCAL_USED.add(key, what, timeout=timeout)
    return added or memory.get(key) == what


def proven(posted, *, sending: str = "") -> bool:
    """Whether a post shows that the visitor spent the minimum time on the form it sent, with a
    stamp no other post used (`sending` names what the post sends: the same again may reuse it)."""
    minimum = settings.LEADS_MIN_FILL_MS
    if minimum <= 0:
        return True
    value = posted.get(FIELD, "")
    elapsed = elapsed_ms(value)
    if elapsed is None or not minimum <= elapsed <= MAX_AGE * 1000:
        return False
    return _first_use(value, sending, elapsed)
