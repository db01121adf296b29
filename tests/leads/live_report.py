"""Run inside the live server's environment (`manage.py shell -c`) to report what it stored, as JSON."""

import json

from django_tasks_db.models import DBTaskResult

from leads.models import ContactSubmission, QuoteRequest


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
                    [kind, lead.pk, delivery]
                    for kind, lead in leads
                    for delivery in ("acknowledgement", "notification")
                ),
            }
        )
    )


def delivery_states() -> None:
    states = {(lead.notification_status, lead.acknowledgement_status) for _, lead in _leads()}
    print(json.dumps(sorted(states)))
