from django.conf import settings
from django.http import Http404, HttpResponsePermanentRedirect, HttpResponseServerError, JsonResponse
from django.shortcuts import render
from django.template import loader
from django.urls import Resolver404, resolve
from django.views.static import serve
from drf_spectacular.views import SpectacularAPIView
from rest_framework.permissions import AllowAny, IsAdminUser

from agency.context_processors import shell_links
from agency.exceptions import SERVER_ERROR
from agency.media_policy import media_headers

NOT_FOUND = "There is no API endpoint at this address."


def _is_api(request) -> bool:
    return request.path.startswith("/api/")


def page_not_found(request, exception=None):
    if _is_api(request):
        return JsonResponse({"detail": NOT_FOUND}, status=404)
    return render(request, "404.html", status=404)


def server_error(request):
    # An error outside any API view (middleware, URL resolution) still answers an API client in JSON.
    if _is_api(request):
        return JsonResponse({"detail": SERVER_ERROR}, status=500)
    # Rendered without a request context: the database behind the context processors may be down.
    return HttpResponseServerError(loader.get_template("500.html").render({"home_url": _home_url()}))


def _home_url() -> str:
    """The home page in the active language, or "/" when the URLs themselves are what failed."""
    try:
        return shell_links()["home"]
    except Exception:
        return "/"


def trailing_slash_redirect(request, path: str):
    """`/about/` answers 301 to `/about` (the canonical address the sitemap lists), query string kept.

    Only an address that exists without the slash is redirected; anything else is the usual 404.
    """
    target = "/" + path
    if target.startswith("//"):  # "//host/" must never become a redirect to another site.
        raise Http404
    try:
        match = resolve(target)
    except Resolver404:
        raise Http404 from None
    if match.func is trailing_slash_redirect:
        raise Http404
    query = request.META.get("QUERY_STRING", "")
    return HttpResponsePermanentRedirect(f"{target}?{query}" if query else target)


def media(request, path: str):
    """Uploaded files (/media/) when no web server or object storage serves them (SERVE_MEDIA)."""
    if not settings.SERVE_MEDIA:
        raise Http404
    response = serve(request, path, document_root=settings.MEDIA_ROOT)
    # Nothing uploaded may run in the site's origin, even opened on its own (the same headers as
    # nginx's /media/ in production: agency.uploads.media_headers).
    del response["Content-Disposition"]  # FileResponse's "inline; filename=...": ours decides
    for name, value in media_headers(path).items():
        response[name] = value
    return response


class ApiSchemaView(SpectacularAPIView):
    """/api/schema/: open outside production; in production only a signed-in staff session reads it
    (API_SCHEMA_PUBLIC), since it describes the staff endpoints too."""

    def get_permissions(self):
        return [AllowAny()] if settings.API_SCHEMA_PUBLIC else [IsAdminUser()]
