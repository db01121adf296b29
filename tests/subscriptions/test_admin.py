"""Subscribers in /django-admin/: staff see their status, dates and the consent wording (read
only), export them as CSV (spreadsheet formulas defused) and delete them with what was sent
about them; editors (content only) reach none of it."""

import csv
import io

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Permission
from django.test import Client

from delivery.models import Delivery
from subscriptions import wording
from subscriptions.models import Subscriber, SubscriberStatus
from tests.staff.factories import STAFF_PASSWORD, ContentEditorFactory, UserFactory
from tests.subscriptions.conftest import READER, subscribe

pytestmark = pytest.mark.django_db

CHANGELIST = "/django-admin/subscriptions/subscriber/"


@pytest.fixture
def subscribers():
    confirmed = Subscriber.objects.create(
        email=READER,
        status=SubscriberStatus.CONFIRMED,
        requested_at="2026-03-02T17:00:00Z",
        confirmed_at="2026-03-02T17:05:00Z",
        consent_text=wording.CONSENT,
        source_path="/insights/local-seo-for-san-diego",
    )
    formula = Subscriber.objects.create(
        email="=hyperlink@example.com",
        requested_at="2026-03-03T09:00:00Z",
        consent_text="+Consent",
        source_path="/insights",
    )
    return confirmed, formula


def signed_in(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


@pytest.fixture
def owner():
    return signed_in(get_user_model().objects.create_superuser("owner", "owner@acme.example", STAFF_PASSWORD))


def export(client, ids):
    return client.post(CHANGELIST, {"action": "export_csv", "_selected_action": [str(pk) for pk in ids]})


def test_staff_see_subscribers_with_status_dates_and_search(owner, subscribers):
    html = owner.get(CHANGELIST).content.decode()
    assert READER in html and "Confirmed" in html and "Unconfirmed" in html
    assert "By status" in html

    found = owner.get(CHANGELIST, {"q": "harbour"}).content.decode()
    assert READER in found and "hyperlink@example.com" not in found
    filtered = owner.get(CHANGELIST, {"status__exact": "confirmed"}).content.decode()
    assert READER in filtered and "hyperlink@example.com" not in filtered


def test_the_consent_wording_is_shown_and_cannot_be_changed(owner, subscribers):
    confirmed, _ = subscribers
    url = f"{CHANGELIST}{confirmed.pk}/change/"
    html = owner.get(url).content.decode()
    assert str(wording.CONSENT) in html
    assert 'name="consent_text"' not in html and 'name="email"' not in html

    owner.post(url, {"email": "changed@example.com", "consent_text": "I agreed to everything"})
    confirmed.refresh_from_db()
    assert confirmed.email == READER and confirmed.consent_text == wording.CONSENT
    assert owner.get(f"{CHANGELIST}add/").status_code == 403


def test_staff_export_csv_with_formulas_defused(owner, subscribers):
    response = export(owner, [s.pk for s in subscribers])

    assert response.status_code == 200
    assert response["Content-Type"] == "text/csv; charset=utf-8"
    assert 'filename="subscribers-' in response["Content-Disposition"]
    rows = list(csv.reader(io.StringIO(response.content.decode("utf-8-sig"))))
    assert rows[0] == [
        "Email",
        "Status",
        "Subscribed",
        "Confirmed",
        "Unsubscribed",
        "Language",
        "Subscribed from",
        "Consent wording",
    ]
    by_email = {row[0]: row for row in rows[1:]}
    assert by_email[READER][1] == "Confirmed"
    assert by_email[READER][3].startswith("2026-03-02 09:05:00")  # San Diego time
    assert by_email[READER][7] == wording.CONSENT
    assert by_email["'=hyperlink@example.com"][7] == "'+Consent"


def test_staff_given_the_view_permission_may_export(subscribers):
    user = UserFactory(username="ops", is_staff=True)
    user.user_permissions.add(Permission.objects.get(codename="view_subscriber"))
    assert export(signed_in(user), [subscribers[0].pk]).status_code == 200


def test_editors_reach_neither_the_list_nor_the_export(subscribers):
    editor = signed_in(ContentEditorFactory(username="robin"))

    assert editor.get(CHANGELIST).status_code == 403
    response = export(editor, [s.pk for s in subscribers])
    assert response.status_code == 403
    assert b"hyperlink" not in response.content


def test_deleting_a_subscriber_deletes_the_emails_sent_about_them(owner, browser, run_tasks):
    subscribe(browser)
    run_tasks()
    subscriber = Subscriber.objects.get()
    assert Delivery.objects.filter(reference=subscriber.reference).count() == 1

    response = owner.post(
        CHANGELIST, {"action": "delete_selected", "_selected_action": [subscriber.pk], "post": "yes"}
    )

    assert response.status_code == 302
    assert not Subscriber.objects.exists()
    assert not Delivery.objects.filter(recipient=READER).exists()
