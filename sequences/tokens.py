"""The signed values in a sequence email: the unsubscribe address and the booking link.

django.core.signing values (HMAC with SECRET_KEY), each with a salt of its own, so neither stands
for the other nor for any other signed value of the site. Neither expires: an email read a month
later still unsubscribes (RFC 8058 asks that the link keep working) and still books a call.
"""

from django.core import signing

UNSUBSCRIBE_SALT = "sequences.unsubscribe"
BOOK_SALT = "sequences.book"


class TokenInvalid(Exception):
    """Not a token we made: tampered, cut short, or signed for something else."""


def unsubscribe_token(enrollment) -> str:
    return signing.dumps({"e": enrollment.pk, "l": enrollment.language}, salt=UNSUBSCRIBE_SALT, compress=True)


def book_token(enrollment) -> str:
    return signing.dumps(enrollment.pk, salt=BOOK_SALT)


def _load(token: str, salt: str):
    try:
        return signing.loads(token or "", salt=salt)
    except signing.BadSignature as exc:
        raise TokenInvalid from exc


def unsubscribe_claim(token: str) -> tuple[int, str]:
    """(enrollment id, language) of an unsubscribe token; raises TokenInvalid."""
    value = _load(token, UNSUBSCRIBE_SALT)
    if (
        not isinstance(value, dict)
        or not isinstance(value.get("e"), int)
        or not isinstance(value.get("l"), str)
    ):
        raise TokenInvalid
    return value["e"], value["l"]


def booked_enrollment(token: str) -> int:
    value = _load(token, BOOK_SALT)
    if not isinstance(value, int):
        raise TokenInvalid
    return value
