"""Emails a dead worker left behind are taken over; emails a live task will send are left alone."""

from datetime import timedelta

import pytest
from django.core import mail
from django.tasks import TaskResultStatus
from django.utils import timezone
from django_tasks_db.models import DBTaskResult

from leads.models import DeliveryStatus
from leads.services import lead_email_deliver, lead_emails_recover
from leads.tasks import schedule_sweep, sweep_lead_emails
from tests.leads.conftest import HOME_CONTACT

pytestmark = pytest.mark.django_db

TASK_PATH = "leads.tasks.deliver_lead_email"


@pytest.fixture(autouse=True)
def _short_stale_window(settings):
    settings.LEADS_EMAIL_STALE_SECONDS = 60
    settings.ENQUIRY_EMAIL = "leads@acme.example"


def _kill_worker_mid_send(lead, kind: str, *, claimed_ago: timedelta) -> DBTaskResult:
    """What a worker killed during the SMTP conversation leaves: a RUNNING task, a SENDING claim."""
    task = DBTaskResult.objects.get(task_path=TASK_PATH, args_kwargs__args=["contact", lead.pk, kind])
    started = timezone.now() - claimed_ago
    DBTaskResult.objects.filter(pk=task.pk).update(status=TaskResultStatus.RUNNING, started_at=started)
    type(lead).objects.filter(pk=lead.pk).update(
        **{f"{kind}_status": DeliveryStatus.SENDING, f"{kind}_claimed_at": started, f"{kind}_attempts": 1}
    )
    return task


def _lead(api):
    from leads.models import ContactSubmission

    return ContactSubmission.objects.get(pk=api.contact(HOME_CONTACT).json()["id"])


def test_a_send_abandoned_by_a_dead_worker_is_taken_over_and_delivered(api, run_tasks):
    lead = _lead(api)
    dead_task = _kill_worker_mid_send(lead, "notification", claimed_ago=timedelta(minutes=5))

    assert lead_emails_recover() == 1

    dead_task.refresh_from_db()
    assert dead_task.status == TaskResultStatus.FAILED
    run_tasks()
    lead.refresh_from_db()
    assert lead.notification_status == DeliveryStatus.SENT
    assert lead.notification_attempts == 2
    assert len([m for m in mail.outbox if m.to == ["leads@acme.example"]]) == 1


def test_a_send_in_progress_is_left_to_its_worker(api):
    lead = _lead(api)
    _kill_worker_mid_send(lead, "notification", claimed_ago=timedelta(seconds=5))

    assert lead_emails_recover() == 0
    # A second delivery of the same email while the claim is fresh does nothing.
    assert lead_email_deliver(lead_type="contact", lead_id=lead.pk, kind="notification") == "sending"
    assert mail.outbox == []


def test_waiting_tasks_and_finished_emails_are_not_enqueued_again(api, run_tasks):
    _lead(api)
    tasks_before = DBTaskResult.objects.count()
    assert lead_emails_recover() == 0  # both emails have a READY task
    run_tasks()
    assert lead_emails_recover() == 0  # both emails were sent
    assert DBTaskResult.objects.count() == tasks_before


def test_one_sweep_is_always_scheduled_and_reschedules_itself(settings, run_tasks):
    settings.LEADS_EMAIL_SWEEP_SECONDS = 300
    schedule_sweep()
    schedule_sweep()
    sweeps = DBTaskResult.objects.filter(task_path=sweep_lead_emails.module_path)
    assert sweeps.count() == 1
    assert sweeps.get().run_after > timezone.now() + timedelta(seconds=290)

    sweeps.update(run_after=timezone.now() - timedelta(seconds=1))
    run_tasks()
    assert sweeps.filter(status=TaskResultStatus.SUCCESSFUL).count() == 1
    assert sweeps.filter(status=TaskResultStatus.READY).count() == 1


def test_the_recover_command_reports_and_schedules_the_sweep(api, capsys):
    from django.core.management import call_command

    lead = _lead(api)
    _kill_worker_mid_send(lead, "acknowledgement", claimed_ago=timedelta(minutes=10))
    call_command("recover_lead_emails")
    assert "Lead emails re-enqueued: 1." in capsys.readouterr().out
    assert DBTaskResult.objects.filter(task_path=sweep_lead_emails.module_path, status="READY").exists()
