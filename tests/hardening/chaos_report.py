"""Run inside a live server's environment (`manage.py shell -c`): what it stored, as JSON."""

import json

from delivery.models import DeliveryChannel
from leads.models import ContactSubmission, QuoteRequest
from tests.support.deliveries import lead_deliveries


def leads() -> None:
    rows = []
    for model in (ContactSubmission, QuoteRequest):
        for lead in model.objects.all():
            deliveries = {kind: delivery.status for kind, delivery in lead_deliveries(lead).items()}
            rows.append(
                {
                    "key": str(lead.idempotency_key),
                    "name": lead.name,
                    "email": lead.email,
                    "notification": deliveries.get("notification"),
                    "acknowledgement": deliveries.get("acknowledgement"),
                    "lead": ["contact" if model is ContactSubmission else "quote", lead.pk],
                    "webhooks": sorted(
                        lead.deliveries.filter(channel=DeliveryChannel.WEBHOOK).values_list(
                            "status", flat=True
                        )
                    ),
                }
            )
    print(json.dumps(rows))
