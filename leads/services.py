"""Writes of leads. Every change to a lead row goes through one of these functions.

A lead and the tasks that email staff and the visitor are committed in one transaction: the tasks
live in the same database (django-tasks-db), so either both exist or neither does, and a lead can
never be stored without its notification.
"""

import logging
import uuid
from dataclasses import dataclass
from datetime import timedelta

from django.conf import settings
from django.db import IntegrityError, transaction
from django.utils import timezone

from leads import emails
from leads.models import ContactSubmission, DeliveryStatus, Lead, LeadSource, QuoteRequest

logger = logging.getLogger(__name__)

# Task arguments must be JSON: leads are named by a short type and their id.
LEAD_MODELS: dict[str, type[Lead]] = {"contact": ContactSubmission, "quote": QuoteRequest}
NOTIFICATION = "notification"  # the email to ENQUIRY_EMAIL
ACKNOWLEDGEMENT = "acknowledgement"  # the email to the visitor
DELIVERIES = (NOTIFICATION, ACKNOWLEDGEMENT)
_SENT_AT_FIELD = {NOTIFICATION: "notified_at", ACKNOWLEDGEMENT: "acknowledged_at"}
_DONE = {DeliveryStatus.SENT, DeliveryStatus.FAILED, DeliveryStatus.SKIPPED}


@dataclass(frozen=True)
class LeadTracking:
    """Where the visitor was when they sent the lead. Values are cut to the columns' sizes."""

    page_url: str = ""
    referrer: str = ""
    utm_source: str = ""
    utm_medium: str = ""
    utm_campaign: str = ""
    utm_term: str = ""
    utm_content: str = ""
    user_agent: str = ""
    client_address: str = ""

    def as_fields(self) -> dict[str, str]:
        fields = {}
        for name in self.__dataclass_fields__:
            max_length = Lead._meta.get_field(name).max_length
            fields[name] = _printable(getattr(self, name))[:max_length]
        return fields


def lead_type_of(lead: Lead) -> str:
    return "contact" if isinstance(lead, ContactSubmission) else "quote"


def lead_spam_reason(*, honeypot: object = None, elapsed_ms: float | None = None) -> str:
    """Why a submission looks automated, or "" when it does not. Absent values never count."""
    if honeypot is not None and str(honeypot).strip():
        return "The hidden honeypot field was filled in."
    minimum = settings.LEADS_MIN_FILL_MS
    if elapsed_ms is not None and elapsed_ms < minimum:
        return f"The form was filled in {int(elapsed_ms)} ms (the minimum is {minimum} ms)."
    return ""


def contact_submission_source(*, source: str | None, payload: dict) -> str:
    """Which contact form sent a message: the `source` it names (already validated), otherwise
    inferred from the payload.

    The spec's two contact payloads carry no source. Only the contact page's form has a phone
    field, so a payload with a `phone` key (even an empty one) comes from the contact page and any
    other from the home page's contact section.
    """
    if source:
        return source
    return LeadSource.CONTACT_PAGE if "phone" in payload else LeadSource.HOME_PAGE


QUOTE_REQUEST_SOURCES = (LeadSource.HERO_QUIZ, LeadSource.AI_AUTOMATION_PAGE, LeadSource.PRICING_QUIZ)


def quote_request_source(*, payload: dict) -> str | None:
    """Which form sent a quote request, which decides how the rest of the payload is read.

    A named source is returned as it is when it is one of the three quote forms, and None (unknown)
    otherwise. Without one: the spec's pricing quiz payload has no source, and a hero quiz sent
    without one is recognised by its contact details, which travel inside `quizAnswers` (an
    `email` there and none at the top level); everything else is a pricing quiz request.
    """
    source = payload.get("source")
    if source in (None, ""):
        answers = payload.get("quizAnswers")
        if isinstance(answers, dict) and "email" in answers and "email" not in payload:
            return LeadSource.HERO_QUIZ
        return LeadSource.PRICING_QUIZ
    if source in QUOTE_REQUEST_SOURCES:
        return source
    return None


def contact_submission_create(
    *,
    source: str,
    name: str,
    email: str,
    company: str,
    service: str,
    message: str,
    phone: str = "",
    tracking: LeadTracking | None = None,
    spam_reason: str = "",
    idempotency_key: uuid.UUID | None = None,
) -> tuple[ContactSubmission, bool]:
    """Store a contact form message. Returns the lead and whether it was created by this call."""
    if source not in (LeadSource.HOME_PAGE, LeadSource.CONTACT_PAGE):
        raise ValueError(f"A contact submission cannot come from {source!r}.")
    fields = {
        "source": source,
        "name": name,
        "email": email,
        "company": company,
        "phone": phone,
        "service": service,
        "message": message,
    }
    return _lead_create(
        ContactSubmission,
        fields=fields,
        tracking=tracking,
        spam_reason=spam_reason,
        idempotency_key=idempotency_key,
    )


def quote_request_create(
    *,
    source: str,
    name: str,
    email: str,
    company: str,
    phone: str = "",
    quiz_answers: dict | None = None,
    website: str = "",
    description: str = "",
    service: str = "",
    vertical: str = "",
    current_challenges: str = "",
    automation_goals: str = "",
    team_size: str = "",
    budget: str = "",
    tracking: LeadTracking | None = None,
    spam_reason: str = "",
    idempotency_key: uuid.UUID | None = None,
) -> tuple[QuoteRequest, bool]:
    """Store a hero quiz, consultation or pricing quiz request. Returns the lead and whether it is new."""
    if source not in QUOTE_REQUEST_SOURCES:
        raise ValueError(f"A quote request cannot come from {source!r}.")
    fields = {
        "source": source,
        "name": name,
        "email": email,
        "company": company,
        "phone": phone,
        "quiz_answers": quiz_answers or {},
        "website": website,
        "description": description,
        "service": service,
        "vertical": vertical,
        "current_challenges": current_challenges,
        "automation_goals": automation_goals,
        "team_size": team_size,
        "budget": budget,
    }
    return _lead_create(
        QuoteRequest,
        fields=fields,
        tracking=tracking,
        spam_reason=spam_reason,
        idempotency_key=idempotency_key,
    )


def _lead_create(
    model: type[Lead],
    *,
    fields: dict,
    tracking: LeadTracking | None,
    spam_reason: str,
    idempotency_key: uuid.UUID | None,
) -> tuple[Lead, bool]:
    with transaction.atomic():
        if idempotency_key is not None:
            existing = model.objects.filter(idempotency_key=idempotency_key).first()
            if existing is not None:
                return existing, False

        lead = model(**fields, **(tracking or LeadTracking()).as_fields(), idempotency_key=idempotency_key)
        if spam_reason:
            lead.is_spam = True
            lead.spam_reason = spam_reason[: Lead._meta.get_field("spam_reason").max_length]
            lead.notification_status = DeliveryStatus.SKIPPED
            lead.acknowledgement_status = DeliveryStatus.SKIPPED
        # The unique constraint on idempotency_key is the arbiter between concurrent requests.
        lead.full_clean(validate_unique=False, validate_constraints=False)
        try:
            with transaction.atomic():  # a savepoint: the outer transaction survives a lost race
                lead.save(force_insert=True)
        except IntegrityError:
            if idempotency_key is None:
                raise
            return model.objects.get(idempotency_key=idempotency_key), False

        if not lead.is_spam:
            for kind in DELIVERIES:
                _enqueue_delivery(lead_type_of(lead), lead.pk, kind)
        return lead, True


def _enqueue_delivery(lead_type: str, lead_id: int, kind: str, *, delay: timedelta | None = None) -> None:
    # Imported here: the task module calls back into this one.
    from leads.tasks import deliver_lead_email

    task = deliver_lead_email
    if delay is not None:
        task = task.using(run_after=timezone.now() + delay)
    task.enqueue(lead_type, lead_id, kind)


def retry_delay(attempt: int) -> timedelta:
    """Exponential backoff after the given failed attempt (1-based): base, 2x base, 4x base..."""
    return timedelta(seconds=settings.LEADS_EMAIL_RETRY_BASE_SECONDS * 2 ** (attempt - 1))


def lead_email_deliver(*, lead_type: str, lead_id: int, kind: str) -> str:
    """Send one lead's staff notification or its acknowledgement. Returns the new status.

    Three short steps, so no database lock is held while the mail server is talked to (on SQLite
    a held transaction would stall every new lead for as long as the mail server takes):

    1. claim: under a row lock, skip what is already final or being sent by a live worker, else
       count the attempt and mark the delivery SENDING with the time of the claim;
    2. send, outside any transaction;
    3. record SENT, or the error and, until the last attempt, a later retry committed with it.

    A worker killed between 1 and 3 leaves the delivery SENDING; once the claim is older than
    LEADS_EMAIL_STALE_SECONDS, lead_emails_recover (or any later run of this task) takes it over.
    """
    if kind not in DELIVERIES:
        raise ValueError(f"Unknown delivery {kind!r}.")
    model = LEAD_MODELS[lead_type]
    status_field, attempts_field, error_field = f"{kind}_status", f"{kind}_attempts", f"{kind}_error"
    claimed_field = f"{kind}_claimed_at"

    with transaction.atomic():
        lead = model.objects.select_for_update().filter(pk=lead_id).first()
        if lead is None:
            logger.warning("Lead %s/%s no longer exists; its %s is dropped.", lead_type, lead_id, kind)
            return "missing"
        status = getattr(lead, status_field)
        if status in _DONE:
            return status
        if status == DeliveryStatus.SENDING and not _claim_is_stale(getattr(lead, claimed_field)):
            return status  # another worker is sending it right now
        attempts = getattr(lead, attempts_field) + 1
        setattr(lead, attempts_field, attempts)
        setattr(lead, status_field, DeliveryStatus.SENDING)
        setattr(lead, claimed_field, timezone.now())
        lead.save(update_fields=[attempts_field, status_field, claimed_field])

    try:
        message = emails.staff_notification(lead) if kind == NOTIFICATION else emails.acknowledgement(lead)
        message.send()
    except Exception as exc:  # any failure to hand the mail over is retried, whatever its kind
        return _delivery_failed(lead, kind, attempts, exc)

    model.objects.filter(pk=lead_id).update(
        **{status_field: DeliveryStatus.SENT, error_field: "", _SENT_AT_FIELD[kind]: timezone.now()}
    )
    return DeliveryStatus.SENT


def _delivery_failed(lead: Lead, kind: str, attempts: int, exc: Exception) -> str:
    lead_type = lead_type_of(lead)
    error = f"{type(exc).__name__}: {exc}"[:2000]
    with transaction.atomic():
        if attempts >= settings.LEADS_EMAIL_MAX_ATTEMPTS:
            status = DeliveryStatus.FAILED
            logger.error(
                "Lead %s/%s: %s failed for good after %s attempts: %s",
                lead_type,
                lead.pk,
                kind,
                attempts,
                exc,
            )
        else:
            status = DeliveryStatus.RETRYING
            _enqueue_delivery(lead_type, lead.pk, kind, delay=retry_delay(attempts))
            logger.warning("Lead %s/%s: %s attempt %s failed: %s", lead_type, lead.pk, kind, attempts, exc)
        type(lead).objects.filter(pk=lead.pk).update(**{f"{kind}_status": status, f"{kind}_error": error})
    return status


def _claim_is_stale(claimed_at) -> bool:
    stale_after = timedelta(seconds=settings.LEADS_EMAIL_STALE_SECONDS)
    return claimed_at is None or claimed_at < timezone.now() - stale_after


def lead_emails_recover() -> int:
    """Re-enqueue every lead email that no live task will send. Returns how many were re-enqueued.

    A worker that dies mid-task (killed, out of memory, machine lost) leaves its task RUNNING for
    ever and the lead's email unsent. Here, a RUNNING delivery task older than
    LEADS_EMAIL_STALE_SECONDS is marked failed, and each delivery that is still pending, retrying
    or sending with a stale claim, and has no task waiting or running, gets a new task. Running
    this at any time is safe: delivery is idempotent per lead and kind.
    """
    from django.tasks import TaskResultStatus
    from django_tasks_db.models import DBTaskResult

    from leads.tasks import deliver_lead_email

    stale_before = timezone.now() - timedelta(seconds=settings.LEADS_EMAIL_STALE_SECONDS)
    live: set[tuple] = set()
    with transaction.atomic():
        tasks = DBTaskResult.objects.select_for_update().filter(
            task_path=deliver_lead_email.module_path,
            status__in=[TaskResultStatus.READY, TaskResultStatus.RUNNING],
        )
        for task in tasks:
            if (
                task.status == TaskResultStatus.RUNNING
                and (task.started_at or task.enqueued_at) < stale_before
            ):
                task.set_failed(RuntimeError("The worker running this task stopped before it finished."))
                continue
            live.add(tuple(task.args_kwargs["args"]))

    recovered = 0
    open_statuses = [DeliveryStatus.PENDING, DeliveryStatus.RETRYING, DeliveryStatus.SENDING]
    for lead_type, model in LEAD_MODELS.items():
        for kind in DELIVERIES:
            waiting = model.objects.filter(**{f"{kind}_status__in": open_statuses}).values_list(
                "pk", f"{kind}_status", f"{kind}_claimed_at"
            )
            for pk, status, claimed_at in waiting:
                if (lead_type, pk, kind) in live:
                    continue
                if status == DeliveryStatus.SENDING and claimed_at and claimed_at >= stale_before:
                    continue  # a live worker is sending it
                with transaction.atomic():
                    _enqueue_delivery(lead_type, pk, kind)
                recovered += 1
    if recovered:
        logger.warning("Re-enqueued %s lead email(s) that no live task would have sent.", recovered)
    return recovered


def lead_email_retry(*, lead: Lead, kind: str) -> bool:
    """Give a failed email a fresh set of attempts (staff action). Returns whether one was scheduled."""
    with transaction.atomic():
        lead = type(lead).objects.select_for_update().get(pk=lead.pk)
        if getattr(lead, f"{kind}_status") != DeliveryStatus.FAILED:
            return False
        setattr(lead, f"{kind}_status", DeliveryStatus.RETRYING)
        setattr(lead, f"{kind}_attempts", 0)
        lead.save(update_fields=[f"{kind}_status", f"{kind}_attempts"])
        _enqueue_delivery(lead_type_of(lead), lead.pk, kind)
        return True


@transaction.atomic
def lead_set_handled(*, lead: Lead, handled: bool) -> Lead:
    """Mark a lead handled (stamping when) or back to not handled. Returns the stored lead.

    The row is locked and re-read, so two staff members toggling at once (in /admin or the Django
    admin) leave a consistent handled/handled_at pair. Only these two fields are written: the
    visitor's data is left as stored.
    """
    locked = type(lead).objects.select_for_update().get(pk=lead.pk)
    if locked.handled != handled:
        locked.handled = handled
        locked.handled_at = timezone.now() if handled else None
        locked.save(update_fields=["handled", "handled_at"])
    return locked


def _printable(value: object) -> str:
    """Tracking values are whatever the browser sent: keep text only, without NULs or lone surrogates."""
    if not isinstance(value, str):
        return ""
    return "".join(ch for ch in value if ch != "\x00" and not "\ud800" <= ch <= "\udfff").strip()
