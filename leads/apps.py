from django.apps import AppConfig


class LeadsConfig(AppConfig):
    name = "leads"
    verbose_name = "Leads"

    def ready(self):
        from agency.health import register_check
        from leads import (
            checks,  # noqa: F401 (registers the system checks)
            delivery,
            emails,
            webhooks,
        )
        from leads.health import check_deliveries
        from leads.models import DeliveryChannel

        register_check("deliveries", check_deliveries)
        delivery.register_sender(DeliveryChannel.EMAIL, emails.send_delivery)
        delivery.register_sender(DeliveryChannel.WEBHOOK, webhooks.send_delivery)
        # A lead's history is leads.models.LeadEvent, written by leads.services (the handled
        # revisions django-reversion kept before it were copied into it by migration 0007).
