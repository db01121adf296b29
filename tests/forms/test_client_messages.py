"""The browser shows the API's own words: the client rules (static_src/lib/lead-rules.ts) are built
from the `rules` every lead island gets in its props (forms.wording.lead_rules), which are
forms.fields' messages and limits, so a mistake reads the same whichever side catches it, with
JavaScript or without. (The Vitest suite renders the forms with those props: the fixture written
from the server.)"""

from forms import fields, islands
from forms.serializers import ConsultationInputSerializer


def _every_islands_rules() -> list[dict]:
    return [props["rules"] for props in islands.island_fixtures().values()]


def test_the_client_rules_use_the_apis_messages():
    for rules in _every_islands_rules():
        assert rules["messages"] == {
            "name": fields.NAME_MESSAGE,
            "email": fields.EMAIL_MESSAGE,
            "company": fields.COMPANY_MESSAGE,
            "service": fields.SERVICE_MESSAGE,
            "message": fields.MESSAGE_MESSAGE,
            "atLeastOne": fields.AT_LEAST_ONE_MESSAGE,
            "option": fields.OPTION_MESSAGE,
            "website": fields.WEBSITE_MESSAGE,
        }
        assert rules["max"] == {"name": 100, "company": 150, "phone": 40, "text": fields.TEXT_MAX}


def test_a_long_text_over_its_limit_reads_the_same_on_both_sides():
    server = ConsultationInputSerializer().fields["currentChallenges"].error_messages["max_length"]
    assert server == "Current challenges must be at most 5,000 characters."
    for rules in _every_islands_rules():
        assert rules["tooLong"]["currentChallenges"] == server
        assert rules["tooLong"]["message"] == fields.message_field().error_messages["max_length"]
        assert rules["tooLong"]["name"] == fields.name_field().error_messages["max_length"]
