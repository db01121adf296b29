"""Writes static_src/test-fixtures/staff-props.json: the staff island's props for a visitor not
signed in, as the server builds them, which the front-end tests render with.

Run it after changing what staff.views.staff_page_props sends (statuses, sort keys, search, the
note's limit and messages); tests/staff/test_admin_page.py fails until the file matches again.
"""

import json
from pathlib import Path

from django.conf import settings
from django.contrib.auth.models import AnonymousUser
from django.core.management.base import BaseCommand

from staff.views import staff_page_props

FIXTURE = Path(settings.BASE_DIR) / "static_src" / "test-fixtures" / "staff-props.json"


def fixture_text() -> str:
    return json.dumps(staff_page_props(AnonymousUser()), indent=2, ensure_ascii=False) + "\n"


class Command(BaseCommand):
    help = "Write the staff island's props for the front-end tests (static_src/test-fixtures)."

    def handle(self, *args, **options):
        FIXTURE.write_text(fixture_text(), encoding="utf-8")
        self.stdout.write(f"Wrote {FIXTURE}")
