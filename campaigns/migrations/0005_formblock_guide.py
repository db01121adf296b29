# "Offer a guide" on a lead form block: one nullable field, in a migration of its own.

import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("campaigns", "0004_guides"),
    ]

    operations = [
        migrations.AddField(
            model_name="formblock",
            name="guide",
            field=models.ForeignKey(
                blank=True,
                help_text="Optional: a visitor who sends this form gets a link to download the guide in the acknowledgement email, in the page's language.",
                null=True,
                on_delete=django.db.models.deletion.SET_NULL,
                related_name="form_blocks",
                to="campaigns.guide",
                verbose_name="offer a guide",
            ),
        ),
    ]
