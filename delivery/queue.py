"""The outbound queue: queue, claim, send, retry with backoff, recovery after a dead worker.

A `Delivery` row is one message (about a lead, a subscriber, anything another app names). It is
created in its owner's transaction (leads.services, subscriptions.services) together with the task
that will send it, so neither exists without the other. The public surface for other apps:
`email_enqueue` (an email, once per idempotency key) and `event_enqueue` (a webhook event to every
endpoint subscribed to it); `delivery_retry` and `delivery_redeliver` for staff actions.
What actually sends a row depends on its channel (delivery.emails, delivery.webhooks).
Everything else is the same for every channel.

This module depends on Django's task API only (`django.tasks`): which deliveries still need a
task is read from the Delivery rows themselves, never from a task backend's tables.
"""

import logging
import uuid
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

from django.conf import settings
from django.core.cache import cache
from django.db import IntegrityError, transaction
from django.db.models import Q
from django.tasks import task
from django.utils import timezone, translation

from agency.request_id import current_request_id
from delivery import emails, webhooks
from delivery.models import WEBHOOK_EVENTS, Delivery, DeliveryChannel, DeliveryStatus, WebhookEndpoint

logger = logging.getLogger(__name__)

# How each channel hands one delivery over (SMTP, an HTTP POST ...); each raises on failure.
SENDERS: dict[str, Callable[[Delivery], None]] = {
    DeliveryChannel.EMAIL: emails.send_delivery,
    DeliveryChannel.WEBHOOK: webhooks.send_delivery,
}

FINAL_STATUSES = (DeliveryStatus.SENT, DeliveryStatus.FAILED, DeliveryStatus.SKIPPED)
OPEN_STATUSES = (DeliveryStatus.PENDING, DeliveryStatus.RETRYING, DeliveryStatus.SENDING)


def email_enqueue(
    *,
    kind: str,
    recipient: str,
    owner: dict,
    dedupe_key: str | None = None,
    payload: dict | None = None,
    status: str = DeliveryStatus.PENDING,
) -> Delivery | None:
    """Queue one email of `kind` (a DeliveryKind, built by the builder delivery.emails knows for
    it) to `recipient`; the one way any app sends an email through the queue. Returns the delivery,
    or None when one with the same `dedupe_key` (the idempotency key) exists already.

    `owner` names what it is about: `{"lead": lead}`, or `{"reference": "subscriber:42"}` for
    anything else. `payload` is what the builder reads at send time. A delivery made with a final
    `status` (SKIPPED: spam) is recorded and never sent. Call it inside the transaction of the
    change: the row and its task commit or roll back with it.
    """
    if dedupe_key and Delivery.objects.filter(dedupe_key=dedupe_key).exists():
        return None
    try:
        with transaction.atomic():  # a concurrent request may win the key
            delivery = Delivery.objects.create(
                **owner,
                channel=DeliveryChannel.EMAIL,
                kind=kind,
                recipient=recipient,
                dedupe_key=dedupe_key or None,
                payload=payload,
                status=status,
            )
    except IntegrityError:
        if not dedupe_key:
            raise
        return None
    if status not in FINAL_STATUSES:
        delivery_enqueue(delivery)
    return delivery


def event_enqueue(*, event: str, data: dict, owner: dict, only: set[int] | None = None) -> list[Delivery]:
    """Queue `event` carrying `data` for every active endpoint subscribed to it; the one way any
    app sends a webhook event. `owner` names what the deliveries are about: `{"lead": lead}`, or
    `{"reference": "subscriber:42"}` for anything else; `only` limits it to those endpoints' ids.
    Call it inside the transaction of the change."""
    if event not in WEBHOOK_EVENTS:
        raise ValueError(f"Unknown webhook event {event!r}.")
    endpoints = [
        e
        for e in WebhookEndpoint.objects.filter(active=True)
        if event in e.events and (only is None or e.pk in only)
    ]
    if not endpoints:
        return []
    with translation.override(settings.LANGUAGE_CODE):
        body = webhooks.as_json(webhooks.event_body(event, data))
    deliveries = []
    with transaction.atomic():
        for endpoint in endpoints:
            delivery = Delivery.objects.create(
                **owner,
                channel=DeliveryChannel.WEBHOOK,
                kind=event,
                recipient=endpoint.url[:500],
                endpoint=endpoint,
                payload=body,
                webhook_id=f"msg_{uuid.uuid4().hex}",
            )
            delivery_enqueue(delivery)
            deliveries.append(delivery)
    return deliveries


def retry_delay(attempt: int) -> timedelta:
    """Exponential backoff after the given failed attempt (1-based): base, 2x base, 4x base..."""
    return timedelta(seconds=settings.LEADS_EMAIL_RETRY_BASE_SECONDS * 2 ** (attempt - 1))


def delivery_enqueue(delivery: Delivery, *, delay: timedelta | None = None) -> None:
    """Queue the task that sends `delivery` (now, or after `delay`) and note when it is due.

    Call it inside the transaction that wrote the delivery: with a database task backend the task
    commits or rolls back with it.
    """
    due = timezone.now() + (delay or timedelta())
    Delivery.objects.filter(pk=delivery.pk).update(next_attempt_at=due)
    job = deliver if delay is None else deliver.using(run_after=due)
    # The request that created the lead (or the task retrying it) names the task's log lines too.
    request_id = current_request_id()
    if request_id:
        job.enqueue(delivery.pk, request_id=request_id)
    else:
        job.enqueue(delivery.pk)


@task()
def deliver(delivery_id: int, request_id: str = "") -> str:
    """Send one delivery (the worker's entry point). Returns its new status.

    `request_id` is the id of the request that queued it: agency.request_id puts it in the
    worker's log lines while this runs."""
    return delivery_run(delivery_id=delivery_id)


def delivery_run(*, delivery_id: int) -> str:
    """Send one delivery unless it is final or a live worker is sending it. Returns the new status.

    Three short steps, so no database lock is held while the mail server is talked to (on SQLite
    a held transaction would stall every new lead for as long as the mail server takes):

    1. claim: under a row lock, skip what is already final or being sent by a live worker, else
       count the attempt and mark the delivery SENDING with the time of the claim;
    2. send, outside any transaction;
    3. record SENT, or the error and, until the last attempt, a later retry committed with it.

    A worker killed between 1 and 3 leaves the delivery SENDING; once the claim is older than
    LEADS_EMAIL_STALE_SECONDS, deliveries_recover (or any later run of this task) takes it over.
    Running this twice for one delivery therefore never sends it twice in a row.
    """
    with transaction.atomic():
        # Only the delivery row is locked: its lead is joined (an outer join, which PostgreSQL
        # cannot lock) so the sender has it at hand.
        delivery = (
            Delivery.objects.select_for_update(of=("self",))
            .select_related("lead", "endpoint")
            .filter(pk=delivery_id)
            .first()
        )
        if delivery is None:
            logger.warning("Delivery %s no longer exists (its lead was deleted); dropped.", delivery_id)
            return "missing"
        if delivery.status in FINAL_STATUSES:
            return delivery.status
        if delivery.status == DeliveryStatus.SENDING and not _claim_is_stale(delivery.claimed_at):
            return delivery.status  # another worker is sending it right now
        delivery.attempts += 1
        delivery.status = DeliveryStatus.SENDING
        delivery.claimed_at = timezone.now()
        delivery.save(update_fields=["attempts", "status", "claimed_at"])

    try:
        SENDERS[delivery.channel](delivery)
    except Exception as exc:  # any failure to hand the message over is retried, whatever its kind
        return _delivery_failed(delivery, exc)

    Delivery.objects.filter(pk=delivery.pk).update(
        status=DeliveryStatus.SENT, last_error="", sent_at=timezone.now()
    )
    return DeliveryStatus.SENT


def _delivery_failed(delivery: Delivery, exc: Exception) -> str:
    error = f"{type(exc).__name__}: {exc}"[:2000]
    with transaction.atomic():
        if delivery.attempts >= settings.LEADS_EMAIL_MAX_ATTEMPTS:
            status = DeliveryStatus.FAILED
            logger.error(
                "Delivery %s (%s) failed for good after %s attempts: %s",
                delivery.pk,
                delivery,
                delivery.attempts,
                exc,
            )
        else:
            status = DeliveryStatus.RETRYING
            delivery_enqueue(delivery, delay=retry_delay(delivery.attempts))
            logger.warning("Delivery %s attempt %s failed: %s", delivery.pk, delivery.attempts, exc)
        Delivery.objects.filter(pk=delivery.pk).update(status=status, last_error=error)
    return status


def _stale_before():
    return timezone.now() - timedelta(seconds=settings.LEADS_EMAIL_STALE_SECONDS)


def _claim_is_stale(claimed_at) -> bool:
    return claimed_at is None or claimed_at < _stale_before()


def _orphaned(stale_before) -> Q:
    """Deliveries no live task will send: a claim abandoned by a dead worker, or a task long overdue
    (lost with its worker, or queued with a backend that forgot it)."""
    abandoned = Q(status=DeliveryStatus.SENDING) & (Q(claimed_at__lt=stale_before) | Q(claimed_at=None))
    waiting = Q(status__in=[DeliveryStatus.PENDING, DeliveryStatus.RETRYING])
    # Recovery itself moves the due time on, so a delivery it re-enqueued waits for that task.
    overdue = Q(next_attempt_at__lt=stale_before) | Q(next_attempt_at=None)
    return (abandoned | waiting) & overdue


def deliveries_recover() -> int:
    """Queue a new task for every delivery that no live task will send. Returns how many.

    Safe at any time: a delivery that turns out to have a task after all is claimed by one of the
    two and skipped by the other, and the due time moves on, so the next sweep leaves it alone.
    """
    stale_before = _stale_before()
    recovered = 0
    for pk in Delivery.objects.filter(_orphaned(stale_before)).values_list("pk", flat=True):
        with transaction.atomic():
            delivery = Delivery.objects.select_for_update().filter(_orphaned(stale_before), pk=pk).first()
            if delivery is None:
                continue  # sent or claimed meanwhile
            delivery_enqueue(delivery)
            recovered += 1
    if recovered:
        logger.warning("Re-enqueued %s delivery(ies) that no live task would have sent.", recovered)
    return recovered


def _send_again(delivery: Delivery, may: Callable[[Delivery], bool]) -> bool:
    """The one way a staff action sends a delivery again: the row locked and re-read, checked
    with `may` (no task is working on a delivery it admits), a fresh set of attempts, queued.
    Returns whether it was queued."""
    with transaction.atomic():
        delivery = Delivery.objects.select_for_update().get(pk=delivery.pk)
        if not may(delivery):
            return False
        delivery.status = DeliveryStatus.RETRYING
        delivery.attempts = 0
        delivery.save(update_fields=["status", "attempts"])
        delivery_enqueue(delivery)
        return True


def delivery_retry(*, delivery: Delivery) -> bool:
    """Give a delivery (email or webhook) that failed for good a fresh set of attempts."""
    return _send_again(delivery, lambda row: row.status == DeliveryStatus.FAILED)


def delivery_redeliver(*, delivery: Delivery) -> bool:
    """Send a webhook delivery again, sent or failed, with the same webhook-id so the receiver can
    tell it is the same event."""
    return _send_again(
        delivery, lambda row: row.channel == DeliveryChannel.WEBHOOK and row.status in FINAL_STATUSES
    )


# --- the sweep -------------------------------------------------------------------------------


def _sweep_slot(at: float) -> int:
    return int(at // settings.LEADS_EMAIL_SWEEP_SECONDS)


# Other housekeeping that rides on the sweep (the one periodic task of the site): each step is
# called with no argument on every sweep, after the recovery; one that fails is logged and the
# others still run. Registered at start-up by the rooms above (subscriptions prunes unconfirmed
# readers here): this room imports none of them.
_SWEEP_STEPS: list[Callable[[], object]] = []


def register_sweep_step(step: Callable[[], object]) -> None:
    """Run `step()` on every sweep (once per process start-up; a step already registered is kept once)."""
    if step not in _SWEEP_STEPS:
        _SWEEP_STEPS.append(step)


@task()
def sweep_deliveries(slot: int = 0) -> int:
    """Every LEADS_EMAIL_SWEEP_SECONDS: recover what dead workers left behind, run the registered
    housekeeping steps, then queue the next sweep."""
    recovered = deliveries_recover()
    for step in _SWEEP_STEPS:
        try:
            step()
        except Exception:
            logger.exception("Sweep step %s failed.", getattr(step, "__qualname__", step))
    schedule_sweep(after_slot=slot)
    return recovered


def schedule_sweep(*, after_slot: int = 0) -> bool:
    """Make sure one future sweep is queued. Returns whether this call queued it.

    Sweeps run on slot boundaries (multiples of LEADS_EMAIL_SWEEP_SECONDS), and each slot is
    claimed once in the shared cache, so however many processes call this, one sweep per slot is
    queued. If the cache is down, a sweep is queued anyway: two sweeps cost a query, none costs
    the recovery.
    """
    period = settings.LEADS_EMAIL_SWEEP_SECONDS
    slot = max(_sweep_slot(timezone.now().timestamp()) + 1, after_slot + 1)
    try:
        claimed = cache.add(f"delivery:sweep:{slot}", True, timeout=2 * period + 60)
    except Exception:
        logger.warning("Cache unavailable while scheduling the delivery sweep.", exc_info=True)
        claimed = True
    if not claimed:
        return False
    run_after = datetime.fromtimestamp(slot * period, tz=UTC)
    sweep_deliveries.using(run_after=run_after).enqueue(slot)
    return True
