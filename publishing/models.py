"""The pictures kit: every uploaded photo or illustration (`PictureField`) gets resized copies, its
renditions (`Rendition`), made by publishing.pictures; a picture shown in another shape is cut
around its subject (`FocusField`). Content models of every room use these fields."""

from django.db import models

from agency.uploads import RasterImageUploadField

# The largest value a PositiveSmallIntegerField holds on every database (PostgreSQL's smallint): an
# ordered list's highest place.
ORDER_MAX = 32767

PICTURE_EXTENSIONS = ("jpg", "jpeg", "png", "webp")


class PictureField(RasterImageUploadField):
    """An uploaded photo or illustration: checked by its content and stored without metadata
    (agency.uploads), its width and height stored beside it, and smaller WebP (and original-format)
    copies made of it off the request path (publishing.pictures)."""

    def __init__(self, *args, **kwargs):
        kwargs.setdefault("extensions", PICTURE_EXTENSIONS)
        kwargs.setdefault("max_length", 200)
        super().__init__(*args, **kwargs)


def picture_dimension() -> models.PositiveIntegerField:
    """A picture's width or height in pixels, filled in by its field on upload (width_field=...)."""
    return models.PositiveIntegerField(null=True, blank=True, editable=False)


def picture_fields(name: str, *args, field=PictureField, alt: dict | None = None, **options) -> tuple:
    """The picture field group: the picture `name` (a `field`, PictureField unless said), its width
    and height stored beside it (`<name>_width`, `<name>_height`) and, given `alt` (the keywords of
    a CharField), its description. Assigned to three names, or four with the description."""
    picture = field(*args, width_field=f"{name}_width", height_field=f"{name}_height", **options)
    group = (picture, picture_dimension(), picture_dimension())
    return group if alt is None else (*group, models.CharField(**alt))


class Focus(models.TextChoices):
    """Where a picture's subject is: what a crop keeps when the picture is shown in another shape."""

    TOP_LEFT = "top-left", "Top left"
    TOP = "top", "Top"
    TOP_RIGHT = "top-right", "Top right"
    LEFT = "left", "Left"
    CENTER = "center", "Centre"
    RIGHT = "right", "Right"
    BOTTOM_LEFT = "bottom-left", "Bottom left"
    BOTTOM = "bottom", "Bottom"
    BOTTOM_RIGHT = "bottom-right", "Bottom right"


# Each focus as (x, y) fractions of the picture's width and height: 0 left/top, 1 right/bottom.
FOCUS_POINTS = {
    Focus.TOP_LEFT: (0.0, 0.0),
    Focus.TOP: (0.5, 0.0),
    Focus.TOP_RIGHT: (1.0, 0.0),
    Focus.LEFT: (0.0, 0.5),
    Focus.CENTER: (0.5, 0.5),
    Focus.RIGHT: (1.0, 0.5),
    Focus.BOTTOM_LEFT: (0.0, 1.0),
    Focus.BOTTOM: (0.5, 1.0),
    Focus.BOTTOM_RIGHT: (1.0, 1.0),
}


class FocusField(models.CharField):
    def __init__(self, *args, **kwargs):
        kwargs.setdefault("max_length", 12)
        kwargs.setdefault("choices", Focus.choices)
        kwargs.setdefault("default", Focus.CENTER)
        kwargs.setdefault(
            "help_text",
            "Where the picture's subject is. When the picture is shown in another shape, the crop "
            "keeps this part.",
        )
        super().__init__(*args, **kwargs)


class Rendition(models.Model):
    """A resized copy of an uploaded picture, stored through STORAGES["default"]. Its table keeps the
    name it was made with (publishing's migration 0001 took the model over without touching it)."""

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
        db_table = "marketing_rendition"
        ordering = ["source", "crop", "format", "width"]
        constraints = [
            models.UniqueConstraint(
                fields=["source", "crop", "format", "width"], name="rendition_unique_size"
            )
        ]

    def __str__(self):
        return f"{self.source} {self.crop} {self.width}w {self.format}".replace("  ", " ")
