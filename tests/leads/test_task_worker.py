"""`manage.py task_worker` (agency/management/commands/task_worker.py): a stop signal that lands
while the worker commits its claim on a task (what `make reload` sends while leads arrive) lets
that task run, and the worker exits before claiming another. db_worker's own handler exited there
and left the task RUNNING under a dead worker, so a lead's email waited for the sweep."""

import signal

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django_tasks_db.management.commands import db_worker
from django_tasks_db.models import DBTaskResult

from agency.management.commands.task_worker import Worker
from leads.delivery import deliver


def worker() -> Worker:
    return Worker(
        queue_names=["default"],
        interval=0,
        batch=True,
        backend_name="default",
        startup_delay=False,
        max_tasks=None,
        worker_id="stop-test",
        excluded_queue_names=[],
    )


@pytest.fixture
def signalled_on_claim(monkeypatch):
    """Each claim is followed at once by a SIGTERM to `signalled_on_claim.worker`, as if it came
    during the claim's COMMIT."""
    monkeypatch.setattr(db_worker, "close_old_connections", lambda: None)  # keeps the test's connection
    claim = DBTaskResult.claim

    def claimed_then_signalled(task_result, worker_id):
        claim(task_result, worker_id)
        claimed_then_signalled.worker.shutdown(signal.SIGTERM, None)

    monkeypatch.setattr(DBTaskResult, "claim", claimed_then_signalled)
    return claimed_then_signalled


@pytest.mark.django_db
def test_a_stop_during_the_claim_runs_the_claimed_task_and_claims_no_other(signalled_on_claim):
    first = deliver.enqueue(987_654)  # a delivery that no longer exists: the task logs it and succeeds
    second = deliver.enqueue(987_655)
    signalled_on_claim.worker = worker()

    signalled_on_claim.worker.run()  # returns: no SystemExit from the signal handler

    statuses = {str(id): status for id, status in DBTaskResult.objects.values_list("id", "status")}
    assert statuses[first.id] == "SUCCESSFUL"
    assert statuses[second.id] == "READY"  # left for the next worker, never claimed


@pytest.fixture
def signal_handlers():
    """The test process's own handlers, put back after a forced stop reset them to the default."""
    saved = {number: signal.getsignal(number) for number in (signal.SIGINT, signal.SIGTERM, signal.SIGQUIT)}
    yield
    for number, handler in saved.items():
        signal.signal(number, handler)


@pytest.mark.django_db
def test_a_second_signal_stops_the_worker_at_once(signal_handlers):
    stopping = worker()
    stopping.shutdown(signal.SIGTERM, None)
    assert stopping.running is False
    with pytest.raises(SystemExit):
        stopping.shutdown(signal.SIGTERM, None)


def test_the_command_refuses_to_reload_on_code_changes():
    with pytest.raises(CommandError, match="db_worker --reload"):
        call_command("task_worker", "--reload")
