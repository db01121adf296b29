"""Background work for accounts, run by `manage.py task_worker`."""

from django.core.mail import EmailMessage
from django.tasks import task
from django.template.loader import render_to_string

from agency.identity import email_sender, site_identity


@task()
def send_account_exists_notice(email: str) -> None:
    """Tells the owner of `email` that someone tried to register it again: they have an account."""
    identity = site_identity()
    context = {"site_name": identity.name, "contact_email": identity.email}
    EmailMessage(
        subject=f"You already have an account with {identity.name}",
        body=render_to_string("accounts/emails/account_exists.txt", context),
        from_email=email_sender(),
        to=[email],
    ).send()
