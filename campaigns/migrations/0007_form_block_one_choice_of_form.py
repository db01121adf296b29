import json

from django.db import migrations

import leads.models

# A form block named its form twice: `form` (one of the site's forms) and `built_form` (a form built
# in the admin, shown instead when chosen). Now `form` alone names it, by the key its leads record
# (Lead.form): "contact", "consultation", "pricing_quiz" or "built-<id>".


def _forward(fields: dict) -> dict:
    """A block's fields with the one choice of form: its built form's key when it had one."""
    fields = dict(fields)
    built = fields.pop("built_form", None)
    if built:
        fields["form"] = f"built-{built}"
    elif fields.get("form") == "pricing-quiz":
        fields["form"] = "pricing_quiz"
    return fields


def _backward(fields: dict) -> dict:
    """The two fields again: a built form's block shows the contact form under it, as seeded."""
    fields = dict(fields)
    form = fields.get("form", "")
    if form.startswith("built-") and form.removeprefix("built-").isdigit():
        fields["built_form"] = int(form.removeprefix("built-"))
        fields["form"] = "contact"
    else:
        fields["built_form"] = None
        if form == "pricing_quiz":
            fields["form"] = "pricing-quiz"
    return fields


def _rows(apps, convert) -> None:
    block_model = apps.get_model("campaigns", "FormBlock")
    has_built = any(field.name == "built_form" for field in block_model._meta.get_fields())
    # A block can name a form deleted without its admin (raw SQL): back in the column, that would
    # break the foreign key, so such a block shows the contact form, as one without a form did.
    existing = set(apps.get_model("leads", "BuiltForm").objects.values_list("pk", flat=True))
    changed = []
    for block in block_model.objects.all():
        before = {"form": block.form, "built_form": block.built_form_id if has_built else None}
        after = convert(before)
        if after.get("built_form") not in (None, *existing):
            after = {"form": "contact", "built_form": None}
        if after != before:
            block.form = after["form"]
            if has_built:
                block.built_form_id = after.get("built_form")
            changed.append(block)
    block_model.objects.bulk_update(
        changed, ["form", "built_form"] if has_built else ["form"], batch_size=200
    )


def _versions(apps, convert) -> None:
    """The saved versions of pages (django-reversion) hold their blocks: restoring one saved before
    this migration brings back the form it showed."""
    try:
        version_model = apps.get_model("reversion", "Version")
    except LookupError:
        return
    changed = []
    for version in version_model.objects.filter(
        content_type__app_label="campaigns", content_type__model="formblock", format="json"
    ).only("pk", "serialized_data"):
        try:
            objects = json.loads(version.serialized_data)
        except ValueError:
            continue
        for obj in objects:
            if obj.get("model") == "campaigns.formblock" and isinstance(obj.get("fields"), dict):
                obj["fields"] = convert(obj["fields"])
        serialized = json.dumps(objects)
        if serialized != version.serialized_data:
            version.serialized_data = serialized
            changed.append(version)
    version_model.objects.bulk_update(changed, ["serialized_data"], batch_size=200)


def one_choice(apps, schema_editor):
    _rows(apps, _forward)
    _versions(apps, _forward)


def two_fields(apps, schema_editor):
    _rows(apps, _backward)
    _versions(apps, _backward)


class Migration(migrations.Migration):
    dependencies = [
        ("campaigns", "0006_form_block_built_form"),
        ("reversion", "0002_add_index_on_version_for_content_type_and_db"),
        ("contenttypes", "0002_remove_content_type_name"),
    ]

    operations = [
        migrations.AlterField(
            model_name="formblock",
            name="form",
            field=leads.models.FormShownField(
                choices=[
                    ("contact", "Contact form"),
                    ("consultation", "AI consultation request"),
                    ("pricing_quiz", "Pricing quiz"),
                ],
                default="contact",
                help_text=(
                    "One of the site's lead forms, or a form built in the admin (Leads › Built forms; a "
                    "closed one shows nothing). Its leads record this page as their landing page. Give a "
                    "button the link #form to bring visitors here."
                ),
                max_length=64,
            ),
        ),
        migrations.RunPython(one_choice, two_fields),
        migrations.RemoveField(model_name="formblock", name="built_form"),
    ]
