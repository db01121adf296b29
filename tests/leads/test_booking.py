"""“Book your call now”: with a scheduling page set, a quote request's toast (the API's answer) and
thank-you page offer a link that counts the click in the form's funnel and opens the scheduling
page with the visitor's name, email and the lead's reference; never anywhere else."""

from urllib.parse import parse_qs, urlsplit

import pytest
from django.core.cache import cache

from analytics.models import DailyCount
from marketing import content
from marketing.models import SiteIdentity
from tests.analytics.test_beacon import BROWSER
from tests.leads.conftest import CONSULTATION, HERO_QUIZ, PAGE_CONTACT

pytestmark = [pytest.mark.django_db, pytest.mark.clock, pytest.mark.usefixtures("no_fill_minimum")]

CALENDLY = "https://calendly.com/driftline/strategy-call?hide_gdpr_banner=1"


@pytest.fixture
def scheduling():
    cache.clear()
    SiteIdentity.objects.create(
        pk=SiteIdentity.SINGLETON_ID, **{**content.initial_identity_values(), "scheduling_url": CALENDLY}
    )
    yield
    cache.clear()


def test_without_a_scheduling_page_nothing_is_offered(api, client):
    cache.clear()
    answer = api.quote(HERO_QUIZ).json()
    assert "booking" not in answer
    assert b"Book your call now" not in client.get("/get-started/thank-you").content


def test_the_island_gets_a_booking_link_that_opens_the_scheduling_page_prefilled(api, client, scheduling):
    answer = api.quote(HERO_QUIZ, HTTP_REFERER="https://www.google.com/").json()
    assert answer["booking"].startswith("/book?lead=")
    opened = client.get(answer["booking"], HTTP_USER_AGENT=BROWSER)
    assert opened.status_code == 302
    target = urlsplit(opened["Location"])
    assert f"{target.scheme}://{target.netloc}{target.path}" == "https://calendly.com/driftline/strategy-call"
    assert parse_qs(target.query) == {
        "hide_gdpr_banner": ["1"],
        "name": ["Priya Raman"],
        "email": ["priya@northwindlabs.com"],
        "utm_content": [f"quote-{answer['id']}"],
    }
    assert opened["Cache-Control"] == "private, no-store"
    # The click is counted in the hero quiz's funnel.
    row = DailyCount.objects.get(form="hero-quiz", step="book")
    assert (row.path, row.count) == ("/get-started/thank-you", 1)


def test_a_contact_gets_no_booking_link(api, scheduling):
    assert "booking" not in api.contact(PAGE_CONTACT).json()


def test_the_thank_you_page_without_javascript_offers_the_link(client, scheduling, contact_services):
    data = {key: value for key, value in CONSULTATION.items() if key != "source"}
    sent = client.post(
        "/ai-automation/consultation", data, HTTP_REFERER="http://testserver/ai-automation/consultation"
    )
    assert sent.status_code == 303
    assert sent["Location"].startswith("/ai-automation/thank-you?lead=")
    page = client.get(sent["Location"])
    html = page.content.decode()
    assert "Book your call now" in html
    assert page["Cache-Control"] == "private, no-store"
    href = html.split('href="/book?lead=', 1)[1].split('"', 1)[0]
    opened = client.get(f"/book?lead={href}", HTTP_USER_AGENT=BROWSER)
    assert parse_qs(urlsplit(opened["Location"]).query)["email"] == ["elena@brooksfreight.com"]
    assert DailyCount.objects.get(form="consultation", step="book").count == 1


@pytest.mark.parametrize(
    "query",
    ["", "?lead=", "?lead=forged", "?lead=1", "?next=https://evil.example/", "?lead=https://evil.example/"],
)
def test_the_booking_address_goes_nowhere_else(client, scheduling, query):
    assert client.get(f"/book{query}").status_code == 404
    assert not DailyCount.objects.exists()
