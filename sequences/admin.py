"""The Django admin of sequences: editors write sequences and their steps (refused with the reason
when a step is faulty: sequences.placeholders), preview each step in both languages with a sample
lead and send a test to themselves; staff see the enrollments and the suppression list, and lift
an entry by deleting it. The report per sequence and step is a page of its own (Report)."""

from django import forms
from django.contrib import admin, messages
from django.core.exceptions import PermissionDenied
from django.shortcuts import get_object_or_404
from django.template.response import TemplateResponse
from django.urls import path, reverse
from django.utils.html import format_html

from leads.lead_forms import FORMS
from publishing.admin_kit import ContentAdmin
from sequences import emails, selectors
from sequences.models import Enrollment, Sequence, SequenceStep, StepSend, Suppression
from sequences.placeholders import PLACEHOLDER_HELP


class SequenceForm(forms.ModelForm):
    coded_forms = forms.MultipleChoiceField(
        label="Forms of the site",
        choices=[(key, key.replace("_", " ").capitalize()) for key in FORMS],
        widget=forms.CheckboxSelectMultiple,
        required=False,
        help_text="Leads of these forms enter.",
    )

    class Meta:
        model = Sequence
        fields = [
            "name",
            "active",
            "coded_forms",
            "built_forms",
            "campaign_pages",
            "min_score",
            "business_hours_only",
        ]


class StepInline(admin.StackedInline):
    model = SequenceStep
    extra = 0
    fields = (
        ("order", "delay", "delay_unit", "delay_from"),
        "subject_en",
        "body_en",
        "subject_es",
        "body_es",
    )

    def get_formset(self, request, obj=None, **kwargs):
        formset = super().get_formset(request, obj, **kwargs)
        formset.form.base_fields["subject_en"].help_text = PLACEHOLDER_HELP
        return formset


@admin.register(Sequence)
class SequenceAdmin(ContentAdmin):
    """Editors' (site content: the Editors role holds it, with its steps; history kept)."""

    form = SequenceForm
    inlines = [StepInline]
    list_display = ("name", "active", "business_hours_only", "min_score", "step_count", "report_link")
    list_filter = ("active",)
    filter_horizontal = ("built_forms", "campaign_pages")
    fieldsets = (
        (None, {"fields": ("name", "active")}),
        (
            "Who enters",
            {"fields": ("coded_forms", "built_forms", "campaign_pages", "min_score", "business_hours_only")},
        ),
    )

    @admin.display(description="steps")
    def step_count(self, obj):
        return obj.steps.count()

    @admin.display(description="report")
    def report_link(self, obj):
        return format_html(
            '<a href="{}">Report</a>', reverse("admin:sequences_sequence_report", args=[obj.pk])
        )

    def get_urls(self):
        own = [
            path(
                "<int:pk>/report/",
                self.admin_site.admin_view(self.report_view),
                name="sequences_sequence_report",
            ),
            path(
                "step/<int:pk>/preview/",
                self.admin_site.admin_view(self.preview_view),
                name="sequences_step_preview",
            ),
        ]
        return own + super().get_urls()

    def change_view(self, request, object_id, form_url="", extra_context=None):
        extra_context = extra_context or {}
        sequence = self.get_object(request, object_id)
        if sequence is not None:
            extra_context["step_previews"] = [
                (step, reverse("admin:sequences_step_preview", args=[step.pk]))
                for step in sequence.steps.order_by("order", "id")
            ]
        return super().change_view(request, object_id, form_url, extra_context)

    def report_view(self, request, pk: int):
        sequence = get_object_or_404(Sequence, pk=pk)
        if not self.has_view_permission(request, sequence):
            raise PermissionDenied
        context = {
            **self.admin_site.each_context(request),
            "opts": self.model._meta,
            "title": f"Report: {sequence.name}",
            "original": sequence,
            "report": selectors.sequence_report(sequence),
        }
        return TemplateResponse(request, "admin/sequences/report.html", context)

    def preview_view(self, request, pk: int):
        """Each language's email with a sample lead; POST sends both to the signed-in editor."""
        step = get_object_or_404(SequenceStep.objects.select_related("sequence"), pk=pk)
        if not self.has_view_permission(request, step.sequence):
            raise PermissionDenied
        samples = {
            language: selectors.sample_enrollment(step.sequence, language) for language in ("en", "es")
        }
        to = request.user.email or "editor@example.com"
        built = {language: emails.step_email(step, sample, to=to) for language, sample in samples.items()}
        if request.method == "POST":
            if not request.user.email:
                self.message_user(
                    request, "Your account has no email address to send a test to.", messages.ERROR
                )
            else:
                for message in built.values():
                    message.send()
                self.message_user(request, f"Sent both languages' emails to {request.user.email}.")
        previews = [
            {
                "language": "English" if language == "en" else "Spanish",
                "subject": message.subject,
                "html": message.alternatives[0].content,
                "headers": message.extra_headers,
            }
            for language, message in built.items()
        ]
        context = {
            **self.admin_site.each_context(request),
            "opts": self.model._meta,
            "title": f"Preview: {step}",
            "original": step.sequence,
            "step": step,
            "previews": previews,
        }
        return TemplateResponse(request, "admin/sequences/preview.html", context)


@admin.register(Enrollment)
class EnrollmentAdmin(admin.ModelAdmin):
    list_display = ("address", "sequence", "language", "state", "entered_at", "next_due_at", "left_reason")
    list_filter = ("sequence", "state", "left_reason", "language")
    search_fields = ("address",)
    date_hierarchy = "entered_at"
    readonly_fields = [field.name for field in Enrollment._meta.fields]

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False


@admin.register(StepSend)
class StepSendAdmin(admin.ModelAdmin):
    list_display = ("step", "enrollment", "sent_at")
    list_filter = ("step__sequence",)
    readonly_fields = ("enrollment", "step", "sent_at", "idempotency_key")

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False


@admin.register(Suppression)
class SuppressionAdmin(admin.ModelAdmin):
    """The suppression list: deleting an entry lifts it (the address may enter sequences again)."""

    list_display = ("address", "reason", "created_at")
    list_filter = ("reason",)
    search_fields = ("address",)
    fields = ("address", "reason")

    def save_model(self, request, obj, form, change):
        from sequences.services import address_suppress, normalise_address

        if change:
            super().save_model(request, obj, form, change)
            return
        address_suppress(address=obj.address, reason=obj.reason)
        obj.pk = Suppression.objects.get(address=normalise_address(obj.address)).pk

    def has_change_permission(self, request, obj=None):
        return False

    def delete_model(self, request, obj):
        from sequences.services import suppression_lift

        suppression_lift(suppression=obj)
