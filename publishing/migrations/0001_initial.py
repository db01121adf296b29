"""Rendition moves from marketing to publishing (the pictures kit) without touching the database: the
table `marketing_rendition` and its rows stay as they are; only Django's record of which app owns the
model changes (marketing 0016 forgets it, this migration learns it)."""

from django.db import migrations, models


class Migration(migrations.Migration):
    initial = True

    dependencies = [
        ("marketing", "0015_siteidentity_email_one_rule"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.CreateModel(
                    name="Rendition",
                    fields=[
                        (
                            "id",
                            models.BigAutoField(
                                auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                            ),
                        ),
                        (
                            "source",
                            models.CharField(
                                db_index=True, help_text="The uploaded file's name.", max_length=200
                            ),
                        ),
                        (
                            "crop",
                            models.CharField(
                                blank=True,
                                default="",
                                help_text="The shape it was cut to, around which point: e.g. 4x3-top-left. Empty: the whole picture.",
                                max_length=24,
                            ),
                        ),
                        ("width", models.PositiveIntegerField(help_text="The copy's width in pixels.")),
                        ("height", models.PositiveIntegerField(help_text="The copy's height in pixels.")),
                        (
                            "format",
                            models.CharField(
                                choices=[("webp", "WebP"), ("jpeg", "JPEG"), ("png", "PNG")],
                                help_text="The copy's file format.",
                                max_length=8,
                            ),
                        ),
                        (
                            "file",
                            models.CharField(help_text="The copy's name in the storage.", max_length=255),
                        ),
                        ("created_at", models.DateTimeField(auto_now_add=True)),
                    ],
                    options={
                        "db_table": "marketing_rendition",
                        "ordering": ["source", "crop", "format", "width"],
                        "constraints": [
                            models.UniqueConstraint(
                                fields=("source", "crop", "format", "width"), name="rendition_unique_size"
                            )
                        ],
                    },
                ),
            ],
            database_operations=[],
        ),
    ]
