"""A sequence email as the reader gets it: the step's subject and body in the enrollment's
language, the placeholders filled in, the footer (why the reader gets it, the agency's postal
address, how to leave) and the one-click unsubscribe headers of RFC 8058:

    List-Unsubscribe: <https://…/email/unsubscribe/<signed>>, <mailto:…?subject=unsubscribe>
    List-Unsubscribe-Post: List-Unsubscribe=One-Click

The mailto part only when SEQUENCES_UNSUBSCRIBE_MAILTO is set. No tracking pixel, no rewritten
links: the links are the ones the editor wrote.
"""

from email import policy as mail_policy

from django.conf import settings
from django.core.mail import EmailMultiAlternatives
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils import formats, timezone, translation
from django.utils.safestring import mark_safe

from agency.i18n import path_in_language
from agency.identity import email_sender
from agency.richtext import rich_text_to_text, sanitize_rich_text
from leads.booking import scheduling_page
from marketing.selectors import site_identity
from sequences import placeholders, tokens
from sequences.models import Enrollment, SequenceStep, StepSend

# RFC 5322 allows 998 characters a header line: at the default 78 the mail library would write the
# long List-Unsubscribe as RFC 2047 encoded words, which providers do not read there.
HEADER_LINE_LENGTH = 998


class SequenceEmail(EmailMultiAlternatives):
    def message(self, *, policy=mail_policy.default):
        return super().message(policy=policy.clone(max_line_length=HEADER_LINE_LENGTH))


def unsubscribe_url(enrollment: Enrollment) -> str:
    path = reverse("sequences:unsubscribe", args=[tokens.unsubscribe_token(enrollment)])
    return settings.SITE_URL + path_in_language(path, enrollment.language)


def booking_url(enrollment: Enrollment) -> str:
    path = reverse("sequences:book", args=[tokens.book_token(enrollment)])
    return settings.SITE_URL + path_in_language(path, enrollment.language)


def unsubscribe_headers(enrollment: Enrollment) -> dict[str, str]:
    links = [f"<{unsubscribe_url(enrollment)}>"]
    mailto = settings.SEQUENCES_UNSUBSCRIBE_MAILTO
    if mailto:
        links.append(f"<mailto:{mailto}?subject=unsubscribe>")
    return {"List-Unsubscribe": ", ".join(links), "List-Unsubscribe-Post": "List-Unsubscribe=One-Click"}


def values_for(enrollment: Enrollment) -> placeholders.Values:
    language = enrollment.language
    with translation.override(language):
        contact = path_in_language(reverse("marketing:contact"), language)
    return placeholders.Values(
        first_name=placeholders.first_name(enrollment.lead.name)
        or placeholders.fallback_first_name(language),
        agency_name=site_identity().name,
        booking_link=booking_url(enrollment) if scheduling_page() else settings.SITE_URL + contact,
    )


def step_email(step: SequenceStep, enrollment: Enrollment, *, to: str) -> SequenceEmail:
    """The email of `step` for `enrollment`, addressed to `to` (the lead, or staff for a test)."""
    language = enrollment.language
    values = values_for(enrollment)
    identity = site_identity()
    leave = unsubscribe_url(enrollment)
    with translation.override(language):
        # Cleaned again once filled in: what the placeholders added goes through nh3 too.
        body = sanitize_rich_text(placeholders.fill_body(step.body_in(language), values))
        context = {
            "body_html": mark_safe(body),  # noqa: S308 - nh3 keeps only the allowed markup
            "body_text": rich_text_to_text(body),
            "site_name": identity.name,
            "address": identity.address_line,
            "entered_on": formats.date_format(timezone.localtime(enrollment.entered_at), "DATE_FORMAT"),
            "unsubscribe_url": leave,
        }
        message = SequenceEmail(
            subject=placeholders.fill_subject(step.subject_in(language), values),
            body=render_to_string("sequences/emails/step.txt", context),
            from_email=email_sender(),
            to=[to],
            reply_to=[identity.email],
            headers=unsubscribe_headers(enrollment),
        )
        message.attach_alternative(render_to_string("sequences/emails/step.html", context), "text/html")
    return message


def send_email(reference: str) -> SequenceEmail:
    """The builder of the delivery queue (sequences.sending): the email of "sequence-send:<id>"."""
    pk = int(reference.rpartition(":")[2])
    send = StepSend.objects.select_related("step", "enrollment__lead").get(pk=pk)
    return step_email(send.step, send.enrollment, to=send.enrollment.lead.email.strip())
