"""Writes of subscriptions: subscribe, confirm, unsubscribe, the unsubscribe link by email, and
the removal of addresses never confirmed. Views call these and nothing else writes a Subscriber.

Emails and webhook events travel through the outbound queue (delivery.queue: the task worker, retries,
recovery, the Deliveries screen): a row about no lead, whose `reference` names the subscriber, so
deleting a subscriber deletes what was queued about them too.

What an answer may reveal: nothing. Subscribing an address answers "check your inbox" whatever
its state; an address already confirmed gets no new email (it needs none, and a stranger could
otherwise send it mail at will), an unconfirmed one at most one confirmation email a day, an
unsubscribed one starts again as unconfirmed (a new confirmation, new consent).
"""

import logging
from enum import StrEnum

from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction
from django.utils import timezone

from agency.validation import validate_email_address
from delivery.models import Delivery, DeliveryKind
from delivery.queue import email_enqueue, event_enqueue
from leads.services import mailbox
from subscriptions import wording
from subscriptions.models import Subscriber, SubscriberStatus
from subscriptions.tokens import CONFIRM_VALID_FOR

logger = logging.getLogger(__name__)

MAX_EMAIL_LENGTH = 254
MAX_PATH_LENGTH = 200


class Outcome(StrEnum):
    DONE = "done"  # this call changed it
    ALREADY = "already"  # it was so already: nothing changed
    GONE = "gone"  # no such subscription (never, unsubscribed, or removed)


def normalise_email(value: str) -> str:
    return value.strip().lower()


def email_error(value: str) -> str:
    """The message for a typed address, or "" when it is one we can write to."""
    email = normalise_email(value)
    if not email:
        return wording.ERRORS["required"]
    if len(email) > MAX_EMAIL_LENGTH:
        return wording.ERRORS["too_long"]
    try:
        validate_email_address(email)
    except ValidationError:
        return wording.ERRORS["invalid"]
    return ""


def source_path(value: str) -> str:
    """The page the form was on, as a path of this site (no query, no other host), or ""."""
    path = (value or "").split("?", 1)[0].split("#", 1)[0]
    if not path.startswith("/") or path.startswith("//") or any(ch.isspace() for ch in path):
        return ""
    return path[:MAX_PATH_LENGTH]


def subscriber_payload(subscriber: Subscriber) -> dict:
    """The reader as a webhook carries it to a newsletter service."""

    def when(value):
        return value.isoformat() if value else None

    return {
        "id": subscriber.pk,
        "email": subscriber.email,
        "status": subscriber.status,
        "createdAt": when(subscriber.created_at),
        "requestedAt": when(subscriber.requested_at),
        "confirmedAt": when(subscriber.confirmed_at),
        "unsubscribedAt": when(subscriber.unsubscribed_at),
        "consentText": subscriber.consent_text,
        "language": subscriber.language,
        "sourcePath": subscriber.source_path,
    }


def _email_enqueue(subscriber: Subscriber, kind: str) -> Delivery | None:
    """Queue one email of `kind` to the subscriber, unless their mailbox had one today."""
    return email_enqueue(
        kind=kind,
        recipient=subscriber.email,
        owner={"reference": subscriber.reference},
        dedupe_key=f"{kind}:{mailbox(subscriber.email)}:{timezone.localdate().isoformat()}",
    )


def _event(subscriber: Subscriber, event: str) -> None:
    event_enqueue(
        event=event,
        data={"subscriber": subscriber_payload(subscriber)},
        owner={"reference": subscriber.reference},
    )


def subscriber_subscribe(
    *, email: str, consent_text: str = wording.CONSENT, source_path: str = "", language: str = "en"
) -> Subscriber:
    """Ask for new articles at `email` (already validated): stored unconfirmed, with the consent
    wording and page, and a confirmation email queued. See the module's note on what it reveals."""
    subscribers_prune()
    email = normalise_email(email)
    now = timezone.now()
    with transaction.atomic():
        subscriber = Subscriber.objects.select_for_update().filter(email=email).first()
        if subscriber is None:
            try:
                with transaction.atomic():
                    subscriber = Subscriber.objects.create(
                        email=email,
                        requested_at=now,
                        consent_text=consent_text,
                        source_path=source_path,
                        language=language,
                    )
            except IntegrityError:  # the same address, subscribed by a concurrent request
                subscriber = Subscriber.objects.select_for_update().get(email=email)
        if subscriber.status == SubscriberStatus.CONFIRMED:
            return subscriber
        subscriber.status = SubscriberStatus.UNCONFIRMED
        subscriber.requested_at = now
        subscriber.confirmed_at = None
        subscriber.unsubscribed_at = None
        subscriber.consent_text = consent_text
        subscriber.source_path = source_path
        subscriber.language = language
        subscriber.save()
        _email_enqueue(subscriber, DeliveryKind.SUBSCRIBER_CONFIRMATION)
    return subscriber


def subscriber_confirm(*, email: str) -> tuple[Outcome, Subscriber | None]:
    """Confirm the address of a genuine, unexpired confirmation link. Idempotent: a second call
    answers ALREADY; an address unsubscribed or removed since answers GONE."""
    with transaction.atomic():
        subscriber = Subscriber.objects.select_for_update().filter(email=normalise_email(email)).first()
        if subscriber is None or subscriber.status == SubscriberStatus.UNSUBSCRIBED:
            return Outcome.GONE, subscriber
        if subscriber.status == SubscriberStatus.CONFIRMED:
            return Outcome.ALREADY, subscriber
        subscriber.status = SubscriberStatus.CONFIRMED
        subscriber.confirmed_at = timezone.now()
        subscriber.save(update_fields=["status", "confirmed_at"])
        _event(subscriber, DeliveryKind.SUBSCRIBER_CONFIRMED)
    return Outcome.DONE, subscriber


def subscriber_unsubscribe(*, email: str) -> tuple[Outcome, Subscriber | None]:
    """Unsubscribe the address of a genuine unsubscribe link. Idempotent: ALREADY when it is not
    subscribed (unsubscribed before, removed, or never on the list). A reader who had confirmed is
    sent to the webhooks as `subscriber.unsubscribed`; one who never confirmed was never sent."""
    with transaction.atomic():
        subscriber = Subscriber.objects.select_for_update().filter(email=normalise_email(email)).first()
        if subscriber is None or subscriber.status == SubscriberStatus.UNSUBSCRIBED:
            return Outcome.ALREADY, subscriber
        was_confirmed = subscriber.status == SubscriberStatus.CONFIRMED
        subscriber.status = SubscriberStatus.UNSUBSCRIBED
        subscriber.unsubscribed_at = timezone.now()
        subscriber.save(update_fields=["status", "unsubscribed_at"])
        if was_confirmed:
            _event(subscriber, DeliveryKind.SUBSCRIBER_UNSUBSCRIBED)
    return Outcome.DONE, subscriber


def unsubscribe_link_send(*, email: str) -> None:
    """Someone typed `email` on the unsubscribe page: if it is subscribed (confirmed or waiting),
    it gets an email with its unsubscribe link, at most one a day. The answer is the same either way."""
    subscriber = Subscriber.objects.filter(email=normalise_email(email)).first()
    if subscriber is not None and subscriber.status != SubscriberStatus.UNSUBSCRIBED:
        _email_enqueue(subscriber, DeliveryKind.SUBSCRIBER_UNSUBSCRIBE_LINK)


def subscribers_delete(subscriber_ids) -> int:
    """Delete these subscribers and every delivery about them (the emails queued or sent to them,
    the webhook events that carried them). Returns how many subscribers were deleted."""
    ids = list(subscriber_ids)
    if not ids:
        return 0
    with transaction.atomic():
        Delivery.objects.filter(reference__in=[f"subscriber:{pk}" for pk in ids]).delete()
        deleted, _ = Subscriber.objects.filter(pk__in=ids).delete()
    return deleted


def subscribers_prune() -> int:
    """Remove the addresses that asked to subscribe and did not confirm within CONFIRM_VALID_FOR
    (7 days): their link has expired, and nothing else justifies keeping them. Returns how many.

    Runs on every subscribe, on every delivery sweep (delivery.queue) and from `manage.py
    prune_subscribers` (for cron)."""
    cutoff = timezone.now() - CONFIRM_VALID_FOR
    stale = Subscriber.objects.filter(status=SubscriberStatus.UNCONFIRMED, requested_at__lt=cutoff)
    removed = subscribers_delete(stale.values_list("pk", flat=True))
    if removed:
        logger.info(
            "Removed %s subscriber(s) who did not confirm within %s days.", removed, CONFIRM_VALID_FOR.days
        )
    return removed
