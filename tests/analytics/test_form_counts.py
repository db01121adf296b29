"""The forms without JavaScript are counted by the server, each step once per visitor, by the
beacon's rules (a visitor asking not to be counted, a bot: nothing)."""

import pytest
from django.core.cache import cache

from analytics.models import DailyCount
from tests.analytics.test_beacon import BROWSER
from tests.leads.conftest import (
    CONSULTATION,
    no_fill_minimum,  # noqa: F401 (a fixture)
)

pytestmark = [pytest.mark.django_db, pytest.mark.clock, pytest.mark.usefixtures("no_fill_minimum")]


@pytest.fixture(autouse=True)
def fresh():
    cache.clear()


def steps(form):
    return dict(DailyCount.objects.filter(form=form).values_list("step", "count"))


def post(client, url, data, referer="http://testserver/pricing?utm_source=newsletter", **headers):
    return client.post(url, data, HTTP_USER_AGENT=BROWSER, HTTP_REFERER=referer, **headers)


def test_the_pricing_quiz_counts_each_step_reached_once(client):
    first = post(client, "/pricing/quote", {"step": "1", "business-type": "startup", "action": "next"})
    assert b'name="counted" value="2"' in first.content
    # Back to question 1, then forward again: question 2 was already reached.
    post(
        client, "/pricing/quote", {"step": "2", "counted": "2", "business-type": "startup", "action": "back"}
    )
    post(
        client, "/pricing/quote", {"step": "1", "counted": "2", "business-type": "startup", "action": "next"}
    )
    post(
        client,
        "/pricing/quote",
        {
            "step": "2",
            "counted": "2",
            "business-type": "startup",
            "goals": "lead-generation",
            "action": "next",
        },
    )
    assert steps("pricing-quiz") == {"open": 1, "2": 1, "3": 1}
    assert set(DailyCount.objects.filter(form="pricing-quiz").values_list("path", "source")) == {
        ("/pricing", "newsletter")
    }


def test_a_consultation_sent_after_an_error_opens_once_and_sends_once(client):
    data = {key: value for key, value in CONSULTATION.items() if key != "source"}
    referer = "http://testserver/ai-automation/consultation"
    refused = post(client, "/ai-automation/consultation", {**data, "email": "nope"}, referer=referer)
    assert refused.status_code == 400
    assert b'name="counted" value="1"' in refused.content
    sent = post(client, "/ai-automation/consultation", {**data, "counted": "1"}, referer=referer)
    assert sent.status_code == 303
    assert steps("consultation") == {"open": 1, "sent": 1}


def test_the_hero_quiz_page_reaches_all_its_steps_with_one_post(client):
    post(
        client,
        "/get-started",
        {"businessGoal": "Generate more leads"},
        referer="http://testserver/get-started",
    )
    assert steps("hero-quiz") == {"open": 1, "2": 1, "3": 1, "4": 1, "5": 1}


@pytest.mark.parametrize(
    "headers", [{"HTTP_DNT": "1"}, {"HTTP_SEC_GPC": "1"}, {"HTTP_USER_AGENT": "curl/8.5"}]
)
def test_the_server_count_follows_the_beacons_rules(client, headers):
    client.post(
        "/pricing/quote",
        {"step": "1", "business-type": "startup", "action": "next"},
        **{"HTTP_USER_AGENT": BROWSER, "HTTP_REFERER": "http://testserver/pricing", **headers},
    )
    assert not DailyCount.objects.exists()
