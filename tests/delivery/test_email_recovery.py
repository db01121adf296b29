"""Emails a dead worker left behind are taken over; emails a live task will send are left alone."""

from datetime import timedelta

import pytest
from django.core import mail
from django.tasks import TaskResultStatus
from django.utils import timezone
from django_tasks_db.models import DBTaskResult

from delivery.models import Delivery, DeliveryStatus
from delivery.queue import deliveries_recover, delivery_run, schedule_sweep, sweep_deliveries
from tests.leads.conftest import HOME_CONTACT, deliveries

pytestmark = pytest.mark.django_db

TASK_PATH = "delivery.queue.deliver"


@pytest.fixture(autouse=True)
def _short_stale_window(settings):
    settings.LEADS_EMAIL_STALE_SECONDS = 60
    settings.ENQUIRY_EMAIL = "leads@acme.example"


def _kill_worker_mid_send(lead, kind: str, *, claimed_ago: timedelta) -> Delivery:
    """What a worker killed during the SMTP conversation leaves: a RUNNING task, a SENDING claim."""
    delivery = deliveries(lead)[kind]
    task = DBTaskResult.objects.get(task_path=TASK_PATH, args_kwargs__args=[delivery.pk])
    started = timezone.now() - claimed_ago
    DBTaskResult.objects.filter(pk=task.pk).update(status=TaskResultStatus.RUNNING, started_at=started)
    Delivery.objects.filter(pk=delivery.pk).update(
        status=DeliveryStatus.SENDING, claimed_at=started, attempts=1, next_attempt_at=started
    )
    return delivery


def _lead(api):
    from leads.models import ContactSubmission

    return ContactSubmission.objects.get(pk=api.contact(HOME_CONTACT).json()["id"])


@pytest.mark.clock
def test_a_send_abandoned_by_a_dead_worker_is_taken_over_and_delivered(api, run_tasks):
    lead = _lead(api)
    abandoned = _kill_worker_mid_send(lead, "notification", claimed_ago=timedelta(minutes=5))

    assert deliveries_recover() == 1
    assert deliveries_recover() == 0  # its new task is due now: the next sweep leaves it alone

    run_tasks()
    abandoned.refresh_from_db()
    assert abandoned.status == DeliveryStatus.SENT
    assert abandoned.attempts == 2
    assert len([m for m in mail.outbox if m.to == ["leads@acme.example"]]) == 1


@pytest.mark.clock
def test_a_send_in_progress_is_left_to_its_worker(api):
    lead = _lead(api)
    sending = _kill_worker_mid_send(lead, "notification", claimed_ago=timedelta(seconds=5))

    assert deliveries_recover() == 0
    # A second delivery of the same email while the claim is fresh does nothing.
    assert delivery_run(delivery_id=sending.pk) == "sending"
    assert mail.outbox == []


def test_waiting_tasks_and_finished_emails_are_not_enqueued_again(api, run_tasks):
    _lead(api)
    tasks_before = DBTaskResult.objects.count()
    assert deliveries_recover() == 0  # both emails have a task due now
    run_tasks()
    assert deliveries_recover() == 0  # both emails were sent
    assert DBTaskResult.objects.count() == tasks_before


@pytest.mark.clock
def test_one_sweep_is_always_scheduled_and_reschedules_itself(settings, run_tasks):
    from django.core.cache import cache

    cache.clear()
    settings.LEADS_EMAIL_SWEEP_SECONDS = 300
    schedule_sweep()
    schedule_sweep()
    sweeps = DBTaskResult.objects.filter(task_path=sweep_deliveries.module_path)
    assert sweeps.count() == 1
    assert timezone.now() < sweeps.get().run_after <= timezone.now() + timedelta(seconds=300)

    sweeps.update(run_after=timezone.now() - timedelta(seconds=1))
    run_tasks()
    assert sweeps.filter(status=TaskResultStatus.SUCCESSFUL).count() == 1
    assert sweeps.filter(status=TaskResultStatus.READY).count() == 1


@pytest.mark.clock
def test_the_recover_command_reports_and_schedules_the_sweep(api, capsys):
    from django.core.management import call_command

    lead = _lead(api)
    _kill_worker_mid_send(lead, "acknowledgement", claimed_ago=timedelta(minutes=10))
    call_command("recover_lead_emails")
    assert "Lead emails re-enqueued: 1." in capsys.readouterr().out
    assert DBTaskResult.objects.filter(task_path=sweep_deliveries.module_path, status="READY").exists()


@pytest.mark.clock
def test_a_task_lost_with_its_backend_is_given_a_new_one(api, run_tasks):
    """A delivery whose task never ran (lost, or queued under an old task name) is overdue."""
    lead = _lead(api)
    DBTaskResult.objects.all().delete()
    Delivery.objects.update(next_attempt_at=timezone.now() - timedelta(minutes=10))

    assert deliveries_recover() == 2
    run_tasks()
    assert {row.status for row in deliveries(lead).values()} == {DeliveryStatus.SENT}
