"""Request helpers shared by the apps."""

from django.conf import settings


def client_ip(request) -> str:
    """The visitor's address: REMOTE_ADDR, or the address our own proxies saw in X-Forwarded-For.

    Only the last TRUSTED_PROXY_COUNT hops of X-Forwarded-For are trusted (each proxy appends
    the address it received the request from); anything before them can be forged by the client.
    """
    remote_addr = request.META.get("REMOTE_ADDR", "")
    trusted = settings.TRUSTED_PROXY_COUNT
    forwarded = request.META.get("HTTP_X_FORWARDED_FOR", "")
    if trusted <= 0 or not forwarded:
        return remote_addr
    hops = [hop.strip() for hop in forwarded.split(",") if hop.strip()]
    if not hops:
        return remote_addr
    return hops[-min(trusted, len(hops))]
