"""The two emails every lead causes: the notification to staff and the acknowledgement to the visitor."""

from django.conf import settings
from django.core.mail import EmailMessage
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils import timezone

from leads.models import ContactSubmission, Lead
from marketing.selectors import email_sender


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
        "site_name": settings.SITE_NAME,
    }
    subject = f"{what} from {_one_line(lead.name)}"
    if lead.company:
        subject += f" ({_one_line(lead.company)})"
    return EmailMessage(
        subject=f"[{settings.SITE_NAME}] {subject}",
        body=render_to_string("leads/emails/staff_notification.txt", context),
        from_email=email_sender(),
        to=[settings.ENQUIRY_EMAIL],
        reply_to=[lead.email],
    )


def acknowledgement(lead: Lead) -> EmailMessage:
    """A short thank-you to the visitor: the 24-hour reply promise and a copy of what they sent."""
    from leads.selectors import NOT_PROVIDED, lead_answer_rows

    is_contact = isinstance(lead, ContactSubmission)
    context = {
        "lead": lead,
        "what": "message" if is_contact else "request",
        "answers": [(label, value) for label, value in lead_answer_rows(lead) if value != NOT_PROVIDED],
        "site_name": settings.SITE_NAME,
        "contact_email": settings.CONTACT_EMAIL,
    }
    subject = "We received your message" if is_contact else "We received your request"
    return EmailMessage(
        subject=f"{subject} - {settings.SITE_NAME}",
        body=render_to_string("leads/emails/acknowledgement.txt", context),
        from_email=email_sender(),
        to=[lead.email],
        reply_to=[settings.CONTACT_EMAIL],
    )


def _admin_url(lead: Lead) -> str:
    path = reverse(f"admin:leads_{lead._meta.model_name}_change", args=[lead.pk])
    return f"{settings.SITE_URL}{path}"


def _one_line(text: str) -> str:
    # Mail headers cannot hold line breaks; visitors' names occasionally do.
    return " ".join(text.split())[:80]
