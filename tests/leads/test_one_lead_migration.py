"""Migrations 0016-0018: the contact submissions and quote requests of a running site become rows
of the one lead table with everything that hangs off them (deliveries and their attempts, notes,
history, owner, sale, scores, click ids, spam flags), and come back when the migrations are
unapplied. Contacts keep their ids; quote requests are numbered after every id either table ever
gave and keep their old id in `former_quote_id`, by which old links still find them."""

import datetime as dt
import uuid
from decimal import Decimal

import pytest
from django.contrib.auth import get_user_model

BEFORE = ("leads", "0015_lead_sale_and_sharing_opt_out")
AFTER = ("leads", "0018_drop_lead_tables")
RECEIVED = dt.datetime(2026, 3, 2, 15, 30, tzinfo=dt.UTC)
SENT = dt.datetime(2026, 3, 2, 15, 31, tzinfo=dt.UTC)

COMMON = ("name", "email", "company", "phone", "source", "language", "page_url", "referrer")
COMMON += ("utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "click_ids")
COMMON += ("sharing_opt_out", "user_agent", "landing_page", "client_address", "idempotency_key")
COMMON += ("is_spam", "spam_reason", "status", "owner_id", "handled", "handled_at", "won_at")
COMMON += ("won_value", "won_currency", "score", "score_reasons", "created_at")
CONTACT_ANSWERS = ("service", "message")
QUOTE_ANSWERS = ("quiz_answers", "website", "description", "service", "vertical")
QUOTE_ANSWERS += ("current_challenges", "automation_goals", "team_size", "budget")


def _values(row, names) -> dict:
    return {name: row.__dict__[name] for name in names}


def _fill(apps, owner_id: int) -> dict:
    """An old database: two kinds of leads with overlapping ids, and all that points at them."""
    contacts = apps.get_model("leads", "ContactSubmission").objects
    quotes = apps.get_model("leads", "QuoteRequest").objects
    deliveries = apps.get_model("leads", "Delivery").objects
    attempts = apps.get_model("leads", "DeliveryAttempt").objects
    notes = apps.get_model("leads", "LeadNote").objects
    events = apps.get_model("leads", "LeadEvent").objects
    endpoint = apps.get_model("leads", "WebhookEndpoint").objects.create(
        url="https://crm.example.com/hooks", events=["lead.created"], secret="whsec_test"
    )

    won = contacts.create(
        name="Dana Whitfield",
        email="dana@harbourcoffee.example",
        company="Harbour Coffee",
        phone="+1 619 555 0100",
        source="contact_page",
        language="es",
        service="seo",
        message="Más clientes locales, por favor.",
        utm_source="google",
        utm_medium="cpc",
        utm_campaign="spring",
        click_ids={"gclid": "Cj0KCQ-test"},
        landing_page="/lp/spring-offer?utm_source=google",
        client_address="203.0.113.7",
        idempotency_key=uuid.uuid4(),
        status="won",
        owner_id=owner_id,
        handled=True,
        handled_at=RECEIVED,
        won_at=SENT,
        won_value=Decimal("12500.00"),
        won_currency="USD",
        score=40,
        score_reasons=["+40 Phone: given"],
    )
    spam = contacts.create(
        name="Bot",
        email="bot@example.org",
        source="home_page",
        service="other",
        message="Buy followers now!!!",
        is_spam=True,
        spam_reason="The hidden honeypot field was filled in.",
        sharing_opt_out=True,
    )
    deleted = contacts.create(name="Gone", email="gone@example.org", source="home_page", message="x")
    deleted_id = deleted.pk
    deleted.delete()  # its id was given once: no quote request may take it over

    hero = quotes.create(
        name="Marco Ruiz",
        email="marco@tidewater.example",
        company="Tidewater Kayaks",
        source="hero_quiz",
        quiz_answers={"businessGoal": "Generate more leads", "budget": "$15,000 - $50,000"},
        website="https://tidewater-kayaks.example",
        description="Kayak tours in Mission Bay.",
        idempotency_key=won.idempotency_key,  # the two endpoints had separate keys
        status="qualified",
        owner_id=owner_id,
        handled=True,
        handled_at=RECEIVED,
        score=30,
        score_reasons=["+30 Budget: $15,000 - $50,000"],
    )
    consultation = quotes.create(
        name="Priya Nair",
        email="priya@clinic.example",
        source="ai_automation_page",
        service="ai-chatbots",
        vertical="healthcare",
        current_challenges="Phones ring all day.",
        automation_goals="Book appointments online.",
        team_size="11-50",
        budget="5k-15k",
    )
    pricing = quotes.create(
        name="Lee Chen",
        email="lee@startup.example",
        source="pricing_quiz",
        quiz_answers={"business-type": "startup", "services": ["seo", "development"]},
    )
    for model in (contacts, quotes):
        model.update(created_at=RECEIVED)

    for lead, owner in ((won, "contact"), (spam, "contact"), (hero, "quote"), (consultation, "quote")):
        status = "skipped" if lead.is_spam else "sent"
        deliveries.create(
            **{owner: lead}, kind="notification", recipient="leads@acme.example", status=status, sent_at=SENT
        )
    deliveries.create(contact=won, kind="acknowledgement", recipient=won.email, dedupe_key="ack:dana")
    webhook = deliveries.create(
        quote=hero,
        channel="webhook",
        kind="lead.created",
        endpoint=endpoint,
        payload={"type": "lead.created", "data": {"lead": {"id": hero.pk}}},
        webhook_id="msg_1",
        status="failed",
        attempts=2,
        last_error="HTTP 500",
    )
    for code in (500, 502):
        attempts.create(delivery=webhook, started_at=SENT, duration_ms=80, status_code=code, error="")
    deliveries.create(
        kind="subscriber.confirmation", recipient="reader@example.org", reference="subscriber:7"
    )

    notes.create(contact=won, author_id=owner_id, text="Called: wants a proposal.")
    notes.create(quote=hero, author_id=owner_id, text="Send the kayak case study.")
    events.create(contact=won, actor_id=owner_id, kind="status", from_value="New", to_value="Won")
    events.create(quote=hero, actor_id=owner_id, kind="owner", from_value="", to_value="Sam")
    events.create(quote=hero, actor_id=owner_id, kind="note")
    return {
        "contacts": [won, spam],
        "quotes": [hero, consultation, pricing],
        "deleted_id": deleted_id,
        "webhook": webhook,
    }


def _old_snapshot(apps) -> dict:
    """Everything that hangs off each lead, named by (kind, old id)."""

    def owner(row) -> tuple[str, int] | None:
        if row.contact_id:
            return ("contact", row.contact_id)
        return ("quote", row.quote_id) if row.quote_id else None

    deliveries = apps.get_model("leads", "Delivery").objects.order_by("pk")
    return {
        "deliveries": [
            (row.pk, owner(row), row.kind, row.channel, row.status, row.recipient, row.reference, row.payload)
            for row in deliveries
        ],
        "attempts": list(
            apps.get_model("leads", "DeliveryAttempt")
            .objects.order_by("pk")
            .values_list("pk", "delivery_id", "status_code", "started_at")
        ),
        "notes": [
            (row.pk, owner(row), row.author_id, row.text, row.created_at)
            for row in apps.get_model("leads", "LeadNote").objects.order_by("pk")
        ],
        "events": [
            (row.pk, owner(row), row.actor_id, row.kind, row.from_value, row.to_value, row.at)
            for row in apps.get_model("leads", "LeadEvent").objects.order_by("pk")
        ],
    }


@pytest.mark.clock
def test_every_lead_moves_into_one_table_with_all_that_hangs_off_it_and_back(migrator):
    owner = get_user_model().objects.create_user("sam", is_staff=True)
    old = migrator.apply_tested_migration(BEFORE).apps
    made = _fill(old, owner.pk)
    before = _old_snapshot(old)
    old_contacts = {row.pk: row for row in old.get_model("leads", "ContactSubmission").objects.all()}
    old_quotes = {row.pk: row for row in old.get_model("leads", "QuoteRequest").objects.all()}

    new = migrator.apply_tested_migration(AFTER).apps
    leads = new.get_model("leads", "Lead").objects

    # Counts: every lead, delivery, attempt, note and event is there once.
    assert leads.count() == len(old_contacts) + len(old_quotes)
    assert new.get_model("leads", "Delivery").objects.count() == len(before["deliveries"])
    assert new.get_model("leads", "DeliveryAttempt").objects.count() == len(before["attempts"])
    assert new.get_model("leads", "LeadNote").objects.count() == len(before["notes"])
    assert new.get_model("leads", "LeadEvent").objects.count() == len(before["events"])

    # Ids: contacts keep theirs; quote requests move by one offset, above every id either table
    # gave (the deleted contact's too), and keep their old one.
    for pk, old_row in old_contacts.items():
        lead = leads.get(pk=pk)
        assert (lead.form, lead.former_quote_id) == ("contact", None)
        assert _values(lead, COMMON) == _values(old_row, COMMON)
        assert lead.answers == _values(old_row, CONTACT_ANSWERS)
    offsets = {leads.get(former_quote_id=pk).pk - pk for pk in old_quotes}
    assert len(offsets) == 1
    offset = offsets.pop()
    assert offset >= max(made["deleted_id"], *old_contacts, *old_quotes)
    forms = {"hero_quiz": "hero_quiz", "ai_automation_page": "consultation", "pricing_quiz": "pricing_quiz"}
    for pk, old_row in old_quotes.items():
        lead = leads.get(pk=offset + pk)
        assert lead.former_quote_id == pk
        assert lead.form == forms[old_row.source]
        assert _values(lead, COMMON) == _values(old_row, COMMON)
        given = {key: value for key, value in _values(old_row, QUOTE_ANSWERS).items() if value}
        assert lead.answers == given

    # A sample of values, read through the new model.
    hero = leads.get(former_quote_id=made["quotes"][0].pk)
    assert hero.answers["quiz_answers"]["budget"] == "$15,000 - $50,000"
    assert hero.answers["website"] == "https://tidewater-kayaks.example"
    assert hero.created_at == RECEIVED and hero.owner_id == owner.pk and hero.status == "qualified"
    won = leads.get(pk=made["contacts"][0].pk)
    assert (won.won_value, won.won_currency, won.click_ids) == (
        Decimal("12500.00"),
        "USD",
        {"gclid": "Cj0KCQ-test"},
    )
    assert leads.get(pk=made["contacts"][1].pk).is_spam is True

    # What pointed at a lead points at the same lead through `lead`.
    def moved(key: tuple[str, int] | None) -> int | None:
        if key is None:
            return None
        return key[1] if key[0] == "contact" else offset + key[1]

    after_deliveries = new.get_model("leads", "Delivery").objects.order_by("pk")
    assert [
        (row.pk, row.lead_id, row.kind, row.channel, row.status, row.recipient, row.reference, row.payload)
        for row in after_deliveries
    ] == [(pk, moved(key), *rest) for pk, key, *rest in before["deliveries"]]
    assert (
        list(
            new.get_model("leads", "DeliveryAttempt")
            .objects.order_by("pk")
            .values_list("pk", "delivery_id", "status_code", "started_at")
        )
        == before["attempts"]
    )
    assert [
        (row.pk, row.lead_id, row.author_id, row.text, row.created_at)
        for row in new.get_model("leads", "LeadNote").objects.order_by("pk")
    ] == [(pk, moved(key), *rest) for pk, key, *rest in before["notes"]]
    assert [
        (row.pk, row.lead_id, row.actor_id, row.kind, row.from_value, row.to_value, row.at)
        for row in new.get_model("leads", "LeadEvent").objects.order_by("pk")
    ] == [(pk, moved(key), *rest) for pk, key, *rest in before["events"]]

    # The next lead is numbered after every moved one (PostgreSQL's sequence was set).
    fresh = leads.create(name="Next", email="next@example.org", source="home_page", form="contact")
    assert fresh.pk > offset + max(old_quotes)
    fresh.delete()

    # Unapplied, everything goes back to the two tables under the old ids.
    back = migrator.apply_tested_migration(BEFORE).apps
    assert _old_snapshot(back) == before
    for model, old_rows, names in (
        ("ContactSubmission", old_contacts, COMMON + CONTACT_ANSWERS),
        ("QuoteRequest", old_quotes, COMMON + QUOTE_ANSWERS),
    ):
        rows = {row.pk: row for row in back.get_model("leads", model).objects.all()}
        assert rows.keys() == old_rows.keys()
        assert all(_values(rows[pk], names) == _values(old_rows[pk], names) for pk in rows)
