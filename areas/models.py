"""Places of San Diego County we serve, at /areas/<id> (/es/zonas/<id>): an `Area` row and its body
of blocks (django-content-editor plugins, drawn with the campaign pages' block templates).

An area page is shown to search engines only when it stands on its own (areas.rules): local proof
(a case study or testimonial tied to it) or a section of its own of at least 150 words, and text not
shared for the most part with another area page. The proof is tied to the area here, on the area's
row (`case_studies`, `testimonials`): marketing, which owns the proof, stands below this app and
never names it (docs/developers/areas.md).
"""

from content_editor.models import Region as EditorRegion
from content_editor.models import create_plugin_base
from django.core.validators import RegexValidator
from django.db import models
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from campaigns.models import group_heading_field, link_field
from marketing.models import (
    META_DESCRIPTION_HELP,
    META_DESCRIPTION_MAX,
    PLAIN_LINE,
    PLAIN_TEXT,
    CaseStudy,
    IconField,
    Offering,
    Testimonial,
    rich_text_help,
    rich_text_limit,
    validate_offering_slug,
)
from publishing.richtext import RichTextField

NAME_MAX = 80
HEADING_MAX = 120
# The section of its own that proves a page is about this place (areas.rules.LOCAL_SECTION_WORDS).
LOCAL_SECTION_MAX = 6000
WIKIDATA_MESSAGE = (
    "Paste the address of the place's Wikidata item: https://www.wikidata.org/wiki/Q… (e.g. Q49270)."
)
validate_wikidata = RegexValidator(r"^https://www\.wikidata\.org/wiki/Q[1-9][0-9]*\Z", WIKIDATA_MESSAGE)


class Area(models.Model):
    class Kind(models.TextChoices):
        CITY = "city", "City"
        NEIGHBOURHOOD = "neighborhood", "Neighborhood"

    class Region(models.TextChoices):
        # San Diego County's regions, as the county and SANDAG name them; the index groups by them.
        CENTRAL = "central", _("City of San Diego")
        NORTH_COASTAL = "north-coastal", _("North County Coastal")
        NORTH_INLAND = "north-inland", _("North County Inland")
        SOUTH_BAY = "south-bay", _("South Bay")
        EAST_COUNTY = "east-county", _("East County")

    regions = [EditorRegion(key="main", title="Blocks")]

    name = models.CharField(
        max_length=NAME_MAX,
        help_text=f"The place as people write it: Chula Vista, North Park. {PLAIN_LINE}",
    )
    slug = models.SlugField(
        "address",
        max_length=80,
        unique=True,
        validators=[validate_offering_slug],
        help_text=(
            "The last part of the page's address: /areas/chula-vista for chula-vista (and "
            "/es/zonas/chula-vista in Spanish). Lower-case letters, digits and hyphens. Changing it "
            "later leaves the old address leading here."
        ),
    )
    kind = models.CharField(max_length=16, choices=Kind.choices, default=Kind.CITY)
    region = models.CharField(
        max_length=16,
        choices=Region.choices,
        help_text="The part of the county it belongs to: the index of areas groups the places by it.",
    )
    wikidata_url = models.URLField(
        "Wikidata item",
        max_length=120,
        validators=[validate_wikidata],
        help_text=(
            "The place's item on Wikidata, so search engines know exactly which place this is "
            "(search wikidata.org for it and paste the address)."
        ),
    )
    intro = models.TextField(
        "opening line",
        max_length=400,
        help_text=f"One or two sentences under the page's heading. {PLAIN_TEXT}",
    )
    local_section = RichTextField(
        "what we know about this place",
        blank=True,
        validators=rich_text_limit(LOCAL_SECTION_MAX),
        help_text=rich_text_help(
            "A section only this place could have: its businesses, its customers, how people search "
            "there, the work we have done there. At least 150 words lets search engines see the page "
            "without local proof. Start it with a level 2 heading.",
            LOCAL_SECTION_MAX,
        ),
    )
    services = models.ManyToManyField(
        Offering,
        blank=True,
        related_name="areas",
        limit_choices_to={"kind": Offering.Kind.SERVICE},
        help_text=(
            "The services we offer there: the page links to each, and each service page lists this place."
        ),
    )
    case_studies = models.ManyToManyField(
        CaseStudy,
        blank=True,
        related_name="areas",
        verbose_name="case studies from here",
        help_text="Work for clients in this place: local proof. The page links to each published one.",
    )
    testimonials = models.ManyToManyField(
        Testimonial,
        blank=True,
        related_name="areas",
        verbose_name="testimonials from here",
        help_text="Words of clients in this place: local proof. The page quotes each published one.",
    )
    meta_description = models.CharField(
        "meta description", max_length=META_DESCRIPTION_MAX, help_text=META_DESCRIPTION_HELP
    )
    is_published = models.BooleanField(
        "published", default=False, help_text="Untick for a draft: only editors see it, with Preview."
    )
    publish_from = models.DateTimeField(
        "publish from",
        default=timezone.now,
        help_text="When the page goes live. A time ahead schedules it: it appears on its own then.",
    )
    show_in_search_engines = models.BooleanField(
        "show in search engines",
        default=False,
        help_text=(
            "Allowed only while the page has local proof (a case study or testimonial from here, or "
            "a section of its own of at least 150 words) and shares at most half of its text with "
            "another area page. Unticked: visitors still reach it; search engines are asked not to "
            "index it, and it is left out of the sitemap and of the language links."
        ),
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField("last saved", auto_now=True, db_index=True)

    class Meta:
        ordering = ["region", "name_en", "pk"]
        verbose_name = "area we serve"
        verbose_name_plural = "areas we serve"

    def __str__(self):
        return self.name

    def get_absolute_url(self):
        return reverse("areas:page", kwargs={"slug": self.slug})

    @property
    def title(self) -> str:
        # The social card and the breadcrumb name the page by its place.
        return self.name

    def is_live_at(self, now) -> bool:
        return self.is_published and self.publish_from <= now


AreaBlock = create_plugin_base(Area)


class RichTextBlock(AreaBlock):
    text = RichTextField(
        validators=rich_text_limit(4000),
        help_text=rich_text_help("A section of text; start it with a level 2 heading.", 4000),
    )

    class Meta(AreaBlock.Meta):
        verbose_name = "rich text"
        verbose_name_plural = "rich text"

    def __str__(self):
        return "Rich text"


class CardBlock(AreaBlock):
    group_heading = group_heading_field()
    icon = IconField()
    title = models.CharField("heading", max_length=HEADING_MAX, help_text=PLAIN_LINE)
    text = models.TextField(max_length=400, help_text=PLAIN_TEXT)

    class Meta(AreaBlock.Meta):
        verbose_name = "card"

    def __str__(self):
        return self.title


class StepBlock(AreaBlock):
    group_heading = group_heading_field()
    title = models.CharField("heading", max_length=HEADING_MAX, help_text=f"Numbered in order. {PLAIN_LINE}")
    text = models.TextField(max_length=400, help_text=PLAIN_TEXT)

    class Meta(AreaBlock.Meta):
        verbose_name = "numbered step"

    def __str__(self):
        return self.title


class FaqBlock(AreaBlock):
    group_heading = group_heading_field()
    question = models.CharField(max_length=200, help_text=f"{PLAIN_LINE} End it with a question mark.")
    answer = RichTextField(
        validators=rich_text_limit(1000),
        help_text=rich_text_help("The answer, shown when a visitor opens the question.", 1000),
    )

    class Meta(AreaBlock.Meta):
        verbose_name = "FAQ question"

    def __str__(self):
        return self.question


class CtaBandBlock(AreaBlock):
    heading = models.CharField(max_length=HEADING_MAX, help_text=PLAIN_LINE)
    text = models.TextField(
        max_length=300, blank=True, help_text=f"Under the heading (optional). {PLAIN_TEXT}"
    )
    button_label = models.CharField("button", max_length=40, help_text=f"Its words. {PLAIN_LINE}")
    button_link = link_field("button's link")

    class Meta(AreaBlock.Meta):
        verbose_name = "call-to-action band"

    def __str__(self):
        return self.heading


# Every kind of block, in the order the admin's "add a block" menu offers them.
BLOCKS = [RichTextBlock, CardBlock, StepBlock, FaqBlock, CtaBandBlock]
# Each kind's words that count as the page's text (areas.rules).
BLOCK_TEXT_FIELDS = {
    RichTextBlock: ("text",),
    CardBlock: ("group_heading", "title", "text"),
    StepBlock: ("group_heading", "title", "text"),
    FaqBlock: ("group_heading", "question", "answer"),
    CtaBandBlock: ("heading", "text"),
}
