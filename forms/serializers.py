"""What a valid lead is: one serializer per form, and the parsing step that turns a submitted
payload into the typed arguments of a lead service.

The JSON API (forms.apis) uses these, and so can an HTML form view: `contact_input(data)` and
`quote_input(data)` take the submitted fields as a dict and either raise a ValidationError with
`{"field": ["message", ...]}` (dotted paths for nested answers) or return a `LeadInput` whose
`fields` go to the service as keyword arguments.
"""

import re
from collections.abc import Callable
from dataclasses import dataclass
from urllib.parse import urlsplit

from django.core.exceptions import ValidationError as DjangoValidationError
from django.core.validators import URLValidator
from django.utils.translation import gettext_lazy as _
from drf_spectacular.utils import extend_schema_serializer
from rest_framework import serializers
from rest_framework.exceptions import ValidationError

from forms import built_forms, wording
from forms.fields import (
    ANSWER_MESSAGE,
    OPTION_MESSAGE,
    SERVICE_MESSAGE,
    WEBSITE_MAX,
    WEBSITE_MESSAGE,
    ContactServiceField,
    ContextField,
    ElapsedField,
    HoneypotField,
    LanguageField,
    OptionalChoiceField,
    OptionListField,
    company_field,
    email_field,
    long_text_field,
    message_field,
    name_field,
    phone_field,
    website_field,
)
from leads import options
from leads.models import DEFAULT_LANGUAGE, QUOTE_REQUEST_SOURCES, LeadSource

SOURCE_MESSAGE = "Unknown source: use hero_quiz, ai_automation_page or pricing_quiz."


class CanonicalUUIDField(serializers.UUIDField):
    """A UUID written as the schema's `format: uuid` says (8-4-4-4-12 hex digits), as browsers'
    crypto.randomUUID() writes it; DRF alone also takes 32 bare digits, braces and `urn:uuid:`."""

    CANONICAL = re.compile(r"[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}")

    def to_internal_value(self, data):
        if not (isinstance(data, str) and self.CANONICAL.fullmatch(data)):
            self.fail("invalid", value=data)
        return super().to_internal_value(data)


class LeadExtrasSerializer(serializers.Serializer):
    idempotencyKey = CanonicalUUIDField(
        required=False,
        allow_null=True,
        help_text="One UUID per filled-in form, reused when the same submission is retried.",
        error_messages={"invalid": "Send a UUID (one per filled-in form)."},
    )
    homepage = HoneypotField(
        required=False,
        allow_null=True,
        help_text="Honeypot: a hidden input that people leave empty. Filled means spam.",
    )
    elapsedMs = ElapsedField(
        required=False,
        allow_null=True,
        help_text="Milliseconds since the form was shown; too fast means spam.",
    )
    context = ContextField(
        required=False,
        allow_null=True,
        help_text=(
            "Where the visitor was: page, referrer, UTM parameters, and landing (the path and query "
            "of the visit's first page on this site; the ad platforms' click ids in its query, gclid, "
            "fbclid and the like, are kept with the lead). The A/B test version of a landing page "
            "the form was on is drawn by the server for the visitor from page; a version sent here "
            "is not read."
        ),
    )
    language = LanguageField(
        required=False,
        allow_null=True,
        help_text=(
            "The language of the page the form is on (its <html lang>): the lead records it, the "
            "field errors come back in it and the visitor's acknowledgement email is written in it. "
            "A regional variant counts as its language (es-MX is es); absent or unknown means en."
        ),
    )


# ------------------------------------------------------------------------------
# Contact forms
# ------------------------------------------------------------------------------
@extend_schema_serializer(component_name="ContactRequest")
class ContactInputSerializer(LeadExtrasSerializer):
    name = name_field()
    email = email_field()
    company = company_field()
    phone = phone_field()
    service = ContactServiceField(
        help_text=(
            "A service id the contact forms offer: a catalogue service's id (e.g. 'seo', "
            "'ai-automation'; editors may add more) or 'other'."
        ),
        error_messages=dict.fromkeys(
            ("required", "null", "blank", "invalid", "invalid_choice"), SERVICE_MESSAGE
        ),
    )
    message = message_field()
    source = serializers.ChoiceField(
        [LeadSource.HOME_PAGE.value, LeadSource.CONTACT_PAGE.value],
        required=False,
        allow_null=True,
        help_text="Which form sent it. Default: contact_page if a phone key is present, else home_page.",
        error_messages={"invalid_choice": "Unknown source: use home_page or contact_page."},
    )


# ------------------------------------------------------------------------------
# Quote forms
# ------------------------------------------------------------------------------
class HeroQuizAnswersSerializer(serializers.Serializer):
    """The home page strategy quiz: four optional choice steps, then the business details.

    The original client sends each option's text as its value, so the values are the labels.
    """

    businessGoal = OptionalChoiceField(options.HERO_BUSINESS_GOALS)
    budget = OptionalChoiceField(options.HERO_BUDGETS)
    services = OptionListField(options.HERO_SERVICES, required=False)
    industry = OptionalChoiceField(options.HERO_INDUSTRIES)
    company = company_field()
    name = name_field()
    email = email_field()
    phone = phone_field()
    website = website_field()
    description = long_text_field(_("The description"))

    def validate_website(self, value: str) -> str:
        if not value:
            return value
        # People type "example.com"; the browser's url input wants a scheme. Accept both.
        url = value if "://" in value else f"https://{value}"
        try:
            URLValidator(schemes=["http", "https"])(url)
        except DjangoValidationError:
            raise serializers.ValidationError(WEBSITE_MESSAGE) from None
        if len(url) > WEBSITE_MAX or not urlsplit(url).hostname:
            raise serializers.ValidationError(WEBSITE_MESSAGE)
        return url


class PricingQuizAnswersSerializer(serializers.Serializer):
    """The pricing page quiz: every question answered, option ids only."""

    def get_fields(self):
        # The question ids contain hyphens, so the fields are declared here rather than as attributes.
        required_answer = {"required": ANSWER_MESSAGE, "null": ANSWER_MESSAGE, "blank": ANSWER_MESSAGE}
        fields = {}
        for question in options.PRICING_QUIZ:
            if question.multiple:
                fields[question.id] = OptionListField(list(question.options), required=True)
            else:
                fields[question.id] = serializers.ChoiceField(
                    list(question.options),
                    error_messages={**required_answer, "invalid_choice": OPTION_MESSAGE},
                )
        return fields


QUIZ_ANSWERS_MESSAGES = {
    "required": _("Please complete the quiz."),
    "null": _("Please complete the quiz."),
    "invalid": _("Send the quiz answers as an object."),
}


@extend_schema_serializer(component_name="HeroQuizQuoteRequest")
class HeroQuizInputSerializer(LeadExtrasSerializer):
    quizAnswers = HeroQuizAnswersSerializer(error_messages=QUIZ_ANSWERS_MESSAGES)
    source = serializers.ChoiceField([LeadSource.HERO_QUIZ.value])


@extend_schema_serializer(component_name="ConsultationQuoteRequest")
class ConsultationInputSerializer(LeadExtrasSerializer):
    name = name_field()
    email = email_field()
    company = company_field()
    phone = phone_field()
    vertical = OptionalChoiceField(list(options.CONSULTATION_VERTICALS))
    currentChallenges = long_text_field(wording.CONSULTATION["labels"]["currentChallenges"])
    automationGoals = long_text_field(wording.CONSULTATION["labels"]["automationGoals"])
    teamSize = OptionalChoiceField(list(options.CONSULTATION_TEAM_SIZES))
    budget = OptionalChoiceField(list(options.CONSULTATION_BUDGETS))
    service = OptionalChoiceField([options.CONSULTATION_SERVICE])
    source = serializers.ChoiceField([LeadSource.AI_AUTOMATION_PAGE.value])


@extend_schema_serializer(component_name="PricingQuizQuoteRequest")
class PricingQuizInputSerializer(LeadExtrasSerializer):
    name = name_field()
    email = email_field()
    company = company_field()
    phone = phone_field()
    quizAnswers = PricingQuizAnswersSerializer(error_messages=QUIZ_ANSWERS_MESSAGES)
    source = serializers.ChoiceField(
        [LeadSource.PRICING_QUIZ.value],
        required=False,
        allow_null=True,
        help_text="Optional: a request without a source is a pricing quiz request.",
    )


# ------------------------------------------------------------------------------
# Parsing: payload -> which form -> typed service arguments
# ------------------------------------------------------------------------------
def flatten_errors(errors, prefix: str = "") -> dict[str, list[str]]:
    """DRF's nested error structure as {"dotted.path": [messages]}; list items report on the list."""
    flat: dict[str, list[str]] = {}

    def add(key: str, message: str) -> None:
        messages = flat.setdefault(key, [])
        if message not in messages:
            messages.append(message)

    if isinstance(errors, dict):
        for key, value in errors.items():
            if isinstance(key, int) or key == "non_field_errors" and prefix:
                path = prefix
            else:
                path = f"{prefix}.{key}" if prefix else str(key)
            for sub_path, messages in flatten_errors(value, path).items():
                for message in messages:
                    add(sub_path, message)
    elif isinstance(errors, list):
        for item in errors:
            if isinstance(item, dict | list):
                for sub_path, messages in flatten_errors(item, prefix).items():
                    for message in messages:
                        add(sub_path, message)
            else:
                add(prefix or "non_field_errors", str(item))
    else:
        add(prefix or "non_field_errors", str(errors))
    return flat


def validated(serializer_class, payload: dict) -> dict:
    serializer = serializer_class(data=payload)
    if not serializer.is_valid():
        raise ValidationError(flatten_errors(serializer.errors))
    return serializer.validated_data


@dataclass(frozen=True)
class LeadInput:
    """A valid submission: the service's own arguments plus what every form sends besides."""

    fields: dict
    honeypot: object = None
    elapsed_ms: float | None = None
    idempotency_key: object = None
    context: dict | None = None
    language: str = DEFAULT_LANGUAGE


def payload_language(payload: dict) -> str:
    """The language a payload names, read before it is validated: its field errors are written in
    it. The same reading as the `language` field's."""
    return LanguageField().to_internal_value(payload.get("language"))


def _lead_input(data: dict, fields: dict) -> LeadInput:
    return LeadInput(
        fields=fields,
        honeypot=data.get("homepage"),
        elapsed_ms=data.get("elapsedMs"),
        idempotency_key=data.get("idempotencyKey"),
        context=data.get("context") or {},
        language=data.get("language") or DEFAULT_LANGUAGE,
    )


def contact_submission_source(*, source: str | None, payload: dict) -> str:
    """Which contact form sent a message: the `source` it names (already validated), otherwise
    inferred from the payload.

    The spec's two contact payloads carry no source. Only the contact page's form has a phone
    field, so a payload with a `phone` key (even an empty one) comes from the contact page and any
    other from the home page's contact section.
    """
    if source:
        return source
    return LeadSource.CONTACT_PAGE if "phone" in payload else LeadSource.HOME_PAGE


def contact_input(payload: dict) -> LeadInput:
    """A contact form submission, for services.contact_submission_create."""
    data = validated(ContactInputSerializer, payload)
    fields = {name: data[name] for name in ("name", "email", "company", "phone", "service", "message")}
    fields["source"] = contact_submission_source(source=data.get("source"), payload=payload)
    return _lead_input(data, fields)


def quote_request_source(*, payload: dict) -> str | None:
    """Which form sent a quote request, which decides how the rest of the payload is read.

    A named source is returned as it is when it is one of the three quote forms, and None (unknown)
    otherwise. Without one: the spec's pricing quiz payload has no source, and a hero quiz sent
    without one is recognised by its contact details, which travel inside `quizAnswers` (an
    `email` there and none at the top level); everything else is a pricing quiz request.
    """
    source = payload.get("source")
    if source in (None, ""):
        answers = payload.get("quizAnswers")
        if isinstance(answers, dict) and "email" in answers and "email" not in payload:
            return LeadSource.HERO_QUIZ
        return LeadSource.PRICING_QUIZ
    if source in QUOTE_REQUEST_SOURCES:
        return source
    return None


def _hero_quiz_fields(data: dict) -> dict:
    answers = data["quizAnswers"]
    contact = ("name", "email", "company", "phone", "website", "description")
    return {**{name: answers[name] for name in contact}, "quiz_answers": dict(answers)}


def _consultation_fields(data: dict) -> dict:
    return {
        **{name: data[name] for name in ("name", "email", "company", "phone", "vertical", "budget")},
        "service": options.CONSULTATION_SERVICE,
        "current_challenges": data["currentChallenges"],
        "automation_goals": data["automationGoals"],
        "team_size": data["teamSize"],
    }


def _pricing_quiz_fields(data: dict) -> dict:
    contact = {name: data[name] for name in ("name", "email", "company", "phone")}
    return {**contact, "quiz_answers": dict(data["quizAnswers"])}


# Each quote form: its serializer, and how its valid data maps to quote_request_create's arguments.
QUOTE_FORMS: dict[str, tuple[type[serializers.Serializer], Callable[[dict], dict]]] = {
    LeadSource.HERO_QUIZ: (HeroQuizInputSerializer, _hero_quiz_fields),
    LeadSource.AI_AUTOMATION_PAGE: (ConsultationInputSerializer, _consultation_fields),
    LeadSource.PRICING_QUIZ: (PricingQuizInputSerializer, _pricing_quiz_fields),
}


def quote_input(payload: dict) -> LeadInput:
    """A hero quiz, consultation or pricing quiz submission, for services.quote_request_create."""
    source = quote_request_source(payload=payload)
    if source is None:
        raise ValidationError({"source": [SOURCE_MESSAGE]})
    serializer_class, to_fields = QUOTE_FORMS[source]
    data = validated(serializer_class, {**payload, "source": source})
    return _lead_input(data, {"source": source, **to_fields(data)})


# ------------------------------------------------------------------------------
# Forms built in the admin
# ------------------------------------------------------------------------------
@extend_schema_serializer(component_name="BuiltFormRequest")
class BuiltFormInputSerializer(LeadExtrasSerializer):
    answers = serializers.DictField(
        help_text=(
            "The answers by the form's field keys: a text, a number, a list of the English options "
            "chosen, true for a ticked box. Checked against the form's fields; errors come back "
            'under "answers.<key>".'
        ),
    )


def built_form_input(form, payload: dict) -> LeadInput:
    """A form built in the admin, sent by its island, for services.built_form_lead_create: the
    answers go through forms.built_forms.clean, as the form's own page posts them."""
    data = validated(BuiltFormInputSerializer, payload)
    cleaned = built_forms.clean(form, built_forms.json_answers(data["answers"]))
    if cleaned.errors:
        raise ValidationError({f"answers.{key}": messages for key, messages in cleaned.errors.items()})
    fields = {**cleaned.columns, "answers": cleaned.answers, "form_key": form.lead_form_key}
    return _lead_input(data, fields)
