"""The one seam between sequences and the site's delivery queue.

A step goes out as a delivery of the queue (the task worker, retries with backoff, recovery after
a dead worker): a row about no lead whose `reference` names the StepSend ("sequence-send:<id>")
and whose dedupe key is the send's idempotency key, so the queue too refuses it twice. The email
itself is built at send time (sequences.emails), registered here as the builder of its kind.

Everything sequences needs of the queue is in this module: when the queue moves, only it changes.
"""

from collections.abc import Callable

from django.core.mail import EmailMessage

from delivery import emails, queue
from delivery.models import Delivery

# The kind of a sequence email's delivery. Not one of delivery's DeliveryKind choices (their
# migrations are the queue's): sequences owns it, and staff read it as it is ("sequence.step").
KIND = "sequence.step"


def email_enqueue(*, key: str, recipient: str, reference: str) -> None:
    """Queue one email (call it inside the transaction that wrote the send: they commit together).
    The queue refuses a second one with the same key."""
    queue.email_enqueue(kind=KIND, recipient=recipient, owner={"reference": reference}, dedupe_key=key)


def register_builder(build: Callable[[str], EmailMessage]) -> None:
    """Say how a sequence email is built from its delivery's reference (once, at start-up)."""
    emails.register_email(KIND, lambda row: build(row.reference))


def register_sweep_step(step: Callable[[], object]) -> None:
    """Run `step` on every sweep of the queue (the site's one periodic task)."""
    queue.register_sweep_step(step)


def deliveries_forget(references: list[str]) -> None:
    """Delete the deliveries of these sends (their lead was erased)."""
    Delivery.objects.filter(reference__in=references).delete()
