"""`manage.py task_worker`: the site's task worker, django-tasks-db's `db_worker` loop with a stop
that never lands between claiming a task and running it.

db_worker's signal handler exits at once whenever no task is running, and "no task running"
includes the COMMIT that claims the next one: a SIGTERM landing there leaves that task RUNNING
under a dead worker, and no worker runs it again (django-tasks-db issue #61, open in 0.13.0). A
`make reload` sends that SIGTERM while leads arrive, so it lost an email now and then.

Here the first SIGTERM (or Ctrl-C) only ends the loop: the task in hand, claimed or running,
finishes, and the worker exits before claiming another (after at most one `--interval` of sleep).
A second signal stops it at once, as db_worker's does. `make run` (bin/serve) and production
(deploy/Procfile) run this one; `db_worker --reload` remains for a worker that reloads on code changes.
"""

import logging
import signal
from types import FrameType

from django.core.management.base import CommandError
from django_tasks_db.management.commands import db_worker

logger = logging.getLogger("django_tasks_db")


class Worker(db_worker.Worker):
    def shutdown(self, signum: int, frame: FrameType | None) -> None:
        if not self.running:
            super().shutdown(signum, frame)  # the second signal: stop now
            return
        logger.warning("Received %s: stopping once the task in hand is done.", signal.strsignal(signum))
        self.running = False


class Command(db_worker.Command):
    help = "Run the site's task worker (db_worker's loop; a stop never abandons a claimed task)"

    def add_arguments(self, parser) -> None:
        super().add_arguments(parser)
        parser.set_defaults(reload=False)  # db_worker's default is DEBUG

    # What db_worker's options give its Worker as they are (the queues are split first).
    WORKER_OPTIONS = ("interval", "batch", "backend_name", "startup_delay", "max_tasks", "worker_id")

    def handle(self, *, verbosity: int, queue_name: str, exclude_queues: str, reload: bool, **options):
        if reload:
            raise CommandError("task_worker does not reload on code changes: use db_worker --reload.")
        self.configure_logging(verbosity)
        queue_names = queue_name.split(",")
        excluded_queue_names = exclude_queues.split(",") if exclude_queues else []
        if excluded_queue_names and "*" not in queue_names:
            raise CommandError("--exclude-queues can only be used with --queue-name=*")
        worker = Worker(
            queue_names=queue_names,
            excluded_queue_names=excluded_queue_names,
            **{name: options[name] for name in self.WORKER_OPTIONS},
        )
        worker.configure_signals()
        worker.run()
