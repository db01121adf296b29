"""Campaign landing pages at /lp/<id>, built by editors from blocks in the Django admin.

A page is a `CampaignPage` row; its content is a list of blocks of eleven kinds, each an ordinary
model (a django-content-editor plugin: a `parent` page, a `region` and an `ordering`), edited
together on the page's form, translated with django-modeltranslation (campaigns/translation.py) and
kept with the page in each django-reversion version (campaigns/admin.py follows every kind).

Blocks of the kinds that come in groups (cards, figures, steps, testimonials, case-study results,
questions) are drawn as one grid or list when they follow each other; the first of a group may carry
the heading shown above it (campaigns/renderer.py).
"""

from decimal import Decimal

from content_editor.models import Region, create_plugin_base
from django.core.exceptions import ValidationError
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.urls import Resolver404, resolve, reverse
from django.utils import timezone
from django.utils.functional import cached_property

from leads.models import BuiltForm, FormShownField, built_form_pk
from marketing.models import (
    ALT_HELP,
    META_DESCRIPTION_HELP,
    META_DESCRIPTION_MAX,
    PICTURE_ALT_MAX,
    PLAIN_LINE,
    PLAIN_TEXT,
    SAMPLE_HELP,
    CaseStudy,
    IconField,
    Testimonial,
    picture_alt_errors,
    rich_text_help,
    rich_text_limit,
    validate_offering_slug,
)
from publishing.models import picture_fields
from publishing.pdf_uploads import PdfUploadField, clean_pdf
from publishing.richtext import RichTextField

TITLE_MAX = 70


class CampaignPage(models.Model):
    class State(models.TextChoices):
        DRAFT = "draft", "Draft"
        SCHEDULED = "scheduled", "Scheduled"
        LIVE = "live", "Live"
        ENDED = "ended", "Ended"

    regions = [Region(key="main", title="Blocks")]

    title = models.CharField(
        "page title",
        max_length=TITLE_MAX,
        help_text=(
            "The browser tab and search result title; the agency's name is added after it. "
            f"{PLAIN_LINE} Also the page's name in the list and in its breadcrumb."
        ),
    )
    slug = models.SlugField(
        "address",
        max_length=80,
        unique=True,
        validators=[validate_offering_slug],
        help_text=(
            "The last part of the page's address: /lp/spring-offer for spring-offer (and "
            "/es/lp/spring-offer in Spanish). Lower-case letters, digits and hyphens. Changing it "
            "later leaves the old address leading here."
        ),
    )
    meta_description = models.CharField(
        "meta description", max_length=META_DESCRIPTION_MAX, help_text=META_DESCRIPTION_HELP
    )
    is_published = models.BooleanField(
        "published",
        default=False,
        help_text="Untick for a draft: only editors see it, with Preview.",
    )
    publish_from = models.DateTimeField(
        "publish from",
        default=timezone.now,
        help_text="When the page goes live. A time ahead schedules it: it appears on its own then.",
    )
    publish_until = models.DateTimeField(
        "publish until",
        null=True,
        blank=True,
        help_text="When the campaign ends (optional). After it the address sends visitors on (below).",
    )
    ended_redirect = models.CharField(
        "after the end, send visitors to",
        max_length=200,
        blank=True,
        help_text=(
            "An address on this site, e.g. /services/seo or /lp/next-offer: after the end, visitors "
            "and search engines are sent there for good (301). Empty: the address answers that the "
            "campaign is over (410 Gone)."
        ),
    )
    in_search_engines = models.BooleanField(
        "show in search engines",
        default=True,
        help_text=(
            "Untick for pages made for paid traffic only: the page asks search engines not to index "
            "it and is left out of the sitemap and of the language links."
        ),
    )
    is_sample = models.BooleanField("sample content", default=False, help_text=SAMPLE_HELP)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField("last saved", auto_now=True, db_index=True)

    class Meta:
        ordering = ["-publish_from", "-pk"]
        verbose_name = "campaign page"

    def __str__(self):
        return self.title

    def get_absolute_url(self):
        return reverse("campaigns:page", kwargs={"slug": self.slug})

    def clean(self):
        super().clean()
        errors = {}
        if self.publish_until and self.publish_from and self.publish_until <= self.publish_from:
            errors["publish_until"] = "The end must come after the start (publish from)."
        if self.ended_redirect:
            problem = self._redirect_problem()
            if problem:
                errors["ended_redirect"] = problem
        if errors:
            raise ValidationError(errors)

    def _redirect_problem(self) -> str:
        target = self.ended_redirect.strip()
        self.ended_redirect = target
        if not target.startswith("/") or target.startswith("//") or "\\" in target:
            return "Type an address on this site, starting with a slash: /services/seo."
        if self.slug and target.split("?")[0].rstrip("/") == f"/lp/{self.slug}":
            return "This is the page's own address: choose another page."
        try:
            resolve(target.split("?")[0])
        except Resolver404:
            return "No page of this site answers at this address."
        return ""

    def state_at(self, now) -> str:
        if not self.is_published:
            return self.State.DRAFT
        if self.publish_from > now:
            return self.State.SCHEDULED
        if self.publish_until and self.publish_until <= now:
            return self.State.ENDED
        return self.State.LIVE

    @property
    def state(self) -> str:
        return self.state_at(timezone.now())

    # -- the social card (campaigns.selectors.CampaignCards) ------------------------------------
    @property
    def hero_image(self):
        """The first hero block's picture (the card shows it), or None."""
        hero = self.hero()
        return hero.image if hero and hero.image else None

    def hero(self):
        # The original's (a hero of version B or C is seen only by the visitors of a test).
        if not self.pk:
            return None
        return self.campaigns_heroblock_set.filter(version__in=("", "A")).order_by("ordering").first()


class BlockVersion(models.TextChoices):
    """Which version of the page a block belongs to while an A/B test runs (campaigns.Experiment).
    Outside a test the page shows the blocks of every version and those of version A (the original)."""

    EVERY = "", "Every version"
    A = "A", "Version A (the original)"
    B = "B", "Version B"
    C = "C", "Version C"


VERSION_HELP = (
    "For an A/B test: give this block a second (or third) version by adding another block of the same "
    "kind marked Version B (or C), and mark this one Version A. Blocks of Version B and C are shown "
    "only while a test runs, to the visitors it sends to that version."
)


Block = create_plugin_base(CampaignPage)


def version_field() -> models.CharField:
    """Which version of the page a block is shown in (every block kind has one)."""
    return models.CharField(
        "shown in", max_length=1, choices=BlockVersion.choices, blank=True, default="", help_text=VERSION_HELP
    )


def shown_in(block, version: str) -> bool:
    """Whether the page's `version` ("A" outside a test) shows this block."""
    return block.version in ("", version)


HEADING_MAX = 120
GROUP_HEADING_HELP = (
    "Shown above the group when this is the first of blocks of this kind that follow each other "
    f"(leave it empty on the others). {PLAIN_LINE}"
)
LINK_HELP = "An address on this site (/contact), a place on this page (#form) or a full https:// address."


def validate_link(value: str) -> None:
    # "/\\host" is read by browsers as "//host": another site. No backslash or control character.
    off_site = value.startswith("//") or "\\" in value or any(ord(char) < 32 for char in value)
    if not value.startswith(("/", "#", "https://")) or off_site:
        raise ValidationError(LINK_HELP)


def link_field(verbose_name: str, *, blank: bool = False) -> models.CharField:
    return models.CharField(
        verbose_name, max_length=200, blank=blank, validators=[validate_link], help_text=LINK_HELP
    )


def group_heading_field() -> models.CharField:
    return models.CharField(
        "heading above the group", max_length=HEADING_MAX, blank=True, help_text=GROUP_HEADING_HELP
    )


class HeroBlock(Block):
    version = version_field()
    eyebrow = models.CharField(
        "line above the heading",
        max_length=80,
        blank=True,
        help_text=f"A short label (optional). {PLAIN_LINE}",
    )
    heading = models.CharField(
        max_length=HEADING_MAX,
        help_text=f"The page's main heading (its only level-one heading). {PLAIN_LINE}",
    )
    text = models.TextField(max_length=400, help_text=f"One or two sentences under the heading. {PLAIN_TEXT}")
    image, image_width, image_height, image_alt = picture_fields(
        "image",
        "picture",
        upload_to="campaigns/",
        blank=True,
        help_text="Shown beside the heading (4:3 or 16:10, at least 1200 px wide is best).",
        alt={
            "verbose_name": "picture description",
            "max_length": PICTURE_ALT_MAX,
            "blank": True,
            "help_text": ALT_HELP,
        },
    )
    primary_label = models.CharField("main button", max_length=40, help_text=f"Its words. {PLAIN_LINE}")
    primary_link = link_field("main button's link")
    secondary_label = models.CharField(
        "second button", max_length=40, blank=True, help_text=f"Its words (optional). {PLAIN_LINE}"
    )
    secondary_link = link_field("second button's link", blank=True)

    class Meta(Block.Meta):
        verbose_name = "hero"

    def __str__(self):
        return self.heading

    def clean(self):
        errors = picture_alt_errors(self, ("image", "image_alt", None))
        if self.secondary_label and not self.secondary_link:
            errors["secondary_link"] = "Give the second button a link, or leave its words empty."
        if errors:
            raise ValidationError(errors)


class LogoRowBlock(Block):
    version = version_field()
    heading = models.CharField(
        max_length=HEADING_MAX,
        help_text=f"Above the row of our clients' logos (Agency identity: Brand logos). {PLAIN_LINE}",
    )

    class Meta(Block.Meta):
        verbose_name = "logo row"

    def __str__(self):
        return self.heading


class CardBlock(Block):
    version = version_field()
    group_heading = group_heading_field()
    icon = IconField()
    title = models.CharField("heading", max_length=HEADING_MAX, help_text=PLAIN_LINE)
    text = models.TextField(max_length=400, help_text=PLAIN_TEXT)

    class Meta(Block.Meta):
        verbose_name = "card"

    def __str__(self):
        return self.title


class FigureBlock(Block):
    version = version_field()
    group_heading = group_heading_field()
    value = models.CharField("number", max_length=16, help_text="The figure as shown, e.g. 3x, 62% or $48k.")
    caption = models.CharField(max_length=160, help_text=f"What the number measures. {PLAIN_LINE}")

    class Meta(Block.Meta):
        verbose_name = "big figure"

    def __str__(self):
        return f"{self.value} {self.caption}"


class StepBlock(Block):
    version = version_field()
    group_heading = group_heading_field()
    title = models.CharField("heading", max_length=HEADING_MAX, help_text=f"Numbered in order. {PLAIN_LINE}")
    text = models.TextField(max_length=400, help_text=PLAIN_TEXT)

    class Meta(Block.Meta):
        verbose_name = "numbered step"

    def __str__(self):
        return self.title


class TestimonialBlock(Block):
    version = version_field()
    group_heading = group_heading_field()
    testimonial = models.ForeignKey(
        Testimonial,
        on_delete=models.CASCADE,
        related_name="+",
        help_text="One of the testimonials (Testimonials in the admin); an unpublished one is left out.",
    )

    class Meta(Block.Meta):
        verbose_name = "testimonial"

    def __str__(self):
        return str(self.testimonial)

    @classmethod
    def get_queryset(cls):
        # The page reads the testimonial with its block (content_editor fetches blocks through this).
        return cls.objects.select_related("testimonial__case_study")


class CaseStudyResultsBlock(Block):
    version = version_field()
    group_heading = group_heading_field()
    case_study = models.ForeignKey(
        CaseStudy,
        on_delete=models.CASCADE,
        related_name="+",
        help_text="Its headline results are shown with a link to it; an unpublished one is left out.",
    )

    class Meta(Block.Meta):
        verbose_name = "case-study results"
        verbose_name_plural = "case-study results"

    def __str__(self):
        return str(self.case_study)

    @classmethod
    def get_queryset(cls):
        return cls.objects.select_related("case_study").prefetch_related("case_study__headline_results")


class FaqBlock(Block):
    version = version_field()
    group_heading = group_heading_field()
    question = models.CharField(max_length=200, help_text=f"{PLAIN_LINE} End it with a question mark.")
    answer = RichTextField(
        validators=rich_text_limit(1000),
        help_text=rich_text_help("The answer, shown when a visitor opens the question.", 1000),
    )

    class Meta(Block.Meta):
        verbose_name = "FAQ question"

    def __str__(self):
        return self.question


class RichTextBlock(Block):
    version = version_field()
    text = RichTextField(
        validators=rich_text_limit(4000),
        help_text=rich_text_help("A section of text; start it with a level 2 heading.", 4000),
    )

    class Meta(Block.Meta):
        verbose_name = "rich text"
        verbose_name_plural = "rich text"

    def __str__(self):
        return "Rich text"


GUIDE_TITLE_MAX = 120


class Guide(models.Model):
    """A PDF guide a landing page's form offers (FormBlock.guide): a visitor who sends the form gets
    a signed, expiring link to it in the acknowledgement email, in the language of the form
    (campaigns.guide_links). The files are checked by their content (publishing.pdf_uploads) and kept in the
    private storage: no address of the site or the bucket serves them."""

    title = models.CharField(
        max_length=GUIDE_TITLE_MAX,
        help_text=f"As the email and the thank-you message name it. {PLAIN_LINE}",
    )
    file_en = PdfUploadField(
        "PDF in English",
        upload_to="guides/",
        help_text="The guide itself, a PDF (scripts, embedded files and passwords are refused).",
    )
    file_es = PdfUploadField(
        "PDF in Spanish",
        upload_to="guides/",
        blank=True,
        help_text="The Spanish guide. Empty: visitors of the Spanish page get the English PDF.",
    )
    pages_en = models.PositiveSmallIntegerField("pages (English)", default=0, editable=False)
    pages_es = models.PositiveSmallIntegerField("pages (Spanish)", default=0, editable=False)
    # How many times a link was followed to the file (both languages).
    downloads = models.PositiveIntegerField(default=0, editable=False)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField("last saved", auto_now=True)

    class Meta:
        ordering = ["title_en", "pk"]
        verbose_name = "guide to download"
        verbose_name_plural = "guides to download"

    def __str__(self):
        return self.title

    def clean(self):
        super().clean()
        errors = {}
        for language in ("en", "es"):
            file = self.file_en if language == "en" else self.file_es
            if not file or file._committed:
                continue
            try:
                facts = clean_pdf(file.file)
            except ValidationError as error:
                errors[f"file_{language}"] = error.messages
                continue
            if language == "en":
                self.pages_en = facts.pages
            else:
                self.pages_es = facts.pages
        if not self.file_es:
            self.pages_es = 0
        if errors:
            raise ValidationError(errors)

    def file_in(self, language: str):
        """The PDF for a visitor of `language`: the Spanish one for "es" when there is one."""
        return self.file_es if language == "es" and self.file_es else self.file_en

    def pages_in(self, language: str) -> int:
        return self.pages_es if language == "es" and self.file_es else self.pages_en


class FormBlock(Block):
    version = version_field()

    class Form(models.TextChoices):
        """The site's forms in code, by their lead form keys (leads.lead_forms)."""

        CONTACT = "contact", "Contact form"
        CONSULTATION = "consultation", "AI consultation request"
        PRICING_QUIZ = "pricing_quiz", "Pricing quiz"

    heading = models.CharField(max_length=HEADING_MAX, help_text=PLAIN_LINE)
    text = models.TextField(max_length=400, blank=True, help_text=f"Beside the form (optional). {PLAIN_TEXT}")
    # The one choice of form, named as its leads name it: "contact" or a built form's "built-7".
    form = FormShownField(
        max_length=64,
        choices=Form.choices,
        default=Form.CONTACT,
        help_text=(
            "One of the site's lead forms, or a form built in the admin (Leads › Built forms; a "
            "closed one shows nothing). Its leads record this page as their landing page. Give a "
            "button the link #form to bring visitors here."
        ),
    )

    # "Offer a guide" (campaigns/migrations/0005): kept to this one field, so another kind of form
    # can be added beside it; which guide a lead gets is campaigns.selectors.guide_for_lead.
    guide = models.ForeignKey(
        Guide,
        verbose_name="offer a guide",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="form_blocks",
        help_text=(
            "Optional: a visitor who sends this form gets a link to download the guide in the "
            "acknowledgement email, in the page's language."
        ),
    )

    class Meta(Block.Meta):
        verbose_name = "lead form"

    @classmethod
    def get_queryset(cls):
        return cls.objects.select_related("guide")

    def __str__(self):
        return self.heading

    @property
    def shows_built_form(self) -> bool:
        return built_form_pk(self.form) is not None

    @cached_property
    def built_form(self) -> BuiltForm | None:
        """The form built in the admin it shows, None for one of the site's forms."""
        pk = built_form_pk(self.form)
        return BuiltForm.objects.filter(pk=pk).first() if pk else None


class CtaBandBlock(Block):
    version = version_field()
    heading = models.CharField(max_length=HEADING_MAX, help_text=PLAIN_LINE)
    text = models.TextField(
        max_length=300, blank=True, help_text=f"Under the heading (optional). {PLAIN_TEXT}"
    )
    button_label = models.CharField("button", max_length=40, help_text=f"Its words. {PLAIN_LINE}")
    button_link = link_field("button's link")

    class Meta(Block.Meta):
        verbose_name = "call-to-action band"

    def __str__(self):
        return self.heading


# Every kind of block, in the order the admin's "add a block" menu offers them.
BLOCKS = [
    HeroBlock,
    LogoRowBlock,
    CardBlock,
    FigureBlock,
    StepBlock,
    TestimonialBlock,
    CaseStudyResultsBlock,
    FaqBlock,
    RichTextBlock,
    FormBlock,
    CtaBandBlock,
]


class Experiment(models.Model):
    """An A/B test of a landing page: which versions, how traffic is split between them, what the
    page counts as a conversion, and the smallest lift worth detecting, from which the visitors
    needed per version follow (campaigns.stats). Started, ended and its winner kept by
    campaigns.services; the rows stay as the page's history of tests."""

    class Status(models.TextChoices):
        DRAFT = "draft", "Not started"
        RUNNING = "running", "Running"
        ENDED = "ended", "Ended"

    class Goal(models.TextChoices):
        LEAD = "lead", "A lead from the page's form"

    page = models.ForeignKey(CampaignPage, on_delete=models.CASCADE, related_name="experiments")
    name = models.CharField(
        "what it tests", max_length=100, help_text="A name for the test, e.g. “Shorter heading”."
    )
    goal = models.CharField(
        max_length=20,
        choices=Goal.choices,
        default=Goal.LEAD,
        help_text="What counts as a conversion: a lead sent from a form on the page.",
    )
    versions = models.PositiveSmallIntegerField(
        "versions",
        choices=[(2, "Two: A and B"), (3, "Three: A, B and C")],
        default=2,
        help_text="A is the page as it is; B and C are made of the blocks marked Version B and C.",
    )
    split_a = models.PositiveSmallIntegerField(
        "share of visitors for A (%)",
        default=50,
        validators=[MinValueValidator(5), MaxValueValidator(95)],
        help_text="The shares of A, B and C add up to 100.",
    )
    split_b = models.PositiveSmallIntegerField(
        "share for B (%)",
        default=50,
        validators=[MinValueValidator(5), MaxValueValidator(95)],
        help_text="At least 5. Even shares need the fewest visitors.",
    )
    split_c = models.PositiveSmallIntegerField(
        "share for C (%)",
        default=0,
        validators=[MaxValueValidator(90)],
        help_text="0 for a test of two versions.",
    )
    minimum_lift = models.PositiveSmallIntegerField(
        "smallest lift worth detecting (%)",
        default=20,
        validators=[MinValueValidator(1), MaxValueValidator(500)],
        help_text=(
            "The relative improvement you would act on: 20 means a page converting 5 % should reach "
            "6 %. The smaller it is, the more visitors the test needs."
        ),
    )
    baseline_rate = models.DecimalField(
        "conversion rate now (%)",
        max_digits=5,
        decimal_places=2,
        null=True,
        blank=True,
        validators=[MinValueValidator(Decimal("0.01")), MaxValueValidator(Decimal("99"))],
        help_text=(
            "Leave empty to use the page's rate from Reports (its leads per page view over the last "
            "28 days). Type one for a page Reports knows too little about."
        ),
    )
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.DRAFT, editable=False)
    started_at = models.DateTimeField(null=True, blank=True, editable=False)
    ended_at = models.DateTimeField(null=True, blank=True, editable=False)
    winner = models.CharField(
        "version kept",
        max_length=1,
        blank=True,
        choices=[(version, f"Version {version}") for version in ("A", "B", "C")],
        help_text="When you end the test: the version whose blocks the page keeps.",
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at", "-pk"]
        verbose_name = "A/B test"
        constraints = [
            models.UniqueConstraint(
                fields=["page"],
                condition=models.Q(status="running"),
                name="campaigns_one_running_test_per_page",
            )
        ]

    def __str__(self):
        return f"{self.page}: {self.name}"

    def clean(self):
        super().clean()
        errors = {}
        if self.versions == 2 and self.split_c:
            errors["split_c"] = "A test of two versions gives C no visitors: set it to 0."
        elif self.versions == 3 and self.split_c < 5:
            errors["split_c"] = "Give version C at least 5 %."
        if (self.split_a or 0) + (self.split_b or 0) + (self.split_c or 0) != 100:
            errors["split_a"] = "The shares of the versions must add up to 100."
        if errors:
            raise ValidationError(errors)

    @property
    def key(self) -> str:
        """What the assignment hashes with the visitor's address and user agent (and nginx too)."""
        return f"t{self.pk}"

    @property
    def version_names(self) -> tuple[str, ...]:
        return ("A", "B", "C")[: self.versions]

    @property
    def split(self) -> list[int]:
        return [self.split_a, self.split_b, self.split_c][: self.versions]

    def tag(self, version: str) -> str:
        """The version as a lead and the daily totals record it: "<test id>:<version>"."""
        return f"{self.pk}:{version}"
