"""Two app server processes on one database: a lead sent to one is in the staff API of the other.

Nothing the site needs lives in a process: leads, sessions and tasks are in the database (and the
cache in Redis in production), so any number of gunicorn processes or machines can serve it.
"""

import http.cookiejar
import json
import urllib.request

import pytest

from tests.leads.conftest import PAGE_CONTACT, payload
from tests.support.live import LiveDatabase, LiveServer

STAFF = {
    "STAFF_USERNAME": "morgan",
    "STAFF_EMAIL": "morgan@acme.example",
    "STAFF_PASSWORD": "harbor-lights-2026",
}


class Browser:
    """A cookie-keeping HTTP client for one server, posting JSON with the CSRF header like the island."""

    def __init__(self, base_url: str):
        self.base_url = base_url
        self.opener = urllib.request.build_opener(
            urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar())
        )
        self.csrf = ""

    def call(self, method: str, path: str, data: dict | None = None) -> tuple[int, dict]:
        request = urllib.request.Request(
            self.base_url + path,
            method=method,
            data=json.dumps(data).encode() if data is not None else None,
            headers={"Content-Type": "application/json", "X-CSRFToken": self.csrf},
        )
        try:
            with self.opener.open(request, timeout=30) as response:
                return response.status, json.loads(response.read())
        except urllib.error.HTTPError as error:
            return error.code, json.loads(error.read())


@pytest.fixture
def two_servers(tmp_path):
    database = LiveDatabase(tmp_path, suffix="multi")
    first = LiveServer(tmp_path, database=database, env=STAFF)
    second = LiveServer(tmp_path, database=database)
    try:
        first.start()
        first.manage("createstaff", "--no-input")
        second.start(migrate=False)
        yield first, second
    finally:
        second.stop(drop=False)
        first.stop()


def test_a_lead_sent_to_one_server_is_in_the_staff_api_of_the_other(two_servers):
    first, second = two_servers
    assert first.port != second.port

    status, body = first.post_json("/api/contact", payload(PAGE_CONTACT, name="Riley Chen"))
    assert status == 201
    lead_id = body["id"]

    staff = Browser(f"http://127.0.0.1:{second.port}")
    assert staff.call("GET", "/api/admin/contacts")[0] in (401, 403)
    status, body = staff.call("GET", "/api/auth/csrf")
    staff.csrf = body["csrfToken"]
    status, body = staff.call(
        "POST", "/api/admin/login", {"username": STAFF["STAFF_USERNAME"], "password": STAFF["STAFF_PASSWORD"]}
    )
    assert status == 200, body
    staff.csrf = body["csrfToken"]

    status, body = staff.call("GET", "/api/admin/contacts")
    assert status == 200
    [lead] = [row for row in body["results"] if row["id"] == lead_id]
    assert lead["name"] == "Riley Chen"
    assert lead["email"] == PAGE_CONTACT["email"]

    # The session made on the second server is honoured by the first one too.
    shared = Browser(f"http://127.0.0.1:{first.port}")
    shared.opener = staff.opener
    shared.csrf = staff.csrf
    assert shared.call("GET", "/api/admin/session")[0] == 200
