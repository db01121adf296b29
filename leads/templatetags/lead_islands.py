from django import template

from leads.islands import ISLAND_PROPS

register = template.Library()


@register.simple_tag
def lead_island_props(island: str, *args) -> dict:
    """The props of a lead form island: `{% lead_island_props "contact-form" "home" as props %}`."""
    return ISLAND_PROPS[island](*args)
