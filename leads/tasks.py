"""Background work for leads, run by `manage.py db_worker`.

Django's tasks framework has no retries of its own: a failed send is recorded on the lead and the
service enqueues the next attempt with a later `run_after` (see services.lead_email_deliver).
"""

from datetime import timedelta

from django.conf import settings
from django.db import transaction
from django.tasks import task
from django.utils import timezone

from leads import services


@task()
def deliver_lead_email(lead_type: str, lead_id: int, kind: str) -> str:
    """Send a lead's staff notification ("notification") or its acknowledgement ("acknowledgement")."""
    return services.lead_email_deliver(lead_type=lead_type, lead_id=lead_id, kind=kind)


@task()
def sweep_lead_emails() -> int:
    """Every LEADS_EMAIL_SWEEP_SECONDS: give a new task to any lead email a dead worker left behind."""
    recovered = services.lead_emails_recover()
    schedule_sweep()
    return recovered


def schedule_sweep() -> None:
    """Make sure one future sweep is queued (the sweep queues the next one itself)."""
    from django.tasks import TaskResultStatus
    from django_tasks_db.models import DBTaskResult

    with transaction.atomic():
        pending = DBTaskResult.objects.select_for_update().filter(
            task_path=sweep_lead_emails.module_path, status=TaskResultStatus.READY
        )
        if not pending.exists():
            run_after = timezone.now() + timedelta(seconds=settings.LEADS_EMAIL_SWEEP_SECONDS)
            sweep_lead_emails.using(run_after=run_after).enqueue()
