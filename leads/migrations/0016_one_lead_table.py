import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models

import leads.models


class Migration(migrations.Migration):
    """The one lead table beside the two old ones, and the one foreign key to it beside the twin
    ones; 0017 moves the rows, 0018 drops the old tables and columns."""

    dependencies = [
        ("leads", "0015_lead_sale_and_sharing_opt_out"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        # The twin columns' constraints go first and come back last when unapplied (after 0017
        # has moved the rows back), so neither direction meets a row they would refuse.
        migrations.RemoveConstraint(
            model_name="delivery",
            name="leads_delivery_one_email_per_contact_kind",
        ),
        migrations.RemoveConstraint(
            model_name="delivery",
            name="leads_delivery_one_email_per_quote_kind",
        ),
        migrations.RemoveConstraint(
            model_name="delivery",
            name="leads_delivery_one_lead_or_reference",
        ),
        migrations.RemoveConstraint(
            model_name="leadevent",
            name="leads_leadevent_one_lead",
        ),
        migrations.RemoveConstraint(
            model_name="leadnote",
            name="leads_leadnote_one_lead",
        ),
        migrations.CreateModel(
            name="Lead",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                ("created_at", models.DateTimeField(auto_now_add=True, db_index=True)),
                ("name", models.CharField(max_length=100)),
                ("email", models.EmailField(max_length=254)),
                ("company", models.CharField(blank=True, max_length=150)),
                ("phone", models.CharField(blank=True, max_length=40)),
                (
                    "source",
                    models.CharField(
                        choices=[
                            ("home_page", "Home page contact form"),
                            ("contact_page", "Contact page form"),
                            ("hero_quiz", "Home page strategy quiz"),
                            ("ai_automation_page", "AI automation consultation"),
                            ("pricing_quiz", "Pricing quiz"),
                        ],
                        max_length=32,
                    ),
                ),
                (
                    "language",
                    models.CharField(
                        choices=leads.models.language_choices, db_index=True, default="en", max_length=8
                    ),
                ),
                ("page_url", models.CharField(blank=True, max_length=2000)),
                ("referrer", models.CharField(blank=True, max_length=2000)),
                ("utm_source", models.CharField(blank=True, max_length=200)),
                ("utm_medium", models.CharField(blank=True, max_length=200)),
                ("utm_campaign", models.CharField(blank=True, max_length=200)),
                ("utm_term", models.CharField(blank=True, max_length=200)),
                ("utm_content", models.CharField(blank=True, max_length=200)),
                ("click_ids", models.JSONField(blank=True, default=dict)),
                ("sharing_opt_out", models.BooleanField(default=False)),
                ("user_agent", models.CharField(blank=True, max_length=500)),
                ("landing_page", models.CharField(blank=True, max_length=2000)),
                ("client_address", models.CharField(blank=True, max_length=45)),
                ("idempotency_key", models.UUIDField(blank=True, default=None, null=True)),
                ("is_spam", models.BooleanField(db_index=True, default=False)),
                ("spam_reason", models.CharField(blank=True, max_length=200)),
                (
                    "status",
                    models.CharField(
                        choices=[
                            ("new", "New"),
                            ("contacted", "Contacted"),
                            ("qualified", "Qualified"),
                            ("won", "Won"),
                            ("lost", "Lost"),
                        ],
                        db_index=True,
                        default="new",
                        max_length=16,
                    ),
                ),
                ("handled", models.BooleanField(db_index=True, default=False)),
                ("handled_at", models.DateTimeField(blank=True, null=True)),
                ("won_at", models.DateTimeField(blank=True, db_index=True, null=True)),
                ("won_value", models.DecimalField(blank=True, decimal_places=2, max_digits=12, null=True)),
                (
                    "won_currency",
                    models.CharField(blank=True, help_text="ISO 4217: USD, EUR, MXN ...", max_length=3),
                ),
                ("score", models.PositiveSmallIntegerField(db_index=True, default=0)),
                ("score_reasons", models.JSONField(blank=True, default=list)),
                ("form", models.CharField(db_index=True, max_length=64)),
                ("answers", models.JSONField(blank=True, default=dict)),
                (
                    "former_quote_id",
                    models.PositiveIntegerField(blank=True, editable=False, null=True, unique=True),
                ),
            ],
            options={
                "verbose_name": "lead",
                "ordering": ["-created_at", "-id"],
                "constraints": [
                    models.UniqueConstraint(
                        fields=("form", "idempotency_key"), name="leads_lead_one_per_form_and_key"
                    )
                ],
            },
        ),
        migrations.AddField(
            model_name="lead",
            name="owner",
            field=models.ForeignKey(
                blank=True,
                limit_choices_to={"is_staff": True},
                null=True,
                on_delete=django.db.models.deletion.SET_NULL,
                related_name="owned_%(class)ss",
                to=settings.AUTH_USER_MODEL,
            ),
        ),
        migrations.AddField(
            model_name="delivery",
            name="lead",
            field=models.ForeignKey(
                blank=True,
                null=True,
                on_delete=django.db.models.deletion.CASCADE,
                related_name="deliveries",
                to="leads.lead",
            ),
        ),
        migrations.AddField(
            model_name="leadevent",
            name="lead",
            field=models.ForeignKey(
                null=True, on_delete=django.db.models.deletion.CASCADE, related_name="events", to="leads.lead"
            ),
        ),
        migrations.AddField(
            model_name="leadnote",
            name="lead",
            field=models.ForeignKey(
                null=True, on_delete=django.db.models.deletion.CASCADE, related_name="notes", to="leads.lead"
            ),
        ),
    ]
