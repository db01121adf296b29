"""The page shell: header, footer, the not-found page and the redirecting session screens."""

import os
import subprocess
import sys

import pytest
from django.test import RequestFactory

from agency.context_processors import site

# The header and footer list the catalogue's services and solutions.
pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("catalogue")]


def test_home_has_header_and_footer_navigation(client):
    response = client.get("/")
    assert response.status_code == 200
    html = response.content.decode()
    for label in ("Products", "Use Cases", "About", "Pricing", "Contact", "Get Started"):
        assert label in html
    assert 'href="/pricing" class="btn btn-primary' in html
    assert 'href="/privacy-policy"' in html
    assert 'href="/terms-of-service"' in html
    assert "hello@driftlinedigital.com" in html


def test_footer_lists_the_first_five_services(client):
    html = client.get("/").content.decode()
    footer = html[html.index("<footer") :]
    services = ["/services/social-media", "/services/seo", "/services/advertising"]
    services += ["/services/development", "/services/business"]
    for href in services:
        assert f'href="{href}"' in footer
    assert "/services/product-design" not in footer
    assert "/services/lead-generation" not in footer


def test_header_products_and_use_cases_link_to_every_item(client):
    html = client.get("/").content.decode()
    header = html[html.index("<header") : html.index("</header>")]
    for href in ("/ai-automation", "/services/seo", "/services/lead-generation", "/solutions/ecommerce"):
        # Once in the desktop dropdown, once in the mobile menu.
        assert header.count(f'href="{href}"') == 2


def test_unknown_path_is_a_404_page(client):
    response = client.get("/does-not-exist")
    assert response.status_code == 404
    html = response.content.decode()
    assert "<title>Page Not Found | Driftline Digital</title>" in html
    assert '<meta name="description" content="The page you requested does not exist' in html
    # The spec's heading, with "404" said once: large, as part of the heading itself.
    assert '<h1 class="not-found-heading"><span class="not-found-code">404</span> Page Not Found</h1>' in html
    assert html.count("404") == 1
    assert "Sorry, the page you are looking for doesn't exist or has been moved." in html
    assert '<a href="/" class="btn btn-primary mt-8">Return to Homepage</a>' in html


@pytest.mark.parametrize("path", ["/login", "/dashboard", "/dashboard/", "/dashboard/settings"])
def test_session_screens_redirect_home(client, path):
    response = client.get(path)
    assert response.status_code == 302
    assert response["Location"] == "/"


@pytest.mark.parametrize(
    ("path", "shown"), [("/", True), ("/about", True), ("/login", False), ("/dashboard/x", False)]
)
def test_header_and_footer_hidden_on_session_paths(path, shown):
    request = RequestFactory().get(path)
    assert site(request)["show_chrome"] is shown


def test_site_config_is_emitted_once_as_json(client):
    html = client.get("/").content.decode()
    assert html.count('id="site-config"') == 1
    assert '<script id="site-config" type="application/json">' in html


def _import_settings(env: dict) -> subprocess.CompletedProcess:
    full_env = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_")} | env
    return subprocess.run(
        [
            sys.executable,
            "-c",
            "import django; from django.conf import settings; django.setup(); print('ok')",
        ],
        env=full_env | {"DJANGO_SETTINGS_MODULE": "agency.settings"},
        capture_output=True,
        text=True,
        check=False,
    )


@pytest.mark.parametrize("key", ["", "short", "django-insecure-" + "x" * 60, "ab" * 40])
def test_production_refuses_a_missing_or_weak_secret_key(key):
    result = _import_settings({"DJANGO_ENV": "production", "DJANGO_SECRET_KEY": key})
    assert result.returncode != 0
    assert "DJANGO_SECRET_KEY is missing or weak" in result.stderr


def test_production_starts_with_a_strong_secret_key():
    key = "k3y-Q9v!x7Lm2#pR8sT4wZ6yB1nC5dF0gH3jK7mN9qS2uV4xY6zA8bD0eG"
    result = _import_settings(
        {
            "DJANGO_ENV": "production",
            "DJANGO_SECRET_KEY": key,
            "DJANGO_ALLOWED_HOSTS": "example.com",
            "TRUSTED_PROXY_COUNT": "1",
            "SITE_URL": "https://example.com",
        }
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok"


def test_pages_carry_a_strict_content_security_policy(client):
    policy = client.get("/")["Content-Security-Policy"]
    directives = dict(part.strip().split(" ", 1) for part in policy.split(";"))
    # The nonce appears only when a template used it; 'self' always does.
    assert directives["script-src"].startswith("'self'")
    assert "unsafe-inline" not in directives["script-src"]
    assert directives["object-src"] == "'none'"
    assert directives["frame-ancestors"] == "'none'"


def test_production_refuses_to_guess_how_many_proxies_stand_in_front():
    key = "k3y-Q9v!x7Lm2#pR8sT4wZ6yB1nC5dF0gH3jK7mN9qS2uV4xY6zA8bD0eG"
    result = _import_settings(
        {"DJANGO_ENV": "production", "DJANGO_SECRET_KEY": key, "DJANGO_ALLOWED_HOSTS": "example.com"}
    )
    assert result.returncode != 0
    assert "Set TRUSTED_PROXY_COUNT" in result.stderr


@pytest.mark.parametrize("path", ["/loginx", "/dashboards/q3", "/login-help"])
def test_pages_merely_starting_like_the_session_paths_keep_their_chrome(path):
    assert site(RequestFactory().get(path))["show_chrome"] is True


def test_an_empty_database_url_means_sqlite():
    result = subprocess.run(
        [
            sys.executable,
            "-c",
            "import django; from django.conf import settings; django.setup(); "
            "print(settings.DATABASES['default']['ENGINE'])",
        ],
        env={k: v for k, v in os.environ.items() if not k.startswith("DJANGO_")}
        | {"DJANGO_SETTINGS_MODULE": "agency.settings", "DATABASE_URL": ""},
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.stdout.strip() == "django.db.backends.sqlite3", result.stderr
