"""Writes for accounts: registering users, signing in and out with lockout, staff accounts."""

from dataclasses import dataclass

from django.contrib.auth import authenticate, get_user_model, login, logout
from django.contrib.auth.models import Group, Permission
from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError
from django.db import transaction

from accounts import lockout
from accounts.selectors import (
    LEAD_MANAGER_PERMISSIONS,
    user_can_use_staff_area,
    user_email_taken,
    user_find_for_sign_in,
)
from agency.http import client_ip

DUPLICATE_EMAIL_MESSAGE = "An account with this email address already exists. Please log in instead."


@transaction.atomic
def user_register(*, email: str, password: str, name: str):
    """A regular (non-staff) account; the email address is its username. Does not sign in."""
    User = get_user_model()
    email = User._default_manager.normalize_email(email.strip()).lower()
    name = name.strip()
    if user_email_taken(email=email) or User._default_manager.filter(username=email).exists():
        raise ValidationError({"email": [DUPLICATE_EMAIL_MESSAGE]})
    user = User(username=email, email=email, first_name=name[:150])
    try:
        validate_password(password, user=user)
    except ValidationError as exc:
        raise ValidationError({"password": exc.messages}) from exc
    user.set_password(password)
    user.full_clean()
    user.save()
    return user


@dataclass(frozen=True)
class SignInResult:
    user: object | None = None
    lock: lockout.Lock | None = None

    @property
    def ok(self) -> bool:
        return self.user is not None


def user_sign_in(*, request, identifier: str, password: str, staff_only: bool) -> SignInResult:
    """Checks the credentials (with lockout) and, when they are right, starts a new session.

    `login()` rotates the session key and the CSRF token, so a session fixed before sign-in is
    worthless afterwards. For the staff page an account must be active staff allowed to see leads
    (user_can_use_staff_area); any other account's right password counts as a failure there, like
    any wrong one, so a content editor cannot sign in to /admin.
    """
    ip = client_ip(request)
    candidate = user_find_for_sign_in(identifier=identifier)
    account = lockout.account_key(candidate, identifier)
    lock = lockout.current_lock(ip, account)
    if lock is not None:
        return SignInResult(lock=lock)

    # With no such account the backend still runs the hasher, so timing reveals nothing.
    username = candidate.get_username() if candidate is not None else identifier
    user = authenticate(request, username=username, password=password)
    if user is None or not user.is_active or (staff_only and not user_can_use_staff_area(user=user)):
        return SignInResult(lock=lockout.register_failure(ip, account))

    lockout.register_success(ip, account)
    login(request, user)
    return SignInResult(user=user)


def user_sign_out(*, request) -> None:
    logout(request)


LEAD_MANAGERS_GROUP = "Lead managers"


def lead_managers_group_ensure() -> Group:
    """The "Lead managers" group, created on first use, holding view and change on both lead models.

    Running it again restores any of those permissions an administrator removed from the group.
    """
    group, _ = Group.objects.get_or_create(name=LEAD_MANAGERS_GROUP)
    codenames = [permission.split(".", 1)[1] for permission in LEAD_MANAGER_PERMISSIONS]
    permissions = list(Permission.objects.filter(content_type__app_label="leads", codename__in=codenames))
    if len(permissions) != len(codenames):
        raise RuntimeError("The leads permissions do not exist yet: run `manage.py migrate` first.")
    group.permissions.add(*permissions)
    return group


@transaction.atomic
def staff_user_create(*, username: str, email: str, password: str, name: str = "", superuser: bool = False):
    """A staff account that can use /admin: a member of "Lead managers" (as a superuser, it can
    edit the content in /django-admin/ too)."""
    User = get_user_model()
    username = username.strip()
    email = User._default_manager.normalize_email(email.strip())
    if User._default_manager.filter(username=username).exists():
        raise ValidationError({"username": ["A user with that username already exists."]})
    if email and user_email_taken(email=email):
        raise ValidationError({"email": [DUPLICATE_EMAIL_MESSAGE]})
    user = User(username=username, email=email, is_staff=True, is_superuser=superuser)
    first, _, last = name.strip().partition(" ")
    user.first_name, user.last_name = first[:150], last[:150]
    try:
        validate_password(password, user=user)
    except ValidationError as exc:
        raise ValidationError({"password": exc.messages}) from exc
    user.set_password(password)
    user.full_clean()
    user.save()
    user.groups.add(lead_managers_group_ensure())
    return user
