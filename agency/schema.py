"""The OpenAPI schema's AutoSchema: each operation documents every status code it can answer.

What a view declares with extend_schema stays as it is; on top of it, the error answers its own
classes imply are added, read from the view itself (so a view moved to another app takes its
description along): 400 for a body or query to validate, 401/403 for its permission classes, 403
for a session-cookie endpoint's CSRF check, 404 for an address with an id, 406 when its content
negotiation can refuse the Accept header, 415 for a body of another media type, 429 for its
throttles, 503 for a database outage (agency.exceptions answers every API error, so every
operation can).

Requests say what the server refuses, so a request the schema allows is one the server takes and
one it forbids is refused (schemathesis checks both ways): a text field that may not be blank has
`minLength` (and, when the server trims it, a `pattern` asking for that many characters besides
spaces), a list that may not be empty `minItems: 1`, a field whose choices are read at request time
(`schema_enum()`) its current choices, a serializer adds what no single field says in
`schema_constraints` (a PATCH needs at least one field), a body is required, and a blank query
parameter of a serializer is allowed, as DRF reads it as not given.
"""

import contextlib

from django.db import DatabaseError
from drf_spectacular.openapi import AutoSchema as SpectacularAutoSchema
from drf_spectacular.plumbing import force_instance, is_basic_serializer
from jsonschema import Draft7Validator
from rest_framework import serializers
from rest_framework.authentication import SessionAuthentication
from rest_framework.negotiation import DefaultContentNegotiation
from rest_framework.permissions import AllowAny

ERROR_SCHEMA = {
    "description": (
        'An error: {"detail": "..."}, the session API\'s {"message": "..."}, or field errors '
        '{"<field>": ["message", ...]}.'
    ),
    "anyOf": [
        {
            "type": "object",
            "title": "Detail",
            "properties": {"detail": {"type": "string"}},
            "required": ["detail"],
        },
        {
            "type": "object",
            "title": "Message",
            "properties": {"message": {"type": "string"}},
            "required": ["message"],
        },
        {
            "type": "object",
            "title": "Field errors",
            "additionalProperties": {
                "anyOf": [
                    {"type": "array", "items": {"type": "string"}},
                    {"type": "string"},
                    {
                        "type": "object",
                        "description": "Errors of a list's items or a nested object, by index or name.",
                    },
                ]
            },
        },
    ],
}
BODY_METHODS = {"POST", "PUT", "PATCH"}


def _trimmed_length_pattern(minimum: int) -> str:
    """At least `minimum` characters once leading and trailing whitespace is trimmed."""
    if minimum <= 1:
        return r"\S"
    return rf"^\s*\S[\s\S]{{{minimum - 2},}}\S\s*$"


class AutoSchema(SpectacularAutoSchema):
    def _map_basic_serializer(self, serializer, direction):
        schema = super()._map_basic_serializer(serializer, direction)
        if direction == "request":
            schema.update(getattr(force_instance(serializer), "schema_constraints", {}))
        return schema

    def _map_serializer_field(self, field, direction, bypass_extensions=False):
        schema = super()._map_serializer_field(field, direction, bypass_extensions)
        if direction == "request" and isinstance(schema, dict) and "$ref" not in schema:
            self._request_limits(field, schema)
        return schema

    def _process_override_parameters(self, direction="request"):
        # DRF reads a blank query parameter of a serializer (`?dateFrom=`) as not given: say so.
        parameters = super()._process_override_parameters(direction)
        from_serializers = {
            name
            for declared in self.get_override_parameters()
            if is_basic_serializer(declared)
            for name in force_instance(declared).fields
        }
        for (name, location), parameter in parameters.items():
            schema = parameter.get("schema", {})
            if (
                location == "query"
                and name in from_serializers
                and not parameter.get("required")
                and schema.get("type") != "array"
                and not Draft7Validator(schema, format_checker=Draft7Validator.FORMAT_CHECKER).is_valid("")
            ):
                parameter["schema"] = {"anyOf": [schema, {"type": "string", "maxLength": 0}]}
        return parameters

    def _get_request_body(self, direction="request"):
        # A body the server needs is required: without one it answers 400 or 415.
        body = super()._get_request_body(direction)
        if body and self.method.upper() in BODY_METHODS:
            body["required"] = True
        return body

    def _request_limits(self, field, schema: dict) -> None:
        """What the server refuses that drf-spectacular leaves out, for a field of a request body
        or query."""
        if schema.get("readOnly"):
            return
        if hasattr(field, "schema_enum"):  # choices read at request time (the catalogue's services)
            with contextlib.suppress(DatabaseError):  # no database (a schema made offline): no list
                schema["enum"] = field.schema_enum()
        if "enum" in schema:
            return
        if isinstance(field, serializers.CharField) and not field.allow_blank:
            minimum = max(1, field.min_length or 0)
            schema["minLength"] = max(schema.get("minLength", 0), minimum)
            if field.trim_whitespace and "format" not in schema and "pattern" not in schema:
                schema["pattern"] = _trimmed_length_pattern(minimum)
        if isinstance(field, serializers.ListField) and not field.allow_empty:
            schema["minItems"] = max(schema.get("minItems", 0), 1)

    def implied_errors(self) -> dict[int, str]:
        view, method = self.view, self.method.upper()
        errors: dict[int, str] = {}
        has_body = method in BODY_METHODS
        if has_body or (method == "GET" and self._get_query_parameters_declared()):
            errors[400] = "Invalid input (field errors) or a malformed body."
        authenticators = view.get_authenticators()
        try:
            permissions = view.get_permissions()
        except AttributeError:  # a view whose permissions depend on the request
            permissions = []
        if any(not isinstance(permission, AllowAny) for permission in permissions):
            if any(authenticator.authenticate_header(None) for authenticator in authenticators):
                errors[401] = "Not signed in."
            errors[403] = "Signed in without the permission this needs."
        if has_body and any(isinstance(a, SessionAuthentication) for a in authenticators):
            errors[403] = errors.get(403, "Refused") + " Also a missing or wrong CSRF token."
        if "{" in self.path:
            errors[404] = "There is nothing with this id."
        elif self._declares_query_parameter("page"):
            errors[404] = "There is no such page of results."
        if isinstance(view.get_content_negotiator(), DefaultContentNegotiation):
            errors[406] = "The Accept header asks for something other than JSON."
        if has_body:
            errors[415] = "The body is not application/json."
        if view.get_throttles():
            errors[429] = "Too many requests; see Retry-After."
        errors[503] = "The database is unavailable; see Retry-After."
        return errors

    def _get_query_parameters_declared(self) -> bool:
        return any(parameter.get("in") == "query" for parameter in self._get_parameters())

    def _declares_query_parameter(self, name: str) -> bool:
        return any(
            parameter.get("in") == "query" and parameter.get("name") == name
            for parameter in self._get_parameters()
        )

    def _get_response_bodies(self, direction="response"):
        responses = super()._get_response_bodies(direction)
        for code, description in self.implied_errors().items():
            responses.setdefault(
                str(code),
                {"description": description, "content": {"application/json": {"schema": ERROR_SCHEMA}}},
            )
        return responses
