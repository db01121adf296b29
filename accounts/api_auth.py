"""API plumbing shared by the staff and session endpoints: CSRF always, no-store, staff-only."""

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


class IsActiveStaff(BasePermission):
    message = "Only signed-in staff can see this."

    def has_permission(self, request, view):
        user = request.user
        return bool(user and user.is_authenticated and user.is_active and user.is_staff)


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
    authentication_classes = [StrictSessionAuthentication]
    permission_classes = [IsActiveStaff]


class SessionApiMixin(NoStoreMixin):
    authentication_classes = [StrictSessionAuthentication]
