"""`manage.py task_worker`: the site's task worker, django-tasks-db's `db_worker` loop with a stop
that never lands between claiming a task and running it.

db_worker's signal handler exits at once whenever no task is running, and "no task running"
includes the COMMIT that claims the next one: a SIGTERM landing there leaves that task RUNNING
under a dead worker, and no worker runs it again (django-tasks-db issue #61, open in 0.13.0). A
`make reload` sends that SIGTERM while leads arrive, so it stranded an email now and then.

Here a stop signal only ends the loop: the task in hand, claimed or running, finishes, and the
worker exits before claiming another (after at most one `--interval` of sleep). More SIGTERMs
change nothing: a launcher that passes the stop on (`make prod` after the terminal's Ctrl-C,
`bin/serve`'s traps) sends one more, and must not turn a clean stop into a forced one. Only a
second Ctrl-C (SIGINT or SIGQUIT), a person at the terminal insisting, stops it at once, as
db_worker's does. `make run` (bin/serve) and production (deploy/Procfile) run this one; the
options are db_worker's.
"""

import logging
import os
import signal
from types import FrameType

from django.core.management.base import CommandError
from django.utils.autoreload import DJANGO_AUTORELOAD_ENV, run_with_reloader
from django_tasks_db.management.commands import db_worker

logger = logging.getLogger("django_tasks_db")


class Worker(db_worker.Worker):
    def shutdown(self, signum: int, frame: FrameType | None) -> None:
        if self.running:
            logger.warning("Received %s: stopping once the task in hand is done.", signal.strsignal(signum))
            self.running = False
        elif signum != signal.SIGTERM:
            super().shutdown(signum, frame)  # a second Ctrl-C: stop now


class Command(db_worker.Command):
    help = "Run the site's task worker (db_worker's loop; a stop never abandons a claimed task)"

    # What db_worker's options give its Worker as they are (the queues are split first).
    WORKER_OPTIONS = ("interval", "batch", "backend_name", "startup_delay", "max_tasks", "worker_id")

    def handle(self, *, verbosity: int, queue_name: str, exclude_queues: str, reload: bool, **options):
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
        if reload and not options["batch"]:
            if os.environ.get(DJANGO_AUTORELOAD_ENV) == "true":
                worker.configure_signals()  # in the reloader's child, which runs the tasks
            run_with_reloader(worker.run)
        else:
            worker.configure_signals()
            worker.run()
