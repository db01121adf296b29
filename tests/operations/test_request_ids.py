"""One request id from nginx through Django into the task worker's lines for that request's
deliveries, in production's JSON log lines (agency.request_id, LOGGING)."""

import io
import json
import logging

import pytest
from django.conf import settings as django_settings
from pythonjsonlogger.json import JsonFormatter

from agency.request_id import RequestIdFilter
from tests.leads.conftest import HOME_CONTACT

pytestmark = pytest.mark.django_db

NGINX_ID = "5f0c1e2d3b4a59687766554433221100"  # nginx's $request_id: 32 hex characters


@pytest.fixture
def json_lines():
    """Production's console handler (LOG_FORMAT=json), writing to a buffer: a list of parsed lines."""
    formatter_conf = {k: v for k, v in django_settings.LOGGING["formatters"]["json"].items() if k != "()"}
    buffer = io.StringIO()
    handler = logging.StreamHandler(buffer)
    handler.setFormatter(JsonFormatter(**formatter_conf))
    handler.addFilter(RequestIdFilter())
    root = logging.getLogger()
    old_level = root.level
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    tasks_logger = logging.getLogger("django.tasks")
    tasks_level = tasks_logger.level
    tasks_logger.setLevel(logging.INFO)
    yield lambda: [json.loads(line) for line in buffer.getvalue().splitlines()]
    root.removeHandler(handler)
    root.setLevel(old_level)
    tasks_logger.setLevel(tasks_level)


def test_the_request_id_reaches_the_workers_lines_for_that_leads_deliveries(api, run_tasks, json_lines):
    response = api.contact(HOME_CONTACT, HTTP_X_REQUEST_ID=NGINX_ID)
    assert response.status_code == 201
    assert response["X-Request-ID"] == NGINX_ID
    logging.getLogger("leads").info("between the request and the worker")
    run_tasks()

    lines = json_lines()
    task_lines = [
        line
        for line in lines
        if line["logger"] == "django.tasks" and "delivery.queue.deliver" in line["message"]
    ]
    # Started and finished, for the staff notification and the visitor's acknowledgement.
    assert len(task_lines) == 4
    assert all(line["request_id"] == NGINX_ID for line in task_lines)
    assert {"time", "level", "logger", "message", "request_id", "pid"} <= set(task_lines[0])
    # Outside the request and its tasks, lines carry no id.
    between = next(line for line in lines if line["message"] == "between the request and the worker")
    assert between["request_id"] == ""


def test_a_request_without_nginx_gets_an_id_and_a_forged_one_is_replaced(client):
    own = client.get("/healthz")
    assert "X-Request-ID" not in own  # answered before the id middleware: nothing to trace
    first = client.get("/robots.txt")
    assert len(first["X-Request-ID"]) == 32
    forged = client.get("/robots.txt", HTTP_X_REQUEST_ID="<script>alert(1)</script>\nFAKE LOG LINE")
    assert forged["X-Request-ID"] != first["X-Request-ID"]
    assert forged["X-Request-ID"].isalnum()
