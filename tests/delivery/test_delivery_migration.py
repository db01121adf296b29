"""Existing leads keep their email history when the per-kind columns become Delivery rows."""

import datetime as dt

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.utils import timezone

BEFORE = [("leads", "0003_delivery_claims")]
AFTER = [("leads", "0006_remove_delivery_columns")]


def _migrate(targets):
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(targets)
    return executor.loader.project_state(targets).apps


@pytest.mark.clock
@pytest.mark.django_db(transaction=True)
def test_the_email_columns_migrate_to_delivery_rows_and_back():
    old = _migrate(BEFORE)
    sent_at = timezone.now() - dt.timedelta(days=3)
    contact = old.get_model("leads", "ContactSubmission").objects.create(
        name="Dana Whitfield",
        email="Dana@HarbourCoffee.com",
        company="Harbour Coffee",
        source="home_page",
        service="seo",
        message="More local customers, please.",
        notification_status="sent",
        notification_attempts=1,
        notified_at=sent_at,
        acknowledgement_status="failed",
        acknowledgement_attempts=6,
        acknowledgement_error="SMTPConnectError: down",
    )
    spam = old.get_model("leads", "QuoteRequest").objects.create(
        name="Bot",
        email="bot@example.org",
        company="Bots",
        source="pricing_quiz",
        is_spam=True,
        notification_status="skipped",
        acknowledgement_status="skipped",
    )

    new = _migrate(AFTER)
    Delivery = new.get_model("leads", "Delivery")
    rows = {row.kind: row for row in Delivery.objects.filter(contact_id=contact.pk)}
    assert (rows["notification"].status, rows["notification"].attempts) == ("sent", 1)
    assert rows["notification"].sent_at == sent_at
    assert (rows["acknowledgement"].status, rows["acknowledgement"].attempts) == ("failed", 6)
    assert rows["acknowledgement"].last_error == "SMTPConnectError: down"
    assert rows["acknowledgement"].recipient == "dana@harbourcoffee.com"
    spam_rows = list(Delivery.objects.filter(quote_id=spam.pk).values_list("kind", "status"))
    assert spam_rows == [("notification", "skipped")]  # no acknowledgement for spam

    back = _migrate(BEFORE)
    restored = back.get_model("leads", "ContactSubmission").objects.get(pk=contact.pk)
    assert (restored.notification_status, restored.acknowledgement_status) == ("sent", "failed")
    assert restored.acknowledgement_attempts == 6
    _migrate(executor_leaf())


def executor_leaf():
    executor = MigrationExecutor(connection)
    return executor.loader.graph.leaf_nodes()
