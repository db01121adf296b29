"""The content catalogue: every word the marketing pages show, editable in the Django admin.

Rows are written by the admin and by `marketing.services` (the seed loader). Pages read them
through `marketing.selectors`; saving anything here bumps the page-cache version.
"""

from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.files.images import get_image_dimensions
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.urls import reverse

from agency.richtext import RichTextField
from agency.uploads import (
    ImageUploadField,
    RasterImageUploadField,
    validate_image_upload,  # noqa: F401 -- named by migration 0004
)
from marketing.icons import ICON_CHOICES
from marketing.wordmarks import MARK_CHOICES

AI_AUTOMATION_SLUG = "ai-automation"


class TimeStampedModel(models.Model):
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True, db_index=True)

    class Meta:
        abstract = True


class OrderedModel(TimeStampedModel):
    order = models.PositiveSmallIntegerField(default=0, help_text="Lower numbers are shown first.")

    class Meta:
        abstract = True
        ordering = ["order", "pk"]


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
    social_image_width = models.PositiveIntegerField(null=True, blank=True, editable=False)
    social_image_height = models.PositiveIntegerField(null=True, blank=True, editable=False)
    social_image_alt = models.CharField(
        "picture description",
        max_length=200,
        blank=True,
        help_text="What the picture shows, for people who cannot see it. Blank: the page's heading.",
    )

    class Meta:
        abstract = True


class IconField(models.CharField):
    def __init__(self, *args, **kwargs):
        kwargs.setdefault("max_length", 32)
        kwargs.setdefault("choices", ICON_CHOICES)
        kwargs.setdefault("default", "check")
        super().__init__(*args, **kwargs)


IMAGE_EXTENSIONS = ["svg", "png", "jpg", "jpeg", "webp", "avif"]


# --------------------------------------------------------------------------------------------
# Services and solutions
# --------------------------------------------------------------------------------------------


class Offering(SocialImageModel, OrderedModel):
    """A service (the seven detail services and AI automation) or a solution (an audience)."""

    class Kind(models.TextChoices):
        SERVICE = "service", "Service"
        SOLUTION = "solution", "Solution"

    kind = models.CharField(max_length=16, choices=Kind.choices, db_index=True)
    slug = models.SlugField(
        "id", max_length=60, help_text="The last part of the page address, e.g. social-media."
    )
    name = models.CharField(max_length=80, help_text="Shown in menus and on cards.")
    summary = models.CharField(max_length=200, help_text="One line for menus and service cards.")
    icon = IconField()
    title = models.CharField(max_length=150, help_text="The page's main heading.")
    description = models.TextField(help_text="The introduction under the main heading.")
    transform_intro = models.TextField(
        "transformation introduction", blank=True, help_text="Shown above the three transformation cards."
    )
    approach = models.TextField(help_text="Introduces the four Our Approach steps.")
    why_choose = models.TextField("why choose us", help_text="Introduces the Why Choose Us benefits.")
    insights_heading = models.CharField(max_length=150, blank=True)
    insights_text = models.TextField("insights introduction", blank=True)
    seo_title = models.CharField(
        "page title", max_length=70, blank=True, help_text="The browser and search result title."
    )
    meta_description = models.CharField(max_length=170, blank=True)
    hero_image = ImageUploadField(
        "hero picture",
        upload_to="offerings/",
        blank=True,
        extensions=IMAGE_EXTENSIONS,
        help_text="Replaces the drawn picture beside the heading (shown 4:3, cropped). Empty: the drawn one.",
    )
    approach_image = ImageUploadField(
        "Our Approach picture",
        upload_to="offerings/",
        blank=True,
        extensions=IMAGE_EXTENSIONS,
        help_text="Replaces the drawn Our Approach picture (shown 6:5, cropped). Empty: the drawn one.",
    )

    class Meta(OrderedModel.Meta):
        constraints = [models.UniqueConstraint(fields=["kind", "slug"], name="offering_unique_kind_slug")]

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


class ServiceManager(models.Manager):
    def get_queryset(self):
        return super().get_queryset().filter(kind=Offering.Kind.SERVICE)


class SolutionManager(models.Manager):
    def get_queryset(self):
        return super().get_queryset().filter(kind=Offering.Kind.SOLUTION)


class Service(Offering):
    objects = ServiceManager()

    class Meta:
        proxy = True

    def save(self, *args, **kwargs):
        self.kind = Offering.Kind.SERVICE
        super().save(*args, **kwargs)


class Solution(Offering):
    objects = SolutionManager()

    class Meta:
        proxy = True

    def save(self, *args, **kwargs):
        self.kind = Offering.Kind.SOLUTION
        super().save(*args, **kwargs)


class Benefit(OrderedModel):
    """Why Choose Us: the first three are shown as cards, the rest as a list."""

    offering = models.ForeignKey(Offering, on_delete=models.CASCADE, related_name="benefits")
    title = models.CharField(max_length=120)
    text = models.TextField()
    icon = IconField()

    def __str__(self):
        return self.title


class MethodologyStep(OrderedModel):
    """Our Approach (detail pages) or the process steps (AI automation)."""

    offering = models.ForeignKey(Offering, on_delete=models.CASCADE, related_name="steps")
    title = models.CharField(max_length=120)
    text = models.TextField()

    def __str__(self):
        return self.title


class TransformationCard(OrderedModel):
    """How We Transform Your Business: three per item."""

    offering = models.ForeignKey(Offering, on_delete=models.CASCADE, related_name="transformations")
    title = models.CharField(max_length=120)
    text = models.TextField()
    icon = IconField()

    def __str__(self):
        return self.title


class Statistic(OrderedModel):
    """A figure in the Industry Insights box: marketing copy, not measured data."""

    offering = models.ForeignKey(Offering, on_delete=models.CASCADE, related_name="statistics")
    value = models.CharField(max_length=20, help_text="For example 70% or 3x.")
    label = models.CharField(max_length=200)

    def __str__(self):
        return f"{self.value} {self.label}"


class Vertical(OrderedModel):
    """An area of the business a service is applied to (the AI automation verticals)."""

    offering = models.ForeignKey(Offering, on_delete=models.CASCADE, related_name="verticals")
    name = models.CharField(max_length=80)
    text = models.TextField()
    icon = IconField()

    def __str__(self):
        return self.name


# --------------------------------------------------------------------------------------------
# Shared sections
# --------------------------------------------------------------------------------------------


class WhyChoosePoint(OrderedModel):
    """The home page's Why Choose section."""

    title = models.CharField(max_length=120)
    text = models.TextField()
    icon = IconField()

    class Meta(OrderedModel.Meta):
        verbose_name = "home Why Choose point"

    def __str__(self):
        return self.title


class WhyActNowPoint(OrderedModel):
    """The Why Act Now section of every service and solution page."""

    title = models.CharField(max_length=120)
    text = models.TextField()
    icon = IconField(default="warning")

    class Meta(OrderedModel.Meta):
        verbose_name = "Why Act Now point"

    def __str__(self):
        return self.title


class BrandLogo(OrderedModel):
    """A client in the home page's logo row. Without a mark the name is shown as plain text."""

    name = models.CharField(max_length=80)
    mark = models.CharField(max_length=20, choices=MARK_CHOICES, blank=True)
    colour = models.CharField(
        max_length=7, default="#334155", help_text="Hex colour of the wordmark, e.g. #334155."
    )

    def __str__(self):
        return self.name


class Faq(OrderedModel):
    class Topic(models.TextChoices):
        PRICING = "pricing", "Pricing page"
        CONTACT = "contact", "Contact page"

    topic = models.CharField(max_length=16, choices=Topic.choices, db_index=True)
    question = models.CharField(max_length=200)
    answer = models.TextField()

    class Meta(OrderedModel.Meta):
        verbose_name = "FAQ"
        verbose_name_plural = "FAQs"

    def __str__(self):
        return self.question


class CoreValue(OrderedModel):
    title = models.CharField(max_length=120)
    text = models.TextField()
    icon = IconField()

    def __str__(self):
        return self.title


class Differentiator(OrderedModel):
    title = models.CharField(max_length=120)
    text = models.TextField()
    icon = IconField()

    def __str__(self):
        return self.title


class Milestone(OrderedModel):
    """The about page's timeline."""

    year = models.PositiveSmallIntegerField()
    title = models.CharField(max_length=120)
    text = models.TextField()

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

    key = models.CharField(max_length=32, choices=Key.choices, unique=True)
    title = models.CharField("page title", max_length=70, help_text="The browser and search result title.")
    meta_description = models.CharField(max_length=170)
    heading = models.CharField(max_length=200, help_text="The page's main heading.")
    intro = models.TextField(blank=True, help_text="The paragraph under the main heading.")

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

    Body text: a blank line starts a new paragraph; lines starting with "- " form a bullet list.
    """

    page = models.ForeignKey(Page, on_delete=models.CASCADE, related_name="blocks")
    slot = models.SlugField(max_length=40, help_text="Where the block goes on the page; keep it as seeded.")
    heading = models.CharField(max_length=200, blank=True)
    body = models.TextField(blank=True)
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
        help_text="One or two sentences about the agency: footer and search engines.",
    )
    email = models.EmailField(help_text="Where visitors write to; shown on the contact page and footer.")
    phone = models.CharField(
        max_length=30, blank=True, help_text="As visitors should dial it, e.g. +1 619 555 0142."
    )
    street_address = models.CharField(max_length=150, blank=True, help_text="Street and suite.")
    locality = models.CharField("city", max_length=80, default="San Diego")
    region = models.CharField("state", max_length=40, default="CA", help_text="Two-letter state code.")
    postal_code = models.CharField(max_length=12, blank=True)
    country = models.CharField(max_length=2, default="US", help_text="Two-letter country code.")
    map_url = models.URLField(
        "map link", blank=True, help_text="A map page for the address (opens in a new tab)."
    )
    scheduling_url = models.URLField(
        "scheduling page",
        blank=True,
        help_text="Your booking page (Calendly, Cal.com ...). Empty: the demo buttons use the site's own.",
    )
    linkedin_url = models.URLField("LinkedIn", blank=True)
    instagram_url = models.URLField("Instagram", blank=True)
    facebook_url = models.URLField("Facebook", blank=True)
    x_url = models.URLField("X (Twitter)", blank=True)
    youtube_url = models.URLField("YouTube", blank=True)
    logo = ImageUploadField(
        upload_to="identity/",
        blank=True,
        extensions=["svg", "png"],
        help_text="SVG or PNG, shown at 32 px high beside the name. Empty: the drawn mark.",
    )
    founding_year = models.PositiveSmallIntegerField(
        validators=[MinValueValidator(1900), MaxValueValidator(2100)], default=2023
    )

    class Meta:
        verbose_name = "agency identity"
        verbose_name_plural = "agency identity"

    def __str__(self):
        return self.name

    def save(self, *args, **kwargs):
        self.pk = self.SINGLETON_ID
        super().save(*args, **kwargs)

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
    width = models.PositiveIntegerField()
    height = models.PositiveIntegerField()
    format = models.CharField(max_length=8, choices=Format.choices)
    file = models.CharField(max_length=255, help_text="The copy's name in the storage.")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["source", "format", "width"]
        constraints = [
            models.UniqueConstraint(fields=["source", "format", "width"], name="rendition_unique_size")
        ]

    def __str__(self):
        return f"{self.source} {self.width}w {self.format}"


# --------------------------------------------------------------------------------------------
# Proof: case studies, testimonials and the team
# --------------------------------------------------------------------------------------------

ALT_HELP = "What the picture shows, for people who cannot see it (required)."
SAMPLE_HELP = (
    "Sample content seeded with the site. Replace it with your own before launch: "
    "`manage.py check --deploy` warns while sample items are published."
)


class CaseStudy(OrderedModel):
    """A client project at /work/<slug>: the problem, what we did, and what it measurably changed."""

    client_name = models.CharField(max_length=100)
    slug = models.SlugField(
        "id", max_length=80, unique=True, help_text="The last part of the page address: /work/<id>."
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
    logo_width = models.PositiveIntegerField(null=True, blank=True, editable=False)
    logo_height = models.PositiveIntegerField(null=True, blank=True, editable=False)
    industry = models.ForeignKey(
        Offering,
        on_delete=models.PROTECT,
        related_name="industry_case_studies",
        limit_choices_to={"kind": Offering.Kind.SOLUTION},
        help_text="Which of the four solutions the client belongs to.",
    )
    services = models.ManyToManyField(
        Offering,
        related_name="case_studies",
        limit_choices_to={"kind": Offering.Kind.SERVICE},
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
    hero_image_width = models.PositiveIntegerField(null=True, blank=True, editable=False)
    hero_image_height = models.PositiveIntegerField(null=True, blank=True, editable=False)
    hero_image_alt = models.CharField("hero picture description", max_length=200, help_text=ALT_HELP)
    published_on = models.DateField(
        "publish date", help_text="Shown on the page; newest first after the featured ones."
    )
    is_published = models.BooleanField("published", default=False)
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
    meta_description = models.CharField(max_length=170, blank=True, help_text="Blank: the one-line summary.")

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
        "picture", upload_to="case-studies/", width_field="image_width", height_field="image_height"
    )
    image_width = models.PositiveIntegerField(null=True, blank=True, editable=False)
    image_height = models.PositiveIntegerField(null=True, blank=True, editable=False)
    alt = models.CharField("description", max_length=200, help_text=ALT_HELP)
    caption = models.CharField(max_length=200, blank=True, help_text="Shown under the picture (optional).")

    class Meta(OrderedModel.Meta):
        verbose_name = "picture"

    def __str__(self):
        return self.alt


class Testimonial(OrderedModel):
    """A client's words, with who said them. Shown as quotes: no ratings, no review markup."""

    quote = models.TextField(max_length=600, help_text="The client's words, without quotation marks.")
    person = models.CharField(max_length=100)
    role = models.CharField(max_length=100, help_text="e.g. Marketing Director")
    company = models.CharField(max_length=100)
    photo = PictureField(
        upload_to="testimonials/",
        blank=True,
        width_field="photo_width",
        height_field="photo_height",
        help_text="A square portrait (optional).",
    )
    photo_width = models.PositiveIntegerField(null=True, blank=True, editable=False)
    photo_height = models.PositiveIntegerField(null=True, blank=True, editable=False)
    photo_alt = models.CharField(
        "photo description", max_length=200, blank=True, help_text="Required with a photo."
    )
    case_study = models.ForeignKey(
        CaseStudy,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="testimonials",
        help_text="The case study it belongs to (optional): shown there and linked from the quote.",
    )
    services = models.ManyToManyField(
        Offering,
        blank=True,
        related_name="testimonials",
        limit_choices_to={"kind": Offering.Kind.SERVICE},
        help_text="The service pages that show it.",
    )
    is_published = models.BooleanField("published", default=True)
    is_sample = models.BooleanField("sample content", default=False, help_text=SAMPLE_HELP)

    def __str__(self):
        return f"{self.person}, {self.company}"

    def clean(self):
        if self.photo and not self.photo_alt.strip():
            raise ValidationError({"photo_alt": "Describe the photo for people who cannot see it."})


class TeamMember(OrderedModel):
    """A person at the agency, shown on /about (and, later, as an article's author)."""

    name = models.CharField(max_length=100)
    slug = models.SlugField(
        "id", max_length=80, unique=True, help_text="Their anchor on /about: /about#team-<id>."
    )
    role = models.CharField(max_length=100)
    bio = RichTextField("short bio", help_text="Two or three sentences: what they do and what they know.")
    photo = PictureField(
        upload_to="team/",
        width_field="photo_width",
        height_field="photo_height",
        help_text="A square portrait, at least 600 px.",
    )
    photo_width = models.PositiveIntegerField(null=True, blank=True, editable=False)
    photo_height = models.PositiveIntegerField(null=True, blank=True, editable=False)
    photo_alt = models.CharField("photo description", max_length=200, help_text=ALT_HELP)
    profile_url = models.URLField(
        "profile link", blank=True, help_text="LinkedIn or a personal page (optional)."
    )
    is_published = models.BooleanField("published", default=True)
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
