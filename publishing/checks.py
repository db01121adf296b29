"""System checks of the publishing core."""

from django.apps import apps
from django.conf import settings
from django.core.checks import Error, Warning, register
from django.db import DatabaseError


# Tagged "content", not "database": database-tagged checks only run when `check` is given --database,
# and this one must run on a plain `manage.py check --deploy`.
@register("content", deploy=True)
def sample_content_published(app_configs=None, **kwargs):
    """In production, no sample content may stay on the site: the seeded case studies,
    testimonials, team members and articles describe clients, people and work the agency never had.
    Every kind with an `is_sample` field is named (publishing.selectors.sample_content_register)."""
    if not settings.PRODUCTION:
        return []
    from publishing.selectors import sample_content_published as counts

    try:
        published = {kind: count for kind, count in counts().items() if count}
    except DatabaseError:
        return []  # no database yet (a first deployment before migrate): nothing is published
    if not published:
        return []
    kinds = [f"{count} {kind}" for kind, count in published.items()]
    listed = ", ".join(kinds[:-1]) + " and " + kinds[-1] if len(kinds) > 1 else kinds[0]
    return [
        Warning(
            f"Sample content is published: {listed}.",
            hint="Replace them with your own in the Django admin, or take each off the site (untick "
            "Published; set an article's status to Draft). Each list's Content filter shows the "
            "sample items.",
            id="marketing.W001",
        )
    ]


@register("content")
def sample_kinds_named(app_configs=None, **kwargs):
    """Every model with an `is_sample` field says what "on the site" means for it, so that the
    deploy check above counts its samples (an app registers its own when it starts)."""
    from publishing.selectors import sample_content_kinds

    named = set(sample_content_kinds())
    return [
        Error(
            f"{model._meta.label} has an is_sample field, but the sample-content check does not count it.",
            hint="Register it from its app's ready(): publishing.selectors.sample_content_register(model, "
            "the Q of what is on the site).",
            obj=model,
            id="publishing.E001",
        )
        for model in apps.get_models()
        if any(field.name == "is_sample" for field in model._meta.fields) and model not in named
    ]
