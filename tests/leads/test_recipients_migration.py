"""Migrations 0022-0024: the addresses typed in built forms' notify boxes become approved notification
recipients chosen on the forms that named them (each address once, whatever its case; nothing
typed is lost), every form keeps the lead mailbox, and unapplied, each box lists its addresses again."""

BEFORE = ("leads", "0021_built_forms")
AFTER = ("leads", "0025_remove_builtform_notify")


def _form(apps, slug: str, notify: str):
    return apps.get_model("leads", "BuiltForm").objects.create(
        name=slug.replace("-", " ").capitalize(), slug=slug, heading=slug, notify=notify
    )


def test_typed_addresses_become_recipients_of_their_forms_and_come_back(migrator):
    old = migrator.apply_tested_migration(BEFORE).apps
    audit = _form(old, "free-audit", "audits@harbor.example\nSales@harbor.example")
    webinar = _form(old, "webinar", "sales@harbor.example, events@harbor.example")
    quiet = _form(old, "quiet", "")

    new = migrator.apply_tested_migration(AFTER).apps
    BuiltForm = new.get_model("leads", "BuiltForm")
    Recipient = new.get_model("leads", "NotificationRecipient")
    assert sorted(Recipient.objects.values_list("email", flat=True)) == [
        "Sales@harbor.example",
        "audits@harbor.example",
        "events@harbor.example",
    ]
    assert all(recipient.name == recipient.email for recipient in Recipient.objects.all())

    def chosen(form) -> list[str]:
        return sorted(BuiltForm.objects.get(pk=form.pk).recipients.values_list("email", flat=True))

    assert chosen(audit) == ["Sales@harbor.example", "audits@harbor.example"]
    assert chosen(webinar) == ["Sales@harbor.example", "events@harbor.example"]
    assert chosen(quiet) == []
    assert list(BuiltForm.objects.order_by("pk").values_list("notifies_lead_mailbox", flat=True)) == [
        True,
        True,
        True,
    ]

    back = migrator.apply_tested_migration(BEFORE).apps
    boxes = dict(back.get_model("leads", "BuiltForm").objects.values_list("slug", "notify"))
    assert boxes == {
        "free-audit": "audits@harbor.example\nSales@harbor.example",
        "webinar": "Sales@harbor.example\nevents@harbor.example",
        "quiet": "",
    }
