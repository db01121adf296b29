"""`manage.py task_worker` (agency/management/commands/task_worker.py): a stop signal that comes
once the worker has claimed a task (what `make reload` sends while leads arrive) lets that task
run, and the worker exits before claiming another. db_worker's own handler raised SystemExit
wherever it landed; landing between the claim's COMMIT and the task's start, it left the task
RUNNING under a dead worker, so a lead's email waited for the sweep."""

import signal

import pytest
from django_tasks_db.management.commands import db_worker
from django_tasks_db.models import DBTaskResult

from agency.management.commands.task_worker import Worker
from delivery.queue import deliver


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


@pytest.mark.django_db
def test_a_stop_between_the_claim_and_the_task_runs_the_claimed_task_and_claims_no_other(monkeypatch):
    monkeypatch.setattr(db_worker, "close_old_connections", lambda: None)  # keeps the test's connection
    first = deliver.enqueue(987_654)  # a delivery that no longer exists: the task logs it and succeeds
    second = deliver.enqueue(987_655)
    stopping = worker()
    run_task = stopping.run_task

    def signalled_then_run(task_result):
        # The claim is committed (the task is RUNNING under this worker) and the task not started:
        # where db_worker's handler raised SystemExit and the task was never run.
        stopping.shutdown(signal.SIGTERM, None)
        run_task(task_result)

    stopping.run_task = signalled_then_run
    stopping.run()  # returns: no SystemExit from the signal handler

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


def test_a_launcher_passing_the_stop_on_does_not_force_it_but_a_second_ctrl_c_does(signal_handlers):
    """`make prod`: the terminal's Ctrl-C reaches the worker, then the launcher's SIGTERM; bin/serve
    sends two SIGTERMs more. Still a clean stop. A person pressing Ctrl-C again forces it."""
    stopping = worker()
    stopping.shutdown(signal.SIGINT, None)
    stopping.shutdown(signal.SIGTERM, None)
    stopping.shutdown(signal.SIGTERM, None)
    assert stopping.running is False  # the loop ends after the task in hand; no SystemExit so far
    with pytest.raises(SystemExit):
        stopping.shutdown(signal.SIGINT, None)
