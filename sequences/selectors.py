"""Reads of sequences: a lead's sequences (the staff page), the report per sequence and step, the
sample lead of the admin's preview."""

from django.db.models import Count, Q, Sum
from django.utils import timezone

from leads.models import Lead, LeadStatus
from sequences.models import Enrollment, EnrollmentState, LeftReason, Sequence, StepSend

SAMPLE_NAMES = {"en": "Alex Morgan", "es": "Lucía Romero"}


def sample_enrollment(sequence: Sequence, language: str) -> Enrollment:
    """An enrollment of a made-up lead (never saved), for the admin's preview and test email."""
    lead = Lead(
        name=SAMPLE_NAMES.get(language, SAMPLE_NAMES["en"]), email="alex@example.com", language=language
    )
    return Enrollment(
        lead=lead, sequence=sequence, address=lead.email, language=language, entered_at=timezone.now()
    )


def lead_enrollment(lead: Lead, enrollment_id: int) -> Enrollment | None:
    return Enrollment.objects.filter(lead=lead, pk=enrollment_id).first()


def lead_enrollments(lead: Lead) -> list[dict]:
    """The lead's sequences for the staff page: each with its state, the steps sent with their
    dates, the next one due."""
    enrollments = (
        Enrollment.objects.filter(lead=lead).select_related("sequence").prefetch_related("sends__step")
    )
    rows = []
    for enrollment in enrollments.order_by("-entered_at", "-id"):
        sends = sorted(enrollment.sends.all(), key=lambda send: (send.sent_at, send.pk))
        rows.append(
            {
                "id": enrollment.pk,
                "sequence": enrollment.sequence.name,
                "state": enrollment.state,
                "stateLabel": enrollment.get_state_display(),
                "leftReason": enrollment.get_left_reason_display() if enrollment.left_reason else "",
                "enteredAt": enrollment.entered_at.isoformat(),
                "nextDueAt": enrollment.next_due_at.isoformat() if enrollment.next_due_at else None,
                "sent": [
                    {
                        "step": send.step.order,
                        "subject": send.step.subject_en,
                        "sentAt": send.sent_at.isoformat(),
                    }
                    for send in sends
                ],
                "canStop": enrollment.state == EnrollmentState.ACTIVE,
            }
        )
    return rows


def _left(reason: str) -> Count:
    return Count("pk", filter=Q(state=EnrollmentState.LEFT, left_reason=reason))


def sequence_report(sequence: Sequence) -> dict:
    """Per sequence: how many entered, left by booking, by stage, by unsubscribing, by bouncing
    (or complaining), how many were won and their value; per step: how many were sent."""
    enrollments = Enrollment.objects.filter(sequence=sequence)
    totals = enrollments.aggregate(
        entered=Count("pk"),
        active=Count("pk", filter=Q(state=EnrollmentState.ACTIVE)),
        completed=Count("pk", filter=Q(state=EnrollmentState.COMPLETED)),
        booked=_left(LeftReason.BOOKED),
        stage=_left(LeftReason.STAGE),
        unsubscribed=_left(LeftReason.UNSUBSCRIBED),
        bounced=Count(
            "pk",
            filter=Q(state=EnrollmentState.LEFT, left_reason__in=[LeftReason.BOUNCED, LeftReason.COMPLAINED]),
        ),
        stopped=_left(LeftReason.STOPPED),
    )
    won = Lead.objects.filter(pk__in=enrollments.values("lead"), status=LeadStatus.WON).aggregate(
        count=Count("pk"), value=Sum("won_value")
    )
    sent = dict(
        StepSend.objects.filter(step__sequence=sequence)
        .values("step")
        .annotate(count=Count("pk"))
        .values_list("step", "count")
    )
    steps = [
        {"order": step.order, "subject": step.subject_en, "sent": sent.get(step.pk, 0)}
        for step in sequence.steps.order_by("order", "id")
    ]
    return {**totals, "won": won["count"], "won_value": won["value"] or 0, "steps": steps}


def sequences_report() -> list[dict]:
    return [
        {"id": sequence.pk, "name": sequence.name, **sequence_report(sequence)}
        for sequence in Sequence.objects.order_by("name")
    ]
