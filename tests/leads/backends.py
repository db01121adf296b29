"""Mail backends that stand in for a broken SMTP server in the notification tests."""

import smtplib

from django.core.mail.backends.locmem import EmailBackend as LocmemBackend


class FailingEmailBackend(LocmemBackend):
    """Every send fails the way an unreachable mail server does."""

    def send_messages(self, messages):
        raise smtplib.SMTPConnectError(421, "mail.example.com: service not available")


class FlakyEmailBackend(LocmemBackend):
    """Fails the first `failures_left` sends (set by the test), then delivers to the locmem outbox."""

    failures_left = 0

    def send_messages(self, messages):
        if FlakyEmailBackend.failures_left > 0:
            FlakyEmailBackend.failures_left -= 1
            raise smtplib.SMTPServerDisconnected("Connection unexpectedly closed")
        return super().send_messages(messages)
