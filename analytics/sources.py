"""Where a visit came from, by one rule for the beacon's counts and the leads alike:
utm_source / utm_medium / utm_campaign when the landing address carries them, else the
referrer's domain (only another site's: a click from our own pages is no source), else "direct".
"""

from dataclasses import dataclass
from functools import lru_cache
from urllib.parse import urlsplit

from django.conf import settings

DIRECT = "direct"
REFERRAL = "referral"
# Where a day's sources beyond ANALYTICS_SOURCES_PER_DAY are counted (analytics.services).
OTHER = "(other)"
MAX_LENGTH = 100


@dataclass(frozen=True)
class Source:
    source: str
    medium: str = ""
    campaign: str = ""


def own_hosts() -> frozenset[str]:
    return _own_hosts(tuple(settings.ALLOWED_HOSTS), settings.SITE_URL)


@lru_cache(maxsize=8)
def _own_hosts(allowed_hosts: tuple[str, ...], site_url: str) -> frozenset[str]:
    hosts = {host.lower().lstrip(".") for host in allowed_hosts if host and host != "*"}
    site = urlsplit(site_url).hostname
    return frozenset(hosts | ({site.lower()} if site else set()))


def referrer_domain(referrer: str) -> str:
    """The referrer's host without "www.", or "" when there is none or it is this site."""
    if not referrer:
        return ""
    try:
        host = (urlsplit(referrer).hostname or "").lower().removesuffix(".")
    except ValueError:
        return ""
    if not host or host in own_hosts():
        return ""
    return host.removeprefix("www.")[:MAX_LENGTH]


def _clean(value) -> str:
    return str(value or "").strip().lower()[:MAX_LENGTH]


def classify(*, utm_source="", utm_medium="", utm_campaign="", referrer="", domain=None) -> Source:
    """`domain`: the referrer's domain when the caller already has it (referrer_domain)."""
    if _clean(utm_source):
        return Source(_clean(utm_source), _clean(utm_medium), _clean(utm_campaign))
    domain = referrer_domain(referrer) if domain is None else domain
    if domain:
        return Source(domain, REFERRAL)
    return Source(DIRECT)
