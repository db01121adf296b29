"""The documented door through which marketing's pages show articles (the home page's latest three,
a service page's latest related ones): `{% load insights_cards %}{% latest_articles %}` and
`{% service_articles offering %}`. Each draws its whole section, or nothing when there is no
article to show. tests/test_import_structure.py allows this library, and only it, from marketing.
"""

from django import template
from django.urls import reverse
from django.utils.translation import gettext as _

from insights import selectors

register = template.Library()


@register.inclusion_tag("insights/_articles_section.html")
def latest_articles(tone: str = ""):
    return {
        "tone": tone,
        "articles": selectors.latest_articles(),
        "heading": _("Latest insights"),
        "lead": _("What we are learning from our clients' campaigns, written up by the people who ran them."),
        "more_href": reverse("insights:index"),
        "more_label": _("Read all articles"),
        "section_id": "latest-insights",
    }


@register.inclusion_tag("insights/_articles_section.html")
def service_articles(offering, tone: str = ""):
    if not offering.is_service:
        return {"articles": []}
    return {
        "tone": tone,
        "articles": selectors.service_articles(offering),
        "heading": _("Articles on {name}").format(name=offering.name),
        "lead": "",
        "more_href": reverse("insights:topic", kwargs={"slug": offering.slug}),
        "more_label": _("All {name} articles").format(name=offering.name),
        "section_id": "service-insights",
    }
