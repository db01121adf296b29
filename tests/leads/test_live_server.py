"""Against a real server: gunicorn processes, parallel clients, raw HTTP, and the task worker.

The server runs in its own processes on its own database (a SQLite file, or a PostgreSQL database
named after the test database when DATABASE_URL points at PostgreSQL), so what it stores is
committed for real and read back through `manage.py shell`, as an operator would.
"""

import contextlib
import http.client
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from django.conf import settings

from tests.leads.conftest import (
    CONSULTATION,
    HERO_QUIZ,
    HOME_CONTACT,
    PAGE_CONTACT,
    PRICING_QUIZ,
    payload,
    quiz,
)

BASE_DIR = Path(settings.BASE_DIR)
BIN = Path(sys.executable).parent


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class LiveDatabase:
    """A database of the server's own, created empty and dropped afterwards."""

    def __init__(self, tmp_path: Path):
        config = settings.DATABASES["default"]
        self.postgres = config["ENGINE"] == "django.db.backends.postgresql"
        if self.postgres:
            # Named after the test database (test_<name>), whether or not it exists yet.
            base = config["NAME"] if config["NAME"].startswith("test_") else f"test_{config['NAME']}"
            self.name = f"{base}_live"
            auth = config["USER"] + (f":{config['PASSWORD']}" if config.get("PASSWORD") else "")
            self.server = f"postgres://{auth}@{config['HOST'] or '127.0.0.1'}:{config['PORT'] or 5432}"
            self.url = f"{self.server}/{self.name}"
        else:
            self.url = f"sqlite:///{tmp_path / 'live.sqlite3'}"

    def _admin(self, sql: str) -> None:
        import psycopg

        with psycopg.connect(f"{self.server}/postgres", autocommit=True) as connection:
            connection.execute(sql)

    def create(self) -> None:
        if self.postgres:
            self._admin(f'DROP DATABASE IF EXISTS "{self.name}" WITH (FORCE)')
            self._admin(f'CREATE DATABASE "{self.name}"')

    def drop(self) -> None:
        if self.postgres:
            self._admin(f'DROP DATABASE IF EXISTS "{self.name}" WITH (FORCE)')


class LiveServer:
    def __init__(self, tmp_path: Path):
        self.database = LiveDatabase(tmp_path)
        self.port = _free_port()
        self.env = {
            **os.environ,
            "DJANGO_ENV": "test",
            "DATABASE_URL": self.database.url,
            "REDIS_URL": "",
            "EMAIL_BACKEND": "django.core.mail.backends.console.EmailBackend",
            "ENQUIRY_EMAIL": "leads@acme.example",
            # Dozens of submissions come from one address here; the limits are tested elsewhere.
            "LEADS_THROTTLE_BURST": "off",
            "LEADS_THROTTLE_SUSTAINED": "off",
            "LEADS_MAX_BODY_BYTES": str(64 * 1024),
            "PYTHONUNBUFFERED": "1",
        }
        self.process: subprocess.Popen | None = None

    def manage(self, *args: str, timeout: float = 120) -> str:
        result = subprocess.run(
            [sys.executable, "manage.py", *args],
            cwd=BASE_DIR,
            env=self.env,
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )
        assert result.returncode == 0, result.stderr[-3000:]
        return result.stdout

    def query(self, report: str):
        """Runs a function of live_report.py against the server's database and returns its JSON output."""
        code = f"from tests.leads import live_report; live_report.{report}()"
        return json.loads(self.manage("shell", "--no-imports", "-c", code).strip().splitlines()[-1])

    def start(self) -> None:
        self.database.create()
        self.manage("migrate", "--noinput", timeout=300)
        self.process = subprocess.Popen(
            [
                str(BIN / "gunicorn"),
                "agency.wsgi:application",
                "--bind",
                f"127.0.0.1:{self.port}",
                "--workers",
                "2",
                "--threads",
                "4",
                "--graceful-timeout",
                "5",
            ],
            cwd=BASE_DIR,
            env=self.env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"gunicorn exited: {self.process.stderr.read()[-3000:]}")
            try:
                if self.request("GET", "/api/contact")[0] == 405:
                    return
            except OSError:
                time.sleep(0.2)
        raise RuntimeError("gunicorn did not start within 60 seconds")

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.database.drop()

    def request(self, method: str, path: str, body=None, headers=None, **kwargs):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        try:
            connection.request(method, path, body=body, headers=headers or {}, **kwargs)
            response = connection.getresponse()
            return response.status, response.getheader("Retry-After"), response.read()
        finally:
            connection.close()

    def post_json(self, path: str, data: dict):
        status, _, body = self.request(
            "POST", path, json.dumps(data).encode(), {"Content-Type": "application/json"}
        )
        return status, json.loads(body)


@pytest.fixture(scope="module")
def live_server_process(tmp_path_factory):
    server = LiveServer(tmp_path_factory.mktemp("live-leads"))
    try:
        server.start()
        yield server
    finally:
        server.stop()


def _submissions(count: int) -> list[tuple[str, dict]]:
    """`count` distinct submissions cycling through every payload of the spec, each with its own key."""
    makers = [
        lambda n: ("/api/contact", payload(HOME_CONTACT, email=f"home{n}@example.org")),
        lambda n: ("/api/contact", payload(PAGE_CONTACT, email=f"page{n}@example.org")),
        lambda n: ("/api/quote-request", quiz(HERO_QUIZ, email=f"hero{n}@example.org")),
        lambda n: ("/api/quote-request", payload(CONSULTATION, email=f"ai{n}@example.org")),
        lambda n: ("/api/quote-request", payload(PRICING_QUIZ, email=f"pricing{n}@example.org")),
    ]
    submissions = []
    for n in range(count):
        path, data = makers[n % len(makers)](n)
        data["idempotencyKey"] = str(uuid.uuid4())
        submissions.append((path, data))
    return submissions


def test_parallel_clients_store_every_lead_exactly_once_with_its_notifications(live_server_process):
    server = live_server_process
    submissions = _submissions(40)
    # Every submission is sent twice at the same moment (a double click, a retry racing the original).
    attempts = [item for item in submissions for _ in range(2)]
    start = threading.Barrier(16)

    def send(item):
        path, data = item
        with contextlib.suppress(threading.BrokenBarrierError):
            start.wait(timeout=10)
        return data["idempotencyKey"], *server.post_json(path, data)

    with ThreadPoolExecutor(max_workers=16) as pool:
        results = list(pool.map(send, attempts))

    by_key: dict[str, list[tuple[int, dict]]] = {}
    for key, status, body in results:
        by_key.setdefault(key, []).append((status, body))
    assert len(by_key) == 40
    for key, answers in by_key.items():
        statuses = sorted(status for status, _ in answers)
        assert statuses == [200, 201], (key, answers)
        assert answers[0][1] == answers[1][1], "both answers must name the same lead"

    stored = server.query("stored")
    assert stored["keys"] == sorted(by_key)  # every lead stored, none twice
    assert stored["tasks"] == stored["expected_tasks"]  # each with exactly its two email tasks

    output = server.manage("db_worker", "--batch", "--no-startup-delay", "--interval", "0", timeout=300)

    assert sum(line.startswith("To: leads@acme.example") for line in output.splitlines()) == 40
    delivered = server.query("delivery_states")
    assert delivered == [["sent", "sent"]]


def test_a_chunked_body_over_the_limit_is_refused_with_413(live_server_process):
    body = json.dumps({**HOME_CONTACT, "message": "x" * (70 * 1024)}).encode()
    chunks = (body[i : i + 8192] for i in range(0, len(body), 8192))

    status, _, answer = live_server_process.request(
        "POST", "/api/contact", chunks, {"Content-Type": "application/json"}, encode_chunked=True
    )

    assert status == 413
    assert json.loads(answer) == {"detail": "The request body is larger than the limit of 64 KiB."}


def test_a_small_chunked_body_is_accepted(live_server_process):
    body = json.dumps(payload(HOME_CONTACT, email="chunked@example.org")).encode()

    status, _, answer = live_server_process.request(
        "POST",
        "/api/contact",
        iter([body[:40], body[40:]]),
        {"Content-Type": "application/json"},
        encode_chunked=True,
    )

    assert status == 201
    assert "id" in json.loads(answer)


def _read_response(sock: socket.socket) -> tuple[int, bytes]:
    response = http.client.HTTPResponse(sock)
    response.begin()
    return response.status, response.read()


def test_a_huge_declared_length_is_refused_before_any_body_is_sent(live_server_process):
    with socket.create_connection(("127.0.0.1", live_server_process.port), timeout=10) as sock:
        sock.sendall(
            b"POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            b"Content-Length: 50000000\r\n\r\n"
        )
        status, body = _read_response(sock)

    assert status == 413
    assert json.loads(body) == {"detail": "The request body is larger than the limit of 64 KiB."}


def test_a_body_longer_than_its_declared_length_is_cut_at_that_length(live_server_process):
    body = json.dumps(HOME_CONTACT).encode()

    with socket.create_connection(("127.0.0.1", live_server_process.port), timeout=10) as sock:
        sock.sendall(
            b"POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            b"Connection: close\r\nContent-Length: 10\r\n\r\n" + body
        )
        status, body = _read_response(sock)

    assert status == 400
    assert json.loads(body)["detail"].startswith("The request body is not valid JSON")
