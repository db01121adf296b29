"""System check of the landing pages: the seeded sample campaigns must not stay live in production."""

from django.conf import settings
from django.core.checks import Warning, register
from django.db import DatabaseError


@register("content", deploy=True)
def sample_campaigns_published(app_configs=None, **kwargs):
    """Tagged "content" like marketing's check of the sample proof, so a plain `check --deploy` runs it."""
    if not settings.PRODUCTION:
        return []
    from campaigns.models import CampaignPage

    try:
        published = CampaignPage.objects.filter(is_sample=True, is_published=True).count()
    except DatabaseError:
        return []  # no database yet (a first deployment before migrate)
    if not published:
        return []
    return [
        Warning(
            f"Sample content is published: {published} campaign page{'s' if published != 1 else ''}.",
            hint="Delete them in the Django admin (Campaigns → Campaign pages, Content: Sample content), "
            "or untick Published on each.",
            id="campaigns.W001",
        )
    ]
