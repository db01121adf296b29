"""System checks of the content catalogue."""

from django.conf import settings
from django.core.checks import Warning, register
from django.db import DatabaseError


# Tagged "content", not "database": database-tagged checks only run when `check` is given --database,
# and this one must run on a plain `manage.py check --deploy`.
@register("content", deploy=True)
def sample_content_published(app_configs=None, **kwargs):
    """In production, the seeded sample case studies and testimonials must not stay published:
    they describe clients the agency never had."""
    if not settings.PRODUCTION:
        return []
    from marketing.selectors import sample_content_published as counts

    try:
        published = {kind: count for kind, count in counts().items() if count}
    except DatabaseError:
        return []  # no database yet (a first deployment before migrate): nothing is published
    if not published:
        return []
    listed = " and ".join(f"{count} {kind}" for kind, count in published.items())
    return [
        Warning(
            f"Sample content is published: {listed}.",
            hint="Replace them with your own in the Django admin, or untick Published on each "
            "(the Content filter lists the sample items).",
            id="marketing.W001",
        )
    ]
