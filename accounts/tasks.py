"""Background work for accounts, run by `manage.py db_worker`."""

from django.conf import settings
from django.core.mail import EmailMessage
from django.tasks import task
from django.template.loader import render_to_string


@task()
def send_account_exists_notice(email: str) -> None:
    """Tells the owner of `email` that someone tried to register it again: they have an account."""
    context = {"site_name": settings.SITE_NAME, "contact_email": settings.CONTACT_EMAIL}
    EmailMessage(
        subject=f"You already have an account with {settings.SITE_NAME}",
        body=render_to_string("accounts/emails/account_exists.txt", context),
        to=[email],
    ).send()
