"""The kinds of page search holds: one class per kind says which rows are on the site (live now or
scheduled: the index keeps the window), what a row's title, headings and body are in a language,
its address, and which saved models change it. Adding a kind of page is one class here and one
line in KINDS.

Never indexed: drafts, unpublished case studies, campaign pages kept out of search engines, and
anything behind sign-in (no kind reads such rows).
"""

import html
import re
from dataclasses import dataclass
from datetime import datetime

from django.utils import translation
from django.utils.translation import gettext_lazy as _

from agency.i18n import SPANISH, needs_spanish, own_parts
from areas.models import BLOCKS as AREA_BLOCKS
from areas.models import Area
from areas.selectors import area_verdict
from areas.translation import TRANSLATED_FIELDS as AREA_FIELDS
from campaigns.models import BLOCKS, CampaignPage, shown_in
from campaigns.translation import TRANSLATED_FIELDS as CAMPAIGN_FIELDS
from insights.models import Article
from marketing.models import Benefit, CaseStudy, Faq, MethodologyStep, Offering, TransformationCard
from marketing.models.catalogue import Statistic

HEADING = re.compile(r"<h[2-4][^>]*>(.*?)</h[2-4]>", re.DOTALL | re.IGNORECASE)


@dataclass(frozen=True)
class Document:
    """What the index stores of one row in one language."""

    title: str
    headings: list[str]
    body: list[str]
    url: str
    published_at: datetime | None = None
    live_from: datetime | None = None
    live_until: datetime | None = None
    translated: bool = True


TAG = re.compile(r"<[^>]+>")


def plain(value) -> str:
    """Rich text as the words a visitor reads: every tag a space (two list items stay two words),
    entities as their characters."""
    return " ".join(html.unescape(TAG.sub(" ", str(value or ""))).split())


class Kind:
    """One kind of page. `name` is stored on each index row; `label` is what the results call it."""

    name: str
    label: str
    watch: tuple[type, ...] = ()

    def rows(self):
        """Every row of this kind a visitor may see now or later (drafts never)."""
        raise NotImplementedError

    def owners(self, instance) -> list:
        """The rows of this kind a saved or deleted `instance` changes (its own row, or the page a
        part belongs to)."""
        return [instance]

    def key(self, row) -> str:
        return str(row.pk)

    def document(self, row, language: str) -> Document:
        raise NotImplementedError

    def translated(self, row, language: str) -> bool:
        return language != SPANISH or not needs_spanish(row, *own_parts(row))


class OfferingKind(Kind):
    offering_kind: str

    watch = (Offering, Benefit, MethodologyStep, TransformationCard, Statistic)

    def rows(self):
        return Offering.objects.filter(kind=self.offering_kind).prefetch_related(
            "benefits", "steps", "transformations", "statistics"
        )

    def owners(self, instance):
        offering = instance if isinstance(instance, Offering) else instance.offering
        return [offering] if offering.kind == self.offering_kind else []

    def key(self, row) -> str:
        return row.slug

    def document(self, row, language):
        items = [*row.benefits.all(), *row.steps.all(), *row.transformations.all()]
        return Document(
            title=row.name,
            # The address's words too ("seo" of /services/seo): a visitor reads them in the link.
            headings=[
                row.title,
                row.slug.replace("-", " "),
                row.insights_heading,
                *(item.title for item in items),
            ],
            body=[
                row.summary,
                plain(row.description),
                plain(row.transform_intro),
                plain(row.approach),
                plain(row.why_choose),
                *(item.text for item in items),
                *(statistic.label for statistic in row.statistics.all()),
                plain(row.insights_text),
            ],
            url=row.get_absolute_url(),
            translated=self.translated(row, language),
        )


class ServiceKind(OfferingKind):
    name = "service"
    label = _("Service")
    offering_kind = Offering.Kind.SERVICE


class SolutionKind(OfferingKind):
    name = "solution"
    label = _("Solution")
    offering_kind = Offering.Kind.SOLUTION


class CaseStudyKind(Kind):
    name = "case_study"
    label = _("Case study")
    watch = (CaseStudy,)

    def rows(self):
        return CaseStudy.objects.filter(is_published=True)

    def key(self, row) -> str:
        return row.slug

    def document(self, row, language):
        return Document(
            title=row.title,
            headings=[row.client_name],
            body=[row.summary, plain(row.challenge), plain(row.approach), plain(row.results)],
            url=row.get_absolute_url(),
            translated=self.translated(row, language),
        )


class ArticleKind(Kind):
    name = "article"
    label = _("Article")
    watch = (Article,)

    def rows(self):
        # Published now or scheduled: a scheduled article waits in the index for its time.
        return Article.objects.filter(status=Article.Status.PUBLISHED)

    def key(self, row) -> str:
        return row.slug

    def document(self, row, language):
        return Document(
            title=row.title,
            headings=[plain(heading) for heading in HEADING.findall(row.body)],
            body=[row.summary, plain(HEADING.sub(" ", row.body))],
            url=row.get_absolute_url(),
            published_at=row.published_at,
            live_from=row.published_at,
            translated=self.translated(row, language),
        )


class FaqKind(Kind):
    name = "faq"
    label = _("Question and answer")
    watch = (Faq,)
    PAGES = {Faq.Topic.PRICING: "marketing:pricing", Faq.Topic.CONTACT: "marketing:contact"}

    def rows(self):
        return Faq.objects.all()

    def document(self, row, language):
        from django.urls import reverse

        return Document(
            title=row.question,
            headings=[],
            body=[plain(row.answer)],
            # The answer on its page: the FAQ list gives each question the id faq-<pk>.
            url=f"{reverse(self.PAGES[row.topic])}#faq-{row.pk}",
            translated=self.translated(row, language),
        )


class CampaignKind(Kind):
    name = "campaign"
    label = _("Campaign page")
    watch = (CampaignPage, *BLOCKS)

    def rows(self):
        # Published (live or scheduled) and shown to search engines; the window is the page's.
        return CampaignPage.objects.filter(is_published=True, in_search_engines=True)

    def owners(self, instance):
        if isinstance(instance, CampaignPage):
            return [instance]
        page = CampaignPage.objects.filter(pk=instance.parent_id).first()
        return [page] if page is not None else []

    def key(self, row) -> str:
        return row.slug

    def document(self, row, language):
        headings, body = [], []
        for model in BLOCKS:
            for block in model.objects.filter(parent=row).order_by("ordering"):
                if not shown_in(block, "A"):
                    continue
                for name in CAMPAIGN_FIELDS.get(model, ()):
                    if name in ("image_alt", "primary_label", "secondary_label", "button_label"):
                        continue
                    value = plain(getattr(block, name))
                    if name in ("heading", "group_heading", "title", "question"):
                        headings.append(value)
                    else:
                        body.append(value)
        return Document(
            title=row.title,
            headings=headings,
            body=[row.meta_description, *body],
            url=row.get_absolute_url(),
            live_from=row.publish_from,
            live_until=row.publish_until,
            translated=self.translated(row, language),
        )


class AreaKind(Kind):
    """The places we serve: an area page is indexed only while search engines may see it (published,
    "Show in search engines" on, and the rule of local proof and own words holds: areas.rules). The
    rule weighs each page against the others, so a change to any area, its blocks or its proof may
    change every area's verdict."""

    name = "area"
    label = _("Area we serve")
    watch = (Area, *AREA_BLOCKS, CaseStudy)

    def rows(self):
        candidates = Area.objects.filter(is_published=True, show_in_search_engines=True)
        allowed = [area.pk for area in candidates if area_verdict(area).allowed]
        return Area.objects.filter(pk__in=allowed)

    def owners(self, instance):
        return list(Area.objects.all())

    def key(self, row) -> str:
        return row.slug

    def document(self, row, language):
        headings, body = [], [row.intro, plain(row.local_section)]
        for model in AREA_BLOCKS:
            for block in model.objects.filter(parent=row).order_by("ordering"):
                for name in AREA_FIELDS.get(model, ()):
                    if name == "button_label":
                        continue
                    value = plain(getattr(block, name))
                    if name in ("heading", "group_heading", "title", "question"):
                        headings.append(value)
                    else:
                        body.append(value)
        return Document(
            title=row.name,
            headings=headings,
            body=[row.meta_description, *body],
            url=row.get_absolute_url(),
            live_from=row.publish_from,
            translated=self.translated(row, language),
        )


# Every kind, in the order equal results are listed.
KINDS: tuple[Kind, ...] = (
    ServiceKind(),
    SolutionKind(),
    CaseStudyKind(),
    ArticleKind(),
    FaqKind(),
    CampaignKind(),
    AreaKind(),
)
KIND_NAMES = {kind.name: kind for kind in KINDS}


def documents(kind: Kind, row):
    """The row's document in each language, each built with that language active."""
    for language in ("en", SPANISH):
        with translation.override(language):
            yield language, kind.document(row, language)
