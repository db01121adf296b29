"""EMAIL_URL names the mail server in one variable (agency.env.mailer_from_url)."""

import pytest
from django.core.exceptions import ImproperlyConfigured

from agency.env import mailer_from_url

SMTP = "django.core.mail.backends.smtp.EmailBackend"


def test_an_smtp_url_with_starttls_and_an_encoded_password():
    backend, options = mailer_from_url(
        "smtp://agency%40example.com:p%40ss%2Fword@smtp.example.com:587?tls=true"
    )
    assert backend == SMTP
    assert options == {
        "host": "smtp.example.com",
        "port": 587,
        "username": "agency@example.com",
        "password": "p@ss/word",
        "use_ssl": False,
        "use_tls": True,
        "timeout": 10,
    }


def test_smtps_is_tls_from_the_first_byte_and_ports_default():
    assert mailer_from_url("smtps://mail.example.com")[1] == {
        "host": "mail.example.com",
        "port": 465,
        "username": "",
        "password": "",
        "use_ssl": True,
        "use_tls": False,
        "timeout": 10,
    }
    assert mailer_from_url("smtp://localhost")[1]["port"] == 25


def test_console_prints_and_anything_else_stops_the_start():
    assert mailer_from_url("console://") == ("django.core.mail.backends.console.EmailBackend", {})
    for wrong in ("smtp.example.com:587", "http://smtp.example.com", "smtp://"):
        with pytest.raises(ImproperlyConfigured, match="EMAIL_URL"):
            mailer_from_url(wrong)
