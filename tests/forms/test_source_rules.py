"""The rules that tell which form sent a lead (forms.serializers' parsing step), apart from HTTP."""

import pytest

from forms.serializers import contact_submission_source, quote_request_source


@pytest.mark.parametrize(
    ("source", "payload", "expected"),
    [
        (None, {"name": "Dana"}, "home_page"),
        (None, {"name": "Dana", "phone": ""}, "contact_page"),
        (None, {"phone": None}, "contact_page"),
        ("home_page", {"phone": "+1 619 555 0147"}, "home_page"),
        ("contact_page", {}, "contact_page"),
    ],
)
def test_contact_source(source, payload, expected):
    assert contact_submission_source(source=source, payload=payload) == expected


@pytest.mark.parametrize(
    ("payload", "expected"),
    [
        ({"quizAnswers": {"business-type": "startup"}, "email": "a@b.co"}, "pricing_quiz"),
        ({"source": "", "quizAnswers": {}}, "pricing_quiz"),
        ({}, "pricing_quiz"),
        ({"quizAnswers": {"email": "a@b.co"}}, "hero_quiz"),
        ({"quizAnswers": {"email": "a@b.co"}, "email": "a@b.co"}, "pricing_quiz"),
        ({"quizAnswers": ["email"]}, "pricing_quiz"),
        ({"source": "ai_automation_page"}, "ai_automation_page"),
        ({"source": "hero_quiz", "email": "a@b.co"}, "hero_quiz"),
        ({"source": "pricing_quiz"}, "pricing_quiz"),
        ({"source": "home_page"}, None),
        ({"source": ["hero_quiz"]}, None),
    ],
)
def test_quote_request_source(payload, expected):
    assert quote_request_source(payload=payload) == expected
