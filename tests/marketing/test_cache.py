"""Page caching: anonymous pages come from the cache until content changes, byte for byte the
same for every visitor, with the headers that let a shared cache keep them and a browser revalidate."""

import pytest
from django.contrib.auth.models import AnonymousUser
from django.core.cache import cache
from django.http import HttpResponse
from django.middleware.csp import ContentSecurityPolicyMiddleware
from django.test import RequestFactory

from publishing.page_cache import CACHE_HIT_HEADER, VERSION_KEY, cache_page_content, content_version
from publishing.services import content_changed
from tests.marketing.factories import FaqFactory

pytestmark = pytest.mark.django_db


def test_second_anonymous_request_is_served_from_the_cache(client, catalogue):
    first = client.get("/services/seo")
    assert first.status_code == 200 and CACHE_HIT_HEADER not in first
    second = client.get("/services/seo")
    assert second[CACHE_HIT_HEADER] == "hit"
    # The same bytes and the same policy for every anonymous visitor: nothing per response.
    assert second.content == first.content
    assert b"nonce" not in second.content
    assert second["Content-Security-Policy"] == first["Content-Security-Policy"]
    assert "'nonce-" not in second["Content-Security-Policy"]
    assert second["ETag"] == first["ETag"]


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


def _serve(view, path="/page", **headers):
    """One request through the CSP middleware, as the site's middleware stack runs it."""
    request = RequestFactory().get(path, headers=headers)
    request.user = AnonymousUser()
    return ContentSecurityPolicyMiddleware(lambda req: view(req))(request)


def test_public_pages_tell_caches_how_long_to_keep_them(client, catalogue, settings):
    settings.PAGE_MAX_AGE, settings.PAGE_SHARED_MAX_AGE, settings.PAGE_STALE_WHILE_REVALIDATE = 30, 600, 45
    for response in (client.get("/pricing"), client.get("/pricing")):
        assert response["Cache-Control"] == "public, max-age=30, s-maxage=600, stale-while-revalidate=45"
        assert response["ETag"].startswith('"') and response["ETag"].endswith('"')
        assert response["Last-Modified"].endswith(" GMT")


def test_a_conditional_get_answers_304_until_the_content_changes(client, catalogue):
    first = client.get("/services/seo")
    etag = first["ETag"]
    not_modified = client.get("/services/seo", headers={"if-none-match": etag})
    assert not_modified.status_code == 304
    assert not_modified.content == b""
    assert not_modified["ETag"] == etag
    assert not_modified["Cache-Control"].startswith("public, ")
    since = client.get("/services/seo", headers={"if-modified-since": first["Last-Modified"]})
    assert since.status_code == 304

    content_changed()
    changed = client.get("/services/seo", headers={"if-none-match": etag})
    assert changed.status_code == 200
    assert changed["ETag"] != etag
    assert b"Search Engine Optimization" in changed.content


def test_a_conditional_get_is_answered_on_the_first_render_too(client, catalogue):
    etag = client.get("/about")["ETag"]
    # The stored copy is gone (evicted, say) but the content is the same: rendered afresh.
    version = content_version()
    cache.clear()
    cache.set(VERSION_KEY, version, timeout=None)
    assert client.get("/about", headers={"if-none-match": etag}).status_code == 304


def test_a_cached_page_is_served_as_stored_with_the_policy_of_every_page():
    @cache_page_content
    def view(request):
        return HttpResponse("<script>start()</script>")

    responses = [_serve(view) for _ in range(3)]
    assert CACHE_HIT_HEADER not in responses[0]
    assert all(r[CACHE_HIT_HEADER] == "hit" for r in responses[1:])
    assert {r.content for r in responses} == {b"<script>start()</script>"}
    assert len({r["Content-Security-Policy"] for r in responses}) == 1
    assert "nonce-" not in responses[0]["Content-Security-Policy"]
    assert len({r["ETag"] for r in responses}) == 1


def test_responses_that_set_cookies_are_not_cached():
    @cache_page_content
    def view(request):
        response = HttpResponse("<p>personal</p>")
        response.set_cookie("seen", "1")
        return response

    _serve(view)
    response = _serve(view)
    assert CACHE_HIT_HEADER not in response
    assert "public" not in response.get("Cache-Control", "")
    assert "ETag" not in response
