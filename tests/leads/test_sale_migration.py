"""Migration 0015 (the sale): a lead already Won was won when its history last moved it to Won, or,
with no such line, when it was handled; other leads have no won_at."""

import datetime as dt

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

BEFORE = [("leads", "0014_lead_click_ids")]
AFTER = [("leads", "0015_lead_sale_and_sharing_opt_out")]
WON_ON = dt.datetime(2026, 3, 2, 15, 30, tzinfo=dt.UTC)
HANDLED_ON = dt.datetime(2026, 2, 20, 9, 0, tzinfo=dt.UTC)


@pytest.mark.django_db(transaction=True)
def test_won_leads_get_the_time_they_were_won():
    executor = MigrationExecutor(connection)
    executor.migrate(BEFORE)
    old = executor.loader.project_state(BEFORE).apps
    contact = old.get_model("leads", "ContactSubmission")
    quote = old.get_model("leads", "QuoteRequest")
    common = {"name": "Ada", "email": "ada@example.org", "handled": True, "handled_at": HANDLED_ON}
    won_with_history = contact.objects.create(
        **common, source="contact_page", service="seo", message="Hi", status="won"
    )
    events = old.get_model("leads", "LeadEvent").objects
    events.create(contact=won_with_history, kind="status", from_value="Qualified", to_value="Won")
    events.update(at=WON_ON)  # `at` is auto_now_add
    won_without_history = quote.objects.create(**common, source="pricing_quiz", status="won")
    lost = quote.objects.create(**common, source="pricing_quiz", status="lost")

    executor = MigrationExecutor(connection)
    executor.migrate(AFTER)
    new = executor.loader.project_state(AFTER).apps
    assert new.get_model("leads", "ContactSubmission").objects.get(pk=won_with_history.pk).won_at == WON_ON
    quotes = new.get_model("leads", "QuoteRequest").objects
    assert quotes.get(pk=won_without_history.pk).won_at == HANDLED_ON
    assert quotes.get(pk=lost.pk).won_at is None
    assert quotes.get(pk=lost.pk).sharing_opt_out is False
    executor.loader.build_graph()
    executor.migrate(executor.loader.graph.leaf_nodes())  # back to the latest for the other tests
