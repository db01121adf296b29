from django.apps import AppConfig


class SubscriptionsConfig(AppConfig):
    name = "subscriptions"
    verbose_name = "Subscriptions"

    def ready(self):
        from delivery import emails, queue, webhooks
        from delivery.models import DeliveryKind
        from subscriptions import emails as subscription_emails
        from subscriptions.services import subscribers_prune
        from subscriptions.wording import SLACK

        # The reader's emails go out through the outbound queue (the task worker, retries, recovery).
        emails.register_email(DeliveryKind.SUBSCRIBER_CONFIRMATION, subscription_emails.confirmation)
        emails.register_email(DeliveryKind.SUBSCRIBER_UNSUBSCRIBE_LINK, subscription_emails.unsubscribe_link)
        for event, line in SLACK.items():
            webhooks.register_slack_line(event, _slack_line(line))
        # Addresses never confirmed are removed on every delivery sweep too (the site's periodic task).
        queue.register_sweep_step(subscribers_prune)


def _slack_line(line: str):
    def text(body: dict) -> str:
        from delivery.webhooks import slack_escape

        subscriber = body.get("data", {}).get("subscriber") or {}
        return line.format(email=slack_escape(str(subscriber.get("email", "A reader"))))

    return text
