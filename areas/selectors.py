"""Reads of the area pages: which page an address shows, its blocks and proof, whether search
engines may see it (areas.rules), what the index, the sitemap and site search list, and when the
next scheduled one goes live (the page cache renews then: publishing.page_cache.schedule_register)."""

from collections import OrderedDict
from dataclasses import dataclass
from datetime import datetime

from content_editor.contents import Contents, contents_for_item
from django.conf import settings
from django.contrib.redirects.models import Redirect
from django.template.loader import select_template
from django.urls import Resolver404, resolve, reverse
from django.utils import timezone, translation
from django.utils.translation import gettext as _

from agency.i18n import path_in_language
from areas import rules
from areas.models import BLOCKS, Area
from marketing.models import CaseStudy, Offering, Testimonial
from publishing.page_cache import per_content_version
from publishing.social_cards import CardFace


def _live():
    return Area.objects.filter(is_published=True, publish_from__lte=timezone.now())


def area_at(slug: str) -> Area | None:
    """The live area page at /areas/<slug>, or None (a draft, a scheduled page, no page)."""
    return _live().filter(slug=slug).first()


def area_contents(area: Area) -> Contents:
    return contents_for_item(area, BLOCKS)


def contents_of(area: Area, blocks: list) -> Contents:
    """Contents made of unsaved blocks (the admin's preview), in the order saving would give them."""
    contents = Contents(area.regions)
    for block in sorted(blocks, key=lambda block: block.ordering or 0):
        block.region = block.region or area.regions[0].key
        contents.add(block)
    return contents


def local_proof(area: Area) -> tuple[list[CaseStudy], list[Testimonial]]:
    """The published case studies and testimonials tied to the area."""
    if not area.pk:
        return [], []
    return (
        list(area.case_studies.filter(is_published=True).prefetch_related("headline_results")),
        list(area.testimonials.filter(is_published=True).select_related("case_study")),
    )


def area_services(area: Area) -> list[Offering]:
    if not area.pk:
        return []
    return list(area.services.filter(kind=Offering.Kind.SERVICE).order_by("order", "pk"))


def _texts(area: Area, blocks) -> dict[str, rules.PageText]:
    return {language: rules.page_text(area, blocks, language) for language in rules.languages_written(area)}


def _indexed_others(exclude_pk) -> dict[Area, dict[str, rules.PageText]]:
    """Every other area page shown in search engines, with its words in each language."""
    others = Area.objects.filter(show_in_search_engines=True).exclude(pk=exclude_pk)
    return {other: _texts(other, list(area_contents(other).main)) for other in others}


def area_verdict(area: Area, *, blocks=None, proof_count: int | None = None) -> rules.Verdict:
    """Whether search engines may see the area's page, and why not (areas.rules); `blocks` and
    `proof_count`: the admin's unsaved ones, else those stored."""
    if blocks is None:
        blocks = list(area_contents(area).main) if area.pk else []
    if proof_count is None:
        case_studies, testimonials = local_proof(area)
        proof_count = len(case_studies) + len(testimonials)
    texts = _texts(area, blocks)
    similar = rules.most_similar(texts, _indexed_others(area.pk))
    return rules.verdict(name=area.name, proof_count=proof_count, texts=texts, similar=similar)


def shown_to_search_engines(area: Area) -> bool:
    """The editor's switch, and the rule still holds (the proof may have been unpublished since)."""
    return area.show_in_search_engines and area_verdict(area).allowed


@per_content_version
def _indexable_slugs() -> frozenset[str]:
    return frozenset(
        area.slug for area in _live().filter(show_in_search_engines=True) if area_verdict(area).allowed
    )


def live_areas() -> list[Area]:
    """The live area pages search engines may see, by region and name: the sitemap's, and site
    search's (the `search` app indexes these)."""
    slugs = _indexable_slugs()
    return [area for area in _live() if area.slug in slugs]


def live_paths() -> list[str]:
    """The addresses of every live area page, in each language, a noindex one too (the beacon counts
    its views, and Reports name it as a landing page)."""
    return [path for area in _live() for path in area_paths(area)]


def area_paths(area: Area) -> list[str]:
    return [path_in_language(area.get_absolute_url(), code) for code, _name in settings.LANGUAGES]


def next_publication_at() -> datetime | None:
    return (
        Area.objects.filter(is_published=True, publish_from__gt=timezone.now())
        .order_by("publish_from")
        .values_list("publish_from", flat=True)
        .first()
    )


@dataclass(frozen=True)
class RegionGroup:
    label: str
    areas: list


def index_groups() -> list[RegionGroup]:
    """The live areas grouped by region, in the regions' order, each group by name."""
    groups: OrderedDict[str, list] = OrderedDict((key, []) for key, _label in Area.Region.choices)
    for area in _live().order_by("name_en"):
        groups[area.region].append(area)
    labels = dict(Area.Region.choices)
    return [RegionGroup(str(labels[key]), areas) for key, areas in groups.items() if areas]


def service_areas(offering) -> list[Area]:
    """The live areas where a service is offered (its page lists them). `offering` may be the
    admin's preview of unsaved changes, which stands for the row by its id (none: not yet saved)."""
    if offering.pk is None:
        return []
    return list(_live().filter(services__pk=offering.pk).order_by("name_en"))


def picture_template(area: Area):
    """The area's drawn picture (templates/areas/pictures/<id>.html), else the county's."""
    return select_template([f"areas/pictures/{area.slug}.html", "areas/pictures/default.html"])


# -- Addresses: an area's never shadows another page --------------------------------------------
def address_clash(slug: str, *, own: Area | None = None) -> str:
    """Why /areas/<slug> (or its Spanish twin) may not be this area's address, or "": another area
    has it, another route answers there, or a redirect still leads from it to another page."""
    own_pk = own.pk if own is not None else None
    other = Area.objects.filter(slug=slug).exclude(pk=own_pk).first()
    if other is not None:
        return f"/areas/{slug} is already the address of the area page “{other}”."
    own_paths = set(area_paths(own)) if own is not None and own_pk and own.slug else set()
    for code, _name in settings.LANGUAGES:
        with translation.override(code):
            path = reverse("areas:page", kwargs={"slug": slug})
            try:
                match = resolve(path)
            except Resolver404:
                match = None
        if match is None or (match.namespace, match.url_name) != ("areas", "page"):
            return f"{path} is the address of another page of the site: choose another address."
        moved = Redirect.objects.filter(old_path=path).exclude(new_path__in=own_paths).first()
        if moved is not None:
            return (
                f"{path} was the address of a page that moved to {moved.new_path}, and it still leads "
                "there. Choose another address."
            )
    return ""


# -- The social card (publishing.social_cards.CardKind) -----------------------------------------
def index_card_owner() -> Area:
    """The index's stand-in for its card: an unsaved area marked as the index."""
    owner = Area()
    owner.is_index = True
    return owner


class AreaCards:
    """An area page's card, /social-cards/area-<id>/..., "Areas we serve" above the place's name;
    and the index's, /social-cards/areas-index/.... Only a live page's is drawn."""

    model = Area
    prefixes = ("area", "areas")

    def key(self, area: Area) -> str:
        return "areas-index" if getattr(area, "is_index", False) else f"area-{area.slug}"

    def find(self, prefix: str, ident: str) -> Area | None:
        if prefix == "areas":
            return index_card_owner() if ident == "index" else None
        return area_at(ident)

    def face(self, area: Area) -> CardFace:
        if getattr(area, "is_index", False):
            return CardFace(label=_("Areas we serve"), heading=_("Areas we serve in San Diego County"))
        return CardFace(label=_("Areas we serve"), heading=area.name)
