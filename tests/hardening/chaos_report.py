"""Run inside a live server's environment (`manage.py shell -c`): what it stored, as JSON."""

import json

from leads.models import ContactSubmission, QuoteRequest


def leads() -> None:
    rows = []
    for model in (ContactSubmission, QuoteRequest):
        for lead in model.objects.all():
            rows.append(
                {
                    "key": str(lead.idempotency_key),
                    "name": lead.name,
                    "email": lead.email,
                    "notification": lead.notification_status,
                    "acknowledgement": lead.acknowledgement_status,
                }
            )
    print(json.dumps(rows))
