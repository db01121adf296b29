"""Writes of the staff pipeline: a lead's status (with when it left New), its owner and its notes.

The status is the one fact of whether a lead was handled: Lead.handled reads "status is not New",
and the handled switch (lead_set_handled) moves the status.

Each change locks the lead's row and re-reads it, so two staff members changing one lead at once
leave it consistent, and records what changed in the lead's history (LeadEvent). A status change
is announced (leads.signals.lead_status_changed: the webhooks listen).
"""

import re
from dataclasses import dataclass
from decimal import Decimal

from django.db import transaction
from django.utils import timezone

from leads.models import Lead, LeadEvent, LeadEventKind, LeadNote, LeadStatus
from leads.selectors import user_label
from leads.signals import lead_status_changed, lead_won


class NoteInvalid(ValueError):
    """A note that cannot be stored; the message says why, for the staff member."""


NOTE_EMPTY_MESSAGE = "Please write a note before adding it."
NOTE_TOO_LONG_MESSAGE = f"Please keep a note to {LeadNote.MAX_LENGTH} characters or fewer."

# A won lead's sale: its value and currency (ISO 4217), as staff give them.
SALE_DEFAULT_CURRENCY = "USD"
SALE_VALUE_MAX = Decimal("9999999999.99")
SALE_VALUE_MESSAGE = "Please give the sale's value as an amount from 0 to 9,999,999,999.99."
SALE_CURRENCY_MESSAGE = "Please give the currency as its three-letter code, such as USD or EUR."
SALE_NOT_WON_MESSAGE = "A sale's value goes with the status Won."
_CURRENCY = re.compile(r"[A-Z]{3}")


class SaleInvalid(ValueError):
    """A sale that cannot be stored; the message says why, for the staff member."""


@dataclass(frozen=True)
class Sale:
    """What a won lead was worth. Checked when made: a value from 0 with at most two decimals, and a
    three-letter currency code."""

    value: Decimal
    currency: str = SALE_DEFAULT_CURRENCY

    def __post_init__(self):
        value = self.value
        if not isinstance(value, Decimal) or not value.is_finite() or not 0 <= value <= SALE_VALUE_MAX:
            raise SaleInvalid(SALE_VALUE_MESSAGE)
        if value != value.quantize(Decimal("0.01")):
            raise SaleInvalid(SALE_VALUE_MESSAGE)
        if not isinstance(self.currency, str) or not _CURRENCY.fullmatch(self.currency):
            raise SaleInvalid(SALE_CURRENCY_MESSAGE)

    def __str__(self) -> str:
        return f"{self.value:,.2f} {self.currency}"


def _locked(lead: Lead) -> Lead:
    return type(lead).objects.select_for_update().get(pk=lead.pk)


def _user_label(user) -> str:
    return user_label(user)[:200]


@transaction.atomic
def lead_set_status(*, lead: Lead, status: str, by=None, sale: Sale | None = None) -> Lead:
    """Move a lead to `status` (a LeadStatus value), with its `sale` when it is Won. Returns the
    stored lead.

    The row is locked and re-read, so two staff members changing it at once leave one consistent
    status and history. handled_at is when it left New (cleared when it goes back to New); won_at is
    when it became Won, and the sale is cleared when it leaves Won.
    A change is recorded in the lead's history and announced through
    leads.signals.lead_status_changed, in this transaction. Setting the current status is a no-op,
    except that a sale given with Won for a lead already Won replaces its sale (announced again).
    """
    status = LeadStatus(status)
    if sale is not None and status != LeadStatus.WON:
        raise SaleInvalid(SALE_NOT_WON_MESSAGE)
    locked = _locked(lead)
    old = LeadStatus(locked.status)
    if old == status:
        return _sale_set(locked, sale, by) if sale is not None else locked
    locked.status = status
    if status == LeadStatus.NEW:
        locked.handled_at = None
    elif old == LeadStatus.NEW:
        locked.handled_at = timezone.now()
    locked.won_at = timezone.now() if status == LeadStatus.WON else None
    locked.won_value = sale.value if sale is not None else None
    locked.won_currency = sale.currency if sale is not None else ""
    locked.save(update_fields=["status", "handled_at", "won_at", "won_value", "won_currency"])
    to_value = f"{status.label} ({sale})" if sale is not None else status.label
    LeadEvent.objects.create(
        lead=locked, actor=by, kind=LeadEventKind.STATUS, from_value=old.label, to_value=to_value
    )
    # The one announcement of a status change (outgoing webhooks connect here).
    lead_status_changed.send(sender=type(locked), lead=locked, old_status=old, new_status=status, by=by)
    if status == LeadStatus.WON:
        lead_won.send(sender=type(locked), lead=locked, by=by)
    return locked


def _sale_set(locked: Lead, sale: Sale, by) -> Lead:
    """A won lead's sale, given or changed: recorded in its history and announced like the move to Won."""
    if locked.won_value == sale.value and locked.won_currency == sale.currency:
        return locked
    before = (
        f"{Sale(locked.won_value, locked.won_currency or SALE_DEFAULT_CURRENCY)}"
        if locked.won_value is not None
        else ""
    )
    locked.won_value, locked.won_currency = sale.value, sale.currency
    locked.save(update_fields=["won_value", "won_currency"])
    label = LeadStatus.WON.label
    LeadEvent.objects.create(
        lead=locked,
        actor=by,
        kind=LeadEventKind.STATUS,
        from_value=f"{label} ({before})" if before else label,
        to_value=f"{label} ({sale})",
    )
    lead_won.send(sender=type(locked), lead=locked, by=by)
    return locked


def lead_set_handled(*, lead: Lead, handled: bool, by=None) -> Lead:
    """The handled switch, in pipeline terms: handled moves a New lead to Contacted (a lead further
    on stays where it is); not handled moves it back to New. Returns the stored lead."""
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
        lead=locked,
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
    note = LeadNote.objects.create(lead=locked, author=by, text=text)
    LeadEvent.objects.create(lead=locked, actor=by, kind=LeadEventKind.NOTE)
    return note
