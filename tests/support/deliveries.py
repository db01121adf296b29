"""A lead's email deliveries by kind, as the tests and the live servers' reports read them."""

from delivery.models import DeliveryChannel


def lead_deliveries(lead) -> dict:
    """{"notification": Delivery, "acknowledgement": Delivery} (webhook deliveries are one per
    endpoint: not here)."""
    emails = lead.deliveries.filter(channel=DeliveryChannel.EMAIL).order_by("created_at", "id")
    return {delivery.kind: delivery for delivery in emails}
