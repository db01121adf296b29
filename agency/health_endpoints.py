"""Health answers for load balancers and uptime monitors: /healthz and /readyz.

- /healthz: the process answers. Nothing else is touched (no database, no cache, no session), so
  it never fails because a dependency does: a load balancer uses it to decide whether to restart
  or replace the process.
- /readyz: whether this site should get traffic now. Each check is named in the JSON body with
  "ok", "degraded" or "failing"; any "failing" check makes the answer 503.

Both are answered by HealthMiddleware, first in MIDDLEWARE: before the host check (a load
balancer probes by IP address), the HTTPS redirect (it probes over plain HTTP on its private
network), sessions and the page cache. Their answers still carry every security header a page
does (nosniff, HSTS over HTTPS in production, the CSP, frame, referrer, opener and permissions
policies), added by the same middleware's response steps. Both say `Cache-Control: no-store` and
carry no version, host name, address or error text: a check's detail is a fixed phrase or a
number.

Every check is one cheap query or cache round trip, so a probe every few seconds costs nothing
noticeable. Only the addresses in HEALTH_PROBE_ADDRESSES (the load balancer, the monitor) read
/readyz's checks; anyone else gets the overall status alone, and at most HEALTH_READYZ_RATE
answers per address (then 429), so nobody can learn the worker's state or make the checks'
queries at will. docs/operators/runbook.md says what each check means and what to do about it.
"""

import ipaddress
import json
import logging
import uuid
from dataclasses import dataclass
from datetime import timedelta

from django.conf import settings
from django.core.cache import cache
from django.db import connection
from django.http import HttpResponse
from django.middleware.clickjacking import XFrameOptionsMiddleware
from django.middleware.csp import ContentSecurityPolicyMiddleware
from django.middleware.security import SecurityMiddleware
from django.utils import timezone

from agency import throttle
from agency.client_address import client_ip
from agency.middleware import PermissionsPolicyMiddleware

logger = logging.getLogger("agency.health_endpoints")

OK, DEGRADED, FAILING = "ok", "degraded", "failing"


@dataclass
class Result:
    status: str
    detail: str = ""
    # Numbers an operator can graph (seconds, counts); never names, hosts or error messages.
    figures: dict | None = None

    def as_json(self) -> dict:
        body: dict = {"status": self.status}
        if self.detail:
            body["detail"] = self.detail
        if self.figures:
            body.update(self.figures)
        return body


def check_database() -> Result:
    """The database answers a trivial query on this process's own connection."""
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    except Exception:
        logger.warning("Readiness: the database does not answer.", exc_info=True)
        return Result(FAILING, "The database does not answer.")
    return Result(OK)


def check_cache() -> Result:
    """The shared cache stores and returns a value. When it does not, the site still works (pages
    render uncached, throttles let requests through: agency.cache), so this is only degraded."""
    key = f"health:probe:{uuid.uuid4().hex}"
    try:
        cache.set(key, "1", timeout=10)
        answered = cache.get(key) == "1"
        cache.delete(key)
    except Exception:
        logger.warning("Readiness: the cache raised.", exc_info=True)
        answered = False
    if not answered:
        return Result(DEGRADED, "The cache does not answer: pages are served uncached.")
    return Result(OK)


def check_worker() -> Result:
    """The task worker claims due tasks. A delivery sweep is queued every LEADS_EMAIL_SWEEP_SECONDS
    (delivery.queue.schedule_sweep), so even with no lead coming in a live worker claims a task at
    least that often; a task that has been due for HEALTH_WORKER_STALL_SECONDS and is still
    unclaimed means no worker is taking work. With no task queued at all, the sweep chain is
    broken and nothing would notice a dead worker: that fails too (`recover_lead_emails` restarts
    it)."""
    from django_tasks_db.models import DBTaskResult, get_date_max  # noqa: PLC0415 - needs the app registry

    now = timezone.now()
    stall = timedelta(seconds=settings.HEALTH_WORKER_STALL_SECONDS)
    waiting = DBTaskResult.objects.filter(status="READY")
    # A task queued to run at once is stored with the latest possible run_after: it is due from
    # the moment it was queued.
    at_once = get_date_max()
    due_times = [
        waiting.filter(run_after__lte=now).order_by("run_after").values_list("run_after", flat=True).first(),
        waiting.filter(run_after=at_once)
        .order_by("enqueued_at")
        .values_list("enqueued_at", flat=True)
        .first(),
    ]
    oldest_due = min((due for due in due_times if due is not None), default=None)
    if oldest_due is not None:
        figures = {"oldest_due_seconds": max(0, int((now - oldest_due).total_seconds()))}
        if now - oldest_due > stall:
            return Result(FAILING, "Due tasks are not being claimed: is the task worker running?", figures)
        return Result(OK, figures=figures)
    # Nothing due: a future sweep should be waiting (or running: it queues the next one as it
    # ends). Both lookups use the queue's own index on READY tasks, except the RUNNING one, made
    # only in this rare case.
    if not waiting.exists() and not DBTaskResult.objects.filter(status="RUNNING").exists():
        return Result(FAILING, "No task is queued: run `manage.py recover_lead_emails`.")
    return Result(OK)


CHECKS = {
    "database": check_database,
    "cache": check_cache,
    "worker": check_worker,
}


def register_check(name: str, check) -> None:
    """An app adds a check of its own at start-up (leads: "deliveries"), so this ground-floor
    module asks every part without importing any app."""
    CHECKS[name] = check


# Without the database the other checks cannot run (they read it); they are reported as skipped.
NEEDS_DATABASE = ("worker", "deliveries")


def readiness() -> tuple[bool, dict[str, Result]]:
    """Runs every check. Returns whether the site should get traffic, and each check's result."""
    results: dict[str, Result] = {}
    for name, check in CHECKS.items():
        if name in NEEDS_DATABASE and results["database"].status == FAILING:
            results[name] = Result(FAILING, "Not checked: the database does not answer.")
            continue
        try:
            results[name] = check()
        except Exception:
            logger.warning("Readiness: the %s check raised.", name, exc_info=True)
            results[name] = Result(FAILING, "The check could not run.")
    blocking = {name for name, result in results.items() if result.status == FAILING}
    if not settings.HEALTH_WORKER_BLOCKS_TRAFFIC:
        blocking -= {"worker", "deliveries"}
    return not blocking, results


def _answer(status: int, body: dict) -> HttpResponse:
    response = HttpResponse(json.dumps(body), status=status, content_type="application/json")
    response["Cache-Control"] = "no-store"
    return response


def healthz(request) -> HttpResponse:
    return _answer(200, {"status": OK})


def is_probe(address: str) -> bool:
    """Whether `address` is one of the probes the operator named (HEALTH_PROBE_ADDRESSES)."""
    try:
        client = ipaddress.ip_address(address)
    except ValueError:
        return False
    for entry in settings.HEALTH_PROBE_ADDRESSES:
        try:
            if client in ipaddress.ip_network(entry.strip(), strict=False):
                return True
        except ValueError:
            continue
    return False


def readyz(request) -> HttpResponse:
    address = client_ip(request)
    probe = is_probe(address)
    if not probe:
        limit, period = throttle.parse_rate(settings.HEALTH_READYZ_RATE)
        verdict = throttle.hit("readyz", address, limit, period)
        if not verdict.allowed:
            response = _answer(429, {"status": "throttled"})
            response["Retry-After"] = str(max(1, round(verdict.wait)))
            return response
    ready, results = readiness()
    overall = OK if ready else FAILING
    if ready and any(result.status != OK for result in results.values()):
        overall = DEGRADED
    body = {"status": overall}
    if probe:
        body["checks"] = {name: result.as_json() for name, result in results.items()}
    return _answer(200 if ready else 503, body)


PATHS = {"/healthz": healthz, "/readyz": readyz}


class HealthMiddleware:
    """Answers GET/HEAD /healthz and /readyz before any other middleware (see the module's text).

    Only the header-setting halves of the security middleware run on the answer (never the HTTPS
    redirect or the host check): the headers are the ones every page gets, set in one place.
    """

    def __init__(self, get_response):
        self.get_response = get_response
        # Each one's process_response only adds headers; none of them calls get_response.
        self.header_steps = [
            middleware(get_response).process_response
            for middleware in (
                SecurityMiddleware,
                ContentSecurityPolicyMiddleware,
                PermissionsPolicyMiddleware,
                XFrameOptionsMiddleware,
            )
        ]

    def __call__(self, request):
        view = PATHS.get(request.path_info)
        if view is None or request.method not in ("GET", "HEAD"):
            return self.get_response(request)
        response = view(request)
        for step in self.header_steps:
            response = step(request, response)
        return response
