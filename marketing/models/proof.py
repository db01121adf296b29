"""Proof: case studies with their headline results and pictures, testimonials, and the team."""

from django.core.exceptions import ValidationError
from django.core.validators import MaxLengthValidator
from django.db import models
from django.urls import reverse

from agency.richtext import RichTextField
from marketing.models.catalogue import Offering, offerings_field, validate_offering_slug
from marketing.models.kit import (
    META_DESCRIPTION_HELP,
    META_DESCRIPTION_MAX,
    PICTURE_ALT_MAX,
    PLAIN_LINE,
    PLAIN_TEXT,
    OrderedModel,
)
from publishing.models import FocusField, picture_fields

# A required picture's description, with its limit said (the counter shows it too).
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
    logo, logo_width, logo_height = picture_fields(
        "logo",
        upload_to="case-studies/logos/",
        blank=True,
        help_text="The client's logo (optional), PNG or WebP on a transparent background.",
    )
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
    hero_image, hero_image_width, hero_image_height, hero_image_alt = picture_fields(
        "hero_image",
        "hero picture",
        upload_to="case-studies/",
        help_text="Shown at the top of the page and on cards (16:10 is best, at least 1600 px wide).",
        alt={"verbose_name": "hero picture description", "max_length": 200, "help_text": REQUIRED_ALT_HELP},
    )
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
    image, image_width, image_height, alt = picture_fields(
        "image",
        "picture",
        upload_to="case-studies/",
        help_text="A picture of the work for the page's gallery (at least 1280 px wide is best).",
        alt={"verbose_name": "description", "max_length": 200, "help_text": REQUIRED_ALT_HELP},
    )
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
    photo, photo_width, photo_height, photo_alt = picture_fields(
        "photo",
        upload_to="testimonials/",
        blank=True,
        help_text="A square portrait (optional).",
        alt={
            "verbose_name": "photo description",
            "max_length": PICTURE_ALT_MAX,
            "blank": True,
            "help_text": (
                f"Who the photo shows, for people who cannot see it (plain text, up to {PICTURE_ALT_MAX} "
                "characters). Required with a photo."
            ),
        },
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
    photo, photo_width, photo_height, photo_alt = picture_fields(
        "photo",
        upload_to="team/",
        help_text="A square portrait, at least 600 px.",
        alt={"verbose_name": "photo description", "max_length": 200, "help_text": REQUIRED_ALT_HELP},
    )
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
