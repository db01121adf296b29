"""The Django admin of the forms editors build (leads.models.BuiltForm): the form's words, who hears
of its leads, and its fields as django-content-editor plugins (added, dragged into order, removed in
one list), each field's words followed by their Spanish. Saving a form checks that its leads can be
stored: a required name and email field (forms.built_forms.problems).

Where a lead's personal data goes is decided by those who may read leads (`reads_leads`: lead
managers and superusers), never by an editor: they set up the notification recipients
(NotificationRecipientAdmin), among which an editor ticks the ones a form notifies; only those who
read leads choose a form's webhooks, and only a superuser takes the lead mailbox off a form. A
field a user may not set is not on their form at all, so a crafted post of it changes nothing, and
restoring an older version of a form changes none of them (they are not in its history).
"""

import json

from content_editor.admin import ContentEditor, ContentEditorInline
from django import forms
from django.contrib import admin, messages
from django.contrib.auth import get_permission_codename
from django.core.exceptions import ValidationError
from django.http import HttpResponseRedirect
from django.urls import reverse
from django.utils.html import format_html
from django.utils.text import capfirst

from delivery.models import WebhookEndpoint
from forms import built_forms, services
from leads.models import (
    BuiltForm,
    BuiltFormField,
    ContactSubmission,
    NotificationRecipient,
    QuoteRequest,
    rows_showing,
)
from publishing.admin_kit import CountedFieldsMixin, SpanishFieldsMixin, TranslatedContentAdmin

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

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if "key" in self.fields:
            # Left empty, it is made from the label (built_forms.fields_completed).
            self.fields["key"].required = False

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
        # The keys are filled in first, so the check that each is once in the form sees them.
        forms_kept = [
            form
            for form in self.forms
            if getattr(form, "cleaned_data", None) and not form.cleaned_data.get("DELETE")
        ]
        kept = [form.cleaned_data for form in forms_kept]
        built_forms.fields_completed(kept)
        for form in forms_kept:
            form.instance.key = form.cleaned_data["key"]
            form.instance.lead_field = form.cleaned_data.get("lead_field") or ""
        super().clean()
        found = built_forms.problems(kept)
        if USUAL_FIELDS_BUTTON in self.data:
            # "Add the usual fields" brings the name and the email the form still lacks.
            found = [problem for problem in found if not problem.startswith("A lead needs")]
        if found:
            raise ValidationError(found)


class BuiltFormFieldInline(SpanishFieldsMixin, CountedFieldsMixin, ContentEditorInline):
    """A field shows the settings of its kind only (forms/static/forms/built_form_fields.js reads
    built_forms.SETTINGS_BY_KIND); its key is written from its label until the editor types one."""

    model = BuiltFormField
    form = BuiltFormFieldForm
    formset = BuiltFormFieldFormSet
    icon = "input"
    fields = BUILT_FORM_FIELD_FIELDS

    @property
    def media(self):
        return super().media + forms.Media(
            js=["forms/built_form_fields.js"], css={"all": ["forms/built_form_fields.css"]}
        )

    def formfield_for_dbfield(self, db_field, request, **kwargs):
        if db_field.name in ("region", "ordering"):
            # Set by the editor when a field is added or dragged (content_editor).
            return db_field.formfield(widget=forms.HiddenInput)
        if db_field.name == "kind":
            # The settings each kind uses, for the script that shows only those.
            kinds = {str(kind): list(names) for kind, names in built_forms.SETTINGS_BY_KIND.items()}
            settings = json.dumps({"settings": kinds, "all": built_forms.KIND_SETTINGS})
            return db_field.formfield(widget=forms.Select(attrs={"data-kind-settings": settings}))
        if db_field.name in ("options", "options_en", "options_es"):
            return db_field.formfield(widget=forms.Textarea(attrs={"rows": 4}))
        return super().formfield_for_dbfield(db_field, request, **kwargs)


@admin.display(description="address")
def own_address(form: BuiltForm) -> str:
    if not form.has_own_page:
        return "-"
    path = reverse("lead-forms:built-form", args=[form.slug])
    return format_html('<a href="{}">{}</a>', path, path)


def reads_leads(user) -> bool:
    """Whether `user` may read leads (a lead manager, a superuser): the people who decide where a
    lead's personal data goes."""
    if not (user.is_active and user.is_staff):
        return False
    return user.is_superuser or any(
        user.has_perm(f"leads.{get_permission_codename('view', model._meta)}")
        for model in (ContactSubmission, QuoteRequest)
    )


USUAL_FIELDS_BUTTON = "_usual_fields"


# Who hears of a form's leads: not content, so not in a form's history (restoring a version keeps them).
ROUTING_FIELDS = ("recipients", "notifies_lead_mailbox", "webhooks")
AFTER_SENDING = "After sending"


@admin.register(BuiltForm)
class BuiltFormAdmin(TranslatedContentAdmin, ContentEditor):
    list_display = ["name", own_address, "is_active", "updated_at"]
    list_filter = ["is_active", "has_own_page"]
    search_fields = ["name", "slug", "heading"]
    prepopulated_fields = {"slug": ["name"]}
    filter_horizontal = ["webhooks"]
    fieldsets = [
        (None, {"fields": ["name", "slug", "heading", "intro", "button_label", "usual_fields"]}),
        (
            AFTER_SENDING,
            {"fields": ["success_heading", "success_message", *ROUTING_FIELDS]},
        ),
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
    readonly_fields = ["usual_fields"]

    @admin.display(description="fields")
    def usual_fields(self, obj=None) -> str:
        return format_html(
            '<button type="submit" class="button" name="{}" value="1">Add the usual fields</button> '
            '<span class="help">Saves the form and adds Name, Email, Phone and a consent box, in English '
            "and Spanish, after its fields (those it has already are left as they are).</span>",
            USUAL_FIELDS_BUTTON,
        )

    def response_add(self, request, obj, post_url_continue=None):
        if USUAL_FIELDS_BUTTON in request.POST:
            return self._usual_fields_added(request, obj)
        return super().response_add(request, obj, post_url_continue)

    def response_change(self, request, obj):
        if USUAL_FIELDS_BUTTON in request.POST:
            return self._usual_fields_added(request, obj)
        return super().response_change(request, obj)

    def _usual_fields_added(self, request, obj):
        added = services.built_form_usual_fields_add(obj)
        names = ", ".join(field.label for field in added)
        self.message_user(
            request,
            f"Added: {names}. Check their words and their Spanish, then save."
            if added
            else "The form has the usual fields already.",
            messages.SUCCESS if added else messages.INFO,
        )
        return HttpResponseRedirect(reverse("admin:leads_builtform_change", args=[obj.pk]))

    def routing_fields(self, request) -> set[str]:
        """The fields of who hears of the leads this user may set (and so sees): recipients to
        choose among (or to add, for those who read leads), the mailbox switch for a superuser,
        the webhooks for those who read leads when there are any."""
        user = request.user
        shown = set()
        if NotificationRecipient.objects.exists() or reads_leads(user):
            shown.add("recipients")
        if user.is_superuser:
            shown.add("notifies_lead_mailbox")
        if reads_leads(user) and WebhookEndpoint.objects.exists():
            shown.add("webhooks")
        return shown

    def get_fieldsets(self, request, obj=None):
        hidden = set(ROUTING_FIELDS) - self.routing_fields(request)
        mailbox = obj is None or obj.notifies_lead_mailbox
        where = (
            "Every lead is emailed to the agency's lead mailbox and to the recipients ticked below."
            if mailbox
            else "A superuser chose to email this form's leads only to the recipients ticked below."
        )
        fieldsets = []
        for name, options in super().get_fieldsets(request, obj):
            options = {**options, "fields": [field for field in options["fields"] if field not in hidden]}
            if name == AFTER_SENDING:
                options["description"] = (
                    f"{where} Lead managers set up the recipients (Leads → Notification recipients)."
                )
            fieldsets.append((name, options))
        return fieldsets

    def formfield_for_manytomany(self, db_field, request, **kwargs):
        if db_field.name == "recipients":
            kwargs["widget"] = forms.CheckboxSelectMultiple
        return super().formfield_for_manytomany(db_field, request, **kwargs)

    def reversion_register(self, model, **kwargs):
        if model is BuiltForm:
            kwargs["exclude"] = ROUTING_FIELDS
        super().reversion_register(model, **kwargs)

    def _reversion_revisionform_view(self, request, version, template_name, extra_context=None):
        # Restoring a version writes the row back from it before the form is shown, and the mailbox
        # switch is not in it: the form's present switch is read first and kept (get_object).
        request.lead_mailbox_kept = (
            BuiltForm.objects.filter(pk=version.object_id)
            .values_list("notifies_lead_mailbox", flat=True)
            .first()
        )
        return super()._reversion_revisionform_view(request, version, template_name, extra_context)

    def get_object(self, request, object_id, from_field=None):
        obj = super().get_object(request, object_id, from_field)
        kept = getattr(request, "lead_mailbox_kept", None)
        if obj is not None and kept is not None:
            obj.notifies_lead_mailbox = kept
        return obj

    def get_deleted_objects(self, objs, request):
        """What deleting the forms takes, as Django lists it, with every block that shows one of
        them as protected (leads.models.FormShownField): a form is not deleted from under a page."""
        deleted, counts, perms_needed, protected = super().get_deleted_objects(objs, request)
        showing = [showing_label(row) for row in rows_showing(objs)]
        return deleted, counts, perms_needed, [*protected, *showing]


def showing_label(row) -> str:
    """ "Lead form: Tell us about your store (on campaign page: Holiday audit)"."""
    label = f"{capfirst(row._meta.verbose_name)}: {row}"
    parent = getattr(row, "parent", None)
    return f"{label} (on {parent._meta.verbose_name}: {parent})" if parent else label


@admin.display(description="forms")
def forms_notifying(recipient: NotificationRecipient) -> str:
    return ", ".join(form.name for form in recipient.built_forms.all()) or "-"


@admin.register(NotificationRecipient)
class NotificationRecipientAdmin(admin.ModelAdmin):
    """The addresses editors may choose on a built form, kept by those who read leads (reads_leads)."""

    list_display = ["name", "email", forms_notifying]
    search_fields = ["name", "email"]
    fields = ["name", "email"]

    def get_queryset(self, request):
        return super().get_queryset(request).prefetch_related("built_forms")

    def has_view_permission(self, request, obj=None):
        return reads_leads(request.user)

    def has_add_permission(self, request):
        return reads_leads(request.user)

    def has_change_permission(self, request, obj=None):
        return reads_leads(request.user)

    def has_delete_permission(self, request, obj=None):
        return reads_leads(request.user)
