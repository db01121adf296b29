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


CLICK_IDS = ("gclid", "gbraid", "wbraid", "fbclid", "msclkid", "li_fat_id", "ttclid")


def test_campaign_links_click_ids_and_unknown_parameters_share_the_cached_page(client):
    client.get("/about")
    for name in CLICK_IDS:
        response = client.get(f"/about?utm_source=newsletter&utm_campaign=fall&{name}=abc")
        assert response["X-Page-Cache"] == "hit", name
    response = client.get("/sitemap.xml")
    for query in ("b=8271", "p=2", "b=1&b=2&zz="):
        again = client.get(f"/sitemap.xml?{query}")
        assert again["X-Page-Cache"] == "hit", query
        assert again.content == response.content


def test_a_parameter_a_page_reads_is_its_own_copy_spelled_one_way(client):
    """/insights reads `page`: page 2 is a page of its own, its first value counts (as nginx's
    $arg_page), an empty one is page 1, and a number spelled otherwise than its links is a 404."""
    first = client.get("/insights")
    assert client.get("/insights?page=&utm_source=x")["X-Page-Cache"] == "hit"
    assert "X-Page-Cache" not in client.get("/insights?page=1")  # a copy of its own
    assert client.get("/insights?page=1&page=02")["X-Page-Cache"] == "hit"
    assert client.get("/insights?page=1").content == first.content
    assert client.get("/insights?page=02").status_code == 404
    assert client.get("/insights?page=02&page=1").status_code == 404


def _cached_pages() -> int:
    from django.core.cache import cache

    return sum(1 for key in cache._cache if ":marketing:page:" in key)  # the test's memory cache


def test_made_up_thank_you_values_add_no_copy_and_are_kept_by_no_cache_in_front(client):
    """The thank-you pages read a contact service, which form and a phone: a value no form sends is
    dropped like an unknown parameter, so it reaches the page without it and adds no copy; nginx,
    which keys on the values as sent, is told to keep none of those answers."""
    known = client.get("/contact/thank-you?form=page&service=seo&phone=1")
    assert known["Cache-Control"].startswith("public, ")
    plain = client.get("/contact/thank-you")
    copies = _cached_pages()
    for query in ("service=made-up-1", "service=made-up-2&form=x", "phone=2&form=home2", "form=<b>"):
        response = client.get(f"/contact/thank-you?{query}")
        assert response.status_code == 200
        assert response["X-Page-Cache"] == "hit", query  # the copy without the made-up value
        assert response.content == plain.content
        assert _private(response), query
    mixed = client.get("/contact/thank-you?form=page&service=seo&phone=1&service=x&form=page")
    assert mixed["X-Page-Cache"] == "hit"  # the first value counts, and it is known
    assert mixed["Cache-Control"].startswith("public, ")
    assert _cached_pages() == copies


def test_a_thank_you_page_with_a_lead_reference_is_never_cached(client):
    """A lead's signed reference makes the page the visitor's own: made-up references neither reach
    a stored copy nor make one, and no cache in front keeps the answer."""
    client.get("/get-started/thank-you")
    copies = _cached_pages()
    for token in ("made-up", "another-one"):
        response = client.get(f"/get-started/thank-you?lead={token}")
        assert response.status_code == 200
        assert "X-Page-Cache" not in response
        assert _private(response)
    assert _cached_pages() == copies


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


def _nginx_page_query(path: str):
    """What nginx's `map $uri $page_query` gives for `path` (first match; None: the default)."""
    import re

    from agency.proxy import page_parameters

    for regex, query in page_parameters():
        if re.search(regex.replace(r"\z", r"\Z"), path):
            return query
    return None


@pytest.mark.parametrize(
    ("path", "query"),
    [
        ("/", ()),
        ("/es/", ()),
        ("/about", ()),
        ("/es/nosotros", ()),
        ("/sitemap.xml", ()),
        ("/services/seo", ()),
        ("/work/service/seo", ()),
        ("/insights", ("page",)),
        ("/insights/topic/seo", ("page",)),
        ("/es/articulos/autores/ana-ruiz", ("page",)),
        ("/insights/local-seo-checklist", ()),
        # The search page's question, starting the contact form's message: that answer is private.
        ("/contact", ("message",)),
        ("/es/contacto", ("message",)),
        ("/contact/thank-you", ("service", "form", "phone", "lead", "guide")),
        ("/es/automatizacion-ia/gracias", ("service", "form", "phone", "lead", "guide")),
        # Not a cached page: nginx keeps its query string.
        ("/book", None),
        ("/search", None),
        ("/es/buscar", None),
        ("/api/contact", None),
        ("/django-admin/", None),
        ("/admin", None),
        ("/about/", None),
        ("/services/seo/extra", None),
    ],
)
def test_nginx_keys_each_cached_page_by_the_parameters_its_view_reads(path, query):
    assert _nginx_page_query(path) == query
