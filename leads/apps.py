from django.apps import AppConfig


class LeadsConfig(AppConfig):
    name = "leads"
    verbose_name = "Leads"

    def ready(self):
        import reversion

        from leads import (
            checks,  # noqa: F401 (registers the system checks)
            delivery,
            emails,
            webhooks,
        )
        from leads.models import ContactSubmission, DeliveryChannel, QuoteRequest

        delivery.register_sender(DeliveryChannel.EMAIL, emails.send_delivery)
        delivery.register_sender(DeliveryChannel.WEBHOOK, webhooks.send_delivery)
        # Handled history (who, when): only the two fields staff change, never a copy of the visitor's data.
        for model in (ContactSubmission, QuoteRequest):
            reversion.register(model, fields=["handled", "handled_at"])
