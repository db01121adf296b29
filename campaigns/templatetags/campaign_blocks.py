"""Template helpers of the landing pages' blocks."""

from django import template

from agency.i18n import path_in_language

register = template.Library()


@register.filter
def page_link(value: str) -> str:
    """A block's link as the visitor follows it: an address on this site in the page's language
    (/contact is /es/contacto on a Spanish page); a place on the page or another site as typed."""
    if value.startswith("/") and not value.startswith("//"):
        return path_in_language(value)
    return value
