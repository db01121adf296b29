import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "agency.settings")

_django = get_wsgi_application()

from agency.request_body import drain_unread_body  # noqa: E402 - after Django is set up


def application(environ, start_response):
    """Django, then whatever of the request body it left unread (agency.request_body)."""
    try:
        return _django(environ, start_response)
    finally:
        drain_unread_body(environ)
