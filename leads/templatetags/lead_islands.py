from django import template

from leads.islands import ISLAND_PROPS

register = template.Library()


@register.simple_tag
def lead_island_props(island: str, *args) -> dict:
    """The props of a lead form island: `{% lead_island_props "contact-form" "home" as props %}`."""
    return ISLAND_PROPS[island](*args)


@register.inclusion_tag("leads/forms/contact_form.html")
def contact_form(variant: str) -> dict:
    """The contact form as plain HTML, which the contact-form island takes over:
    `{% contact_form "home" %}`."""
    from leads.form_views import contact_form_context

    return contact_form_context(variant)


@register.inclusion_tag("leads/forms/pricing_quiz_form.html")
def pricing_quiz_form() -> dict:
    """Step 1 of the pricing quiz as plain HTML, which the pricing-quiz island takes over."""
    from leads.form_views import pricing_quiz_context

    return pricing_quiz_context()
