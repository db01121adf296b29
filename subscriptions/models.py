"""Readers who asked for new articles by email. Rows are written by subscriptions.services only.

Nothing the visitor did not choose to give is kept: their address, when they asked, confirmed or
left, the exact consent wording they agreed to, the page they asked from (its path) and the
language of that page. No IP address, no user agent.
"""

from django.db import models

from agency.validation import EmailAddressModelField


class SubscriberStatus(models.TextChoices):
    UNCONFIRMED = "unconfirmed", "Unconfirmed"
    CONFIRMED = "confirmed", "Confirmed"
    UNSUBSCRIBED = "unsubscribed", "Unsubscribed"


class Subscriber(models.Model):
    # Stored lower-cased (subscriptions.services.normalise_email): one row per mailbox.
    email = EmailAddressModelField(max_length=254, unique=True)
    status = models.CharField(
        max_length=16, choices=SubscriberStatus.choices, default=SubscriberStatus.UNCONFIRMED, db_index=True
    )
    created_at = models.DateTimeField(auto_now_add=True)
    # When the address last asked to subscribe: the confirmation link's 7 days, and the pruning of
    # an address never confirmed, count from here.
    requested_at = models.DateTimeField(db_index=True)
    confirmed_at = models.DateTimeField(null=True, blank=True)
    unsubscribed_at = models.DateTimeField(null=True, blank=True)
    consent_text = models.TextField(
        help_text="The consent wording exactly as the reader saw it when subscribing."
    )
    source_path = models.CharField(
        "subscribed from", max_length=200, blank=True, help_text="The path of the page the form was on."
    )
    language = models.CharField(max_length=8, default="en")

    class Meta:
        ordering = ["-created_at", "-id"]

    def __str__(self) -> str:
        return f"{self.email} ({self.get_status_display()})"

    @property
    def reference(self) -> str:
        """How the deliveries about this reader name it (delivery.models.Delivery.reference)."""
        return f"subscriber:{self.pk}"
