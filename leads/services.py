"""Writes of leads. Every change to a lead row goes through one of these functions.

A lead, its delivery rows and the tasks that send them are committed in one transaction: the
tasks live in the same database (django-tasks-db), so either all exist or none does, and a lead
can never be stored without its notification. Sending itself is the delivery room's business
(delivery.queue).
"""

import logging
import uuid
from dataclasses import dataclass, field

from django.conf import settings
from django.db import IntegrityError, transaction
from django.utils import timezone

from delivery.models import Delivery, DeliveryKind, DeliveryStatus
from delivery.queue import email_enqueue
from leads.click_ids import click_ids_clean
from leads.guides import guide_offered, guide_title
from leads.lead_webhooks import lead_event_enqueue
from leads.models import (
    DEFAULT_LANGUAGE,
    QUOTE_REQUEST_SOURCES,
    BuiltForm,
    BuiltFormField,
    ContactSubmission,
    Lead,
    LeadEvent,
    LeadEventKind,
    LeadSource,
    QuoteRequest,
)
from leads.scoring import lead_score
from leads.selectors import built_form_of
from leads.signals import lead_stored

logger = logging.getLogger(__name__)


class IdempotencyKeyReused(Exception):
    """The idempotency key belongs to a stored lead whose answers differ from this submission's."""


@dataclass(frozen=True)
class LeadTracking:
    """Where the visitor was when they sent the lead. Values are cut to the columns' sizes."""

    page_url: str = ""
    referrer: str = ""
    utm_source: str = ""
    utm_medium: str = ""
    utm_campaign: str = ""
    utm_term: str = ""
    utm_content: str = ""
    landing_page: str = ""
    user_agent: str = ""
    client_address: str = ""
    # The ad platforms' click ids of the landing page (leads.click_ids), valid ones only.
    click_ids: dict[str, str] = field(default_factory=dict)
    # The browser sent Global Privacy Control (Sec-GPC: 1): the lead goes to no ad platform.
    sharing_opt_out: bool = False
    # The A/B test version of the page the form was on ("7:B"), drawn by the server
    # (forms.apis.ab_version_of).
    ab_version: str = ""

    def as_fields(self) -> dict:
        fields = {"click_ids": click_ids_clean(self.click_ids), "sharing_opt_out": bool(self.sharing_opt_out)}
        for name in self.__dataclass_fields__.keys() - fields.keys():
            max_length = Lead._meta.get_field(name).max_length
            fields[name] = _printable(getattr(self, name))[:max_length]
        return fields


def lead_spam_reason(*, honeypot: object = None, elapsed_ms: float | None = None) -> str:
    """Why a submission looks automated, or "" when it does not. Absent values never count."""
    if honeypot is not None and str(honeypot).strip():
        return "The hidden honeypot field was filled in."
    minimum = settings.LEADS_MIN_FILL_MS
    if elapsed_ms is not None and elapsed_ms < minimum:
        return f"The form was filled in {int(elapsed_ms)} ms (the minimum is {minimum} ms)."
    return ""


def contact_submission_create(
    *,
    source: str,
    name: str,
    email: str,
    company: str,
    service: str,
    message: str,
    phone: str = "",
    language: str = DEFAULT_LANGUAGE,
    tracking: LeadTracking | None = None,
    spam_reason: str = "",
    idempotency_key: uuid.UUID | None = None,
) -> tuple[ContactSubmission, bool]:
    """Store a contact form message. Returns the lead and whether it was created by this call."""
    if source not in (LeadSource.HOME_PAGE, LeadSource.CONTACT_PAGE):
        raise ValueError(f"A contact submission cannot come from {source!r}.")
    fields = {"source": source, "name": name, "email": email, "company": company, "phone": phone}
    fields |= {"answers": answers_given(service=service, message=message), "language": language}
    return _lead_create(ContactSubmission, fields, tracking, spam_reason, idempotency_key)


def quote_request_create(
    *,
    source: str,
    name: str,
    email: str,
    company: str,
    phone: str = "",
    quiz_answers: dict | None = None,
    website: str = "",
    description: str = "",
    service: str = "",
    vertical: str = "",
    current_challenges: str = "",
    automation_goals: str = "",
    team_size: str = "",
    budget: str = "",
    language: str = DEFAULT_LANGUAGE,
    tracking: LeadTracking | None = None,
    spam_reason: str = "",
    idempotency_key: uuid.UUID | None = None,
) -> tuple[QuoteRequest, bool]:
    """Store a hero quiz, consultation or pricing quiz request. Returns the lead and whether it is new."""
    if source not in QUOTE_REQUEST_SOURCES:
        raise ValueError(f"A quote request cannot come from {source!r}.")
    fields = {"source": source, "name": name, "email": email, "company": company, "phone": phone}
    fields["answers"] = answers_given(
        quiz_answers=quiz_answers,
        website=website,
        description=description,
        service=service,
        vertical=vertical,
        current_challenges=current_challenges,
        automation_goals=automation_goals,
        team_size=team_size,
        budget=budget,
    )
    fields |= {"language": language}
    return _lead_create(QuoteRequest, fields, tracking, spam_reason, idempotency_key)


def answers_given(**answers) -> dict:
    """A form's answers as a lead stores them (`Lead.answers`): only those the visitor gave."""
    return {key: value for key, value in answers.items() if value not in (None, "", {})}


def built_form_lead_create(
    *,
    form_key: str,
    name: str,
    email: str,
    company: str = "",
    phone: str = "",
    answers: dict | None = None,
    language: str = DEFAULT_LANGUAGE,
    tracking: LeadTracking | None = None,
    spam_reason: str = "",
    idempotency_key: uuid.UUID | None = None,
) -> tuple[Lead, bool]:
    """Store a lead from a form built in the admin (`form_key`: "built-<id>"), its answers already
    checked against the form's fields (forms.built_forms.clean; Lead.clean checks them again)."""
    fields = {"source": LeadSource.BUILT_FORM, "form": form_key, "name": name, "email": email}
    fields |= {"company": company, "phone": phone, "answers": answers or {}, "language": language}
    return _lead_create(Lead, fields, tracking, spam_reason, idempotency_key)


def _lead_create(
    model: type[Lead],
    fields: dict,
    tracking: LeadTracking | None,
    spam_reason: str,
    idempotency_key: uuid.UUID | None,
) -> tuple[Lead, bool]:
    with transaction.atomic():
        if idempotency_key is not None:
            existing = model.objects.filter(idempotency_key=idempotency_key, **_same_form(fields)).first()
            if existing is not None:
                return _same_submission(existing, fields), False

        lead = model(**fields, **(tracking or LeadTracking()).as_fields(), idempotency_key=idempotency_key)
        lead.score, lead.score_reasons = lead_score(lead)
        if spam_reason:
            lead.is_spam = True
            lead.spam_reason = spam_reason[: Lead._meta.get_field("spam_reason").max_length]
        # The unique constraint on idempotency_key is the arbiter between concurrent requests.
        lead.full_clean(validate_unique=False, validate_constraints=False)
        try:
            with transaction.atomic():  # a savepoint: the outer transaction survives a lost race
                lead.save(force_insert=True)
        except IntegrityError:
            if idempotency_key is None:
                raise
            stored = model.objects.get(idempotency_key=idempotency_key, **_same_form(fields))
            return _same_submission(stored, fields), False

        _deliveries_create(lead)
        lead_stored.send(sender=model, lead=lead)
        return lead, True


def _same_form(fields: dict) -> dict:
    """A built form's retries are looked up among its own leads (the key is unique per form)."""
    return {"form": fields["form"]} if "form" in fields else {}


def _same_submission(stored: Lead, fields: dict) -> Lead:
    """The stored lead when `fields` (a retry's answers) are what it holds; raises otherwise."""
    if any(getattr(stored, name) != value for name, value in fields.items()):
        raise IdempotencyKeyReused
    return stored


def _deliveries_create(lead: Lead) -> None:
    """The lead's emails, decided now: staff always hear of a lead that is not spam; the visitor
    gets an acknowledgement unless the lead is spam or their address already had one today."""
    owner = {"lead": lead}
    kind = DeliveryKind.NOTIFICATION
    staff = ", ".join(notified(lead))[: Delivery._meta.get_field("recipient").max_length]
    if lead.is_spam:
        # Recorded, so staff see that nothing was sent and why.
        email_enqueue(kind=kind, recipient=staff, owner=owner, status=DeliveryStatus.SKIPPED)
        return
    email_enqueue(kind=kind, recipient=staff, owner=owner)
    lead_event_enqueue(lead=lead, event=DeliveryKind.LEAD_CREATED)

    recipient = lead.email.strip().lower()
    # The guide the lead's form offered (leads.guides): its link goes in the acknowledgement.
    guide = guide_offered(lead)
    # One a day per mailbox, however the address is spelled: victim+1@, v.i.c.t.i.m@gmail.com; and
    # one a day per mailbox for each guide, so a visitor who wrote earlier still gets the guide.
    what = f"{DeliveryKind.ACKNOWLEDGEMENT}:guide-{guide}" if guide else DeliveryKind.ACKNOWLEDGEMENT
    acknowledgement = email_enqueue(
        kind=DeliveryKind.ACKNOWLEDGEMENT,
        recipient=recipient,
        owner=owner,
        dedupe_key=f"{what}:{mailbox(recipient)}:{timezone.localdate().isoformat()}",
        payload={"guide": guide} if guide else None,
    )
    if acknowledgement is None:
        return
    if guide:
        title = guide_title(guide, DEFAULT_LANGUAGE) or ""
        LeadEvent.objects.create(lead=lead, kind=LeadEventKind.GUIDE, to_value=title[:200])


def notified(lead: Lead) -> list[str]:
    """Who the staff notification goes to: the lead mailbox (ENQUIRY_EMAIL), and for a built form
    the recipients chosen on it, each address once. Only a superuser takes the mailbox off a form,
    and a form whose recipients are all gone falls back to it: a lead is never mailed to nobody."""
    form = built_form_of(lead)
    if form is None:
        return [settings.ENQUIRY_EMAIL]
    addresses = [settings.ENQUIRY_EMAIL] if form.notifies_lead_mailbox else []
    for address in form.recipients.order_by("name", "email").values_list("email", flat=True):
        if address.lower() not in {known.lower() for known in addresses}:
            addresses.append(address)
    return addresses or [settings.ENQUIRY_EMAIL]


# Providers that ignore dots in the local part (one mailbox for j.doe@ and jdoe@).
DOTLESS_DOMAINS = {"gmail.com": "gmail.com", "googlemail.com": "gmail.com"}


def mailbox(address: str) -> str:
    """The mailbox an address delivers to: lower case, the +tag dropped (most providers deliver
    name+anything@ to name@), and Gmail's dots ignored."""
    local, _, domain = address.strip().lower().rpartition("@")
    local = local.split("+", 1)[0]
    if domain in DOTLESS_DOMAINS:
        domain = DOTLESS_DOMAINS[domain]
        local = local.replace(".", "")
    return f"{local}@{domain}"


def _printable(value: object) -> str:
    """Tracking values are whatever the browser sent: keep text only, without NULs or lone surrogates."""
    if not isinstance(value, str):
        return ""
    return "".join(ch for ch in value if ch != "\x00" and not "\ud800" <= ch <= "\udfff").strip()


@transaction.atomic
def built_form_seed(form: dict, fields: list[dict]) -> BuiltForm:
    """A seeded built form (its columns, then its fields' in order), unless one has its address:
    an editor's changes to it are kept."""
    existing = BuiltForm.objects.filter(slug=form["slug"]).first()
    if existing is not None:
        return existing
    built = BuiltForm(**form)
    built.full_clean()
    built.save()
    for ordering, columns in enumerate(fields, start=1):
        field = BuiltFormField(parent=built, region="fields", ordering=ordering * 10, **columns)
        field.full_clean()
        field.save()
    return built
