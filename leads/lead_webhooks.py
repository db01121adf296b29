"""What a lead's webhook events say, and when they go: `lead.created` (leads.services),
`lead.status_changed` and `lead.won` (the signals of leads.signals, connected here), and the short
line Slack reads for each (registered with delivery.webhooks at start-up, LeadsConfig.ready).

Queueing, signing, sending and retrying are the delivery room's (delivery.queue, delivery.webhooks).
"""

from django.conf import settings
from django.dispatch import receiver
from django.urls import reverse
from django.utils import translation

from delivery.models import Delivery, DeliveryKind
from delivery.queue import event_enqueue
from delivery.webhooks import register_slack_line, slack_escape
from leads.click_ids import click_ids_clean
from leads.conversions import won_payload
from leads.models import DEFAULT_LANGUAGE, BuiltForm, Lead, LeadStatus, built_form_pk, language_label
from leads.signals import lead_status_changed, lead_won


def lead_payload(lead: Lead) -> dict:
    """The lead as a webhook carries it: contact details, answers by their labels, where it came
    from and where staff open it."""
    from leads.selectors import lead_answer_rows

    model_name = lead.admin_model_name
    payload = {
        "id": lead.pk,
        "type": lead.kind,
        "createdAt": lead.created_at.isoformat(),
        "name": lead.name,
        "email": lead.email,
        "company": lead.company,
        "phone": lead.phone,
        "source": {"id": lead.source, "label": lead.get_source_display()},
        # The language of the form it was sent from: "en", "es" (settings.LANGUAGES).
        "language": lead.language,
        "answers": [{"question": q, "answer": a} for q, a in lead_answer_rows(lead)],
        "score": {"value": lead.score, "reasons": list(lead.score_reasons)},
        "tracking": {
            "page": lead.page_url,
            "landingPage": lead.landing_page,
            "referrer": lead.referrer,
            "utm": {
                "source": lead.utm_source,
                "medium": lead.utm_medium,
                "campaign": lead.utm_campaign,
                "term": lead.utm_term,
                "content": lead.utm_content,
            },
            # The ad platforms' click ids of the landing page: {"gclid": "..."} (leads.click_ids).
            "clickIds": click_ids_clean(lead.click_ids),
        },
        "adminUrl": f"{settings.SITE_URL}/admin",
        "djangoAdminUrl": settings.SITE_URL + reverse(f"admin:leads_{model_name}_change", args=[lead.pk]),
    }
    status = getattr(lead, "status", None)
    if status is not None:
        payload["status"] = status
    return payload


def lead_event_enqueue(*, lead: Lead, event: str, data: dict | None = None) -> list[Delivery]:
    """Queue `event` about `lead` for every active endpoint subscribed to it. Returns the deliveries.

    Call it inside the transaction that changed the lead: the deliveries and their tasks commit or
    roll back with the change. `data` adds event details next to the lead (e.g. a status change's
    "from", "to" and "by").
    """
    if lead.is_spam:
        return []
    # Receivers read the labels in the site's language, whatever page the lead came from (its own
    # language is the payload's "language").
    with translation.override(settings.LANGUAGE_CODE):
        payload = lead_payload(lead)
    # A form built in the admin may name the webhooks that receive its leads.
    pk = built_form_pk(lead.form)
    chosen = (
        set(
            BuiltForm.webhooks.through.objects.filter(builtform_id=pk).values_list(
                "webhookendpoint_id", flat=True
            )
        )
        if pk
        else set()
    )
    return event_enqueue(
        event=event, data={"lead": payload, **(data or {})}, owner={"lead": lead}, only=chosen or None
    )


@receiver(lead_status_changed, dispatch_uid="leads.lead_webhooks.status_changed")
def _status_changed(sender, *, lead, old_status, new_status, by=None, **kwargs):
    """A pipeline status change goes out as `lead.status_changed`, in the change's own transaction."""
    lead_event_enqueue(
        lead=lead,
        event=DeliveryKind.LEAD_STATUS_CHANGED,
        data={
            "from": old_status,
            "to": new_status,
            "fromLabel": LeadStatus(old_status).label,
            "toLabel": LeadStatus(new_status).label,
            "by": by.get_username() if by is not None else None,
        },
    )


@receiver(lead_won, dispatch_uid="leads.lead_webhooks.won")
def _won(sender, *, lead, by=None, **kwargs):
    """A sale goes out as `lead.won` (leads.conversions.won_payload), in the change's own transaction."""
    lead_event_enqueue(
        lead=lead,
        event=DeliveryKind.LEAD_WON,
        data={**won_payload(lead), "by": by.get_username() if by is not None else None},
    )


def slack_line(body: dict) -> str:
    """The short human line a Slack incoming webhook reads for a lead event."""
    lead = body["data"].get("lead") or {}
    who = slack_escape(" ".join(str(lead.get("name", "")).split()) or "Someone")
    if lead.get("company"):
        who += f" ({slack_escape(' '.join(str(lead['company']).split()))})"
    source = lead.get("source", {}).get("label", "")
    if body["type"] == DeliveryKind.LEAD_WON:
        conversion = body["data"].get("conversion") or {}
        worth = f" ({conversion['value']} {conversion['currency']})" if conversion.get("value") else ""
        text = f"Lead {who} was won{slack_escape(worth)}."
    elif body["type"] == "lead.status_changed":
        to = body["data"].get("toLabel") or body["data"].get("to") or lead.get("status") or "a new status"
        text = f"Lead {who} moved to {slack_escape(str(to))}."
    else:
        text = f"New lead from {who} via {slack_escape(source)}"
        language = lead.get("language")
        if isinstance(language, str) and language and language != DEFAULT_LANGUAGE:
            text += f", in {slack_escape(language_label(language))}"
        text += "."
    if lead.get("adminUrl"):
        text += f" <{lead['adminUrl']}|Open the leads page>"
    return text


def register_slack_lines() -> None:
    """Tell delivery.webhooks what Slack reads for each lead event (LeadsConfig.ready)."""
    for event in (DeliveryKind.LEAD_CREATED, DeliveryKind.LEAD_STATUS_CHANGED, DeliveryKind.LEAD_WON):
        register_slack_line(event, slack_line)
