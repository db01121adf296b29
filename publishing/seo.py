"""Search engine metadata of every public page: absolute URLs, page titles, the language fallback's
`noindex`, and the JSON-LD every room describes its pages with (the agency, breadcrumbs, questions).
The catalogue's own items and the card a page shares are marketing's (marketing.catalogue_seo)."""

import re

from django.conf import settings
from django.utils import translation
from django.utils.translation import gettext as _

from agency.i18n import page_needs_noindex, path_in_language
from agency.identity import site_identity
from publishing.richtext import rich_text_to_plain


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
            for i, (name, path) in enumerate([(_("Home"), "/"), *trail], start=1)
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
    """An uploaded file's absolute address (one on object storage is absolute already)."""
    url = file.url
    return url if url.startswith(("http://", "https://")) else absolute_url(request, url)
