"""The content catalogue: every word the marketing pages show, editable in the Django admin.

Rows are written by the admin and by `marketing.services` (the seed loader). Pages read them
through `marketing.selectors`; saving anything here bumps the page-cache version.
"""

from urllib.parse import quote, urlencode

from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.files.images import get_image_dimensions
from django.core.validators import (
    MaxLengthValidator,
    MaxValueValidator,
    MinValueValidator,
    RegexValidator,
)
from django.db import models
from django.urls import reverse

from agency.richtext import RichTextField, RichTextMaxLengthValidator
from agency.uploads import (
    ImageUploadField,
    RasterImageUploadField,
    validate_image_upload,  # noqa: F401 -- named by migration 0004
)
from marketing.icons import ICON_CHOICES
from marketing.wordmarks import MARK_CHOICES

AI_AUTOMATION_SLUG = "ai-automation"

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


class TimeStampedModel(models.Model):
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True, db_index=True)

    class Meta:
        abstract = True


# The largest value a PositiveSmallIntegerField holds on every database (PostgreSQL's smallint).
ORDER_MAX = 32767


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


SOCIAL_CARD_WIDTH, SOCIAL_CARD_HEIGHT = 1200, 630
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


def picture_dimension() -> models.PositiveIntegerField:
    """A picture's width or height in pixels, filled in by its field on upload (width_field=...)."""
    return models.PositiveIntegerField(null=True, blank=True, editable=False)


class SocialImageModel(models.Model):
    """An optional picture an editor uploads to replace the page's generated social card."""

    social_image = RasterImageUploadField(
        "social card picture",
        upload_to="social-cards/",
        blank=True,
        width_field="social_image_width",
        height_field="social_image_height",
        extensions=["jpg", "jpeg", "png", "webp"],
        validators=[validate_social_image],
        help_text=(
            "Shown when the page is shared on LinkedIn, Slack, X... instead of the generated card. "
            "1200×630 px is best; JPEG, PNG or WebP up to 5 MB."
        ),
    )
    social_image_width = picture_dimension()
    social_image_height = picture_dimension()
    social_image_alt = models.CharField(
        "picture description",
        max_length=PICTURE_ALT_MAX,
        blank=True,
        help_text=(
            "What the picture shows, in a sentence, for people who cannot see it (plain text, up to "
            f"{PICTURE_ALT_MAX} characters). Required with a picture: networks read it out with the card."
        ),
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


class TitledItem(OrderedModel):
    """A listed item: a short heading and one or two sentences under it."""

    title = models.CharField(max_length=120, help_text=f"The item's heading. {PLAIN_LINE}")
    text = models.TextField(max_length=300, help_text=f"One or two sentences. {PLAIN_TEXT}")

    class Meta(OrderedModel.Meta):
        abstract = True

    def __str__(self):
        return self.title


class IconItem(TitledItem):
    """A titled item drawn with one of the site's icons."""

    icon = IconField()

    class Meta(TitledItem.Meta):
        abstract = True


IMAGE_EXTENSIONS = ["svg", "png", "jpg", "jpeg", "webp", "avif"]


# --------------------------------------------------------------------------------------------
# Services and solutions
# --------------------------------------------------------------------------------------------

SLUG_MESSAGE = "Use only lower-case letters, digits and single hyphens, e.g. social-media."
validate_offering_slug = RegexValidator(r"^[a-z0-9]+(?:-[a-z0-9]+)*\Z", SLUG_MESSAGE, code="invalid_slug")


class Offering(SocialImageModel, OrderedModel):
    """A service (the seven detail services and AI automation) or a solution (an audience)."""

    class Kind(models.TextChoices):
        SERVICE = "service", "Service"
        SOLUTION = "solution", "Solution"

    kind = models.CharField(max_length=16, choices=Kind.choices, db_index=True)
    slug = models.SlugField(
        "id",
        max_length=60,
        validators=[validate_offering_slug],
        help_text=(
            "The last part of the page address, e.g. social-media for /services/social-media. "
            "Lower-case letters, digits and hyphens; no two services or solutions share one."
        ),
    )
    name = models.CharField(max_length=80, help_text=f"Shown in menus and on cards. {PLAIN_LINE}")
    summary = models.CharField(
        max_length=200, help_text=f"One line for menus and service cards. {PLAIN_LINE}"
    )
    icon = IconField()
    title = models.CharField(max_length=150, help_text=f"The page's main heading. {PLAIN_LINE}")
    description = RichTextField(
        validators=rich_text_limit(400),
        help_text=rich_text_help(
            "The introduction under the main heading: two or three sentences, one paragraph is best.", 400
        ),
    )
    transform_intro = RichTextField(
        "transformation introduction",
        blank=True,
        validators=rich_text_limit(300),
        help_text=rich_text_help("Shown above the three transformation cards.", 300),
    )
    approach = RichTextField(
        validators=rich_text_limit(500),
        help_text=rich_text_help("Introduces the four Our Approach steps.", 500),
    )
    why_choose = RichTextField(
        "why choose us",
        validators=rich_text_limit(500),
        help_text=rich_text_help("Introduces the Why Choose Us benefits.", 500),
    )
    insights_heading = models.CharField(
        max_length=150,
        blank=True,
        help_text=f"A line under “Industry Insights”, above the statistics. {PLAIN_LINE}",
    )
    insights_text = RichTextField(
        "insights introduction",
        blank=True,
        validators=rich_text_limit(300),
        help_text=rich_text_help("Small print under the statistics: where the figures come from.", 300),
    )
    seo_title = models.CharField(
        "page title",
        max_length=70,
        blank=True,
        help_text=f"{BRANDED_TITLE_HELP} Blank: the name above.",
    )
    meta_description = models.CharField(
        max_length=170,
        blank=True,
        validators=[MaxLengthValidator(META_DESCRIPTION_MAX)],
        help_text=f"{META_DESCRIPTION_HELP} Blank: the one-line summary.",
    )
    hero_image, hero_image_alt, hero_image_decorative, hero_image_focus = drawn_picture_fields(
        "hero picture", replaces="picture beside the heading", shape="4:3", best="960×720"
    )
    approach_image, approach_image_alt, approach_image_decorative, approach_image_focus = (
        drawn_picture_fields(
            "Our Approach picture", replaces="Our Approach picture", shape="6:5", best="720×600"
        )
    )

    # The offering's own words: what the seed writes (with the icon) and what has a Spanish column
    # (with the pictures' descriptions, marketing.translation).
    COPY_FIELDS = (
        "name",
        "summary",
        "title",
        "description",
        "transform_intro",
        "approach",
        "why_choose",
        "insights_heading",
        "insights_text",
        "seo_title",
        "meta_description",
    )
    # What kind a new row of a proxy (Service, Solution) is, set before validation.
    KIND: str = ""
    # Pictures shown in a box of a fixed shape: cropped copies around their focus (marketing.images).
    PICTURE_CROPS = {
        "hero_image": ("4x3", "hero_image_focus"),
        "approach_image": ("6x5", "approach_image_focus"),
    }

    class Meta(OrderedModel.Meta):
        # One id per page across both kinds: /services/{id} and /solutions/{id} are looked up among
        # services first, so a service sharing a solution's id would take over the solution's page.
        constraints = [
            models.UniqueConstraint(
                fields=["slug"],
                name="offering_unique_slug",
                violation_error_message="Another service or solution already uses this id.",
            )
        ]

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if not self.kind and self.KIND:
            self.kind = self.KIND

    def __str__(self):
        return self.name

    def get_absolute_url(self):
        if self.kind == self.Kind.SOLUTION:
            return reverse("marketing:solution", kwargs={"slug": self.slug})
        if self.slug == AI_AUTOMATION_SLUG:
            return reverse("marketing:ai-automation")
        return reverse("marketing:service", kwargs={"slug": self.slug})

    @property
    def href(self) -> str:
        return self.get_absolute_url()

    @property
    def is_service(self) -> bool:
        return self.kind == self.Kind.SERVICE

    def clean(self):
        errors = {}
        try:
            super().clean()
        except ValidationError as error:
            errors.update(error.message_dict)
        slug_error = self.slug_problem()
        if slug_error:
            errors["slug"] = [slug_error]
        errors.update(
            picture_alt_errors(
                self,
                ("hero_image", "hero_image_alt", "hero_image_decorative"),
                ("approach_image", "approach_image_alt", "approach_image_decorative"),
            )
        )
        if errors:
            raise ValidationError(errors)

    @property
    def hero_alt(self) -> str:
        return picture_alt(self, "hero_image_alt", "hero_image_decorative")

    @property
    def approach_alt(self) -> str:
        return picture_alt(self, "approach_image_alt", "approach_image_decorative")

    def slug_problem(self) -> str:
        """Why this item cannot take its id (empty when it can): the id names one page only."""
        slug = self.slug or ""
        if not slug:
            return ""
        kind = self.get_kind_display().lower() if self.kind else "item"
        if self.pk is not None:
            stored = Offering.objects.filter(pk=self.pk).values_list("slug", "kind").first()
            if (
                stored
                and stored[0] == AI_AUTOMATION_SLUG
                and stored[1] == self.Kind.SERVICE
                and slug != stored[0]
            ):
                return (
                    f"This service is the AI Automation page (/{AI_AUTOMATION_SLUG}); "
                    f"its id stays {AI_AUTOMATION_SLUG}."
                )
        fixed = {key.value: key.label for key in Page.Key}
        is_ai_page = slug == AI_AUTOMATION_SLUG and self.kind == self.Kind.SERVICE
        if slug in fixed and not is_ai_page:
            return (
                f"“{slug}” is the address of the {fixed[slug]} page "
                f"({Page(key=slug).get_absolute_url()}); choose another id."
            )
        other = Offering.objects.filter(slug=slug).exclude(pk=self.pk).first()
        if other is None:
            return ""
        if other.kind == self.kind:
            return (
                f"The {kind} “{other.name}” already uses the id “{slug}” ({other.get_absolute_url()}); "
                "choose another id."
            )
        return (
            f"The {other.get_kind_display().lower()} “{other.name}” already uses the id “{slug}” "
            f"({other.get_absolute_url()}): a {kind} with the same id would take over its page. "
            "Choose another id."
        )


class OfferingsOfKind(models.Manager):
    """The offerings of one kind: what Service.objects and Solution.objects read."""

    def __init__(self, kind: str) -> None:
        super().__init__()
        self.kind = kind

    def get_queryset(self):
        return super().get_queryset().filter(kind=self.kind)


class OfferingKindBound:
    """For a proxy of one kind: a row it saves is always of that kind."""

    KIND: str

    def save(self, *args, **kwargs):
        self.kind = self.KIND
        super().save(*args, **kwargs)


class Service(OfferingKindBound, Offering):
    KIND = Offering.Kind.SERVICE
    objects = OfferingsOfKind(KIND)

    class Meta:
        proxy = True


class Solution(OfferingKindBound, Offering):
    KIND = Offering.Kind.SOLUTION
    objects = OfferingsOfKind(KIND)

    class Meta:
        proxy = True


def offerings_field(
    kind: str, *, related_name: str, help_text: str, blank: bool = True
) -> models.ManyToManyField:
    """The services (or solutions) an item is about: the admin offers only offerings of that kind."""
    return models.ManyToManyField(
        Offering, blank=blank, related_name=related_name, limit_choices_to={"kind": kind}, help_text=help_text
    )


class Benefit(IconItem):
    """Why Choose Us: the first three are shown as cards, the rest as a list."""

    offering = models.ForeignKey(Offering, on_delete=models.CASCADE, related_name="benefits")


class MethodologyStep(TitledItem):
    """Our Approach (detail pages) or the process steps (AI automation)."""

    offering = models.ForeignKey(Offering, on_delete=models.CASCADE, related_name="steps")


class TransformationCard(IconItem):
    """How We Transform Your Business: three per item."""

    offering = models.ForeignKey(Offering, on_delete=models.CASCADE, related_name="transformations")


class Statistic(OrderedModel):
    """A figure in the Industry Insights box: marketing copy, not measured data."""

    offering = models.ForeignKey(Offering, on_delete=models.CASCADE, related_name="statistics")
    value = models.CharField(max_length=20, help_text="The figure, shown large: for example 70% or 3x.")
    label = models.CharField(max_length=200, help_text=f"What the figure measures. {PLAIN_LINE}")

    def __str__(self):
        return f"{self.value} {self.label}"


class Vertical(OrderedModel):
    """An area of the business a service is applied to (the AI automation verticals)."""

    offering = models.ForeignKey(Offering, on_delete=models.CASCADE, related_name="verticals")
    name = models.CharField(max_length=80, help_text=f"The area's name. {PLAIN_LINE}")
    text = models.TextField(max_length=300, help_text=f"One or two sentences. {PLAIN_TEXT}")
    icon = IconField()

    def __str__(self):
        return self.name


# --------------------------------------------------------------------------------------------
# Shared sections
# --------------------------------------------------------------------------------------------


class WhyChoosePoint(IconItem):
    """The home page's Why Choose section."""

    class Meta(IconItem.Meta):
        verbose_name = "home Why Choose point"


class WhyActNowPoint(IconItem):
    """The Why Act Now section of every service and solution page."""

    icon = IconField(default="warning")

    class Meta(IconItem.Meta):
        verbose_name = "Why Act Now point"


class BrandLogo(OrderedModel):
    """A client in the home page's logo row. Without a mark the name is shown as plain text."""

    name = models.CharField(max_length=80, help_text=f"The client's name. {PLAIN_LINE}")
    mark = models.CharField(
        max_length=20,
        choices=MARK_CHOICES,
        blank=True,
        help_text="The client's drawn wordmark. Empty: the name is shown as plain text.",
    )
    colour = models.CharField(
        max_length=7, default="#334155", help_text="Hex colour of the wordmark, e.g. #334155."
    )

    def __str__(self):
        return self.name


class Faq(OrderedModel):
    class Topic(models.TextChoices):
        PRICING = "pricing", "Pricing page"
        CONTACT = "contact", "Contact page"

    topic = models.CharField(
        max_length=16, choices=Topic.choices, db_index=True, help_text="The page the question is shown on."
    )
    question = models.CharField(max_length=200, help_text=f"{PLAIN_LINE} End it with a question mark.")
    answer = RichTextField(
        validators=rich_text_limit(1000),
        help_text=rich_text_help("The answer, shown when a visitor opens the question.", 1000),
    )

    class Meta(OrderedModel.Meta):
        verbose_name = "FAQ"
        verbose_name_plural = "FAQs"

    def __str__(self):
        return self.question


class CoreValue(IconItem):
    """The about page's core values."""


class Differentiator(IconItem):
    """The about page's What Makes Us Different section."""


class Milestone(OrderedModel):
    """The about page's timeline."""

    year = models.PositiveSmallIntegerField(help_text="The timeline is in year order, e.g. 2024.")
    title = models.CharField(max_length=120, help_text=f"The item's heading. {PLAIN_LINE}")
    text = models.TextField(max_length=300, help_text=f"One or two sentences. {PLAIN_TEXT}")

    class Meta:
        ordering = ["year", "order", "pk"]

    def __str__(self):
        return f"{self.year}: {self.title}"


# --------------------------------------------------------------------------------------------
# Pages
# --------------------------------------------------------------------------------------------


class Page(SocialImageModel, TimeStampedModel):
    """The copy of one fixed page: its title, description, main heading and named blocks."""

    class Key(models.TextChoices):
        HOME = "home", "Home"
        AI_AUTOMATION = "ai-automation", "AI automation"
        WORK = "work", "Our work"
        ABOUT = "about", "About"
        PRICING = "pricing", "Pricing"
        CONTACT = "contact", "Contact"
        PRIVACY_POLICY = "privacy-policy", "Privacy policy"
        TERMS_OF_SERVICE = "terms-of-service", "Terms of service"

    key = models.CharField(
        max_length=32, choices=Key.choices, unique=True, help_text="Which page this copy is for; chosen once."
    )
    title = models.CharField(
        "page title",
        max_length=70,
        help_text=f"{BRANDED_TITLE_HELP} The home page's title is used exactly as typed.",
    )
    meta_description = models.CharField(
        max_length=170, validators=[MaxLengthValidator(META_DESCRIPTION_MAX)], help_text=META_DESCRIPTION_HELP
    )
    heading = models.CharField(max_length=200, help_text=f"The page's main heading. {PLAIN_LINE}")
    intro = RichTextField(
        blank=True,
        validators=rich_text_limit(500),
        help_text=rich_text_help("The paragraph under the main heading.", 500),
    )

    class Meta:
        ordering = ["key"]

    def __str__(self):
        return self.get_key_display()

    def get_absolute_url(self):
        if self.key == self.Key.HOME:
            return reverse("marketing:home")
        return reverse(f"marketing:{self.key}")


class PageBlock(OrderedModel):
    """A named piece of a page's copy. Blocks sharing a slot form a list (cards, legal sections).

    Body: rich text (agency.richtext), like every multi-line text a visitor reads.
    """

    page = models.ForeignKey(Page, on_delete=models.CASCADE, related_name="blocks")
    slot = models.SlugField(max_length=40, help_text="Where the block goes on the page; keep it as seeded.")
    heading = models.CharField(max_length=200, blank=True, help_text=f"The block's heading. {PLAIN_LINE}")
    body = RichTextField(
        blank=True,
        validators=rich_text_limit(3000),
        help_text=rich_text_help("The block's text: a line under a heading, or a whole section.", 3000),
    )
    icon = IconField(blank=True, default="")

    def __str__(self):
        return f"{self.page}: {self.slot} {self.heading}".strip()


# --------------------------------------------------------------------------------------------
# The agency's identity
# --------------------------------------------------------------------------------------------


class SiteIdentity(TimeStampedModel):
    """Who the agency is: one row for the site, read by the header, footer, contact page,
    structured data, emails and social cards. Environment variables only seed its first values."""

    SINGLETON_ID = 1

    name = models.CharField(max_length=80, help_text="The agency's name, shown in the header and footer.")
    description = models.CharField(
        "short description",
        max_length=300,
        help_text=f"One or two sentences about the agency: footer and search engines. {PLAIN_TEXT}",
    )
    email = models.EmailField(help_text="Where visitors write to; shown on the contact page and footer.")
    phone = models.CharField(
        max_length=30, blank=True, help_text="As visitors should dial it, e.g. +1 619 555 0142."
    )
    street_address = models.CharField(max_length=150, blank=True, help_text="Street and suite.")
    locality = models.CharField(
        "city", max_length=80, default="San Diego", help_text="For example San Diego."
    )
    region = models.CharField("state", max_length=40, default="CA", help_text="Two-letter state code.")
    postal_code = models.CharField("ZIP code", max_length=12, blank=True, help_text="For example 92101.")
    country = models.CharField(max_length=2, default="US", help_text="Two-letter country code.")
    map_url = models.URLField(
        "map link",
        blank=True,
        help_text=(
            "Leave empty: “View on map” searches Google Maps for the address above and follows it when "
            "the address changes. Set it only to point at one map page on purpose (your business "
            "profile, say); it then stays as set."
        ),
    )
    scheduling_url = models.URLField(
        "scheduling page",
        blank=True,
        help_text="Your booking page (Calendly, Cal.com ...). Empty: the demo buttons use the site's own.",
    )
    linkedin_url = profile_url_field("LinkedIn")
    instagram_url = profile_url_field("Instagram")
    facebook_url = profile_url_field("Facebook")
    x_url = profile_url_field("X (Twitter)")
    youtube_url = profile_url_field("YouTube")
    logo = ImageUploadField(
        upload_to="identity/",
        blank=True,
        extensions=["svg", "png"],
        help_text="SVG or PNG, shown at 32 px high beside the name. Empty: the drawn mark.",
    )
    logo_alt = models.CharField(
        "logo description", max_length=PICTURE_ALT_MAX, blank=True, help_text=PICTURE_ALT_HELP
    )
    logo_decorative = models.BooleanField(
        "logo is decorative",
        default=False,
        help_text=(
            f"{PICTURE_DECORATIVE_HELP} The agency's name is written beside the logo, so a mark "
            "without words of its own is usually decorative."
        ),
    )
    founding_year = models.PositiveSmallIntegerField(
        validators=[MinValueValidator(1900), MaxValueValidator(2100)],
        default=2023,
        help_text="The year the agency started, e.g. 2023 (structured data for search engines).",
    )

    class Meta:
        verbose_name = "agency identity"
        verbose_name_plural = "agency identity"

    def __str__(self):
        return self.name

    def save(self, *args, **kwargs):
        self.pk = self.SINGLETON_ID
        super().save(*args, **kwargs)

    def clean(self):
        super().clean()
        errors = picture_alt_errors(self, ("logo", "logo_alt", "logo_decorative"))
        if errors:
            raise ValidationError(errors)

    @property
    def logo_alt_text(self) -> str:
        return picture_alt(self, "logo_alt", "logo_decorative")

    @property
    def social_profiles(self) -> list[tuple[str, str]]:
        """(network, address) of every profile set, in a fixed order."""
        profiles = [
            ("LinkedIn", self.linkedin_url),
            ("Instagram", self.instagram_url),
            ("Facebook", self.facebook_url),
            ("X", self.x_url),
            ("YouTube", self.youtube_url),
        ]
        return [(network, url) for network, url in profiles if url]

    @property
    def address_line(self) -> str:
        place = ", ".join(
            part for part in (self.locality, f"{self.region} {self.postal_code}".strip()) if part
        )
        return ", ".join(part for part in (self.street_address, place) if part)

    @property
    def map_link(self) -> str:
        """The "View on map" address: the one set on purpose, else a map search for the address."""
        if self.map_url:
            return self.map_url
        if not self.street_address and not self.postal_code:
            return ""  # a city alone is no address to show on a map
        query = urlencode({"api": "1", "query": self.address_line}, quote_via=quote)
        return f"https://www.google.com/maps/search/?{query}"

    @property
    def phone_href(self) -> str:
        digits = "".join(ch for ch in self.phone if ch.isdigit() or ch == "+")
        return f"tel:{digits}" if digits else ""


# --------------------------------------------------------------------------------------------
# Pictures: every uploaded raster picture gets renditions (marketing.images)
# --------------------------------------------------------------------------------------------

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


# --------------------------------------------------------------------------------------------
# Proof: case studies, testimonials and the team
# --------------------------------------------------------------------------------------------

ALT_HELP = "What the picture shows, for people who cannot see it (required)."
# The same, with this app's limit said (the counter shows it too).
REQUIRED_ALT_HELP = (
    f"What the picture shows, in a sentence, for people who cannot see it (plain text, up to "
    f"{PICTURE_ALT_MAX} characters; required)."
)
SAMPLE_HELP = (
    "Sample content seeded with the site. Replace it with your own before launch: "
    "`manage.py check --deploy` warns while sample items are published."
)


def unique_id_field(*, help_text: str) -> models.SlugField:
    """The id in an item's address (/work/<id>, /about#team-<id>): unique, lower-case, hyphenated."""
    return models.SlugField(
        "id",
        max_length=80,
        unique=True,
        validators=[validate_offering_slug],
        help_text=help_text,
    )


class CaseStudy(OrderedModel):
    """A client project at /work/<slug>: the problem, what we did, and what it measurably changed."""

    client_name = models.CharField(max_length=100, help_text=f"The client's business name. {PLAIN_LINE}")
    slug = unique_id_field(
        help_text="The last part of the page address: /work/<id>. Lower-case letters, digits and hyphens."
    )
    title = models.CharField(max_length=150, help_text="The page's main heading: the outcome in a sentence.")
    summary = models.CharField(max_length=220, help_text="One line for cards, search results and sharing.")
    logo = PictureField(
        upload_to="case-studies/logos/",
        blank=True,
        width_field="logo_width",
        height_field="logo_height",
        help_text="The client's logo (optional), PNG or WebP on a transparent background.",
    )
    logo_width = picture_dimension()
    logo_height = picture_dimension()
    industry = models.ForeignKey(
        Offering,
        on_delete=models.PROTECT,
        related_name="industry_case_studies",
        limit_choices_to={"kind": Offering.Kind.SOLUTION},
        help_text="Which of the four solutions the client belongs to.",
    )
    services = offerings_field(
        Offering.Kind.SERVICE,
        blank=False,
        related_name="case_studies",
        help_text="The services this project used; the page links to each.",
    )
    challenge = RichTextField(help_text="Where the client stood and what was in the way.")
    approach = RichTextField(help_text="What we did, in the order we did it.")
    results = RichTextField(help_text="What changed, with the numbers behind it.")
    hero_image = PictureField(
        "hero picture",
        upload_to="case-studies/",
        width_field="hero_image_width",
        height_field="hero_image_height",
        help_text="Shown at the top of the page and on cards (16:10 is best, at least 1600 px wide).",
    )
    hero_image_width = picture_dimension()
    hero_image_height = picture_dimension()
    hero_image_alt = models.CharField("hero picture description", max_length=200, help_text=REQUIRED_ALT_HELP)
    hero_image_focus = FocusField("hero picture focus")
    published_on = models.DateField(
        "publish date", help_text="Shown on the page; newest first after the featured ones."
    )
    is_published = models.BooleanField(
        "published", default=False, help_text="Untick to keep it off the site while you work on it."
    )
    is_featured = models.BooleanField(
        "featured",
        default=False,
        help_text="Featured case studies lead the list and appear on the home page.",
    )
    is_sample = models.BooleanField("sample content", default=False, help_text=SAMPLE_HELP)
    seo_title = models.CharField(
        "page title",
        max_length=70,
        blank=True,
        help_text="The browser and search result title. Blank: the client's name.",
    )
    meta_description = models.CharField(
        max_length=170,
        blank=True,
        validators=[MaxLengthValidator(META_DESCRIPTION_MAX)],
        help_text=f"{META_DESCRIPTION_HELP} Blank: the one-line summary.",
    )

    class Meta:
        verbose_name = "case study"
        verbose_name_plural = "case studies"
        ordering = ["-is_featured", "order", "-published_on", "pk"]

    def __str__(self):
        return self.client_name

    def get_absolute_url(self):
        return reverse("marketing:case-study", kwargs={"slug": self.slug})

    @property
    def logo_alt(self) -> str:
        return f"{self.client_name} logo"


class CaseStudyResult(OrderedModel):
    """A headline result: a figure, its unit and what it measures ("182" "%" "more organic sessions")."""

    case_study = models.ForeignKey(CaseStudy, on_delete=models.CASCADE, related_name="headline_results")
    figure = models.CharField(max_length=12, help_text="The number, e.g. 182, 3.4 or $48k.")
    unit = models.CharField(max_length=12, blank=True, help_text="Written right after it, e.g. % or x.")
    label = models.CharField(
        "what it measures", max_length=120, help_text="e.g. more organic sessions in 9 months"
    )

    class Meta(OrderedModel.Meta):
        verbose_name = "headline result"

    def __str__(self):
        return f"{self.figure}{self.unit} {self.label}"


class CaseStudyPicture(OrderedModel):
    """A further picture of the project, shown in the page's gallery."""

    case_study = models.ForeignKey(CaseStudy, on_delete=models.CASCADE, related_name="pictures")
    image = PictureField(
        "picture",
        upload_to="case-studies/",
        width_field="image_width",
        height_field="image_height",
        help_text="A picture of the work for the page's gallery (at least 1280 px wide is best).",
    )
    image_width = picture_dimension()
    image_height = picture_dimension()
    alt = models.CharField("description", max_length=200, help_text=REQUIRED_ALT_HELP)
    caption = models.CharField(max_length=200, blank=True, help_text="Shown under the picture (optional).")

    class Meta(OrderedModel.Meta):
        verbose_name = "picture"

    def __str__(self):
        return self.alt


class Testimonial(OrderedModel):
    """A client's words, with who said them. Shown as quotes: no ratings, no review markup."""

    quote = models.TextField(
        max_length=600,
        help_text=f"The client's words, without quotation marks. {PLAIN_TEXT}",
    )
    person = models.CharField(max_length=100, help_text=f"Who said it. {PLAIN_LINE}")
    role = models.CharField(max_length=100, help_text="e.g. Marketing Director")
    company = models.CharField(max_length=100, help_text=f"Their company. {PLAIN_LINE}")
    photo = PictureField(
        upload_to="testimonials/",
        blank=True,
        width_field="photo_width",
        height_field="photo_height",
        help_text="A square portrait (optional).",
    )
    photo_width = picture_dimension()
    photo_height = picture_dimension()
    photo_alt = models.CharField(
        "photo description",
        max_length=PICTURE_ALT_MAX,
        blank=True,
        help_text=(
            f"Who the photo shows, for people who cannot see it (plain text, up to {PICTURE_ALT_MAX} "
            "characters). Required with a photo."
        ),
    )
    case_study = models.ForeignKey(
        CaseStudy,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="testimonials",
        help_text="The case study it belongs to (optional): shown there and linked from the quote.",
    )
    services = offerings_field(
        Offering.Kind.SERVICE, related_name="testimonials", help_text="The service pages that show it."
    )
    is_published = models.BooleanField(
        "published", default=True, help_text="Untick to take it off the site without deleting it."
    )
    is_sample = models.BooleanField("sample content", default=False, help_text=SAMPLE_HELP)

    def __str__(self):
        return f"{self.person}, {self.company}"

    def clean(self):
        if self.photo and not self.photo_alt.strip():
            raise ValidationError({"photo_alt": "Describe the photo for people who cannot see it."})


class TeamMember(OrderedModel):
    """A person at the agency, shown on /about (and, later, as an article's author)."""

    name = models.CharField(max_length=100, help_text=f"Their full name. {PLAIN_LINE}")
    slug = unique_id_field(
        help_text="Their anchor on /about: /about#team-<id>. Lower-case letters, digits and hyphens."
    )
    role = models.CharField(max_length=100, help_text=f"Their job title, e.g. Head of SEO. {PLAIN_LINE}")
    bio = RichTextField("short bio", help_text="Two or three sentences: what they do and what they know.")
    photo = PictureField(
        upload_to="team/",
        width_field="photo_width",
        height_field="photo_height",
        help_text="A square portrait, at least 600 px.",
    )
    photo_width = picture_dimension()
    photo_height = picture_dimension()
    photo_alt = models.CharField("photo description", max_length=200, help_text=REQUIRED_ALT_HELP)
    photo_focus = FocusField("photo focus")
    profile_url = models.URLField(
        "profile link", blank=True, help_text="LinkedIn or a personal page (optional)."
    )
    is_published = models.BooleanField(
        "published", default=True, help_text="Untick to take it off the site without deleting it."
    )
    is_sample = models.BooleanField("sample content", default=False, help_text=SAMPLE_HELP)

    class Meta(OrderedModel.Meta):
        verbose_name = "team member"

    def __str__(self):
        return self.name

    def get_absolute_url(self):
        return reverse("marketing:about") + f"#{self.anchor}"

    @property
    def anchor(self) -> str:
        return f"team-{self.slug}"
