"""Addresses typed or pasted with a trailing slash reach the page (issue 15, item 3)."""

import json

import pytest

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("slashed", "canonical"),
    [
        ("/about/", "/about"),
        ("/pricing/", "/pricing"),
        ("/contact/", "/contact"),
        ("/ai-automation/", "/ai-automation"),
        ("/privacy-policy/", "/privacy-policy"),
        ("/terms-of-service/", "/terms-of-service"),
        ("/services/seo/", "/services/seo"),
        ("/solutions/startups/", "/solutions/startups"),
    ],
)
def test_a_slashed_public_page_answers_301_to_its_canonical_address(client, catalogue, slashed, canonical):
    response = client.get(slashed)
    assert response.status_code == 301
    assert response["Location"] == canonical
    assert client.get(response["Location"]).status_code == 200


def test_the_redirect_keeps_the_query_string(client, catalogue):
    response = client.get("/about/?utm_source=newsletter&utm_campaign=spring")
    assert response.status_code == 301
    assert response["Location"] == "/about?utm_source=newsletter&utm_campaign=spring"


def test_a_slashed_address_that_does_not_exist_is_a_404(client, catalogue):
    assert client.get("/no-such-page/").status_code == 404
    assert client.get("/about/team/").status_code == 404


def test_a_double_slash_never_redirects_to_another_site(rf, catalogue):
    # The test client reads "//evil.example/" as a host, so the view is called with the path a
    # server would pass for that request line.
    from django.http import Http404

    from agency.views import trailing_slash_redirect

    with pytest.raises(Http404):
        trailing_slash_redirect(rf.get("/"), path="/evil.example")


VALID_CONTACT = {
    "name": "Dana Reyes",
    "email": "dana@example.com",
    "company": "Harbor Bikes",
    "service": "other",
    "message": "We would like a quote for a new website.",
}


def test_the_contact_endpoint_accepts_the_slashed_address(client, catalogue):
    response = client.post("/api/contact/", json.dumps(VALID_CONTACT), content_type="application/json")
    assert response.status_code == 201
    assert "id" in response.json()


def test_the_quote_endpoint_accepts_the_slashed_address(client, catalogue):
    response = client.post("/api/quote-request/", "{}", content_type="application/json")
    assert response.status_code == 400
    assert response["Content-Type"].startswith("application/json")


def test_the_lead_urls_the_islands_read_stay_slash_less(client, catalogue):
    from django.urls import reverse

    assert reverse("leads:contact-create") == "/api/contact"
    assert reverse("leads:quote-request-create") == "/api/quote-request"


def test_a_slash_less_address_that_does_not_exist_is_a_404_not_a_redirect(client, catalogue):
    assert client.get("/does-not-exist").status_code == 404


def test_the_content_admin_without_its_slash_still_opens(client):
    response = client.get("/django-admin")
    assert response.status_code == 301
    assert response["Location"] == "/django-admin/"
