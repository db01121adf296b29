"""The agency's identity as first stored on a fresh database (seed data: editors replace it in
/django-admin/ under "Agency identity"). Name, email and scheduling page are the settings'
SITE_NAME, CONTACT_EMAIL and SCHEDULING_URL, which the test suite's servers may replace."""

IDENTITY = {
    "description": (
        "A San Diego digital marketing agency helping small businesses, startups and online stores "
        "build, track and manage their digital presence: social media, SEO, advertising, websites, "
        "lead generation and AI automation from one team."
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
    """The values a fresh identity starts with: the settings', then the seed's."""
    from django.conf import settings

    return {
        **IDENTITY,
        "name": settings.SITE_NAME,
        "email": settings.CONTACT_EMAIL,
        "scheduling_url": settings.SCHEDULING_URL,
    }
