"""The lead forms' fields and their messages: one definition for the JSON API and any HTML form.

Text fields take JSON strings only (a number is refused with the field's own message), optional
answers treat absent, null and "" alike, and choices are checked against leads.options or, for
the contact forms' services, the catalogue (leads.selectors.contact_service_choices).
"""

import math

from django.conf import settings
from django.utils.text import format_lazy
from django.utils.translation import gettext_lazy as _
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from agency.validation import EmailAddressField
from leads.models import DEFAULT_LANGUAGE, language_supported
from leads.selectors import contact_service_choices

# The spec's messages (section 5), shared with the client's validation.
NAME_MESSAGE = _("Name must be at least 2 characters.")
EMAIL_MESSAGE = _("Please enter a valid email address.")
COMPANY_MESSAGE = _("Company name is required.")
SERVICE_MESSAGE = _("Please select a service.")
MESSAGE_MESSAGE = _("Message must be at least 10 characters.")
AT_LEAST_ONE_MESSAGE = _("Please select at least one option")
WEBSITE_MESSAGE = _("Please enter a valid website address.")
OPTION_MESSAGE = _("Please choose one of the listed options.")
ANSWER_MESSAGE = _("Please choose an answer.")

# Longest accepted values (the database columns' sizes).
NAME_MAX, EMAIL_MAX, COMPANY_MAX, PHONE_MAX, WEBSITE_MAX, TEXT_MAX = 100, 254, 150, 40, 300, 5000
NAME_MIN, MESSAGE_MIN = 2, 10
NAME_TOO_LONG = format_lazy(_("Name must be at most {limit} characters."), limit=NAME_MAX)
COMPANY_TOO_LONG = format_lazy(_("Company name must be at most {limit} characters."), limit=COMPANY_MAX)
PHONE_TOO_LONG = format_lazy(_("Phone number must be at most {limit} characters."), limit=PHONE_MAX)


def too_long_text(what: str):
    """A long text's message over its limit: "Message must be at most 5,000 characters."."""
    return format_lazy(_("{what} must be at most {limit} characters."), what=what, limit=f"{TEXT_MAX:,}")


class TextField(serializers.CharField):
    """Text that must be sent as a JSON string: DRF's CharField would store `12345` as "12345".

    Its "invalid" message is the field's own (set by each field below).
    """

    default_error_messages = {"invalid": _("Send this answer as text.")}

    def to_internal_value(self, data):
        if not isinstance(data, str):
            self.fail("invalid")
        return super().to_internal_value(data)


class EmailTextField(EmailAddressField):
    def to_internal_value(self, data):
        if not isinstance(data, str):
            self.fail("invalid")
        return super().to_internal_value(data)


class OptionalCharField(TextField):
    """Optional text: absent, null and blank all mean "not given" and are stored as ""."""

    def __init__(self, **kwargs):
        super().__init__(required=False, allow_blank=True, allow_null=True, default="", **kwargs)

    def validate_empty_values(self, data):
        if data is None:
            return True, ""
        return super().validate_empty_values(data)


class OptionalChoiceField(serializers.ChoiceField):
    """An optional single choice: absent, null and "" mean "not answered"; anything else must be known."""

    def __init__(self, choices, **kwargs):
        kwargs.setdefault("error_messages", {"invalid_choice": OPTION_MESSAGE})
        super().__init__(choices, required=False, allow_blank=True, allow_null=True, default="", **kwargs)

    def validate_empty_values(self, data):
        if data is None:
            return True, ""
        return super().validate_empty_values(data)


class OptionListField(serializers.ListField):
    """A multi-select answer: a list of known option ids, duplicates dropped, order kept."""

    def __init__(self, choices, *, required: bool, **kwargs):
        child = serializers.ChoiceField(choices, error_messages={"invalid_choice": OPTION_MESSAGE})
        messages = {"not_a_list": _("Send the selected options as a list.")}
        if required:
            messages |= {"required": AT_LEAST_ONE_MESSAGE, "null": AT_LEAST_ONE_MESSAGE}
            messages["empty"] = AT_LEAST_ONE_MESSAGE
            super().__init__(child=child, allow_empty=False, error_messages=messages, **kwargs)
        else:
            super().__init__(
                child=child, required=False, allow_null=True, default=list, error_messages=messages, **kwargs
            )

    def validate_empty_values(self, data):
        if data is None and not self.required:
            return True, []
        return super().validate_empty_values(data)

    def to_internal_value(self, data):
        return list(dict.fromkeys(super().to_internal_value(data)))


class ContactServiceField(TextField):
    """One of the services the contact forms offer, read from the same selector that builds them.

    The catalogue is edited in the Django admin, so the ids are checked against it at request
    time rather than against a fixed list.
    """

    default_error_messages = {"invalid_choice": SERVICE_MESSAGE}

    def __init__(self, **kwargs):
        super().__init__(trim_whitespace=False, **kwargs)

    def to_internal_value(self, data):
        value = super().to_internal_value(data)
        if value not in self.schema_enum():
            self.fail("invalid_choice")
        return value

    def schema_enum(self) -> list[str]:
        """The ids it takes now (the OpenAPI schema lists them too: agency.schema)."""
        return [choice["id"] for choice in contact_service_choices()]


def name_field():
    messages = dict.fromkeys(("required", "null", "blank", "min_length", "invalid"), NAME_MESSAGE)
    messages["max_length"] = NAME_TOO_LONG
    return TextField(min_length=NAME_MIN, max_length=NAME_MAX, error_messages=messages)


def email_field():
    messages = dict.fromkeys(("required", "null", "blank", "invalid"), EMAIL_MESSAGE)
    messages["max_length"] = format_lazy(
        _("Email address must be at most {limit} characters."), limit=EMAIL_MAX
    )
    return EmailTextField(max_length=EMAIL_MAX, error_messages=messages)


def company_field():
    messages = dict.fromkeys(("required", "null", "blank", "invalid"), COMPANY_MESSAGE)
    messages["max_length"] = COMPANY_TOO_LONG
    return TextField(max_length=COMPANY_MAX, error_messages=messages)


def phone_field():
    return OptionalCharField(
        max_length=PHONE_MAX,
        error_messages={
            "max_length": PHONE_TOO_LONG,
            "invalid": _("Please enter the phone number as text."),
        },
    )


def long_text_field(what: str):
    return OptionalCharField(
        max_length=TEXT_MAX,
        error_messages={
            "max_length": too_long_text(what),
            "invalid": format_lazy(_("{what} must be text."), what=what),
        },
    )


def message_field():
    return TextField(
        min_length=MESSAGE_MIN,
        max_length=TEXT_MAX,
        error_messages={
            **dict.fromkeys(("required", "null", "blank", "min_length", "invalid"), MESSAGE_MESSAGE),
            "max_length": too_long_text(_("Message")),
        },
    )


def website_field():
    return OptionalCharField(
        max_length=WEBSITE_MAX,
        error_messages={
            "max_length": format_lazy(
                _("Website address must be at most {limit} characters."), limit=WEBSITE_MAX
            ),
            "invalid": WEBSITE_MESSAGE,
        },
    )


# What the tracking context holds, for the OpenAPI description (ContextField takes anything).
LEAD_CONTEXT_SCHEMA = {
    "type": "object",
    "properties": {
        "page": {"type": "string", "description": "The page's URL."},
        "referrer": {"type": "string", "description": "document.referrer."},
        "utm": {
            "type": "object",
            "description": "The landing page's utm_* parameters (source, medium, campaign, term, content).",
            "additionalProperties": {"type": "string"},
        },
        "landing": {
            "type": "string",
            "description": (
                "The path and query of the visit's first page on this site; its ad click ids "
                "(gclid, gbraid, wbraid, fbclid, msclkid, li_fat_id, ttclid) are kept with the lead."
            ),
        },
    },
}


def any_value_recognising(schema) -> dict:
    """The schema of a field that is never a reason to refuse a lead: `schema` is what it makes use
    of, and any other value is taken too (and ignored), so the schema allows anything."""
    return {"anyOf": [schema, {}]}


@extend_schema_field(any_value_recognising(LEAD_CONTEXT_SCHEMA))
class ContextField(serializers.Field):
    """Tracking context: used as far as it makes sense, never a reason to refuse a lead."""

    def to_internal_value(self, data):
        return data if isinstance(data, dict) else {}


@extend_schema_field(
    {
        **any_value_recognising({"type": "string", "enum": [code for code, _name in settings.LANGUAGES]}),
        "default": DEFAULT_LANGUAGE,
    }
)
class LanguageField(serializers.Field):
    """The language of the page the form was on, like the tracking context never a reason to refuse
    a lead: a regional variant counts as its language ("es-MX" is "es"), anything else as English."""

    def to_internal_value(self, data):
        return language_supported(data) or DEFAULT_LANGUAGE


@extend_schema_field(any_value_recognising({"type": "string"}))
class HoneypotField(serializers.Field):
    def to_internal_value(self, data):
        return data


@extend_schema_field(any_value_recognising({"type": "number"}))
class ElapsedField(serializers.Field):
    def to_internal_value(self, data):
        if isinstance(data, bool) or not isinstance(data, int | float) or not math.isfinite(data):
            return None
        return data
