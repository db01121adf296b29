"""The request body a view refused unread is read to its end before the answer goes out.

Django refuses a body over its limit without reading it (RequestDataTooBig for a form over
DATA_UPLOAD_MAX_MEMORY_SIZE, the lead API's 413 for one over LEADS_MAX_BODY_BYTES). gunicorn then
reads what is left itself before it keeps the connection, but at most 64 KB: past that it closes
the connection after an answer that said "keep-alive". nginx, which keeps its connections to
gunicorn open (deploy/nginx.conf.template), may send the next request, a lead say, on that
connection in the instant before the close reaches it, and answers that visitor 502 ("upstream
prematurely closed connection"): nginx never retries a POST on another connection.

So the rest of the body is read here, up to the largest body nginx lets through
(`largest_body()`, which is nginx's own client_max_body_size: docs/operators/production.md). A
larger one only comes from a client talking to gunicorn directly, which is closed as before.
"""

from django.conf import settings

CHUNK = 64 * 1024


def largest_form_body() -> int:
    """The largest body of a form or API post: Django's own limit, and nginx's for every address
    but the Django admin's."""
    return settings.DATA_UPLOAD_MAX_MEMORY_SIZE


def largest_body() -> int:
    """The largest body nginx lets through: a Django admin save with one picture at its largest
    (UPLOAD_MAX_BYTES) plus the form's fields."""
    return settings.UPLOAD_MAX_BYTES + settings.DATA_UPLOAD_MAX_MEMORY_SIZE


def drain_unread_body(environ: dict) -> None:
    stream = environ.get("wsgi.input")
    try:
        length = int(environ.get("CONTENT_LENGTH") or 0)
    except ValueError:
        return
    if stream is None or length <= 0 or length > largest_body():
        return
    try:
        # gunicorn's stream ends at the declared length: this reads only what Django left.
        while stream.read(CHUNK):
            pass
    except OSError:
        pass  # the client went away: gunicorn closes the connection itself
