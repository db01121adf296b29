"""A guide to download that a lead's form offered: which one, and the link its acknowledgement
email carries.

Guides are content (campaigns.models.Guide, offered by a landing page's form block); leads stands
below campaigns and never imports it. campaigns registers one `GuideProvider` at start-up
(`guide_provider_register`, [the wiring](docs/developers/architecture.md)), and leads asks it:

- `guide_offered(lead)`: the id of the guide the lead gets, decided on the server from where the
  lead was sent (never from anything posted that names a guide), or None;
- `guide_line(lead, guide_id)`: the guide's title in the lead's language and a fresh signed link,
  or None when the guide has been deleted since;
- `page_naming_form(slug, form)`: the path of the landing page a form on a page of its own was
  opened from (the consultation's, without JavaScript: `?from=<slug>`), when that page offers a
  guide with the form or shows it under a running A/B test; the form's post then names that page as
  its own, so the lead gets the guide and records the page's A/B version, as the dialog on it would.

leads.services records the guide on the acknowledgement delivery (`payload = {"guide": id}`) and
in the lead's history ("Guide sent"); leads.lead_emails writes the link at sending time.
"""

from dataclasses import dataclass
from typing import Protocol

from django.core import signing

from leads.models import Lead


@dataclass(frozen=True)
class GuideLine:
    title: str
    link: str
    pages: int = 0


class GuideProvider(Protocol):
    def guide_for(self, lead: Lead) -> int | None: ...

    def title(self, guide_id: int, language: str) -> str | None: ...

    def page_naming(self, slug: str, form: str) -> str | None: ...

    def line(self, lead: Lead, guide_id: int) -> GuideLine | None: ...


_PROVIDERS: list[GuideProvider] = []


def guide_provider_register(provider: GuideProvider) -> None:
    """Say where guides come from (once, at start-up)."""
    if provider not in _PROVIDERS:
        _PROVIDERS.append(provider)


def guide_offered(lead: Lead) -> int | None:
    """The id of the guide the lead's form offered, or None."""
    for provider in _PROVIDERS:
        found = provider.guide_for(lead)
        if found is not None:
            return found
    return None


def page_naming_form(slug: str, form: str) -> str | None:
    """The path, in the active language, of the live landing page `slug` that the lead form `form`
    ("consultation") opened from it records as its page (it offers a guide with the form, or shows
    it under a running A/B test), or None."""
    for provider in _PROVIDERS:
        path = provider.page_naming(slug, form)
        if path:
            return path
    return None


def guide_title(guide_id: int, language: str) -> str | None:
    for provider in _PROVIDERS:
        title = provider.title(guide_id, language)
        if title:
            return title
    return None


def guide_line(lead: Lead, guide_id: int | None) -> GuideLine | None:
    """The guide's title and a fresh signed link for this lead, or None (no guide, or deleted)."""
    if guide_id is None:
        return None
    for provider in _PROVIDERS:
        line = provider.line(lead, guide_id)
        if line is not None:
            return line
    return None


# The thank-you page of a form sent without JavaScript says the guide is on its way: it is told
# which lead it thanks by this signed reference (never by a guide id in its address).
THANKS_SALT = "leads.guide-thanks"


def thanks_token(lead: Lead) -> str:
    return signing.dumps(lead.pk, salt=THANKS_SALT)


def thanks_lead(token: str) -> Lead | None:
    """The lead a thank-you page's `guide` reference names (made within the day), or None."""
    try:
        pk = signing.loads(token, salt=THANKS_SALT, max_age=24 * 3600)
    except signing.BadSignature:
        return None
    return Lead.objects.filter(pk=pk).first() if isinstance(pk, int) else None
