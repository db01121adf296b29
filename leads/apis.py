"""The public lead endpoints: POST /api/contact and POST /api/quote-request.

They carry no ambient authority (they only ever add a lead), so they use no session, need no CSRF
token and no cookie; only `Content-Type: application/json` is accepted, which a browser cannot send
from another site without a CORS preflight we never grant.

Validation errors answer 400 with `{"<field>": ["message", ...]}`: top-level fields by their JSON
name (`name`, `currentChallenges`), nested answers by a dotted path (`quizAnswers.email`,
`quizAnswers.services`, `quizAnswers.business-type`). Every other error is `{"detail": "..."}`.
"""

import logging
import math
from urllib.parse import urlsplit

from django.core.exceptions import ValidationError as DjangoValidationError
from django.core.validators import URLValidator
from django.db import InterfaceError, OperationalError
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import (
    OpenApiExample,
    OpenApiResponse,
    PolymorphicProxySerializer,
    extend_schema,
    extend_schema_field,
    extend_schema_serializer,
)
from rest_framework import serializers, status
from rest_framework.exceptions import APIException, ValidationError
from rest_framework.parsers import JSONParser
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from agency.http import client_ip
from leads import options
from leads.http import (
    JSONOnlyNegotiation,
    LeadBurstThrottle,
    LeadSustainedThrottle,
    ServiceUnavailable,
    read_json_object,
)
from leads.models import LeadSource
from leads.services import (
    LeadTracking,
    contact_submission_create,
    contact_submission_source,
    lead_spam_reason,
    quote_request_create,
    quote_request_source,
)
from marketing.selectors import contact_service_options

logger = logging.getLogger(__name__)

# The spec's messages (section 5), shared with the client's validation.
NAME_MESSAGE = "Name must be at least 2 characters."
EMAIL_MESSAGE = "Please enter a valid email address."
COMPANY_MESSAGE = "Company name is required."
SERVICE_MESSAGE = "Please select a service."
MESSAGE_MESSAGE = "Message must be at least 10 characters."
AT_LEAST_ONE_MESSAGE = "Please select at least one option"
WEBSITE_MESSAGE = "Please enter a valid website address."
OPTION_MESSAGE = "Please choose one of the listed options."
ANSWER_MESSAGE = "Please choose an answer."

# Serializer field names are the JSON names, the spec's camelCase (quizAnswers, currentChallenges).

# Longest accepted values (the database columns' sizes).
NAME_MAX, EMAIL_MAX, COMPANY_MAX, PHONE_MAX, WEBSITE_MAX, TEXT_MAX = 100, 254, 150, 40, 300, 5000


# ------------------------------------------------------------------------------
# Fields
# ------------------------------------------------------------------------------
class OptionalCharField(serializers.CharField):
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
        messages = {"not_a_list": "Send the selected options as a list."}
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


class ContactServiceField(serializers.CharField):
    """One of the services the contact forms offer, read from the same selector that builds them.

    The catalogue is edited in the Django admin, so the ids are checked against it at request
    time rather than against a fixed list.
    """

    default_error_messages = {"invalid_choice": SERVICE_MESSAGE}

    def __init__(self, **kwargs):
        super().__init__(trim_whitespace=False, **kwargs)

    def to_internal_value(self, data):
        value = super().to_internal_value(data)
        if value not in {choice["id"] for choice in contact_service_options()}:
            self.fail("invalid_choice")
        return value


def name_field():
    messages = dict.fromkeys(("required", "null", "blank", "min_length", "invalid"), NAME_MESSAGE)
    messages["max_length"] = f"Name must be at most {NAME_MAX} characters."
    return serializers.CharField(min_length=2, max_length=NAME_MAX, error_messages=messages)


def email_field():
    messages = dict.fromkeys(("required", "null", "blank", "invalid"), EMAIL_MESSAGE)
    messages["max_length"] = f"Email address must be at most {EMAIL_MAX} characters."
    return serializers.EmailField(max_length=EMAIL_MAX, error_messages=messages)


def company_field():
    messages = dict.fromkeys(("required", "null", "blank", "invalid"), COMPANY_MESSAGE)
    messages["max_length"] = f"Company name must be at most {COMPANY_MAX} characters."
    return serializers.CharField(max_length=COMPANY_MAX, error_messages=messages)


def phone_field():
    return OptionalCharField(
        max_length=PHONE_MAX,
        error_messages={"max_length": f"Phone number must be at most {PHONE_MAX} characters."},
    )


def long_text_field(what: str):
    return OptionalCharField(
        max_length=TEXT_MAX, error_messages={"max_length": f"{what} must be at most {TEXT_MAX:,} characters."}
    )


# ------------------------------------------------------------------------------
# Extras every form of ours sends (all optional)
# ------------------------------------------------------------------------------
class UtmSchema(serializers.Serializer):
    source = serializers.CharField(required=False)
    medium = serializers.CharField(required=False)
    campaign = serializers.CharField(required=False)
    term = serializers.CharField(required=False)
    content = serializers.CharField(required=False)


class LeadContextSchema(serializers.Serializer):
    page = serializers.CharField(required=False, help_text="The page's URL.")
    referrer = serializers.CharField(required=False, help_text="document.referrer.")
    utm = UtmSchema(required=False, help_text="The landing page's utm_* parameters.")


@extend_schema_field(LeadContextSchema)
class ContextField(serializers.Field):
    """Tracking context: used as far as it makes sense, never a reason to refuse a lead."""

    def to_internal_value(self, data):
        return data if isinstance(data, dict) else {}


@extend_schema_field(OpenApiTypes.STR)
class HoneypotField(serializers.Field):
    def to_internal_value(self, data):
        return data


@extend_schema_field(OpenApiTypes.NUMBER)
class ElapsedField(serializers.Field):
    def to_internal_value(self, data):
        if isinstance(data, bool) or not isinstance(data, int | float) or not math.isfinite(data):
            return None
        return data


class LeadExtrasSerializer(serializers.Serializer):
    idempotencyKey = serializers.UUIDField(
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
        required=False, allow_null=True, help_text="Where the visitor was: page, referrer, UTM parameters."
    )


# ------------------------------------------------------------------------------
# Responses
# ------------------------------------------------------------------------------
class LeadCreatedSerializer(serializers.Serializer):
    id = serializers.IntegerField(help_text="The stored lead's id.")


class ErrorDetailSerializer(serializers.Serializer):
    detail = serializers.CharField()


BAD_REQUEST_SCHEMA = {
    "description": (
        'Either field errors, {"<field>": ["message", ...]}, with nested answers under a dotted path '
        '("quizAnswers.email", "quizAnswers.services"), or {"detail": "..."} when the body is not a '
        "JSON object at all (malformed JSON, empty body)."
    ),
    "oneOf": [
        {
            "type": "object",
            "title": "Field errors",
            "additionalProperties": {"type": "array", "items": {"type": "string"}},
        },
        {
            "type": "object",
            "title": "Malformed body",
            "properties": {"detail": {"type": "string"}},
            "required": ["detail"],
        },
    ],
}
ERROR_RESPONSES = {
    400: OpenApiResponse(BAD_REQUEST_SCHEMA, description="Invalid input or malformed JSON."),
    413: OpenApiResponse(ErrorDetailSerializer, description="The body is over the size limit (64 KiB)."),
    415: OpenApiResponse(ErrorDetailSerializer, description="The body is not application/json."),
    429: OpenApiResponse(ErrorDetailSerializer, description="Too many requests; see Retry-After."),
    503: OpenApiResponse(
        ErrorDetailSerializer, description="The database is unavailable; nothing was stored."
    ),
}
SUCCESS_RESPONSES = {
    201: OpenApiResponse(LeadCreatedSerializer, description="Stored (spam is answered the same way)."),
    200: OpenApiResponse(
        LeadCreatedSerializer, description="Already stored: a retry with the same idempotencyKey."
    ),
}


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


def lead_tracking(request, data: dict) -> LeadTracking:
    context = data.get("context")
    context = context if isinstance(context, dict) else {}
    utm = context.get("utm") if isinstance(context.get("utm"), dict) else {}
    return LeadTracking(
        page_url=context.get("page"),
        referrer=context.get("referrer"),
        utm_source=utm.get("source"),
        utm_medium=utm.get("medium"),
        utm_campaign=utm.get("campaign"),
        utm_term=utm.get("term"),
        utm_content=utm.get("content"),
        user_agent=request.META.get("HTTP_USER_AGENT", ""),
        client_address=client_ip(request),
    )


def spam_reason(data: dict) -> str:
    return lead_spam_reason(honeypot=data.get("homepage"), elapsed_ms=data.get("elapsedMs"))


def created_response(lead, created: bool) -> Response:
    return Response({"id": lead.pk}, status=status.HTTP_201_CREATED if created else status.HTTP_200_OK)


class PublicLeadApi(APIView):
    """What both public lead endpoints share: no session or CSRF, throttles, JSON errors only."""

    authentication_classes = []
    permission_classes = [AllowAny]
    throttle_classes = [LeadBurstThrottle, LeadSustainedThrottle]
    # Documents the media type; the body itself is read by read_json_object, with a size limit.
    parser_classes = [JSONParser]
    content_negotiation_class = JSONOnlyNegotiation

    def handle_exception(self, exc):
        if isinstance(exc, OperationalError | InterfaceError):
            logger.exception("Database unavailable while storing a lead.")
            response = super().handle_exception(ServiceUnavailable())
            response["Retry-After"] = "30"
            return response
        if isinstance(exc, DjangoValidationError):
            # The model's own checks agree with the serializers; report rather than fail if not.
            errors = exc.message_dict if hasattr(exc, "error_dict") else {"non_field_errors": exc.messages}
            return super().handle_exception(ValidationError(errors))
        if not isinstance(exc, APIException):
            logger.exception("Unexpected error in the lead API.")
            return Response(
                {"detail": "Something went wrong on our side. Please try again."},
                status=status.HTTP_500_INTERNAL_SERVER_ERROR,
            )
        return super().handle_exception(exc)


# ------------------------------------------------------------------------------
# POST /api/contact
# ------------------------------------------------------------------------------
class ContactCreateApi(PublicLeadApi):
    """A message from the home page contact section or the contact page."""

    @extend_schema_serializer(component_name="ContactRequest")
    class InputSerializer(LeadExtrasSerializer):
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
        message = serializers.CharField(
            min_length=10,
            max_length=TEXT_MAX,
            error_messages={
                **dict.fromkeys(("required", "null", "blank", "min_length", "invalid"), MESSAGE_MESSAGE),
                "max_length": f"Message must be at most {TEXT_MAX:,} characters.",
            },
        )
        source = serializers.ChoiceField(
            [LeadSource.HOME_PAGE.value, LeadSource.CONTACT_PAGE.value],
            required=False,
            allow_null=True,
            help_text="Which form sent it. Default: contact_page if a phone key is present, else home_page.",
            error_messages={"invalid_choice": "Unknown source: use home_page or contact_page."},
        )

    @extend_schema(
        operation_id="contact_create",
        summary="Send a contact message",
        request=InputSerializer,
        responses={**SUCCESS_RESPONSES, **ERROR_RESPONSES},
        examples=[
            OpenApiExample(
                "Home page form",
                request_only=True,
                value={
                    "name": "Dana Whitfield",
                    "email": "dana@harbourcoffee.com",
                    "company": "Harbour Coffee Roasters",
                    "service": "seo",
                    "message": "We would like more local customers to find our two cafes.",
                },
            ),
            OpenApiExample(
                "Contact page form",
                request_only=True,
                value={
                    "name": "Dana Whitfield",
                    "email": "dana@harbourcoffee.com",
                    "company": "Harbour Coffee Roasters",
                    "phone": "+1 619 555 0147",
                    "service": "other",
                    "message": "Could you help us plan the launch of our online shop?",
                },
            ),
        ],
    )
    def post(self, request):
        payload = read_json_object(request)
        data = validated(self.InputSerializer, payload)
        lead, created = contact_submission_create(
            source=contact_submission_source(source=data.get("source"), payload=payload),
            name=data["name"],
            email=data["email"],
            company=data["company"],
            phone=data["phone"],
            service=data["service"],
            message=data["message"],
            tracking=lead_tracking(request, payload),
            spam_reason=spam_reason(data),
            idempotency_key=data.get("idempotencyKey"),
        )
        return created_response(lead, created)


# ------------------------------------------------------------------------------
# POST /api/quote-request
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
    website = OptionalCharField(
        max_length=WEBSITE_MAX,
        error_messages={"max_length": f"Website address must be at most {WEBSITE_MAX} characters."},
    )
    description = long_text_field("The description")

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
    "required": "Please complete the quiz.",
    "null": "Please complete the quiz.",
    "invalid": "Send the quiz answers as an object.",
}


class QuoteRequestCreateApi(PublicLeadApi):
    """A quote request from the hero quiz, the AI automation consultation or the pricing quiz."""

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
        currentChallenges = long_text_field("Current challenges")
        automationGoals = long_text_field("Automation goals")
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

    SOURCE_MESSAGE = "Unknown source: use hero_quiz, ai_automation_page or pricing_quiz."

    @extend_schema(
        operation_id="quote_request_create",
        summary="Request a quote (hero quiz, AI automation consultation or pricing quiz)",
        description=(
            "Three payloads, told apart by `source`: `hero_quiz` (contact fields inside `quizAnswers`), "
            "`ai_automation_page`, and `pricing_quiz` (the default when `source` is absent)."
        ),
        request=PolymorphicProxySerializer(
            component_name="QuoteRequest",
            serializers=[HeroQuizInputSerializer, ConsultationInputSerializer, PricingQuizInputSerializer],
            resource_type_field_name=None,
        ),
        responses={**SUCCESS_RESPONSES, **ERROR_RESPONSES},
    )
    def post(self, request):
        payload = read_json_object(request)
        source = quote_request_source(payload=payload)
        if source is None:
            raise ValidationError({"source": [self.SOURCE_MESSAGE]})
        payload = {**payload, "source": source}
        tracking = lead_tracking(request, payload)

        if source == LeadSource.HERO_QUIZ:
            data = validated(self.HeroQuizInputSerializer, payload)
            answers = data["quizAnswers"]
            lead, created = quote_request_create(
                source=source,
                name=answers["name"],
                email=answers["email"],
                company=answers["company"],
                phone=answers["phone"],
                website=answers["website"],
                description=answers["description"],
                quiz_answers=dict(answers),
                tracking=tracking,
                spam_reason=spam_reason(data),
                idempotency_key=data.get("idempotencyKey"),
            )
        elif source == LeadSource.AI_AUTOMATION_PAGE:
            data = validated(self.ConsultationInputSerializer, payload)
            lead, created = quote_request_create(
                source=source,
                name=data["name"],
                email=data["email"],
                company=data["company"],
                phone=data["phone"],
                service=options.CONSULTATION_SERVICE,
                vertical=data["vertical"],
                current_challenges=data["currentChallenges"],
                automation_goals=data["automationGoals"],
                team_size=data["teamSize"],
                budget=data["budget"],
                tracking=tracking,
                spam_reason=spam_reason(data),
                idempotency_key=data.get("idempotencyKey"),
            )
        else:
            data = validated(self.PricingQuizInputSerializer, payload)
            lead, created = quote_request_create(
                source=source,
                name=data["name"],
                email=data["email"],
                company=data["company"],
                phone=data["phone"],
                quiz_answers=dict(data["quizAnswers"]),
                tracking=tracking,
                spam_reason=spam_reason(data),
                idempotency_key=data.get("idempotencyKey"),
            )
        return created_response(lead, created)
