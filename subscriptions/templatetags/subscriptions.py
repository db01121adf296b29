"""The door through which any page shows the "email me new articles" form:

    {% load subscriptions %}
    {% subscribe_form %}              the form as plain HTML (no JavaScript), posting to /insights/subscribe
    {% subscribe_form "article" %}    the same with its own id prefix, for a page that shows it twice

The page's path goes along as the place the reader subscribed from. The form carries a signed time
stamp of when it was drawn (the fill-time defence); a cached page keeps the stamp of its first
drawing, which only makes the check more lenient, so pages showing it stay cacheable.
tests/test_import_structure.py lets other apps' templates through this door into subscriptions.
"""

from django import template

from subscriptions.forms import subscribe_form_context

register = template.Library()


@register.inclusion_tag("subscriptions/_subscribe_form.html", takes_context=True)
def subscribe_form(context, id_prefix: str = "subscribe") -> dict:
    request = context.get("request")
    return subscribe_form_context(id_prefix=id_prefix, source=request.path if request is not None else "")
