"""The outbound queue's readiness check, registered with agency.health_endpoints at start-up
(DeliveryConfig.ready)."""

from django.conf import settings
from django.utils import timezone

from agency.health_endpoints import FAILING, OK, Result
from delivery.models import Delivery, DeliveryStatus


def check_deliveries() -> Result:
    """Lead emails and webhooks that are due but not sent stay below HEALTH_DELIVERY_BACKLOG_MAX."""
    due = Delivery.objects.filter(
        status__in=[DeliveryStatus.PENDING, DeliveryStatus.RETRYING], next_attempt_at__lte=timezone.now()
    ).count()
    figures = {"due": due}
    if due >= settings.HEALTH_DELIVERY_BACKLOG_MAX:
        return Result(FAILING, "Too many lead deliveries are due and unsent.", figures)
    return Result(OK, figures=figures)
