"""Insights: the agency's articles at /insights/<slug>, written by the team.

An article is a draft (seen by editors only, through the admin's Preview) or published. A published
article whose publish date is still ahead is "scheduled": every page that lists articles asks for
`published_at <= now`, so it appears on its own at its time, with no job to run (the page cache
is renewed at that instant too: publishing.page_cache.schedule_register).
"""

from django.core.exceptions import ValidationError
from django.db import models
from django.urls import reverse
from django.utils import timezone
from django.utils.text import get_text_list

from agency.richtext import RichTextField
from marketing.models import (
    ALT_HELP,
    PLAIN_LINE,
    SAMPLE_HELP,
    Offering,
    TeamMember,
    offerings_field,
    validate_offering_slug,
)
from publishing.models import picture_fields

SUMMARY_MAX = 160


class Article(models.Model):
    class Status(models.TextChoices):
        DRAFT = "draft", "Draft"
        PUBLISHED = "published", "Published"

    title = models.CharField(max_length=120, help_text=f"The article's headline. {PLAIN_LINE}")
    slug = models.SlugField(
        "id",
        max_length=100,
        unique=True,
        validators=[validate_offering_slug],
        help_text=(
            "The last part of the page address: /insights/<id>. Lower-case letters, digits and "
            "hyphens. Changing it later leaves the old address leading here."
        ),
    )
    summary = models.CharField(
        max_length=SUMMARY_MAX,
        help_text=(
            "One or two sentences for the article cards, the feeds and search results. "
            f"{PLAIN_LINE} Up to {SUMMARY_MAX} characters."
        ),
    )
    body = RichTextField(
        help_text=(
            "Headings (level 2 for sections, 3 inside them), paragraphs, lists, quotations, links and "
            "pictures with captions. A long article gets a table of contents from its headings."
        )
    )
    authors = models.ManyToManyField(
        TeamMember,
        related_name="articles",
        help_text="Who wrote it (one or more): each name links to their page of articles.",
    )
    services = offerings_field(
        Offering.Kind.SERVICE,
        related_name="articles",
        help_text=(
            "The services it is about: it is listed under these topics and on their pages, and its "
            "call to action leads to the first one."
        ),
    )
    solutions = offerings_field(
        Offering.Kind.SOLUTION,
        related_name="solution_articles",
        help_text="The kinds of business it is written for (optional).",
    )
    # Longer than a case study's: an article's drawing is often a chart or a screen worth describing.
    hero_image, hero_image_width, hero_image_height, hero_image_alt = picture_fields(
        "hero_image",
        "hero picture",
        upload_to="insights/",
        help_text="Shown at the top of the article and on its card (16:9, at least 1600 px wide is best).",
        alt={"verbose_name": "hero picture description", "max_length": 300, "help_text": ALT_HELP},
    )
    status = models.CharField(
        max_length=16,
        choices=Status.choices,
        default=Status.DRAFT,
        db_index=True,
        help_text=(
            "A draft is seen by editors only (use Preview). Published with a publish date ahead: "
            "scheduled, it appears on its own at that time."
        ),
    )
    published_at = models.DateTimeField(
        "publish date",
        default=timezone.now,
        db_index=True,
        help_text="When it appears on the site (and the date shown on it). A time ahead schedules it.",
    )
    updated_at = models.DateTimeField(
        "updated date",
        null=True,
        blank=True,
        help_text=(
            "Set it when you revise the article in substance: shown as “Updated” and given to search "
            "engines. Leave it empty for typo fixes."
        ),
    )
    is_sample = models.BooleanField("sample content", default=False, help_text=SAMPLE_HELP)
    created_at = models.DateTimeField(auto_now_add=True)
    changed_at = models.DateTimeField("last saved", auto_now=True)

    class Meta:
        ordering = ["-published_at", "-pk"]
        indexes = [models.Index(fields=["status", "published_at"], name="article_published")]

    def __str__(self):
        return self.title

    def get_absolute_url(self):
        return reverse("insights:article", kwargs={"slug": self.slug})

    def clean(self):
        super().clean()
        if self.updated_at and self.published_at and self.updated_at < self.published_at:
            raise ValidationError({"updated_at": "The updated date cannot be before the publish date."})

    @property
    def publication_state(self) -> str:
        """Draft, Scheduled (published, its date ahead) or Published."""
        if self.status == self.Status.DRAFT:
            return "Draft"
        return "Published" if self.published_at <= timezone.now() else "Scheduled"

    @property
    def modified_at(self):
        """The date readers and search engines are given as the last change."""
        return self.updated_at or self.published_at


def byline(authors) -> str:
    """ "By Maya Reyes and Daniel Okafor": the line above an article's title on its social card."""
    names = [author.name for author in authors]
    return f"By {get_text_list(names, 'and')}" if names else "Insights"
