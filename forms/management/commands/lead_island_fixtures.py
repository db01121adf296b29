"""Writes static_src/test-fixtures/lead-island-props.json: the lead islands' props as the server
builds them, which the front-end tests render with (Vitest never runs Django).

Run it after changing leads.options, forms.wording or forms.fields; tests/forms/test_island_props.py
fails until the file matches the server again.
"""

import json
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand

from forms.islands import island_fixtures

FIXTURE = Path(settings.BASE_DIR) / "static_src" / "test-fixtures" / "lead-island-props.json"


def fixture_text() -> str:
    return json.dumps(island_fixtures(), indent=2, ensure_ascii=False) + "\n"


class Command(BaseCommand):
    help = "Write the lead islands' props for the front-end tests (static_src/test-fixtures)."

    def handle(self, *args, **options):
        FIXTURE.write_text(fixture_text(), encoding="utf-8")
        self.stdout.write(f"Wrote {FIXTURE}")
