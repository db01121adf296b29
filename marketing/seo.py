"""Search engine metadata: absolute URLs, page titles and the JSON-LD structured data."""

from django.conf import settings
from django.urls import reverse

from marketing import selectors
from marketing.models import SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH


def absolute_url(request, path: str) -> str:
    """The public address of a path: SITE_URL when set, else the request's own origin."""
    if settings.SITE_URL:
        return settings.SITE_URL + path
    return request.build_absolute_uri(path)


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
) -> dict:
    full_title = title if exact_title else f"{title} | {settings.SITE_NAME}"
    return {
        "title": full_title,
        "description": description,
        "canonical": absolute_url(request, path),
        "og_type": og_type,
        "structured_data": structured_data or [],
        "image": social,
    }


def social_image(request, owner) -> dict:
    """The page's og:image: the editor's uploaded picture, else its generated card (a URL that
    changes with whatever the card shows). Absolute URLs, with size and alt text."""
    if owner.social_image:
        url = owner.social_image.url
        return {
            "url": url if url.startswith(("http://", "https://")) else absolute_url(request, url),
            "width": owner.social_image_width,
            "height": owner.social_image_height,
            "alt": owner.social_image_alt or _heading(owner),
            "type": "",
        }
    spec = selectors.social_card_spec(owner)
    path = reverse(
        "marketing:social-card", kwargs={"key": selectors.social_card_key(owner), "digest": spec.digest}
    )
    return {
        "url": absolute_url(request, path),
        "width": SOCIAL_CARD_WIDTH,
        "height": SOCIAL_CARD_HEIGHT,
        "alt": owner.social_image_alt or f"{spec.site_name}: {spec.heading}",
        "type": "image/png",
    }


def _heading(owner) -> str:
    return getattr(owner, "heading", "") or owner.title


def organization(request) -> dict:
    return {
        "@context": "https://schema.org",
        "@type": "Organization",
        "@id": absolute_url(request, "/#organization"),
        "name": settings.SITE_NAME,
        "url": absolute_url(request, "/"),
        "email": settings.CONTACT_EMAIL,
        "foundingDate": "2023",
        "description": (
            "Digital marketing agency offering social media, SEO, advertising, web development, "
            "business planning, 3D product design, lead generation and AI automation."
        ),
        "address": {
            "@type": "PostalAddress",
            "addressLocality": "San Diego",
            "addressRegion": "CA",
            "addressCountry": "US",
        },
        "contactPoint": {
            "@type": "ContactPoint",
            "contactType": "customer support",
            "email": settings.CONTACT_EMAIL,
            "areaServed": "US",
            "availableLanguage": "English",
        },
    }


def breadcrumbs(request, trail: list[tuple[str, str]]) -> dict:
    """BreadcrumbList from (name, path) pairs, home first."""
    return {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        "itemListElement": [
            {"@type": "ListItem", "position": i, "name": name, "item": absolute_url(request, path)}
            for i, (name, path) in enumerate([("Home", "/"), *trail], start=1)
        ],
    }


def service(request, offering) -> dict:
    return {
        "@context": "https://schema.org",
        "@type": "Service",
        "name": offering.name,
        "serviceType": offering.name,
        "description": offering.description,
        "url": absolute_url(request, offering.get_absolute_url()),
        "areaServed": "US",
        "provider": {
            "@type": "Organization",
            "@id": absolute_url(request, "/#organization"),
            "name": settings.SITE_NAME,
            "url": absolute_url(request, "/"),
        },
    }
