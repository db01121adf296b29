"""Reads of the landing pages: which page an address shows, its blocks, what the sitemap lists and
when the next one starts or ends (the page cache renews then: marketing.cache.schedule_register)."""

from datetime import datetime

from content_editor.contents import Contents, contents_for_item
from django.db.models import Q
from django.utils import timezone

from campaigns.models import BLOCKS, CampaignPage, FaqBlock, FormBlock, HeroBlock
from marketing.social_cards import CardFace


def campaign_at(slug: str) -> CampaignPage | None:
    """The page at /lp/<slug> that visitors may reach: live, or ended (its address then answers 301
    or 410). A draft, a scheduled page or no page: None."""
    return CampaignPage.objects.filter(slug=slug, is_published=True, publish_from__lte=timezone.now()).first()


def campaign_get(slug: str) -> CampaignPage | None:
    """The live page at /lp/<slug> (its social card too), or None."""
    page = campaign_at(slug)
    return page if page is not None and page.state == CampaignPage.State.LIVE else None


class CampaignCards:
    """A campaign page's social card (marketing.social_cards.CardKind): /social-cards/campaign-<id>/...,
    its hero's eyebrow (or its title) above its title and the hero's picture beside; only a live
    page's is drawn."""

    model = CampaignPage
    prefixes = ("campaign",)

    def key(self, page: CampaignPage) -> str:
        return f"campaign-{page.slug}"

    def find(self, prefix: str, ident: str) -> CampaignPage | None:
        return campaign_get(ident)

    def face(self, page: CampaignPage) -> CardFace:
        hero = page.hero()
        picture = page.hero_image.name if page.hero_image else ""
        return CardFace(
            label=(hero.eyebrow if hero else "") or page.title, heading=page.title, picture=picture
        )


def _live():
    now = timezone.now()
    return CampaignPage.objects.filter(is_published=True, publish_from__lte=now).filter(
        Q(publish_until__isnull=True) | Q(publish_until__gt=now)
    )


def sitemap_campaigns() -> list[CampaignPage]:
    """The live pages shown in search engines (a noindex page stays out of the sitemap)."""
    return list(_live().filter(in_search_engines=True).order_by("slug"))


def live_paths() -> list[str]:
    """The address of every live page (the beacon counts their views)."""
    return [page.get_absolute_url() for page in _live()]


def next_change_at() -> datetime | None:
    """The next start or end of a published page, after now (None: nothing is scheduled)."""
    now = timezone.now()
    published = CampaignPage.objects.filter(is_published=True)
    starts = (
        published.filter(publish_from__gt=now).order_by("publish_from").values_list("publish_from", flat=True)
    )
    ends = (
        published.filter(publish_until__gt=now)
        .order_by("publish_until")
        .values_list("publish_until", flat=True)
    )
    found = [when for when in (starts.first(), ends.first()) if when is not None]
    return min(found) if found else None


def campaign_contents(page: CampaignPage) -> Contents:
    """The page's blocks, in their order (content_editor's Contents: `contents.main`)."""
    return contents_for_item(page, BLOCKS)


def contents_of(page: CampaignPage, blocks: list) -> Contents:
    """Contents made of unsaved blocks (the admin's preview), in the order saving would give them."""
    contents = Contents(page.regions)
    for block in blocks:
        block.region = block.region or page.regions[0].key
        contents.add(block)
    return contents


def faq_blocks(contents: Contents) -> list[FaqBlock]:
    return [block for block in contents.main if isinstance(block, FaqBlock)]


def hero_of(contents: Contents) -> HeroBlock | None:
    return next((block for block in contents.main if isinstance(block, HeroBlock)), None)


def form_blocks(contents: Contents) -> list[FormBlock]:
    return [block for block in contents.main if isinstance(block, FormBlock)]


def campaign_picture_files() -> list[str]:
    """The stored pictures of every hero block (their renditions are made by `load_content`)."""
    return [name for name in HeroBlock.objects.exclude(image="").values_list("image", flat=True) if name]
