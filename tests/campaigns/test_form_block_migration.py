"""Migration 0007: a form block names its form once. A block that showed a form built in the admin
keeps showing it (its `form` is the key its leads record, "built-<id>"), one that showed a form of
the site keeps it ("pricing-quiz" is spelt as its leads spell it, "pricing_quiz"), and so do the
pages' saved versions (django-reversion), so restoring one brings back the form it showed.
Unapplied, the built form is back in its own column."""

import datetime as dt
import json

BEFORE = ("campaigns", "0006_form_block_built_form")
AFTER = ("campaigns", "0007_form_block_one_choice_of_form")
SAVED = dt.datetime(2026, 11, 20, 10, 0, tzinfo=dt.UTC)


def _block(apps, page, ordering: int, **fields):
    return (
        apps.get_model("campaigns", "FormBlock")
        .objects.create(parent=page, region="main", ordering=ordering, heading=f"Block {ordering}", **fields)
        .pk
    )


def _saved_version(apps, block_pk: int, fields: dict) -> int:
    """A version of the block as django-reversion saved it before the migration."""
    ContentType = apps.get_model("contenttypes", "ContentType")
    content_type, _ = ContentType.objects.get_or_create(app_label="campaigns", model="formblock")
    revision = apps.get_model("reversion", "Revision").objects.create(comment="Saved", date_created=SAVED)
    data = [{"model": "campaigns.formblock", "pk": block_pk, "fields": fields}]
    return (
        apps.get_model("reversion", "Version")
        .objects.create(
            revision=revision,
            object_id=str(block_pk),
            content_type=content_type,
            db="default",
            format="json",
            serialized_data=json.dumps(data),
            object_repr=f"Block {block_pk}",
        )
        .pk
    )


def _saved_fields(apps, version_pk: int) -> dict:
    version = apps.get_model("reversion", "Version").objects.get(pk=version_pk)
    return json.loads(version.serialized_data)[0]["fields"]


def test_each_block_keeps_the_form_it_showed_in_one_field_and_gets_its_column_back(migrator):
    old = migrator.apply_initial_migration(BEFORE).apps
    page = old.get_model("campaigns", "CampaignPage").objects.create(
        title="Holiday audit", slug="holiday-audit"
    )
    audit = old.get_model("leads", "BuiltForm").objects.create(
        name="Holiday ads audit",
        slug="holiday-ads-audit",
        heading="Your audit",
        button_label="Send",
        success_heading="Thanks",
        success_message="We write within two days.",
    )
    built = _block(old, page, 10, form="contact", built_form=audit)
    quiz = _block(old, page, 20, form="pricing-quiz")
    consultation = _block(old, page, 30, form="consultation")
    saved_built = _saved_version(
        old, built, {"heading": "Block 10", "form": "contact", "built_form": audit.pk}
    )
    saved_quiz = _saved_version(
        old, quiz, {"heading": "Block 20", "form": "pricing-quiz", "built_form": None}
    )

    new = migrator.apply_tested_migration(AFTER).apps
    Block = new.get_model("campaigns", "FormBlock")
    assert "built_form" not in {field.name for field in Block._meta.get_fields()}
    assert dict(Block.objects.values_list("pk", "form")) == {
        built: f"built-{audit.pk}",
        quiz: "pricing_quiz",
        consultation: "consultation",
    }
    assert _saved_fields(new, saved_built) == {"heading": "Block 10", "form": f"built-{audit.pk}"}
    assert _saved_fields(new, saved_quiz) == {"heading": "Block 20", "form": "pricing_quiz"}

    # A form deleted without its admin (raw SQL) leaves a block naming it: unapplied, it cannot go
    # back into the foreign key, and shows the contact form instead.
    gone = Block.objects.create(
        parent_id=page.pk, region="main", ordering=40, heading="Block 40", form="built-4242"
    ).pk

    back = migrator.apply_tested_migration(BEFORE).apps
    rows = back.get_model("campaigns", "FormBlock").objects.values_list("pk", "form", "built_form_id")
    assert {pk: (form, built_form) for pk, form, built_form in rows} == {
        built: ("contact", audit.pk),
        quiz: ("pricing-quiz", None),
        consultation: ("consultation", None),
        gone: ("contact", None),
    }
    assert _saved_fields(back, saved_built) == {
        "heading": "Block 10",
        "form": "contact",
        "built_form": audit.pk,
    }
    assert _saved_fields(back, saved_quiz) == {
        "heading": "Block 20",
        "form": "pricing-quiz",
        "built_form": None,
    }
