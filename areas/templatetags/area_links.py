"""The documented door through which marketing's service pages list the areas where the service is
offered: `{% load area_links %}{% service_areas offering %}` draws its whole section, or nothing when
the service is offered in no live area. tests/test_import_structure.py allows this library, and
only it, from marketing."""

from django import template

from areas import selectors

register = template.Library()


@register.inclusion_tag("areas/_service_areas.html")
def service_areas(offering):
    if not getattr(offering, "is_service", False):
        return {"areas": []}
    return {"areas": selectors.service_areas(offering), "offering": offering}
