"""The queue's public surface for other rooms: `email_enqueue` stores an email once per idempotency
key, queues its task in the caller's transaction, and records a final one (spam) without sending it."""

import pytest

from delivery.models import Delivery, DeliveryChannel, DeliveryKind, DeliveryStatus
from delivery.queue import email_enqueue

pytestmark = pytest.mark.django_db


def test_an_email_is_queued_once_per_idempotency_key():
    owner = {"reference": "subscriber:7"}
    first = email_enqueue(
        kind=DeliveryKind.SUBSCRIBER_CONFIRMATION,
        recipient="reader@example.com",
        owner=owner,
        dedupe_key="subscriber.confirmation:reader@example.com:2026-11-28",
    )
    again = email_enqueue(
        kind=DeliveryKind.SUBSCRIBER_CONFIRMATION,
        recipient="reader@example.com",
        owner=owner,
        dedupe_key="subscriber.confirmation:reader@example.com:2026-11-28",
    )
    assert again is None
    assert list(Delivery.objects.values_list("pk", "channel", "status", "reference")) == [
        (first.pk, DeliveryChannel.EMAIL, DeliveryStatus.PENDING, "subscriber:7")
    ]
    assert Delivery.objects.get().next_attempt_at is not None  # its task is queued


def test_an_email_made_final_is_recorded_and_never_queued():
    skipped = email_enqueue(
        kind=DeliveryKind.SUBSCRIBER_CONFIRMATION,
        recipient="reader@example.com",
        owner={"reference": "subscriber:8"},
        status=DeliveryStatus.SKIPPED,
    )
    assert skipped.status == DeliveryStatus.SKIPPED
    assert skipped.next_attempt_at is None
