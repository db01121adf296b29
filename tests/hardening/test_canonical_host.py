"""One canonical origin: no Host header a stranger sends is reflected in a page or adds a cache entry.

Issue 23: `Host: localhost:<any port>` was accepted, its port landed in the canonical and og: URLs
and in the page-cache key, so fifty requests stored fifty copies of the home page.
"""

import re

import pytest
from django.core.cache import cache
from django.core.management import call_command
from django.test import Client

from forms.form_views import cross_site
from tests.hardening.public_pages import PUBLIC_PAGES

pytestmark = pytest.mark.django_db

SITE = "https://www.driftline.example"
# Fifty spellings a stranger might send: other ports, letter case, a trailing dot, other names.
VARIANTS = (
    [f"www.driftline.example:{port}" for port in range(20001, 20029)]
    + [f"WWW.Driftline.Example:{port}" for port in (8080, 8443, 1)]
    + [f"www.driftline.example.:{port}" for port in (8443, 444, 65535)]
    + [f"localhost:{port}" for port in (80, 443, 8000, 8443)]
    + ["evil.example", "EVIL.example.", "driftline.example", "www.driftline.example.evil.example"]
    + ["127.0.0.1", "[::1]:443", "www.driftline.example:0443", "www.driftline.example:443:443"]
    + ["www.driftline.example@evil.example", "www.driftline.example/evil", "", "xn--drftline-example"]
)


@pytest.fixture
def production_hosts(settings, catalogue):
    settings.SITE_URL = SITE
    settings.ALLOWED_HOSTS = ["www.driftline.example"]
    settings.HOST_PORT_CHECK = True
    settings.ALLOWED_HOST_PORTS = ["443"]
    cache.clear()
    call_command("refresh_pages", verbosity=0)


def entries() -> int:
    return len(cache._cache)  # the tests' LocMemCache


def test_fifty_host_variants_are_refused_add_no_cache_entry_and_reflect_nothing(production_hosts):
    assert len(VARIANTS) == 50
    visitor = Client()
    home = visitor.get("/", HTTP_HOST="www.driftline.example", secure=True)
    assert home.status_code == 200
    before = entries()
    for host in VARIANTS:
        response = visitor.get("/", HTTP_HOST=host, secure=True)
        assert response.status_code == 400, host
        body = response.content.decode(errors="replace")
        for part in re.split(r"[:@/\[\]]", host):
            if len(part) >= 4 and part.lower().rstrip(".") != "www.driftline.example":
                assert part not in body, f"{host!r} reflected"
    assert entries() == before, "no Host variant stored anything"


ACCEPTED = ["www.driftline.example", "WWW.DRIFTLINE.EXAMPLE.", "www.driftline.example:443"]


@pytest.mark.parametrize("host", ACCEPTED)
def test_accepted_spellings_of_the_configured_host_share_one_cache_entry_and_the_configured_urls(
    production_hosts, host
):
    visitor = Client()
    visitor.get("/about", HTTP_HOST="www.driftline.example", secure=True)
    before = entries()
    response = visitor.get("/about", HTTP_HOST=host, secure=True)
    assert response.status_code == 200
    html = response.content.decode()
    assert f'<link rel="canonical" href="{SITE}/about">' in html
    assert re.search(rf'<meta property="og:url" content="{re.escape(SITE)}/about"', html)
    assert entries() == before


def test_the_sites_record_follows_site_url_at_every_migrate_and_the_deploy_check_says_when_not(settings):
    """Issue 43: the Sites record stayed "example.com", and the Atom feed's <id> named it."""
    from django.contrib.sites.models import Site

    from agency.sites import site_record_matches

    assert Site.objects.get_current().domain == "testserver"  # SITE_URL's host, written by migrate
    settings.SITE_URL = SITE
    settings.ALLOWED_HOSTS = ["www.driftline.example", "testserver"]
    warnings = site_record_matches()
    assert [w.id for w in warnings] == ["agency.W001"]
    assert "names testserver, not SITE_URL's www.driftline.example" in warnings[0].msg
    call_command("migrate", verbosity=0)
    assert site_record_matches() == []
    site = Site.objects.get_current()
    assert (site.domain, site.name) == ("www.driftline.example", "www.driftline.example")
    feed = Client().get("/insights/atom.xml", HTTP_HOST="www.driftline.example", secure=True)
    assert f"<id>{SITE}/insights</id>".encode() in feed.content


def test_the_sitemap_and_social_tags_use_the_configured_origin_whatever_the_host(settings, catalogue):
    settings.SITE_URL = SITE
    settings.ALLOWED_HOSTS = ["*"]
    visitor = Client()
    for path in ("/sitemap.xml", *PUBLIC_PAGES[:5]):
        body = visitor.get(path, HTTP_HOST="evil.example:1234").content.decode()
        # ":1234", not "1234": factory copy ("Step text 1234") may hold the digits, never a port.
        assert "evil.example" not in body and ":1234" not in body, path


def test_production_redirects_plain_http_to_the_configured_name(production_hosts, settings):
    settings.SECURE_SSL_REDIRECT = True
    settings.SECURE_SSL_HOST = "www.driftline.example"
    response = Client().get("/about?x=1", HTTP_HOST="WWW.driftline.example.")
    assert response.status_code == 301
    assert response["Location"] == "https://www.driftline.example/about?x=1"


@pytest.mark.parametrize(
    "headers,refused",
    [
        ({"HTTP_ORIGIN": "https://www.driftline.example"}, False),
        ({"HTTP_ORIGIN": "http://www.driftline.example"}, True),  # the scheme differs
        ({"HTTP_ORIGIN": "https://www.driftline.example:8443"}, True),
        ({"HTTP_ORIGIN": "https://evil.example"}, True),
        ({"HTTP_REFERER": "https://evil.example/landing"}, True),  # a foreign Referer alone
        ({"HTTP_REFERER": "http://www.driftline.example/contact"}, True),
        ({"HTTP_REFERER": "https://www.driftline.example/contact?utm_source=x"}, False),
        ({}, False),  # a browser that names nothing
    ],
)
def test_a_form_post_naming_another_origin_is_cross_site(rf, settings, headers, refused):
    settings.SITE_URL = SITE
    settings.ALLOWED_HOSTS = ["www.driftline.example"]
    request = rf.post("/contact", HTTP_HOST="www.driftline.example", secure=True, **headers)
    assert cross_site(request) is refused
