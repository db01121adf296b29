"""The field kit every content model is built from: the help texts that say what a field accepts,
timestamps and list order, pictures with their descriptions and focus, the social card picture,
icons and titled items. It imports no other content model."""

from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.files.images import get_image_dimensions
from django.core.validators import MaxValueValidator
from django.db import models

from agency.richtext import RichTextMaxLengthValidator
from agency.uploads import ImageUploadField, RasterImageUploadField
from publishing.icons import ICON_CHOICES
from publishing.models import ORDER_MAX, FocusField, picture_fields
from publishing.social_cards import SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH

# What a text field accepts, said in its help text (one wording for every field of a kind).
PLAIN_LINE = "Plain text on one line."
PLAIN_TEXT = "Plain text in one paragraph: line breaks, HTML, Markdown and links are not kept."
RICH_TEXT = (
    "Formatted text: paragraphs, bullet and numbered lists, links, bold and italic, with the "
    "toolbar above the box. Anything else pasted in (styles, scripts, pictures) is removed when you save."
)


def rich_text_help(what: str, limit: int) -> str:
    """A rich-text field's help: what it is for, what it accepts and its limit (counted as text)."""
    return f"{what} {RICH_TEXT} Up to {limit:,} characters of text; formatting is not counted."


def rich_text_limit(limit: int) -> list:
    return [RichTextMaxLengthValidator(limit)]


META_DESCRIPTION_MAX = 160
META_DESCRIPTION_HELP = (
    f"The snippet under the title in search results: {PLAIN_LINE[:-1].lower()}, "
    f"up to {META_DESCRIPTION_MAX} characters (longer ones are cut by search engines)."
)
BRANDED_TITLE_HELP = (
    "The browser tab and search result title. The agency's name is added after it "
    "(“Email Marketing | Driftline Digital”), once: if you type it too, it is not repeated."
)
ICON_HELP = "The small drawing shown with the text."
# The description of a picture that always has one (an article's, a campaign hero's).
ALT_HELP = "What the picture shows, for people who cannot see it (required)."


class TimeStampedModel(models.Model):
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True, db_index=True)

    class Meta:
        abstract = True


class OrderedModel(TimeStampedModel):
    order = models.PositiveSmallIntegerField(
        default=0,
        validators=[MaxValueValidator(ORDER_MAX)],
        help_text="Lower numbers are shown first. A new item is placed after the last one.",
    )

    class Meta:
        abstract = True
        ordering = ["order", "pk"]


# --------------------------------------------------------------------------------------------
# Pictures with words: a description (alt text) for every picture, and where its subject is
# --------------------------------------------------------------------------------------------

PICTURE_ALT_MAX = 200
PICTURE_ALT_HELP = (
    "What the picture shows, in a sentence, for people who cannot see it (plain text, up to "
    f"{PICTURE_ALT_MAX} characters). Required with a picture unless “decorative” is ticked."
)
PICTURE_DECORATIVE_HELP = (
    "Tick only if the picture adds nothing the text beside it does not say: it is then skipped by "
    "screen readers and needs no description."
)
PICTURE_ALT_REQUIRED = (
    "Describe the picture for people who cannot see it, or tick “decorative” if it adds nothing the "
    "text beside it does not say."
)


IMAGE_EXTENSIONS = ["svg", "png", "jpg", "jpeg", "webp", "avif"]


def drawn_picture_fields(name: str, *, replaces: str, shape: str, best: str) -> tuple:
    """The four fields of a picture an editor may put in place of a drawn one: the file, its
    description, whether it is decorative and where its subject is. Assigned to four names."""
    return (
        ImageUploadField(
            name,
            upload_to="offerings/",
            blank=True,
            extensions=IMAGE_EXTENSIONS,
            help_text=(
                f"Replaces the drawn {replaces}, shown {shape} (cropped around its focus). "
                f"At least {best} px is best. Empty: the drawn one."
            ),
        ),
        models.CharField(
            f"{name} description", max_length=PICTURE_ALT_MAX, blank=True, help_text=PICTURE_ALT_HELP
        ),
        models.BooleanField(f"{name} is decorative", default=False, help_text=PICTURE_DECORATIVE_HELP),
        FocusField(f"{name} focus"),
    )


def picture_alt_errors(instance, *pictures: tuple[str, str, str | None]) -> dict[str, str]:
    """The description errors of the instance's pictures, by field: for each (picture field, its
    description field, its "decorative" field or None), a picture that is set needs a description
    unless it is marked decorative."""
    errors = {}
    for picture, alt, decorative in pictures:
        if not getattr(instance, picture):
            continue
        if decorative and getattr(instance, decorative):
            continue
        if not (getattr(instance, alt) or "").strip():
            errors[alt] = (
                PICTURE_ALT_REQUIRED if decorative else "Describe the picture for people who cannot see it."
            )
    return errors


def picture_alt(instance, alt: str, decorative: str) -> str:
    """The alt text a picture is shown with: empty ("") for a decorative one."""
    return "" if getattr(instance, decorative) else getattr(instance, alt)


SOCIAL_IMAGE_MIN_SIZE = (600, 315)


def validate_social_image(file) -> None:
    if file.size > settings.SOCIAL_IMAGE_MAX_BYTES:
        limit = settings.SOCIAL_IMAGE_MAX_BYTES // (1024 * 1024)
        raise ValidationError(f"The picture is larger than {limit} MB. Please upload a smaller file.")
    width, height = get_image_dimensions(file)
    if width is None or height is None:
        return  # ImageField itself reports a file that is not a picture.
    min_width, min_height = SOCIAL_IMAGE_MIN_SIZE
    if width < min_width or height < min_height:
        raise ValidationError(
            f"The picture is {width}×{height} px; social networks need at least {min_width}×{min_height} px "
            f"({SOCIAL_CARD_WIDTH}×{SOCIAL_CARD_HEIGHT} px is best)."
        )


class SocialImageModel(models.Model):
    """An optional picture an editor uploads to replace the page's generated social card."""

    social_image, social_image_width, social_image_height, social_image_alt = picture_fields(
        "social_image",
        "social card picture",
        field=RasterImageUploadField,
        upload_to="social-cards/",
        blank=True,
        extensions=["jpg", "jpeg", "png", "webp"],
        validators=[validate_social_image],
        help_text=(
            "Shown when the page is shared on LinkedIn, Slack, X... instead of the generated card. "
            "1200×630 px is best; JPEG, PNG or WebP up to 5 MB."
        ),
        alt={
            "verbose_name": "picture description",
            "max_length": PICTURE_ALT_MAX,
            "blank": True,
            "help_text": (
                "What the picture shows, in a sentence, for people who cannot see it (plain text, up to "
                f"{PICTURE_ALT_MAX} characters). Required with a picture: networks read it out with the card."
            ),
        },
    )

    class Meta:
        abstract = True

    def clean(self):
        super().clean()
        errors = picture_alt_errors(self, ("social_image", "social_image_alt", None))
        if errors:
            raise ValidationError(errors)


class IconField(models.CharField):
    def __init__(self, *args, **kwargs):
        kwargs.setdefault("max_length", 32)
        kwargs.setdefault("help_text", ICON_HELP)
        kwargs.setdefault("choices", ICON_CHOICES)
        kwargs.setdefault("default", "check")
        super().__init__(*args, **kwargs)


def profile_url_field(verbose_name: str) -> models.URLField:
    """The address of one of the agency's social profiles: a footer link and a sameAs entry when set."""
    return models.URLField(
        verbose_name,
        blank=True,
        help_text="The full address of the profile, starting https://. Empty: not shown.",
    )


class TitledItem(models.Model):
    """The fields of a listed item: a short heading and one or two sentences under it.

    A mixin of fields: a listed item is declared `Item(OrderedModel, TitledItem)`, OrderedModel
    first, as its Meta (the order of the list) is the one the item takes."""

    title = models.CharField(max_length=120, help_text=f"The item's heading. {PLAIN_LINE}")
    text = models.TextField(max_length=300, help_text=f"One or two sentences. {PLAIN_TEXT}")

    class Meta:
        abstract = True

    def __str__(self):
        return self.title


class IconItem(TitledItem):
    """The fields of a titled item drawn with one of the site's icons (declared as TitledItem is)."""

    icon = IconField()

    class Meta:
        abstract = True
