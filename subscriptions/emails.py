"""The two emails a reader gets: "confirm your subscription" and "your link to unsubscribe".

Built at send time from the delivery's recipient (delivery.emails.register_email, from
SubscriptionsConfig.ready); delivery.queue sends them with the lead emails' retries.

They carry nothing the visitor typed but the address itself: anyone can type anyone's address in
the form, so whatever these say, the agency says to that address. Each has a one-click unsubscribe
link (RFC 8058: `List-Unsubscribe` and `List-Unsubscribe-Post`), which a mail program may POST.
"""

from email import policy as mail_policy

from django.conf import settings
from django.core.mail import EmailMessage
from django.template.loader import render_to_string
from django.urls import reverse

from agency.identity import email_sender, site_identity
from delivery.models import Delivery
from subscriptions import tokens, wording

# RFC 5322 allows header lines of 998 characters. At the default 78, the mail library cannot fold
# a long URL (it has no spaces) and writes List-Unsubscribe as RFC 2047 encoded words, which mail
# providers do not read there: the one-click link would be lost.
HEADER_LINE_LENGTH = 998


class ReaderEmail(EmailMessage):
    """An email to a reader, whose List-Unsubscribe header stays one readable line."""

    def message(self, *, policy=mail_policy.default):
        return super().message(policy=policy.clone(max_line_length=HEADER_LINE_LENGTH))


def confirm_url(email: str) -> str:
    return settings.SITE_URL + reverse("subscriptions:confirm", args=[tokens.confirm_token(email)])


def unsubscribe_url(email: str) -> str:
    return settings.SITE_URL + reverse("subscriptions:unsubscribe", args=[tokens.unsubscribe_token(email)])


def _message(delivery: Delivery, *, subject: str, template: str, context: dict) -> EmailMessage:
    email = delivery.recipient
    identity = site_identity()
    leave = unsubscribe_url(email)
    context = {
        **context,
        "email": email,
        "site_name": identity.name,
        "contact_email": identity.email,
        "unsubscribe_url": leave,
        "valid_days": tokens.CONFIRM_VALID_FOR.days,
    }
    return ReaderEmail(
        subject=subject.format(site=identity.name),
        body=render_to_string(f"subscriptions/emails/{template}.txt", context),
        from_email=email_sender(),
        to=[email],
        reply_to=[identity.email],
        headers={"List-Unsubscribe": f"<{leave}>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click"},
    )


def confirmation(delivery: Delivery) -> EmailMessage:
    return _message(
        delivery,
        subject=wording.EMAILS["confirmation_subject"],
        template="confirmation",
        context={"confirm_url": confirm_url(delivery.recipient)},
    )


def unsubscribe_link(delivery: Delivery) -> EmailMessage:
    return _message(
        delivery, subject=wording.EMAILS["unsubscribe_subject"], template="unsubscribe_link", context={}
    )
