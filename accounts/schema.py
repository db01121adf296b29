"""OpenAPI (drf-spectacular) description of the session-cookie authentication the APIs use."""

from django.conf import settings
from drf_spectacular.extensions import OpenApiAuthenticationExtension


class StrictSessionAuthenticationScheme(OpenApiAuthenticationExtension):
    target_class = "accounts.api_auth.StrictSessionAuthentication"
    name = "sessionCookie"

    def get_security_definition(self, auto_schema):
        return {
            "type": "apiKey",
            "in": "cookie",
            "name": settings.SESSION_COOKIE_NAME,
            "description": "The Django session cookie; unsafe methods also need the X-CSRFToken header.",
        }
