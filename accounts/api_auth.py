"""API plumbing shared by the staff and session endpoints: CSRF always, no-store, lead permissions."""

from django.utils.cache import add_never_cache_headers, patch_cache_control, patch_vary_headers
from rest_framework import exceptions
from rest_framework.authentication import CSRFCheck, SessionAuthentication
from rest_framework.permissions import BasePermission


class StrictSessionAuthentication(SessionAuthentication):
    """Session authentication that checks CSRF on every unsafe request, signed in or not.

    DRF's own class only checks CSRF for an authenticated session, which would leave the sign-in
    and registration posts open to login CSRF. An anonymous request to a protected endpoint gets
    401 (this class names a WWW-Authenticate scheme), a signed-in one without the right gets 403.
    """

    def authenticate(self, request):
        user = getattr(request._request, "user", None)
        self.enforce_csrf(request)
        if not user or not user.is_active:
            return None
        return (user, None)

    def enforce_csrf(self, request):
        def dummy_get_response(request):  # pragma: no cover - never called by the check
            return None

        check = CSRFCheck(dummy_get_response)
        check.process_request(request)
        reason = check.process_view(request, None, (), {})
        if reason:
            raise exceptions.PermissionDenied(f"CSRF Failed: {reason}")

    def authenticate_header(self, request):
        return 'Session realm="api"'


class HasLeadPermissions(BasePermission):
    """An active staff account holding the Django model permissions the view asks for.

    Content editors are staff too (they need it for /django-admin/), so `is_staff` alone admits
    no one. `view.lead_permissions` maps an HTTP method to the permissions it needs, every one of
    them; with `view.lead_permissions_any`, one of them is enough. Superusers hold them all.
    """

    message = "Your account is not allowed to see or change leads."

    def has_permission(self, request, view):
        user = request.user
        if not (user and user.is_authenticated and user.is_active and user.is_staff):
            return False
        method = "GET" if request.method in ("HEAD", "OPTIONS") else request.method
        required = view.lead_permissions.get(method, ())
        if not required:
            return False
        if getattr(view, "lead_permissions_any", False):
            return any(user.has_perm(permission) for permission in required)
        return user.has_perms(required)


class IsSignedIn(BasePermission):
    def has_permission(self, request, view):
        return bool(request.user and request.user.is_authenticated)


class NoStoreMixin:
    """Every response, errors included, is private and never stored by a browser or proxy."""

    def finalize_response(self, request, response, *args, **kwargs):
        response = super().finalize_response(request, response, *args, **kwargs)
        add_never_cache_headers(response)
        patch_cache_control(response, private=True)
        patch_vary_headers(response, ["Cookie"])
        return response


class StaffApiMixin(NoStoreMixin):
    """A staff endpoint: session + CSRF, never stored, and the lead permissions it names.

    Subclasses set `lead_permissions` (see HasLeadPermissions); a method without an entry is
    refused (403) even for a superuser, so a view cannot leak by forgetting one.
    """

    authentication_classes = [StrictSessionAuthentication]
    permission_classes = [HasLeadPermissions]
    lead_permissions: dict[str, tuple[str, ...]] = {}
    lead_permissions_any = False


class SessionApiMixin(NoStoreMixin):
    authentication_classes = [StrictSessionAuthentication]
