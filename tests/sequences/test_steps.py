"""What editors write: the admin refuses a faulty step with the reason, previews both languages,
sends a test; the placeholders' fallbacks; business hours; who enters and leaves."""

from datetime import UTC, datetime, timedelta

import pytest
from django.core import mail
from django.core.exceptions import ValidationError
from django.test import Client

from leads.models import LeadStatus
from leads.pipeline import lead_set_status
from sequences import emails, selectors, services
from sequences.models import Enrollment, EnrollmentState, LeftReason, SequenceStep, Suppression
from tests.leads.factories import QuoteRequestFactory
from tests.sequences.conftest import make_sequence
from tests.staff.factories import ContentEditorFactory

pytestmark = [pytest.mark.django_db, pytest.mark.clock]

GOOD = {
    "order": 1,
    "delay": 2,
    "subject_en": "Hello {first_name}",
    "subject_es": "Hola {first_name}",
    "body_en": '<p>See <a href="/pricing">our plans</a> or <a href="{booking_link}">book</a>.</p>',
    "body_es": '<p>Vea <a href="https://example.com/planes">los planes</a>.</p>',
}


def _errors(sequence, **changes) -> dict:
    step = SequenceStep(sequence=sequence, **{**GOOD, **changes})
    try:
        step.full_clean()
    except ValidationError as error:
        return error.message_dict
    return {}


def test_a_good_step_passes(sequence):
    assert _errors(sequence, order=9) == {}


@pytest.mark.parametrize(
    ("changes", "field", "words"),
    [
        ({"subject_en": "  "}, "subject_en", "needs a subject and a body"),
        ({"body_es": "<p> </p>"}, "body_es", "needs a subject and a body"),
        ({"delay": -1}, "delay", "below zero"),
        ({"subject_es": "Hola {nombre}"}, "subject_es", "Unknown placeholder: {nombre}"),
        ({"body_en": '<p><a href="javascript:alert(1)">x</a> {first_name}</p>'}, "body_en", None),
        ({"body_en": '<p><a href="ftp://files.example/x">x</a></p>'}, "body_en", "must be a web address"),
        ({"body_en": '<p><a href="//evil.example/x">x</a></p>'}, "body_en", "must be a web address"),
        ({"subject_en": "Book: {booking_link}"}, "subject_en", "cannot hold {booking_link}"),
    ],
)
def test_a_faulty_step_is_refused_with_the_reason(sequence, changes, field, words):
    errors = _errors(sequence, order=9, **changes)
    if words is None:
        # The sanitizer drops a javascript: link before it is checked: nothing unsafe is kept.
        step = SequenceStep(sequence=sequence, **{**GOOD, "order": 9, **changes})
        step.save()
        assert "javascript" not in SequenceStep.objects.get(pk=step.pk).body_en
        return
    assert field in errors, errors
    assert any(words in message for message in errors[field]), errors[field]


def test_the_admin_refuses_a_negative_delay_and_previews_both_languages(sequence, settings):
    client = Client()
    editor = ContentEditorFactory(email="editor@driftline.example")
    client.force_login(editor)
    url = f"/django-admin/sequences/sequence/{sequence.pk}/change/"
    assert client.get(url).status_code == 200
    step = sequence.steps.get(order=1)
    preview = client.get(f"/django-admin/sequences/sequence/step/{step.pk}/preview/")
    assert preview.status_code == 200
    text = preview.content.decode()
    assert "Your plan, Alex" in text and "Su plan, Lucía" in text
    assert "List-Unsubscribe-Post" in text

    answer = client.post(f"/django-admin/sequences/sequence/step/{step.pk}/preview/")
    assert answer.status_code == 200
    assert sorted(message.subject for message in mail.outbox) == ["Su plan, Lucía", "Your plan, Alex"]
    assert all(message.to == ["editor@driftline.example"] for message in mail.outbox)


def test_placeholders_fall_back_when_a_value_is_missing(sequence):
    lead = QuoteRequestFactory(name=" ", language="es")
    enrollment = Enrollment(lead=lead, sequence=sequence, address="x@example.com", language="es")
    enrollment.entered_at = datetime(2026, 3, 2, tzinfo=UTC)
    enrollment.save()
    message = emails.step_email(sequence.steps.get(order=1), enrollment, to=lead.email)
    assert message.subject == "Su plan"
    body = message.body
    assert "Hola, paso 1." in body
    # No scheduling page: the booking link is the contact page, in the lead's language.
    assert "/es/contacto" in message.alternatives[0].content


def test_business_hours_move_a_step_to_the_next_weekday_morning():
    friday_evening = datetime(2026, 3, 6, 18, 30, tzinfo=services.agency_zone())
    monday = services.next_business_moment(friday_evening)
    assert (monday.weekday(), monday.hour, monday.minute) == (0, 9, 0)
    tuesday_noon = datetime(2026, 3, 3, 12, tzinfo=services.agency_zone())
    assert services.next_business_moment(tuesday_noon) == tuesday_noon


def test_a_sequence_in_business_hours_only_waits_for_the_morning(db):
    sequence = make_sequence(business_hours_only=True)
    lead = QuoteRequestFactory()
    [enrollment] = services.enrollments_enter(lead=lead)
    assert services.in_business_hours(enrollment.next_due_at)
    sunday_night = datetime(2026, 3, 8, 23, tzinfo=services.agency_zone())
    Enrollment.objects.filter(pk=enrollment.pk).update(next_due_at=sunday_night - timedelta(hours=1))
    assert services.sequences_sweep(now=sunday_night) == 0
    enrollment.refresh_from_db()
    assert enrollment.next_due_at.astimezone(services.agency_zone()).hour == 9
    assert sequence.pk


def test_once_per_sequence_at_a_time_and_never_when_suppressed(sequence):
    first = QuoteRequestFactory(email="ana@example.org")
    assert len(services.enrollments_enter(lead=first)) == 1
    again = QuoteRequestFactory(email="Ana+quiz@example.org")
    assert services.enrollments_enter(lead=again) == []
    Suppression.objects.create(address="bo@example.org", reason="bounced")
    assert services.enrollments_enter(lead=QuoteRequestFactory(email="bo@example.org")) == []
    # Another form's lead does not enter a sequence of the pricing quiz.
    assert services.enrollments_enter(lead=QuoteRequestFactory(source="hero_quiz", form="hero_quiz")) == []


@pytest.mark.parametrize("status", [LeadStatus.CONTACTED, LeadStatus.LOST])
def test_staff_moving_the_stage_takes_the_lead_out(sequence, status):
    lead = QuoteRequestFactory()
    [enrollment] = services.enrollments_enter(lead=lead)
    lead_set_status(lead=lead, status=status)
    enrollment.refresh_from_db()
    assert (enrollment.state, enrollment.left_reason, enrollment.next_due_at) == (
        EnrollmentState.LEFT,
        LeftReason.STAGE,
        None,
    )


def test_a_bounce_reported_by_the_provider_suppresses_the_address(sequence):
    from anymail.signals import AnymailTrackingEvent, tracking

    lead = QuoteRequestFactory(email="gone@example.org")
    [enrollment] = services.enrollments_enter(lead=lead)
    event = AnymailTrackingEvent(event_type="bounced", recipient="gone@example.org")
    tracking.send(sender=object, event=event, esp_name="Postmark")
    assert Suppression.objects.get().reason == "bounced"
    enrollment.refresh_from_db()
    assert enrollment.left_reason == LeftReason.BOUNCED
    # A delivered event changes nothing.
    tracking.send(
        sender=object,
        event=AnymailTrackingEvent(event_type="delivered", recipient="x@example.org"),
        esp_name="SES",
    )
    assert Suppression.objects.count() == 1


def test_the_report_counts_entered_sent_left_and_won(sequence):
    leads = [QuoteRequestFactory() for _ in range(3)]
    for lead in leads:
        services.enrollments_enter(lead=lead)
    later = datetime.now(UTC) + timedelta(days=1, minutes=1)
    assert services.sequences_sweep(now=later) == 3
    services.enrollments_leave_lead(lead=leads[0], reason=LeftReason.BOOKED)
    lead_set_status(lead=leads[1], status=LeadStatus.WON)
    report = selectors.sequence_report(sequence)
    assert (report["entered"], report["booked"], report["stage"], report["won"]) == (3, 1, 1, 1)
    assert [step["sent"] for step in report["steps"]] == [3, 0, 0]


def test_the_providers_webhook_needs_its_basic_auth_and_suppresses_a_bounce(client):
    import base64
    import json
    from io import StringIO

    from django.conf import settings
    from django.core.management import call_command

    out = StringIO()
    call_command("anymail_webhook_url", "postmark", stdout=out)
    assert out.getvalue().strip().endswith("/anymail/postmark/tracking/")
    event = {"RecordType": "Bounce", "Type": "HardBounce", "Email": "Lost@Example.org", "MessageID": "m-1"}
    url = "/anymail/postmark/tracking/"
    assert client.post(url, json.dumps(event), content_type="application/json").status_code == 400
    assert not Suppression.objects.exists()
    credentials = base64.b64encode(settings.ANYMAIL["WEBHOOK_SECRET"].encode()).decode()
    answer = client.post(
        url, json.dumps(event), content_type="application/json", HTTP_AUTHORIZATION=f"Basic {credentials}"
    )
    assert answer.status_code == 200
    assert Suppression.objects.get().address == "lost@example.org"


def test_the_mailto_unsubscribe_is_offered_only_when_a_mailbox_is_set(sequence, settings):
    lead = QuoteRequestFactory(language="en")
    [enrollment] = services.enrollments_enter(lead=lead)
    step = sequence.steps.get(order=1)
    header = emails.step_email(step, enrollment, to=lead.email).extra_headers["List-Unsubscribe"]
    assert header.startswith(("<https://", "<http://"))
    assert "mailto:" not in header
    settings.SEQUENCES_UNSUBSCRIBE_MAILTO = "leave@driftline.example"
    message = emails.step_email(step, enrollment, to=lead.email)
    assert message.extra_headers["List-Unsubscribe"].endswith(
        ", <mailto:leave@driftline.example?subject=unsubscribe>"
    )
    assert message.extra_headers["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    # One header line each, whatever the address's length (no RFC 2047 encoded words).
    raw = message.message().as_string()
    assert (
        "List-Unsubscribe: <http" in raw
        and "=?utf-8?" not in raw.split("List-Unsubscribe:")[1].split("\n")[0]
    )
