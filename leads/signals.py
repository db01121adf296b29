"""Signals leads.services sends. Receivers run inside the transaction of the change.

`lead_status_changed` is the one place a status change is announced: the outgoing webhooks
(leads.lead_webhooks, `lead.status_changed`) connect to it. Keyword arguments: lead, old_status,
new_status (LeadStatus values) and by (the staff user, or None).

`lead_won` announces a sale: a lead moved to Won, or a won lead's sale (value, currency) given or
changed; the `lead.won` webhook connects to it. Keyword arguments: lead and by.

`lead_stored` announces a new lead, stored with its deliveries (spam too: `lead.is_spam` says
so); follow-up sequences connect to it (sequences.services.lead_stored). Keyword argument: lead.
"""

from django.dispatch import Signal

lead_status_changed = Signal()
lead_won = Signal()
lead_stored = Signal()
