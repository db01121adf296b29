"""The subscription forms as plain HTML (no JavaScript): what they show and what a post says.

They reuse the lead forms' pieces: forms.html_forms binds the field and its message, and the
templates include the lead forms' field, error summary and honeypot, so the markup, the messages'
place and the spam defences look and work alike.
"""

from django.urls import reverse

from forms import fill_time
from forms.html_forms import FORM_ERROR, BoundForm, Field, bind
from subscriptions import wording


def _email_field(label: str) -> Field:
    return Field("email", label, "email", required=True, autocomplete="email", input_mode="email")


def _bound(label: str, id_prefix: str, email: str, error: str, form_error: str) -> BoundForm:
    errors = {}
    if error:
        errors["email"] = [error]
    if form_error:
        errors[FORM_ERROR] = [form_error]
    return bind([_email_field(label)], id_prefix=id_prefix, values={"email": email}, errors=errors)


def subscribe_form_context(
    *,
    id_prefix: str = "subscribe",
    source: str = "",
    email: str = "",
    error: str = "",
    form_error: str = "",
    stamped: bool = False,
) -> dict:
    """What templates/subscriptions/_subscribe_form.html draws: the field (with the typed address
    and its message), the consent wording and the page it is on. `stamped`: it is drawn on an answer
    that is never cached, so it carries the fill-time stamp (forms.fill_time)."""
    return {
        "copy": wording.FORM,
        "consent": wording.CONSENT,
        "form": _bound(wording.FORM["label"], id_prefix, email, error, form_error),
        "id_prefix": id_prefix,
        "source": source,
        "stamp": fill_time.stamp() if stamped else "",
        "action": reverse("subscriptions:subscribe"),
    }


def unsubscribe_form_context(
    *, email: str = "", error: str = "", form_error: str = "", stamped: bool = False
) -> dict:
    """The page where a reader types their address to be sent an unsubscribe link (`stamped` as
    for the subscribe form)."""
    return {
        "copy": wording.UNSUBSCRIBE,
        "form": _bound(wording.UNSUBSCRIBE["ask_label"], "unsubscribe", email, error, form_error),
        "id_prefix": "unsubscribe",
        "stamp": fill_time.stamp() if stamped else "",
        "action": reverse("subscriptions:unsubscribe-request"),
    }
