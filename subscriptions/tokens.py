"""The signed values of subscriptions: the confirmation link (7 days) and the unsubscribe link (no
expiry). Each has a salt of its own, so one can never stand for another (nor the forms' fill-time
stamp, forms.fill_time).

All are django.core.signing values (HMAC with SECRET_KEY): a changed character fails the signature.
"""

from datetime import timedelta

from django.core import signing

CONFIRM_SALT = "subscriptions.confirm"
UNSUBSCRIBE_SALT = "subscriptions.unsubscribe"
CONFIRM_VALID_FOR = timedelta(days=7)


class TokenInvalid(Exception):
    """Not a token we made: tampered, cut short, or signed for something else."""


class TokenExpired(Exception):
    """A genuine confirmation token, older than CONFIRM_VALID_FOR; `email` is the address it was for."""

    def __init__(self, email: str):
        super().__init__(email)
        self.email = email


def confirm_token(email: str) -> str:
    return signing.dumps(email, salt=CONFIRM_SALT)


def confirm_email(token: str) -> str:
    """The address a confirmation token was made for; raises TokenExpired or TokenInvalid."""
    try:
        return signing.loads(token, salt=CONFIRM_SALT, max_age=CONFIRM_VALID_FOR)
    except signing.SignatureExpired:
        return _expired(token)
    except signing.BadSignature as exc:
        raise TokenInvalid from exc


def _expired(token: str) -> str:
    try:
        email = signing.loads(token, salt=CONFIRM_SALT)
    except signing.BadSignature as exc:  # cannot happen: only its age failed
        raise TokenInvalid from exc
    raise TokenExpired(email)


def unsubscribe_token(email: str) -> str:
    return signing.dumps(email, salt=UNSUBSCRIBE_SALT)


def unsubscribe_email(token: str) -> str:
    """The address an unsubscribe token was made for (it never expires); raises TokenInvalid."""
    try:
        return signing.loads(token, salt=UNSUBSCRIBE_SALT)
    except signing.BadSignature as exc:
        raise TokenInvalid from exc
