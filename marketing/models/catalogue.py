"""The catalogue: the services and solutions (one table, `Offering`, read through its `Service` and
`Solution` proxies) and the lists of their pages: benefits, steps, transformations, statistics and
verticals."""

from django.core.exceptions import ValidationError
from django.core.validators import MaxLengthValidator, RegexValidator
from django.db import models
from django.db.models.signals import post_init
from django.dispatch import receiver
from django.urls import reverse

from marketing.models.kit import (
    BRANDED_TITLE_HELP,
    META_DESCRIPTION_HELP,
    META_DESCRIPTION_MAX,
    PLAIN_LINE,
    PLAIN_TEXT,
    IconField,
    IconItem,
    OrderedModel,
    SocialImageModel,
    TitledItem,
    drawn_picture_fields,
    picture_alt,
    picture_alt_errors,
    rich_text_help,
    rich_text_limit,
)
from marketing.models.pages import Page
from publishing.richtext import RichTextField

AI_AUTOMATION_SLUG = "ai-automation"

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
    # Pictures shown in a box of a fixed shape: cropped copies around their focus (publishing.pictures).
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


class Service(Offering):
    KIND = Offering.Kind.SERVICE
    objects = OfferingsOfKind(KIND)

    class Meta:
        proxy = True


class Solution(Offering):
    KIND = Offering.Kind.SOLUTION
    objects = OfferingsOfKind(KIND)

    class Meta:
        proxy = True


@receiver(post_init, sender=Service)
@receiver(post_init, sender=Solution)
def offering_kind_set(sender, instance, **kwargs):
    """The one place a proxy's rows get their kind: a Service is a service and a Solution a
    solution from the moment it is made, so validation, its address and its save know which."""
    instance.kind = sender.KIND


def offerings_field(
    kind: str, *, related_name: str, help_text: str, blank: bool = True
) -> models.ManyToManyField:
    """The services (or solutions) an item is about: the admin offers only offerings of that kind."""
    return models.ManyToManyField(
        Offering, blank=blank, related_name=related_name, limit_choices_to={"kind": kind}, help_text=help_text
    )


class Benefit(OrderedModel, IconItem):
    """Why Choose Us: the first three are shown as cards, the rest as a list."""

    offering = models.ForeignKey(Offering, on_delete=models.CASCADE, related_name="benefits")


class MethodologyStep(OrderedModel, TitledItem):
    """Our Approach (detail pages) or the process steps (AI automation)."""

    offering = models.ForeignKey(Offering, on_delete=models.CASCADE, related_name="steps")


class TransformationCard(OrderedModel, IconItem):
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
