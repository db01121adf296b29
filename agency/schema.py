"""The OpenAPI schema's AutoSchema: each operation documents every status code it can answer.

What a view declares with extend_schema stays as it is; on top of it, the error answers its own
classes imply are added, read from the view itself (so a view moved to another app takes its
description along): 400 for a body or query to validate, 401/403 for its permission classes, 403
for a session-cookie endpoint's CSRF check, 404 for an address with an id, 406 when its content
negotiation can refuse the Accept header, 415 for a body of another media type, 429 for its
throttles, 503 for a database outage (agency.exceptions answers every API error, so every
operation can).
"""

from drf_spectacular.openapi import AutoSchema as SpectacularAutoSchema
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


class AutoSchema(SpectacularAutoSchema):
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
