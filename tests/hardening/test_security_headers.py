"""Security headers on every public page, and production settings that pass Django's deploy check."""

import base64
import hashlib
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.hardening.public_pages import FORM_PAGES, PUBLIC_PAGES, WORK_FILTER_PAGES
from tests.support.seeded import seed_held_for_a_module

pytestmark = pytest.mark.django_db
ROOT = Path(__file__).resolve().parents[2]
STRONG_KEY = "Zq8-vN3#kL9!pR2@xT7$wB5%yC1^mD4&fG6*hJ0(sK8)uE3_aQ9+iO2=lP7~nU5"


@pytest.fixture(scope="module")
def seed(django_db_setup, django_db_blocker):
    yield from seed_held_for_a_module(django_db_blocker)


@pytest.fixture
def content(seed, db):
    """The seed, loaded once for the module (tests/support/seeded.py)."""


def _directives(policy: str) -> dict[str, str]:
    return dict(part.strip().split(" ", 1) for part in policy.split(";") if part.strip())


@pytest.mark.parametrize("path", [*PUBLIC_PAGES, *WORK_FILTER_PAGES, *FORM_PAGES, "/no-such-page"])
def test_every_public_page_sends_the_security_headers(client, content, path):
    response = client.get(path)
    assert response.status_code == (404 if path == "/no-such-page" else 200)

    csp = _directives(response["Content-Security-Policy"])
    assert csp["default-src"] == "'self'"
    assert csp["script-src"].split()[0] == "'self'"
    assert "'unsafe-inline'" not in csp["script-src"]
    assert "'unsafe-eval'" not in csp["script-src"]
    assert csp["object-src"] == "'none'"
    assert csp["base-uri"] == "'self'"
    assert csp["frame-ancestors"] == "'none'"

    assert response["X-Content-Type-Options"] == "nosniff"
    assert response["X-Frame-Options"] == "DENY"
    assert response["Referrer-Policy"] == "same-origin"
    assert response["Cross-Origin-Opener-Policy"] == "same-origin"
    permissions = response["Permissions-Policy"]
    for feature in ("camera=()", "microphone=()", "geolocation=()", "payment=()"):
        assert feature in permissions


def _inline_scripts(html: str) -> list[tuple[str, str]]:
    """(opening tag, text) of each inline script the browser would run."""
    scripts = []
    for chunk in html.split("<script")[1:]:
        tag, rest = chunk.split(">", 1)
        # Data blocks (json_script, JSON-LD) are never executed; scripts with src come from 'self'.
        if "application/json" not in tag and "application/ld+json" not in tag and " src=" not in tag:
            scripts.append((tag, rest.split("</script>", 1)[0]))
    return scripts


def _sha256_source(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"


@pytest.mark.parametrize("gtm_id", ["", "GTM-TEST123"])
@pytest.mark.parametrize("path", ["/", "/services/seo", "/pricing", "/no-such-page"])
def test_inline_scripts_are_allowed_by_their_hash_and_carry_no_nonce(client, content, settings, gtm_id, path):
    settings.GTM_ID = gtm_id
    response = client.get(path)
    scripts = _inline_scripts(response.content.decode())
    # The analytics snippet, and the tag manager loader when GTM_ID is set.
    assert len(scripts) == (2 if gtm_id else 1)
    script_src = _directives(response["Content-Security-Policy"])["script-src"].split()
    assert not any(source.startswith("'nonce-") for source in script_src)
    for tag, text in scripts:
        assert "nonce" not in tag
        assert _sha256_source(text) in script_src, f"inline script not allowed by its hash: <script{tag}>"


def _production_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "DATABASE_URL", "REDIS_URL"))}
    return env | {
        "DJANGO_ENV": "production",
        "DJANGO_SECRET_KEY": STRONG_KEY,
        "DJANGO_ALLOWED_HOSTS": "agency.example",
        "SITE_URL": "https://agency.example",
        "TRUSTED_PROXY_COUNT": "1",
        "DATABASE_URL": f"sqlite:///{tmp_path / 'prod.sqlite3'}",
        # Not the checkout's .cache/: a page cached by another test, run or worker is not served here.
        "CACHE_DIR": str(tmp_path / "cache"),
        **extra,
    }


def test_production_settings_pass_the_deploy_check(tmp_path):
    result = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=ROOT,
        env=_production_env(tmp_path),
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no issues" in result.stdout


PRODUCTION_PROBE = """
import django
django.setup()
from django.core.management import call_command
from django.test import Client
call_command("migrate", verbosity=0)
call_command("load_content", verbosity=0)
client = Client(HTTP_HOST="agency.example")
insecure = client.get("/about")
print("redirect", insecure.status_code, insecure.get("Location"))
secure = client.get("/about", secure=True)
print("status", secure.status_code)
print("hsts", secure.get("Strict-Transport-Security"))
staff = client.get("/admin", secure=True)
for morsel in staff.cookies.values():
    print("cookie", morsel.key, morsel["secure"], morsel["httponly"], morsel["samesite"])
"""


def test_production_serves_https_only_with_a_year_of_hsts_and_secure_cookies(tmp_path):
    result = subprocess.run(
        [sys.executable, "-c", PRODUCTION_PROBE],
        cwd=ROOT,
        env=_production_env(tmp_path, DJANGO_SETTINGS_MODULE="agency.settings"),
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert "redirect 301 https://agency.example/about" in lines
    assert "hsts max-age=31536000; includeSubDomains; preload" in lines
    cookies = [line for line in lines if line.startswith("cookie ")]
    assert cookies, "the staff page sets its CSRF cookie"
    for line in cookies:
        _, name, secure, _httponly, samesite = line.split(" ")
        assert secure == "True", name
        assert samesite in {"Lax", "Strict"}, name
