"""The minimum fill time on cached pages (forms.fill_time): a form posted without JavaScript from a
cached page gets a confirmation step, never a stored lead or an email, until a stamp drawn on that
uncached answer shows the visitor spent LEADS_MIN_FILL_MS on it; nothing typed is lost. Every
form, in both languages, with the page cache warm, as a bot and as a person would post."""

import re
from datetime import UTC, datetime, timedelta
from html import unescape

import pytest
import time_machine
from django.core import mail
from django.test import Client
from django.urls import reverse
from django.utils import translation

from forms import fill_time
from leads.models import ContactSubmission, QuoteRequest
from subscriptions.models import Subscriber
from tests.leads.conftest import CONSULTATION, HERO_QUIZ, HOME_CONTACT, PAGE_CONTACT, PRICING_QUIZ

pytestmark = pytest.mark.django_db

# When the visitor loads the cached page; the clock stands still unless a test moves it.
ARRIVED = datetime(2026, 3, 10, 17, 0, tzinfo=UTC)
CAMPAIGN = "?utm_source=spring-mail&gclid=Cj0KCQiA-spring"
CONFIRM = {
    "en": "One more step: nothing has been sent yet.",
    "es": "Un paso más: todavía no se ha enviado nada.",
}


@pytest.fixture
def visitor(contact_services, settings):
    settings.LEADS_MIN_FILL_MS = 3000
    return Client(HTTP_USER_AGENT="Mozilla/5.0 (no JavaScript)")


def at(seconds: float):
    return time_machine.travel(ARRIVED + timedelta(seconds=seconds), tick=False)


def address(name: str, language: str) -> str:
    with translation.override(language):
        return reverse(name)


def warm(client: Client, path: str) -> None:
    """Loads the page twice: the second answer is the cached copy a bot would get."""
    client.get(path)
    response = client.get(path)
    assert response["X-Page-Cache"] == "hit", f"{path} was not served from the page cache"
    assert 'name="stamp"' not in response.content.decode()


def stamp_in(html: str) -> str:
    found = re.search(r'<input type="hidden" name="stamp" value="([^"]+)">', html)
    assert found, "the confirmation step carries no fresh stamp"
    return unescape(found.group(1))


def carried(html: str) -> dict:
    """The hidden inputs a browser sends back with the step: its stamp and the form's first page."""
    page = re.search(r'<input type="hidden" name="page" value="([^"]+)">', html)
    return {"stamp": stamp_in(html), **({"page": unescape(page.group(1))} if page else {})}


def contact_home(language):
    return (
        "/" if language == "en" else "/es/",
        address("lead-forms:contact-send", language),
        {
            **HOME_CONTACT,
            "source": "home_page",
            "homepage": "",
        },
    )


def contact_page(language):
    return (
        address("marketing:contact", language),
        address("lead-forms:contact-send", language),
        {
            **PAGE_CONTACT,
            "source": "contact_page",
            "homepage": "",
        },
    )


def hero_quiz(language):
    path = address("lead-forms:hero-quiz", language)
    return path, path, {**HERO_QUIZ["quizAnswers"], "homepage": ""}


def consultation(language):
    path = address("lead-forms:consultation", language)
    form = {key: value for key, value in CONSULTATION.items() if key not in ("service", "source")}
    return path, path, {**form, "homepage": ""}


FORMS = {
    "contact-home": (contact_home, ContactSubmission, "Dana Whitfield"),
    "contact-page": (contact_page, ContactSubmission, "Marcus Oyelaran"),
    "hero-quiz": (hero_quiz, QuoteRequest, HERO_QUIZ["quizAnswers"]["name"]),
    "consultation": (consultation, QuoteRequest, CONSULTATION["name"]),
}


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("form", FORMS)
def test_a_post_from_a_cached_page_is_confirmed_before_anything_is_stored_or_sent(
    visitor, run_tasks, form, language
):
    build, model, name = FORMS[form]
    page, action, data = build(language)
    with at(0):
        warm(visitor, page)
        # A bot posts the cached form at once (a campaign's visitor: the address names it).
        first = visitor.post(action, data, HTTP_REFERER=f"http://testserver{page}{CAMPAIGN}")
    html = first.content.decode()
    assert first.status_code == 200
    assert first["Cache-Control"] == "private, no-store"
    assert CONFIRM[language] in html
    assert name in html  # what was typed is still there
    run_tasks()
    assert model.objects.count() == 0 and mail.outbox == []

    # Pressing the button again at once proves nothing either: the step comes back.
    with at(1):
        again = visitor.post(action, {**data, **carried(html)}, HTTP_REFERER=f"http://testserver{action}")
    assert again.status_code == 200 and CONFIRM[language] in again.content.decode()
    assert model.objects.count() == 0

    # A person who reads the step and sends it: one lead, genuine, and its acknowledgement.
    with at(5):
        sent = visitor.post(
            action, {**data, **carried(again.content.decode())}, HTTP_REFERER=f"http://testserver{action}"
        )
    assert sent.status_code == 303
    lead = model.objects.get()
    assert not lead.is_spam and lead.language == language
    # The campaign of the page the form was first sent from, though the last post came from the step.
    assert (lead.utm_source, lead.click_ids) == ("spring-mail", {"gclid": "Cj0KCQiA-spring"})
    assert lead.landing_page == f"{page}{CAMPAIGN}"
    run_tasks()
    assert data["email"] in [address for message in mail.outbox for address in message.to]


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_pricing_quiz_is_timed_from_its_last_step_which_is_never_cached(visitor, language):
    page, action = address("marketing:pricing", language), address("lead-forms:pricing-quote", language)
    answered = {"business-type": "ecommerce", "goals": "sales-conversion", "services": ["seo", "marketing"]}
    contact = {key: PRICING_QUIZ[key] for key in ("name", "email", "company", "phone")}
    with at(0):
        warm(visitor, page)
        last_step = visitor.post(action, {"step": "4", **answered, "timeline": "immediate"})
    assert last_step["Cache-Control"] == "private, no-store"
    final = {"step": "5", **answered, "timeline": "immediate", **contact, "action": "send", "homepage": ""}

    with at(1):  # contact details typed in a second: a bot's
        too_soon = visitor.post(action, {**final, "stamp": stamp_in(last_step.content.decode())})
    assert CONFIRM[language] in too_soon.content.decode()
    assert QuoteRequest.objects.count() == 0

    with at(20):
        sent = visitor.post(action, {**final, "stamp": stamp_in(last_step.content.decode())})
    assert sent.status_code == 303
    assert QuoteRequest.objects.get().email == PRICING_QUIZ["email"]


def test_a_filled_honeypot_is_stored_as_spam_without_a_step(visitor):
    page, action, data = contact_page("en")
    with at(0):
        warm(visitor, page)
        response = visitor.post(action, {**data, "homepage": "https://spam.example"})
    assert response.status_code == 303  # answered like a success: a bot learns nothing
    assert ContactSubmission.objects.get().is_spam


def test_a_forged_or_foreign_stamp_proves_nothing(visitor):
    page, action, data = contact_page("en")
    forged = fill_time.stamp(issued_at=ARRIVED.timestamp() - 3600)[:-2] + "xx"
    foreign = "1773158400"
    for stamp in (forged, foreign, ""):
        with at(0):
            response = visitor.post(action, {**data, "stamp": stamp})
        assert response.status_code == 200 and CONFIRM["en"] in response.content.decode()
    assert ContactSubmission.objects.count() == 0


def test_an_invalid_post_gets_its_errors_not_the_step(visitor):
    page, action, data = contact_page("en")
    with at(0):
        response = visitor.post(action, {**data, "email": "marcus@"})
    html = response.content.decode()
    assert response.status_code == 400
    assert CONFIRM["en"] not in html
    assert 'name="stamp"' in html  # the corrected form is timed from this answer


@pytest.mark.parametrize("language", ["en", "es"])
def test_subscribing_from_a_cached_page_is_confirmed_before_any_email(visitor, run_tasks, language):
    page, action = address("insights:index", language), address("subscriptions:subscribe", language)
    data = {"email": "reader@harbourcoffee.com", "source": page, "homepage": ""}
    with at(0):
        warm(visitor, page)
        first = visitor.post(action, data)
    html = first.content.decode()
    assert first.status_code == 200 and first["Cache-Control"] == "private, no-store"
    assert CONFIRM[language] in html and 'value="reader@harbourcoffee.com"' in html
    run_tasks()
    assert Subscriber.objects.count() == 0 and mail.outbox == []

    with at(6):
        sent = visitor.post(action, {**data, "stamp": stamp_in(html)})
    assert sent.status_code == 303
    run_tasks()
    assert Subscriber.objects.get().email == "reader@harbourcoffee.com"
    assert [message.to for message in mail.outbox] == [["reader@harbourcoffee.com"]]


def test_asking_for_an_unsubscribe_link_from_the_cached_page_is_confirmed_too(visitor, run_tasks):
    page = address("subscriptions:unsubscribe-request", "en")
    with at(0):
        warm(visitor, page)
        first = visitor.post(page, {"email": "reader@harbourcoffee.com", "homepage": ""})
    assert first.status_code == 200 and CONFIRM["en"] in first.content.decode()
    with at(6):
        sent = visitor.post(
            page, {"email": "reader@harbourcoffee.com", "stamp": stamp_in(first.content.decode())}
        )
    assert sent.status_code == 303


def test_with_no_minimum_the_step_is_off(visitor, settings):
    settings.LEADS_MIN_FILL_MS = 0
    page, action, data = contact_page("en")
    with at(0):
        assert visitor.post(action, data).status_code == 303
    assert ContactSubmission.objects.count() == 1


# --- a stamp proves one visit ------------------------------------------------------------------


def confirmation_step(visitor, action: str, data: dict) -> dict:
    """The hidden inputs of the confirmation step a first post gets (at 0 s): the stamp and page."""
    with at(0):
        first = visitor.post(action, data)
    assert first.status_code == 200
    return carried(first.content.decode())


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("form", ["contact-page", "hero-quiz"])
def test_a_stamp_lets_one_lead_through_and_another_lead_sent_with_it_gets_the_step(visitor, form, language):
    """One stamp was reused for three leads: it proves one visit, so it is used up by the first."""
    build, model, _name = FORMS[form]
    _page, action, data = build(language)
    hidden = confirmation_step(visitor, action, data)
    with at(5):
        assert visitor.post(action, {**data, **hidden}).status_code == 303
    for number, seconds in ((2, 6), (3, 600)):
        other = {**data, "email": f"lead{number}@harbourcoffee.com", "name": f"Lead Number{number}"}
        with at(seconds):
            reused = visitor.post(action, {**other, **hidden})
        # As a stamp too young or changed: the step comes back with what was typed, nothing stored.
        assert reused.status_code == 200 and CONFIRM[language] in reused.content.decode()
        assert f"lead{number}@harbourcoffee.com" in reused.content.decode()
        assert stamp_in(reused.content.decode()) != hidden["stamp"]
    # The same lead sent again with its stamp (a double click, a reload) is the same lead.
    with at(7):
        assert visitor.post(action, {**data, **hidden}).status_code == 303
    assert model.objects.count() == 1


def test_the_subscription_forms_use_a_stamp_once_too(visitor):
    action = address("subscriptions:subscribe", "es")
    data = {"email": "reader@harbourcoffee.com", "source": "/es/", "homepage": ""}
    hidden = confirmation_step(visitor, action, data)
    with at(6):
        assert visitor.post(action, {**data, **hidden}).status_code == 303
        reused = visitor.post(action, {**data, **hidden, "email": "another@harbourcoffee.com"})
    assert reused.status_code == 200 and CONFIRM["es"] in reused.content.decode()
    assert list(Subscriber.objects.values_list("email", flat=True)) == ["reader@harbourcoffee.com"]


def test_a_stamp_older_than_an_hour_proves_nothing(visitor):
    _page, action, data = contact_page("en")
    hidden = confirmation_step(visitor, action, data)
    with at(fill_time.MAX_AGE + 1):
        late = visitor.post(action, {**data, **hidden})
    assert late.status_code == 200 and CONFIRM["en"] in late.content.decode()
    with at(fill_time.MAX_AGE + 10):  # the step's own, fresh stamp
        assert visitor.post(action, {**data, **carried(late.content.decode())}).status_code == 303


def test_while_the_shared_cache_is_down_each_process_remembers_the_stamps_it_saw(visitor, settings):
    settings.CACHES = {
        "default": {"BACKEND": "agency.cache.ResilientRedisCache", "LOCATION": "redis://127.0.0.1:1/0"}
    }
    fill_time.LOCAL_USED.clear()
    _page, action, data = contact_page("en")
    hidden = confirmation_step(visitor, action, data)
    with at(5):
        assert visitor.post(action, {**data, **hidden}).status_code == 303  # no lead lost
        reused = visitor.post(action, {**data, **hidden, "email": "second@harbourcoffee.com"})
    assert reused.status_code == 200 and ContactSubmission.objects.count() == 1
    fill_time.LOCAL_USED.clear()
