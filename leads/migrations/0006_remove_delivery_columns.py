"""The per-kind delivery columns, now copied to Delivery rows (0005), go."""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [
        ("leads", "0005_deliveries_from_columns"),
    ]

    operations = [
        migrations.RemoveField(
            model_name="contactsubmission",
            name="acknowledged_at",
        ),
        migrations.RemoveField(
            model_name="contactsubmission",
            name="acknowledgement_attempts",
        ),
        migrations.RemoveField(
            model_name="contactsubmission",
            name="acknowledgement_claimed_at",
        ),
        migrations.RemoveField(
            model_name="contactsubmission",
            name="acknowledgement_error",
        ),
        migrations.RemoveField(
            model_name="contactsubmission",
            name="acknowledgement_status",
        ),
        migrations.RemoveField(
            model_name="contactsubmission",
            name="notification_attempts",
        ),
        migrations.RemoveField(
            model_name="contactsubmission",
            name="notification_claimed_at",
        ),
        migrations.RemoveField(
            model_name="contactsubmission",
            name="notification_error",
        ),
        migrations.RemoveField(
            model_name="contactsubmission",
            name="notification_status",
        ),
        migrations.RemoveField(
            model_name="contactsubmission",
            name="notified_at",
        ),
        migrations.RemoveField(
            model_name="quoterequest",
            name="acknowledged_at",
        ),
        migrations.RemoveField(
            model_name="quoterequest",
            name="acknowledgement_attempts",
        ),
        migrations.RemoveField(
            model_name="quoterequest",
            name="acknowledgement_claimed_at",
        ),
        migrations.RemoveField(
            model_name="quoterequest",
            name="acknowledgement_error",
        ),
        migrations.RemoveField(
            model_name="quoterequest",
            name="acknowledgement_status",
        ),
        migrations.RemoveField(
            model_name="quoterequest",
            name="notification_attempts",
        ),
        migrations.RemoveField(
            model_name="quoterequest",
            name="notification_claimed_at",
        ),
        migrations.RemoveField(
            model_name="quoterequest",
            name="notification_error",
        ),
        migrations.RemoveField(
            model_name="quoterequest",
            name="notification_status",
        ),
        migrations.RemoveField(
            model_name="quoterequest",
            name="notified_at",
        ),
    ]
