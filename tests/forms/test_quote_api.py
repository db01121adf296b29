"""POST /api/quote-request: the hero quiz, the AI automation consultation and the pricing quiz."""

import pytest

from leads.models import QuoteRequest
from tests.leads.conftest import CONSULTATION, HERO_QUIZ, PRICING_QUIZ, payload, quiz

pytestmark = pytest.mark.django_db


# ---------------------------------------------------------------- the spec's three payloads


def test_the_hero_quiz_payload_is_stored_with_contact_fields_from_its_answers(api):
    response = api.quote(HERO_QUIZ)

    assert response.status_code == 201
    lead = QuoteRequest.objects.get()
    assert response.json() == {"id": lead.pk}
    assert lead.source == "hero_quiz"
    assert (lead.name, lead.email, lead.company, lead.phone) == (
        "Priya Raman",
        "priya@northwindlabs.com",
        "Northwind Labs",
        "+1 858 555 0192",
    )
    assert lead.answer("website") == "https://northwindlabs.com"
    assert lead.answer("description") == "B2B analytics software for mid-size logistics firms."
    assert lead.answer("quiz_answers") == HERO_QUIZ["quizAnswers"]


def test_the_consultation_payload_is_stored(api):
    response = api.quote(CONSULTATION)

    assert response.status_code == 201
    lead = QuoteRequest.objects.get()
    assert lead.source == "ai_automation_page"
    assert lead.answer("service") == "AI Automation Consultation"
    assert (lead.answer("vertical"), lead.answer("team_size"), lead.answer("budget")) == (
        "operations",
        "51-200",
        "15k-50k",
    )
    assert lead.answer("current_challenges") == CONSULTATION["currentChallenges"]
    assert lead.answer("automation_goals") == CONSULTATION["automationGoals"]
    assert "quiz_answers" not in lead.answers


def test_the_pricing_quiz_payload_without_a_source_is_a_pricing_quiz_request(api):
    response = api.quote(PRICING_QUIZ)

    assert response.status_code == 201
    lead = QuoteRequest.objects.get()
    assert lead.source == "pricing_quiz"
    assert (lead.name, lead.email, lead.company) == ("Tom Alvarez", "tom@alvarezcycles.com", "Alvarez Cycles")
    assert lead.answer("quiz_answers") == PRICING_QUIZ["quizAnswers"]


def test_our_pricing_form_may_name_its_source(api):
    assert api.quote(payload(PRICING_QUIZ, source="pricing_quiz")).status_code == 201
    assert QuoteRequest.objects.get().source == "pricing_quiz"


def test_a_hero_quiz_sent_without_its_source_is_still_recognised(api):
    body = payload(HERO_QUIZ)
    del body["source"]

    assert api.quote(body).status_code == 201
    assert QuoteRequest.objects.get().source == "hero_quiz"


def test_an_unknown_source_is_refused(api):
    response = api.quote(payload(CONSULTATION, source="landing_page"))

    assert response.status_code == 400
    assert response.json() == {
        "source": ["Unknown source: use hero_quiz, ai_automation_page or pricing_quiz."]
    }


# ---------------------------------------------------------------- hero quiz rules


def test_the_hero_quiz_choice_steps_may_be_left_unanswered(api):
    body = {
        "quizAnswers": {
            "company": "Northwind Labs",
            "name": "Priya Raman",
            "email": "priya@northwindlabs.com",
        },
        "source": "hero_quiz",
    }
    assert api.quote(body).status_code == 201
    lead = QuoteRequest.objects.get()
    assert lead.answer("quiz_answers")["services"] == []
    assert lead.answer("quiz_answers")["businessGoal"] == ""


def test_empty_hero_quiz_answers_count_as_unanswered(api):
    body = quiz(HERO_QUIZ, businessGoal="", budget=None, services=[], industry="", phone=None, website="")
    assert api.quote(body).status_code == 201


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("businessGoal", "Win awards"),
        ("budget", "$1,000-$5,000"),
        ("services", ["Social Media Marketing", "Podcasting"]),
        ("industry", "technology"),
    ],
)
def test_unknown_hero_quiz_options_are_refused(api, field, value):
    response = api.quote(quiz(HERO_QUIZ, **{field: value}))

    assert response.status_code == 400
    assert response.json() == {f"quizAnswers.{field}": ["Please choose one of the listed options."]}
    assert not QuoteRequest.objects.exists()


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("company", "", "Company name is required."),
        ("name", "P", "Name must be at least 2 characters."),
        ("email", "priya@", "Please enter a valid email address."),
        ("website", "not a website", "Please enter a valid website address."),
        ("website", "http://", "Please enter a valid website address."),
        ("description", "d" * 5001, "The description must be at most 5,000 characters."),
    ],
)
def test_hero_quiz_business_details_are_checked(api, field, value, message):
    response = api.quote(quiz(HERO_QUIZ, **{field: value}))

    assert response.status_code == 400
    assert response.json() == {f"quizAnswers.{field}": [message]}


def test_a_website_without_a_scheme_is_accepted_as_https(api):
    assert api.quote(quiz(HERO_QUIZ, website="northwindlabs.com")).status_code == 201
    assert QuoteRequest.objects.get().answer("website") == "https://northwindlabs.com"


def test_a_hero_quiz_without_answers_is_refused(api):
    response = api.quote({"source": "hero_quiz"})

    assert response.status_code == 400
    assert response.json() == {"quizAnswers": ["Please complete the quiz."]}


def test_services_must_be_a_list(api):
    response = api.quote(quiz(HERO_QUIZ, services="Web Development"))

    assert response.status_code == 400
    assert response.json() == {"quizAnswers.services": ["Send the selected options as a list."]}


# ---------------------------------------------------------------- consultation rules


def test_only_name_email_and_company_are_required_for_a_consultation(api):
    body = {
        "name": "Elena Brooks",
        "email": "elena@brooksfreight.com",
        "company": "Brooks Freight",
        "phone": "",
        "vertical": "",
        "currentChallenges": "",
        "automationGoals": "",
        "teamSize": "",
        "budget": "",
        "service": "AI Automation Consultation",
        "source": "ai_automation_page",
    }
    assert api.quote(body).status_code == 201


def test_a_consultation_missing_its_contact_details_reports_each(api):
    response = api.quote({"source": "ai_automation_page"})

    assert response.status_code == 400
    assert response.json() == {
        "name": ["Name must be at least 2 characters."],
        "email": ["Please enter a valid email address."],
        "company": ["Company name is required."],
    }


@pytest.mark.parametrize(
    "vertical", ["sales", "marketing", "hr", "operations", "support", "documents", "multiple"]
)
def test_every_vertical_is_accepted(api, vertical):
    assert api.quote(payload(CONSULTATION, vertical=vertical)).status_code == 201


@pytest.mark.parametrize("team_size", ["1-10", "11-50", "51-200", "201-500", "500+"])
def test_every_team_size_is_accepted(api, team_size):
    assert api.quote(payload(CONSULTATION, teamSize=team_size)).status_code == 201


@pytest.mark.parametrize("budget", ["under-5k", "5k-15k", "15k-50k", "50k-100k", "100k+", "discuss"])
def test_every_consultation_budget_is_accepted(api, budget):
    assert api.quote(payload(CONSULTATION, budget=budget)).status_code == 201


@pytest.mark.parametrize(
    ("field", "value"),
    [("vertical", "finance"), ("teamSize", "1000+"), ("budget", "5k"), ("service", "SEO Audit")],
)
def test_unknown_consultation_options_are_refused(api, field, value):
    response = api.quote(payload(CONSULTATION, **{field: value}))

    assert response.status_code == 400
    assert response.json() == {field: ["Please choose one of the listed options."]}


def test_long_consultation_texts_are_refused_with_a_clear_message(api):
    response = api.quote(payload(CONSULTATION, currentChallenges="c" * 5001))

    assert response.status_code == 400
    assert response.json() == {"currentChallenges": ["Current challenges must be at most 5,000 characters."]}


# ---------------------------------------------------------------- pricing quiz rules


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("business-type", "small-business"),
        ("business-type", "startup"),
        ("business-type", "enterprise"),
        ("business-type", "ecommerce"),
        ("goals", "brand-awareness"),
        ("goals", "lead-generation"),
        ("goals", "website-traffic"),
        ("goals", "sales-conversion"),
        ("services", ["social-media", "seo", "development", "marketing"]),
        ("timeline", "immediate"),
        ("timeline", "1-3-months"),
        ("timeline", "3-6-months"),
        ("timeline", "exploring"),
    ],
)
def test_every_pricing_option_is_accepted(api, question, answer):
    assert api.quote(quiz(PRICING_QUIZ, **{question: answer})).status_code == 201


def test_the_multi_select_needs_at_least_one_option(api):
    response = api.quote(quiz(PRICING_QUIZ, services=[]))

    assert response.status_code == 400
    assert response.json() == {"quizAnswers.services": ["Please select at least one option"]}


def test_every_pricing_question_must_be_answered(api):
    response = api.quote(payload(PRICING_QUIZ, quizAnswers={}))

    assert response.status_code == 400
    assert response.json() == {
        "quizAnswers.business-type": ["Please choose an answer."],
        "quizAnswers.goals": ["Please choose an answer."],
        "quizAnswers.services": ["Please select at least one option"],
        "quizAnswers.timeline": ["Please choose an answer."],
    }


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("business-type", "nonprofit"),
        ("goals", "Brand awareness"),
        ("services", ["seo", "print"]),
        ("timeline", "next-year"),
    ],
)
def test_unknown_pricing_options_are_refused(api, question, answer):
    response = api.quote(quiz(PRICING_QUIZ, **{question: answer}))

    assert response.status_code == 400
    assert response.json() == {f"quizAnswers.{question}": ["Please choose one of the listed options."]}


def test_duplicate_multi_select_options_are_stored_once(api):
    assert api.quote(quiz(PRICING_QUIZ, services=["seo", "seo", "development"])).status_code == 201
    assert QuoteRequest.objects.get().answer("quiz_answers")["services"] == ["seo", "development"]


def test_the_pricing_contact_form_requires_name_email_and_company(api):
    response = api.quote(payload(PRICING_QUIZ, name="", email="tom", company=""))

    assert response.status_code == 400
    assert response.json() == {
        "name": ["Name must be at least 2 characters."],
        "email": ["Please enter a valid email address."],
        "company": ["Company name is required."],
    }


def test_a_pricing_request_without_answers_is_refused(api):
    body = payload(PRICING_QUIZ)
    del body["quizAnswers"]

    response = api.quote(body)

    assert response.status_code == 400
    assert response.json() == {"quizAnswers": ["Please complete the quiz."]}


def test_quiz_answers_must_be_an_object(api):
    response = api.quote(payload(PRICING_QUIZ, quizAnswers=["startup"]))

    assert response.status_code == 400
    assert response.json() == {"quizAnswers": ["Send the quiz answers as an object."]}
