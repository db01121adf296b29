"""Writes the staff page makes: marking a lead handled or not handled."""

from django.db import transaction
from django.utils import timezone

from leads.models import Lead


@transaction.atomic
def lead_set_handled(*, lead: Lead, handled: bool) -> Lead:
    """Marks the lead handled (stamping when) or back to not handled.

    The row is locked and re-read so two staff members toggling at once leave a consistent
    handled/handled_at pair. Only these two fields are written: the visitor's data is left as stored.
    """
    locked = type(lead).objects.select_for_update().get(pk=lead.pk)
    if locked.handled != handled:
        locked.handled = handled
        locked.handled_at = timezone.now() if handled else None
        locked.save(update_fields=["handled", "handled_at"])
    return locked
