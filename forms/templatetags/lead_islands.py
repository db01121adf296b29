"""The door through which other apps' pages show a lead form: the only way in, and documented.

A page of another app (marketing's home, /contact, /pricing, /ai-automation) that shows a lead form
loads this library and nothing else of leads:

    {% load lead_islands %}
    {% contact_form "home" %}                 the form as plain HTML (works without JavaScript)
    {% pricing_quiz_form %}                   step 1 of the pricing quiz as plain HTML
    {% lead_island_props "contact-form" "home" as props %}{{ props|json_script:"contact-form-props" }}
                                              the island's props (forms.islands), which the
                                              island mounted on the form reads
    {% lead_form_url "hero-quiz" %}           the address of a lead form's own page (a link that
                                              opens the dialog, or the page without JavaScript)
    {% honeypot_label %}                      the honeypot's label, as the islands word it
    {% built_form form %}                     a form built in the admin (leads.BuiltForm) as
                                              plain HTML, posting to its own address
    {% built_form_props form guides as props %}{{ props|json_script:props.propsId }}
                                              the props of the built-form island that takes it
                                              over (with the guide it offers, from a landing
                                              page's `form_guides`)

tests/test_import_structure.py lets marketing templates through this door and no other into leads.
"""

from django import template
from django.urls import reverse

from agency.i18n import SITE_WORDS
from forms.islands import ISLAND_PROPS

register = template.Library()


@register.simple_tag
def lead_island_props(island: str, *args, **kwargs) -> dict:
    """The props of a lead form island: `{% lead_island_props "contact-form" "home" as props %}`
    (a landing page's contact form adds `in_place=True`: its thank-you takes the form's place)."""
    return ISLAND_PROPS[island](*args, **kwargs)


# The lead forms' pages other apps link to (forms/form_urls.py), by the names they use.
LINKED_FORMS = {"hero-quiz": "lead-forms:hero-quiz", "consultation": "lead-forms:consultation"}


@register.simple_tag
def lead_form_url(form: str) -> str:
    """The address of a lead form's page in the active language: `{% lead_form_url "hero-quiz" %}`."""
    return reverse(LINKED_FORMS[form])


@register.simple_tag
def honeypot_label() -> str:
    """The honeypot's label in the active language, from the owner the islands read it from too
    (agency.i18n.SITE_WORDS, sent in the site config)."""
    return str(SITE_WORDS["honeypot"])


@register.inclusion_tag("forms/contact_form.html")
def contact_form(variant: str, message: str = "") -> dict:
    """The contact form as plain HTML, which the contact-form island takes over (keeping what the
    fields hold): `{% contact_form "home" %}`; `{% contact_form "page" message %}` starts the
    message with a text (a visitor's question from the search page), escaped like any value."""
    from forms.form_views import contact_form_context

    return contact_form_context(variant, {"message": message} if message else None)


@register.inclusion_tag("forms/pricing_quiz_form.html")
def pricing_quiz_form() -> dict:
    """Step 1 of the pricing quiz as plain HTML, which the pricing-quiz island takes over."""
    from forms.form_views import pricing_quiz_context

    return pricing_quiz_context()


@register.inclusion_tag("forms/built_form.html")
def built_form(form) -> dict:
    """A form built in the admin as plain HTML, posting to its own address (forms.built_form_views);
    the built-form island takes it over."""
    from forms.built_form_views import built_form_context

    return built_form_context(form)


@register.simple_tag
def built_form_props(form, guides=None) -> dict:
    """The built-form island's props (forms.built_forms.island_props); `guides`: the guide each form
    of the page offers, by lead form key (campaigns' `form_guides`)."""
    from forms.built_forms import island_props

    return island_props(form, (guides or {}).get(form.lead_form_key))
