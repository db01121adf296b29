"""The addresses typed in built forms' `notify` boxes become approved notification recipients, each
address once (whatever its case), chosen on the forms that named it; nothing typed is lost. Every
form keeps the lead mailbox too (the rule since 0023: it hears of every lead unless a superuser
says otherwise). Unapplied, each form's box lists its recipients' addresses again, one a line."""

from django.db import migrations


def typed_addresses(text: str) -> list[str]:
    """A `notify` box's addresses, one a line or separated by commas (as the box accepted them)."""
    return [part.strip() for part in (text or "").replace(",", "\n").splitlines() if part.strip()]


def notify_into_recipients(apps, schema_editor):
    BuiltForm = apps.get_model("leads", "BuiltForm")
    Recipient = apps.get_model("leads", "NotificationRecipient")
    for form in BuiltForm.objects.exclude(notify="").order_by("pk"):
        for address in typed_addresses(form.notify):
            recipient = Recipient.objects.filter(email__iexact=address).first()
            if recipient is None:
                recipient = Recipient.objects.create(name=address, email=address)
            form.recipients.add(recipient)


def recipients_into_notify(apps, schema_editor):
    BuiltForm = apps.get_model("leads", "BuiltForm")
    chosen = BuiltForm.recipients.through.objects.select_related("notificationrecipient").order_by("pk")
    boxes: dict[int, list[str]] = {}
    for row in chosen:
        boxes.setdefault(row.builtform_id, []).append(row.notificationrecipient.email)
    for pk, addresses in boxes.items():
        BuiltForm.objects.filter(pk=pk).update(notify="\n".join(addresses))


class Migration(migrations.Migration):
    dependencies = [
        ("leads", "0023_notification_recipients"),
    ]

    operations = [migrations.RunPython(notify_into_recipients, recipients_into_notify)]
