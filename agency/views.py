from django.http import HttpResponseServerError, JsonResponse
from django.shortcuts import render
from django.template import loader

from agency.exceptions import SERVER_ERROR

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
    return HttpResponseServerError(loader.get_template("500.html").render())
