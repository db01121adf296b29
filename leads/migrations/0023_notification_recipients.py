import django.db.models.functions.text
from django.db import migrations, models

import agency.validation


class Migration(migrations.Migration):
    """Approved notification recipients (set up by those who may read leads), the built forms'
    choice among them, and the lead mailbox switch. 0024 turns the typed `notify` addresses into
    recipients; 0025 drops the column."""

    dependencies = [
        ("leads", "0022_lead_email_one_rule"),
    ]

    operations = [
        migrations.CreateModel(
            name="NotificationRecipient",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                (
                    "name",
                    models.CharField(help_text="What editors choose it by: “Sales team”.", max_length=100),
                ),
                ("email", agency.validation.EmailAddressModelField(max_length=254)),
                ("created_at", models.DateTimeField(auto_now_add=True)),
            ],
            options={
                "verbose_name": "notification recipient",
                "ordering": ["name", "email"],
                "constraints": [
                    models.UniqueConstraint(
                        django.db.models.functions.text.Lower("email"),
                        name="leads_notificationrecipient_one_per_address",
                        violation_error_message="This address is a recipient already.",
                    )
                ],
            },
        ),
        migrations.AddField(
            model_name="builtform",
            name="recipients",
            field=models.ManyToManyField(
                blank=True,
                help_text="Who else hears of each lead by email, besides the agency's lead mailbox.",
                related_name="built_forms",
                to="leads.notificationrecipient",
                verbose_name="notify",
            ),
        ),
        migrations.AddField(
            model_name="builtform",
            name="notifies_lead_mailbox",
            field=models.BooleanField(
                default=True,
                help_text=(
                    "Every lead goes to the agency's lead mailbox (ENQUIRY_EMAIL). Untick to email only the "
                    "recipients chosen (with none chosen, the mailbox still gets them)."
                ),
                verbose_name="email the lead mailbox",
            ),
        ),
    ]
