"""The seeded sequences: switched off, every step valid in both languages, loaded once."""

import pytest

from sequences.models import Sequence, SequenceStep
from sequences.services import sequences_load

pytestmark = pytest.mark.django_db


def test_the_seed_loads_two_sequences_switched_off_with_valid_steps():
    assert sequences_load() == 2
    assert sequences_load() == 0  # editors' sequences are kept
    dental, quiz = Sequence.objects.order_by("-name")
    assert dental.name.startswith("San Diego dental page")
    assert [step.delay for step in dental.steps.order_by("order")] == [2, 3, 10]
    assert quiz.coded_forms == ["pricing_quiz"]
    assert not Sequence.objects.filter(active=True).exists()
    for step in SequenceStep.objects.all():
        step.full_clean()
        assert "{booking_link}" in step.body_en + step.body_es or step.order == 1
    assert sequences_load(reset=True) == 2
