from django.http import HttpResponseServerError
from django.shortcuts import render
from django.template import loader


def page_not_found(request, exception=None):
    return render(request, "404.html", status=404)


def server_error(request):
    # Rendered without a request context: the database behind the context processors may be down.
    return HttpResponseServerError(loader.get_template("500.html").render())
