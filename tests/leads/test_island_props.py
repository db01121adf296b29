"""The lead islands get their options, words and rules from the server (leads.islands, built from
leads.options, leads.wording and leads.fields).

The front-end tests render the components with a copy of these props
(static_src/test-fixtures/lead-island-props.json, written by `manage.py lead_island_fixtures`);
this test regenerates it and compares, so it can never drift from the owner.
"""

import io
import json

import pytest
from django.core.management import call_command

from leads.islands import consultation_props, contact_form_props, hero_quiz_props, pricing_quiz_props
from leads.management.commands.lead_island_fixtures import FIXTURE, fixture_text


def test_the_front_end_fixture_is_what_the_server_sends():
    assert FIXTURE.read_text(encoding="utf-8") == fixture_text(), (
        "Regenerate the fixture: `python manage.py lead_island_fixtures` (the server's options, "
        "words or rules changed)."
    )


def test_the_command_writes_the_fixture(tmp_path, monkeypatch):
    target = tmp_path / "props.json"
    monkeypatch.setattr("leads.management.commands.lead_island_fixtures.FIXTURE", target)
    call_command("lead_island_fixtures", stdout=io.StringIO())
    written = json.loads(target.read_text(encoding="utf-8"))
    assert written["hero-quiz"] == hero_quiz_props()
    assert written["contact-form-page"]["copy"]["labels"]["message"] == "Message"


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("path", "script_id", "build"),
    [
        ("/", "hero-quiz-props", hero_quiz_props),
        ("/ai-automation", "consultation-props", consultation_props),
        ("/pricing", "pricing-quiz-props", pricing_quiz_props),
        ("/contact", "contact-form-props", lambda: contact_form_props("page")),
    ],
)
def test_each_page_emits_its_islands_props_from_leads(client, path, script_id, build):
    html = client.get(path).content.decode()
    emitted = html.split(f'<script id="{script_id}" type="application/json">')[1].split("</script>")[0]
    assert json.loads(emitted) == build()
