"""The emails a lead causes: the notification to staff and the acknowledgement to the visitor.

leads.delivery decides when they go; this module only says what they say."""

from django.conf import settings
from django.core.mail import EmailMessage
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils import timezone

from agency.identity import email_sender, site_identity
from leads.models import ContactSubmission, Delivery, DeliveryKind, Lead


def staff_notification(lead: Lead) -> EmailMessage:
    """A plain-text email to ENQUIRY_EMAIL with every answer in readable form; replies go to the lead."""
    from leads.selectors import lead_answer_rows, lead_tracking_rows

    what = "Contact message" if isinstance(lead, ContactSubmission) else "Quote request"
    context = {
        "lead": lead,
        "what": what,
        "source": lead.get_source_display(),
        "received_at": timezone.localtime(lead.created_at),
        "answers": lead_answer_rows(lead),
        "tracking": lead_tracking_rows(lead),
        "admin_url": _admin_url(lead),
        "site_name": site_identity().name,
    }
    subject = f"{what} from {_one_line(lead.name)}"
    if lead.company:
        subject += f" ({_one_line(lead.company)})"
    return EmailMessage(
        subject=f"[{site_identity().name}] {subject}",
        body=render_to_string("leads/emails/staff_notification.txt", context),
        from_email=email_sender(),
        to=[settings.ENQUIRY_EMAIL],
        reply_to=[lead.email],
    )


def acknowledgement(lead: Lead) -> EmailMessage:
    """A fixed thank-you to the visitor with the 24-hour reply promise.

    It carries nothing the visitor typed (not even their name): anyone can put any address in a
    form, so whatever this email says, the agency says to that address. Copying the visitor's
    words would let strangers send their text from our domain.
    """
    is_contact = isinstance(lead, ContactSubmission)
    identity = site_identity()
    context = {
        "what": "message" if is_contact else "request",
        "site_name": identity.name,
        "contact_email": identity.email,
    }
    subject = "We received your message" if is_contact else "We received your request"
    return EmailMessage(
        subject=f"{subject} - {identity.name}",
        body=render_to_string("leads/emails/acknowledgement.txt", context),
        from_email=email_sender(),
        to=[lead.email],
        reply_to=[identity.email],
    )


_BUILDERS = {DeliveryKind.NOTIFICATION: staff_notification, DeliveryKind.ACKNOWLEDGEMENT: acknowledgement}


def send_delivery(delivery: Delivery) -> None:
    """The email channel's sender for leads.delivery: build the kind's message and hand it over."""
    _BUILDERS[delivery.kind](delivery.lead).send()


def _admin_url(lead: Lead) -> str:
    path = reverse(f"admin:leads_{lead._meta.model_name}_change", args=[lead.pk])
    return f"{settings.SITE_URL}{path}"


def _one_line(text: str) -> str:
    # Mail headers cannot hold line breaks; visitors' names occasionally do.
    return " ".join(text.split())[:80]
