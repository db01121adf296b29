from django.core.management.base import BaseCommand

from subscriptions.services import subscribers_prune


class Command(BaseCommand):
    help = (
        "Delete the subscribers who did not confirm within 7 days (and the emails queued for them). "
        "Safe to run at any time; the site also does it on every subscribe and every delivery sweep. "
        "For cron: 25 3 * * * cd /srv/agency && .venv/bin/python manage.py prune_subscribers"
    )

    def handle(self, *args, **options):
        removed = subscribers_prune()
        self.stdout.write(f"Removed {removed} unconfirmed subscriber(s) older than 7 days.")
