"""The lead islands get their options, words and rules from the server (forms.islands, built from
leads.options, forms.wording and forms.fields).

The front-end tests render the components with a copy of these props
(static_src/test-fixtures/lead-island-props.json, written by `manage.py lead_island_fixtures`);
this test regenerates it and compares, so it can never drift from the owner.
"""

import io
import json

import pytest
from django.core.management import call_command

from forms.islands import consultation_props, contact_form_props, hero_quiz_props, pricing_quiz_props
from forms.management.commands.lead_island_fixtures import FIXTURE, fixture_text


def test_the_front_end_fixture_is_what_the_server_sends():
    assert FIXTURE.read_text(encoding="utf-8") == fixture_text(), (
        "Regenerate the fixture: `python manage.py lead_island_fixtures` (the server's options, "
        "words or rules changed)."
    )


def test_the_command_writes_the_fixture(tmp_path, monkeypatch):
    target = tmp_path / "props.json"
    monkeypatch.setattr("forms.management.commands.lead_island_fixtures.FIXTURE", target)
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


BUILT_FORM_FIXTURE = FIXTURE.with_name("built-form-props.json")


@pytest.mark.django_db
def test_the_built_form_fixture_is_the_seeded_forms_props(settings):
    """The built-form island's tests render the seeded holiday audit form with the props the server
    builds for it (static_src/test-fixtures/built-form-props.json). `AGENCY_WRITE_FIXTURES=1` on
    this test writes the file again after a change to the seed or to forms.built_forms."""
    import os

    from campaigns.content.campaigns import BUILT_FORMS
    from campaigns.services import campaigns_seed
    from forms.built_forms import island_props
    from leads.models import BuiltForm

    campaigns_seed([], draw=None, built_forms=BUILT_FORMS)
    props = island_props(BuiltForm.objects.get())
    # The form's id is the database's (PostgreSQL's sequences move on whatever a test rolls back):
    # the fixture names it as the first form.
    props["funnel"]["form"] = "built-1"
    text = json.dumps(props, indent=2, ensure_ascii=False) + "\n"
    if os.environ.get("AGENCY_WRITE_FIXTURES") == "1":
        BUILT_FORM_FIXTURE.write_text(text, encoding="utf-8")
    assert BUILT_FORM_FIXTURE.read_text(encoding="utf-8") == text, (
        "Write the fixture again: AGENCY_WRITE_FIXTURES=1 pytest tests/forms/test_island_props.py"
    )


NUMBER_FIELD_FIXTURE = FIXTURE.with_name("built-form-number-field.json")


@pytest.mark.django_db
def test_the_number_field_fixture_is_what_the_server_sends_for_a_number_without_bounds():
    """A built form's number field whose editor set no bounds, as the island gets it: the server's
    pattern and its default range with their messages (static_src/components/built-form/schema.test.ts
    checks huge, odd and foreign numbers with it). `AGENCY_WRITE_FIXTURES=1` writes it again."""
    import os

    from forms.built_forms import island_fields
    from leads.models import BuiltForm
    from tests.leads.conftest import field

    form = BuiltForm.objects.create(name="Stores", slug="stores", heading_en="How many stores?")
    field(form, 10, "number", "stores", "Stores", "Tiendas")
    text = json.dumps(island_fields(form)[0], indent=2, ensure_ascii=False) + "\n"
    if os.environ.get("AGENCY_WRITE_FIXTURES") == "1":
        NUMBER_FIELD_FIXTURE.write_text(text, encoding="utf-8")
    assert NUMBER_FIELD_FIXTURE.read_text(encoding="utf-8") == text, (
        "Write the fixture again: AGENCY_WRITE_FIXTURES=1 pytest tests/forms/test_island_props.py"
    )
