"""Signed-in sessions are short: they end after AUTH_SESSION_MAX_HOURS, or sooner when idle.

Staff sessions read personal data (the leads), so a session left open on a shared or lost machine
must not stay valid for long. The times are kept in the session itself: when it started (set at
sign-in, by every door) and when it was last used (refreshed at most once a minute, so an active
staff page does not write the session on every request). Visitors who never sign in have no
session, and this middleware gives them none.
"""

import time

from django.conf import settings
from django.contrib.auth import logout
from django.contrib.auth.signals import user_logged_in
from django.dispatch import receiver

STARTED = "_auth_started"
SEEN = "_auth_seen"
_SEEN_RESOLUTION = 60  # seconds between two refreshes of the last-used time


def now() -> float:
    return time.time()


@receiver(user_logged_in)
def _mark_session_start(sender, request, user, **kwargs):
    if request is not None and hasattr(request, "session"):
        request.session[STARTED] = request.session[SEEN] = now()


class SessionExpiryMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        user = getattr(request, "user", None)
        if user is not None and user.is_authenticated:
            self._check(request)
        return self.get_response(request)

    def _check(self, request) -> None:
        session = request.session
        current = now()
        started = session.get(STARTED)
        seen = session.get(SEEN, started)
        if started is None:
            # A session from before this rule: it starts counting now.
            session[STARTED] = session[SEEN] = current
            return
        too_old = current - started > settings.AUTH_SESSION_MAX_HOURS * 3600
        idle = current - seen > settings.AUTH_SESSION_IDLE_MINUTES * 60
        if too_old or idle:
            logout(request)
        elif current - seen >= _SEEN_RESOLUTION:
            session[SEEN] = current
