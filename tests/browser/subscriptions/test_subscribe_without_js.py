"""The "email me new articles" form in Chromium with JavaScript turned off: a bad address comes
back with a message, a good one lands on "check your inbox", the emailed link confirms with a
button, and the unsubscribe link leaves. The same walk at phone and desktop widths in a page that
runs axe (axe is a script: it needs JavaScript on, and these pages behave the same either way, as
they ship none) finds every page on the way accessible and never scrolling sideways."""

import pytest
from django.core import mail
from playwright.sync_api import expect

from subscriptions.models import Subscriber, SubscriberStatus
from tests.browser.conftest import format_violations
from tests.subscriptions.conftest import link_in

pytestmark = pytest.mark.django_db(transaction=True)


def checker(axe):
    def check(page, what: str) -> None:
        violations = axe(page)
        assert violations == [], f"{what}: {format_violations(violations)}"
        overflow = page.evaluate(
            "document.documentElement.scrollWidth - document.documentElement.clientWidth"
        )
        assert overflow <= 0, f"{what} scrolls sideways by {overflow} px"

    return check


def walk(page, run_tasks, check=lambda page, what: None) -> None:
    """Subscribe (a bad address first), confirm from the email, unsubscribe, and the page to type
    an address; `check(page, what)` on every page on the way."""
    mail.outbox.clear()
    page.goto(page.base_url + "/insights/subscribe")
    check(page, "the form")
    form = page.get_by_role("form", name="Get new articles by email")

    form.get_by_label("Your email address").fill("reader@harbour")
    form.get_by_role("button", name="Email me new articles").click()
    expect(page.get_by_role("alert")).to_contain_text("Enter an email address like name@example.com.")
    expect(page.get_by_role("textbox", name="Your email address")).to_have_value("reader@harbour")
    check(page, "the form with a message")

    page.get_by_role("textbox", name="Your email address").fill("reader@harbourcoffee.com")
    page.get_by_role("button", name="Email me new articles").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Check your inbox")
    check(page, "check your inbox")

    run_tasks()
    [message] = mail.outbox
    page.goto(page.base_url + link_in(message, "subscribe/confirm"))
    check(page, "the confirmation page")
    page.get_by_role("button", name="Confirm my subscription").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("You're subscribed")
    check(page, "confirmed")
    assert Subscriber.objects.get().status == SubscriberStatus.CONFIRMED

    page.get_by_role("link", name="Unsubscribe").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Unsubscribe from new articles")
    check(page, "the unsubscribe page")
    page.get_by_role("button", name="Unsubscribe").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("You're unsubscribed")
    check(page, "unsubscribed")
    assert Subscriber.objects.get().status == SubscriberStatus.UNSUBSCRIBED

    page.goto(page.base_url + "/insights/unsubscribe")
    check(page, "the page to type an address")
    page.get_by_role("button", name="Email me an unsubscribe link").click()
    expect(page.get_by_role("alert")).to_contain_text("Enter your email address.")
    check(page, "the page to type an address, with a message")


def test_subscribe_confirm_and_unsubscribe_without_javascript(no_js, settings, run_tasks):
    # Chromium fills the form faster than a person: the fill-time defence has its own tests.
    settings.LEADS_MIN_FILL_MS = 0
    walk(no_js, run_tasks)


@pytest.mark.parametrize("width", [390, 1280])
def test_every_page_on_the_way_passes_axe_and_fits(page, axe, settings, run_tasks, width):
    settings.LEADS_MIN_FILL_MS = 0
    page.set_viewport_size({"width": width, "height": 900})
    walk(page, run_tasks, checker(axe))
