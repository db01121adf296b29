from django.conf import settings
from django.middleware.csrf import get_token
from django.urls import reverse

from agency.i18n import SITE_WORDS, resolve
from agency.identity import site_identity

# Paths whose pages are shown without the site header and footer (spec: the session screens).
CHROMELESS_PREFIXES = ("/login", "/dashboard")


def site(request):
    """Values every template needs: the agency's details and the islands' config. (The menus are
    marketing's: marketing.context_processors.navigation.)"""
    identity = site_identity()
    return {
        "identity": identity,
        "site_name": identity.name,
        "contact_email": identity.email,
        # Empty: the demo buttons stay on the site (the consultation dialog or /contact).
        "scheduling_url": identity.scheduling_url,
        "gtm_id": settings.GTM_ID,
        "show_chrome": not _is_chromeless(request.path),
        "site_config": site_config(request, identity),
        "links": shell_links(),
    }


def shell_links() -> dict[str, str]:
    """The addresses the page shell links to (header, footer, brand, error pages), in the active
    language: under Spanish they are the Spanish pages'."""
    return {
        "home": reverse("marketing:home"),
        "work": reverse("marketing:work"),
        "insights": reverse("insights:index"),
        "about": reverse("marketing:about"),
        "pricing": reverse("marketing:pricing"),
        "contact": reverse("marketing:contact"),
        "privacy": reverse("marketing:privacy-policy"),
        "terms": reverse("marketing:terms-of-service"),
        "search": reverse("search:search"),
    }


def _is_chromeless(path: str) -> bool:
    return any(path == prefix or path.startswith(prefix + "/") for prefix in CHROMELESS_PREFIXES)


def csrf_header_name() -> str:
    """The header Django reads the CSRF token from, as a client names it: CSRF_HEADER_NAME is the
    WSGI key ("HTTP_X_CSRFTOKEN" -> "X-CSRFToken"), so a changed setting reaches every island."""
    name = settings.CSRF_HEADER_NAME.removeprefix("HTTP_")
    return "-".join("CSRFToken" if part == "CSRFTOKEN" else part.capitalize() for part in name.split("_"))


def site_config(request, identity=None) -> dict:
    """The one config object the islands read (emitted once by base.html through json_script)."""
    identity = identity or site_identity()
    return {
        "siteName": identity.name,
        "contactEmail": identity.email,
        "schedulingUrl": identity.scheduling_url,
        "csrfHeaderName": csrf_header_name(),
        "csrfToken": get_token(request) if _needs_csrf(request) else "",
        "urls": {
            "contact": reverse("leads:contact-create"),
            "quoteRequest": reverse("leads:quote-request-create"),
            "home": reverse("marketing:home"),
        },
        "words": resolve(SITE_WORDS),
    }


def _needs_csrf(request) -> bool:
    # Only the staff and account screens post with the session; public pages stay cacheable.
    return request.path.startswith("/admin")
