"""The sites framework's one record (SITE_ID) follows SITE_URL.

Django's sites app creates its record as "example.com", and whatever asks it for the site's address
(the feeds' `<id>`, the contenttypes "view on site" shortcut, password-reset emails) would name
that. The record's domain and name are SITE_URL's host (with its port, when it names one); every
`migrate` writes them (`make run`, `make prod` and the test databases all migrate at start), and
`check --deploy` warns when the database holds another (SITE_URL changed without a migrate).
"""

from urllib.parse import urlsplit

from django.conf import settings
from django.contrib.sites.models import Site
from django.core.checks import Warning, register
from django.db import DEFAULT_DB_ALIAS, DatabaseError


def site_domain() -> str:
    """SITE_URL's host, with its port when it names one: what the Sites record holds."""
    return urlsplit(settings.SITE_URL).netloc


def site_record_follow(*, using: str = DEFAULT_DB_ALIAS) -> None:
    """Writes SITE_URL into the Sites record (SITE_ID), creating it when there is none."""
    domain = site_domain()
    Site.objects.db_manager(using).update_or_create(
        pk=settings.SITE_ID, defaults={"domain": domain, "name": domain}
    )
    Site.objects.clear_cache()


def site_record_after_migrate(sender, using=DEFAULT_DB_ALIAS, **kwargs) -> None:
    """post_migrate receiver (AgencyConfig.ready), once the sites app's table exists."""
    if sender.name == "django.contrib.sites":
        site_record_follow(using=using)


# Tagged "content" as marketing's deploy checks are: a plain `check --deploy` runs it.
@register("content", deploy=True)
def site_record_matches(app_configs=None, **kwargs):
    try:
        stored = Site.objects.filter(pk=settings.SITE_ID).values_list("domain", "name").first()
    except DatabaseError:
        return []  # no database yet (a first deployment before migrate): migrate will write it
    if stored == (site_domain(), site_domain()):
        return []
    return [
        Warning(
            f"The Sites record names {stored[0] if stored else 'nothing'}, not SITE_URL's "
            f"{site_domain()}: feeds and links built by Django would name it.",
            hint="Run `manage.py migrate`: it writes SITE_URL into the record.",
            id="agency.W001",
        )
    ]
