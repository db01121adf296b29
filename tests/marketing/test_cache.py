"""Page caching: anonymous pages come from the cache until content changes; nonces are never reused."""

import re

import pytest
from django.contrib.auth.models import AnonymousUser
from django.http import HttpResponse
from django.middleware.csp import ContentSecurityPolicyMiddleware
from django.test import RequestFactory

from marketing.cache import CACHE_HIT_HEADER, cache_page_content
from marketing.services import content_changed
from tests.marketing.factories import FaqFactory

pytestmark = pytest.mark.django_db


def test_second_anonymous_request_is_served_from_the_cache(client, catalogue):
    first = client.get("/services/seo")
    assert first.status_code == 200 and CACHE_HIT_HEADER not in first
    second = client.get("/services/seo")
    assert second[CACHE_HIT_HEADER] == "hit"
    assert second.content == first.content
    assert "Content-Security-Policy" in second


def test_campaign_parameters_share_the_cached_page(client, catalogue):
    client.get("/pricing")
    assert client.get("/pricing?utm_source=newsletter&utm_campaign=spring")[CACHE_HIT_HEADER] == "hit"


def test_content_change_is_shown_on_the_next_request(client, catalogue):
    client.get("/pricing")
    FaqFactory(question="A brand new question?")
    assert "A brand new question?" not in client.get("/pricing").content.decode(), "still cached"
    content_changed()
    response = client.get("/pricing")
    assert CACHE_HIT_HEADER not in response
    assert "A brand new question?" in response.content.decode()


def test_not_found_pages_are_not_cached(client, catalogue):
    client.get("/services/nothing-here")
    assert CACHE_HIT_HEADER not in client.get("/services/nothing-here")


def test_signed_in_users_get_fresh_pages(client, catalogue, django_user_model):
    user = django_user_model.objects.create_user(username="editor", password="x-long-password-1")
    client.get("/about")
    client.force_login(user)
    assert CACHE_HIT_HEADER not in client.get("/about")
    assert CACHE_HIT_HEADER not in client.get("/about")


def _serve(view, path="/page"):
    """One request through the CSP middleware, as the site's middleware stack runs it."""
    request = RequestFactory().get(path)
    request.user = AnonymousUser()
    return ContentSecurityPolicyMiddleware(lambda req: view(req))(request)


def test_a_cached_page_never_reuses_a_csp_nonce():
    @cache_page_content
    def view(request):
        return HttpResponse(f'<script nonce="{request._csp_nonce}">start()</script>')

    responses = [_serve(view) for _ in range(3)]
    assert CACHE_HIT_HEADER not in responses[0]
    assert all(r[CACHE_HIT_HEADER] == "hit" for r in responses[1:])
    nonces = []
    for response in responses:
        body_nonce = re.search(r'nonce="([^"]+)"', response.content.decode()).group(1)
        header_nonce = re.search(r"'nonce-([^']+)'", response["Content-Security-Policy"]).group(1)
        assert body_nonce == header_nonce
        nonces.append(body_nonce)
    assert len(set(nonces)) == 3


def test_a_page_without_a_nonce_gets_no_nonce_from_the_cache():
    @cache_page_content
    def view(request):
        return HttpResponse("<p>plain</p>")

    _serve(view)
    cached = _serve(view)
    assert cached[CACHE_HIT_HEADER] == "hit"
    assert "nonce-" not in cached["Content-Security-Policy"]


def test_responses_that_set_cookies_are_not_cached():
    @cache_page_content
    def view(request):
        response = HttpResponse("<p>personal</p>")
        response.set_cookie("seen", "1")
        return response

    _serve(view)
    assert CACHE_HIT_HEADER not in _serve(view)
