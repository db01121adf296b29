"""No lost lead: submissions keep streaming in while the mail server fails, a webhook receiver
fails, times out and recovers, and a task worker is killed in the middle of a send. Afterwards every
submission is stored exactly once, every email is delivered exactly once after the mail server is
back, and every lead reached every active webhook endpoint, under one webhook-id per event, never
again after a 2xx, and never an inactive endpoint.

Everything is real: gunicorn, `task_worker` processes, an SMTP server and HTTP receivers on loopback.
"""

import asyncio
import os
import signal
import threading
import time
import uuid
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from email import message_from_bytes

import pytest
from aiosmtpd.controller import Controller
from standardwebhooks import Webhook

from delivery.webhooks import secret_generate
from tests.leads.conftest import (
    CONSULTATION,
    HERO_QUIZ,
    HOME_CONTACT,
    PAGE_CONTACT,
    PRICING_QUIZ,
    payload,
    quiz,
)
from tests.leads.webhook_receiver import Receiver
from tests.support.live import LiveDatabase, LiveServer, free_port

SUBMISSIONS = 40


class MailServer:
    """An SMTP server that can be switched off, made to hang mid-message, and switched on again."""

    def __init__(self):
        self.port = free_port()
        self.messages: list = []
        self.hang_next = False
        self.hanging = threading.Event()
        self.release = threading.Event()
        self.controller: Controller | None = None
        self.lock = threading.Lock()

    async def handle_DATA(self, server, session, envelope):  # noqa: N802 - aiosmtpd's hook name
        if self.hang_next:
            self.hang_next = False
            self.hanging.set()
            # Hold the sender in the middle of the conversation, then refuse the message.
            await asyncio.get_running_loop().run_in_executor(None, self.release.wait, 60)
            return "451 Requested action aborted: local error in processing"
        with self.lock:
            self.messages.append(message_from_bytes(envelope.content))
        return "250 Message accepted for delivery"

    def up(self) -> None:
        self.controller = Controller(self, hostname="127.0.0.1", port=self.port)
        self.controller.start()

    def down(self) -> None:
        if self.controller is not None:
            self.controller.stop()
            self.controller = None


@pytest.fixture
def mail_server():
    server = MailServer()
    server.up()
    yield server
    server.release.set()
    server.down()


@pytest.fixture
def receivers():
    """A flaky receiver (refuses, then hangs past the timeout, then recovers), a healthy one, and
    one behind an inactive endpoint."""
    flaky = Receiver(script=[500] * 10 + ["hang"] * 3 + [200], hang_seconds=2).start()
    healthy = Receiver().start()
    inactive = Receiver().start()
    yield {"flaky": flaky, "healthy": healthy, "inactive": inactive}
    for receiver in (flaky, healthy, inactive):
        receiver.stop()


@pytest.fixture
def live(tmp_path, mail_server):
    server = LiveServer(
        tmp_path,
        database=LiveDatabase(tmp_path, suffix="chaos"),
        env={
            "EMAIL_URL": f"smtp://127.0.0.1:{mail_server.port}",
            "EMAIL_TIMEOUT": "90",
            "LEADS_EMAIL_RETRY_BASE_SECONDS": "1",
            "LEADS_EMAIL_MAX_ATTEMPTS": "12",
            "LEADS_EMAIL_STALE_SECONDS": "3",
            "LEADS_EMAIL_SWEEP_SECONDS": "2",
            "WEBHOOK_ALLOW_HTTP": "true",
            "WEBHOOK_ALLOWED_NETWORKS": "127.0.0.0/8",
            "WEBHOOK_TIMEOUT_SECONDS": "1",
        },
    )
    try:
        server.start()
        yield server
    finally:
        server.stop()


def _submission(n: int) -> tuple[str, dict]:
    makers = [
        lambda name: ("/api/contact", payload(HOME_CONTACT, name=name, email=f"home{n}@example.org")),
        lambda name: ("/api/contact", payload(PAGE_CONTACT, name=name, email=f"page{n}@example.org")),
        lambda name: ("/api/quote-request", quiz(HERO_QUIZ, name=name, email=f"hero{n}@example.org")),
        lambda name: ("/api/quote-request", payload(CONSULTATION, name=name, email=f"ai{n}@example.org")),
        lambda name: ("/api/quote-request", payload(PRICING_QUIZ, name=name, email=f"price{n}@example.org")),
    ]
    path, data = makers[n % len(makers)](f"Chaos Visitor {n:03d}")
    data["idempotencyKey"] = str(uuid.uuid4())
    return path, data


def _endpoints_create(live, receivers) -> dict[str, str]:
    """The three endpoints in the live server's database. Returns their secrets by receiver."""
    secrets = {name: secret_generate() for name in receivers}
    rows = [(receiver.url, name, name != "inactive", secrets[name]) for name, receiver in receivers.items()]
    live.manage(
        "shell",
        "--no-imports",
        "-c",
        "from delivery.models import WebhookEndpoint\n"
        f"for url, name, active, secret in {rows!r}:\n"
        "    WebhookEndpoint.objects.create(url=url, description=name, events=['lead.created'],"
        " active=active, secret=secret)",
    )
    return secrets


def test_no_lead_or_email_is_lost_when_mail_fails_and_a_worker_dies(live, mail_server, receivers):
    secrets = _endpoints_create(live, receivers)
    worker = live.start_worker()
    submissions = [_submission(n) for n in range(SUBMISSIONS)]
    answers: list[tuple[str, int]] = []

    def stream() -> None:
        with ThreadPoolExecutor(max_workers=4) as pool:
            for n, (path, data) in enumerate(submissions):
                # Every fifth submission is sent twice at once, as a double click or a retry would.
                copies = 2 if n % 5 == 0 else 1
                for status, body in pool.map(live.post_json, [path] * copies, [data] * copies):
                    answers.append((data["idempotencyKey"], status, body.get("id")))
                time.sleep(0.1)

    streamer = threading.Thread(target=stream)
    streamer.start()
    try:
        time.sleep(1)
        # The mail server fails: connections are refused, sends are retried later.
        mail_server.down()
        time.sleep(1.5)
        # It comes back, but the next message hangs half-way; the worker sending it is killed.
        mail_server.hang_next = True
        mail_server.up()
        assert mail_server.hanging.wait(timeout=60), "no worker reached the mail server"
        os.kill(worker.pid, signal.SIGKILL)
        worker.wait()
        mail_server.release.set()
        # A replacement worker starts the way bin/serve starts one.
        live.manage("recover_lead_emails")
        worker = live.start_worker()
    finally:
        streamer.join(timeout=120)

    try:
        deadline = time.monotonic() + 120
        while True:
            stored = live.query("leads", module="tests.hardening.chaos_report")
            settled = all(
                row["notification"] == row["acknowledgement"] == "sent"
                and row["webhooks"] == ["sent", "sent"]
                for row in stored
            )
            if (settled and len(stored) == SUBMISSIONS) or time.monotonic() > deadline:
                break
            time.sleep(1)
    finally:
        worker.terminate()
        worker.wait(timeout=15)

    # Every submission was answered as stored, and is stored exactly once.
    assert len(answers) == SUBMISSIONS + SUBMISSIONS // 5
    assert all(status in (200, 201) for _, status, _ in answers), answers
    ids_by_key: dict[str, set] = {}
    for key, _, lead_id in answers:
        ids_by_key.setdefault(key, set()).add(lead_id)
    assert all(len(ids) == 1 for ids in ids_by_key.values())
    assert sorted(row["key"] for row in stored) == sorted(data["idempotencyKey"] for _, data in submissions)

    # Every email went out once the mail server was back, and none went out twice.
    assert {(row["notification"], row["acknowledgement"]) for row in stored} == {("sent", "sent")}
    staff = Counter(msg["Reply-To"] for msg in mail_server.messages if msg["To"] == "leads@acme.example")
    visitors = Counter(msg["To"] for msg in mail_server.messages if msg["To"] != "leads@acme.example")
    emails = sorted(row["email"] for row in stored)
    assert sorted(staff) == emails and set(staff.values()) == {1}
    assert sorted(visitors) == emails and set(visitors.values()) == {1}

    # Every lead reached both active endpoints, each event under one webhook-id and signed with
    # the endpoint's secret; no event was sent again after a 2xx; the inactive endpoint heard nothing.
    assert {tuple(row["webhooks"]) for row in stored} == {("sent", "sent")}
    assert receivers["inactive"].requests == []
    leads = sorted(tuple(row["lead"]) for row in stored)
    for name in ("flaky", "healthy"):
        ids_by_lead: dict[tuple, set] = {}
        acknowledged = Counter()
        for request in receivers[name].requests:
            event = Webhook(secrets[name]).verify(request.body, request.headers)
            lead = (event["data"]["lead"]["type"], event["data"]["lead"]["id"])
            ids_by_lead.setdefault(lead, set()).add(request.headers["webhook-id"])
            if request.answered == 200:
                acknowledged[request.headers["webhook-id"]] += 1
        assert sorted(ids_by_lead) == leads, name
        assert all(len(ids) == 1 for ids in ids_by_lead.values()), name
        assert len(acknowledged) == len(leads) and set(acknowledged.values()) == {1}, name
    flaky_answers = Counter(str(r.answered) for r in receivers["flaky"].requests)
    assert flaky_answers["500"] == 10 and flaky_answers["hang"] == 3  # it did fail and time out
