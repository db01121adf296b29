"""The guides' signed links: made for one lead and one guide, good for GUIDE_LINK_MAX_AGE_DAYS.

A link is /guides/<token> (/es/guias/<token> for a Spanish lead). The token is a django.core.signing
value (HMAC with SECRET_KEY, a salt of its own, the time it was made): {"l": lead id, "g": guide
id}. Changing a character fails the signature; an old one fails its age. The view
(campaigns.views.guide_download) streams the file from the private storage; nothing else serves it.

`LeadGuides` is the provider leads asks (leads.guides), registered in apps.py.
"""

from dataclasses import dataclass
from datetime import timedelta

from django.conf import settings
from django.core import signing
from django.urls import reverse
from django.utils import translation
from django.utils.text import slugify

from agency.i18n import path_in_language
from campaigns.models import Guide
from campaigns.selectors import guide_for_lead, page_naming_form
from leads.guides import GuideLine
from leads.models import DEFAULT_LANGUAGE, Lead

SALT = "campaigns.guide-link"


def link_max_age() -> timedelta:
    return timedelta(days=settings.GUIDE_LINK_MAX_AGE_DAYS)


@dataclass(frozen=True)
class GuideClaim:
    lead: Lead
    guide: Guide

    @property
    def language(self) -> str:
        return self.lead.language or DEFAULT_LANGUAGE


class LinkInvalid(Exception):
    """Not a link we made (tampered, cut short), or its lead or guide is gone."""


class LinkExpired(Exception):
    """A genuine link, older than GUIDE_LINK_MAX_AGE_DAYS; `claim` is what it was for, when known."""

    def __init__(self, claim: GuideClaim | None):
        super().__init__("expired")
        self.claim = claim


def guide_token(lead: Lead, guide: Guide) -> str:
    return signing.dumps({"l": lead.pk, "g": guide.pk}, salt=SALT)


def guide_path(lead: Lead, guide: Guide) -> str:
    """The link's path, in the lead's language (/guides/<token>, /es/guias/<token>)."""
    language = lead.language or DEFAULT_LANGUAGE
    with translation.override(language):
        path = reverse("campaigns:guide", kwargs={"token": guide_token(lead, guide)})
    return path_in_language(path, language)


def guide_url(lead: Lead, guide: Guide) -> str:
    return f"{settings.SITE_URL}{guide_path(lead, guide)}"


def _claim(value) -> GuideClaim | None:
    ids = (value.get("l"), value.get("g")) if isinstance(value, dict) else (None, None)
    if not all(isinstance(ident, int) for ident in ids):
        return None
    lead = Lead.objects.filter(pk=value["l"]).first()
    guide = Guide.objects.filter(pk=value["g"]).first()
    if lead is None or guide is None:
        return None
    return GuideClaim(lead, guide)


def guide_claim(token: str) -> GuideClaim:
    """What a link is for; raises LinkExpired or LinkInvalid."""
    try:
        value = signing.loads(token, salt=SALT, max_age=link_max_age())
    except signing.SignatureExpired:
        try:
            old = signing.loads(token, salt=SALT)
        except signing.BadSignature:  # cannot happen: only its age failed
            raise LinkInvalid from None
        raise LinkExpired(_claim(old)) from None
    except signing.BadSignature:
        raise LinkInvalid from None
    claim = _claim(value)
    if claim is None:
        raise LinkInvalid
    return claim


def download_name(guide: Guide, language: str) -> str:
    with translation.override(language):
        title = guide.title
    return f"{slugify(title)[:80] or 'guide'}.pdf"


class LeadGuides:
    """leads.guides' provider: the guide a landing page's form block offers (selectors.guide_for_lead)."""

    def guide_for(self, lead: Lead) -> int | None:
        guide = guide_for_lead(lead)
        return guide.pk if guide is not None else None

    def page_naming(self, slug: str, form: str) -> str | None:
        page = page_naming_form(slug, form)
        return page.get_absolute_url() if page is not None else None

    def title(self, guide_id: int, language: str) -> str | None:
        guide = Guide.objects.filter(pk=guide_id).first()
        if guide is None:
            return None
        with translation.override(language):
            return guide.title

    def line(self, lead: Lead, guide_id: int) -> GuideLine | None:
        guide = Guide.objects.filter(pk=guide_id).first()
        if guide is None:
            return None
        language = lead.language or DEFAULT_LANGUAGE
        with translation.override(language):
            title = guide.title
        return GuideLine(title=title, link=guide_url(lead, guide), pages=guide.pages_in(language))
