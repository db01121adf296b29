"""Every contact submission and quote request becomes a row of leads.Lead, and every delivery, note
and event points at it by `lead`.

Ids: contacts keep theirs. Quote requests are numbered after the highest id either old table ever
gave (kept rows or deleted ones), in their old order: new id = offset + old id; the old id stays in
`former_quote_id`. So no quote request's new id equals any id a quote ever had, and a link sent
before (a notification email's `.../quoterequest/<id>/change/`, a booking token, the staff API's
`/api/admin/quotes/<id>`) is found by its former id without ambiguity
(leads.selectors.quote_request_by_former_id).

The form key comes from the source; the answers are the old table's own columns that hold
something (the quizzes' answers under "quiz_answers"), so nothing the visitor sent is lost.

Unapplied, the rows go back: contacts with their ids, quote requests with their former ids (a
quote request stored since keeps its id, above every former one). A lead from a form the old
tables have no columns for (a form built later) cannot go back: unapplying then stops and says so.
"""

from django.core.management.color import no_style
from django.db import migrations
from django.db.migrations.exceptions import IrreversibleError
from django.db.models import BigIntegerField, F, OuterRef, Subquery
from django.db.models.functions import Coalesce

# Frozen here: leads.lead_forms may change, this migration must not.
FORM_OF_SOURCE = {
    "home_page": "contact",
    "contact_page": "contact",
    "hero_quiz": "hero_quiz",
    "ai_automation_page": "consultation",
    "pricing_quiz": "pricing_quiz",
}
CONTACT_ANSWERS = ("service", "message")
QUOTE_ANSWERS = (
    "quiz_answers",
    "website",
    "description",
    "service",
    "vertical",
    "current_challenges",
    "automation_goals",
    "team_size",
    "budget",
)
BATCH = 500


def _highest_issued(connection, table: str) -> int:
    """The highest id the table's counter ever gave (a deleted row's included); 0 if none."""
    with connection.cursor() as cursor:
        if connection.vendor == "sqlite":
            cursor.execute("SELECT seq FROM sqlite_sequence WHERE name = %s", [table])
            row = cursor.fetchone()
            return int(row[0]) if row else 0
        if connection.vendor == "postgresql":
            # NULL when the counter never gave an id.
            cursor.execute("SELECT pg_sequence_last_value(pg_get_serial_sequence(%s, 'id'))", [table])
            row = cursor.fetchone()
            return int(row[0]) if row and row[0] is not None else 0
    return 0


def _copy(old_model, lead_model, answer_names, *, offset: int, is_quote: bool) -> None:
    specific = set(answer_names)
    common = [f.attname for f in old_model._meta.concrete_fields if f.name not in specific and f.name != "id"]
    batch = []
    for old in old_model.objects.order_by("pk").iterator(chunk_size=BATCH):
        answers = {}
        for name in answer_names:
            value = old.__dict__[name]
            if value not in (None, "", {}):
                answers[name] = value
        fields = {name: old.__dict__[name] for name in common}
        batch.append(
            lead_model(
                id=offset + old.pk,
                # Services never store another source; a row that has one is kept with the first quiz.
                form=FORM_OF_SOURCE.get(old.source, "hero_quiz" if is_quote else "contact"),
                answers=answers,
                former_quote_id=old.pk if is_quote else None,
                **fields,
            )
        )
        if len(batch) >= BATCH:
            lead_model.objects.bulk_create(batch)
            batch = []
    if batch:
        lead_model.objects.bulk_create(batch)


def leads_into_one_table(apps, schema_editor):
    connection = schema_editor.connection
    contact_model = apps.get_model("leads", "ContactSubmission")
    quote_model = apps.get_model("leads", "QuoteRequest")
    lead_model = apps.get_model("leads", "Lead")
    offset = max(
        contact_model.objects.order_by("-pk").values_list("pk", flat=True).first() or 0,
        quote_model.objects.order_by("-pk").values_list("pk", flat=True).first() or 0,
        _highest_issued(connection, contact_model._meta.db_table),
        _highest_issued(connection, quote_model._meta.db_table),
    )

    # created_at is the old row's: auto_now_add must not stamp the copy with today.
    created_at = lead_model._meta.get_field("created_at")
    created_at.auto_now_add = False
    try:
        _copy(contact_model, lead_model, CONTACT_ANSWERS, offset=0, is_quote=False)
        _copy(quote_model, lead_model, QUOTE_ANSWERS, offset=offset, is_quote=True)
    finally:
        created_at.auto_now_add = True

    for name in ("Delivery", "LeadNote", "LeadEvent"):
        rows = apps.get_model("leads", name).objects
        rows.filter(contact__isnull=False).update(lead_id=F("contact_id"))
        rows.filter(quote__isnull=False).update(lead_id=F("quote_id") + offset)

    # New leads are numbered after the highest id given here (SQLite's counter follows by itself).
    with connection.cursor() as cursor:
        for sql in connection.ops.sequence_reset_sql(no_style(), [lead_model]):
            cursor.execute(sql)


def leads_into_two_tables(apps, schema_editor):
    connection = schema_editor.connection
    contact_model = apps.get_model("leads", "ContactSubmission")
    quote_model = apps.get_model("leads", "QuoteRequest")
    lead_model = apps.get_model("leads", "Lead")
    others = lead_model.objects.exclude(form__in=set(FORM_OF_SOURCE.values()))
    if others.exists():
        forms = ", ".join(sorted(set(others.values_list("form", flat=True))))
        raise IrreversibleError(
            f"leads 0017 cannot be unapplied: {others.count()} lead(s) come from forms the old contact "
            f"and quote tables have no columns for ({forms}). Restore the backup taken before the "
            "upgrade instead (docs/operators/runbook.md)."
        )
    common = [
        f.attname
        for f in contact_model._meta.concrete_fields
        if f.name not in CONTACT_ANSWERS and f.name != "id"
    ]
    for model, answer_names, is_quote in (
        (contact_model, CONTACT_ANSWERS, False),
        (quote_model, QUOTE_ANSWERS, True),
    ):
        created_at = model._meta.get_field("created_at")
        created_at.auto_now_add = False
        leads = lead_model.objects.order_by("pk")
        leads = leads.exclude(form="contact") if is_quote else leads.filter(form="contact")
        batch = []
        try:
            for lead in leads.iterator(chunk_size=BATCH):
                answers = lead.answers if isinstance(lead.answers, dict) else {}
                specific = {
                    name: answers.get(name, {} if name == "quiz_answers" else "") for name in answer_names
                }
                fields = {name: lead.__dict__[name] for name in common}
                number = (lead.former_quote_id or lead.pk) if is_quote else lead.pk
                batch.append(model(id=number, **fields, **specific))
                if len(batch) >= BATCH:
                    model.objects.bulk_create(batch)
                    batch = []
            if batch:
                model.objects.bulk_create(batch)
        finally:
            created_at.auto_now_add = True

    quote_number = Subquery(
        lead_model.objects.filter(pk=OuterRef("lead_id")).values(
            number=Coalesce("former_quote_id", "id", output_field=BigIntegerField())
        )[:1]
    )
    for name in ("Delivery", "LeadNote", "LeadEvent"):
        rows = apps.get_model("leads", name).objects
        rows.filter(lead__form="contact").update(contact_id=F("lead_id"))
        rows.filter(lead__isnull=False).exclude(lead__form="contact").update(quote_id=quote_number)

    with connection.cursor() as cursor:
        for sql in connection.ops.sequence_reset_sql(no_style(), [contact_model, quote_model]):
            cursor.execute(sql)


class Migration(migrations.Migration):
    dependencies = [
        ("leads", "0016_one_lead_table"),
    ]

    operations = [
        migrations.RunPython(leads_into_one_table, leads_into_two_tables, elidable=False),
    ]
