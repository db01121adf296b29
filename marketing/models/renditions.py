"""Pictures: every uploaded photo or illustration (`PictureField`) gets resized copies, its
renditions (`Rendition`), made by marketing.images."""

from django.db import models

from agency.uploads import RasterImageUploadField

PICTURE_EXTENSIONS = ("jpg", "jpeg", "png", "webp")


class PictureField(RasterImageUploadField):
    """An uploaded photo or illustration: checked by its content and stored without metadata
    (agency.uploads), its width and height stored beside it, and smaller WebP (and original-format)
    copies made of it off the request path (marketing.images)."""

    def __init__(self, *args, **kwargs):
        kwargs.setdefault("extensions", PICTURE_EXTENSIONS)
        kwargs.setdefault("max_length", 200)
        super().__init__(*args, **kwargs)


class Rendition(models.Model):
    """A resized copy of an uploaded picture, stored through STORAGES["default"]."""

    class Format(models.TextChoices):
        WEBP = "webp", "WebP"
        JPEG = "jpeg", "JPEG"
        PNG = "png", "PNG"

    source = models.CharField(max_length=200, db_index=True, help_text="The uploaded file's name.")
    crop = models.CharField(
        max_length=24,
        blank=True,
        default="",
        help_text="The shape it was cut to, around which point: e.g. 4x3-top-left. Empty: the whole picture.",
    )
    width = models.PositiveIntegerField(help_text="The copy's width in pixels.")
    height = models.PositiveIntegerField(help_text="The copy's height in pixels.")
    format = models.CharField(max_length=8, choices=Format.choices, help_text="The copy's file format.")
    file = models.CharField(max_length=255, help_text="The copy's name in the storage.")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["source", "crop", "format", "width"]
        constraints = [
            models.UniqueConstraint(
                fields=["source", "crop", "format", "width"], name="rendition_unique_size"
            )
        ]

    def __str__(self):
        return f"{self.source} {self.crop} {self.width}w {self.format}".replace("  ", " ")
