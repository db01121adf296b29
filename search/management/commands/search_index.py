from django.core.management.base import BaseCommand

from search.services import index_rebuild


class Command(BaseCommand):
    help = "Builds the site search's index again from the content (the seed loader does it too)."

    def handle(self, *args, **options):
        count = index_rebuild()
        if options["verbosity"]:
            self.stdout.write(f"Search index rebuilt: {count} entries.")
