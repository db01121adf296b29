"""The browser shows the API's own words: the client rules (static_src/lib/lead-rules.ts) carry
the same messages as leads.fields, so a mistake reads the same whichever side catches it, with
JavaScript or without."""

from pathlib import Path

from django.conf import settings

from leads import fields

RULES = (Path(settings.BASE_DIR) / "static_src" / "lib" / "lead-rules.ts").read_text()


def test_the_client_rules_use_the_apis_messages():
    for message in (
        fields.NAME_MESSAGE,
        fields.EMAIL_MESSAGE,
        fields.COMPANY_MESSAGE,
        fields.SERVICE_MESSAGE,
        fields.MESSAGE_MESSAGE,
        fields.AT_LEAST_ONE_MESSAGE,
        fields.OPTION_MESSAGE,
    ):
        assert f'"{message}"' in RULES, message


def test_a_long_text_over_its_limit_reads_the_same_on_both_sides():
    server = fields.long_text_field("Current challenges").error_messages["max_length"]
    assert server == "Current challenges must be at most 5,000 characters."
    assert "`${what} must be at most 5,000 characters.`" in RULES
    assert f"TEXT_MAX = {fields.TEXT_MAX}" in RULES
