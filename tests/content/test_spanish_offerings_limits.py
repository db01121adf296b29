"""Every Spanish string of the services and solutions fits the field it is loaded into.

Spanish runs longer than English; a text over a field's limit would be refused by the admin the
first time an editor saves the row, or cut by search engines (meta descriptions). The limits are
read from the model fields, so a changed limit is checked without touching this test. The
Spanish also keeps every figure of the English and the Spanish Our Approach titles.
"""

import re

from django.core.exceptions import ValidationError

from marketing.content import services as english_services
from marketing.content import solutions as english_solutions
from marketing.content.es import common as spanish_common
from marketing.content.es.services import SERVICES
from marketing.content.es.solutions import SOLUTIONS
from marketing.models import Benefit, MethodologyStep, Offering, Statistic, TransformationCard, Vertical

# The offering's own texts (the words the seed writes), and the rows of each list: which model field
# each item goes into.
OFFERING_TEXTS = Offering.COPY_FIELDS
ROWS = {
    "benefits": (Benefit, ("title", "text")),
    "steps": (MethodologyStep, ("title", "text")),
    "transformations": (TransformationCard, ("title", "text")),
    "statistics": (Statistic, ("value", "label")),
    "verticals": (Vertical, ("name", "text")),
}


def too_long(model, name: str, value: str) -> list[str]:
    """What is wrong with `value` in `model.name`: over max_length or a max-length validator."""
    field = model._meta.get_field(name)
    limits = [validator for validator in field.validators if getattr(validator, "code", None) == "max_length"]
    problems = []
    # A TextField's max_length is enforced by the admin's form, not by a validator of the field.
    if field.max_length and len(value) > field.max_length and not limits:
        problems.append(f"{len(value)} characters, the field takes {field.max_length}")
    for validator in limits:
        try:
            validator(value)
        except ValidationError as error:
            problems.append(" ".join(error.messages))
    return [f"{model.__name__}.{name}: {problem}: {value[:60]!r}" for problem in problems]


def offering_problems(offering: dict) -> list[str]:
    found = []
    for name in OFFERING_TEXTS:
        found += too_long(Offering, name, offering[name])
    for key, (model, names) in ROWS.items():
        for row in offering.get(key, []):
            for name, value in zip(names, row, strict=False):
                found += [f"{offering['slug']}.{key}: {problem}" for problem in too_long(model, name, value)]
    return [f"{offering['slug']}: {problem}" for problem in found]


def test_every_spanish_service_text_fits_its_field():
    problems = [problem for offering in SERVICES for problem in offering_problems(offering)]
    assert not problems, "\n".join(problems)


def test_every_spanish_solution_text_fits_its_field():
    problems = [problem for offering in SOLUTIONS for problem in offering_problems(offering)]
    assert not problems, "\n".join(problems)


def test_the_shared_spanish_pieces_fit_their_fields():
    problems = too_long(Offering, "insights_text", spanish_common.INSIGHTS_NOTE)
    for title in spanish_common.APPROACH_TITLES:
        problems += too_long(MethodologyStep, "title", title)
    assert not problems, "\n".join(problems)


def test_the_spanish_offerings_use_the_spanish_approach_titles():
    """A step list built with the English helper would put English headings on a Spanish page."""
    for offering in SERVICES + SOLUTIONS:
        if offering["slug"] == "ai-automation":  # its four steps have titles of their own
            continue
        titles = [title for title, _ in offering["steps"]]
        assert titles == list(spanish_common.APPROACH_TITLES), offering["slug"]


def test_the_spanish_offerings_keep_every_english_figure():
    """A translation may reword a claim, never change its number: 70% stays 70%, 24 hours stay 24."""
    figure = re.compile(r"\d+(?:\.\d+)?")

    def strings(value):
        if isinstance(value, dict):
            for item in value.values():
                yield from strings(item)
        elif isinstance(value, list | tuple):
            for item in value:
                yield from strings(item)
        elif isinstance(value, str):
            yield value

    pairs = [(english_services.SERVICES, SERVICES), (english_solutions.SOLUTIONS, SOLUTIONS)]
    changed = [
        f"{a[:60]!r} has {sorted(set(figure.findall(a)))}, the Spanish {sorted(set(figure.findall(b)))}"
        for english_items, spanish_items in pairs
        for a, b in zip(strings(english_items), strings(spanish_items), strict=True)
        if set(figure.findall(a)) != set(figure.findall(b))
    ]
    assert not changed, "\n".join(changed)
