import json
from pathlib import Path

from django.core.management.base import BaseCommand

from agency.proxy import proxy_settings, refusal_pages_write


class Command(BaseCommand):
    help = (
        "Writes nginx's own answers (413, 429) in the site's words into FOLDER and prints, as JSON, "
        "the values deploy/prod.py fills nginx's configuration with (agency.proxy)."
    )

    def add_arguments(self, parser):
        parser.add_argument("folder", type=Path)

    def handle(self, *args, folder: Path, **options):
        refusal_pages_write(folder)
        self.stdout.write(json.dumps(proxy_settings()))
