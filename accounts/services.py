"""Writes for accounts: registering users, signing in and out (with the sign-in defence), staff accounts."""

import hashlib
from dataclasses import dataclass

from django.contrib.auth import authenticate, get_user_model, login, logout
from django.contrib.auth.models import Group, Permission
from django.contrib.auth.password_validation import validate_password
from django.core.cache import cache
from django.core.exceptions import ValidationError
from django.db import transaction

from accounts.roles import editors_group_ensure
from accounts.selectors import (
    LEAD_MANAGER_PERMISSIONS,
    user_can_use_staff_area,
    user_email_taken,
    user_find_for_sign_in,
)
from accounts.signin_defence import Lock, account_name, current_lock
from accounts.tasks import send_account_exists_notice
from agency.validation import validate_email_address

DUPLICATE_EMAIL_MESSAGE = "An account with this email address already exists. Please log in instead."


def user_register(*, email: str, password: str, name: str):
    """A regular (non-staff) account; the email address is its username. Does not sign in.

    An address that already has an account gets the same answer as a new one (the caller cannot
    tell them apart, so registration reveals no one's address): nothing is created, and the
    owner of the address is told by email, at most once a day, that they already have an
    account. The password is checked and hashed either way, so both take the same time.
    Returns the new user, or None when the address was taken.
    """
    User = get_user_model()
    email = User._default_manager.normalize_email(email.strip()).lower()
    name = name.strip()
    user = User(username=email, email=email, first_name=name[:150])
    try:
        validate_password(password, user=user)
    except ValidationError as exc:
        raise ValidationError({"password": exc.messages}) from exc
    user.set_password(password)
    if user_email_taken(email=email) or User._default_manager.filter(username=email).exists():
        account_exists_notice_send(email=email)
        return None
    with transaction.atomic():
        user.full_clean()
        user.save()
    return user


def account_exists_notice_send(*, email: str) -> None:
    """Queues the "you already have an account" email, once a day per address at most.

    The daily mark lives in the cache; without the cache no notice goes out (better none than
    a stream of them to someone else's inbox).
    """
    digest = hashlib.sha256(email.encode()).hexdigest()[:32]
    if cache.add(f"accounts:exists-notice:{digest}", 1, timeout=ACCOUNT_EXISTS_NOTICE_INTERVAL):
        send_account_exists_notice.enqueue(email)


ACCOUNT_EXISTS_NOTICE_INTERVAL = 24 * 60 * 60


@dataclass(frozen=True)
class SignInResult:
    user: object | None = None
    lock: Lock | None = None
    # The right password for an account this door does not admit (an editor at /admin).
    not_admitted: bool = False

    @property
    def ok(self) -> bool:
        return self.user is not None


def user_sign_in(*, request, identifier: str, password: str, staff_only: bool) -> SignInResult:
    """Checks the credentials (with the sign-in defence) and, when right, starts a new session.

    The defence (accounts.signin_defence, on django-axes) is the same at every door: a locked
    attempt is refused before any password is checked, every failure is recorded, a success
    clears the failures of its (account, address) pair. `login()` rotates the session key and the
    CSRF token, so a session fixed before sign-in is worthless afterwards. For the staff page an
    account must be active staff allowed to see leads (user_can_use_staff_area): any other
    account's right password starts no session there and answers `not_admitted`, which is no
    failure (the password was right), so a content editor who tries /admin is told why and is
    never locked out of /django-admin/ by it.
    """
    candidate = user_find_for_sign_in(identifier=identifier)
    # With no such account the backend still runs the hasher, so timing reveals nothing.
    username = candidate.get_username() if candidate is not None else identifier
    lock = current_lock(request, account_name(request, {"username": username}))
    if lock is not None:
        return SignInResult(lock=lock)

    user = authenticate(request, username=username, password=password)
    if user is not None and staff_only and not user_can_use_staff_area(user=user):
        return SignInResult(not_admitted=True)
    if user is None:
        if getattr(request, "axes_locked_out", False):
            return SignInResult(lock=current_lock(request, account_name(request, {"username": username})))
        return SignInResult()

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
def staff_user_create(
    *,
    username: str,
    email: str,
    password: str,
    name: str = "",
    superuser: bool = False,
    editor: bool = False,
):
    """A staff account: a member of "Lead managers" who uses /admin (as a superuser, it can do
    everything in /django-admin/ too), or with `editor`, a member of "Editors" only, who edits the
    site's content in /django-admin/ and cannot open the leads."""
    if superuser and editor:
        raise ValidationError({"role": ["An account is either a superuser or an editor, not both."]})
    User = get_user_model()
    username = username.strip()
    email = User._default_manager.normalize_email(email.strip())
    if User._default_manager.filter(username=username).exists():
        raise ValidationError({"username": ["A user with that username already exists."]})
    if email:
        try:
            validate_email_address(email)  # the site's one email rule, stricter than auth's field
        except ValidationError as exc:
            raise ValidationError({"email": exc.messages}) from exc
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
    user.groups.add(editors_group_ensure() if editor else lead_managers_group_ensure())
    return user
