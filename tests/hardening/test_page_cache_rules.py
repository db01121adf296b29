"""What the page cache may and may not serve from a stored copy."""

import pytest

from tests.support.seeded import seed_held_for_a_module

pytestmark = pytest.mark.django_db


@pytest.fixture(scope="module")
def seed(django_db_setup, django_db_blocker):
    yield from seed_held_for_a_module(django_db_blocker)


@pytest.fixture(autouse=True)
def content(seed, db):
    """The seed, loaded once for the module (tests/support/seeded.py)."""


def test_campaign_links_share_the_cached_page(client):
    client.get("/about")
    response = client.get("/about?utm_source=newsletter&utm_campaign=fall&gclid=abc")
    assert response["X-Page-Cache"] == "hit"


def test_other_query_strings_are_never_served_from_the_cache(client):
    client.get("/sitemap.xml")
    response = client.get("/sitemap.xml?p=2")
    assert "X-Page-Cache" not in response
    assert response.status_code == 404


def test_a_cached_page_keeps_the_headers_its_view_set(client):
    first = client.get("/sitemap.xml")
    second = client.get("/sitemap.xml")
    assert second["X-Page-Cache"] == "hit"
    assert second["Content-Type"] == first["Content-Type"]
    for header in ("X-Robots-Tag", "Last-Modified"):
        assert second[header] == first[header]


def _private(response) -> bool:
    directives = {part.strip() for part in response.get("Cache-Control", "").split(",")}
    return {"private", "no-store"} <= directives and "public" not in directives


@pytest.mark.parametrize("path", ["/admin", "/django-admin/login/", "/api/admin/session", "/api/schema/"])
def test_the_staff_area_the_admin_and_the_api_are_never_stored(client, path):
    response = client.get(path)
    assert _private(response), f"{path}: {response.get('Cache-Control')}"
    assert "X-Page-Cache" not in response


def test_a_lead_answer_is_never_stored(client):
    response = client.post("/api/contact", {}, content_type="application/json")
    assert response.status_code == 400
    assert _private(response)


def test_signed_in_visitors_get_private_pages(client, django_user_model):
    public = client.get("/about")
    assert public["Cache-Control"].startswith("public, ")
    user = django_user_model.objects.create_user(username="member", password="x-long-password-1")
    client.force_login(user)
    for _ in range(2):
        response = client.get("/about")
        assert response.status_code == 200
        assert _private(response)
        assert "X-Page-Cache" not in response


def test_anonymous_pages_set_no_cookie_and_say_public(client):
    response = client.get("/pricing")
    assert not response.cookies
    assert response["Cache-Control"].startswith("public, max-age=")
    assert "s-maxage=" in response["Cache-Control"]
    assert "stale-while-revalidate=" in response["Cache-Control"]


def test_a_response_that_sets_a_cookie_is_private_whatever_its_view_said():
    from django.http import HttpResponse
    from django.test import RequestFactory

    from agency.middleware import PrivateResponsesMiddleware

    def view(request):
        response = HttpResponse("<p>hello</p>")
        response["Cache-Control"] = "public, max-age=60, s-maxage=300"
        response.set_cookie("seen", "1")
        return response

    response = PrivateResponsesMiddleware(view)(RequestFactory().get("/about"))
    assert _private(response)
