"""What the page cache may and may not serve from a stored copy."""

import pytest
from django.core.management import call_command

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def content(db):
    call_command("load_content", verbosity=0)


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
