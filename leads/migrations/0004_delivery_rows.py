"""Outbound deliveries get rows of their own (one per lead and kind) instead of columns per kind."""

import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("leads", "0003_delivery_claims"),
    ]

    operations = [
        migrations.CreateModel(
            name="Delivery",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                ("channel", models.CharField(choices=[("email", "Email")], default="email", max_length=16)),
                (
                    "kind",
                    models.CharField(
                        choices=[
                            ("notification", "Staff notification"),
                            ("acknowledgement", "Acknowledgement to the visitor"),
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
                    models.CharField(blank=True, default=None, max_length=600, null=True, unique=True),
                ),
                (
                    "contact",
                    models.ForeignKey(
                        blank=True,
                        null=True,
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="deliveries",
                        to="leads.contactsubmission",
                    ),
                ),
                (
                    "quote",
                    models.ForeignKey(
                        blank=True,
                        null=True,
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="deliveries",
                        to="leads.quoterequest",
                    ),
                ),
            ],
            options={
                "verbose_name_plural": "deliveries",
                "ordering": ["-created_at", "-id"],
                "constraints": [
                    models.CheckConstraint(
                        condition=models.Q(
                            models.Q(("contact__isnull", False), ("quote__isnull", True)),
                            models.Q(("contact__isnull", True), ("quote__isnull", False)),
                            _connector="OR",
                        ),
                        name="leads_delivery_one_lead",
                    ),
                    models.UniqueConstraint(
                        condition=models.Q(("channel", "email")),
                        fields=("contact", "kind"),
                        name="leads_delivery_one_email_per_contact_kind",
                    ),
                    models.UniqueConstraint(
                        condition=models.Q(("channel", "email")),
                        fields=("quote", "kind"),
                        name="leads_delivery_one_email_per_quote_kind",
                    ),
                ],
            },
        ),
    ]
