"""Subscribers in /django-admin/: staff read them, export them as CSV, and delete them (an erasure
request). Nobody adds or edits one by hand: a subscription is the reader's own act, with the
consent wording they saw. Not a content screen: the Editors role never reaches it
(accounts.roles.NEVER_CONTENT), only superusers and staff given its permissions."""

from django.contrib import admin
from django.utils import timezone

from leads.exports import csv_response
from subscriptions.models import Subscriber
from subscriptions.services import subscribers_delete

CSV_HEADERS = [
    "Email",
    "Status",
    "Subscribed",
    "Confirmed",
    "Unsubscribed",
    "Language",
    "Subscribed from",
    "Consent wording",
]


def _local(value) -> str:
    return timezone.localtime(value).strftime("%Y-%m-%d %H:%M:%S %Z") if value else ""


def subscriber_row(subscriber: Subscriber) -> list:
    return [
        subscriber.email,
        subscriber.get_status_display(),
        _local(subscriber.created_at),
        _local(subscriber.confirmed_at),
        _local(subscriber.unsubscribed_at),
        subscriber.language,
        subscriber.source_path,
        subscriber.consent_text,
    ]


@admin.register(Subscriber)
class SubscriberAdmin(admin.ModelAdmin):
    list_display = ("email", "status", "created_at", "confirmed_at", "unsubscribed_at", "source_path")
    list_filter = ("status", "language", ("created_at", admin.DateFieldListFilter))
    search_fields = ("email", "source_path")
    date_hierarchy = "created_at"
    actions = ("export_csv",)
    fields = (
        "email",
        "status",
        "created_at",
        "requested_at",
        "confirmed_at",
        "unsubscribed_at",
        "language",
        "source_path",
        "consent_text",
    )
    readonly_fields = fields
    list_per_page = 100

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False  # the reader's own acts change a subscription, not staff

    @admin.action(description="Export selected subscribers as CSV", permissions=["view"])
    def export_csv(self, request, queryset):
        rows = (subscriber_row(s) for s in queryset.order_by("created_at", "id").iterator(chunk_size=500))
        return csv_response(headers=CSV_HEADERS, rows=rows, file_stem="subscribers")

    # Deleting (one, or "Delete selected") goes through the service: what was sent about them goes too.
    def delete_model(self, request, obj):
        subscribers_delete([obj.pk])

    def delete_queryset(self, request, queryset):
        subscribers_delete(queryset.values_list("pk", flat=True))
