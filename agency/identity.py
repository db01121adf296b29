"""The agency's identity and the sender of its emails: a ground-floor reader every app may use.

Who the agency is (name, contact details, address, logo) is content: editors change it in the
Django admin, and marketing keeps it (marketing.models.SiteIdentity, read and cached by
marketing.selectors.site_identity). Emails, webhooks, the account notices and the page shell need
it too; they ask here, and marketing plugs its reader in when the apps are ready
(MarketingConfig.ready calls `provide`). So the arrows run one way, every app -> agency, and
marketing -> agency: nothing below marketing reaches up into it for the agency's name.
"""

from collections.abc import Callable
from email.utils import formataddr, parseaddr
from typing import Protocol

from django.conf import settings
from django.core.exceptions import ImproperlyConfigured


class Identity(Protocol):
    """What the apps read of the agency's identity (marketing.models.SiteIdentity has it all)."""

    name: str
    email: str
    phone: str
    scheduling_url: str


_reader: Callable[[], Identity] | None = None


def provide(reader: Callable[[], Identity]) -> None:
    """Called once at start-up by the app that keeps the identity (marketing)."""
    global _reader
    _reader = reader


def site_identity() -> Identity:
    """The agency's current identity, as editors last saved it."""
    if _reader is None:
        raise ImproperlyConfigured("No app provides the site identity (marketing's ready() does).")
    return _reader()


def email_sender() -> str:
    """The From header of the site's emails: the agency's current name on the sending mailbox
    (the address stays DEFAULT_FROM_EMAIL's, which the mail server is set up to send as)."""
    address = parseaddr(settings.DEFAULT_FROM_EMAIL)[1] or settings.DEFAULT_FROM_EMAIL
    return formataddr((site_identity().name, address))
