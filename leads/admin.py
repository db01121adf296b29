"""Django admin for leads: everything the visitor sent is read-only; staff only mark leads handled."""

import csv

from django.contrib import admin, messages
from django.http import HttpResponse
from django.utils import timezone
from django.utils.html import format_html_join

from leads.csv_cells import csv_cell
from leads.models import ContactSubmission, Lead, QuoteRequest
from leads.selectors import lead_answer_rows
from leads.services import ACKNOWLEDGEMENT, NOTIFICATION, lead_email_retry, lead_set_handled

_TRACKING_FIELDS = (
    "page_url",
    "referrer",
    "utm_source",
    "utm_medium",
    "utm_campaign",
    "utm_term",
    "utm_content",
    "user_agent",
    "client_address",
)
_DELIVERY_FIELDS = (
    "notification_status",
    "notification_attempts",
    "notification_error",
    "notified_at",
    "acknowledgement_status",
    "acknowledgement_attempts",
    "acknowledgement_error",
    "acknowledged_at",
)


class LeadAdmin(admin.ModelAdmin):
    """What the two lead admins share. Subclasses name their own submitted fields."""

    submitted_fields: tuple[str, ...] = ()
    list_filter = (
        "source",
        "is_spam",
        "handled",
        "notification_status",
        "acknowledgement_status",
        ("created_at", admin.DateFieldListFilter),
    )
    date_hierarchy = "created_at"
    list_per_page = 50
    actions = ("export_csv", "mark_handled", "mark_not_handled", "retry_failed_emails")

    def get_fieldsets(self, request, obj=None):
        return (
            (None, {"fields": ("handled", "handled_at")}),
            ("What they sent", {"fields": ("readable_answers", *self.submitted_fields)}),
            ("Where it came from", {"fields": ("created_at", "source", *_TRACKING_FIELDS)}),
            ("Spam check", {"fields": ("is_spam", "spam_reason", "idempotency_key")}),
            ("Emails", {"fields": _DELIVERY_FIELDS}),
        )

    def get_readonly_fields(self, request, obj=None):
        return (
            "handled_at",
            "readable_answers",
            *self.submitted_fields,
            "created_at",
            "source",
            *_TRACKING_FIELDS,
            "is_spam",
            "spam_reason",
            "idempotency_key",
            *_DELIVERY_FIELDS,
        )

    def has_add_permission(self, request):
        # Leads only ever arrive through the public API.
        return False

    @admin.display(description="Answers")
    def readable_answers(self, obj: Lead):
        return format_html_join("", "<p><strong>{}:</strong> {}</p>", lead_answer_rows(obj))

    def save_model(self, request, obj, form, change):
        lead_set_handled(lead=type(obj).objects.get(pk=obj.pk), handled=obj.handled)

    @admin.action(description="Export selected leads as CSV")
    def export_csv(self, request, queryset):
        fields = [field.name for field in self.model._meta.fields]
        response = HttpResponse(content_type="text/csv; charset=utf-8")
        stamp = timezone.localtime().strftime("%Y%m%d-%H%M")
        response["Content-Disposition"] = f'attachment; filename="{self.model._meta.model_name}s-{stamp}.csv"'
        writer = csv.writer(response)
        writer.writerow(fields)
        for lead in queryset.order_by("created_at", "id"):
            writer.writerow([csv_cell(getattr(lead, name)) for name in fields])
        return response

    @admin.action(description="Mark selected leads as handled")
    def mark_handled(self, request, queryset):
        for lead in queryset:
            lead_set_handled(lead=lead, handled=True)
        self.message_user(request, f"{queryset.count()} marked as handled.", messages.SUCCESS)

    @admin.action(description="Mark selected leads as not handled")
    def mark_not_handled(self, request, queryset):
        for lead in queryset:
            lead_set_handled(lead=lead, handled=False)
        self.message_user(request, f"{queryset.count()} marked as not handled.", messages.SUCCESS)

    @admin.action(description="Retry emails that failed for good")
    def retry_failed_emails(self, request, queryset):
        kinds = (NOTIFICATION, ACKNOWLEDGEMENT)
        scheduled = sum(lead_email_retry(lead=lead, kind=kind) for lead in queryset for kind in kinds)
        self.message_user(request, f"{scheduled} email(s) scheduled again.", messages.SUCCESS)


@admin.register(ContactSubmission)
class ContactSubmissionAdmin(LeadAdmin):
    submitted_fields = ("name", "email", "company", "phone", "service", "message")
    list_display = (
        "created_at",
        "name",
        "email",
        "company",
        "service",
        "source",
        "handled",
        "is_spam",
        "notification_status",
        "acknowledgement_status",
    )
    search_fields = ("name", "email", "company", "phone", "message")


@admin.register(QuoteRequest)
class QuoteRequestAdmin(LeadAdmin):
    submitted_fields = (
        "name",
        "email",
        "company",
        "phone",
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
    list_display = (
        "created_at",
        "name",
        "email",
        "company",
        "source",
        "handled",
        "is_spam",
        "notification_status",
        "acknowledgement_status",
    )
    search_fields = ("name", "email", "company", "phone", "website", "description", "current_challenges")
