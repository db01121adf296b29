"""One id per request, from nginx to the task worker, in every log line about that request.

nginx names each request (`$request_id`, 32 hex characters) and passes it as X-Request-ID, after
dropping whatever a client sent under that name. RequestIdMiddleware keeps it in a context
variable for the length of the request (or makes one up when Django is reached without nginx),
and answers with it, so a visitor's report ("it failed, the page said ...") leads to the lines.
RequestIdFilter writes it into every log record. Tasks queued during the request carry it as
their `request_id` argument (delivery.queue.delivery_enqueue); the worker sets it again while it
runs such a task (the task_started receiver below), so the worker's lines about a lead's emails
and webhooks carry the id of the request that created the lead.
"""

import contextvars
import logging
import re
import uuid

from django.dispatch import receiver
from django.tasks.signals import log_task_started, task_finished, task_started

_request_id: contextvars.ContextVar[str] = contextvars.ContextVar("request_id", default="")
# What nginx makes (hex) and what a load balancer in front of it may pass on (a UUID); anything
# else, or anything longer, is replaced rather than written into the logs.
_VALID = re.compile(r"^[A-Za-z0-9-]{8,64}$")
HEADER = "X-Request-ID"


def current_request_id() -> str:
    """The id of the request (or of the request whose task is running) in this context, or ""."""
    return _request_id.get()


class RequestIdMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        given = request.headers.get(HEADER, "")
        request_id = given if _VALID.match(given) else uuid.uuid4().hex
        request.request_id = request_id
        token = _request_id.set(request_id)
        try:
            response = self.get_response(request)
        finally:
            _request_id.reset(token)
        response[HEADER] = request_id
        return response


class RequestIdFilter(logging.Filter):
    """Adds `request_id` to every record (empty outside a request or a request's task)."""

    def filter(self, record: logging.LogRecord) -> bool:
        if not getattr(record, "request_id", ""):
            # Django logs an error answer (django.request) once the middleware has returned: the
            # record carries the request, and the request its id.
            request = getattr(record, "request", None)
            record.request_id = _request_id.get() or getattr(request, "request_id", "")
        return True


# The worker runs one task at a time per thread; the id is set when it starts and cleared once
# the task's end is logged.
_task_tokens: dict[str, contextvars.Token] = {}


def _task_started(sender, task_result, **kwargs):
    request_id = (task_result.kwargs or {}).get("request_id") or ""
    _task_tokens[task_result.id] = _request_id.set(request_id if _VALID.match(request_id) else "")


# Before Django's own "Task ... state=RUNNING" line, so that line carries the id too.
task_started.disconnect(log_task_started)
task_started.connect(_task_started, dispatch_uid="agency.request_id.task_started")
task_started.connect(log_task_started)


@receiver(task_finished, dispatch_uid="agency.request_id.task_finished")
def _task_finished(sender, task_result, **kwargs):
    token = _task_tokens.pop(task_result.id, None)
    if token is not None:
        try:
            _request_id.reset(token)
        except ValueError:  # set in another context (an immediate backend in a test)
            _request_id.set("")
