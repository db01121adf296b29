from django.apps import AppConfig


class LeadsConfig(AppConfig):
    name = "leads"
    verbose_name = "Leads"

    def ready(self):
        import reversion

        from leads import checks  # noqa: F401 (registers the system checks)
        from leads.models import ContactSubmission, QuoteRequest

        # Handled history (who, when): only the two fields staff change, never a copy of the visitor's data.
        for model in (ContactSubmission, QuoteRequest):
            reversion.register(model, fields=["handled", "handled_at"])
