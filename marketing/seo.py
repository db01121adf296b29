"""Search engine metadata: absolute URLs, page titles and the JSON-LD structured data."""

from django.conf import settings

from marketing.selectors import site_identity


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
) -> dict:
    full_title = title if exact_title else f"{title} | {site_identity().name}"
    return {
        "title": full_title,
        "description": description,
        "canonical": absolute_url(request, path),
        "og_type": og_type,
        "structured_data": structured_data or [],
    }


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
            "name": site_identity().name,
            "url": absolute_url(request, "/"),
        },
    }
