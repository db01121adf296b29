"""Background work for leads, run by `manage.py db_worker`.

Django's tasks framework has no retries of its own: a failed send is recorded on the lead and the
service enqueues the next attempt with a later `run_after` (see services.lead_email_deliver).
"""

from django.tasks import task

from leads import services


@task()
def deliver_lead_email(lead_type: str, lead_id: int, kind: str) -> str:
    """Send a lead's staff notification ("notification") or its acknowledgement ("acknowledgement")."""
    return services.lead_email_deliver(lead_type=lead_type, lead_id=lead_id, kind=kind)
