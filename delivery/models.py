"""The outbound queue's records: each message (an email, a webhook event) and how far it got,
each webhook try, and the endpoints that hear of events. Rows are written by delivery.queue,
delivery.webhooks and the services of the apps that queue messages (leads, subscriptions).

The tables keep the names they were created with (`leads_delivery` ...): the models moved here
from leads by migrations that changed no table (leads 0026, delivery 0001).
"""

from urllib.parse import urlsplit

from django.db import models


class DeliveryStatus(models.TextChoices):
    PENDING = "pending", "Pending"
    SENT = "sent", "Sent"
    RETRYING = "retrying", "Retrying"
    FAILED = "failed", "Failed"
    # Spam gets no email at all: nothing is waiting to be sent.
    SKIPPED = "skipped", "Not sent (spam)"
    # Handed to the mail server by a worker right now (or by one that died: see deliveries_recover).
    SENDING = "sending", "Sending"


class DeliveryChannel(models.TextChoices):
    """How an outbound delivery travels. A new channel (a webhook POST) registers a sender in
    delivery.queue and reuses the rest: claim, retry with backoff, recovery, the failed view."""

    EMAIL = "email", "Email"
    WEBHOOK = "webhook", "Webhook"


class DeliveryKind(models.TextChoices):
    NOTIFICATION = "notification", "Staff notification"
    ACKNOWLEDGEMENT = "acknowledgement", "Acknowledgement to the visitor"
    # Webhook events: the kind is the event type sent to the endpoint.
    LEAD_CREATED = "lead.created", "Webhook: lead.created"
    LEAD_STATUS_CHANGED = "lead.status_changed", "Webhook: lead.status_changed"
    LEAD_WON = "lead.won", "Webhook: lead.won"
    WEBHOOK_TEST = "webhook.test", "Webhook: test event"
    # A reader of the articles (subscriptions.Subscriber): the emails the site sends them, and the
    # webhook events a newsletter service hears of. These deliveries name no lead: their
    # `reference` says which subscriber ("subscriber:<id>").
    SUBSCRIBER_CONFIRMATION = "subscriber.confirmation", "Email: confirm a subscription"
    SUBSCRIBER_UNSUBSCRIBE_LINK = "subscriber.unsubscribe_link", "Email: a link to unsubscribe"
    SUBSCRIBER_CONFIRMED = "subscriber.confirmed", "Webhook: subscriber.confirmed"
    SUBSCRIBER_UNSUBSCRIBED = "subscriber.unsubscribed", "Webhook: subscriber.unsubscribed"


WEBHOOK_EVENTS = (
    DeliveryKind.LEAD_CREATED,
    DeliveryKind.LEAD_STATUS_CHANGED,
    DeliveryKind.LEAD_WON,
    DeliveryKind.SUBSCRIBER_CONFIRMED,
    DeliveryKind.SUBSCRIBER_UNSUBSCRIBED,
)


class WebhookEndpoint(models.Model):
    """A URL that hears of leads: a generic receiver (signed JSON) or a Slack incoming webhook.

    Written through the Django admin (delivery.webhooks validates the URL); the secret is generated
    by the site and shown once, right after it is created or rotated.
    """

    url = models.URLField("URL", max_length=500)
    description = models.CharField(max_length=200, blank=True)
    events = models.JSONField(default=list, help_text="The events this endpoint receives.")
    active = models.BooleanField(default=True)
    secret = models.CharField(max_length=100, editable=False)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        db_table = "leads_webhookendpoint"
        verbose_name = "webhook endpoint"
        ordering = ["description", "id"]

    def __str__(self) -> str:
        return self.description or self.url

    @property
    def is_slack(self) -> bool:
        return is_slack_url(self.url)


def is_slack_url(url: str) -> bool:
    """A Slack incoming webhook: it gets a short human message instead of the signed JSON."""
    parts = urlsplit(url)
    slack = parts.hostname == "hooks.slack.com" and parts.path.startswith("/services/")
    return parts.scheme == "https" and slack


class Delivery(models.Model):
    """One outbound message (an email, a webhook event) and how far its delivery got.

    Rows are created with their lead by leads.services (or by another app's services, for what is
    not a lead) and advanced by delivery.queue only. A lead's row points at it (`lead`, named by
    the string "leads.Lead": the one column of this room about a room above, which no module here
    imports); a row about anything else names its subject in `reference` instead ("subscriber:42"),
    so this room needs to know nothing of the app that owns it.
    """

    lead = models.ForeignKey(
        "leads.Lead", null=True, blank=True, on_delete=models.CASCADE, related_name="deliveries"
    )
    channel = models.CharField(max_length=16, choices=DeliveryChannel.choices, default=DeliveryChannel.EMAIL)
    kind = models.CharField(max_length=32, choices=DeliveryKind.choices)
    # Where it goes: an email address (the visitor's, or ENQUIRY_EMAIL when it was sent).
    recipient = models.CharField(max_length=500, blank=True)
    status = models.CharField(
        max_length=16, choices=DeliveryStatus.choices, default=DeliveryStatus.PENDING, db_index=True
    )
    attempts = models.PositiveSmallIntegerField(default=0)
    last_error = models.TextField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    # When the task enqueued for the next attempt is due; recovery looks for overdue ones.
    next_attempt_at = models.DateTimeField(null=True, blank=True)
    claimed_at = models.DateTimeField(null=True, blank=True)
    sent_at = models.DateTimeField(null=True, blank=True)
    # Two deliveries with the same key are never both created (e.g. one acknowledgement per
    # address per day); the database's unique index decides between concurrent requests.
    dedupe_key = models.CharField(max_length=600, null=True, blank=True, unique=True, default=None)
    # Webhooks: the endpoint, the event's data as decided when it happened, and the id every
    # attempt carries (webhook-id), so a receiver can drop repeats.
    endpoint = models.ForeignKey(
        WebhookEndpoint, null=True, blank=True, on_delete=models.CASCADE, related_name="deliveries"
    )
    payload = models.JSONField(null=True, blank=True)
    webhook_id = models.CharField(max_length=64, blank=True)
    # What a delivery about no lead is about, as "<kind>:<id>" (e.g. "subscriber:42"): its owner
    # finds (and, when it erases the subject, deletes) its deliveries by it.
    reference = models.CharField(max_length=64, blank=True, db_index=True)

    class Meta:
        db_table = "leads_delivery"
        verbose_name_plural = "deliveries"
        ordering = ["-created_at", "-id"]
        constraints = [
            models.CheckConstraint(
                condition=(
                    models.Q(lead__isnull=False, reference="")
                    | (models.Q(lead__isnull=True) & ~models.Q(reference=""))
                ),
                name="leads_delivery_lead_or_reference",
            ),
            models.UniqueConstraint(
                fields=["lead", "kind"],
                condition=models.Q(channel="email"),
                name="leads_delivery_one_email_per_lead_kind",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.get_kind_display()} ({self.get_channel_display()}): {self.get_status_display()}"


class DeliveryAttempt(models.Model):
    """One try at sending a webhook delivery: what the receiver answered, how long it took."""

    delivery = models.ForeignKey(Delivery, on_delete=models.CASCADE, related_name="delivery_attempts")
    started_at = models.DateTimeField()
    duration_ms = models.PositiveIntegerField(default=0)
    status_code = models.PositiveSmallIntegerField(null=True, blank=True)
    response_start = models.TextField(blank=True, help_text="The start of the answer's body.")
    error = models.TextField(blank=True)

    class Meta:
        db_table = "leads_deliveryattempt"
        ordering = ["-started_at", "-id"]

    def __str__(self) -> str:
        return f"{self.started_at:%Y-%m-%d %H:%M:%S}: {self.status_code or self.error[:60]}"
