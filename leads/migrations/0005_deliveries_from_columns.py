"""Copy each lead's two email deliveries from its columns to Delivery rows.

Spam leads keep their skipped staff notification (staff see why nothing went out) but get no
acknowledgement row: from now on an acknowledgement exists only when one is due. Open deliveries
are due at once, so the next recovery sweep gives them a task under the new task name.
"""

from django.conf import settings
from django.db import migrations
from django.utils import timezone

KINDS = {
    "notification": ("notification", "notified_at"),
    "acknowledgement": ("acknowledgement", "acknowledged_at"),
}


def forward(apps, schema_editor):
    Delivery = apps.get_model("leads", "Delivery")
    now = timezone.now()
    for model_name, owner in (("ContactSubmission", "contact"), ("QuoteRequest", "quote")):
        model = apps.get_model("leads", model_name)
        rows = []
        for lead in model.objects.order_by("pk").iterator(chunk_size=500):
            for kind, (prefix, sent_field) in KINDS.items():
                status = getattr(lead, f"{prefix}_status")
                if kind == "acknowledgement" and status == "skipped":
                    continue
                rows.append(
                    Delivery(
                        **{f"{owner}_id": lead.pk},
                        channel="email",
                        kind=kind,
                        recipient=settings.ENQUIRY_EMAIL if kind == "notification" else lead.email.lower(),
                        status=status,
                        attempts=getattr(lead, f"{prefix}_attempts"),
                        last_error=getattr(lead, f"{prefix}_error"),
                        claimed_at=getattr(lead, f"{prefix}_claimed_at"),
                        sent_at=getattr(lead, sent_field),
                        next_attempt_at=now if status in ("pending", "retrying") else None,
                    )
                )
            if len(rows) >= 1000:
                Delivery.objects.bulk_create(rows)
                rows = []
        Delivery.objects.bulk_create(rows)
    # created_at is auto_now_add: give migrated rows their lead's time instead of today's.
    for model_name, owner in (("ContactSubmission", "contact"), ("QuoteRequest", "quote")):
        model = apps.get_model("leads", model_name)
        for pk, created_at in model.objects.values_list("pk", "created_at").iterator(chunk_size=500):
            Delivery.objects.filter(**{f"{owner}_id": pk}).update(created_at=created_at)


def backward(apps, schema_editor):
    Delivery = apps.get_model("leads", "Delivery")
    for model_name, owner in (("ContactSubmission", "contact"), ("QuoteRequest", "quote")):
        model = apps.get_model("leads", model_name)
        for delivery in Delivery.objects.filter(**{f"{owner}__isnull": False}).iterator(chunk_size=500):
            prefix, sent_field = KINDS[delivery.kind]
            model.objects.filter(pk=getattr(delivery, f"{owner}_id")).update(
                **{
                    f"{prefix}_status": delivery.status,
                    f"{prefix}_attempts": delivery.attempts,
                    f"{prefix}_error": delivery.last_error,
                    f"{prefix}_claimed_at": delivery.claimed_at,
                    sent_field: delivery.sent_at,
                }
            )
    Delivery.objects.all().delete()


class Migration(migrations.Migration):
    dependencies = [
        ("leads", "0004_delivery_rows"),
    ]

    operations = [migrations.RunPython(forward, backward)]
