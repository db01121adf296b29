"""The lead islands get their options from the server (leads.islands, built from leads.options).

The front-end tests render the components with a copy of these props
(static_src/test-fixtures/lead-island-props.json); this test keeps that copy equal to what the
server sends, so it can never drift from the owner the way the old TypeScript lists did.
"""

import json
from pathlib import Path

import pytest
from django.conf import settings

from leads.islands import consultation_props, hero_quiz_props, pricing_quiz_props

FIXTURE = Path(settings.BASE_DIR) / "static_src" / "test-fixtures" / "lead-island-props.json"


def test_the_front_end_fixture_is_what_the_server_sends():
    expected = {
        "hero-quiz": hero_quiz_props(),
        "consultation": consultation_props(),
        "pricing-quiz": pricing_quiz_props(),
    }
    assert json.loads(FIXTURE.read_text()) == expected, (
        "Regenerate the fixture from leads.islands: the server's options changed."
    )


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("path", "script_id", "build"),
    [
        ("/", "hero-quiz-props", hero_quiz_props),
        ("/ai-automation", "consultation-props", consultation_props),
        ("/pricing", "pricing-quiz-props", pricing_quiz_props),
    ],
)
def test_each_page_emits_its_islands_props_from_leads(client, path, script_id, build):
    html = client.get(path).content.decode()
    emitted = html.split(f'<script id="{script_id}" type="application/json">')[1].split("</script>")[0]
    assert json.loads(emitted) == build()
