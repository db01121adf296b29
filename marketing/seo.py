"""Search engine metadata: absolute URLs, page titles and the JSON-LD structured data."""

import re

from django.conf import settings
from django.urls import reverse
from django.utils import translation
from django.utils.translation import gettext as _

from agency.i18n import page_needs_noindex, path_in_language
from agency.richtext import rich_text_to_plain
from marketing.selectors import site_identity
from publishing import social_cards
from publishing.social_cards import SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH


def absolute_url(request, path: str) -> str:
    """The public address of a path, on SITE_URL (never the request's Host); an address that is
    absolute already (an upload on object storage) stays as it is."""
    if path.startswith(("https://", "http://")):
        return path
    return settings.SITE_URL + path


_BRAND_SEPARATORS = "|-–—:·"


def branded_title(title: str, brand: str) -> str:
    """The title with the agency's name after it, once: "Email Marketing | Driftline Digital".

    A title the editor already ended with the name (after |, -, –, —, : or ·) gets the house
    separator; a title naming the agency anywhere else is kept as typed; the name alone stays alone.
    """
    title = " ".join(title.split())
    if not brand:
        return title
    ending = re.compile(rf"\s*[{re.escape(_BRAND_SEPARATORS)}]\s*{re.escape(brand)}$", re.IGNORECASE)
    stripped = ending.sub("", title)
    if not stripped or stripped.casefold() == brand.casefold():
        return brand
    if stripped == title and brand.casefold() in title.casefold():
        return title
    return f"{stripped} | {brand}"


def page_seo(
    request,
    *,
    title: str,
    description: str,
    path: str,
    exact_title: bool = False,
    structured_data: list[dict] | None = None,
    og_type: str = "website",
    social: dict | None = None,
    content: tuple = (),
) -> dict:
    """`content`: the rows the page shows as its own (its copy, the item and its parts). In Spanish,
    a page any of them lacks Spanish for shows their English and is `noindex` (agency.i18n)."""
    full_title = title if exact_title else branded_title(title, site_identity().name)
    return {
        "title": full_title,
        "description": description,
        # The address in the page's language, whatever language the view named it in.
        "canonical": absolute_url(request, path_in_language(path)),
        "og_type": og_type,
        "structured_data": with_language(structured_data or []),
        "image": social,
        "noindex": page_needs_noindex(*content),
    }


# The schema.org types (CreativeWork and its kinds) the site describes a page or an article with.
_CREATIVE_WORKS = {"WebSite", "WebPage", "FAQPage", "Article", "BlogPosting", "CollectionPage"}


def with_language(blocks: list[dict]) -> list[dict]:
    """Each JSON-LD block describing a page or an article says which language it is in."""
    language = translation.get_language() or settings.LANGUAGE_CODE
    for block in blocks:
        if block.get("@type") in _CREATIVE_WORKS:
            block.setdefault("inLanguage", language)
    return blocks


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


def _absolute_file_url(request, file) -> str:
    url = file.url
    return url if url.startswith(("http://", "https://")) else absolute_url(request, url)


def _heading(owner) -> str:
    return getattr(owner, "heading", "") or owner.title


def organization(request) -> dict:
    """The agency as schema.org Organization, from its identity (editable in the Django admin)."""
    identity = site_identity()
    address = {
        "@type": "PostalAddress",
        "streetAddress": identity.street_address,
        "addressLocality": identity.locality,
        "addressRegion": identity.region,
        "postalCode": identity.postal_code,
        "addressCountry": identity.country,
    }
    contact_point = {
        "@type": "ContactPoint",
        "contactType": "customer support",
        "email": identity.email,
        "telephone": identity.phone,
        "areaServed": "US",
        "availableLanguage": "English",
    }
    data = {
        "@context": "https://schema.org",
        "@type": "Organization",
        "@id": absolute_url(request, "/#organization"),
        "name": identity.name,
        "url": absolute_url(request, "/"),
        "logo": absolute_url(request, identity.logo.url) if identity.logo else None,
        "email": identity.email,
        "telephone": identity.phone,
        "foundingDate": str(identity.founding_year),
        "description": identity.description,
        "address": {key: value for key, value in address.items() if value},
        "hasMap": identity.map_link or None,
        "contactPoint": {key: value for key, value in contact_point.items() if value},
        "sameAs": [url for _network, url in identity.social_profiles],
    }
    # Empty facts are left out rather than published blank.
    return {key: value for key, value in data.items() if value}


def breadcrumbs(request, trail: list[tuple[str, str]]) -> dict:
    """BreadcrumbList from (name, path) pairs, home first."""
    return {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        "itemListElement": [
            {"@type": "ListItem", "position": i, "name": name, "item": absolute_url(request, path)}
            for i, (name, path) in enumerate([(_("Home"), reverse("marketing:home")), *trail], start=1)
            for path in [path_in_language(path)]
        ],
    }


def faq_page(faqs) -> dict:
    """The page's questions as schema.org FAQPage; each answer as plain text (no markup)."""
    return {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        "mainEntity": [
            {
                "@type": "Question",
                "name": faq.question,
                "acceptedAnswer": {"@type": "Answer", "text": rich_text_to_plain(faq.answer)},
            }
            for faq in faqs
        ],
    }


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


def organization_ref(request) -> dict:
    """The agency as the publisher or provider of a page's subject: a reference to the home page's
    full Organization (`organization()`), with its name and address."""
    return {
        "@type": "Organization",
        "@id": absolute_url(request, "/#organization"),
        "name": site_identity().name,
        "url": absolute_url(request, "/"),
    }


def image_url(request, file) -> str:
    """An uploaded file's absolute address."""
    return _absolute_file_url(request, file)


def article(request, case_study) -> dict:
    """A case study as schema.org Article: what it is about, when, and who published it."""
    organization = organization_ref(request)
    url = absolute_url(request, case_study.get_absolute_url())
    return {
        "@context": "https://schema.org",
        "@type": "Article",
        "headline": case_study.title,
        "description": case_study.summary,
        "image": [_absolute_file_url(request, case_study.hero_image)] if case_study.hero_image else [],
        "datePublished": case_study.published_on.isoformat(),
        "dateModified": case_study.updated_at.isoformat(),
        "author": organization,
        "publisher": organization,
        "mainEntityOfPage": {"@type": "WebPage", "@id": url},
        "url": url,
        "about": [{"@type": "Thing", "name": service.name} for service in case_study.services.all()],
    }
