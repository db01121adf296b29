"""The Django admin of the outbound queue: every delivery (read-only, with retry and redeliver for
those who may change leads) and the webhook endpoints (the signing secret shown once)."""

import json

from django import forms
from django.contrib import admin, messages
from django.template.response import TemplateResponse
from django.urls import reverse
from django.utils.formats import localize
from django.utils.html import format_html, format_html_join
from django.utils.timezone import localtime

from delivery.models import WEBHOOK_EVENTS, Delivery, DeliveryAttempt, WebhookEndpoint
from delivery.queue import delivery_redeliver, delivery_retry
from delivery.webhooks import (
    WebhookURLRefused,
    endpoint_save,
    endpoint_secret_rotate,
    endpoint_send_test,
    url_check,
)


@admin.register(Delivery)
class DeliveryAdmin(admin.ModelAdmin):
    """Every outbound delivery; filter on "Failed" for the ones that failed for good."""

    list_display = (
        "created_at",
        "kind",
        "channel",
        "recipient",
        "status",
        "attempts",
        "sent_at",
        "lead_link",
    )
    list_filter = ("status", "kind", "channel", "endpoint")
    search_fields = ("recipient", "last_error", "webhook_id")
    actions = ("retry_failed", "redeliver")
    exclude = ("payload",)
    readonly_fields = ("event_payload", "attempt_log")
    list_per_page = 50

    def get_queryset(self, request):
        return super().get_queryset(request).select_related("lead")

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False  # read-only: deliveries advance through delivery.queue alone

    def has_delete_permission(self, request, obj=None):
        return False

    @admin.display(description="Lead")
    def lead_link(self, obj: Delivery):
        lead = obj.lead
        if lead is None:
            return obj.reference or "-"
        url = reverse(f"admin:leads_{lead.admin_model_name}_change", args=[lead.pk])
        return format_html('<a href="{}">{}</a>', url, lead)

    def has_retry_permission(self, request) -> bool:
        return request.user.has_perm("leads.change_contactsubmission") or request.user.has_perm(
            "leads.change_quoterequest"
        )

    @admin.action(description="Retry selected deliveries that failed for good", permissions=["retry"])
    def retry_failed(self, request, queryset):
        scheduled = sum(delivery_retry(delivery=delivery) for delivery in queryset)
        self.message_user(request, f"{scheduled} delivery(ies) scheduled again.", messages.SUCCESS)

    @admin.action(description="Redeliver selected webhooks (same webhook-id)", permissions=["retry"])
    def redeliver(self, request, queryset):
        scheduled = sum(delivery_redeliver(delivery=delivery) for delivery in queryset)
        self.message_user(
            request,
            f"{scheduled} webhook delivery(ies) queued again "
            "(only webhook deliveries that are sent or failed for good are redelivered).",
            messages.SUCCESS,
        )

    @admin.display(description="Event sent")
    def event_payload(self, obj: Delivery):
        if obj.payload is None:
            return "-"
        return format_html("<pre>{}</pre>", json.dumps(obj.payload, indent=2, ensure_ascii=False))

    @admin.display(description="Attempts")
    def attempt_log(self, obj: Delivery):
        return _attempts_table(obj.delivery_attempts.all()[:50])


def _attempts_table(attempts) -> str:
    rows = format_html_join(
        "",
        "<tr><td>{}</td><td>{}</td><td>{}</td><td>{} ms</td><td>{}</td><td><code>{}</code></td></tr>",
        (
            (
                a.delivery.webhook_id,
                localize(localtime(a.started_at)),
                a.status_code or "-",
                a.duration_ms,
                a.error or "-",
                a.response_start[:200] or "-",
            )
            for a in attempts
        ),
    )
    if not rows:
        return "No attempts yet."
    return format_html(
        "<table><thead><tr><th>webhook-id</th><th>Started</th><th>Status</th><th>Duration</th>"
        "<th>Error</th><th>Start of the answer</th></tr></thead><tbody>{}</tbody></table>",
        rows,
    )


class WebhookEndpointForm(forms.ModelForm):
    events = forms.MultipleChoiceField(
        choices=[(event.value, event.value) for event in WEBHOOK_EVENTS],
        widget=forms.CheckboxSelectMultiple,
        help_text=(
            "lead.created: a lead arrived (spam excluded). lead.status_changed: staff moved a lead. "
            "subscriber.confirmed: a reader confirmed their subscription to new articles. "
            "subscriber.unsubscribed: a confirmed reader unsubscribed."
        ),
    )

    class Meta:
        model = WebhookEndpoint
        fields = ("url", "description", "events", "active")
        help_texts = {
            "url": "An https:// address. A Slack incoming-webhook URL (https://hooks.slack.com/services/...) "
            "gets a short message instead of the JSON.",
        }

    def clean_url(self):
        url = self.cleaned_data["url"]
        try:
            url_check(url)
        except WebhookURLRefused as exc:
            raise forms.ValidationError(str(exc)) from exc
        return url


@admin.register(WebhookEndpoint)
class WebhookEndpointAdmin(admin.ModelAdmin):
    """Where lead events go. The signing secret is shown once: on the page right after saving."""

    form = WebhookEndpointForm
    list_display = ("description", "url", "event_list", "active", "kind_label")
    list_filter = ("active",)
    search_fields = ("url", "description")
    actions = ("send_test_event", "rotate_secret")
    readonly_fields = ("kind_label", "recent_attempts")

    def get_fields(self, request, obj=None):
        fields = ["url", "description", "events", "active"]
        return fields if obj is None else [*fields, "kind_label", "recent_attempts"]

    @admin.display(description="Events")
    def event_list(self, obj: WebhookEndpoint) -> str:
        return ", ".join(obj.events)

    @admin.display(description="Kind")
    def kind_label(self, obj: WebhookEndpoint) -> str:
        return "Slack message" if obj.is_slack else "Signed JSON (Standard Webhooks)"

    @admin.display(description="Recent attempts")
    def recent_attempts(self, obj: WebhookEndpoint):
        attempts = DeliveryAttempt.objects.filter(delivery__endpoint=obj).select_related("delivery")[:50]
        return _attempts_table(attempts)

    def save_model(self, request, obj, form, change):
        request._webhook_secret = endpoint_save(endpoint=obj)

    def response_add(self, request, obj, post_url_continue=None):
        secret = getattr(request, "_webhook_secret", None)
        if secret and not obj.is_slack:
            return self._secret_page(request, obj, secret, "created")
        return super().response_add(request, obj, post_url_continue)

    def _secret_page(self, request, obj, secret: str, what: str):
        context = {
            **self.admin_site.each_context(request),
            "title": "Signing secret",
            "opts": self.model._meta,
            "endpoint": obj,
            "secret": secret,
            "what": what,
            "change_url": reverse("admin:delivery_webhookendpoint_change", args=[obj.pk]),
        }
        response = TemplateResponse(request, "admin/delivery/webhookendpoint/secret.html", context)
        response["Cache-Control"] = "no-store"
        return response

    @admin.action(description="Send a test event", permissions=["change"])
    def send_test_event(self, request, queryset):
        for endpoint in queryset:
            result = endpoint_send_test(endpoint=endpoint)
            code = result["status_code"]
            if result["error"]:
                self.message_user(request, f"{endpoint}: {result['error']}", messages.ERROR)
                continue
            answered = f"{endpoint}: answered HTTP {code} in {result['duration_ms']} ms"
            if 200 <= code < 300:
                self.message_user(request, f"{answered}.", messages.SUCCESS)
            else:
                self.message_user(request, f"{answered}: {result['response_start'][:200]}", messages.ERROR)

    @admin.action(description="Rotate the signing secret (one endpoint)", permissions=["change"])
    def rotate_secret(self, request, queryset):
        if queryset.count() != 1:
            self.message_user(request, "Select exactly one endpoint to rotate its secret.", messages.ERROR)
            return None
        endpoint = queryset.get()
        return self._secret_page(request, endpoint, endpoint_secret_rotate(endpoint=endpoint), "rotated")
