from django.conf import settings
from django.http import HttpResponseServerError
from django.shortcuts import render
from django.template import loader
from drf_spectacular.views import SpectacularAPIView
from rest_framework.permissions import AllowAny, IsAdminUser


def page_not_found(request, exception=None):
    return render(request, "404.html", status=404)


def server_error(request):
    # Rendered without a request context: the database behind the context processors may be down.
    return HttpResponseServerError(loader.get_template("500.html").render())


class ApiSchemaView(SpectacularAPIView):
    """/api/schema/: open outside production; in production only a signed-in staff session reads it
    (API_SCHEMA_PUBLIC), since it describes the staff endpoints too."""

    def get_permissions(self):
        return [AllowAny()] if settings.API_SCHEMA_PUBLIC else [IsAdminUser()]
