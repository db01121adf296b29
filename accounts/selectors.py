"""Reads for accounts."""

from django.contrib.auth import get_user_model
from django.contrib.auth.models import AbstractBaseUser

# The Django model permissions of the staff area (/admin): seeing and marking each kind of lead.
VIEW_CONTACTS = "leads.view_contactsubmission"
CHANGE_CONTACTS = "leads.change_contactsubmission"
VIEW_QUOTES = "leads.view_quoterequest"
CHANGE_QUOTES = "leads.change_quoterequest"
LEAD_VIEW_PERMISSIONS = (VIEW_CONTACTS, VIEW_QUOTES)
# The Reports view on /admin (funnels and attribution): a permission of its own, which superusers
# hold and administrators give to a person or a group in /django-admin/.
VIEW_REPORTS = "analytics.view_reports"
LEAD_MANAGER_PERMISSIONS = (VIEW_CONTACTS, CHANGE_CONTACTS, VIEW_QUOTES, CHANGE_QUOTES)


def user_find_for_sign_in(*, identifier: str) -> AbstractBaseUser | None:
    """The account a sign-in form names: by exact username, else by its (unique) email address."""
    User = get_user_model()
    identifier = identifier.strip()
    if not identifier:
        return None
    user = User._default_manager.filter(**{User.USERNAME_FIELD: identifier}).first()
    if user is not None:
        return user
    matches = list(User._default_manager.filter(email__iexact=identifier)[:2])
    # Two accounts sharing an address is ambiguous: sign in by username then.
    return matches[0] if len(matches) == 1 else None


def user_email_taken(*, email: str) -> bool:
    User = get_user_model()
    return User._default_manager.filter(email__iexact=email.strip()).exists()


def user_profile(*, user) -> dict:
    """The signed-in user's own record, as the dashboard endpoint returns it."""
    return {
        "id": user.pk,
        "email": user.email,
        "name": user.get_full_name() or user.get_username(),
        "dateJoined": user.date_joined,
    }


def staff_user_summary(*, user) -> dict:
    return {
        "id": user.pk,
        "username": user.get_username(),
        "email": user.email,
        "name": user.get_full_name() or user.get_username(),
        "canViewReports": user.has_perm(VIEW_REPORTS),
    }


def user_can_use_staff_area(*, user) -> bool:
    """Whether /admin lets this account in: active staff allowed to see at least one kind of lead.

    Content editors are staff without lead permissions: they use /django-admin/ only.
    """
    return bool(
        user is not None
        and user.is_authenticated
        and user.is_active
        and user.is_staff
        and any(user.has_perm(permission) for permission in LEAD_VIEW_PERMISSIONS)
    )
