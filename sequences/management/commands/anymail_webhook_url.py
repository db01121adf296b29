"""Print the address to give the mail provider for its bounce and complaint events.

    manage.py anymail_webhook_url postmark     (amazon_ses, mailgun, postmark, sendgrid)

The address carries the basic-authentication user and password anymail checks (settings.ANYMAIL,
derived from the secret key): keep it as secret as the key.
"""

from urllib.parse import urlsplit, urlunsplit

from django.conf import settings
from django.core.management.base import BaseCommand

PROVIDERS = ("amazon_ses", "mailgun", "postmark", "sendgrid")


class Command(BaseCommand):
    help = "Print the tracking webhook address (with its credentials) to give the mail provider."

    def add_arguments(self, parser):
        parser.add_argument("provider", choices=PROVIDERS)

    def handle(self, *args, provider: str, **options):
        site = urlsplit(settings.SITE_URL)
        netloc = f"{settings.ANYMAIL['WEBHOOK_SECRET']}@{site.netloc}"
        self.stdout.write(urlunsplit((site.scheme, netloc, f"/anymail/{provider}/tracking/", "", "")))
