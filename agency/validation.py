"""Input rules every app shares."""

from rest_framework import serializers


def is_address_literal(email: str) -> bool:
    """name@[127.0.0.1] or name@[IPv6:...]: valid by RFC 5321, refused on every form of the site
    (nobody's real address, and mail to a raw address is how a form gets aimed at a server)."""
    return email.strip().rpartition("@")[2].startswith("[")


class EmailAddressField(serializers.EmailField):
    """DRF's EmailField without address literals, answering them with its own "invalid" message."""

    def to_internal_value(self, data):
        value = super().to_internal_value(data)
        if is_address_literal(value):
            self.fail("invalid")
        return value
