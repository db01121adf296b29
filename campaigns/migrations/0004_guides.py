# Guides to download: PDFs editors upload (checked by publishing.pdf_uploads, kept in the private storage).

from django.db import migrations, models

import publishing.pdf_uploads


class Migration(migrations.Migration):
    dependencies = [
        ("campaigns", "0003_ab_tests"),
    ]

    operations = [
        migrations.CreateModel(
            name="Guide",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                (
                    "title",
                    models.CharField(
                        help_text="As the email and the thank-you message name it. Plain text on one line.",
                        max_length=120,
                    ),
                ),
                (
                    "title_en",
                    models.CharField(
                        help_text="As the email and the thank-you message name it. Plain text on one line.",
                        max_length=120,
                        null=True,
                    ),
                ),
                (
                    "title_es",
                    models.CharField(
                        help_text="As the email and the thank-you message name it. Plain text on one line.",
                        max_length=120,
                        null=True,
                    ),
                ),
                (
                    "file_en",
                    publishing.pdf_uploads.PdfUploadField(
                        help_text="The guide itself, a PDF (scripts, embedded files and passwords are refused).",
                        max_length=200,
                        storage=publishing.pdf_uploads.private_storage,
                        upload_to="guides/",
                        verbose_name="PDF in English",
                    ),
                ),
                (
                    "file_es",
                    publishing.pdf_uploads.PdfUploadField(
                        blank=True,
                        help_text="The Spanish guide. Empty: visitors of the Spanish page get the English PDF.",
                        max_length=200,
                        storage=publishing.pdf_uploads.private_storage,
                        upload_to="guides/",
                        verbose_name="PDF in Spanish",
                    ),
                ),
                (
                    "pages_en",
                    models.PositiveSmallIntegerField(
                        default=0, editable=False, verbose_name="pages (English)"
                    ),
                ),
                (
                    "pages_es",
                    models.PositiveSmallIntegerField(
                        default=0, editable=False, verbose_name="pages (Spanish)"
                    ),
                ),
                ("downloads", models.PositiveIntegerField(default=0, editable=False)),
                ("created_at", models.DateTimeField(auto_now_add=True)),
                ("updated_at", models.DateTimeField(auto_now=True, verbose_name="last saved")),
            ],
            options={
                "verbose_name": "guide to download",
                "verbose_name_plural": "guides to download",
                "ordering": ["title_en", "pk"],
            },
        ),
    ]
