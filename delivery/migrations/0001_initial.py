"""The outbound queue's models move here from leads: the state only. The tables keep their names
(`leads_delivery`, `leads_deliveryattempt`, `leads_webhookendpoint`) and every row; leads 0026 takes
the same models out of leads' state, and delivery 0002 moves their content types and permissions."""

import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):
    initial = True

    dependencies = [
        ("leads", "0025_remove_builtform_notify"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.CreateModel(
                    name="WebhookEndpoint",
                    fields=[
                        (
                            "id",
                            models.BigAutoField(
                                auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                            ),
                        ),
                        ("url", models.URLField(max_length=500, verbose_name="URL")),
                        ("description", models.CharField(blank=True, max_length=200)),
                        (
                            "events",
                            models.JSONField(default=list, help_text="The events this endpoint receives."),
                        ),
                        ("active", models.BooleanField(default=True)),
                        ("secret", models.CharField(editable=False, max_length=100)),
                        ("created_at", models.DateTimeField(auto_now_add=True)),
                    ],
                    options={
                        "verbose_name": "webhook endpoint",
                        "db_table": "leads_webhookendpoint",
                        "ordering": ["description", "id"],
                    },
                ),
                migrations.CreateModel(
                    name="Delivery",
                    fields=[
                        (
                            "id",
                            models.BigAutoField(
                                auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                            ),
                        ),
                        (
                            "channel",
                            models.CharField(
                                choices=[("email", "Email"), ("webhook", "Webhook")],
                                default="email",
                                max_length=16,
                            ),
                        ),
                        (
                            "kind",
                            models.CharField(
                                choices=[
                                    ("notification", "Staff notification"),
                                    ("acknowledgement", "Acknowledgement to the visitor"),
                                    ("lead.created", "Webhook: lead.created"),
                                    ("lead.status_changed", "Webhook: lead.status_changed"),
                                    ("lead.won", "Webhook: lead.won"),
                                    ("webhook.test", "Webhook: test event"),
                                    ("subscriber.confirmation", "Email: confirm a subscription"),
                                    ("subscriber.unsubscribe_link", "Email: a link to unsubscribe"),
                                    ("subscriber.confirmed", "Webhook: subscriber.confirmed"),
                                    ("subscriber.unsubscribed", "Webhook: subscriber.unsubscribed"),
                                ],
                                max_length=32,
                            ),
                        ),
                        ("recipient", models.CharField(blank=True, max_length=500)),
                        (
                            "status",
                            models.CharField(
                                choices=[
                                    ("pending", "Pending"),
                                    ("sent", "Sent"),
                                    ("retrying", "Retrying"),
                                    ("failed", "Failed"),
                                    ("skipped", "Not sent (spam)"),
                                    ("sending", "Sending"),
                                ],
                                db_index=True,
                                default="pending",
                                max_length=16,
                            ),
                        ),
                        ("attempts", models.PositiveSmallIntegerField(default=0)),
                        ("last_error", models.TextField(blank=True)),
                        ("created_at", models.DateTimeField(auto_now_add=True)),
                        ("next_attempt_at", models.DateTimeField(blank=True, null=True)),
                        ("claimed_at", models.DateTimeField(blank=True, null=True)),
                        ("sent_at", models.DateTimeField(blank=True, null=True)),
                        (
                            "dedupe_key",
                            models.CharField(
                                blank=True, default=None, max_length=600, null=True, unique=True
                            ),
                        ),
                        ("payload", models.JSONField(blank=True, null=True)),
                        ("webhook_id", models.CharField(blank=True, max_length=64)),
                        ("reference", models.CharField(blank=True, db_index=True, max_length=64)),
                        (
                            "lead",
                            models.ForeignKey(
                                blank=True,
                                null=True,
                                on_delete=django.db.models.deletion.CASCADE,
                                related_name="deliveries",
                                to="leads.lead",
                            ),
                        ),
                        (
                            "endpoint",
                            models.ForeignKey(
                                blank=True,
                                null=True,
                                on_delete=django.db.models.deletion.CASCADE,
                                related_name="deliveries",
                                to="delivery.webhookendpoint",
                            ),
                        ),
                    ],
                    options={
                        "verbose_name_plural": "deliveries",
                        "db_table": "leads_delivery",
                        "ordering": ["-created_at", "-id"],
                    },
                ),
                migrations.CreateModel(
                    name="DeliveryAttempt",
                    fields=[
                        (
                            "id",
                            models.BigAutoField(
                                auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                            ),
                        ),
                        ("started_at", models.DateTimeField()),
                        ("duration_ms", models.PositiveIntegerField(default=0)),
                        ("status_code", models.PositiveSmallIntegerField(blank=True, null=True)),
                        (
                            "response_start",
                            models.TextField(blank=True, help_text="The start of the answer's body."),
                        ),
                        ("error", models.TextField(blank=True)),
                        (
                            "delivery",
                            models.ForeignKey(
                                on_delete=django.db.models.deletion.CASCADE,
                                related_name="delivery_attempts",
                                to="delivery.delivery",
                            ),
                        ),
                    ],
                    options={
                        "db_table": "leads_deliveryattempt",
                        "ordering": ["-started_at", "-id"],
                    },
                ),
                migrations.AddConstraint(
                    model_name="delivery",
                    constraint=models.CheckConstraint(
                        condition=models.Q(
                            models.Q(("lead__isnull", False), ("reference", "")),
                            models.Q(("lead__isnull", True), models.Q(("reference", ""), _negated=True)),
                            _connector="OR",
                        ),
                        name="leads_delivery_lead_or_reference",
                    ),
                ),
                migrations.AddConstraint(
                    model_name="delivery",
                    constraint=models.UniqueConstraint(
                        condition=models.Q(("channel", "email")),
                        fields=("lead", "kind"),
                        name="leads_delivery_one_email_per_lead_kind",
                    ),
                ),
            ],
            database_operations=[],
        ),
    ]
