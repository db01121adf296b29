"""The staff sign-in API (/api/admin/...) and the session API (/api/auth/..., /api/dashboard/user).

Both are session-cookie APIs: every post needs the CSRF token (X-CSRFToken), and signing in
starts a new session. One APIView per action, thin: the rules live in accounts.services.
"""

from django.middleware.csrf import get_token
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema, extend_schema_serializer
from rest_framework import serializers, status
from rest_framework.exceptions import ValidationError
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.api_auth import IsSignedIn, SessionApiMixin, StaffApiMixin
from accounts.selectors import LEAD_VIEW_PERMISSIONS, staff_user_summary, user_profile
from accounts.services import user_register, user_sign_in, user_sign_out
from accounts.signin_defence import locked_json
from agency.schema import ERROR_SCHEMA
from agency.throttle import limit
from agency.validation import EmailAddressField

STAFF_SIGN_IN_FAILED = "Incorrect password."
# The right password for an account without any lead permission (a content editor) at /admin.
STAFF_NOT_ADMITTED = "This account cannot open the leads page."
SESSION_SIGN_IN_FAILED = "Please check your credentials and try again."
REGISTERED = "Your account has been created. Please log in."
WELCOME_BACK = "Welcome back!"
LOGGED_OUT = "You have been logged out of your account."


@extend_schema_serializer(component_name="AuthMessage")
class MessageSerializer(serializers.Serializer):
    message = serializers.CharField()


@extend_schema_serializer(component_name="SignInLocked")
class LockedSerializer(MessageSerializer):
    retryAfter = serializers.IntegerField(help_text="Seconds until sign-in attempts are accepted again.")


@extend_schema_serializer(component_name="CsrfToken")
class CsrfSerializer(serializers.Serializer):
    csrfToken = serializers.CharField()


@extend_schema_serializer(component_name="StaffUser")
class StaffUserSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    username = serializers.CharField()
    email = serializers.CharField()
    name = serializers.CharField()
    canViewReports = serializers.BooleanField(
        help_text="Whether the Reports view and its API answer this user."
    )


@extend_schema_serializer(component_name="StaffSession")
class StaffSessionSerializer(CsrfSerializer):
    user = StaffUserSerializer()


@extend_schema_serializer(component_name="LoggedOut")
class LoggedOutSerializer(MessageSerializer, CsrfSerializer):
    pass


class SignInDoor(SessionApiMixin, APIView):
    """One sign-in flow behind both doors (the staff page's and the session API's): the input
    checked, accounts.services.user_sign_in (with the sign-in defence), then the door's answer: its
    success body, the one locked answer (signin_defence.locked_json) or its failure message.

    A door sets `staff_only` (with `not_admitted_message`, its 403 answer to the right password of
    an account it does not admit), `identifier_field` (the input naming the account),
    `failed_message`, its InputSerializer and `signed_in(request, user)`. `invalid_message`, when
    set, is added to the 400 answer to invalid input (the session API's contract)."""

    permission_classes = []
    staff_only = False
    not_admitted_message = ""
    identifier_field = "username"
    failed_message = ""
    invalid_message: str | None = None
    InputSerializer: type[serializers.Serializer]

    def signed_in(self, request, user) -> dict:
        raise NotImplementedError

    def post(self, request):
        data = self.InputSerializer(data=request.data)
        if not data.is_valid():
            prefix = {"message": self.invalid_message} if self.invalid_message else {}
            raise ValidationError({**prefix, **data.errors})
        result = user_sign_in(
            request=request._request,
            identifier=data.validated_data[self.identifier_field],
            password=data.validated_data["password"],
            staff_only=self.staff_only,
        )
        if result.ok:
            return Response(self.signed_in(request, result.user))
        if result.lock is not None:
            return locked_json(result.lock)
        if result.not_admitted:
            return Response({"message": self.not_admitted_message}, status=status.HTTP_403_FORBIDDEN)
        return Response({"message": self.failed_message}, status=status.HTTP_401_UNAUTHORIZED)


# --- staff -----------------------------------------------------------------------------------


class StaffLoginApi(SignInDoor):
    """POST /api/admin/login: a staff account's username (or email) and password."""

    staff_only = True
    not_admitted_message = STAFF_NOT_ADMITTED
    failed_message = STAFF_SIGN_IN_FAILED

    @extend_schema_serializer(component_name="StaffSignInInput")
    class InputSerializer(serializers.Serializer):
        username = serializers.CharField(max_length=254, trim_whitespace=True)
        password = serializers.CharField(max_length=4096, trim_whitespace=False)

    def signed_in(self, request, user) -> dict:
        # The session and the CSRF token were rotated: the page must use the new token.
        return {"user": staff_user_summary(user=user), "csrfToken": get_token(request)}

    @extend_schema(
        request=InputSerializer,
        responses={
            200: StaffSessionSerializer,
            401: MessageSerializer,
            403: OpenApiResponse(
                ERROR_SCHEMA,
                description=f'"{STAFF_NOT_ADMITTED}" for the right password of an account without '
                "lead permissions; also a missing or wrong CSRF token.",
            ),
            429: LockedSerializer,
        },
    )
    def post(self, request):
        return super().post(request)


class StaffLogoutApi(SessionApiMixin, APIView):
    """POST /api/admin/logout: ends the session (also when it has already ended)."""

    permission_classes = []

    @extend_schema(request=None, responses={200: LoggedOutSerializer})
    def post(self, request):
        user_sign_out(request=request._request)
        return Response({"message": LOGGED_OUT, "csrfToken": get_token(request)})


class StaffSessionApi(StaffApiMixin, APIView):
    """GET /api/admin/session: who is signed in (401 when nobody, 403 without any lead permission)."""

    lead_permissions = {"GET": LEAD_VIEW_PERMISSIONS}
    lead_permissions_any = True

    @extend_schema(responses={200: StaffSessionSerializer})
    def get(self, request):
        return Response({"user": staff_user_summary(user=request.user), "csrfToken": get_token(request)})


# --- session API -----------------------------------------------------------------------------


class CsrfTokenApi(SessionApiMixin, APIView):
    """GET /api/auth/csrf: a CSRF token (and its cookie) for a client about to post."""

    # Open to anyone (a visitor signs in or registers with it); AllowAny tells the schema so.
    permission_classes = [AllowAny]

    @extend_schema(responses={200: CsrfSerializer})
    def get(self, request):
        return Response({"csrfToken": get_token(request)})


# AUTH_REGISTER_RATE per client address, over a rolling window (agency.throttle).
REGISTER_THROTTLE = limit("auth:register", "AUTH_REGISTER_RATE")


class RegisterApi(SessionApiMixin, APIView):
    """POST /api/auth/register {email, password, name}: creates a regular account, not signed in."""

    permission_classes = []
    throttle_classes = [REGISTER_THROTTLE]

    @extend_schema_serializer(component_name="RegisterInput")
    class InputSerializer(serializers.Serializer):
        email = EmailAddressField(max_length=150)
        password = serializers.CharField(max_length=4096, trim_whitespace=False)
        name = serializers.CharField(min_length=2, max_length=150)

    @extend_schema(request=InputSerializer, responses={201: MessageSerializer})
    def post(self, request):
        data = self.InputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        # A ValidationError from the service is a 400 with its messages (agency.exceptions).
        user_register(**data.validated_data)
        return Response({"message": REGISTERED}, status=status.HTTP_201_CREATED)


@extend_schema_serializer(component_name="LoginResult")
class LoginOutputSerializer(MessageSerializer, CsrfSerializer):
    userId = serializers.IntegerField()


class LoginApi(SignInDoor):
    """POST /api/auth/login {email, password}: 200 {userId, message} and a new session."""

    identifier_field = "email"
    failed_message = SESSION_SIGN_IN_FAILED
    # The session API's contract: invalid input also carries the sign-in failure message.
    invalid_message = SESSION_SIGN_IN_FAILED

    @extend_schema_serializer(component_name="LoginInput")
    class InputSerializer(serializers.Serializer):
        email = serializers.CharField(max_length=254)
        password = serializers.CharField(max_length=4096, trim_whitespace=False)

    def signed_in(self, request, user) -> dict:
        return {"userId": user.pk, "message": WELCOME_BACK, "csrfToken": get_token(request)}

    @extend_schema(
        request=InputSerializer,
        responses={200: LoginOutputSerializer, 401: MessageSerializer, 429: LockedSerializer},
    )
    def post(self, request):
        return super().post(request)


class LogoutApi(SessionApiMixin, APIView):
    """POST /api/auth/logout: ends the session."""

    permission_classes = []

    @extend_schema(request=None, responses={200: MessageSerializer})
    def post(self, request):
        user_sign_out(request=request._request)
        return Response({"message": LOGGED_OUT})


class DashboardUserApi(SessionApiMixin, APIView):
    """GET /api/dashboard/user?userId=: the signed-in user's own record, never anyone else's."""

    permission_classes = [IsSignedIn]

    @extend_schema_serializer(component_name="DashboardUser")
    class OutputSerializer(serializers.Serializer):
        id = serializers.IntegerField()
        email = serializers.CharField()
        name = serializers.CharField()
        dateJoined = serializers.DateTimeField()

    @extend_schema(
        parameters=[
            OpenApiParameter("userId", int, description="Must be the signed-in user's id when given.")
        ],
        responses={200: OutputSerializer},
    )
    def get(self, request):
        asked = request.query_params.get("userId")
        if asked is not None and asked != str(request.user.pk):
            return Response(
                {"detail": "You can only see your own account."}, status=status.HTTP_403_FORBIDDEN
            )
        return Response(user_profile(user=request.user))
