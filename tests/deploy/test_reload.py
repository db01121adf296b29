"""`make reload` (deploy/prod.py reload) under traffic: while a client keeps requesting pages and
posting leads, the running stack loads a new release (gunicorn's workers replaced, the task
worker restarted, nginx reloaded). No request fails and no lead is lost.

Run alone with `pytest -m deployed tests/deploy/test_reload.py`. On PostgreSQL (DATABASE_URL) it
uses its own database, agency_reload_test (with the xdist worker's suffix); on SQLite a database
file of its own.
"""

import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import pytest

from tests.deploy.test_stack import ROOT, Stack
from tests.leads.conftest import HOME_CONTACT, payload

pytestmark = pytest.mark.deployed

# Each xdist worker's own: test_stack.py's stack may run at the same time on another worker.
DATABASE = "_".join(filter(None, ["agency_reload_test", os.environ.get("PYTEST_XDIST_WORKER")]))


class ReloadStack(Stack):
    def __init__(self, state: Path):
        super().__init__(state)
        if self.postgres:
            self.env["DATABASE_URL"] = f"{self.server}/{DATABASE}"
            self.env["REDIS_URL"] = ""  # the file cache in the state folder: nothing shared to flush
        self.env |= {
            "WEB_CONCURRENCY": "2",
            "LEADS_THROTTLE_BURST": "off",
            "LEADS_THROTTLE_SUSTAINED": "off",
            "LEADS_MIN_FILL_MS": "0",
            # The traffic comes from one address on purpose: nginx's limit per address is lifted.
            "PROXY_APP_RATE": "1000r/s",
            "PROXY_APP_BURST": "1000",
        }

    def reset_stores(self) -> None:
        if not self.postgres:
            return
        import psycopg  # noqa: PLC0415

        with psycopg.connect(f"{self.server}/postgres", autocommit=True) as connection:
            connection.execute(f'DROP DATABASE IF EXISTS "{DATABASE}" WITH (FORCE)')

    def children(self, pid: int) -> set[int]:
        found = set()
        for entry in Path("/proc").iterdir():
            if entry.name.isdigit():
                try:
                    stat = (entry / "stat").read_text()
                except OSError:
                    continue
                if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                    found.add(int(entry.name))
        return found

    def process_named(self, word: str) -> int:
        for pid in self.children(self.process.pid):
            if word in Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace"):
                return pid
        raise AssertionError(f"no {word} process under the stack")


@pytest.fixture(scope="module")
def stack():
    """One stack for the module (and, by tests/support/xdist_scheduling.py, one worker): the health
    checks after the reload see the new release, as an operator's monitor would."""
    state = Path(tempfile.mkdtemp(prefix="agency-reload-test-"))
    state.chmod(0o755)
    stack = ReloadStack(state)
    try:
        stack.start()
        yield stack
    finally:
        stack.stop()
        shutil.rmtree(state, ignore_errors=True)


class Traffic:
    """A visitor who keeps reading pages (each past nginx's cache, so Django renders it) and
    sending leads, until told to stop. Every answer is recorded."""

    def __init__(self, stack: ReloadStack):
        self.stack = stack
        self.stop = threading.Event()
        self.answers: list[tuple[float, str, int | str]] = []
        self.leads_accepted = 0
        self.thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        # Bounded by time, not by count alone: on an idle machine 5,000 requests took less than
        # a reload. Paced, so a fast machine does not pile up thousands of leads to deliver.
        n, deadline = 0, time.monotonic() + 600
        with self.stack.client() as client:
            while not self.stop.wait(0.05) and n < 20000 and time.monotonic() < deadline:
                n += 1
                try:
                    if n % 2:
                        # The session cookie takes it past nginx's cache (a query string no longer
                        # does: a page's copy is keyed by its own parameters only).
                        response = client.get(
                            f"{self.stack.https}/pricing", headers={"cookie": f"sessionid=visit{n}"}
                        )
                        self.answers.append((time.monotonic(), "page", response.status_code))
                    else:
                        data = payload(HOME_CONTACT, email=f"visitor{n}@reload.example", elapsedMs=8000)
                        response = client.post(f"{self.stack.https}/api/contact", json=data)
                        self.answers.append((time.monotonic(), "lead", response.status_code))
                        if response.status_code == 201:
                            self.leads_accepted += 1
                except Exception as error:  # a refused or dropped connection is a failed request
                    self.answers.append((time.monotonic(), "error", repr(error)))

    def failures(self) -> list:
        return [answer for answer in self.answers if answer[2] not in (200, 201)]

    def wait_for_answers(self, count: int, since: float, timeout: float = 60) -> None:
        """Until `count` answers came after `since`: traffic flows on both sides of the reload."""
        deadline = time.monotonic() + timeout
        while sum(1 for answer in self.answers if answer[0] >= since) < count:
            assert time.monotonic() < deadline, f"the traffic stalled: {self.answers[-5:]}"
            assert self.thread.is_alive(), f"the traffic stopped: {self.answers[-5:]}"
            time.sleep(0.05)


def test_a_reload_under_traffic_fails_no_request_and_loses_no_lead(stack):
    gunicorn = stack.process_named("gunicorn")
    old_web_workers = stack.children(gunicorn)
    old_task_worker = stack.process_named("task_worker")
    assert len(old_web_workers) == 2

    traffic = Traffic(stack)
    traffic.thread.start()
    traffic.wait_for_answers(20, since=0)
    started = time.monotonic()
    reload = subprocess.run(
        [sys.executable, "deploy/prod.py", "reload"],
        cwd=ROOT, env=stack.env, capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip
    finished = time.monotonic()
    traffic.wait_for_answers(20, since=finished)
    traffic.stop.set()
    traffic.thread.join(timeout=60)

    assert reload.returncode == 0, reload.stdout + reload.stderr + stack.output()
    assert "The new release is serving." in reload.stdout
    during = [answer for answer in traffic.answers if started <= answer[0] <= finished]
    assert len(during) >= 10, f"only {len(during)} requests while reloading"
    assert traffic.failures() == [], stack.output()

    # Every process was replaced (gunicorn's master stays, its workers are new).
    assert stack.process_named("gunicorn") == gunicorn
    assert not (stack.children(gunicorn) & old_web_workers)
    assert stack.process_named("task_worker") != old_task_worker

    # Every accepted lead is stored, and the new task worker sends their emails.
    assert traffic.leads_accepted >= 5
    stored = stack.query(
        "import json; from leads.models import ContactSubmission; "
        "print(json.dumps(ContactSubmission.objects.filter(email__endswith='@reload.example').count()))"
    )
    assert stored == traffic.leads_accepted
    # Waited for inside one shell: a `manage.py` started every second costs a Django start each.
    unsent = stack.query(
        "import json, time\n"
        "from delivery.models import Delivery\n"
        "deadline = time.monotonic() + 60\n"
        "unsent = Delivery.objects.exclude(status__in=['sent', 'skipped'])\n"
        "while unsent.exists() and time.monotonic() < deadline:\n"
        "    time.sleep(0.2)\n"
        "print(json.dumps(unsent.count()))"
    )
    assert unsent == 0, stack.output()


def test_readyz_and_healthz_through_nginx_over_https_and_plain_http(stack):
    with stack.client() as client:
        for base in (stack.https, stack.http):
            for path in ("/healthz", "/readyz"):
                response = client.get(f"{base}{path}", headers={"host": "10.0.3.17"})
                assert response.status_code == 200, (base, path, response.text)
                assert response.headers["cache-control"] == "no-store"
                assert "x-cache-status" not in response.headers
        body = client.get(f"{stack.https}/readyz").json()
        assert body["status"] == "ok", body
        assert set(body["checks"]) == {"database", "cache", "worker", "deliveries"}
        # nginx names each request; Django answers with that name.
        page = client.get(f"{stack.https}/about", headers={"x-request-id": "forged-by-a-client"})
        assert len(page.headers["x-request-id"]) == 32
        assert page.headers["x-request-id"] != "forged-by-a-client"
