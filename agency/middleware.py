"""Response headers Django's SecurityMiddleware does not set itself."""

from django.conf import settings


class PermissionsPolicyMiddleware:
    """Turns off browser features the site never uses, for this page and anything it embeds."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        policy = settings.PERMISSIONS_POLICY
        if policy and "Permissions-Policy" not in response:
            response["Permissions-Policy"] = ", ".join(
                f"{feature}=({' '.join(allow)})" for feature, allow in policy.items()
            )
        return response
