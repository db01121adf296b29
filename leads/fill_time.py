"""The minimum fill time of the forms without JavaScript, on pages that are cached.

A public page is the same bytes for every visitor and is cached (Django's page cache under
`make run`, nginx's under `make prod`, any CDN), so nothing on it can tell when this visitor got
it: a time stamp in its form would be as old as the cached copy, and a bot that loads a copy cached
a minute ago and posts at once would pass. So a form on a cacheable page carries no stamp, and its
first post, once it is valid, gets a confirmation step instead of a stored lead or an email: the
same form with everything that was typed, and a stamp signed on that answer, which is never cached.
The second post goes through when its stamp is ours and at least LEADS_MIN_FILL_MS old; sent
sooner, the step comes back (nothing is stored, nothing is lost). Every answer to a post (a form
with errors, the pricing quiz's later steps) is never cached either, so it carries a stamp too.

The islands post JSON and measure from their own page's load (static_src/lib/lead-form.ts), so a
cached page does not shorten their time. A minimum of 0 switches the defence off.
"""

from django.conf import settings
from django.core import signing
from django.utils import timezone

FIELD = "stamp"
SALT = "leads.fill-time"


def stamp(issued_at: float | None = None) -> str:
    """The hidden value of a form drawn on an answer that is never cached: when it was drawn, signed."""
    when = timezone.now().timestamp() if issued_at is None else issued_at
    return signing.dumps(int(when), salt=SALT)


def elapsed_ms(value: str) -> float | None:
    """How long ago a stamp was drawn; None when it is missing, changed or not one of ours."""
    try:
        issued_at = signing.loads(value or "", salt=SALT)
    except signing.BadSignature:
        return None
    if not isinstance(issued_at, int):
        return None
    return (timezone.now().timestamp() - issued_at) * 1000


def proven(posted) -> bool:
    """Whether a post shows that the visitor spent the minimum time on the form it sent."""
    minimum = settings.LEADS_MIN_FILL_MS
    if minimum <= 0:
        return True
    elapsed = elapsed_ms(posted.get(FIELD, ""))
    return elapsed is not None and elapsed >= minimum
