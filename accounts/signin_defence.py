"""The one defence of every sign-in door: /django-admin/login/, /api/admin/login, /api/auth/login.

django-axes does the plumbing: its authentication backend refuses a locked attempt before any
password is checked (whichever door calls `authenticate()`), its signal handlers record every
failure and success in the database (AccessFailureLog, AccessLog: lockouts keep working when
Redis is down), its middleware answers a locked attempt, and its admin lists the records. This
handler decides what is locked, from those records, with three rules:

- The pair (account, client address) is locked for AUTH_LOCKOUT_COOLDOWN_SECONDS once it has
  AUTH_LOCKOUT_ATTEMPTS failures within AUTH_LOCKOUT_WINDOW_SECONDS. A success from that address
  clears the pair's count. Guesses from one address therefore never lock the account anywhere
  else: the staff member signs in from their own address.
- One address is capped across accounts: AUTH_LOCKOUT_ADDRESS_ATTEMPTS failures within the
  window, whatever names they tried, lock that address (every name) for the cooldown. The cap is
  higher than the pair limit, so colleagues behind one office connection are not locked out by
  one person's typos.
- An account guessed at from many addresses is slowed down, never locked: once it has
  AUTH_ACCOUNT_SLOWDOWN_FAILURES failures within the window from two or more addresses, each
  address that has already failed on it may try it again only AUTH_ACCOUNT_SLOWDOWN_SECONDS
  after its own last failure. An address with no failure on the account is not slowed at all.

The client address is agency.client_address.client_ip (AXES_CLIENT_IP_CALLABLE), the same rule as every
throttle. The account is named by `account_name` (AXES_USERNAME_CALLABLE): an email address and
a username that belong to one account count as that account, at every door.
"""

import math
from dataclasses import dataclass
from datetime import datetime, timedelta

from axes.handlers.database import AxesDatabaseHandler
from axes.handlers.proxy import AxesProxyHandler
from axes.helpers import get_client_username
from axes.models import AccessFailureLog, AccessLog
from django.conf import settings
from django.db.models import Max
from django.http import HttpResponse, JsonResponse
from django.template.loader import render_to_string
from django.utils import timezone
from django.utils.cache import add_never_cache_headers


@dataclass(frozen=True)
class Lock:
    retry_after: int  # seconds until attempts are accepted again

    @property
    def message(self) -> str:
        minutes = max(1, math.ceil(self.retry_after / 60))
        unit = "minute" if minutes == 1 else "minutes"
        return f"Too many failed sign-in attempts. Please try again in {minutes} {unit}."


def account_name(request, credentials: dict | None) -> str | None:
    """The account a sign-in attempt names: its username, whether the form held it or its email.

    A name that matches no account is kept as typed (trimmed, lower-case), so guesses at it
    still count.
    """
    from accounts.selectors import user_find_for_sign_in

    if credentials:
        typed = credentials.get("username")
    else:
        data = getattr(request, "data", None) or request.POST
        typed = data.get("username") or data.get("email")
    if not isinstance(typed, str) or not typed.strip():
        return None
    user = user_find_for_sign_in(identifier=typed)
    return user.get_username() if user is not None else typed.strip().lower()


def _lock_remaining(times: list[datetime], limit: int, now: datetime) -> float:
    """Seconds left of the lock that the newest of `times` (ascending) set, or 0.

    The newest failure locks when it and the `limit - 1` failures before it fall within one
    window; the lock then holds for the cooldown. Failures made during a lock are not recorded
    (axes refuses them before any password check), so the newest failure is the one that locked.
    """
    if limit < 1 or len(times) < limit:
        return 0.0
    window = timedelta(seconds=settings.AUTH_LOCKOUT_WINDOW_SECONDS)
    if times[-1] - times[-limit] > window:
        return 0.0
    cooldown = settings.AUTH_LOCKOUT_COOLDOWN_SECONDS
    until = times[-1] + timedelta(seconds=cooldown)
    return min(float(cooldown), max(0.0, (until - now).total_seconds()))


def current_lock(request, username: str | None, *, slowdown: bool = True) -> Lock | None:
    """The lock that refuses a sign-in attempt for `username` from this request's address.

    `slowdown=False` leaves out the account slow-down: a failure answers "wrong password" even
    when the next try from that address will have to wait.
    """
    AxesProxyHandler.update_request(request)
    # The records' own clock (their times are stamped when saved, after the request began).
    now = timezone.now()
    address = request.axes_ip_address
    window = timedelta(seconds=settings.AUTH_LOCKOUT_WINDOW_SECONDS)
    cooldown = timedelta(seconds=settings.AUTH_LOCKOUT_COOLDOWN_SECONDS)
    since = now - window - cooldown
    remaining = 0.0

    from_address = AccessFailureLog.objects.filter(ip_address=address, attempt_time__gte=since)
    # The address across every account.
    times = sorted(from_address.values_list("attempt_time", flat=True))
    remaining = max(remaining, _lock_remaining(times, settings.AUTH_LOCKOUT_ADDRESS_ATTEMPTS, now))

    if username:
        # The pair, counted from its last success.
        last_success = AccessLog.objects.filter(username=username, ip_address=address).aggregate(
            last=Max("attempt_time")
        )["last"]
        pair = from_address.filter(username=username)
        if last_success is not None:
            pair = pair.filter(attempt_time__gt=last_success)
        pair_times = sorted(pair.values_list("attempt_time", flat=True))
        remaining = max(remaining, _lock_remaining(pair_times, settings.AUTH_LOCKOUT_ATTEMPTS, now))

        # The account guessed at from many addresses: addresses that failed on it slow down.
        if slowdown and pair_times and not remaining:
            on_account = AccessFailureLog.objects.filter(username=username, attempt_time__gte=now - window)
            failures = on_account.count()
            if (
                failures >= settings.AUTH_ACCOUNT_SLOWDOWN_FAILURES
                and on_account.values("ip_address").distinct().count() > 1
            ):
                pause = settings.AUTH_ACCOUNT_SLOWDOWN_SECONDS
                wait = (pair_times[-1] + timedelta(seconds=pause) - now).total_seconds()
                remaining = max(remaining, min(float(pause), wait))

    return Lock(retry_after=math.ceil(remaining)) if remaining > 0 else None


class SignInDefenceHandler(AxesDatabaseHandler):
    """axes' database handler, with the lock decided by `current_lock` (see the module doc)."""

    def get_failures(self, request, credentials=None) -> int:
        # axes compares this with AXES_FAILURE_LIMIT after recording a failure; the decision is
        # made in user_login_failed below instead, from the failure log that includes it.
        return 0

    def is_locked(self, request, credentials=None) -> bool:
        return current_lock(request, get_client_username(request, credentials)) is not None

    def user_login_failed(self, sender, credentials: dict, request=None, **kwargs):
        super().user_login_failed(sender, credentials, request, **kwargs)
        if request is not None and not request.axes_locked_out:
            username = get_client_username(request, credentials)
            if current_lock(request, username, slowdown=False) is not None:
                request.axes_locked_out = True
                request.axes_credentials = credentials


def lockout_response(request, original_response=None, credentials=None) -> HttpResponse:
    """The answer to a locked attempt (AXES_LOCKOUT_CALLABLE): 429 with Retry-After and the message.

    The sign-in APIs answer locks themselves (JSON); their response goes out unchanged. Any other
    door (the Django admin's login form) gets a small page saying when to try again.
    """
    if original_response is not None and original_response.status_code == 429:
        return original_response
    lock = current_lock(request, get_client_username(request, credentials)) or Lock(
        retry_after=settings.AUTH_LOCKOUT_COOLDOWN_SECONDS
    )
    if request.path.startswith("/api/"):
        return locked_json(lock)
    body = render_to_string("accounts/signin_locked.html", {"message": lock.message}, request=request)
    response = HttpResponse(body, status=429)
    response["Retry-After"] = str(lock.retry_after)
    add_never_cache_headers(response)
    return response


def locked_json(lock: Lock) -> JsonResponse:
    """The one answer to a locked sign-in at an API door: 429, the message, when to try again."""
    response = JsonResponse({"message": lock.message, "retryAfter": lock.retry_after}, status=429)
    response["Retry-After"] = str(lock.retry_after)
    add_never_cache_headers(response)
    return response
