"""Which lead to call first: each lead is scored 0-100 by the rules staff edit in the Django admin,
with the reasons in the options' own labels; the tables sort and filter by it, the CSV carries it,
and a changed rule rescores every lead on the worker."""

import csv
import io

import pytest

from leads.models import QuoteRequest, ScoreRule
from tests.leads.conftest import CONSULTATION, HERO_QUIZ, PAGE_CONTACT, PRICING_QUIZ
from tests.staff.factories import StaffUserFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def staff_client(client):
    client.force_login(StaffUserFactory())
    return client


HERO_REASONS = [
    "+20 Budget: $5,000 - $15,000",
    "+10 Phone number given",
    "+10 Company website given",
    "+5 Main goal: Generate more leads",
    "+5 Number of services: 2 or more",
]


def stored(response):
    return QuoteRequest.objects.get(pk=response.json()["id"])


def test_a_hero_quiz_lead_is_scored_by_the_seeded_rules_with_readable_reasons(api):
    lead = stored(api.quote(HERO_QUIZ))
    assert lead.score == 50
    assert lead.score_reasons == HERO_REASONS


def test_each_form_earns_points_for_its_own_answers(api):
    consultation = stored(api.quote(CONSULTATION))
    assert (consultation.score, consultation.score_reasons) == (
        45,
        ["+30 Budget: $15,000 - $50,000", "+15 Team size: 51-200 people"],
    )
    pricing = stored(api.quote(PRICING_QUIZ))
    assert (pricing.score, pricing.score_reasons) == (
        45,
        [
            "+20 Timeline: Right away",
            "+15 Business type: E-commerce store",
            "+5 Main goal: Convert more visitors into sales",
            "+5 Number of services: 2 or more",
        ],
    )


def test_the_score_stays_between_0_and_100(api):
    ScoreRule.objects.create(question="industry", answer="Technology", points=90)
    ScoreRule.objects.create(question="goal", answer="Increase brand awareness", points=-200)
    assert stored(api.quote(HERO_QUIZ)).score == 100
    low = {
        **HERO_QUIZ,
        "quizAnswers": {**HERO_QUIZ["quizAnswers"], "businessGoal": "Increase brand awareness"},
    }
    low["quizAnswers"]["industry"] = "Finance"
    low["quizAnswers"]["email"] = "other@northwindlabs.com"
    assert stored(api.quote(low)).score == 0


def test_changing_a_rule_rescores_every_lead_on_the_worker(
    api, run_tasks, django_capture_on_commit_callbacks
):
    hero = stored(api.quote(HERO_QUIZ))
    pricing = stored(api.quote(PRICING_QUIZ))
    with django_capture_on_commit_callbacks(execute=True):
        rule = ScoreRule.objects.get(question="timeline", answer="immediate")
        rule.points = 40
        rule.save()
    run_tasks()
    pricing.refresh_from_db()
    hero.refresh_from_db()
    assert pricing.score == 65
    assert pricing.score_reasons[0] == "+40 Timeline: Right away"
    assert hero.score == 50  # no timeline in the hero quiz

    with django_capture_on_commit_callbacks(execute=True):
        ScoreRule.objects.filter(question="website").delete()
    run_tasks()
    hero.refresh_from_db()
    assert hero.score == 40
    assert "+10 Company website given" not in hero.score_reasons


def test_the_admin_accepts_only_answers_the_question_has(admin_client):
    url = "/django-admin/leads/scorerule/add/"
    refused = admin_client.post(
        url, {"question": "timeline", "answer": "next-year", "points": 5, "active": "on"}
    )
    assert refused.status_code == 200
    assert "Choose one of this question&#x27;s answers" in refused.content.decode()
    count = admin_client.post(url, {"question": "services", "answer": "four", "points": 5, "active": "on"})
    assert "Enter how many services" in count.content.decode()
    added = admin_client.post(
        url, {"question": "industry", "answer": "Healthcare", "points": 15, "active": "on"}
    )
    assert added.status_code == 302
    assert str(ScoreRule.objects.get(question="industry", answer="Healthcare")) == "+15 Industry: Healthcare"


def test_staff_sort_and_filter_by_score_and_the_csv_carries_it(api, staff_client):
    api.quote(HERO_QUIZ)  # 50
    api.quote(CONSULTATION)  # 45
    api.quote({**PRICING_QUIZ, "quizAnswers": {**PRICING_QUIZ["quizAnswers"], "timeline": "exploring"}})  # 25
    best_first = staff_client.get("/api/admin/quotes?ordering=-score").json()["results"]
    assert [lead["score"] for lead in best_first] == [50, 45, 25]
    assert best_first[0]["scoreReasons"] == HERO_REASONS
    high = staff_client.get("/api/admin/quotes?scoreMin=45").json()["results"]
    assert {lead["name"] for lead in high} == {"Priya Raman", "Elena Brooks"}
    assert staff_client.get("/api/admin/quotes?scoreMin=101").status_code == 400

    rows = list(
        csv.DictReader(
            io.StringIO(
                staff_client.get("/api/admin/quotes/export.csv?ordering=-score").content.decode("utf-8-sig")
            )
        )
    )
    assert [row["Score"] for row in rows] == ["50", "45", "25"]
    # A cell starting with "+" would be a formula to a spreadsheet: the export's guard quotes it.
    assert rows[0]["Score reasons"] == "'" + "; ".join(HERO_REASONS)


def test_a_contact_is_scored_too(api, staff_client):
    api.contact(PAGE_CONTACT)
    [lead] = staff_client.get("/api/admin/contacts").json()["results"]
    assert (lead["score"], lead["scoreReasons"]) == (10, ["+10 Phone number given"])
