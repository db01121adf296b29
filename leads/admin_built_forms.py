"""The Django admin of the forms editors build (leads.models.BuiltForm): the form's words, who hears
of its leads, and its fields as django-content-editor plugins (added, dragged into order, removed in
one list), each field's words followed by their Spanish. Saving a form checks that its leads can be
stored: a required name and email field (leads.built_forms.problems)."""

from content_editor.admin import ContentEditor, ContentEditorInline
from django import forms
from django.contrib import admin
from django.core.exceptions import ValidationError
from django.urls import reverse
from django.utils.html import format_html

from leads import built_forms
from leads.models import BuiltForm, BuiltFormField
from marketing.admin import CountedFieldsMixin, SpanishFieldsMixin, TranslatedContentAdmin

# What an editor fills in for a field (the inline adds each translated one's Spanish beside it).
BUILT_FORM_FIELD_FIELDS = [
    "kind",
    "label",
    "key",
    "lead_field",
    "required",
    "help_text",
    "placeholder",
    "options",
    "required_message",
    "min_length",
    "max_length",
    "min_length_message",
    "max_length_message",
    "region",
    "ordering",
]


class BuiltFormFieldForm(forms.ModelForm):
    class Meta:
        model = BuiltFormField
        fields = BUILT_FORM_FIELD_FIELDS

    def clean(self):
        cleaned = super().clean()
        for name, message in built_forms.field_problems(cleaned).items():
            # The English column is the field itself on the admin's form (SpanishFieldsMixin).
            shown = name if name in self.fields else f"{name}_en" if f"{name}_en" in self.fields else None
            self.add_error(shown, message)
        return cleaned


class BuiltFormFieldFormSet(forms.BaseInlineFormSet):
    """The form's fields together: a lead needs a name and an email, each key once."""

    def clean(self):
        super().clean()
        kept = [
            form.cleaned_data
            for form in self.forms
            if getattr(form, "cleaned_data", None) and not form.cleaned_data.get("DELETE")
        ]
        found = built_forms.problems(kept)
        if found:
            raise ValidationError(found)


class BuiltFormFieldInline(SpanishFieldsMixin, CountedFieldsMixin, ContentEditorInline):
    model = BuiltFormField
    form = BuiltFormFieldForm
    formset = BuiltFormFieldFormSet
    icon = "input"
    fields = BUILT_FORM_FIELD_FIELDS

    def formfield_for_dbfield(self, db_field, request, **kwargs):
        if db_field.name in ("region", "ordering"):
            # Set by the editor when a field is added or dragged (content_editor).
            return db_field.formfield(widget=forms.HiddenInput)
        if db_field.name in ("options", "options_en", "options_es"):
            return db_field.formfield(widget=forms.Textarea(attrs={"rows": 4}))
        return super().formfield_for_dbfield(db_field, request, **kwargs)


@admin.display(description="address")
def own_address(form: BuiltForm) -> str:
    if not form.has_own_page:
        return "-"
    path = reverse("lead-forms:built-form", args=[form.slug])
    return format_html('<a href="{}">{}</a>', path, path)


@admin.register(BuiltForm)
class BuiltFormAdmin(TranslatedContentAdmin, ContentEditor):
    list_display = ["name", own_address, "is_active", "updated_at"]
    list_filter = ["is_active", "has_own_page"]
    search_fields = ["name", "slug", "heading"]
    prepopulated_fields = {"slug": ["name"]}
    filter_horizontal = ["webhooks"]
    fieldsets = [
        (None, {"fields": ["name", "slug", "heading", "intro", "button_label"]}),
        ("After sending", {"fields": ["success_heading", "success_message", "notify", "webhooks"]}),
        (
            "Where it is shown",
            {
                "fields": ["is_active", "has_own_page"],
                "description": (
                    "Put it on a landing page with a Lead form block (“or a form built in the admin”). "
                    "Its leads are on /admin, Quote Requests, under its name in the Form filter."
                ),
            },
        ),
    ]
    inlines = [BuiltFormFieldInline]
