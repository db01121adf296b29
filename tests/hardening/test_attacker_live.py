"""Issue 10, tried as an attacker would, against real gunicorn processes.

Each test replays what the issue saw, from several client addresses on loopback (127.0.0.2 and
up, through httpx's local_address), and checks the site now holds:

1. every sign-in door (/django-admin/login/, /api/admin/login, /api/auth/login) is behind the one
   defence;
2. a forged X-Forwarded-For changes nobody's identity at any throttled endpoint;
3. guesses from one address never keep a staff member out from another;
5. with Redis unreachable, pages render, leads are accepted, staff sign in, and the outage is logged.
"""

import json
import re
import secrets
import uuid

import httpx
import pytest

from tests.leads.conftest import HOME_CONTACT, PRICING_QUIZ, payload
from tests.support.live import LiveDatabase, LiveServer

STAFF_USERNAME = "staffer"
STAFF_EMAIL = "staffer@example.com"
STAFF_PASSWORD = "harbor-lights-2026"
STAFF = {"STAFF_USERNAME": STAFF_USERNAME, "STAFF_EMAIL": STAFF_EMAIL, "STAFF_PASSWORD": STAFF_PASSWORD}


class Visitor:
    """One client at one loopback address, keeping its cookies like a browser."""

    def __init__(self, server: LiveServer, address: str):
        self.http = httpx.Client(
            base_url=f"http://127.0.0.1:{server.port}",
            transport=httpx.HTTPTransport(local_address=address),
            timeout=30,
        )
        self.csrf = ""

    def close(self):
        self.http.close()

    def post_json(self, path: str, data: dict, headers: dict | None = None) -> httpx.Response:
        if not self.csrf and not path.startswith(("/api/contact", "/api/quote-request")):
            self.csrf = self.http.get("/api/auth/csrf").json()["csrfToken"]
        response = self.http.post(
            path,
            content=json.dumps(data),
            headers={"Content-Type": "application/json", "X-CSRFToken": self.csrf, **(headers or {})},
        )
        if response.status_code == 200 and "csrfToken" in response.json():
            self.csrf = response.json()["csrfToken"]  # signing in rotates the token
        return response

    def staff_sign_in(self, password: str, headers: dict | None = None) -> httpx.Response:
        return self.post_json("/api/admin/login", {"username": STAFF_USERNAME, "password": password}, headers)

    def session_sign_in(self, password: str, headers: dict | None = None) -> httpx.Response:
        return self.post_json("/api/auth/login", {"email": STAFF_EMAIL, "password": password}, headers)

    def django_admin_sign_in(self, password: str, headers: dict | None = None) -> httpx.Response:
        form = self.http.get("/django-admin/login/", headers=headers)
        token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', form.text).group(1)
        return self.http.post(
            "/django-admin/login/?next=/django-admin/",
            data={
                "csrfmiddlewaretoken": token,
                "username": STAFF_USERNAME,
                "password": password,
                "next": "/django-admin/",
            },
            headers=headers,
        )


def start_server(tmp_path_factory, name: str, env: dict) -> LiveServer:
    folder = tmp_path_factory.mktemp(name)
    server = LiveServer(folder, database=LiveDatabase(folder, suffix=name), env={**STAFF, **env})
    server.start()
    server.manage("createstaff", "--no-input")
    return server


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    """The site as `make run` serves it, with small limits so a test reaches them quickly."""
    server = start_server(
        tmp_path_factory,
        "attacker",
        {
            # Both worker processes share one cache, as they share Redis in production.
            "CACHE_DIR": str(tmp_path_factory.mktemp("cache")),
            "TRUSTED_PROXY_COUNT": "0",
            "LEADS_THROTTLE_BURST": "3/min",
            "LEADS_THROTTLE_SUSTAINED": "off",
            "AUTH_REGISTER_RATE": "3/hour",
            "AUTH_LOCKOUT_ATTEMPTS": "5",
            "AUTH_LOCKOUT_ADDRESS_ATTEMPTS": "8",
            # Every test here guesses at the same account; the slow-down that many addresses
            # cause is tested on its own (tests/accounts/test_staff_sign_in.py).
            "AUTH_ACCOUNT_SLOWDOWN_FAILURES": "1000",
        },
    )
    yield server
    server.stop()


@pytest.fixture
def visitors(site):
    opened = []

    def visitor(address: str) -> Visitor:
        opened.append(Visitor(site, address))
        return opened[-1]

    yield visitor
    for one in opened:
        one.close()


def forged(n: int) -> dict:
    return {"X-Forwarded-For": f"203.0.113.{n}"}


# --- 1. one defence for every door ---------------------------------------------------------------


def test_after_five_failures_at_the_staff_api_the_django_admin_door_is_closed_too(visitors):
    attacker = visitors("127.0.0.2")
    for _ in range(4):
        assert attacker.staff_sign_in("wrong-password").status_code == 401
    assert attacker.staff_sign_in("wrong-password").status_code == 429

    # The issue saw thirty more guesses at the Django admin answered 200, and the right password
    # signing in there. Now every one is refused, the right password included.
    answers = [attacker.django_admin_sign_in("another-guess").status_code for _ in range(5)]
    assert answers == [429] * 5
    locked = attacker.django_admin_sign_in(STAFF_PASSWORD)
    assert locked.status_code == 429
    assert 1 <= int(locked.headers["Retry-After"]) <= 900
    assert "Too many failed sign-in attempts" in locked.text
    assert attacker.http.get("/api/admin/contacts").status_code in (401, 403)
    assert attacker.session_sign_in(STAFF_PASSWORD).status_code == 429


def test_failures_at_the_django_admin_count_against_the_api_doors(visitors):
    attacker = visitors("127.0.0.3")
    statuses = [attacker.django_admin_sign_in("wrong-password").status_code for _ in range(6)]
    assert statuses[:4] == [200] * 4  # the form again, with its error
    assert statuses[4:] == [429, 429]
    assert attacker.staff_sign_in(STAFF_PASSWORD).status_code == 429


# --- 2. a forged X-Forwarded-For is ignored everywhere ---------------------------------------------


def test_forged_forwarded_for_does_not_reset_the_lead_throttle(visitors):
    visitor = visitors("127.0.0.4")
    contact = [
        visitor.post_json("/api/contact", payload(HOME_CONTACT), forged(n)).status_code for n in range(3)
    ]
    quote = visitor.post_json("/api/quote-request", payload(PRICING_QUIZ), forged(9))
    assert contact == [201, 201, 201]
    assert quote.status_code == 429
    assert int(quote.headers["Retry-After"]) >= 1
    assert visitor.post_json("/api/contact", payload(HOME_CONTACT), forged(10)).status_code == 429
    # Another address is its own client.
    assert visitors("127.0.0.5").post_json("/api/contact", payload(HOME_CONTACT)).status_code == 201


def test_forged_forwarded_for_does_not_reset_the_registration_throttle(visitors):
    visitor = visitors("127.0.0.6")
    statuses = []
    for n in range(6):
        account = {
            "email": f"new{n}-{uuid.uuid4().hex[:6]}@example.org",
            "password": STAFF_PASSWORD,
            "name": "Rae",
        }
        statuses.append(visitor.post_json("/api/auth/register", account, forged(n)).status_code)
    assert statuses == [201, 201, 201, 429, 429, 429]


@pytest.mark.parametrize("door", ["staff_sign_in", "session_sign_in", "django_admin_sign_in"])
def test_forged_forwarded_for_does_not_escape_a_sign_in_lock(visitors, door):
    address = {
        "staff_sign_in": "127.0.0.7",
        "session_sign_in": "127.0.0.8",
        "django_admin_sign_in": "127.0.0.9",
    }
    attacker = visitors(address[door])
    statuses = [getattr(attacker, door)("wrong-password", forged(n)).status_code for n in range(7)]
    assert statuses[5:] == [429, 429]
    assert getattr(attacker, door)(STAFF_PASSWORD, forged(99)).status_code == 429


# --- 3. nobody keeps a staff member out from another address --------------------------------------


def test_guesses_at_the_public_login_do_not_lock_the_staff_member_out_elsewhere(visitors):
    attacker = visitors("127.0.0.10")
    for _ in range(5):
        attacker.session_sign_in("wrong-password")
    locked = attacker.staff_sign_in(STAFF_PASSWORD)
    assert locked.status_code == 429
    assert locked.headers["Retry-After"]

    staffer = visitors("127.0.0.11")
    response = staffer.staff_sign_in(STAFF_PASSWORD)
    assert response.status_code == 200
    assert staffer.http.get("/api/admin/contacts").status_code == 200


def test_one_address_is_capped_across_accounts_without_blocking_colleagues_for_typos(visitors):
    office = visitors("127.0.0.12")
    # A couple of typos by colleagues sharing the office connection lock nobody out.
    for name in ("riley", "sam", "staffer"):
        assert office.post_json("/api/admin/login", {"username": name, "password": "typo"}).status_code == 401
    assert office.staff_sign_in(STAFF_PASSWORD).status_code == 200

    # Someone trying name after name from one address is stopped by the address cap (8 here).
    scanner = visitors("127.0.0.13")
    statuses = [
        scanner.post_json("/api/admin/login", {"username": f"user{n}", "password": "guess"}).status_code
        for n in range(9)
    ]
    assert statuses[:7] == [401] * 7
    assert statuses[7:] == [429, 429]


# --- 5. a Redis outage is not a site outage --------------------------------------------------------


def test_with_redis_unreachable_the_site_serves_pages_leads_and_sign_in(tmp_path_factory):
    server = start_server(
        tmp_path_factory,
        "noredis",
        # Nothing listens on port 1: every cache call fails to connect.
        {"REDIS_URL": "redis://127.0.0.1:1/0", "LEADS_THROTTLE_BURST": "20/min"},
    )
    try:
        visitor = Visitor(server, "127.0.0.20")
        for page in ("/", "/contact", "/pricing", "/admin"):
            response = visitor.http.get(page)
            assert response.status_code == 200, page
        assert visitor.post_json("/api/contact", payload(HOME_CONTACT)).status_code == 201
        assert visitor.post_json("/api/quote-request", payload(PRICING_QUIZ)).status_code == 201
        account = {"email": "new@example.org", "password": STAFF_PASSWORD, "name": "New Person"}
        assert visitor.post_json("/api/auth/register", account).status_code == 201

        staffer = Visitor(server, "127.0.0.21")
        assert staffer.staff_sign_in(STAFF_PASSWORD).status_code == 200
        assert staffer.http.get("/api/admin/contacts").json()["count"] == 1
        # The sign-in defence lives in the database: it still locks without the cache.
        attacker = Visitor(server, "127.0.0.22")
        assert [attacker.staff_sign_in("wrong").status_code for _ in range(5)][-1] == 429
        for client in (visitor, staffer, attacker):
            client.close()
    finally:
        server.stop()
    log = server.process.stderr.read()
    assert "Cache unavailable (ConnectionError" in log


# --- production mode: the same rules -------------------------------------------------------------


def test_in_production_forged_forwarded_for_is_ignored_and_the_schema_is_for_staff(tmp_path_factory):
    server = start_server(
        tmp_path_factory,
        "production",
        {
            "DJANGO_ENV": "production",
            "DJANGO_SECRET_KEY": secrets.token_urlsafe(64),
            "DJANGO_ALLOWED_HOSTS": "127.0.0.1",
            "SECURE_SSL_REDIRECT": "false",
            "TRUSTED_PROXY_COUNT": "0",
            "CACHE_DIR": str(tmp_path_factory.mktemp("prodcache")),
            "LEADS_THROTTLE_BURST": "3/min",
        },
    )
    try:
        visitor = Visitor(server, "127.0.0.30")
        statuses = [
            visitor.post_json("/api/contact", payload(HOME_CONTACT), forged(n)).status_code for n in range(5)
        ]
        assert statuses == [201, 201, 201, 429, 429]
        schema = visitor.http.get("/api/schema/", headers={"Accept": "application/json"})
        assert schema.status_code == 403
        assert "/api/admin/contacts" not in schema.text
        visitor.close()
    finally:
        server.stop()
