"""The fixed pages (home, about, pricing, contact, the legal pages...): each page's copy and named
blocks, and the sections they show (Why Choose, Why Act Now, client logos, FAQs, values,
differentiators, the timeline)."""

from django.core.validators import MaxLengthValidator
from django.db import models
from django.urls import reverse

from agency.richtext import RichTextField
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
    TimeStampedModel,
    rich_text_help,
    rich_text_limit,
)
from marketing.wordmarks import MARK_CHOICES


class WhyChoosePoint(OrderedModel, IconItem):
    """The home page's Why Choose section."""

    class Meta(OrderedModel.Meta):
        verbose_name = "home Why Choose point"


class WhyActNowPoint(OrderedModel, IconItem):
    """The Why Act Now section of every service and solution page."""

    icon = IconField(default="warning")

    class Meta(OrderedModel.Meta):
        verbose_name = "Why Act Now point"


class BrandLogo(OrderedModel):
    """A client in the home page's logo row. Without a mark, one is drawn from its initials."""

    name = models.CharField(max_length=80, help_text=f"The client's name. {PLAIN_LINE}")
    mark = models.CharField(
        max_length=20,
        choices=MARK_CHOICES,
        blank=True,
        help_text="The client's drawn wordmark. Empty: a mark drawn from the name's initials.",
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


class CoreValue(OrderedModel, IconItem):
    """The about page's core values."""


class Differentiator(OrderedModel, IconItem):
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
