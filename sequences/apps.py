from django.apps import AppConfig


class SequencesConfig(AppConfig):
    name = "sequences"
    verbose_name = "Follow-up sequences"

    def ready(self):
        from anymail.signals import tracking

        from leads.signals import lead_status_changed, lead_stored
        from publishing.seed import seed_register
        from sequences import emails, sending, services

        # A stored lead enters the sequences it meets; Contacted, Won or Lost takes it out.
        lead_stored.connect(services.lead_stored, dispatch_uid="sequences-lead-stored")
        lead_status_changed.connect(services.lead_status_changed, dispatch_uid="sequences-lead-stage")
        # The steps go out through the delivery queue; its periodic sweep sends what is due.
        sending.register_builder(emails.send_email)
        sending.register_sweep_step(services.sequences_sweep)
        # A provider's bounce or complaint (anymail's tracking webhooks) suppresses the address.
        tracking.connect(services.tracking_event, dispatch_uid="sequences-anymail-tracking")
        # The seeded sequences (switched off) come with `manage.py load_content`, after the campaigns'.
        seed_register(services.sequences_load)
