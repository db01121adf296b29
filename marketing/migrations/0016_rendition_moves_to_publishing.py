"""Rendition belongs to publishing (its migration 0001 takes the model over): marketing forgets it
without touching the database, so the table `marketing_rendition` and its rows stay as they are."""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [
        ("marketing", "0015_siteidentity_email_one_rule"),
        ("publishing", "0001_initial"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[migrations.DeleteModel(name="Rendition")],
            database_operations=[],
        ),
    ]
