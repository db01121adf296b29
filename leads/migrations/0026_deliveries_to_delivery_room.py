"""The outbound queue's models (Delivery, DeliveryAttempt, WebhookEndpoint) leave leads' state for
the delivery room's (delivery 0001): no table is renamed or touched, every row stays. A built
form's webhooks point at delivery.WebhookEndpoint; their table (`leads_builtform_webhooks`, with
its column `webhookendpoint_id`) is the same."""

from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("delivery", "0001_initial"),
        ("leads", "0025_remove_builtform_notify"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.AlterField(
                    model_name="builtform",
                    name="webhooks",
                    field=models.ManyToManyField(
                        blank=True,
                        help_text=(
                            "Which webhooks receive its leads (lead.created and later events). None chosen: "
                            "every active webhook subscribed to the event, as for the site's other forms."
                        ),
                        related_name="built_forms",
                        to="delivery.webhookendpoint",
                    ),
                ),
                migrations.DeleteModel(name="DeliveryAttempt"),
                migrations.DeleteModel(name="Delivery"),
                migrations.DeleteModel(name="WebhookEndpoint"),
            ],
            database_operations=[],
        ),
    ]
