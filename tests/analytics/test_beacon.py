"""The beacon counts page views and form steps as daily totals, and nothing else: each rule a
privacy-minded visitor would check, seen from outside (the endpoint, the table)."""

import json

import pytest
from django.core.cache import cache
from django.utils import timezone

from analytics.models import DailyCount

pytestmark = [pytest.mark.django_db, pytest.mark.clock]

BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36"


@pytest.fixture(autouse=True)
def fresh():
    cache.clear()  # a new content version: the sitemaps are read afresh
    yield
    cache.clear()


def send(client, body, *, agent=BROWSER, address="198.51.100.7", **headers):
    raw = body if isinstance(body, (str, bytes)) else json.dumps(body)
    return client.post(
        "/api/beacon",
        raw,
        content_type="text/plain;charset=UTF-8",
        HTTP_USER_AGENT=agent,
        REMOTE_ADDR=address,
        **headers,
    )


def totals():
    return {
        (row.path, row.source, row.medium, row.campaign, row.form, row.step): row.count
        for row in DailyCount.objects.all()
    }


def test_a_page_view_is_one_row_of_todays_totals_and_repeats_add_to_it(client):
    for _ in range(3):
        assert send(client, {"p": "/pricing"}).status_code == 204
    [row] = DailyCount.objects.all()
    assert (row.day, row.path, row.source, row.count) == (timezone.localdate(), "/pricing", "direct", 3)


def test_the_source_is_the_campaign_else_the_other_sites_domain_else_direct(client):
    send(client, {"p": "/", "u": {"source": "Newsletter", "medium": "email", "campaign": "spring"}})
    send(client, {"p": "/", "r": "https://www.google.com/search?q=agency"})
    send(client, {"p": "/", "r": "http://testserver/about"})  # our own page is no source
    send(client, {"p": "/"})
    assert totals() == {
        ("/", "newsletter", "email", "spring", "", ""): 1,
        ("/", "google.com", "referral", "", "", ""): 1,
        ("/", "direct", "", "", "", ""): 2,
    }


def test_form_steps_are_counted_under_their_form(client):
    send(client, {"p": "/", "f": "hero-quiz", "s": "open"})
    send(client, {"p": "/", "f": "hero-quiz", "s": "3"})
    send(client, {"p": "/pricing", "f": "pricing-quiz", "s": "sent"})
    assert totals() == {
        ("/", "direct", "", "", "hero-quiz", "open"): 1,
        ("/", "direct", "", "", "hero-quiz", "3"): 1,
        ("/pricing", "direct", "", "", "pricing-quiz", "sent"): 1,
    }


@pytest.mark.parametrize(
    "headers",
    [{"HTTP_SEC_GPC": "1"}, {"HTTP_DNT": "1"}],
    ids=["global privacy control", "do not track"],
)
def test_a_visitor_who_asks_not_to_be_counted_is_not_counted(client, headers):
    response = send(client, {"p": "/pricing"}, **headers)
    assert response.status_code == 204
    assert DailyCount.objects.count() == 0


@pytest.mark.parametrize(
    "agent",
    [
        "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
        "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0)",
        "facebookexternalhit/1.1",
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/131.0 Safari/537.36",
        "curl/8.5.0",
        "python-requests/2.32",
        "",
    ],
)
def test_known_bots_and_scripts_are_not_counted(client, agent):
    assert send(client, {"p": "/pricing"}, agent=agent).status_code == 204
    assert DailyCount.objects.count() == 0


@pytest.mark.parametrize(
    "path",
    [
        "/no-such-page",
        "/services/not-a-service",
        "/admin",
        "/django-admin/",
        "/api/contact",
        "/sitemap.xml",
        "/robots.txt",
        "pricing",
        "/" + "a" * 300,
        12,
    ],
)
def test_only_the_sites_public_pages_are_counted(client, path, contact_services):
    assert send(client, {"p": path}).status_code == 204
    assert DailyCount.objects.count() == 0


def test_a_spanish_page_is_counted_at_its_spanish_address(client, contact_services):
    """The beacon (/api/beacon, an English address) reads /es/precios in Spanish, as its page does."""
    for path in ("/es/precios", "/es/contacto", "/es/"):
        send(client, {"p": path})
    assert sorted(DailyCount.objects.values_list("path", flat=True)) == [
        "/es/",
        "/es/contacto",
        "/es/precios",
    ]


def test_a_catalogue_page_the_sitemap_lists_is_counted(client, contact_services):
    service = next(item for item in contact_services if item.slug == "seo")
    send(client, {"p": f"/services/{service.slug}"})
    send(client, {"p": "/get-started/thank-you"})
    assert {row.path for row in DailyCount.objects.all()} == {
        f"/services/{service.slug}",
        "/get-started/thank-you",
    }


@pytest.mark.parametrize(
    "body",
    [
        {"p": "/", "f": "newsletter", "s": "open"},
        {"p": "/", "f": "hero-quiz", "s": "9"},
        {"p": "/", "f": "contact-home", "s": "book"},
        {"p": "/", "s": "open"},
        "not json",
        "[1, 2]",
        json.dumps({"p": "/", "pad": "x" * 3000}),
    ],
    ids=[
        "unknown form",
        "unknown step",
        "step of another form",
        "step without form",
        "text",
        "list",
        "too long",
    ],
)
def test_unknown_forms_steps_and_malformed_bodies_are_not_counted(client, body):
    assert send(client, body).status_code == 204
    assert DailyCount.objects.count() == 0


def test_the_beacon_is_throttled_per_address_like_the_lead_forms(client, settings):
    settings.ANALYTICS_THROTTLE = "3/min"
    for _ in range(5):
        assert send(client, {"p": "/"}, address="127.0.0.2").status_code == 204
    assert send(client, {"p": "/"}, address="127.0.0.3").status_code == 204
    assert DailyCount.objects.get().count == 4  # three from the first address, one from the second


def test_nothing_personal_is_stored_and_no_cookie_is_set(client):
    response = send(
        client,
        {"p": "/contact", "r": "https://news.example.org/story?id=42", "u": {}},
        address="203.0.113.77",
        HTTP_COOKIE="",
    )
    assert response.status_code == 204
    assert not response.cookies
    assert "Set-Cookie" not in response.headers
    [row] = DailyCount.objects.values()
    stored = json.dumps(row, default=str)
    for personal in ("203.0.113.77", "Chrome", "story", "id=42"):
        assert personal not in stored
    assert set(row) == {
        "id",
        "day",
        "path",
        "source",
        "medium",
        "campaign",
        "form",
        "step",
        "version",
        "count",
    }


def test_any_other_method_is_refused(client):
    assert client.get("/api/beacon").status_code == 405


def test_made_up_sources_beyond_the_days_cap_are_counted_as_other(client, settings):
    """Issue 43: 300 made-up sources stored 300 rows. A day keeps ANALYTICS_SOURCES_PER_DAY distinct
    sources (campaigns and referring domains alike); the rest add to "(other)", whatever the address."""
    settings.ANALYTICS_SOURCES_PER_DAY = 5
    settings.ANALYTICS_THROTTLE = "off"
    for n in range(40):
        address = f"198.51.100.{n + 1}"
        send(client, {"p": "/", "u": {"source": f"made-up-{n}", "campaign": f"c{n}"}}, address=address)
        send(client, {"p": "/", "r": f"https://site-{n}.example/"}, address=address)
    send(client, {"p": "/"})
    send(client, {"p": "/", "u": {"source": "made-up-0", "campaign": "c0"}})  # kept: counted today
    counted = totals()
    assert len(counted) == 5 + 2  # the five first sources, "(other)" and direct
    assert counted[("/", "made-up-0", "", "c0", "", "")] == 2
    assert counted[("/", "site-0.example", "referral", "", "", "")] == 1
    assert counted[("/", "(other)", "", "", "", "")] == 80 - 5
    assert counted[("/", "direct", "", "", "", "")] == 1
    assert sum(counted.values()) == 80 + 2  # every view counted
    # Another page the same day: the same five sources, the rest under "(other)" again.
    send(client, {"p": "/pricing", "u": {"source": "made-up-39"}})
    send(client, {"p": "/pricing", "r": "https://site-1.example/x"})
    assert {row.source for row in DailyCount.objects.filter(path="/pricing")} == {"(other)", "site-1.example"}
