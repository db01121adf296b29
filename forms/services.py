"""Writes of the forms room: what an editor's action on a built form adds to its rows (the rows are
leads.models'; a lead itself is written by leads.services)."""

from django.db import transaction
from django.utils import translation

from forms.wording import CONTACT_DETAILS
from leads.models import BuiltForm, BuiltFormField

# "Add the usual fields" (the built form's admin): the contact details every lead form asks for, with
# the labels of the site's own forms (forms.wording, in both languages), and a consent box.
USUAL_FIELDS = (
    {"kind": "text", "key": "name", "lead_field": "name", "required": True, "label": "name"},
    {"kind": "email", "key": "email", "lead_field": "email", "required": True, "label": "email"},
    {"kind": "phone", "key": "phone", "lead_field": "phone", "required": False, "label": "phone"},
    {"kind": "checkbox", "key": "consent", "lead_field": "", "required": True, "label": None},
)
CONSENT_LABEL = (
    "I agree to be contacted about my request. My details are never shared.",
    "Acepto que me contacten sobre mi solicitud. Mis datos nunca se ceden a terceros.",
)


@transaction.atomic
def built_form_usual_fields_add(form: BuiltForm) -> list[BuiltFormField]:
    """Adds name, email, phone and a consent box, in English and Spanish, after the form's fields:
    each unless the form has a field of its key or one stored as its column. Returns those added."""
    existing = list(BuiltFormField.objects.filter(parent=form))
    keys = {field.key for field in existing}
    columns = {field.lead_field for field in existing if field.lead_field}
    ordering = max((field.ordering for field in existing), default=0)
    added = []
    for spec in USUAL_FIELDS:
        if spec["key"] in keys or spec["lead_field"] in columns:
            continue
        if spec["label"] is None:
            english, spanish = CONSENT_LABEL
        else:
            with translation.override("en"):
                english = str(CONTACT_DETAILS[spec["label"]])
            with translation.override("es"):
                spanish = str(CONTACT_DETAILS[spec["label"]])
        ordering += 10
        field = BuiltFormField(
            parent=form,
            region="fields",
            ordering=ordering,
            kind=spec["kind"],
            key=spec["key"],
            lead_field=spec["lead_field"],
            required=spec["required"],
            label=english,
            label_en=english,
            label_es=spanish,
        )
        field.full_clean()
        field.save()
        added.append(field)
    return added
