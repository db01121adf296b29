"""Where a built form's leads go is decided by those who may read leads, never by an editor: an
editor ticks recipients that lead managers set up, and no post of theirs (the admin's add and change
forms as drawn, or crafted with a typed address, webhooks and the mailbox switch) sends a lead's
personal data anywhere else; the lead mailbox hears of every lead unless a superuser says otherwise,
and restoring an older version of a form changes nobody who hears of it (forms.admin_built_forms)."""

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from django.urls import reverse
from reversion.models import Version

from delivery.models import Delivery, DeliveryKind, WebhookEndpoint
from leads.lead_emails import staff_notification
from leads.models import BuiltForm, Lead, NotificationRecipient
from tests.forms.test_built_forms import VALID
from tests.marketing.test_admin import form_data
from tests.staff.factories import ContentEditorFactory, StaffUserFactory

pytestmark = pytest.mark.django_db

MAILBOX = "leads@acme.example"
OUTSIDE = "harvest@outside.example"
FIELDS = "leads_builtformfield_set"


@pytest.fixture(autouse=True)
def lead_mailbox(settings, no_fill_minimum):
    settings.ENQUIRY_EMAIL = MAILBOX


def signed_in(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


@pytest.fixture
def editor():
    return signed_in(ContentEditorFactory())


@pytest.fixture
def superuser():
    return signed_in(
        get_user_model().objects.create_superuser("root", "root@example.com", "a-long-passphrase")
    )


@pytest.fixture
def endpoints(db):
    """Two webhooks a superuser set up, both hearing of every new lead: the agency's CRM, and one an
    editor would like a form's leads to go to alone."""
    crm = WebhookEndpoint.objects.create(url="https://crm.example.com/hooks", events=["lead.created"])
    other = WebhookEndpoint.objects.create(url="https://hooks.example.net/in", events=["lead.created"])
    return crm, other


def change_url(form: BuiltForm) -> str:
    return reverse("admin:leads_builtform_change", args=[form.pk])


def drawn(client: Client, url: str) -> dict:
    """What the browser posts back from the admin's form at `url` (the fixture's hidden field was
    made without the label the admin asks for: it gets one)."""
    data = form_data(client.get(url))
    for key, value in list(data.items()):
        if key.startswith(FIELDS) and key.endswith("-key") and value == "campaign":
            data[key.removesuffix("key") + "label"] = "Campaign"
    return data


def saved(response) -> bool:
    """The admin saved the form (its redirect); else the reasons it gave, in the failure's message."""
    if response.status_code == 302:
        return True
    context = response.context
    inlines = context["inline_admin_formsets"]
    errors = [context["adminform"].form.errors, *(i.formset.errors for i in inlines)]
    raise AssertionError(f"{response.status_code}: {errors} {[i.formset.non_form_errors() for i in inlines]}")


def send_lead(slug: str) -> Lead:
    response = Client().post(f"/forms/{slug}", VALID, HTTP_REFERER=f"http://testserver/forms/{slug}")
    assert response.status_code == 303
    return Lead.objects.get(form=f"built-{BuiltForm.objects.get(slug=slug).pk}")


def where_it_went(lead: Lead) -> tuple[list[str], set[int]]:
    """The addresses the staff email is written to, and the webhooks that hear of the lead."""
    notification = Delivery.objects.get(lead=lead, kind=DeliveryKind.NOTIFICATION)
    webhooks = set(
        Delivery.objects.filter(lead=lead, kind=DeliveryKind.LEAD_CREATED).values_list("endpoint", flat=True)
    )
    return staff_notification(lead, notification.recipient).to, webhooks


def test_an_editor_sees_the_recipients_to_tick_and_nothing_else_about_where_leads_go(
    editor, audit, endpoints
):
    html = editor.get(change_url(audit)).content.decode()
    assert 'type="checkbox" name="recipients"' in html
    assert "Audit desk &lt;audits@example.com&gt;" in html and "Sales team &lt;sales@example.com&gt;" in html
    assert "Every lead is emailed to the agency's lead mailbox and to the recipients ticked below." in html
    for name in ("notify", "webhooks", "notifies_lead_mailbox"):
        assert f'name="{name}"' not in html, name
    # No way to add a recipient from the form either.
    assert reverse("admin:leads_notificationrecipient_add") not in html


def test_with_no_recipients_set_up_an_editor_gets_no_empty_chooser(editor):
    html = editor.get(reverse("admin:leads_builtform_add")).content.decode()
    assert 'name="recipients"' not in html and 'name="webhooks"' not in html
    assert "Every lead is emailed to the agency's lead mailbox" in html


@pytest.mark.parametrize("view", ["add", "change"])
def test_no_post_of_an_editor_sends_a_lead_anywhere_they_chose(editor, audit, endpoints, view):
    crm, other = endpoints
    sales = NotificationRecipient.objects.get(email="sales@example.com")
    data = drawn(editor, change_url(audit))
    url = change_url(audit)
    if view == "add":
        # The same form as a new one: its fields without the ids of the rows they were drawn from.
        data = {key: value for key, value in data.items() if not key.endswith(("-id", "-parent"))}
        data |= {f"{FIELDS}-INITIAL_FORMS": "0", "name": "Spring audit", "slug": "spring-audit"}
        url = reverse("admin:leads_builtform_add")
    # Crafted: a typed address, the webhook the editor wants alone, the mailbox switch left off.
    data |= {"notify": OUTSIDE, "webhooks": [str(other.pk)], "recipients": [str(sales.pk)]}
    data.pop("notifies_lead_mailbox", None)
    response = editor.post(url, data)
    assert response.status_code == 302, response.context and response.context["adminform"].form.errors

    form = BuiltForm.objects.get(slug="spring-audit" if view == "add" else "free-audit")
    assert form.notifies_lead_mailbox and not form.webhooks.exists()
    addresses, webhooks = where_it_went(send_lead(form.slug))
    assert addresses == [MAILBOX, "sales@example.com"]
    assert webhooks == {crm.pk, other.pk}  # every webhook that hears of leads, as a superuser set them
    assert not Delivery.objects.filter(recipient__icontains="outside.example").exists()


def test_an_editor_can_neither_set_up_a_recipient_nor_a_webhook(editor, audit):
    sales = NotificationRecipient.objects.get(email="sales@example.com")
    for name in ("changelist", "add"):
        assert editor.get(reverse(f"admin:leads_notificationrecipient_{name}")).status_code == 403
    change = reverse("admin:leads_notificationrecipient_change", args=[sales.pk])
    assert editor.post(change, {"name": "Sales team", "email": OUTSIDE}).status_code == 403
    assert (
        editor.post(
            reverse("admin:leads_notificationrecipient_add"), {"name": "Me", "email": OUTSIDE}
        ).status_code
        == 403
    )
    hook = {"url": "https://outside.example/hook", "events": ["lead.created"], "active": "on"}
    assert editor.post(reverse("admin:delivery_webhookendpoint_add"), hook).status_code == 403
    assert NotificationRecipient.objects.filter(email=OUTSIDE).count() == 0
    assert not WebhookEndpoint.objects.exists()
    index = editor.get("/django-admin/").content.decode()
    assert "Notification recipients" not in index


def test_restoring_an_older_version_changes_nobody_who_hears_of_the_leads(editor, audit, endpoints):
    crm, _other = endpoints
    data = drawn(editor, change_url(audit))
    assert saved(editor.post(change_url(audit), {**data, "heading": "An older heading"}))
    older = Version.objects.get_for_object(audit).order_by("pk").last()
    assert editor.post(change_url(audit), {**data, "heading": "Today's heading"}).status_code == 302
    # Since then, a superuser sent the form's leads to one recipient and the CRM, without the mailbox.
    sales = NotificationRecipient.objects.get(email="sales@example.com")
    BuiltForm.objects.filter(pk=audit.pk).update(notifies_lead_mailbox=False)
    audit.recipients.set([sales])
    audit.webhooks.set([crm])

    revision = reverse("admin:leads_builtform_revision", args=[audit.pk, older.pk])
    assert editor.post(revision, drawn(editor, revision)).status_code == 302

    audit.refresh_from_db()
    assert audit.heading == "An older heading"
    assert not audit.notifies_lead_mailbox
    assert list(audit.recipients.all()) == [sales] and list(audit.webhooks.all()) == [crm]
    assert where_it_went(send_lead("free-audit")) == (["sales@example.com"], {crm.pk})


def test_a_superuser_may_take_the_mailbox_off_a_form_and_a_form_left_with_nobody_keeps_it(
    superuser, audit, endpoints
):
    crm, _other = endpoints
    html = superuser.get(change_url(audit)).content.decode()
    assert 'name="notifies_lead_mailbox"' in html and 'name="webhooks"' in html
    data = drawn(superuser, change_url(audit))
    data.pop("notifies_lead_mailbox")
    data |= {"recipients": [str(NotificationRecipient.objects.get(email="audits@example.com").pk)]}
    data |= {"webhooks": [str(crm.pk)]}
    assert saved(superuser.post(change_url(audit), data))
    assert where_it_went(send_lead("free-audit")) == (["audits@example.com"], {crm.pk})

    # The recipient is gone (a lead manager deleted it): the next lead goes to the mailbox.
    NotificationRecipient.objects.all().delete()
    Lead.objects.all().delete()
    assert where_it_went(send_lead("free-audit"))[0] == [MAILBOX]


def test_a_lead_manager_sets_up_the_recipients_each_address_once(db):
    manager = signed_in(StaffUserFactory())
    add = reverse("admin:leads_notificationrecipient_add")
    assert manager.post(add, {"name": "Sales team", "email": "sales@example.com"}).status_code == 302
    again = manager.post(add, {"name": "Sales, again", "email": "SALES@example.com"})
    assert again.status_code == 200
    assert "This address is a recipient already." in again.content.decode()
    listed = manager.get(reverse("admin:leads_notificationrecipient_changelist")).content.decode()
    assert "sales@example.com" in listed
    assert NotificationRecipient.objects.count() == 1
