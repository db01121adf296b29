"""The emails a lead causes: the notification to staff and the acknowledgement to the visitor.

delivery.queue decides when they go; this module only says what they say, and in which language:
the acknowledgement in the lead's own (the language of the form it was sent from), the staff
notification in the staff's (English), naming the lead's."""

from django.conf import settings
from django.core.mail import EmailMessage
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils import timezone, translation
from django.utils.translation import gettext as _

from agency.identity import email_sender, site_identity
from delivery.emails import register_email
from delivery.models import Delivery, DeliveryKind
from leads.guides import GuideLine, guide_line
from leads.models import DEFAULT_LANGUAGE, Lead, language_label


def staff_notification(lead: Lead, recipients: str = "") -> EmailMessage:
    """A plain-text email to ENQUIRY_EMAIL with every answer in readable form; replies go to the lead.

    Written in English whatever language is active (a worker may send it while a Spanish page's
    request is being answered); it says which language the lead was written in."""
    with translation.override(DEFAULT_LANGUAGE):
        return _staff_notification(lead, recipients)


def _staff_notification(lead: Lead, recipients: str) -> EmailMessage:
    from leads.selectors import built_form_name, lead_answer_rows, lead_tracking_rows

    what = built_form_name(lead) or ("Contact message" if lead.is_contact else "Quote request")
    context = {
        "lead": lead,
        "what": what,
        "source": lead.get_source_display(),
        "language": language_label(lead.language),
        "received_at": timezone.localtime(lead.created_at),
        "answers": lead_answer_rows(lead),
        "tracking": lead_tracking_rows(lead),
        "admin_url": _admin_url(lead),
        "site_name": site_identity().name,
    }
    subject = f"{what} from {_one_line(lead.name)}"
    if lead.company:
        subject += f" ({_one_line(lead.company)})"
    return _message(
        f"[{site_identity().name}] {subject}",
        "staff_notification",
        context,
        # The delivery's recipients (leads.services.notified), else the lead mailbox.
        to=[part.strip() for part in recipients.split(",") if part.strip()] or [settings.ENQUIRY_EMAIL],
        reply_to=lead.email,
    )


def acknowledgement(lead: Lead, guide: int | None = None) -> EmailMessage:
    """A fixed thank-you to the visitor with the 24-hour reply promise, subject and body in the
    language of the form the lead was sent from.

    It carries nothing the visitor typed (not even their name): anyone can put any address in a
    form, so whatever this email says, the agency says to that address. Copying the visitor's
    words would let strangers send their text from our domain.

    With `guide` (the id leads.services recorded on the delivery: the guide the lead's form
    offered), it carries the guide's title and a signed link to it, made now (leads.guides), good
    for GUIDE_LINK_MAX_AGE_DAYS.
    """
    with translation.override(lead.language or DEFAULT_LANGUAGE):
        return _acknowledgement(lead, guide_line(lead, guide))


def _acknowledgement(lead: Lead, guide: GuideLine | None) -> EmailMessage:
    is_contact = lead.is_contact
    identity = site_identity()
    context = {
        "what": "message" if is_contact else "request",
        "site_name": identity.name,
        "contact_email": identity.email,
        "guide": guide,
        "guide_days": settings.GUIDE_LINK_MAX_AGE_DAYS,
    }
    subject = _("We received your message") if is_contact else _("We received your request")
    if guide:
        subject = _("Your guide: {title}").format(title=guide.title)
    return _message(
        _("{subject} - {site_name}").format(subject=subject, site_name=identity.name),
        "acknowledgement",
        context,
        to=[lead.email],
        reply_to=identity.email,
    )


def _message(subject: str, template: str, context: dict, *, to: list[str], reply_to: str) -> EmailMessage:
    """One email from the agency's sender: the subject, and the body from leads/emails/<template>.txt."""
    return EmailMessage(
        subject=subject,
        body=render_to_string(f"leads/emails/{template}.txt", context),
        from_email=email_sender(),
        to=to,
        reply_to=[reply_to],
    )


def register_emails() -> None:
    """Tell delivery.emails how the lead's two emails are built from their deliveries (LeadsConfig.ready)."""
    register_email(
        DeliveryKind.NOTIFICATION, lambda delivery: staff_notification(delivery.lead, delivery.recipient)
    )
    register_email(
        DeliveryKind.ACKNOWLEDGEMENT, lambda delivery: acknowledgement(delivery.lead, _guide_of(delivery))
    )


def _guide_of(delivery: Delivery) -> int | None:
    """The guide an acknowledgement carries, as leads.services recorded it."""
    guide = delivery.payload.get("guide") if isinstance(delivery.payload, dict) else None
    return guide if isinstance(guide, int) else None


def _admin_url(lead: Lead) -> str:
    path = reverse(f"admin:leads_{lead.admin_model_name}_change", args=[lead.pk])
    return f"{settings.SITE_URL}{path}"


def _one_line(text: str) -> str:
    # Mail headers cannot hold line breaks; visitors' names occasionally do.
    return " ".join(text.split())[:80]
