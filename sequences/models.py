"""Follow-up email sequences: what editors write (Sequence, SequenceStep), who is in one
(Enrollment), what was sent (StepSend) and who never gets one (Suppression).

Rows are written by sequences.services only (the Django admin writes what editors write). A step
of an enrollment is sent at most once: StepSend is unique per enrollment and step, and its
idempotency key is the delivery's dedupe key (sequences.sending), unique as well.
"""

from datetime import timedelta

from django.db import models

from leads.models import DEFAULT_LANGUAGE, language_choices
from publishing.richtext import RichTextField


class Sequence(models.Model):
    """A run of follow-up emails, and who enters it (sequences.services.enrollments_enter)."""

    name = models.CharField(max_length=120, unique=True, help_text="Staff read it; leads never see it.")
    # Who enters: a lead from one of these coded forms (leads.lead_forms.FORMS keys), built forms or
    # campaign pages (the page the lead's form was on). Any one of them is enough.
    coded_forms = models.JSONField(
        "forms of the site", default=list, blank=True, help_text="Leads of these forms enter."
    )
    built_forms = models.ManyToManyField(
        "leads.BuiltForm", blank=True, related_name="+", help_text="Leads of these built forms enter."
    )
    campaign_pages = models.ManyToManyField(
        "campaigns.CampaignPage",
        blank=True,
        related_name="+",
        help_text="Leads sent from a form on these landing pages enter.",
    )
    min_score = models.PositiveSmallIntegerField(
        "minimum lead score", null=True, blank=True, help_text="Leave empty to let every score in."
    )
    business_hours_only = models.BooleanField(
        "weekdays in business hours only",
        default=False,
        help_text="Send only Monday to Friday, 9:00 to 17:00 in the agency's time zone.",
    )
    active = models.BooleanField(
        default=False, help_text="Only an active sequence takes new leads and sends."
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name


class DelayFrom(models.TextChoices):
    ENTRY = "entry", "after entering the sequence"
    PREVIOUS = "previous", "after the step before"


class DelayUnit(models.TextChoices):
    HOURS = "hours", "hours"
    DAYS = "days", "days"


class SequenceStep(models.Model):
    """One email of a sequence, in English and Spanish, sent `delay` after entering or after the
    step before. Placeholders: sequences.placeholders (a fixed list, checked in clean())."""

    sequence = models.ForeignKey(Sequence, on_delete=models.CASCADE, related_name="steps")
    order = models.PositiveSmallIntegerField(
        default=1, help_text="The steps are sent in this order, 1 first."
    )
    delay = models.IntegerField(default=1, help_text="How long to wait, in the unit beside it.")
    delay_unit = models.CharField(
        max_length=8, choices=DelayUnit.choices, default=DelayUnit.DAYS, help_text="Hours or days."
    )
    delay_from = models.CharField(
        max_length=8,
        choices=DelayFrom.choices,
        default=DelayFrom.PREVIOUS,
        help_text="Counted from the lead's entry, or from the step before.",
    )
    subject_en = models.CharField(
        "subject (English)",
        max_length=150,
        blank=True,
        help_text="Required. Up to 150 characters; placeholders allowed.",
    )
    subject_es = models.CharField(
        "subject (Spanish)",
        max_length=150,
        blank=True,
        help_text="Required. Up to 150 characters; placeholders allowed.",
    )
    body_en = RichTextField(
        "body (English)",
        blank=True,
        help_text="Required. Text and links (http(s) or a site path); placeholders allowed.",
    )
    body_es = RichTextField(
        "body (Spanish)",
        blank=True,
        help_text="Required. Text and links (http(s) or a site path); placeholders allowed.",
    )

    class Meta:
        ordering = ["sequence", "order", "id"]
        constraints = [
            models.UniqueConstraint(fields=["sequence", "order"], name="sequences_step_one_per_order"),
            models.CheckConstraint(
                condition=models.Q(delay__gte=0), name="sequences_step_delay_not_negative"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.sequence}: step {self.order}"

    def clean(self):
        from sequences.placeholders import step_errors

        step_errors(self)

    @property
    def wait(self) -> timedelta:
        return (
            timedelta(hours=self.delay) if self.delay_unit == DelayUnit.HOURS else timedelta(days=self.delay)
        )

    def subject_in(self, language: str) -> str:
        return {"es": self.subject_es}.get(language) or self.subject_en

    def body_in(self, language: str) -> str:
        return {"es": self.body_es}.get(language) or self.body_en


class EnrollmentState(models.TextChoices):
    ACTIVE = "active", "In the sequence"
    COMPLETED = "completed", "Every step sent"
    LEFT = "left", "Left"


class LeftReason(models.TextChoices):
    BOOKED = "booked", "Booked a call"
    STAGE = "stage", "Moved to another stage by staff"
    UNSUBSCRIBED = "unsubscribed", "Unsubscribed"
    BOUNCED = "bounced", "Address bounced"
    COMPLAINED = "complained", "Marked as spam"
    STOPPED = "stopped", "Stopped by staff"
    SUPPRESSED = "suppressed", "Address on the suppression list"


class Enrollment(models.Model):
    """A lead in a sequence: at most one active enrollment per sequence and mailbox."""

    lead = models.ForeignKey("leads.Lead", on_delete=models.CASCADE, related_name="+")
    sequence = models.ForeignKey(Sequence, on_delete=models.CASCADE, related_name="enrollments")
    # The lead's mailbox (leads.services.mailbox): "one at a time" and the suppression list go by it.
    address = models.CharField(max_length=254)
    language = models.CharField(max_length=8, choices=language_choices, default=DEFAULT_LANGUAGE)
    state = models.CharField(max_length=12, choices=EnrollmentState.choices, default=EnrollmentState.ACTIVE)
    entered_at = models.DateTimeField()
    # When the next step is due; empty once nothing more is due. The sweep reads this index only.
    next_due_at = models.DateTimeField(null=True, blank=True, db_index=True)
    left_at = models.DateTimeField(null=True, blank=True)
    left_reason = models.CharField(max_length=16, choices=LeftReason.choices, blank=True)

    class Meta:
        ordering = ["-entered_at", "-id"]
        constraints = [
            models.UniqueConstraint(
                fields=["sequence", "address"],
                condition=models.Q(state="active"),
                name="sequences_enrollment_one_active_per_address",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.address} in {self.sequence}"


class StepSend(models.Model):
    """One step sent (queued with the delivery queue) to one enrollment: at most one each."""

    enrollment = models.ForeignKey(Enrollment, on_delete=models.CASCADE, related_name="sends")
    step = models.ForeignKey(SequenceStep, on_delete=models.CASCADE, related_name="sends")
    sent_at = models.DateTimeField()
    # The delivery's dedupe key ("sequence-step:<enrollment>:<step>"): the queue refuses it twice too.
    idempotency_key = models.CharField(max_length=100, unique=True)

    class Meta:
        ordering = ["sent_at", "id"]
        constraints = [
            models.UniqueConstraint(fields=["enrollment", "step"], name="sequences_send_one_per_step"),
        ]

    def __str__(self) -> str:
        return f"{self.step} to {self.enrollment.address}"

    @property
    def reference(self) -> str:
        """How the delivery of this send names it (leads.models.Delivery.reference)."""
        return f"sequence-send:{self.pk}"


class SuppressionReason(models.TextChoices):
    UNSUBSCRIBED = "unsubscribed", "Unsubscribed"
    BOUNCED = "bounced", "Bounced"
    COMPLAINED = "complained", "Complained (marked as spam)"
    STAFF = "staff", "Added by staff"


class Suppression(models.Model):
    """A mailbox that gets no sequence email. Staff lift an entry by deleting it."""

    address = models.CharField(max_length=254, unique=True, help_text="Stored as its mailbox, lower case.")
    reason = models.CharField(
        max_length=16, choices=SuppressionReason.choices, default=SuppressionReason.STAFF
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at", "-id"]

    def __str__(self) -> str:
        return f"{self.address} ({self.get_reason_display()})"
