from django.core.management.base import BaseCommand

from delivery.queue import deliveries_recover, schedule_sweep


class Command(BaseCommand):
    help = (
        "Give a new task to every lead email that no live task will send (a worker died mid-task), "
        "and make sure the periodic sweep that does this is scheduled. Run before starting workers."
    )

    def handle(self, *args, **options):
        recovered = deliveries_recover()
        schedule_sweep()
        self.stdout.write(f"Lead emails re-enqueued: {recovered}. Periodic sweep scheduled.")
