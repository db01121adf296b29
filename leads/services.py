"""Writes of leads. Every change to a lead row goes through one of these functions.

A lead, its delivery rows and the tasks that send them are committed in one transaction: the
tasks live in the same database (django-tasks-db), so either all exist or none does, and a lead
can never be stored without its notification. Sending itself is leads.delivery's business.
"""

import logging
import uuid
from dataclasses import dataclass

from django.conf import settings
from django.db import IntegrityError, transaction
from django.utils import timezone

from leads.delivery import delivery_enqueue
from leads.models import (
    QUOTE_REQUEST_SOURCES,
    ContactSubmission,
    Delivery,
    DeliveryKind,
    DeliveryStatus,
    Lead,
    LeadEvent,
    LeadEventKind,
    LeadNote,
    LeadSource,
    LeadStatus,
    QuoteRequest,
)
from leads.selectors import user_label
from leads.signals import lead_status_changed
from leads.webhooks import lead_event_enqueue

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
    user_agent: str = ""
    client_address: str = ""

    def as_fields(self) -> dict[str, str]:
        fields = {}
        for name in self.__dataclass_fields__:
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
    tracking: LeadTracking | None = None,
    spam_reason: str = "",
    idempotency_key: uuid.UUID | None = None,
) -> tuple[ContactSubmission, bool]:
    """Store a contact form message. Returns the lead and whether it was created by this call."""
    if source not in (LeadSource.HOME_PAGE, LeadSource.CONTACT_PAGE):
        raise ValueError(f"A contact submission cannot come from {source!r}.")
    fields = {
        "source": source,
        "name": name,
        "email": email,
        "company": company,
        "phone": phone,
        "service": service,
        "message": message,
    }
    return _lead_create(
        ContactSubmission,
        fields=fields,
        tracking=tracking,
        spam_reason=spam_reason,
        idempotency_key=idempotency_key,
    )


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
    tracking: LeadTracking | None = None,
    spam_reason: str = "",
    idempotency_key: uuid.UUID | None = None,
) -> tuple[QuoteRequest, bool]:
    """Store a hero quiz, consultation or pricing quiz request. Returns the lead and whether it is new."""
    if source not in QUOTE_REQUEST_SOURCES:
        raise ValueError(f"A quote request cannot come from {source!r}.")
    fields = {
        "source": source,
        "name": name,
        "email": email,
        "company": company,
        "phone": phone,
        "quiz_answers": quiz_answers or {},
        "website": website,
        "description": description,
        "service": service,
        "vertical": vertical,
        "current_challenges": current_challenges,
        "automation_goals": automation_goals,
        "team_size": team_size,
        "budget": budget,
    }
    return _lead_create(
        QuoteRequest,
        fields=fields,
        tracking=tracking,
        spam_reason=spam_reason,
        idempotency_key=idempotency_key,
    )


def _lead_create(
    model: type[Lead],
    *,
    fields: dict,
    tracking: LeadTracking | None,
    spam_reason: str,
    idempotency_key: uuid.UUID | None,
) -> tuple[Lead, bool]:
    with transaction.atomic():
        if idempotency_key is not None:
            existing = model.objects.filter(idempotency_key=idempotency_key).first()
            if existing is not None:
                return _same_submission(existing, fields), False

        lead = model(**fields, **(tracking or LeadTracking()).as_fields(), idempotency_key=idempotency_key)
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
            return _same_submission(model.objects.get(idempotency_key=idempotency_key), fields), False

        _deliveries_create(lead)
        return lead, True


def _same_submission(stored: Lead, fields: dict) -> Lead:
    """The stored lead when `fields` (a retry's answers) are what it holds; raises otherwise."""
    if any(getattr(stored, name) != value for name, value in fields.items()):
        raise IdempotencyKeyReused
    return stored


def _deliveries_create(lead: Lead) -> None:
    """The lead's emails, decided now: staff always hear of a lead that is not spam; the visitor
    gets an acknowledgement unless the lead is spam or their address already had one today."""
    owner = {"contact": lead} if isinstance(lead, ContactSubmission) else {"quote": lead}
    kind = DeliveryKind.NOTIFICATION
    if lead.is_spam:
        # Recorded, so staff see that nothing was sent and why.
        Delivery.objects.create(
            **owner, kind=kind, recipient=settings.ENQUIRY_EMAIL, status=DeliveryStatus.SKIPPED
        )
        return
    delivery_enqueue(Delivery.objects.create(**owner, kind=kind, recipient=settings.ENQUIRY_EMAIL))
    lead_event_enqueue(lead=lead, event=DeliveryKind.LEAD_CREATED)

    recipient = lead.email.strip().lower()
    # One a day per mailbox, however the address is spelled: victim+1@, v.i.c.t.i.m@gmail.com.
    dedupe_key = f"{DeliveryKind.ACKNOWLEDGEMENT}:{mailbox(recipient)}:{timezone.localdate().isoformat()}"
    if Delivery.objects.filter(dedupe_key=dedupe_key).exists():
        return
    try:
        with transaction.atomic():  # a concurrent lead from the same address may win the key
            acknowledgement = Delivery.objects.create(
                **owner, kind=DeliveryKind.ACKNOWLEDGEMENT, recipient=recipient, dedupe_key=dedupe_key
            )
    except IntegrityError:
        return
    delivery_enqueue(acknowledgement)


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


class NoteInvalid(ValueError):
    """A note that cannot be stored; the message says why, for the staff member."""


NOTE_EMPTY_MESSAGE = "Please write a note before adding it."
NOTE_TOO_LONG_MESSAGE = f"Please keep a note to {LeadNote.MAX_LENGTH} characters or fewer."


def _lead_link(lead: Lead) -> dict:
    return {"contact": lead} if isinstance(lead, ContactSubmission) else {"quote": lead}


def _locked(lead: Lead) -> Lead:
    return type(lead).objects.select_for_update().get(pk=lead.pk)


def _user_label(user) -> str:
    return user_label(user)[:200]


@transaction.atomic
def lead_set_status(*, lead: Lead, status: str, by=None) -> Lead:
    """Move a lead to `status` (a LeadStatus value). Returns the stored lead.

    The row is locked and re-read, so two staff members changing it at once leave one consistent
    status, handled flag and history. `handled` follows the status (anything but New); handled_at
    is when it left New. A change is recorded in the lead's history and announced through
    leads.signals.lead_status_changed, in this transaction. Setting the current status is a no-op.
    """
    status = LeadStatus(status)
    locked = _locked(lead)
    old = LeadStatus(locked.status)
    if old == status:
        return locked
    locked.status = status
    locked.handled = status != LeadStatus.NEW
    if not locked.handled:
        locked.handled_at = None
    elif old == LeadStatus.NEW:
        locked.handled_at = timezone.now()
    locked.save(update_fields=["status", "handled", "handled_at"])
    LeadEvent.objects.create(
        **_lead_link(locked), actor=by, kind=LeadEventKind.STATUS, from_value=old.label, to_value=status.label
    )
    # The one announcement of a status change (outgoing webhooks connect here).
    lead_status_changed.send(sender=type(locked), lead=locked, old_status=old, new_status=status, by=by)
    return locked


def lead_set_handled(*, lead: Lead, handled: bool, by=None) -> Lead:
    """The older handled switch, in pipeline terms: handled moves a New lead to Contacted (a lead
    further on stays where it is); not handled moves it back to New."""
    with transaction.atomic():
        locked = _locked(lead)
        if handled and locked.status == LeadStatus.NEW:
            return lead_set_status(lead=locked, status=LeadStatus.CONTACTED, by=by)
        if not handled:
            return lead_set_status(lead=locked, status=LeadStatus.NEW, by=by)
        return locked


@transaction.atomic
def lead_set_owner(*, lead: Lead, owner=None, by=None) -> Lead:
    """Give a lead to a staff member (or to nobody with None). Recorded in the lead's history."""
    if owner is not None and not (owner.is_staff and owner.is_active):
        raise ValueError("A lead can only be owned by an active staff member.")
    locked = _locked(lead)
    if locked.owner_id == (owner.pk if owner is not None else None):
        return locked
    previous = locked.owner
    locked.owner = owner
    locked.save(update_fields=["owner"])
    LeadEvent.objects.create(
        **_lead_link(locked),
        actor=by,
        kind=LeadEventKind.OWNER,
        from_value=_user_label(previous),
        to_value=_user_label(owner),
    )
    return locked


@transaction.atomic
def lead_note_add(*, lead: Lead, text: str, by=None) -> LeadNote:
    """Add a staff note to a lead (internal only). Raises NoteInvalid for an empty or long note."""
    text = (text or "").strip()
    if not text:
        raise NoteInvalid(NOTE_EMPTY_MESSAGE)
    if len(text) > LeadNote.MAX_LENGTH:
        raise NoteInvalid(NOTE_TOO_LONG_MESSAGE)
    locked = _locked(lead)  # notes and history of one lead are written one at a time
    note = LeadNote.objects.create(**_lead_link(locked), author=by, text=text)
    LeadEvent.objects.create(**_lead_link(locked), actor=by, kind=LeadEventKind.NOTE)
    return note


def _printable(value: object) -> str:
    """Tracking values are whatever the browser sent: keep text only, without NULs or lone surrogates."""
    if not isinstance(value, str):
        return ""
    return "".join(ch for ch in value if ch != "\x00" and not "\ud800" <= ch <= "\udfff").strip()
