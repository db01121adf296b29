from django.core.management.base import BaseCommand

from publishing.seed import content_load, renditions_make_missing


class Command(BaseCommand):
    help = (
        "Loads the site's seed content. Safe to run at every start: existing content is never "
        "overwritten, only what is missing is created. --reset replaces the content with the seed."
    )

    def add_arguments(self, parser):
        parser.add_argument(
            "--reset", action="store_true", help="Delete the content and load the seed again."
        )

    def handle(self, *args, reset=False, **options):
        created = content_load(reset=reset)
        # The seed's pictures get their renditions here, off the request path, before any page
        # is served (an editor's uploads get theirs from the task worker).
        pictures = renditions_make_missing()
        if options["verbosity"] == 0:
            return
        self.stdout.write(
            f"Content loaded: {created['offerings']} services and solutions, {created['pages']} pages, "
            f"{created['items']} other items created, {created['spanish']} Spanish fields filled in; "
            f"renditions made for {pictures} pictures."
        )
