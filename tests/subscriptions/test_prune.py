"""Addresses never confirmed are removed once their link has expired (7 days): on every subscribe,
on every delivery sweep, and by `manage.py prune_subscribers` for cron. Confirmed and unsubscribed
readers stay."""

from datetime import timedelta

import pytest
import time_machine
from django.core.management import call_command
from django.utils import timezone

from delivery.models import Delivery
from delivery.queue import sweep_deliveries
from subscriptions.models import Subscriber, SubscriberStatus
from tests.subscriptions.conftest import READER, subscribe

pytestmark = [pytest.mark.django_db, pytest.mark.clock]


@pytest.fixture
def week_old(browser, run_tasks):
    """Three readers who subscribed eight days ago: one confirmed, one unsubscribed, one never
    answered (their confirmation email sent and recorded)."""
    eight_days_ago = timezone.now() - timedelta(days=8)
    with time_machine.travel(eight_days_ago, tick=False):
        for address in (READER, "confirmed@example.com", "left@example.com"):
            subscribe(browser, address)
        run_tasks()
    Subscriber.objects.filter(email="confirmed@example.com").update(status=SubscriberStatus.CONFIRMED)
    Subscriber.objects.filter(email="left@example.com").update(status=SubscriberStatus.UNSUBSCRIBED)
    assert Delivery.objects.filter(recipient=READER).exists()


def remaining() -> set[str]:
    return set(Subscriber.objects.values_list("email", flat=True))


def test_the_command_removes_unconfirmed_addresses_older_than_7_days_with_their_emails(week_old, capsys):
    call_command("prune_subscribers")

    assert remaining() == {"confirmed@example.com", "left@example.com"}
    assert not Delivery.objects.filter(recipient=READER).exists()
    assert "Removed 1 unconfirmed subscriber(s)" in capsys.readouterr().out


def test_an_address_within_its_7_days_stays(browser):
    with time_machine.travel(timezone.now() - timedelta(days=6, hours=23), tick=False):
        subscribe(browser)
    call_command("prune_subscribers")
    assert remaining() == {READER}


def test_every_subscribe_prunes_too(week_old, browser):
    subscribe(browser, "new@example.com")
    assert remaining() == {"confirmed@example.com", "left@example.com", "new@example.com"}


def test_the_delivery_sweep_prunes_too(week_old):
    sweep_deliveries.call()
    assert READER not in remaining()


def test_subscribing_again_after_removal_starts_a_fresh_request(week_old, browser, run_tasks):
    subscribe(browser)
    run_tasks()
    subscriber = Subscriber.objects.get(email=READER)
    assert subscriber.status == SubscriberStatus.UNCONFIRMED
    assert timezone.now() - subscriber.requested_at < timedelta(minutes=5)
