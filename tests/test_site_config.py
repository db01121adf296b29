"""The islands' config names the lead endpoints by their URL names, so it follows the URLconf."""

import json

import pytest
from django.test import RequestFactory
from django.urls import include, path

from agency.context_processors import site_config
from forms.apis import ContactCreateApi, QuoteRequestCreateApi


def test_the_lead_endpoints_in_the_islands_config(client, db):
    html = client.get("/").content.decode()
    config = json.loads(
        html.split('<script id="site-config" type="application/json">')[1].split("</script>")[0]
    )
    assert config["urls"]["contact"] == "/api/contact"
    assert config["urls"]["quoteRequest"] == "/api/quote-request"
    assert client.options("/api/contact").status_code != 404


leads_elsewhere = [
    path("forms/send", ContactCreateApi.as_view(), name="contact-create"),
    path("forms/quote", QuoteRequestCreateApi.as_view(), name="quote-request-create"),
]


# This module doubles as a URLconf that mounts the lead endpoints somewhere else.
urlpatterns = [
    path("v2/", include((leads_elsewhere, "leads"))),
    path("", include("marketing.urls")),
]


@pytest.mark.django_db
@pytest.mark.urls(__name__)
def test_the_config_follows_the_url_configuration():
    urls = site_config(RequestFactory().get("/"))["urls"]
    assert urls["contact"] == "/v2/forms/send"
    assert urls["quoteRequest"] == "/v2/forms/quote"


@pytest.mark.parametrize(
    ("setting", "header"), [("HTTP_X_CSRFTOKEN", "X-CSRFToken"), ("HTTP_X_XSRF_TOKEN", "X-Xsrf-Token")]
)
def test_the_csrf_header_name_comes_from_the_setting(client, db, settings, setting, header):
    settings.CSRF_HEADER_NAME = setting
    html = client.get("/").content.decode()
    config = json.loads(
        html.split('<script id="site-config" type="application/json">')[1].split("</script>")[0]
    )
    assert config["csrfHeaderName"] == header
