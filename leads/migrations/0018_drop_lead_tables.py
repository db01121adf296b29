import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):
    """Every lead is in leads.Lead now (0017): the old tables and their twin foreign keys go, and
    ContactSubmission and QuoteRequest live on as proxies of Lead (the staff tabs)."""

    dependencies = [
        ("leads", "0017_leads_into_one_table"),
    ]

    operations = [
        migrations.RemoveField(
            model_name="delivery",
            name="contact",
        ),
        migrations.RemoveField(
            model_name="delivery",
            name="quote",
        ),
        migrations.RemoveField(
            model_name="leadevent",
            name="contact",
        ),
        migrations.RemoveField(
            model_name="leadevent",
            name="quote",
        ),
        migrations.RemoveField(
            model_name="leadnote",
            name="contact",
        ),
        migrations.RemoveField(
            model_name="leadnote",
            name="quote",
        ),
        migrations.RemoveField(
            model_name="contactsubmission",
            name="owner",
        ),
        migrations.RemoveField(
            model_name="quoterequest",
            name="owner",
        ),
        migrations.DeleteModel(
            name="ContactSubmission",
        ),
        migrations.DeleteModel(
            name="QuoteRequest",
        ),
        migrations.CreateModel(
            name="ContactSubmission",
            fields=[],
            options={
                "verbose_name": "contact submission",
                "proxy": True,
                "indexes": [],
                "constraints": [],
            },
            bases=("leads.lead",),
        ),
        migrations.CreateModel(
            name="QuoteRequest",
            fields=[],
            options={
                "verbose_name": "quote request",
                "proxy": True,
                "indexes": [],
                "constraints": [],
            },
            bases=("leads.lead",),
        ),
        migrations.AlterField(
            model_name="leadevent",
            name="lead",
            field=models.ForeignKey(
                on_delete=django.db.models.deletion.CASCADE, related_name="events", to="leads.lead"
            ),
        ),
        migrations.AlterField(
            model_name="leadnote",
            name="lead",
            field=models.ForeignKey(
                on_delete=django.db.models.deletion.CASCADE, related_name="notes", to="leads.lead"
            ),
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
    ]
