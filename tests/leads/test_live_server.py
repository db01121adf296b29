"""Against a real server: gunicorn processes, parallel clients, raw HTTP, and the task worker.

The server runs in its own processes on its own database (a SQLite file, or a PostgreSQL database
named after the test database when DATABASE_URL points at PostgreSQL), so what it stores is
committed for real and read back through `manage.py shell`, as an operator would.
"""

import contextlib
import http.client
import json
import socket
import threading
import uuid
from concurrent.futures import ThreadPoolExecutor

import pytest

from tests.leads.conftest import (
    CONSULTATION,
    HERO_QUIZ,
    HOME_CONTACT,
    PAGE_CONTACT,
    PRICING_QUIZ,
    payload,
    quiz,
)
from tests.support.live import LiveServer


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
    assert stored["tasks"] == stored["expected_tasks"]  # each delivery with exactly its own task
    assert stored["kinds"] == [["acknowledgement", "notification"]]  # both emails for every lead

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
