from django.apps import AppConfig


class LeadsConfig(AppConfig):
    name = "leads"
    verbose_name = "Leads"

    def ready(self):
        from django.db.models.signals import post_delete, post_save

        from leads import lead_emails, lead_webhooks, scoring
        from leads.models import ScoreRule

        # Lead scores follow their rules: a rule saved or deleted recomputes every lead on the worker.
        post_save.connect(scoring.rule_changed, sender=ScoreRule, dispatch_uid="leads-score-rule-saved")
        post_delete.connect(scoring.rule_changed, sender=ScoreRule, dispatch_uid="leads-score-rule-deleted")
        # The outbound queue (delivery) stands below leads: it learns what a lead's emails and
        # Slack lines say from here.
        lead_emails.register_emails()
        lead_webhooks.register_slack_lines()
        # A lead's history is leads.models.LeadEvent, written by leads.pipeline (its earliest
        # entries are the handled revisions of django-reversion that migration 0009 copied in).
