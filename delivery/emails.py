"""The email channel: which builder makes each kind of email from its delivery, and the sender
delivery.queue calls. What an email says is its owner's: the lead's emails are leads.lead_emails',
a reader's are subscriptions.emails'; each registers its builders here at start-up (this room
stands below both and imports neither)."""

from collections.abc import Callable

from django.core.mail import EmailMessage

from delivery.models import Delivery

# What builds each kind of email from its delivery, by delivery kind.
Builder = Callable[[Delivery], EmailMessage]
_BUILDERS: dict[str, Builder] = {}


def register_email(kind: str, build: Builder) -> None:
    """Say how the email of delivery kind `kind` is built (once per kind, at start-up)."""
    _BUILDERS[kind] = build


def send_delivery(delivery: Delivery) -> None:
    """The email channel's sender for delivery.queue: build the kind's message and hand it over."""
    _BUILDERS[delivery.kind](delivery).send()
