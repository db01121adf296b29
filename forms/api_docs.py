"""The OpenAPI description of the public lead endpoints: responses, errors and examples."""

from drf_spectacular.utils import OpenApiExample, OpenApiResponse, PolymorphicProxySerializer, extend_schema
from rest_framework import serializers

from forms.serializers import (
    BuiltFormInputSerializer,
    ConsultationInputSerializer,
    ContactInputSerializer,
    HeroQuizInputSerializer,
    PricingQuizInputSerializer,
)


class LeadCreatedSerializer(serializers.Serializer):
    id = serializers.IntegerField(help_text="The stored lead's id.")
    booking = serializers.CharField(
        required=False,
        help_text=(
            "Quote requests, when the agency has a scheduling page: the address of its "
            '"Book your call now" link (counts the click, then opens the scheduling page prefilled).'
        ),
    )


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
    409: OpenApiResponse(
        ErrorDetailSerializer, description="The idempotencyKey was already used for a different body."
    ),
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


CONTACT_EXAMPLES = [
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
]

contact_create_schema = extend_schema(
    operation_id="contact_create",
    summary="Send a contact message",
    request=ContactInputSerializer,
    responses={**SUCCESS_RESPONSES, **ERROR_RESPONSES},
    examples=CONTACT_EXAMPLES,
)

quote_request_create_schema = extend_schema(
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

built_form_create_schema = extend_schema(
    operation_id="built_form_create",
    summary="Send a form built in the admin",
    description=(
        "The answers are checked against the form's fields as its editor defined them (the same "
        "checks as its own page's). A closed or unknown form answers 404."
    ),
    request=BuiltFormInputSerializer,
    responses={
        **SUCCESS_RESPONSES,
        **ERROR_RESPONSES,
        404: OpenApiResponse(ErrorDetailSerializer, description="No form is open at this address."),
    },
    examples=[
        OpenApiExample(
            "Free holiday ads audit",
            request_only=True,
            value={
                "answers": {
                    "name": "Priya Raman",
                    "email": "priya@tidepoolgoods.com",
                    "website": "tidepoolgoods.com",
                    "monthly_budget": "$2,000 - $10,000",
                    "platforms": ["Google Shopping", "TikTok"],
                    "consent": True,
                },
                "language": "en",
            },
        )
    ],
)
