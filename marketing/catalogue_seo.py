"""The SEO of the catalogue's own pages (an offering, a case study: their titles, Service and Article
JSON-LD) and the picture every page shares (its editor's upload, else its card at marketing's
/social-cards/ address). The rest of a page's metadata is publishing.seo's."""

from django.urls import reverse

from publishing import social_cards
from publishing.richtext import rich_text_to_plain
from publishing.seo import absolute_url, image_url, organization_ref, page_seo
from publishing.social_cards import SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH


def item_seo(
    request, item, *, title: str, structured_data: list[dict], og_type: str = "website", parts: tuple = ()
) -> dict:
    """The SEO of a catalogue item's own page (an offering, a case study): the editor's SEO title
    and meta description where they are set, else `title` and the item's summary. `parts`: the
    item's own rows shown on its page (an offering's benefits...), for the Spanish fallback."""
    return page_seo(
        request,
        title=item.seo_title or title,
        description=item.meta_description or item.summary,
        path=item.get_absolute_url(),
        og_type=og_type,
        structured_data=structured_data,
        social=social_image(request, item),
        content=(item, *parts),
    )


def social_image(request, owner) -> dict:
    """The page's og:image: the editor's uploaded picture, else its generated card (a URL that
    changes with whatever the card shows). Absolute URLs, with size and alt text."""
    if getattr(owner, "social_image", None):
        url = owner.social_image.url
        return {
            "url": url if url.startswith(("http://", "https://")) else absolute_url(request, url),
            "width": owner.social_image_width,
            "height": owner.social_image_height,
            "alt": owner.social_image_alt or _heading(owner),
            "type": "",
        }
    spec = social_cards.social_card_spec(owner)
    path = reverse(
        "marketing:social-card", kwargs={"key": social_cards.social_card_key(owner), "digest": spec.digest}
    )
    return {
        "url": absolute_url(request, path),
        "width": SOCIAL_CARD_WIDTH,
        "height": SOCIAL_CARD_HEIGHT,
        "alt": getattr(owner, "social_image_alt", "") or f"{spec.site_name}: {spec.heading}",
        "type": "image/png",
    }


def _heading(owner) -> str:
    return getattr(owner, "heading", "") or owner.title


def service(request, offering) -> dict:
    return {
        "@context": "https://schema.org",
        "@type": "Service",
        "name": offering.name,
        "serviceType": offering.name,
        "description": rich_text_to_plain(offering.description),
        "url": absolute_url(request, offering.get_absolute_url()),
        "areaServed": "US",
        "provider": organization_ref(request),
    }


def article(request, case_study) -> dict:
    """A case study as schema.org Article: what it is about, when, and who published it."""
    organization = organization_ref(request)
    url = absolute_url(request, case_study.get_absolute_url())
    return {
        "@context": "https://schema.org",
        "@type": "Article",
        "headline": case_study.title,
        "description": case_study.summary,
        "image": [image_url(request, case_study.hero_image)] if case_study.hero_image else [],
        "datePublished": case_study.published_on.isoformat(),
        "dateModified": case_study.updated_at.isoformat(),
        "author": organization,
        "publisher": organization,
        "mainEntityOfPage": {"@type": "WebPage", "@id": url},
        "url": url,
        "about": [{"@type": "Thing", "name": service.name} for service in case_study.services.all()],
    }
