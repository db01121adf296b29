"""The seeded landing pages' headings and figures, in both languages: a line never breaks a time or
a number from its unit (a non-breaking space holds them together: "11 p.m.", "27 %")."""

import re

import pytest

from campaigns.content.campaigns import BUILT_FORMS, CAMPAIGNS

# What a visitor reads as a heading, or as one figure.
HEADINGS = {"heading", "group_heading", "title", "question", "success_heading", "eyebrow"}
FIGURES = {"value"}

# A plain space after a number, or before a unit or time written after a space.
BREAKABLE = re.compile(r"\d (?=\S)| (?=%|\$|€|[ap]\.m\.)")


def _texts(value, key=None):
    """Every (field, text) of the seed whose field is a heading or a figure, both languages."""
    if isinstance(value, dict):
        for name, item in value.items():
            yield from _texts(item, name)
    elif isinstance(value, list | tuple):
        if key in HEADINGS | FIGURES and all(isinstance(item, str) for item in value):
            yield from ((key, item) for item in value)
        else:
            for item in value:
                yield from _texts(item, key)
    elif isinstance(value, str) and key in HEADINGS | FIGURES:
        yield key, value


SEEDED = list(_texts([CAMPAIGNS, BUILT_FORMS]))


def test_the_seed_has_headings_and_figures_with_numbers():
    numbered = [text for _key, text in SEEDED if re.search(r"\d", text)]
    assert any("p.m." in text for text in numbered)
    assert any("%" in text for text in numbered)


@pytest.mark.parametrize(("key", "text"), SEEDED, ids=[text[:40] for _key, text in SEEDED])
def test_no_heading_breaks_a_number_from_its_unit(key, text):
    assert not BREAKABLE.search(text), f"{key}: {text!r} needs a non-breaking space (\\u00a0)"
    if key in FIGURES:
        assert " " not in text, f"a figure is one unbreakable line: {text!r}"


def test_the_ai_receptionist_headline_reaches_the_page_unbroken(client, seeded):
    html = client.get("/lp/ai-receptionist-home-services").content.decode()
    assert "Never miss another 11\u00a0p.m. emergency call" in html
    spanish = client.get("/es/lp/ai-receptionist-home-services").content.decode()
    assert "primeros 90\u00a0días" in spanish
    assert "18.000\u00a0$" in spanish
