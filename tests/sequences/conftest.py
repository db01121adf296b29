import socket
import threading
from email import message_from_bytes, policy

import pytest
from aiosmtpd.controller import Controller

from sequences.models import DelayFrom, DelayUnit, Sequence, SequenceStep
from tests.leads.conftest import run_tasks  # noqa: F401 (the worker loop, as a fixture here too)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class MailServer:
    """A real SMTP server on loopback; the messages as a mailbox reads them, headers and all."""

    def __init__(self):
        self.port = free_port()
        self.messages: list = []
        self.lock = threading.Lock()
        self.controller = Controller(self, hostname="127.0.0.1", port=self.port)

    async def handle_DATA(self, server, session, envelope):  # noqa: N802 - aiosmtpd's hook name
        with self.lock:
            self.messages.append(message_from_bytes(envelope.content, policy=policy.default))
        return "250 Message accepted for delivery"

    def take(self) -> list:
        with self.lock:
            taken, self.messages = self.messages, []
        return taken


@pytest.fixture
def mail_server(settings):
    server = MailServer()
    server.controller.start()
    settings.MAILERS = {
        "default": {
            "BACKEND": "django.core.mail.backends.smtp.EmailBackend",
            "OPTIONS": {"host": "127.0.0.1", "port": server.port, "timeout": 10},
        }
    }
    yield server
    server.controller.stop()


STEPS = [
    # (order, delay, unit, from, subject en, subject es)
    (1, 1, DelayUnit.DAYS, DelayFrom.ENTRY, "Your plan, {first_name}", "Su plan, {first_name}"),
    (2, 2, DelayUnit.DAYS, DelayFrom.PREVIOUS, "What the plan includes", "Qué incluye el plan"),
    (3, 3, DelayUnit.DAYS, DelayFrom.PREVIOUS, "Shall we talk?", "¿Hablamos?"),
]


def make_sequence(*, coded_forms=("pricing_quiz",), business_hours_only=False, **extra) -> Sequence:
    sequence = Sequence.objects.create(
        name=extra.pop("name", "Pricing quiz follow-up"),
        coded_forms=list(coded_forms),
        business_hours_only=business_hours_only,
        active=True,
        **extra,
    )
    for order, delay, unit, since, subject_en, subject_es in STEPS:
        SequenceStep.objects.create(
            sequence=sequence,
            order=order,
            delay=delay,
            delay_unit=unit,
            delay_from=since,
            subject_en=subject_en,
            subject_es=subject_es,
            body_en=f'<p>Hi {{first_name}}, step {order}. <a href="{{booking_link}}">Book a call</a>.</p>',
            body_es=f'<p>Hola {{first_name}}, paso {order}. <a href="{{booking_link}}">Reserve</a>.</p>',
        )
    return sequence


@pytest.fixture
def sequence(db):
    return make_sequence()
