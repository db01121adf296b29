"""The "email me new articles" form without JavaScript: it stores the address unconfirmed and
mails a confirmation link, comes back with the typed address and a message when it cannot, and
keeps the lead forms' spam defences (honeypot, fill time, throttle, cross-site posts)."""

import pytest
from django.core import mail
from django.template import Context, Template
from django.test import RequestFactory

from delivery.models import Delivery, DeliveryKind
from subscriptions import wording
from subscriptions.models import Subscriber, SubscriberStatus
from tests.subscriptions.conftest import (
    READER,
    field_error,
    field_value,
    heading,
    link_in,
    mails_to,
    subscribe,
)
from tests.support.seeded import site_content_load

pytestmark = pytest.mark.django_db


def test_the_form_is_plain_html_with_a_label_the_consent_and_the_button(browser):
    html = browser.get("/insights/subscribe").content.decode()

    assert '<form method="post" action="/insights/subscribe"' in html
    assert '<label for="subscribe-email" class="field-label">Your email address' in html
    assert 'type="email"' in html and 'autocomplete="email"' in html
    assert str(wording.CONSENT) in html
    assert ">Email me new articles</button>" in html
    assert 'name="homepage"' in html
    assert 'name="stamp"' not in html  # a cached page carries no time stamp (forms.fill_time)
    assert "<script" not in html.split("<main", 1)[-1].split("</main>", 1)[0]


def test_the_tag_draws_the_form_on_any_page_with_the_pages_path():
    request = RequestFactory().get("/insights/what-ai-changes-for-a-five-person-team")
    html = Template("{% load subscriptions %}{% subscribe_form 'article' %}").render(
        Context({"request": request})
    )

    assert 'id="article-email"' in html and 'aria-labelledby="article-heading"' in html
    assert 'name="source" value="/insights/what-ai-changes-for-a-five-person-team"' in html
    assert "Email me new articles" in html


def test_subscribing_stores_the_address_unconfirmed_and_mails_a_confirmation_link(browser, run_tasks):
    response = subscribe(browser, "  Reader@HarbourCoffee.com ")

    assert response.status_code == 303
    assert response["Location"] == "/insights/subscribe/thanks"
    assert response["Cache-Control"] == "private, no-store"
    subscriber = Subscriber.objects.get()
    assert subscriber.email == READER
    assert subscriber.status == SubscriberStatus.UNCONFIRMED
    assert subscriber.consent_text == wording.CONSENT
    assert subscriber.source_path == "/insights/local-seo"
    assert subscriber.language == "en"
    assert subscriber.confirmed_at is None

    run_tasks()
    [message] = mail.outbox
    assert message.to == [READER]
    assert message.subject.startswith("Confirm your subscription to new articles")
    assert link_in(message, "subscribe/confirm")
    assert link_in(message, "unsubscribe")

    thanks = browser.get("/insights/subscribe/thanks")
    assert heading(thanks.content.decode()) == "Check your inbox"


def test_the_confirmation_email_carries_nothing_typed_but_the_address(browser, run_tasks):
    # Whatever else a visitor (or a bot) puts in the post stays out of the email.
    subscribe(browser, READER, name="Buy cheap pills", message="Visit spam.example", source="/insights/x")
    run_tasks()

    [message] = mail.outbox
    text = f"{message.subject}\n{message.body}"
    for typed in ("Buy cheap pills", "spam.example", "/insights/x"):
        assert typed not in text
    assert READER in message.body


@pytest.mark.parametrize(
    ("typed", "message"),
    [
        ("", wording.ERRORS["required"]),
        ("reader@", wording.ERRORS["invalid"]),
        ("not an email", wording.ERRORS["invalid"]),
    ],
    ids=["empty", "half", "words"],
)
def test_a_bad_address_comes_back_with_the_typed_text_and_a_message(browser, typed, message):
    response = subscribe(browser, typed)
    html = response.content.decode()

    assert response.status_code == 400
    assert response["Cache-Control"] == "private, no-store"
    assert field_error(html, "subscribe-email") == message
    assert field_value(html, "subscribe-email") == typed
    assert 'aria-invalid="true"' in html
    assert Subscriber.objects.count() == 0 and mail.outbox == []


def test_the_honeypot_is_answered_like_a_success_and_stores_nothing(browser, run_tasks):
    response = subscribe(browser, homepage="https://spam.example")
    run_tasks()

    assert response.status_code == 303 and response["Location"] == "/insights/subscribe/thanks"
    assert Subscriber.objects.count() == 0 and mail.outbox == []


def test_the_throttle_holds_and_keeps_the_typed_address(browser, settings):
    settings.SUBSCRIBE_THROTTLE_BURST = "2/min"
    for index in range(2):
        assert subscribe(browser, f"reader{index}@harbourcoffee.com").status_code == 303

    response = subscribe(browser, "third@harbourcoffee.com")
    html = response.content.decode()

    assert response.status_code == 429
    assert int(response["Retry-After"]) >= 1
    assert "Please wait a minute" in html
    assert field_value(html, "subscribe-email") == "third@harbourcoffee.com"
    assert Subscriber.objects.count() == 2


def test_a_post_another_website_makes_the_browser_send_is_refused(browser):
    response = subscribe(browser, headers={"Origin": "https://evil.example"})

    assert response.status_code == 403
    assert Subscriber.objects.count() == 0


def test_an_address_gets_at_most_one_confirmation_email_a_day(browser, run_tasks):
    for _ in range(3):
        assert subscribe(browser).status_code == 303
    run_tasks()

    assert len(mails_to(READER)) == 1
    assert Subscriber.objects.count() == 1


def test_a_confirmed_address_gets_the_same_answer_and_no_new_email(browser, run_tasks):
    Subscriber.objects.create(
        email=READER,
        status=SubscriberStatus.CONFIRMED,
        requested_at="2026-01-05T10:00:00Z",
        consent_text="Old",
    )

    response = subscribe(browser, READER.upper())
    run_tasks()

    assert response.status_code == 303 and response["Location"] == "/insights/subscribe/thanks"
    assert mail.outbox == []
    subscriber = Subscriber.objects.get()
    assert subscriber.status == SubscriberStatus.CONFIRMED and subscriber.consent_text == "Old"
    assert not Delivery.objects.filter(kind=DeliveryKind.SUBSCRIBER_CONFIRMATION).exists()


def test_an_unsubscribed_address_that_subscribes_again_starts_over_unconfirmed(browser, run_tasks):
    Subscriber.objects.create(
        email=READER,
        status=SubscriberStatus.UNSUBSCRIBED,
        requested_at="2026-01-05T10:00:00Z",
        consent_text="Old",
    )

    subscribe(browser)
    run_tasks()

    subscriber = Subscriber.objects.get()
    assert subscriber.status == SubscriberStatus.UNCONFIRMED
    assert subscriber.consent_text == wording.CONSENT and subscriber.unsubscribed_at is None
    assert len(mails_to(READER)) == 1


def test_no_ip_address_or_browser_is_stored():
    fields = {field.name for field in Subscriber._meta.get_fields()}
    assert not fields & {"client_address", "ip", "ip_address", "user_agent", "referrer"}


def test_the_privacy_policy_says_what_is_kept_and_how_to_leave(browser):
    site_content_load()
    form = browser.get("/insights/subscribe").content.decode()
    policy = browser.get("/privacy-policy").content.decode()

    assert 'href="/privacy-policy#emails-about-new-articles"' in form
    assert '<section id="emails-about-new-articles"' in policy
    for said in ("the exact consent wording you agreed to", "within 7 days", "/insights/unsubscribe"):
        assert said in policy
