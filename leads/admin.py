"""Django admin for leads: everything the visitor sent is read-only; staff move a lead through the
pipeline (status, owner), add notes and read its history, all through leads.pipeline."""

import json

from django import forms
from django.contrib import admin, messages
from django.db.models import F
from django.db.models.lookups import Exact, In, IsNull
from django.forms.utils import pretty_name
from django.http import HttpResponseRedirect
from django.urls import reverse
from django.utils import timezone
from django.utils.formats import localize
from django.utils.html import format_html_join
from django.utils.timezone import localtime

from delivery.models import Delivery, DeliveryKind, DeliveryStatus
from delivery.queue import delivery_retry
from leads.exports import FILE_STEMS, leads_csv_response
from leads.models import ContactSubmission, Lead, LeadNote, QuoteRequest, ScoreRule
from leads.options import SCORE_QUESTION_BY_ID, SCORE_QUESTIONS
from leads.pipeline import lead_note_add, lead_set_handled, lead_set_owner, lead_set_status
from leads.selectors import (
    CONTACT_SEARCH_FIELDS,
    QUOTE_SEARCH_FIELDS,
    lead_answer_rows,
    lead_history,
    quote_request_by_former_id,
    search_lookup,
    staff_owner_choices,
    with_delivery_statuses,
)

_TRACKING_FIELDS = (
    "page_url",
    "landing_page",
    "referrer",
    "utm_source",
    "utm_medium",
    "utm_campaign",
    "utm_term",
    "utm_content",
    "click_ids",
    "sharing_opt_out",
    "user_agent",
    "client_address",
)
_DELIVERY_FIELDS = ("notification", "acknowledgement")
# The sale, set on the staff page (/admin) with the move to Won: read-only here.
_SALE_FIELDS = ("won_at", "won_value", "won_currency")


class _DeliveryStatusFilter(admin.SimpleListFilter):
    """Leads by the status of one of their emails (annotated by with_delivery_statuses)."""

    status_field: str = ""  # the annotation with_delivery_statuses names after the email's kind

    def lookups(self, request, model_admin):
        return [*DeliveryStatus.choices, ("none", "Not sent (none due)")]

    def queryset(self, request, queryset):
        value = self.value()
        if value is None:
            return queryset
        if value == "none":
            return queryset.filter(IsNull(F(self.status_field), True))
        return queryset.filter(Exact(F(self.status_field), value))


class NotificationStatusFilter(_DeliveryStatusFilter):
    title = "staff notification"
    parameter_name = "notification"
    status_field = "notification_status"


class AcknowledgementStatusFilter(_DeliveryStatusFilter):
    title = "acknowledgement"
    parameter_name = "acknowledgement"
    status_field = "acknowledgement_status"


def _status_label(status: str | None) -> str:
    return DeliveryStatus(status).label if status else "Not sent (none due)"


class NoteInline(admin.TabularInline):
    """Staff notes: added here (by leads.pipeline), never edited or deleted afterwards."""

    model = LeadNote
    fields = ("text", "author", "created_at")
    readonly_fields = ("author", "created_at")
    extra = 1
    can_delete = False

    def has_change_permission(self, request, obj=None):
        return False


class LeadAdmin(admin.ModelAdmin):
    """What the two lead admins share. Subclasses name their own submitted fields."""

    submitted_fields: tuple[str, ...] = ()
    # The contact admin adds its service after the company.
    list_display = (
        "created_at",
        "name",
        "email",
        "company",
        "source",
        "language",
        "status",
        "owner",
        "score",
        "is_spam",
        "notification_status",
        "acknowledgement_status",
    )
    list_filter = (
        "status",
        ("owner", admin.RelatedOnlyFieldListFilter),
        "source",
        "language",
        "is_spam",
        NotificationStatusFilter,
        AcknowledgementStatusFilter,
        ("created_at", admin.DateFieldListFilter),
    )
    date_hierarchy = "created_at"
    list_per_page = 50
    actions = ("export_csv", "mark_handled", "mark_not_handled", "retry_failed_emails")

    def get_fieldsets(self, request, obj=None):
        return (
            (
                None,
                {
                    "fields": (
                        "status",
                        "owner",
                        "handled_at",
                        *_SALE_FIELDS,
                        "score",
                        "score_breakdown",
                        "history",
                    )
                },
            ),
            ("What they sent", {"fields": ("readable_answers", *self.submitted_fields)}),
            ("Where it came from", {"fields": ("created_at", "source", "language", *_TRACKING_FIELDS)}),
            ("Spam check", {"fields": ("is_spam", "spam_reason", "idempotency_key")}),
            ("Emails", {"fields": _DELIVERY_FIELDS}),
        )

    def get_readonly_fields(self, request, obj=None):
        return (
            "handled_at",
            *_SALE_FIELDS,
            "score",
            "score_breakdown",
            "history",
            "readable_answers",
            *self.submitted_fields,
            "created_at",
            "source",
            "language",
            *_TRACKING_FIELDS,
            "is_spam",
            "spam_reason",
            "idempotency_key",
            *_DELIVERY_FIELDS,
        )

    def has_add_permission(self, request):
        # Leads only ever arrive through the public API.
        return False

    def get_search_fields(self, request):
        # The staff API's names; a form's own answers are looked up in `answers`.
        return [search_lookup(name) for name in self.search_fields]

    @admin.display(description="Why this score")
    def score_breakdown(self, lead):
        return format_html_join("", "<div>{}</div>", ((reason,) for reason in lead.score_reasons)) or "-"

    def get_queryset(self, request):
        return with_delivery_statuses(super().get_queryset(request))

    @admin.display(description="Staff notification", ordering="notification_status")
    def notification_status(self, obj: Lead) -> str:
        return _status_label(obj.notification_status)

    @admin.display(description="Acknowledgement", ordering="acknowledgement_status")
    def acknowledgement_status(self, obj: Lead) -> str:
        return _status_label(obj.acknowledgement_status)

    @admin.display(description="Staff notification")
    def notification(self, obj: Lead):
        return _delivery_summary(obj, DeliveryKind.NOTIFICATION)

    @admin.display(description="Acknowledgement to the visitor")
    def acknowledgement(self, obj: Lead):
        return _delivery_summary(obj, DeliveryKind.ACKNOWLEDGEMENT)

    @admin.display(description="Answers")
    def readable_answers(self, obj: Lead):
        return format_html_join("", "<p><strong>{}:</strong> {}</p>", lead_answer_rows(obj))

    @admin.display(description="History")
    def history(self, obj: Lead):
        rows = [
            (entry["summary"], entry["actor"] or "someone", localize(localtime(entry["at"])))
            for entry in lead_history(obj)
        ]
        return format_html_join("", "<p>{} By {}, {}.</p>", rows) or "Not changed yet."

    def formfield_for_foreignkey(self, db_field, request, **kwargs):
        if db_field.name == "owner":
            kwargs["queryset"] = staff_owner_choices()
        return super().formfield_for_foreignkey(db_field, request, **kwargs)

    def save_model(self, request, obj, form, change):
        lead = type(obj).objects.get(pk=obj.pk)
        if "status" in form.changed_data:
            lead = lead_set_status(lead=lead, status=form.cleaned_data["status"], by=request.user)
        if "owner" in form.changed_data:
            lead_set_owner(lead=lead, owner=form.cleaned_data["owner"], by=request.user)

    def save_formset(self, request, form, formset, change):
        if formset.model is not LeadNote:
            super().save_formset(request, form, formset, change)
            return
        # The admin's change message reads what the formset saved.
        formset.new_objects, formset.changed_objects, formset.deleted_objects = [], [], []
        for note_form in formset.extra_forms:
            text = note_form.cleaned_data.get("text") if note_form.has_changed() else None
            if text:
                formset.new_objects.append(lead_note_add(lead=form.instance, text=text, by=request.user))

    @admin.action(description="Export selected leads as CSV")
    def export_csv(self, request, queryset):
        # The staff page's export: the same columns and labels for the same leads.
        return leads_csv_response(queryset.order_by("created_at", "id"), file_stem=FILE_STEMS[self.model])

    @admin.action(description="Mark selected leads as handled")
    def mark_handled(self, request, queryset):
        for lead in queryset:
            lead_set_handled(lead=lead, handled=True, by=request.user)
        self.message_user(request, f"{queryset.count()} marked as handled.", messages.SUCCESS)

    @admin.action(description="Mark selected leads as not handled")
    def mark_not_handled(self, request, queryset):
        for lead in queryset:
            lead_set_handled(lead=lead, handled=False, by=request.user)
        self.message_user(request, f"{queryset.count()} marked as not handled.", messages.SUCCESS)

    @admin.action(description="Retry emails and webhooks that failed for good")
    def retry_failed_emails(self, request, queryset):
        failed = Delivery.objects.filter(status=DeliveryStatus.FAILED)
        failed = failed.filter(In(F("lead"), queryset.values("pk")))
        scheduled = sum(delivery_retry(delivery=delivery) for delivery in failed)
        noun = "delivery" if scheduled == 1 else "deliveries"
        self.message_user(
            request, f"{scheduled} failed {noun} (email or webhook) scheduled again.", messages.SUCCESS
        )


def _delivery_summary(lead: Lead, kind: str) -> str:
    delivery = lead.deliveries.filter(kind=kind).order_by("-created_at", "-id").first()
    if delivery is None:
        return "Not sent (none due: spam, or this address already had one that day)"
    parts = [f"{delivery.get_status_display()} to {delivery.recipient}", f"{delivery.attempts} attempt(s)"]
    if delivery.sent_at:
        parts.append(f"sent {timezone.localtime(delivery.sent_at):%Y-%m-%d %H:%M}")
    if delivery.last_error:
        parts.append(f"last error: {delivery.last_error}")
    return "; ".join(parts)


def answer_shown(key: str):
    """An answer of the lead's form (`Lead.answer`) as a read-only field of the admin's page."""

    def shown(model_admin, lead: Lead):
        return lead.answer(key)

    return admin.display(description=pretty_name(key))(shown)


@admin.register(ContactSubmission)
class ContactSubmissionAdmin(LeadAdmin):
    submitted_fields = ("name", "email", "company", "phone", "service", "message")
    list_display = (*LeadAdmin.list_display[:4], "service", *LeadAdmin.list_display[4:])
    search_fields = CONTACT_SEARCH_FIELDS
    inlines = (NoteInline,)
    service = answer_shown("service")
    message = answer_shown("message")


@admin.register(QuoteRequest)
class QuoteRequestAdmin(LeadAdmin):
    submitted_fields = (
        "name",
        "email",
        "company",
        "phone",
        "quiz_answers_sent",
        "website",
        "description",
        "service",
        "vertical",
        "current_challenges",
        "automation_goals",
        "team_size",
        "budget",
    )
    search_fields = QUOTE_SEARCH_FIELDS
    inlines = (NoteInline,)
    website = answer_shown("website")
    description = answer_shown("description")
    service = answer_shown("service")
    vertical = answer_shown("vertical")
    current_challenges = answer_shown("current_challenges")
    automation_goals = answer_shown("automation_goals")
    team_size = answer_shown("team_size")
    budget = answer_shown("budget")

    @admin.display(description="Quiz answers")
    def quiz_answers_sent(self, obj: Lead) -> str:
        # As sent, in JSON (the answers in readable form are above).
        return json.dumps(obj.answer("quiz_answers") or {}, ensure_ascii=False)

    def change_view(self, request, object_id, form_url="", extra_context=None):
        # A link sent before contacts and quotes were one table names the quote's former id.
        lead = quote_request_by_former_id(object_id)
        if lead is not None:
            return HttpResponseRedirect(reverse("admin:leads_quoterequest_change", args=[lead.pk]))
        return super().change_view(request, object_id, form_url, extra_context)


class ScoreRuleForm(forms.ModelForm):
    """A rule names one of the score questions and, for a choice, one of its options."""

    question = forms.ChoiceField(choices=[(question.id, question.label) for question in SCORE_QUESTIONS])

    class Meta:
        model = ScoreRule
        fields = ("question", "answer", "points", "active")

    def clean(self):
        cleaned = super().clean()
        question = SCORE_QUESTION_BY_ID.get(cleaned.get("question", ""))
        answer = (cleaned.get("answer") or "").strip()
        if question is None:
            return cleaned
        if question.kind == "choice" and answer not in question.options:
            choices = ", ".join(
                f"{key} ({label})" if key != label else key for key, label in question.options.items()
            )
            self.add_error("answer", f"Choose one of this question's answers: {choices}.")
        elif question.kind == "count" and not (answer.isdigit() and int(answer) >= 1):
            self.add_error("answer", "Enter how many services (1 or more) earn these points.")
        elif question.kind == "given" and answer:
            self.add_error("answer", "Leave the answer empty: the points go to every lead that gave it.")
        cleaned["answer"] = answer
        return cleaned


@admin.register(ScoreRule)
class ScoreRuleAdmin(admin.ModelAdmin):
    """Staff weigh the answers here; saving or deleting a rule recomputes every lead's score on the
    worker (leads.scoring)."""

    form = ScoreRuleForm
    list_display = ("__str__", "question_label", "answer_label", "points", "active")
    list_editable = ("points", "active")
    list_filter = ("question", "active")
    ordering = ("question", "-points")

    @admin.display(description="Question")
    def question_label(self, rule):
        question = SCORE_QUESTION_BY_ID.get(rule.question)
        return question.label if question else rule.question

    @admin.display(description="Answer")
    def answer_label(self, rule):
        question = SCORE_QUESTION_BY_ID.get(rule.question)
        if question is None or question.kind == "given":
            return "-"
        return question.options.get(rule.answer, rule.answer)
