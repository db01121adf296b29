"""The agency's identity in Spanish (mirrors marketing.content.identity): only the words a visitor
reads, the description, are translated. Phone, address, profiles and founding year are the English
seed's; name, email and scheduling page come from the settings, as there."""

IDENTITY = {
    "description": (
        "Agencia de marketing digital en San Diego que ayuda a pequeños negocios, startups y tiendas en "
        "línea a crear, medir y administrar su presencia digital: redes sociales, SEO, publicidad, sitios "
        "web, generación de prospectos y automatización con IA, con un solo equipo."
    ),
    "phone": "+1 (619) 555-0142",
    "street_address": "1455 India Street, Suite 300",
    "locality": "San Diego",
    "region": "CA",
    "postal_code": "92101",
    "country": "US",
    # No map_url: "View on map" is derived from the address (SiteIdentity.map_link).
    "linkedin_url": "https://www.linkedin.com/company/driftline-digital",
    "instagram_url": "https://www.instagram.com/driftlinedigital",
    "founding_year": 2023,
}


def initial_identity_values() -> dict:
    """The values a fresh identity starts with, in Spanish: the settings', then the seed's."""
    from django.conf import settings

    return {
        **IDENTITY,
        "name": settings.SITE_NAME,
        "email": settings.CONTACT_EMAIL,
        "scheduling_url": settings.SCHEDULING_URL,
    }
