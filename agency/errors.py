"""Errors someone hears about, without a visitor's personal data in what is sent.

- ThrottledAdminEmailHandler: Django's mail to ADMINS for an unhandled error (a view's, logged by
  django.request; a task's, logged by django.tasks), at most once per kind of error per
  ADMINS_ERROR_MAIL_INTERVAL seconds. The kind is the exception's class and where it was raised.
- PrivateExceptionReporterFilter: what Django's error report shows of a request and a traceback:
  every form value and every local variable masked (leads are posted in forms and JSON bodies).
- init_sentry / scrub_event: sentry-sdk when SENTRY_DSN is set, with send_default_pii off and
  a before_send that drops request bodies, cookies, local variables and user data, and masks
  every email address left in any text.

docs/operators/logging-and-errors.md describes all of it for operators.
"""

import hashlib
import logging
import re
import threading
import time
import traceback

from django.conf import settings
from django.utils.log import AdminEmailHandler
from django.views.debug import SafeExceptionReporterFilter

logger = logging.getLogger("agency.errors")

EMAIL_PATTERN = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
# Written with separators, as people type them (+1 619 555 0147, (619) 555-0147): an id, a
# timestamp or a count is left alone.
PHONE_PATTERN = re.compile(
    r"(?<![\w-])(?:\+\d{1,3}[ .-]?)?(?:\(\d{2,4}\)[ .-]?|\d{2,4}[ .-])\d{2,4}[ .-]\d{3,4}(?![\w-])"
)
MASK = "[filtered]"


def redact_text(text: str) -> str:
    """Masks email addresses and phone numbers in free text (an exception's message, a log line)."""
    return PHONE_PATTERN.sub(MASK, EMAIL_PATTERN.sub(MASK, text))


# --- mail to ADMINS, at most once per kind per interval -------------------------------------


def error_kind(record: logging.LogRecord) -> str:
    """The exception's class and the file and line it was raised at (the innermost frame), or the
    logger and the message's format for an error logged without an exception."""
    if record.exc_info and record.exc_info[0] is not None:
        exc_type, _, tb = record.exc_info
        frames = traceback.extract_tb(tb) if tb is not None else []
        where = f"{frames[-1].filename}:{frames[-1].lineno}" if frames else "?"
        return f"{exc_type.__module__}.{exc_type.__qualname__}@{where}"
    return f"{record.name}:{record.msg}"


class ThrottledAdminEmailHandler(AdminEmailHandler):
    """AdminEmailHandler that mails each kind of error once per interval.

    The shared cache decides across processes (cache.add is atomic in Redis and in the file
    cache). When the cache cannot store anything (Redis down: agency.cache answers as an empty
    cache), each process still remembers what it mailed, so an outage never turns into a flood.
    """

    _local_lock = threading.Lock()
    _local_sent: dict[str, float] = {}

    def emit(self, record: logging.LogRecord) -> None:
        try:
            if not self._first_of_its_kind(error_kind(record)):
                return
            super().emit(record)
        except Exception:
            # A mail server that is down must not turn an error report into a second error.
            self.handleError(record)

    def _first_of_its_kind(self, kind: str) -> bool:
        from django.core.cache import cache  # noqa: PLC0415 - handlers are built before apps load

        from agency.cache import shared_cache_down  # noqa: PLC0415 - likewise

        interval = settings.ADMINS_ERROR_MAIL_INTERVAL
        now = time.monotonic()
        with self._local_lock:
            last = self._local_sent.get(kind)
            if last is not None and now - last < interval:
                return False
            self._local_sent[kind] = now
        key = "errors:mailed:" + hashlib.sha256(kind.encode()).hexdigest()[:32]
        try:
            added = cache.add(key, 1, timeout=interval)
        except Exception:
            return True
        # agency.cache answers "not added" while Redis is down: this process's memory decides.
        return bool(added) or shared_cache_down()

    def send_mail(self, subject, message, *args, **kwargs):
        # An exception's own message may quote what a visitor typed.
        kwargs.pop("html_message", None)
        super().send_mail(redact_text(subject), redact_text(message), *args, **kwargs)


class PrivateExceptionReporterFilter(SafeExceptionReporterFilter):
    """Error reports (the admins' mail, DEBUG pages) show which fields were posted, never what."""

    def get_post_parameters(self, request):
        if request is None:
            return {}
        return dict.fromkeys(request.POST.keys(), self.cleansed_substitute)

    def get_traceback_frame_variables(self, request, tb_frame):
        return [(name, self.cleansed_substitute) for name in tb_frame.f_locals]


# --- Sentry -------------------------------------------------------------------------------

# Request parts a visitor's data travels in; Sentry never receives them.
_REQUEST_DROPPED = ("data", "cookies", "query_string", "env")
_HEADERS_KEPT = {"user-agent", "content-type", "content-length", "accept", "x-request-id", "host"}


def _redact_all(value):
    if isinstance(value, str):
        return redact_text(value)
    if isinstance(value, dict):
        return {key: _redact_all(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_redact_all(item) for item in value]
    return value


def scrub_event(event: dict, hint: dict | None = None) -> dict:
    """Sentry's before_send (and before_send_transaction): nothing a visitor typed leaves. The
    request id (agency.request_id) is added, so an event leads to its log lines."""
    from agency.request_id import current_request_id  # noqa: PLC0415

    if current_request_id():
        event.setdefault("tags", {})["request_id"] = current_request_id()
    request = event.get("request")
    if isinstance(request, dict):
        for part in _REQUEST_DROPPED:
            request.pop(part, None)
        headers = request.get("headers")
        if isinstance(headers, dict):
            request["headers"] = {k: v for k, v in headers.items() if k.lower() in _HEADERS_KEPT}
    event.pop("user", None)
    for exception in (event.get("exception") or {}).get("values") or []:
        for frame in (exception.get("stacktrace") or {}).get("frames") or []:
            frame.pop("vars", None)
    for thread in (event.get("threads") or {}).get("values") or []:
        for frame in (thread.get("stacktrace") or {}).get("frames") or []:
            frame.pop("vars", None)
    breadcrumbs = event.get("breadcrumbs")
    if isinstance(breadcrumbs, dict):
        for crumb in breadcrumbs.get("values") or []:
            crumb.pop("data", None)
    return _redact_all(event)


def init_sentry(dsn: str, *, environment: str, traces_sample_rate: float, release: str = "", **extra) -> None:
    """Starts sentry-sdk (called from settings when SENTRY_DSN is set; tests pass a transport)."""
    import sentry_sdk  # noqa: PLC0415 - only with a DSN
    from sentry_sdk.integrations.django import DjangoIntegration  # noqa: PLC0415
    from sentry_sdk.integrations.logging import LoggingIntegration  # noqa: PLC0415

    sentry_sdk.init(
        dsn=dsn,
        environment=environment,
        release=release or None,
        # sentry-sdk 2.75's successor of send_default_pii=False (which it deprecates): no user
        # identity, no request bodies, no SQL parameters, no local variables.
        data_collection={
            "user_info": False,
            "http_bodies": [],
            "database_query_data": False,
            "stack_frame_variables": False,
        },
        include_local_variables=False,
        max_request_body_size="never",
        traces_sample_rate=traces_sample_rate,
        before_send=scrub_event,
        before_send_transaction=scrub_event,
        integrations=[
            DjangoIntegration(),
            # Errors logged with their exception (a failed task: django.tasks) become events;
            # lower levels are breadcrumbs only.
            LoggingIntegration(level=logging.INFO, event_level=logging.ERROR),
        ],
        **extra,
    )
