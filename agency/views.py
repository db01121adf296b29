from django.conf import settings
from django.http import HttpResponseServerError
from django.shortcuts import render
from django.template import loader
from django.views.static import serve


def page_not_found(request, exception=None):
    return render(request, "404.html", status=404)


def server_error(request):
    # Rendered without a request context: the database behind the context processors may be down.
    return HttpResponseServerError(loader.get_template("500.html").render())


def media(request, path):
    """Uploads (logo, service pictures) stored by the default storage on this machine's disk.
    In production a proxy (nginx) or the storage's own host (S3, a CDN) can serve MEDIA_URL instead."""
    response = serve(request, path, document_root=settings.MEDIA_ROOT)
    # An uploaded SVG opened on its own must not run anything in the site's origin.
    response["Content-Security-Policy"] = (
        "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox"
    )
    response["X-Content-Type-Options"] = "nosniff"
    return response
