"""Option labels have one source, leads.options: the pricing quiz the visitor sees, the staff
page's labelled answers (and its CSV) and the emails all show the same words for an id."""

import pytest

from forms.islands import pricing_quiz_props
from leads import options
from leads.models import LeadSource
from leads.selectors import lead_answer_rows, quote_answers_labelled
from tests.staff.factories import QuoteRequestFactory

PRICING_QUIZ = pricing_quiz_props()["questions"]
PRICING_CHOICES = [
    (question, option_id, label)
    for question in options.PRICING_QUIZ
    for option_id, label in question.options.items()
]


def _pricing_answers(question_id: str, option_id: str) -> dict:
    answers = {question.id: next(iter(question.options)) for question in options.PRICING_QUIZ}
    answers["services"] = [next(iter(options.PRICING_QUIZ[2].options))]
    answers[question_id] = [option_id] if question_id == "services" else option_id
    return answers


@pytest.mark.django_db
@pytest.mark.parametrize(("question", "option_id", "label"), PRICING_CHOICES)
def test_a_pricing_answer_reads_the_same_for_the_visitor_staff_and_email(question, option_id, label):
    quote = QuoteRequestFactory(quiz_answers=_pricing_answers(question.id, option_id))

    shown = {q["id"]: {o["id"]: o["label"] for o in q["options"]} for q in PRICING_QUIZ}
    assert shown[question.id][option_id] == label
    staff = {row["question"]: row["answer"] for row in quote_answers_labelled(quote)}
    assert staff[question.label] == label
    assert dict(lead_answer_rows(quote))[question.label] == label


def test_the_pricing_quiz_props_keep_their_shape():
    assert [q["id"] for q in PRICING_QUIZ] == ["business-type", "goals", "services", "timeline"]
    for question in PRICING_QUIZ:
        assert set(question) == {"id", "question", "multiple", "options"}
        assert isinstance(question["question"], str) and question["question"].endswith("?")
        assert question["multiple"] is (question["id"] == "services")
        assert all(set(option) == {"id", "label"} for option in question["options"])


CONSULTATION_CHOICES = [
    ("vertical", "Area to automate", options.CONSULTATION_VERTICALS),
    ("team_size", "Team size", options.CONSULTATION_TEAM_SIZES),
    ("budget", "Budget", options.CONSULTATION_BUDGETS),
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("field", "question", "option_id", "label"),
    [
        (field, question, key, label)
        for field, question, labels in CONSULTATION_CHOICES
        for key, label in labels.items()
    ],
)
def test_a_consultation_answer_reads_the_same_for_staff_and_email(field, question, option_id, label):
    quote = QuoteRequestFactory(
        source=LeadSource.AI_AUTOMATION_PAGE,
        quiz_answers={},
        service=options.CONSULTATION_SERVICE,
        **{field: option_id},
    )
    staff = {row["question"]: row["answer"] for row in quote_answers_labelled(quote)}
    assert staff[question] == label
    assert dict(lead_answer_rows(quote))[question] == label


@pytest.mark.django_db
def test_staff_and_email_list_the_consultation_answers_in_the_forms_order():
    quote = QuoteRequestFactory(
        source=LeadSource.AI_AUTOMATION_PAGE,
        quiz_answers={},
        service=options.CONSULTATION_SERVICE,
        vertical="hr",
        current_challenges="Screening takes days.",
        automation_goals="Shortlist applicants automatically.",
        team_size="11-50",
        budget="discuss",
    )
    expected = [
        ("Service", "AI Automation Consultation"),
        ("Area to automate", "HR and recruitment"),
        ("Current challenges", "Screening takes days."),
        ("Automation goals", "Shortlist applicants automatically."),
        ("Team size", "11-50 people"),
        ("Budget", "I'd rather discuss it"),
    ]
    assert [(row["question"], row["answer"]) for row in quote_answers_labelled(quote)] == expected
    assert lead_answer_rows(quote)[4:] == expected


@pytest.mark.django_db
def test_unknown_ids_and_extra_keys_are_shown_as_sent():
    quote = QuoteRequestFactory(
        quiz_answers={
            "business-type": "cooperative",
            "goals": "lead-generation",
            "services": ["seo", "podcasts"],
            "timeline": "immediate",
            "referralCode": "SPRING",
        }
    )
    assert quote_answers_labelled(quote) == [
        {"question": "Business type", "answer": "cooperative"},
        {"question": "Main goal", "answer": "Generate more leads"},
        {"question": "Services of interest", "answer": "Search engine optimization (SEO), podcasts"},
        {"question": "Timeline", "answer": "Right away"},
        {"question": "Referral code", "answer": "SPRING"},
    ]
