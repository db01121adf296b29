"""Reads of the site's content. Pages and templates go through these functions, never the ORM."""

import contextlib
import logging
from dataclasses import dataclass, field
from datetime import datetime

from django.core.cache import cache
from django.db.models import CharField, Max, Prefetch, Q, QuerySet, Value
from django.urls import reverse
from django.utils.translation import get_language

from marketing import content
from marketing.models import (
    AI_AUTOMATION_SLUG,
    Benefit,
    BrandLogo,
    CaseStudy,
    CaseStudyResult,
    CoreValue,
    Differentiator,
    Faq,
    MethodologyStep,
    Milestone,
    Offering,
    Page,
    PageBlock,
    Service,
    SiteIdentity,
    Solution,
    Statistic,
    TeamMember,
    Testimonial,
    TransformationCard,
    Vertical,
    WhyActNowPoint,
    WhyChoosePoint,
)
from publishing.page_cache import versioned_key
from publishing.social_cards import CardFace

logger = logging.getLogger(__name__)

FOOTER_SERVICE_COUNT = 5


@dataclass(frozen=True)
class NavLink:
    name: str
    href: str
    description: str = ""


def navigation() -> dict:
    """The header and footer menus: products (AI automation and the services), use cases
    (solutions), and the footer's first five detail services. Cached per content version."""
    # Per language: the names and the addresses (/es/servicios/...) are the active language's.
    key = versioned_key(f"navigation:{get_language()}")
    menus = cache.get(key)
    if menus is None:
        menus = _navigation()
        cache.set(key, menus, timeout=None)
    return menus


def _navigation() -> dict:
    def link(item: Offering) -> NavLink:
        return NavLink(item.name, item.get_absolute_url(), item.summary)

    services = list(Service.objects.only("kind", "slug", "name", "summary"))
    solutions = list(Solution.objects.only("kind", "slug", "name", "summary"))
    detail_services = [s for s in services if s.slug != AI_AUTOMATION_SLUG]
    return {
        "products": [link(s) for s in services],
        "use_cases": [link(s) for s in solutions],
        "footer_services": [link(s) for s in detail_services[:FOOTER_SERVICE_COUNT]],
    }


# --------------------------------------------------------------------------------------------
# The agency's identity
# --------------------------------------------------------------------------------------------


def site_identity() -> SiteIdentity:
    """The agency's name, contact details, address, social profiles and logo. Before
    `load_content` has stored the row, the values it will start with (environment, then seed).
    Cached per content version: saving it in the admin changes every page at once."""
    try:
        key = versioned_key("identity")
        identity = cache.get(key)
    except Exception:
        # Emails read it too: a cache outage falls back to the database.
        logger.warning("Cache unavailable; identity read from the database.", exc_info=True)
        key, identity = None, None
    if identity is None:
        identity = SiteIdentity.objects.filter(pk=SiteIdentity.SINGLETON_ID).first()
        if identity is None:
            return SiteIdentity(pk=SiteIdentity.SINGLETON_ID, **content.initial_identity_values())
        if key is not None:
            with contextlib.suppress(Exception):
                cache.set(key, identity, timeout=None)
    return identity


# --------------------------------------------------------------------------------------------
# Services and solutions
# --------------------------------------------------------------------------------------------


def service_list() -> list[Offering]:
    """Every service in menu order, AI automation included (the home page's service cards)."""
    return list(Service.objects.all())


def _with_sections(queryset):
    return queryset.prefetch_related("benefits", "steps", "transformations", "statistics", "verticals")


def offering_get(slug: str) -> Offering | None:
    """The detail page's item: service ids are matched before solution ids (spec)."""
    for model in (Service, Solution):
        item = _with_sections(model.objects.filter(slug=slug)).first()
        if item is not None:
            return item
    return None


def ai_automation_get() -> Offering | None:
    return _with_sections(Service.objects.filter(slug=AI_AUTOMATION_SLUG)).first()


def contact_service_options() -> list[dict]:
    """The catalogue's services as the contact forms offer them (id and name, menu order, AI
    automation included). The leads app reads them here and adds its own "Other" choice.

    Cached per content version, like the pages: a form on a cached page and the API always agree.
    The lead API relies on it, so a cache outage falls back to the database instead of failing.
    """
    try:
        key = versioned_key(f"contact-services:{get_language()}")
        choices = cache.get(key)
    except Exception:
        logger.warning("Cache unavailable; contact services read from the database.", exc_info=True)
        return _contact_service_options()
    if choices is None:
        choices = _contact_service_options()
        with contextlib.suppress(Exception):
            cache.set(key, choices, timeout=None)
    return choices


def _contact_service_options() -> list[dict]:
    return [{"id": s.slug, "name": s.name} for s in Service.objects.only("slug", "name")]


# --------------------------------------------------------------------------------------------
# Shared sections
# --------------------------------------------------------------------------------------------


def why_choose_points() -> list[WhyChoosePoint]:
    return list(WhyChoosePoint.objects.all())


def why_act_now_points() -> list[WhyActNowPoint]:
    return list(WhyActNowPoint.objects.all())


def brand_logos() -> list[BrandLogo]:
    return list(BrandLogo.objects.all())


def faq_list(topic: str) -> list[Faq]:
    return list(Faq.objects.filter(topic=topic))


def core_values() -> list[CoreValue]:
    return list(CoreValue.objects.all())


def differentiators() -> list[Differentiator]:
    return list(Differentiator.objects.all())


def milestones() -> list[Milestone]:
    return list(Milestone.objects.all())


# --------------------------------------------------------------------------------------------
# Pages
# --------------------------------------------------------------------------------------------


@dataclass
class PageContent:
    """A page's copy. `block.<slot>` is the slot's first block, `blocks.<slot>` all of them."""

    page: Page
    block: dict[str, PageBlock] = field(default_factory=dict)
    blocks: dict[str, list[PageBlock]] = field(default_factory=dict)


def page_content(key: str) -> PageContent:
    """The page's copy from the database; the seed copy until `load_content` has stored it."""
    page = Page.objects.filter(key=key).prefetch_related(Prefetch("blocks")).first()
    if page is not None:
        block_list = list(page.blocks.all())
    else:
        page, block_list = _seed_page(key)
    result = PageContent(page=page)
    for block in block_list:
        result.blocks.setdefault(block.slot, []).append(block)
        result.block.setdefault(block.slot, block)
    return result


def _seed_page(key: str) -> tuple[Page, list[PageBlock]]:
    item = next(p for p in content.PAGES if p["key"] == key)
    page = Page(**{f: item[f] for f in ("key", "title", "meta_description", "heading", "intro")})
    blocks = [
        PageBlock(order=i, slot=slot, heading=heading, body=body, icon=icon)
        for i, (slot, heading, body, icon) in enumerate(item["blocks"])
    ]
    return page, blocks


# --------------------------------------------------------------------------------------------
# Last modification dates (sitemap)
# --------------------------------------------------------------------------------------------


def _latest(*dates: datetime | None) -> datetime | None:
    known = [d for d in dates if d is not None]
    return max(known) if known else None


def _rows_latest(*related) -> datetime | None:
    """The latest `updated_at` among the rows of related managers (prefetched: no query)."""
    return _latest(*(row.updated_at for manager in related for row in manager.all()))


def latest_updates(querysets: dict[str, QuerySet]) -> dict[str, datetime | None]:
    """When the rows of each named queryset last changed (None: it has none), all in one query:
    the sitemap's dates cost the same however many pages it lists."""
    # As plain querysets: modeltranslation's puts a translated model's selected columns in an order
    # of its own, and the parts of a UNION must agree on theirs.
    parts = [
        QuerySet(model=queryset.model, query=queryset.query.chain())
        .order_by()
        .annotate(part=Value(name, output_field=CharField()))
        .values("part")
        .annotate(latest=Max("updated_at"))
        .values_list("part", "latest")
        for name, queryset in querysets.items()
    ]
    found = dict(parts[0].union(*parts[1:], all=True).order_by()) if parts else {}
    return {name: found.get(name) for name in querysets}


def _ai_automation_rows() -> dict[str, QuerySet]:
    item = Service.objects.filter(slug=AI_AUTOMATION_SLUG)
    return {
        "ai-automation": item,
        **{f"ai-automation-{name}": model.objects.filter(offering__in=item) for name, model in _SECTIONS},
    }


def shared_updates() -> dict[str, datetime | None]:
    """When the content that fixed pages and detail pages share last changed (page_lastmod,
    offering_lastmod, work_lastmod read it). Cached per content version: only a save changes it."""
    key = versioned_key("shared-updates")
    found = cache.get(key)
    if found is None:
        found = _shared_updates()
        cache.set(key, found, timeout=None)
    return found


def _shared_updates() -> dict[str, datetime | None]:
    published = CaseStudy.objects.filter(is_published=True)
    return latest_updates(
        {
            "offerings": Offering.objects.all(),
            "services": Service.objects.all(),
            "brand-logos": BrandLogo.objects.all(),
            "why-choose": WhyChoosePoint.objects.all(),
            "why-act-now": WhyActNowPoint.objects.all(),
            "case-studies": CaseStudy.objects.all(),
            "testimonials": Testimonial.objects.all(),
            "published-case-studies": published,
            "published-results": CaseStudyResult.objects.filter(case_study__in=published),
            "core-values": CoreValue.objects.all(),
            "differentiators": Differentiator.objects.all(),
            "milestones": Milestone.objects.all(),
            "team": TeamMember.objects.all(),
            "pricing-faqs": Faq.objects.filter(topic=Faq.Topic.PRICING),
            "contact-faqs": Faq.objects.filter(topic=Faq.Topic.CONTACT),
            **_ai_automation_rows(),
        }
    )


def offering_lastmod(
    offering: Offering, parts_updated: datetime | None, shared: dict[str, datetime | None]
) -> datetime | None:
    """When anything shown on the item's page last changed: the item, its sections
    (`parts_updated`: agency.i18n.parts_summaries) and the "why act now" points every detail page
    shows (`shared`: shared_updates())."""
    return _latest(offering.updated_at, parts_updated, shared["why-act-now"])


_SECTIONS = (
    ("benefits", Benefit),
    ("steps", MethodologyStep),
    ("transformations", TransformationCard),
    ("statistics", Statistic),
    ("verticals", Vertical),
)


def sitemap_pages() -> dict[str, Page]:
    """The stored fixed pages by key, their blocks read in the same go."""
    return {page.key: page for page in Page.objects.prefetch_related("blocks")}


def page_lastmod(key: str, page: Page | None, shared: dict[str, datetime | None]) -> datetime | None:
    """When anything shown on a fixed page last changed (None before the content is loaded): the
    page and its blocks (`page`, from sitemap_pages()) and what else it shows (`shared`:
    shared_updates())."""
    page_dates = [page.updated_at, _rows_latest(page.blocks)] if page else []
    extra = {
        Page.Key.HOME: ("offerings", "brand-logos", "why-choose", "case-studies", "testimonials"),
        Page.Key.AI_AUTOMATION: (
            "ai-automation",
            *(f"ai-automation-{name}" for name, _model in _SECTIONS),
            "why-act-now",
        ),
        Page.Key.WORK: ("published-case-studies", "published-results"),
        Page.Key.ABOUT: ("core-values", "differentiators", "milestones", "team"),
        Page.Key.PRICING: ("pricing-faqs",),
        Page.Key.CONTACT: ("contact-faqs", "services"),
    }.get(key, ())
    if key == Page.Key.AI_AUTOMATION and shared["ai-automation"] is None:
        extra = ()  # no AI automation item: its page shows no catalogue content
    return _latest(*page_dates, *(shared[name] for name in extra))


# The sections of a detail page that list items, with what the editor adds to fill them.
DETAIL_SECTIONS = (
    ("How We Transform Your Business", "transformations", "transformation cards"),
    ("Our Approach", "steps", "Our Approach steps"),
    ("Why Choose Us", "benefits", "benefits"),
    ("Industry Insights", "statistics", "Industry Insights statistics"),
)
AI_AUTOMATION_SECTIONS = (
    ("Benefits", "benefits", "benefits"),
    ("Verticals", "verticals", "verticals"),
    ("Process", "steps", "Our Approach steps (the process)"),
    ("Statistics beside the heading", "statistics", "Industry Insights statistics"),
)


def offering_empty_sections(offering) -> list[tuple[str, str]]:
    """(section, what fills it) for each section of the item's page that has no item yet. Works on
    a stored item and on the admin's unsaved preview (marketing.page_previews.PreviewOffering)."""
    ai_page = offering.is_service and offering.slug == AI_AUTOMATION_SLUG
    sections = AI_AUTOMATION_SECTIONS if ai_page else DETAIL_SECTIONS
    return [
        (title, fills) for title, related, fills in sections if not list(getattr(offering, related).all())
    ]


def sitemap_offerings() -> list[Offering]:
    """The service and solution detail pages (AI automation has its own fixed page)."""
    services = Service.objects.exclude(slug=AI_AUTOMATION_SLUG)
    # A solution whose id is also a service id is unreachable: the service is matched first.
    solutions = Solution.objects.exclude(slug__in=Service.objects.values("slug"))
    return [*services, *solutions]


# --------------------------------------------------------------------------------------------
# Social cards
# --------------------------------------------------------------------------------------------


class _PageCards:
    model = Page
    prefixes = ("page",)

    def key(self, page: Page) -> str:
        return f"page-{page.key}"

    def find(self, prefix: str, ident: str) -> Page | None:
        return page_content(ident).page if ident in Page.Key.values else None

    def face(self, page: Page) -> CardFace:
        label = page.title if page.key == Page.Key.HOME else page.get_key_display()
        return CardFace(label=label, heading=page.heading)


class _OfferingCards:
    model = Offering
    prefixes = ("service", "solution")

    def key(self, offering: Offering) -> str:
        return f"{offering.kind}-{offering.slug}"

    def find(self, prefix: str, ident: str) -> Offering | None:
        return {"service": Service, "solution": Solution}[prefix].objects.filter(slug=ident).first()

    def face(self, offering: Offering) -> CardFace:
        return CardFace(label=offering.name, heading=offering.title, icon=offering.icon)


class _CaseStudyCards:
    model = CaseStudy
    prefixes = ("work",)

    def key(self, case_study: CaseStudy) -> str:
        return f"work-{case_study.slug}"

    def find(self, prefix: str, ident: str) -> CaseStudy | None:
        return CaseStudy.objects.filter(slug=ident, is_published=True).first()

    def face(self, case_study: CaseStudy) -> CardFace:
        label = f"Case study: {case_study.client_name}"
        picture = case_study.hero_image.name if case_study.hero_image else ""
        return CardFace(label=label, heading=case_study.title, picture=picture)


# The catalogue's kinds of page with a card, registered with publishing.social_cards at start-up.
CARD_KINDS = (_PageCards(), _OfferingCards(), _CaseStudyCards())


# --------------------------------------------------------------------------------------------
# Proof: case studies, testimonials, the team
# --------------------------------------------------------------------------------------------

HOME_FEATURED_CASE_STUDIES = 3
HOME_TESTIMONIALS = 3
RELATED_CASE_STUDIES = 3
SERVICE_TESTIMONIALS = 2


def _published_case_studies():
    return (
        CaseStudy.objects.filter(is_published=True)
        .select_related("industry")
        .prefetch_related(
            Prefetch("services", queryset=Service.objects.only("kind", "slug", "name")),
            "headline_results",
        )
    )


@dataclass(frozen=True)
class CaseStudyFilter:
    """The /work list narrowed to one service or one industry (a solution), or not at all."""

    kind: str = ""  # "", "service" or "industry"
    item: Offering | None = None

    @property
    def path(self) -> str:
        if self.item is None:
            return reverse("marketing:work")
        name = "marketing:work-service" if self.kind == "service" else "marketing:work-industry"
        return reverse(name, kwargs={"slug": self.item.slug})


def case_study_list(work_filter: CaseStudyFilter | None = None) -> list[CaseStudy]:
    """Published case studies: featured first, then by order, then newest."""
    queryset = _published_case_studies()
    if work_filter and work_filter.item is not None:
        if work_filter.kind == "service":
            queryset = queryset.filter(services=work_filter.item)
        else:
            queryset = queryset.filter(industry=work_filter.item)
    return list(queryset.distinct())


def case_study_filters() -> dict[str, list[Offering]]:
    """The services and industries (solutions) that published case studies use, in menu order."""
    published = CaseStudy.objects.filter(is_published=True)
    return {
        "services": list(Service.objects.filter(case_studies__in=published).distinct()),
        "industries": list(Solution.objects.filter(industry_case_studies__in=published).distinct()),
    }


def case_study_filter_list() -> list[CaseStudyFilter]:
    """Every filter of /work that finds something: the services, then the industries."""
    filters = case_study_filters()
    return [
        *(CaseStudyFilter(kind="service", item=item) for item in filters["services"]),
        *(CaseStudyFilter(kind="industry", item=item) for item in filters["industries"]),
    ]


def case_study_filter_get(kind: str, slug: str) -> CaseStudyFilter | None:
    model = {"service": Service, "industry": Solution}.get(kind)
    item = model.objects.filter(slug=slug).first() if model else None
    return CaseStudyFilter(kind=kind, item=item) if item else None


def case_study_get(slug: str) -> CaseStudy | None:
    return (
        _published_case_studies()
        .prefetch_related(
            "pictures", Prefetch("testimonials", queryset=Testimonial.objects.filter(is_published=True))
        )
        .filter(slug=slug)
        .first()
    )


def featured_case_studies() -> list[CaseStudy]:
    return list(_published_case_studies().filter(is_featured=True)[:HOME_FEATURED_CASE_STUDIES])


def related_case_studies(offering: Offering) -> list[CaseStudy]:
    """A service's case studies (those that used it) or a solution's (clients of that industry)."""
    queryset = _published_case_studies()
    # By id: the admin's preview passes a stand-in for the offering, not the model instance.
    if offering.is_service:
        queryset = queryset.filter(services__pk=offering.pk)
    else:
        queryset = queryset.filter(industry_id=offering.pk)
    return list(queryset.distinct()[:RELATED_CASE_STUDIES])


def more_case_studies(case_study: CaseStudy, count: int = 2) -> list[CaseStudy]:
    return list(_published_case_studies().exclude(pk=case_study.pk)[:count])


def _published_testimonials():
    return Testimonial.objects.filter(is_published=True).select_related("case_study")


def home_testimonials() -> list[Testimonial]:
    return list(_published_testimonials()[:HOME_TESTIMONIALS])


def service_testimonials(offering: Offering) -> list[Testimonial]:
    return list(_published_testimonials().filter(services__pk=offering.pk).distinct()[:SERVICE_TESTIMONIALS])


def team_members() -> list[TeamMember]:
    return list(TeamMember.objects.filter(is_published=True))


def case_study_lastmod(case_study: CaseStudy, *updates: datetime | None) -> datetime | None:
    """When anything shown on the case study's page last changed: the case study, and `updates`
    (its results' and pictures': agency.i18n.parts_summaries; its testimonials': testimonial_updates)."""
    return _latest(case_study.updated_at, *updates)


def testimonial_updates(case_studies: list[CaseStudy]) -> dict[int, datetime]:
    """When each case study's testimonials last changed, in one query."""
    rows = (
        Testimonial.objects.filter(case_study__in=case_studies)
        .order_by()
        .values("case_study")
        .annotate(latest=Max("updated_at"))
        .values_list("case_study", "latest")
    )
    return dict(rows)


def work_lastmod(shared: dict[str, datetime | None]) -> datetime | None:
    """When the list of published case studies last changed (`shared`: shared_updates())."""
    return _latest(shared["published-case-studies"], shared["published-results"])


def sitemap_case_studies() -> list[CaseStudy]:
    return list(CaseStudy.objects.filter(is_published=True).order_by("-published_on", "pk"))


# The catalogue's sample content (marketing.content.proof) and what "on the site" means for it: the
# deploy check (publishing.checks) warns while any is published.
SAMPLE_KINDS = {
    CaseStudy: Q(is_published=True),
    Testimonial: Q(is_published=True),
    TeamMember: Q(is_published=True),
}
