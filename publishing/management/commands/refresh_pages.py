from django.core.management.base import BaseCommand

from publishing.services import content_changed


class Command(BaseCommand):
    help = (
        "Makes every cached page render afresh on its next request (a new content version, so new "
        "ETags too). Run after a release: pages cached before it name the old asset files."
    )

    def handle(self, *args, **options):
        content_changed()
        if options["verbosity"]:
            self.stdout.write("Cached pages will be rendered afresh.")
