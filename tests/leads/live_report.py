"""Run inside the live server's environment (`manage.py shell -c`) to report what it stored, as JSON."""

import json

from django_tasks_db.models import DBTaskResult

from leads.models import ContactSubmission, QuoteRequest
from tests.support.deliveries import lead_deliveries


def _leads():
    return [("contact", lead) for lead in ContactSubmission.objects.all()] + [
        ("quote", lead) for lead in QuoteRequest.objects.all()
    ]


def stored() -> None:
    leads = _leads()
    print(
        json.dumps(
            {
                "keys": sorted(str(lead.idempotency_key) for _, lead in leads),
                "tasks": sorted(task.args_kwargs["args"] for task in DBTaskResult.objects.all()),
                "expected_tasks": sorted(
                    [delivery.pk] for _, lead in leads for delivery in lead.deliveries.all()
                ),
                "kinds": sorted({tuple(sorted(lead_deliveries(lead))) for _, lead in leads}),
            }
        )
    )


def delivery_states() -> None:
    states = set()
    for _, lead in _leads():
        rows = lead_deliveries(lead)
        states.add(
            tuple(rows[kind].status if kind in rows else None for kind in ("notification", "acknowledgement"))
        )
    print(json.dumps(sorted(states)))
