"""Small helpers shared by the insights tests."""

import json
import re

from insights.models import Article
from marketing.models import Offering, TeamMember


def jsonld(html: str) -> list[dict]:
    return [
        json.loads(m) for m in re.findall(r'<script type="application/ld\+json">(.*?)</script>', html, re.S)
    ]


def article_add(slug: str, *, published_at, authors=("maya-reyes",), services=("seo",), body=None, **fields):
    """A live (or, with a future date, scheduled) article reusing a stored hero picture."""
    hero = Article.objects.exclude(hero_image="").values_list("hero_image", flat=True).first()
    article = Article.objects.create(
        slug=slug,
        title=fields.pop("title", f"Article {slug}"),
        summary=fields.pop("summary", f"The summary of {slug}."),
        body=body or "<p>Short and to the point.</p>",
        hero_image=hero,
        hero_image_alt="A chart.",
        status=fields.pop("status", Article.Status.PUBLISHED),
        published_at=published_at,
        **fields,
    )
    article.authors.set(TeamMember.objects.filter(slug__in=authors))
    article.services.set(Offering.objects.filter(kind="service", slug__in=services))
    return article


def article_form_data(response) -> dict:
    """The change form's data as a browser posts it: the dates in their two boxes (day, time)."""
    from django.utils import timezone

    from tests.marketing.test_admin import form_data

    data = form_data(response)
    for name in ("published_at", "updated_at"):
        value = data.pop(name, None)
        if value is not None:
            local = timezone.localtime(value)
            data[f"{name}_0"], data[f"{name}_1"] = local.strftime("%Y-%m-%d"), local.strftime("%H:%M:%S")
    return data
