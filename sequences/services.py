"""Writes of sequences: entering, leaving, the due sweep, the suppression list.

A lead enters each active sequence whose rule it meets when it is stored (leads.signals.lead_stored,
connected in SequencesConfig.ready), in its own language, at most once per sequence at a time (the
enrollment's partial unique constraint decides between concurrent leads), never when its mailbox
is suppressed. It leaves on booking a call, on staff moving it to Contacted, Won or Lost, on
unsubscribing, on a bounce or complaint, or when staff stop it.

The sweep (`sequences_sweep`, a step of the delivery queue's periodic sweep) reads the index on
`next_due_at`. Each due enrollment is locked with SKIP LOCKED (PostgreSQL; two workers take
different rows) and its step's StepSend row, unique per enrollment and step, is the last word: a
second worker that gets that far anyway loses the insert and sends nothing.
"""

import logging
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import Q
from django.utils import timezone

from campaigns.models import CampaignPage
from campaigns.selectors import campaign_slug
from leads.models import Lead, LeadStatus
from leads.services import mailbox
from sequences import sending
from sequences.content.seed import SEQUENCES
from sequences.models import (
    DelayFrom,
    Enrollment,
    EnrollmentState,
    LeftReason,
    Sequence,
    SequenceStep,
    StepSend,
    Suppression,
    SuppressionReason,
)

logger = logging.getLogger(__name__)

# Business hours in the agency's time zone (settings.TIME_ZONE): Monday to Friday, 9:00 to 17:00.
OPENING_HOUR = 9
CLOSING_HOUR = 17
# The stages staff move a lead to that take it out of every sequence.
LEAVING_STAGES = (LeadStatus.CONTACTED, LeadStatus.WON, LeadStatus.LOST)
SWEEP_BATCH = 500


def normalise_address(address: str) -> str:
    return mailbox(address or "")


def is_suppressed(address: str) -> bool:
    return Suppression.objects.filter(address=normalise_address(address)).exists()


# --- entering ---------------------------------------------------------------------------------


def sequence_admits(sequence: Sequence, lead: Lead) -> bool:
    """Whether a lead meets the sequence's rule: one of its forms, built forms or pages, and the score."""
    if sequence.min_score is not None and lead.score < sequence.min_score:
        return False
    if lead.form in (sequence.coded_forms or []):
        return True
    if any(form.lead_form_key == lead.form for form in sequence.built_forms.all()):
        return True
    slug = campaign_slug(lead.page_url) or (None if lead.page_url else campaign_slug(lead.landing_page))
    return bool(slug) and any(page.slug == slug for page in sequence.campaign_pages.all())


def enrollments_enter(*, lead: Lead) -> list[Enrollment]:
    """Put a newly stored lead into every active sequence it meets. Returns the enrollments made."""
    if lead.is_spam or not lead.email or is_suppressed(lead.email):
        return []
    made = []
    sequences = Sequence.objects.filter(active=True).prefetch_related("built_forms", "campaign_pages")
    for sequence in sequences:
        if sequence_admits(sequence, lead):
            enrollment = _enter(sequence, lead)
            if enrollment is not None:
                made.append(enrollment)
    return made


def _enter(sequence: Sequence, lead: Lead) -> Enrollment | None:
    now = timezone.now()
    enrollment = Enrollment(
        lead=lead,
        sequence=sequence,
        address=normalise_address(lead.email),
        language=lead.language or "en",
        entered_at=now,
    )
    first = sequence.steps.order_by("order", "id").first()
    enrollment.next_due_at = _due(sequence, first, now, now) if first else None
    if first is None:
        enrollment.state = EnrollmentState.COMPLETED
    try:
        with transaction.atomic():  # a savepoint: the lead's own transaction survives
            enrollment.save(force_insert=True)
    except IntegrityError:
        return None  # this mailbox is in the sequence already
    return enrollment


def lead_stored(sender, *, lead: Lead, **kwargs) -> None:
    """leads.signals.lead_stored's receiver."""
    enrollments_enter(lead=lead)


# --- when a step is due -----------------------------------------------------------------------


def agency_zone() -> ZoneInfo:
    return ZoneInfo(settings.TIME_ZONE)


def in_business_hours(moment: datetime) -> bool:
    local = moment.astimezone(agency_zone())
    return local.weekday() < 5 and OPENING_HOUR <= local.hour < CLOSING_HOUR


def next_business_moment(moment: datetime) -> datetime:
    """`moment` if it is in business hours, else the next opening (9:00 of the next weekday)."""
    if in_business_hours(moment):
        return moment
    local = moment.astimezone(agency_zone())
    day = local.date() if local.hour < OPENING_HOUR else local.date() + timedelta(days=1)
    while day.weekday() >= 5:
        day += timedelta(days=1)
    return datetime(day.year, day.month, day.day, OPENING_HOUR, tzinfo=agency_zone())


def _due(sequence: Sequence, step: SequenceStep, entered_at: datetime, previous_at: datetime) -> datetime:
    base = entered_at if step.delay_from == DelayFrom.ENTRY else previous_at
    due = base + step.wait
    return next_business_moment(due) if sequence.business_hours_only else due


def _steps_left(enrollment: Enrollment, steps: dict[int, list[SequenceStep]]) -> list[SequenceStep]:
    """The steps not yet sent to the enrollment, in order (`steps`: each sequence's, read once a sweep)."""
    if enrollment.sequence_id not in steps:
        steps[enrollment.sequence_id] = list(enrollment.sequence.steps.order_by("order", "id"))
    sent = set(StepSend.objects.filter(enrollment=enrollment).values_list("step_id", flat=True))
    return [step for step in steps[enrollment.sequence_id] if step.pk not in sent]


def send_key(enrollment: Enrollment, step: SequenceStep) -> str:
    return f"sequence-step:{enrollment.pk}:{step.pk}"


def sequences_sweep(*, now: datetime | None = None, batch: int = SWEEP_BATCH) -> int:
    """Send every step that is due (a step of the delivery sweep). Returns how many were queued."""
    now = now or timezone.now()
    due = (
        Enrollment.objects.filter(next_due_at__lte=now, state=EnrollmentState.ACTIVE)
        .order_by("next_due_at")
        .values_list("pk", flat=True)[:batch]
    )
    queued = 0
    steps: dict[int, list[SequenceStep]] = {}
    for pk in list(due):
        try:
            queued += _sweep_one(pk, now, steps)
        except Exception:
            logger.exception("Sequence enrollment %s could not be advanced.", pk)
    return queued


def _sweep_one(pk: int, now: datetime, steps: dict[int, list[SequenceStep]]) -> int:
    with transaction.atomic():
        enrollment = (
            Enrollment.objects.select_for_update(skip_locked=True, of=("self",))
            .select_related("sequence", "lead")
            .filter(pk=pk, state=EnrollmentState.ACTIVE, next_due_at__lte=now)
            .first()
        )
        if enrollment is None:
            return 0  # another worker has it, or it left meanwhile
        sequence = enrollment.sequence
        if not sequence.active:
            return _pause(enrollment)
        if is_suppressed(enrollment.address):
            _leave(enrollment, LeftReason.SUPPRESSED, now)
            return 0
        if sequence.business_hours_only and not in_business_hours(now):
            enrollment.next_due_at = next_business_moment(now)
            enrollment.save(update_fields=["next_due_at"])
            return 0
        left = _steps_left(enrollment, steps)
        if not left:
            return _complete(enrollment)
        step, following = left[0], (left[1] if len(left) > 1 else None)
        key = send_key(enrollment, step)
        try:
            with transaction.atomic():
                send = StepSend.objects.create(
                    enrollment=enrollment, step=step, sent_at=now, idempotency_key=key
                )
        except IntegrityError:
            send = None  # sent already (by another worker): only move on
        if send is not None:
            sending.email_enqueue(key=key, recipient=enrollment.lead.email.strip(), reference=send.reference)
        if following is None:
            _complete(enrollment)
        else:
            enrollment.next_due_at = _due(sequence, following, enrollment.entered_at, now)
            enrollment.save(update_fields=["next_due_at"])
        return 1 if send is not None else 0


def _pause(enrollment: Enrollment) -> int:
    # A sequence switched off keeps its leads; they wait until it is on again (checked hourly).
    enrollment.next_due_at = timezone.now() + timedelta(hours=1)
    enrollment.save(update_fields=["next_due_at"])
    return 0


def _complete(enrollment: Enrollment) -> int:
    enrollment.state = EnrollmentState.COMPLETED
    enrollment.next_due_at = None
    enrollment.save(update_fields=["state", "next_due_at"])
    return 0


# --- leaving ----------------------------------------------------------------------------------


def _leave(enrollment: Enrollment, reason: str, now: datetime | None = None) -> None:
    enrollment.state = EnrollmentState.LEFT
    enrollment.left_reason = reason
    enrollment.left_at = now or timezone.now()
    enrollment.next_due_at = None
    enrollment.save(update_fields=["state", "left_reason", "left_at", "next_due_at"])


def _leave_all(enrollments, reason: str) -> int:
    return enrollments.filter(state=EnrollmentState.ACTIVE).update(
        state=EnrollmentState.LEFT, left_reason=reason, left_at=timezone.now(), next_due_at=None
    )


def enrollments_leave_lead(*, lead: Lead, reason: str) -> int:
    """Take a lead (every lead of its mailbox) out of every sequence. Returns how many it left."""
    address = normalise_address(lead.email)
    return _leave_all(Enrollment.objects.filter(Q(lead=lead) | Q(address=address)), reason)


def enrollment_stop(*, enrollment: Enrollment) -> bool:
    """Staff stop one enrollment. Returns whether it was still running."""
    return bool(_leave_all(Enrollment.objects.filter(pk=enrollment.pk), LeftReason.STOPPED))


def lead_status_changed(sender, *, lead: Lead, new_status: str, **kwargs) -> None:
    """leads.signals.lead_status_changed's receiver: Contacted, Won or Lost ends the follow-up."""
    if new_status in LEAVING_STAGES:
        enrollments_leave_lead(lead=lead, reason=LeftReason.STAGE)


def enrollment_booked(*, enrollment: Enrollment) -> int:
    """The lead opened the booking link of a sequence email: it leaves every sequence."""
    return enrollments_leave_lead(lead=enrollment.lead, reason=LeftReason.BOOKED)


# --- the suppression list ---------------------------------------------------------------------

_LEFT_FOR = {
    SuppressionReason.UNSUBSCRIBED: LeftReason.UNSUBSCRIBED,
    SuppressionReason.BOUNCED: LeftReason.BOUNCED,
    SuppressionReason.COMPLAINED: LeftReason.COMPLAINED,
    SuppressionReason.STAFF: LeftReason.SUPPRESSED,
}


def address_suppress(*, address: str, reason: str) -> bool:
    """Put a mailbox on the suppression list and take it out of every sequence. Returns whether it
    was new on the list (a repeat changes nothing)."""
    normalised = normalise_address(address)
    if "@" not in normalised or len(normalised) > 254:
        return False
    with transaction.atomic():
        _leave_all(Enrollment.objects.filter(address=normalised), _LEFT_FOR[reason])
        try:
            with transaction.atomic():
                Suppression.objects.create(address=normalised, reason=reason)
        except IntegrityError:
            return False
    return True


def enrollment_unsubscribe(*, enrollment: Enrollment) -> bool:
    """The one-click unsubscribe of a sequence email. Returns whether it changed anything."""
    return address_suppress(address=enrollment.address, reason=SuppressionReason.UNSUBSCRIBED)


def suppression_lift(*, suppression: Suppression) -> None:
    """Staff lift an entry: the address may enter sequences again (with its next lead)."""
    suppression.delete()


# The provider's events (anymail's tracking signal) that put an address on the list.
TRACKING_REASONS = {"bounced": SuppressionReason.BOUNCED, "complained": SuppressionReason.COMPLAINED}


def tracking_event(sender, *, event, esp_name: str = "", **kwargs) -> None:
    """anymail.signals.tracking's receiver: a bounce or a complaint suppresses the recipient."""
    reason = TRACKING_REASONS.get(getattr(event, "event_type", ""))
    recipient = getattr(event, "recipient", None)
    if reason and recipient and address_suppress(address=recipient, reason=reason):
        logger.info("%s reported %s for a recipient: suppressed.", esp_name, event.event_type)


# --- the seed ---------------------------------------------------------------------------------


def sequences_load(*, reset: bool = False) -> int:
    """The seed loader marketing's `load_content` calls (registered in apps.py): the seeded
    sequences (sequences.content.seed), switched off, only while there are none (reset=True
    replaces them). Returns how many were created."""
    if reset:
        Sequence.objects.all().delete()
    if Sequence.objects.exists():
        return 0
    for spec in SEQUENCES:
        sequence = Sequence.objects.create(
            name=spec["name"],
            coded_forms=spec.get("coded_forms", []),
            business_hours_only=spec["business_hours_only"],
            active=False,
        )
        sequence.campaign_pages.set(CampaignPage.objects.filter(slug__in=spec.get("campaign_pages", [])))
        for order, delay, unit, since, subject, body in spec["steps"]:
            step = SequenceStep(
                sequence=sequence,
                order=order,
                delay=delay,
                delay_unit=unit,
                delay_from=since,
                subject_en=subject[0],
                subject_es=subject[1],
                body_en=body[0],
                body_es=body[1],
            )
            step.full_clean()
            step.save()
    return len(SEQUENCES)
