"""Response headers Django's own middleware does not set."""

from django.conf import settings
from django.core.exceptions import DisallowedHost
from django.http.request import split_domain_port
from django.middleware.gzip import GZipMiddleware
from django.utils.cache import patch_vary_headers
from whitenoise.middleware import WhiteNoiseMiddleware

from agency.apps import PRIVATE_BUILD_FILES

# Paths whose answers belong to one person or change on every request: the staff page and its
# API, the content editors' admin and every API endpoint.
PERSONAL_PREFIXES = ("/admin/", "/django-admin/", "/api/")
PERSONAL_PATHS = ("/admin",)


class PermissionsPolicyMiddleware:
    """Turns off browser features the site never uses, for this page and anything it embeds."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        return self.process_response(request, self.get_response(request))

    def process_response(self, request, response):
        policy = settings.PERMISSIONS_POLICY
        if policy and "Permissions-Policy" not in response:
            response["Permissions-Policy"] = ", ".join(
                f"{feature}=({' '.join(allow)})" for feature, allow in policy.items()
            )
        return response


class PrivateResponsesMiddleware:
    """Nothing personal is ever kept by a shared cache (nginx, a CDN) or by the browser's disk.

    Public pages say `Cache-Control: public` themselves (publishing.page_cache). Whatever a view said,
    a response becomes `private, no-store` when it sets a cookie, answers a signed-in user, or
    belongs to the staff area, the Django admin or the API. It sits above the session middleware
    so that it sees the cookies that middleware adds.
    """

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        if is_personal(request, response):
            response["Cache-Control"] = "private, no-store"
            del response["Expires"]
        return response


def is_personal(request, response) -> bool:
    if response.cookies:
        return True
    path = request.path_info
    if path in PERSONAL_PATHS or path.startswith(PERSONAL_PREFIXES):
        return True
    # Static files answered by whitenoise never reach the authentication middleware.
    user = getattr(request, "user", None)
    return bool(user is not None and user.is_authenticated)


class CanonicalHostMiddleware:
    """Refuses (400) a Host whose name or port the site is not configured for.

    Django's ALLOWED_HOSTS checks the name (letter case and a trailing dot ignored) but lets any
    port through; with HOST_PORT_CHECK an explicit port must be SITE_URL's (or listed in
    ALLOWED_HOST_PORTS). Nothing is built from the Host anyway (SITE_URL is), so this keeps
    strangers from spelling one page a thousand ways into logs, caches and redirects.
    """

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        host = request.get_host()  # DisallowedHost (400) for a name outside ALLOWED_HOSTS
        if settings.HOST_PORT_CHECK:
            _name, port = split_domain_port(host)
            if port and port not in settings.ALLOWED_HOST_PORTS:
                raise DisallowedHost(f"Invalid port in HTTP_HOST header: {host!r}.")
        return self.get_response(request)


class StaticFilesMiddleware(WhiteNoiseMiddleware):
    """whitenoise, without the build's server-only files (Vite's manifest) when it serves the
    build folder directly (development, WHITENOISE_USE_FINDERS)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.private_urls = {self.static_prefix + name for name in PRIVATE_BUILD_FILES}
        for url in self.private_urls:
            self.files.pop(url, None)

    def find_file(self, url):
        return None if url in self.private_urls else super().find_file(url)


# What nginx compresses on the way out (deploy/nginx.conf.template's gzip_types), HTML aside.
COMPRESSED_BY_NGINX = frozenset(
    (
        "text/css",
        "application/javascript",
        "application/json",
        "image/svg+xml",
        "text/plain",
        "application/xml",
    )
)


class CompressedPagesMiddleware(GZipMiddleware):
    """Pages (HTML) go out gzipped to a browser that accepts it, as nginx sends them in `make
    prod`; whitenoise compresses the static files itself. Served by gunicorn alone, the home page
    is 72 kB, about 15 kB gzipped: three round trips fewer before a phone can paint it
    (docs/developers/quality.md). nginx asks Django for pages without Accept-Encoding, so its
    cache keeps the plain copy and compresses it for each client.

    Django's GZipMiddleware, limited to whole HTML answers: pictures and other files are compressed
    already or not worth it, and streamed answers (exports) keep their own pace. It pads each answer
    with random bytes (Django's defence against BREACH) and weakens the ETag, which a conditional
    request still matches."""

    def process_response(self, request, response):
        content_type = response.get("Content-Type", "")
        if response.streaming or not content_type.startswith("text/html"):
            # nginx compresses these for each client (its gzip_types): Django names Accept-Encoding
            # in Vary once, for nginx and every cache behind it (nginx adds none of its own).
            if content_type.split(";")[0].strip() in COMPRESSED_BY_NGINX:
                patch_vary_headers(response, ("Accept-Encoding",))
            return response
        return super().process_response(request, response)
