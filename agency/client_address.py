"""Request helpers shared by the apps."""

import ipaddress

from django.conf import settings


def _address(value: str) -> str | None:
    """`value` as a normalised IP address, or None when it is not one."""
    try:
        return str(ipaddress.ip_address(value.strip()))
    except ValueError:
        return None


def client_ip(request) -> str:
    """The visitor's address: the one rule every throttle, sign-in lockout and lead limit uses.

    With TRUSTED_PROXY_COUNT = 0 (no proxy in front) it is REMOTE_ADDR and X-Forwarded-For is
    ignored whatever it says. With N trusted proxies, each appending the address it received the
    request from, it is the N-th entry from the right of X-Forwarded-For: everything to the left of
    it was written by the client and can be forged. A header shorter than N entries (the request
    skipped a proxy) or an entry that is not an IP address falls back to REMOTE_ADDR.
    """
    remote_addr = request.META.get("REMOTE_ADDR", "") or ""
    trusted = settings.TRUSTED_PROXY_COUNT
    forwarded = request.META.get("HTTP_X_FORWARDED_FOR", "")
    if trusted <= 0 or not forwarded:
        return remote_addr
    hops = [hop.strip() for hop in forwarded.split(",") if hop.strip()]
    if len(hops) < trusted:
        return remote_addr
    return _address(hops[-trusted]) or remote_addr
