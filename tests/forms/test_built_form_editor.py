"""A built form's fields follow their kind, as a member of the Editors role: each kind's settings
only (the kind's select carries them for the admin's script, and the server refuses the others), a
key made from the label and unique in the form, the lead's email, phone and name stored without
being told, and "Add the usual fields" in one click, in both languages (forms.admin_built_forms)."""

import json
import re

import pytest
from django.urls import reverse

from forms.built_forms import SETTINGS_BY_KIND, field_problems, fields_completed, key_from_label
from leads.models import BuiltForm, BuiltFormField
from tests.marketing.test_admin import form_data
from tests.staff.factories import ContentEditorFactory

pytestmark = pytest.mark.django_db
FIELDS = "leads_builtformfield_set"
ADD = "/django-admin/leads/builtform/add/"


@pytest.fixture
def editor(client):
    client.force_login(ContentEditorFactory())
    return client


def new_form(editor, **fields) -> dict:
    data = form_data(editor.get(ADD))
    data |= {
        "name": "Plumbers' audit",
        "slug": "plumbers-audit",
        "heading": "Free Google Business Profile audit",
        "heading_es": "Auditoría gratuita de su perfil de Google",
        "button_label": "Send",
        "button_label_es": "Enviar",
        "success_heading": "Thank you",
        "success_heading_es": "Gracias",
        "success_message": "Your audit arrives within two working days.",
        "success_message_es": "Su auditoría llega en dos días hábiles.",
        "is_active": "on",
    }
    return data | fields


def field_data(number: int, kind: str, label: str, **values) -> dict:
    prefix = f"{FIELDS}-{number}"
    data = {f"{prefix}-kind": kind, f"{prefix}-label": label, f"{prefix}-region": "fields"}
    data[f"{prefix}-ordering"] = str((number + 1) * 10)
    return data | {f"{prefix}-{name}": value for name, value in values.items()}


def test_each_kind_uses_only_its_settings_and_the_server_refuses_the_others():
    assert "options" not in SETTINGS_BY_KIND["email"] and "options" in SETTINGS_BY_KIND["choice"]
    assert SETTINGS_BY_KIND["hidden"] == ("options",)
    found = field_problems(
        {"kind": "email", "options": "a\nb", "min_length": 3, "placeholder": "you@firm.com"}
    )
    assert set(found) == {"options", "min_length"}
    assert "A field of kind “Email” has no such setting" in found["options"]
    assert field_problems({"kind": "email", "lead_field": "email"}) == {}


def test_keys_come_from_labels_unique_in_the_form_and_email_phone_and_name_store_to_the_lead():
    assert key_from_label("Monthly budget (USD)") == "monthly_budget_usd"
    assert key_from_label("Teléfono móvil") == "telefono_movil"
    assert key_from_label("2nd choice") == "field_2nd_choice"
    fields = [
        {"kind": "text", "label": "Name", "key": ""},
        {"kind": "email", "label": "Email", "key": ""},
        {"kind": "email", "label": "Email", "key": ""},
        {"kind": "phone", "label": "Phone", "key": "mobile"},
    ]
    fields_completed(fields)
    assert [field["key"] for field in fields] == ["name", "email", "email_2", "mobile"]
    assert [field.get("lead_field") for field in fields] == ["name", "email", None, "phone"]


def test_the_kind_select_carries_its_settings_for_the_admins_script(editor):
    html = editor.get(ADD).content.decode()
    assert "forms/built_form_fields.js" in html and "forms/built_form_fields.css" in html
    carried = re.search(r'name="leads_builtformfield_set-__prefix__-kind" data-kind-settings="([^"]+)"', html)
    carried = carried or re.search(
        r'data-kind-settings="([^"]+)"[^>]*name="leads_builtformfield_set-__prefix__-kind"', html
    )
    settings = json.loads(carried.group(1).replace("&quot;", '"'))
    assert settings["settings"]["checkbox"] == list(SETTINGS_BY_KIND["checkbox"])


def test_an_editor_saves_fields_without_keys_or_stored_as_and_the_server_fills_them(editor):
    data = new_form(editor, **{f"{FIELDS}-TOTAL_FORMS": "3"})
    data |= field_data(0, "text", "Name", required="on", key="name", label_es="Nombre")
    data |= field_data(1, "email", "Work email", required="on", label_es="Correo de trabajo")
    data |= field_data(2, "phone", "Best phone", label_es="Mejor teléfono")
    response = editor.post(ADD, data)
    assert response.status_code == 302, (
        response.context and response.context["inline_admin_formsets"][0].formset.errors
    )
    stored = list(BuiltFormField.objects.order_by("ordering").values_list("key", "lead_field"))
    assert stored == [("name", "name"), ("work_email", "email"), ("best_phone", "phone")]


def test_a_setting_of_another_kind_is_refused_with_the_reason(editor):
    data = new_form(editor, **{f"{FIELDS}-TOTAL_FORMS": "2"})
    data |= field_data(0, "text", "Name", required="on", key="name")
    data |= field_data(1, "email", "Email", required="on", options="Yes\nNo")
    response = editor.post(ADD, data)
    assert response.status_code == 200
    assert "A field of kind “Email” has no such setting: empty it." in response.content.decode()
    assert not BuiltForm.objects.exists()


def test_add_the_usual_fields_in_one_click_in_both_languages(editor):
    response = editor.post(ADD, new_form(editor, _usual_fields="1"))
    form = BuiltForm.objects.get()
    assert response["Location"] == reverse("admin:leads_builtform_change", args=[form.pk])
    fields = list(BuiltFormField.objects.filter(parent=form).order_by("ordering"))
    assert [(f.kind, f.key, f.lead_field, f.required) for f in fields] == [
        ("text", "name", "name", True),
        ("email", "email", "email", True),
        ("phone", "phone", "phone", False),
        ("checkbox", "consent", "", True),
    ]
    assert [(f.label_en, f.label_es) for f in fields[:3]] == [
        ("Name", "Nombre"),
        ("Email", "Correo electrónico"),
        ("Phone", "Teléfono"),
    ]
    assert fields[3].label_es.startswith("Acepto que me contacten")
    page = editor.get(response["Location"]).content.decode()
    assert "Added: Name, Email, Phone, I agree to be contacted" in page
    # Pressed again, nothing is added twice.
    editor.post(response["Location"], {**form_data(editor.get(response["Location"])), "_usual_fields": "1"})
    assert BuiltFormField.objects.filter(parent=form).count() == 4
