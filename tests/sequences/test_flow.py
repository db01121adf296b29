"""A lead enters a sequence, the clock moves on, each step arrives through a real SMTP server in the
lead's language with the one-click headers; booking a call stops the rest; the one-click POST
unsubscribes. Nothing here fakes the mail: messages are read as a mailbox would. Each sweep runs
on two workers at once (two threads, two database connections), as two task workers or two app
hosts would: each step still arrives once (CI runs these on SQLite and on PostgreSQL)."""

import re
import threading
from datetime import timedelta

import pytest
import time_machine
from django.db import connection
from django.test import Client
from django.utils import timezone

from delivery.queue import _SWEEP_STEPS
from leads.services import quote_request_create
from marketing import content
from marketing.models import SiteIdentity
from sequences.models import Enrollment, EnrollmentState, LeftReason, StepSend, Suppression
from sequences.services import sequences_sweep

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.clock]

CALENDLY = "https://calendly.com/driftline/intro-call"


@pytest.fixture
def scheduling(db):
    SiteIdentity.objects.create(
        pk=SiteIdentity.SINGLETON_ID, **{**content.initial_identity_values(), "scheduling_url": CALENDLY}
    )


def _lead(language="es", email="marta@clinicadelmar.example", name="Marta Ruiz"):
    lead, _created = quote_request_create(
        source="pricing_quiz",
        name=name,
        email=email,
        company="Clínica del Mar",
        quiz_answers={
            "business-type": "local",
            "goals": "lead-generation",
            "services": ["seo"],
            "timeline": "immediate",
        },
        language=language,
    )
    return lead


def _body(message) -> str:
    return message.get_body(preferencelist=("plain",)).get_content()


def _path(url: str) -> str:
    return "/" + url.split("://", 1)[1].split("/", 1)[1]


def sweep_on_two_workers() -> list[int]:
    """Both workers sweep at the same moment; returns how many steps each queued."""
    start = threading.Barrier(2)
    queued: list[int] = []

    def worker():
        try:
            start.wait(timeout=10)
            queued.append(sequences_sweep())
        finally:
            connection.close()

    threads = [threading.Thread(target=worker) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    return queued


def _advance_and_sweep(when, run_tasks):
    with time_machine.travel(when, tick=False):
        assert len(sweep_on_two_workers()) == 2
        run_tasks()


def test_each_step_arrives_in_the_leads_language_until_the_lead_books(
    sequence, scheduling, mail_server, run_tasks
):
    assert sequences_sweep in _SWEEP_STEPS  # the queue's periodic sweep runs it
    lead = _lead()
    enrollment = Enrollment.objects.get(lead=lead, sequence=sequence)
    assert enrollment.language == "es" and enrollment.state == EnrollmentState.ACTIVE
    run_tasks()  # the lead's own emails (the notification, the acknowledgement)
    mail_server.take()
    start = enrollment.entered_at

    # Nothing is due before the first step's day.
    _advance_and_sweep(start + timedelta(hours=23), run_tasks)
    assert mail_server.take() == []

    _advance_and_sweep(start + timedelta(days=1, minutes=1), run_tasks)
    [first] = mail_server.take()
    assert first["To"] == "marta@clinicadelmar.example"
    assert first["Subject"] == "Su plan, Marta"
    unsubscribe = first["List-Unsubscribe"]
    assert re.fullmatch(r"<https?://[^>]+/es/correo/baja/[^>]+>", unsubscribe), unsubscribe
    assert first["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    text = _body(first)
    assert "Hola Marta, paso 1." in text
    assert "Recibe este correo porque" in text  # the footer says why, in Spanish

    _advance_and_sweep(start + timedelta(days=3, minutes=2), run_tasks)
    [second] = mail_server.take()
    assert second["Subject"] == "Qué incluye el plan"
    assert second["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"

    # The lead books a call from the email's link: the scheduling page opens, the sequence stops.
    booking = re.search(r"https?://\S+/es/correo/reservar/\S+", _body(second)).group(0).rstrip(").")
    answer = Client().get(_path(booking))
    assert answer.status_code == 302 and answer["Location"].startswith(CALENDLY)
    enrollment.refresh_from_db()
    assert (enrollment.state, enrollment.left_reason) == (EnrollmentState.LEFT, LeftReason.BOOKED)

    _advance_and_sweep(start + timedelta(days=30), run_tasks)
    assert mail_server.take() == []
    assert StepSend.objects.filter(enrollment=enrollment).count() == 2


def test_the_one_click_post_unsubscribes_with_no_cookie_and_no_token(sequence, mail_server, run_tasks):
    lead = _lead(language="en", email="sam@harbourbikes.example", name="Sam Okafor")
    enrollment = Enrollment.objects.get(lead=lead)
    run_tasks()
    mail_server.take()
    _advance_and_sweep(enrollment.entered_at + timedelta(days=1, minutes=1), run_tasks)
    [first] = mail_server.take()
    assert first["Subject"] == "Your plan, Sam"
    link = first["List-Unsubscribe"].strip("<>")
    assert "/email/unsubscribe/" in link
    path = _path(link)

    # A link scanner's GET changes nothing: it shows one button.
    client = Client(enforce_csrf_checks=True)
    page = client.get(path)
    assert page.status_code == 200 and b"Unsubscribe</button>" in page.content
    assert not Suppression.objects.exists()

    # The mail program's POST, as RFC 8058 writes it.
    answer = client.post(path, "List-Unsubscribe=One-Click", content_type="application/x-www-form-urlencoded")
    assert answer.status_code == 200
    assert Suppression.objects.get().address == "sam@harbourbikes.example"
    enrollment.refresh_from_db()
    assert (enrollment.state, enrollment.left_reason) == (EnrollmentState.LEFT, LeftReason.UNSUBSCRIBED)
    # Harmless again; an altered token is a 404 and changes nothing.
    assert client.post(path).status_code == 200
    assert client.post(path[:-2] + ("AA" if not path.endswith("AA") else "BB")).status_code == 404
    assert Suppression.objects.count() == 1

    _advance_and_sweep(enrollment.entered_at + timedelta(days=30), run_tasks)
    assert mail_server.take() == []
    # The address never enters again while it is suppressed.
    _lead(language="en", email="Sam@HarbourBikes.example", name="Sam Okafor")
    assert Enrollment.objects.filter(address="sam@harbourbikes.example").count() == 1
    assert timezone.now()


def test_two_workers_sweeping_together_queue_each_step_once(sequence):
    from delivery.models import Delivery
    from sequences.services import enrollments_enter
    from tests.leads.factories import QuoteRequestFactory

    for n in range(30):
        enrollments_enter(lead=QuoteRequestFactory(email=f"owner{n}@example.org"))
    entered = Enrollment.objects.get(address="owner0@example.org").entered_at
    with time_machine.travel(entered + timedelta(days=1, minutes=5), tick=False):
        queued = sweep_on_two_workers()
    assert sum(queued) == 30
    assert StepSend.objects.count() == 30
    assert Delivery.objects.filter(kind="sequence.step").count() == 30
    assert set(Enrollment.objects.values_list("next_due_at", flat=True)) != {None}
