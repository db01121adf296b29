"""The links in the emails: confirming (a button on the page, so a mail scanner opening the link
confirms nothing), tampered and expired links, repeats, and one-click unsubscribe (RFC 8058) and
the page where a reader types their address."""

import email.policy
from datetime import timedelta

import pytest
import time_machine
from django.core import mail
from django.utils import timezone

from subscriptions import wording
from subscriptions.models import Subscriber, SubscriberStatus
from subscriptions.tokens import confirm_token, unsubscribe_token
from tests.subscriptions.conftest import (
    READER,
    field_value,
    heading,
    link_in,
    mails_to,
    subscribe,
)

pytestmark = pytest.mark.django_db


@pytest.fixture
def confirmation(browser, run_tasks):
    """A reader subscribed; their confirmation email."""
    subscribe(browser)
    run_tasks()
    [message] = mails_to(READER)
    mail.outbox.clear()
    return message


def test_opening_the_link_asks_and_the_button_confirms(browser, confirmation):
    link = link_in(confirmation, "subscribe/confirm")

    page = browser.get(link)
    html = page.content.decode()
    assert page.status_code == 200 and page["Cache-Control"] == "private, no-store"
    assert heading(html) == "Confirm your subscription"
    assert ">Confirm my subscription</button>" in html
    assert Subscriber.objects.get().status == SubscriberStatus.UNCONFIRMED  # opening is not confirming

    done = browser.post(link)
    html = done.content.decode()
    assert done.status_code == 200
    assert heading(html) == "You're subscribed"
    assert f"{READER} will get an email" in html
    assert 'href="/insights/unsubscribe/' in html  # the confirmation page carries the way out
    subscriber = Subscriber.objects.get()
    assert subscriber.status == SubscriberStatus.CONFIRMED and subscriber.confirmed_at is not None


def test_confirming_again_says_it_is_already_confirmed(browser, confirmation):
    link = link_in(confirmation, "subscribe/confirm")
    browser.post(link)
    confirmed_at = Subscriber.objects.get().confirmed_at

    for again in (browser.post(link), browser.get(link)):
        assert again.status_code == 200
        assert heading(again.content.decode()) == "This subscription is already confirmed"
    assert Subscriber.objects.get().confirmed_at == confirmed_at


@pytest.mark.parametrize("method", ["get", "post"])
def test_a_tampered_link_is_refused_in_words_with_the_form_to_subscribe(browser, confirmation, method):
    link = link_in(confirmation, "subscribe/confirm")
    token = link.rsplit("/", 1)[1]
    for changed in (
        token[:-3] + "abc",
        confirm_token("someone@else.example").split(":")[0] + ":" + token.split(":", 1)[1],
    ):
        response = getattr(browser, method)(f"/insights/subscribe/confirm/{changed}")
        html = response.content.decode()
        assert response.status_code == 400
        assert heading(html) == "We don't recognise this confirmation link"
        assert ">Email me new articles</button>" in html
    # An unsubscribe token is not a confirmation token.
    assert browser.post(f"/insights/subscribe/confirm/{unsubscribe_token(READER)}").status_code == 400
    assert Subscriber.objects.get().status == SubscriberStatus.UNCONFIRMED


@pytest.mark.clock
def test_an_expired_link_says_so_and_offers_the_form_again(browser, confirmation):
    link = link_in(confirmation, "subscribe/confirm")

    with time_machine.travel(timezone.now() + timedelta(days=7, minutes=1), tick=False):
        response = browser.post(link)

    html = response.content.decode()
    assert response.status_code == 410
    assert heading(html) == "This confirmation link has expired"
    assert field_value(html, "subscribe-email") == READER
    assert ">Email me new articles</button>" in html
    assert Subscriber.objects.filter(status=SubscriberStatus.CONFIRMED).count() == 0


@pytest.mark.clock
def test_a_link_six_days_old_still_confirms(browser, confirmation):
    link = link_in(confirmation, "subscribe/confirm")
    with time_machine.travel(timezone.now() + timedelta(days=6, hours=23), tick=False):
        assert heading(browser.post(link).content.decode()) == "You're subscribed"


def test_a_link_for_an_address_that_left_says_it_is_not_waiting(browser, confirmation):
    Subscriber.objects.update(status=SubscriberStatus.UNSUBSCRIBED)
    response = browser.post(link_in(confirmation, "subscribe/confirm"))

    assert response.status_code == 404
    assert heading(response.content.decode()) == "This address is not waiting for confirmation"
    assert Subscriber.objects.get().status == SubscriberStatus.UNSUBSCRIBED


def test_every_email_has_one_click_unsubscribe_headers_pointing_at_the_post_url(confirmation):
    link = link_in(confirmation, "unsubscribe")
    assert confirmation.extra_headers["List-Unsubscribe"] == f"<http://testserver{link}>"
    assert confirmation.extra_headers["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    # As the SMTP backend writes it: one plain line, not RFC 2047 encoded words a provider cannot read.
    sent = confirmation.message(policy=email.policy.SMTP).as_bytes().decode()
    assert f"List-Unsubscribe: <http://testserver{link}>\r\n" in sent
    assert "List-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n" in sent


def test_one_click_unsubscribe_is_a_post_without_cookie_or_token(browser, confirmation):
    link = link_in(confirmation, "unsubscribe")
    browser.post(link_in(confirmation, "subscribe/confirm"))

    # What a mail provider sends (RFC 8058): a form-encoded POST, no cookie, no CSRF token.
    response = browser.post(
        link, "List-Unsubscribe=One-Click", content_type="application/x-www-form-urlencoded"
    )

    assert response.status_code == 200
    assert heading(response.content.decode()) == "You're unsubscribed"
    subscriber = Subscriber.objects.get()
    assert subscriber.status == SubscriberStatus.UNSUBSCRIBED and subscriber.unsubscribed_at is not None


def test_the_unsubscribe_page_asks_first_and_a_repeat_says_so(browser, confirmation):
    link = link_in(confirmation, "unsubscribe")

    page = browser.get(link)
    assert heading(page.content.decode()) == "Unsubscribe from new articles"
    assert ">Unsubscribe</button>" in page.content.decode()
    assert Subscriber.objects.get().status == SubscriberStatus.UNCONFIRMED

    assert heading(browser.post(link).content.decode()) == "You're unsubscribed"
    for again in (browser.post(link), browser.get(link)):
        assert again.status_code == 200
        assert heading(again.content.decode()) == "You're already unsubscribed"


def test_a_tampered_unsubscribe_link_offers_the_page_to_type_the_address(browser, confirmation):
    link = link_in(confirmation, "unsubscribe")
    response = browser.post(link[:-4] + "abcd")
    html = response.content.decode()

    assert response.status_code == 400
    assert heading(html) == "We don't recognise this unsubscribe link"
    assert ">Email me an unsubscribe link</button>" in html
    assert Subscriber.objects.get().status == SubscriberStatus.UNCONFIRMED


def test_typing_an_address_mails_its_link_and_answers_the_same_for_a_stranger(
    browser, confirmation, run_tasks
):
    answers = []
    for address in (READER, "stranger@example.com"):
        response = browser.post("/insights/unsubscribe", {"email": address, "homepage": ""})
        assert response.status_code == 303
        answers.append(response["Location"])
        answers.append(browser.get(response["Location"]).content)
    run_tasks()

    assert answers[0] == answers[2] == "/insights/unsubscribe/sent" and answers[1] == answers[3]
    [message] = mail.outbox
    assert message.to == [READER]
    assert message.extra_headers["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    assert heading(browser.post(link_in(message, "unsubscribe")).content.decode()) == "You're unsubscribed"


def test_the_unsubscribe_page_checks_the_address_and_keeps_it(browser):
    response = browser.post("/insights/unsubscribe", {"email": "reader@"})
    html = response.content.decode()

    assert response.status_code == 400
    assert field_value(html, "unsubscribe-email") == "reader@"
    assert str(wording.ERRORS["invalid"]) in html
