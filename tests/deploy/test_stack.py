"""The production stack as `make prod` starts it (deploy/prod.py: nginx with TLS and its page
cache, gunicorn, the task worker), on spare loopback ports, tested over HTTPS as a visitor, an
editor and a member of staff would use it.

Run alone with `pytest -m deployed`. On PostgreSQL (DATABASE_URL) it uses its own database,
agency_prod_test (with the xdist worker's suffix), and Redis db 3 under a key prefix of its own; on
SQLite a database file and the file cache of its own.
"""

import contextlib
import io
import json
import os
import re
import shutil
import signal
import socket
import ssl
import subprocess
import sys
import tempfile
import time
from html.parser import HTMLParser
from pathlib import Path

import httpx
import pytest
from django.conf import settings
from PIL import Image

from tests.leads.conftest import HOME_CONTACT
from tests.support.live import free_port

pytestmark = pytest.mark.deployed

ROOT = Path(settings.BASE_DIR)
SECRET_KEY = "deployed-stack-test-0123456789-abcdefghijklmnopqrstuvwxyz-ABCDEFGHIJ"
STAFF_PASSWORD = "a long staff passphrase 42"
SHARED_MAX_AGE = 4  # s-maxage the stack is started with: an edit shows within it
STALE_WHILE_REVALIDATE = 1
MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox"


class Stack:
    def __init__(self, state: Path):
        self.state = state
        self.http_port, self.https_port, self.app_port = free_port(), free_port(), free_port()
        self.https = f"https://localhost:{self.https_port}"
        self.http = f"http://localhost:{self.http_port}"
        config = settings.DATABASES["default"]
        self.postgres = config["ENGINE"] == "django.db.backends.postgresql"
        worker = os.environ.get("PYTEST_XDIST_WORKER")
        self.database = f"agency_prod_test_{worker}" if worker else "agency_prod_test"
        self.key_prefix = f"agency-prod-test-{worker}" if worker else "agency-prod-test"
        if self.postgres:
            auth = config["USER"] + (f":{config['PASSWORD']}" if config.get("PASSWORD") else "")
            self.server = f"postgres://{auth}@{config['HOST'] or '127.0.0.1'}:{config['PORT'] or 5432}"
            database_url, redis_url = f"{self.server}/{self.database}", "redis://127.0.0.1:6379/3"
        else:
            database_url, redis_url = f"sqlite:///{state / 'prod.sqlite3'}", ""
        env = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "PAGE_", "LEADS_"))}
        self.env = env | {
            # The project's settings with this stack's own values of those a test tunes.
            "DJANGO_SETTINGS_MODULE": "tests.support.live_settings",
            "PROD_STATE_DIR": str(state),
            "PROD_HTTP_PORT": str(self.http_port),
            "PROD_HTTPS_PORT": str(self.https_port),
            "PROD_APP_PORT": str(self.app_port),
            # No A/B test runs here: no `manage.py proxy_settings` every few seconds beside the test
            # (tests/deploy/test_ab_tests.py turns it on).
            "PROXY_AB_REFRESH_SECONDS": "0",
            # One process with four threads: ten slow clients would hold it without nginx.
            "WEB_CONCURRENCY": "1",
            "DATABASE_URL": database_url,
            "REDIS_URL": redis_url,
            "CACHE_DIR": str(state / "django-cache"),
            "MEDIA_ROOT": str(state / "media"),
            "CACHE_KEY_PREFIX": self.key_prefix,
            "DJANGO_SECRET_KEY": SECRET_KEY,
            "DJANGO_ALLOWED_HOSTS": "localhost,127.0.0.1",
            "SITE_URL": self.https,
            "EMAIL_BACKEND": "django.core.mail.backends.locmem.EmailBackend",
            "PAGE_MAX_AGE": "1",
            "PAGE_SHARED_MAX_AGE": str(SHARED_MAX_AGE),
            "PAGE_STALE_WHILE_REVALIDATE": str(STALE_WHILE_REVALIDATE),
            "LEADS_THROTTLE_BURST": "3/day",
            "LEADS_THROTTLE_SUSTAINED": "off",
            "PYTHONUNBUFFERED": "1",
            # For `manage.py createstaff --no-input`.
            "STAFF_USERNAME": "ops",
            "STAFF_EMAIL": "ops@acme.example",
            "STAFF_PASSWORD": STAFF_PASSWORD,
        }
        self.process: subprocess.Popen | None = None
        self.start_seconds = 240

    def reset_stores(self) -> None:
        if not self.postgres:
            return
        import psycopg
        import redis

        with psycopg.connect(f"{self.server}/postgres", autocommit=True) as connection:
            connection.execute(f'DROP DATABASE IF EXISTS "{self.database}" WITH (FORCE)')
        # Only this stack's keys: another worker's or run's may share the database number.
        store = redis.Redis.from_url(self.env["REDIS_URL"])
        for key in store.scan_iter(match=f"{self.key_prefix}:*", count=500):
            store.delete(key)

    def start(self) -> None:
        self.reset_stores()
        self.log = open(self.state / "stack.log", "w")  # noqa: SIM115 - closed in stop()
        self.process = subprocess.Popen(
            [sys.executable, "deploy/prod.py"],
            cwd=ROOT,
            env=self.env,
            stdout=self.log,
            stderr=subprocess.STDOUT,
        )
        deadline = time.monotonic() + self.start_seconds
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"make prod stopped:\n{self.output()}")
            if "prod | Serving https://" in self.output():
                return
            time.sleep(0.5)
        raise RuntimeError(f"the stack did not start in time:\n{self.output()}")

    def output(self) -> str:
        return (self.state / "stack.log").read_text()[-6000:]

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=40)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.log.close()
        self.reset_stores()

    def manage(self, *args: str) -> str:
        result = subprocess.run(
            [sys.executable, "manage.py", *args],
            cwd=ROOT,
            env=self.env | {"DJANGO_ENV": "production", "TRUSTED_PROXY_COUNT": "1"},
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        assert result.returncode == 0, result.stderr[-3000:]
        return result.stdout

    def query(self, code: str):
        return json.loads(self.manage("shell", "--no-imports", "-c", code).strip().splitlines()[-1])

    def client(self, local_address: str | None = None) -> httpx.Client:
        transport = httpx.HTTPTransport(verify=False, local_address=local_address)
        return httpx.Client(transport=transport, timeout=15, follow_redirects=False)


@contextlib.contextmanager
def running_stack(prefix: str, env: dict[str, str] | None = None, start_seconds: float = 240):
    """A started Stack (env added to its own), stopped and its folder removed afterwards."""
    # Not below pytest's private tmp folder: nginx's workers (www-data when run as root) read here.
    state = Path(tempfile.mkdtemp(prefix=prefix))
    state.chmod(0o755)
    stack = Stack(state)
    stack.env |= env or {}
    stack.start_seconds = start_seconds
    try:
        stack.start()
        yield stack
    finally:
        stack.stop()
        shutil.rmtree(state, ignore_errors=True)


@pytest.fixture(scope="module")
def stack():
    with running_stack("agency-prod-test-") as stack:
        yield stack


def test_plain_http_redirects_to_https(stack):
    with stack.client() as client:
        response = client.get(f"{stack.http}/pricing?utm_source=mail")
    assert response.status_code == 301
    assert response.headers["location"] == f"{stack.https}/pricing?utm_source=mail"


def test_pages_over_https_carry_hsts_and_every_security_header(stack):
    with stack.client() as client:
        for _ in range(2):  # as rendered, then from nginx's cache
            response = client.get(f"{stack.https}/about")
            assert response.status_code == 200
            headers = response.headers
            assert headers["strict-transport-security"] == "max-age=31536000; includeSubDomains; preload"
            policy = headers["content-security-policy"]
            assert "script-src 'self' 'sha256-" in policy and "frame-ancestors 'none'" in policy
            assert "nonce" not in policy
            assert headers["x-content-type-options"] == "nosniff"
            assert headers["x-frame-options"] == "DENY"
            assert headers["referrer-policy"] == "same-origin"
            assert headers["cross-origin-opener-policy"] == "same-origin"
            assert "camera=()" in headers["permissions-policy"]
        assert headers["x-cache-status"] == "HIT"


def test_the_second_anonymous_request_is_a_proxy_cache_hit(stack):
    with stack.client() as client:
        first = client.get(f"{stack.https}/services/seo")
        second = client.get(f"{stack.https}/services/seo")
        # An analytics cookie does not split the cache; only the session cookie bypasses it.
        with_analytics_cookie = client.get(f"{stack.https}/services/seo", headers={"cookie": "_ga=GA1.1.42"})
        revalidated = client.get(
            f"{stack.https}/services/seo", headers={"if-none-match": first.headers["etag"]}
        )
    assert first.headers["x-cache-status"] in {"MISS", "EXPIRED"}
    assert second.headers["x-cache-status"] == "HIT"
    assert second.content == first.content
    assert second.headers["cache-control"].startswith("public, max-age=1, s-maxage=")
    assert with_analytics_cookie.headers["x-cache-status"] == "HIT"
    assert revalidated.status_code == 304


def test_nginx_stores_each_page_gzipped_for_browsers_and_plain_for_clients_without_gzip(stack):
    """Django gzips pages for a client that accepts it (agency.middleware); nginx asks for the encoding
    the client accepts and keeps a copy of each, so a browser's second visit is the stored gzipped
    bytes (no compression per request) and a client without gzip still gets plain text."""
    with stack.client() as client:
        packed = [
            client.get(f"{stack.https}/terms-of-service", headers={"accept-encoding": "gzip, br"})
            for _ in range(2)
        ]
        plain = [
            client.get(f"{stack.https}/terms-of-service", headers={"accept-encoding": "identity"})
            for _ in range(2)
        ]
        refused = client.get(f"{stack.https}/terms-of-service", headers={"accept-encoding": "gzip;q=0"})
    assert all(response.status_code == 200 for response in [*packed, *plain, refused])
    assert [response.headers["content-encoding"] for response in packed] == ["gzip", "gzip"]
    assert packed[1].headers["x-cache-status"] == "HIT"
    # Sent with its length: the stored gzipped bytes, not compressed on the way out (nginx's gzip
    # filter streams without one).
    assert int(packed[1].headers["content-length"]) == packed[1].num_bytes_downloaded < len(packed[1].content)
    assert all("content-encoding" not in response.headers for response in [*plain, refused])
    assert plain[1].headers["x-cache-status"] == refused.headers["x-cache-status"] == "HIT"
    assert plain[1].content.startswith(b"<!doctype html>")
    assert packed[1].content == plain[1].content == refused.content  # httpx unpacked the gzipped ones


def test_static_files_come_from_nginx_with_the_immutable_header(stack):
    manifest = json.loads((ROOT / "static_build" / "manifest.json").read_text())
    asset = manifest["styles/main.css"]["file"]
    with stack.client() as client:
        response = client.get(f"{stack.https}/static/{asset}", headers={"accept-encoding": "gzip"})
    assert response.status_code == 200
    assert response.headers["cache-control"] == "public, max-age=31536000, immutable"
    assert response.headers["content-encoding"] == "gzip"
    assert "x-cache-status" not in response.headers  # never went past nginx
    with stack.client() as client:
        for private in ("/static/manifest.json", "/static/.vite/manifest.json"):
            assert client.get(f"{stack.https}{private}").status_code == 404


class _FormReader(HTMLParser):
    """The fields of the admin's change form with the values a browser would post back."""

    def __init__(self):
        super().__init__()
        self.fields: dict[str, str] = {}
        self._textarea: str | None = None
        self._select: str | None = None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        name = attrs.get("name")
        if tag == "input" and name and attrs.get("type") not in {"submit", "button", "file"}:
            if attrs.get("type") in {"checkbox", "radio"}:
                if "checked" in attrs:
                    self.fields[name] = attrs.get("value", "on")
            else:
                self.fields[name] = attrs.get("value") or ""
        elif tag == "textarea" and name:
            self._textarea = name
            self.fields[name] = ""
        elif tag == "select" and name:
            self._select = name
        elif tag == "option" and self._select and "selected" in attrs:
            self.fields[self._select] = attrs.get("value", "")

    def handle_endtag(self, tag):
        if tag == "textarea":
            self._textarea = None
        elif tag == "select":
            self._select = None

    def handle_data(self, data):
        if self._textarea:
            self.fields[self._textarea] += data


def _form(html: str) -> dict[str, str]:
    reader = _FormReader()
    reader.feed(html)
    return reader.fields


def editor_signs_in(stack, editor: httpx.Client, username: str, password: str) -> httpx.Response:
    """Signs `editor` in at the Django admin's login page, as a browser would post it."""
    login_url = f"{stack.https}/django-admin/login/?next=/django-admin/"
    login_form = _form(editor.get(login_url).text)
    return editor.post(
        login_url,
        data=login_form | {"username": username, "password": password},
        headers={"referer": login_url, "origin": stack.https},
    )


def _secure_cookies(response: httpx.Response) -> dict[str, str]:
    cookies = {}
    for line in response.headers.get_list("set-cookie"):
        name = line.split("=", 1)[0]
        attributes = {part.strip().lower() for part in line.split(";")[1:]}
        assert "secure" in attributes, line
        assert "samesite=lax" in attributes or "samesite=strict" in attributes, line
        cookies[name] = line
    return cookies


@pytest.fixture(scope="module")
def staff(stack):
    stack.manage("createstaff", "--superuser", "--no-input")
    return {"username": "ops", "password": STAFF_PASSWORD}


def test_staff_sign_in_over_https_with_secure_cookies_and_nothing_cached(stack, staff):
    with stack.client() as client:
        page = client.get(f"{stack.https}/admin")
        assert page.headers["cache-control"] == "private, no-store"
        assert "csrftoken" in _secure_cookies(page)
        token = client.cookies["csrftoken"]
        signed_in = client.post(
            f"{stack.https}/api/admin/login",
            json=staff,
            headers={"x-csrftoken": token, "origin": stack.https, "referer": f"{stack.https}/admin"},
        )
        assert signed_in.status_code == 200, signed_in.text
        session_cookie = _secure_cookies(signed_in)["sessionid"]
        assert "httponly" in session_cookie.lower()
        session = client.get(f"{stack.https}/api/admin/session")
        assert session.status_code == 200
        assert session.headers["x-cache-status"] == "BYPASS"
        assert "no-store" in session.headers["cache-control"]
        # A signed-in member of staff sees public pages fresh from Django, never a shared copy.
        about = client.get(f"{stack.https}/about")
        assert about.headers["x-cache-status"] == "BYPASS"
        assert about.headers["cache-control"] == "private, no-store"


def test_an_edit_in_the_django_admin_shows_within_the_s_maxage(stack, staff):
    faq = stack.query(
        "import json; from marketing.models import Faq; "
        "f = Faq.objects.filter(topic='pricing').order_by('order', 'pk').first(); "
        "print(json.dumps([f.pk, f.question]))"
    )
    anonymous = stack.client()
    before = anonymous.get(f"{stack.https}/pricing")
    assert faq[1] in before.text
    assert anonymous.get(f"{stack.https}/pricing").headers["x-cache-status"] == "HIT"

    with stack.client() as editor:
        login_url = f"{stack.https}/django-admin/login/?next=/django-admin/"
        login_form = _form(editor.get(login_url).text)
        signed_in = editor.post(
            login_url,
            data=login_form | {"username": staff["username"], "password": staff["password"]},
            headers={"referer": login_url, "origin": stack.https},
        )
        assert signed_in.status_code == 302, signed_in.text[:2000]
        assert "sessionid" in _secure_cookies(signed_in)
        change_url = f"{stack.https}/django-admin/marketing/faq/{faq[0]}/change/"
        data = _form(editor.get(change_url).text)
        data["question"] = "Can we start with a single channel and grow from there?"
        saved = editor.post(change_url, data=data | {"_save": "Save"}, headers={"referer": change_url})
        assert saved.status_code == 302, saved.text[:2000]
        edited_at = time.monotonic()
        # The editor sees the change at once (the session cookie bypasses the proxy cache).
        assert data["question"] in editor.get(f"{stack.https}/pricing").text

    # Anonymous visitors see it once nginx's copy expires and is revalidated (ETag changed).
    deadline = edited_at + SHARED_MAX_AGE + STALE_WHILE_REVALIDATE + 3
    while data["question"] not in (page := anonymous.get(f"{stack.https}/pricing")).text:
        assert time.monotonic() < deadline, "the edit did not reach anonymous visitors within s-maxage"
        time.sleep(0.5)
    assert page.headers["etag"] != before.headers["etag"]
    anonymous.close()


def _stored_addresses(stack) -> dict[str, str]:
    return dict(
        stack.query(
            "import json; from leads.models import ContactSubmission as C; "
            "print(json.dumps(list(C.objects.values_list('email', 'client_address'))))"
        )
    )


def test_a_lead_through_the_proxy_keeps_the_real_address_and_its_throttle_counts_it(stack):
    def send(client: httpx.Client, email: str, forged: str) -> int:
        return client.post(
            f"{stack.https}/api/contact",
            json=HOME_CONTACT | {"email": email},
            headers={"x-forwarded-for": forged},
        ).status_code

    with stack.client(local_address="127.0.0.2") as visitor, stack.client(local_address="127.0.0.3") as other:
        # Three per day per address in this stack; a forged X-Forwarded-For changes nothing.
        assert send(visitor, "first@visitor.example", "6.6.6.6") == 201
        assert send(visitor, "second@visitor.example", "7.7.7.7") == 201
        assert send(visitor, "third@visitor.example", "8.8.8.8, 9.9.9.9") == 201
        assert send(visitor, "fourth@visitor.example", "10.1.2.3") == 429
        assert send(other, "first@other.example", "127.0.0.2") == 201

    addresses = _stored_addresses(stack)
    assert addresses["first@visitor.example"] == "127.0.0.2"
    assert addresses["third@visitor.example"] == "127.0.0.2"
    assert addresses["first@other.example"] == "127.0.0.3"
    assert "fourth@visitor.example" not in addresses


def _slow_clients(port: int, count: int, *, tls: bool) -> list[socket.socket]:
    """Clients that send their headers and a few bytes of a promised 4 KB body, then stall."""
    context = ssl.create_default_context()
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    clients = []
    for _ in range(count):
        sock = socket.create_connection(("127.0.0.1", port), timeout=5)
        if tls:
            sock = context.wrap_socket(sock, server_hostname="localhost")
        sock.sendall(
            b"POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
            b'Content-Length: 4096\r\n\r\n{"name": "Sl'
        )
        clients.append(sock)
    return clients


def test_ten_slow_clients_do_not_delay_a_normal_request(stack):
    # Without nginx the same ten clients hold gunicorn's two threads: a normal request waits.
    direct = _slow_clients(stack.app_port, 10, tls=False)
    try:
        with pytest.raises(httpx.TimeoutException):
            httpx.get(
                f"http://127.0.0.1:{stack.app_port}/about?direct=1", timeout=2, headers={"host": "localhost"}
            )
    finally:
        for sock in direct:
            sock.close()
    time.sleep(0.5)

    slow = _slow_clients(stack.https_port, 10, tls=True)
    try:
        with stack.client() as client:
            started = time.monotonic()
            # A page nginx has not cached (its own parameter), so the request goes all the way to Django.
            response = client.get(f"{stack.https}/insights?page=1")
            elapsed = time.monotonic() - started
        assert response.status_code == 200
        assert response.headers["x-cache-status"] == "MISS"
        assert elapsed < 2, f"a normal request took {elapsed:.1f} s behind ten slow clients"
        # The slow clients are still waiting on nginx, unanswered.
        for sock in slow:
            sock.setblocking(False)
            with pytest.raises((BlockingIOError, ssl.SSLWantReadError)):
                sock.recv(1)
    finally:
        for sock in slow:
            sock.close()


# --- one canonical origin, and uploads served by nginx ------------------------------------------


def _cache_entries(stack) -> int:
    """Pages nginx keeps on disk plus entries in Django's cache (this stack's Redis keys, or the file
    cache)."""
    nginx = sum(1 for path in (stack.state / "nginx" / "cache").rglob("*") if path.is_file())
    if stack.env["REDIS_URL"]:
        import redis

        store = redis.Redis.from_url(stack.env["REDIS_URL"])
        return nginx + sum(1 for _ in store.scan_iter(match=f"{stack.key_prefix}:*", count=500))
    return nginx + sum(1 for path in Path(stack.env["CACHE_DIR"]).rglob("*.djcache"))


HOST_VARIANTS = (
    [f"localhost:{port}" for port in range(20001, 20031)]
    + [f"LOCALHOST:{port}" for port in (20031, 8443, 443)]
    + [f"localhost.:{port}" for port in (20032, 1, 65535)]
    + ["evil.example", "EVIL.EXAMPLE.", "evil.example:443", "localhost.evil.example", "127.0.0.2"]
    + ["localhost@evil.example", "[::2]", "xn--lcalhost-evil", "0x7f000001", "localhost:0", "2130706433"]
    + ["local host", "localhost:8443:8443", "sub.localhost"]
)


def test_fifty_host_variants_are_refused_reflect_nothing_and_add_no_cache_entry(stack):
    assert len(HOST_VARIANTS) == 50
    with stack.client() as client:
        for _ in range(2):
            assert client.get(f"{stack.https}/").status_code == 200
        before = _cache_entries(stack)
        for host in HOST_VARIANTS:
            try:
                response = client.get(f"{stack.https}/", headers={"host": host})
            except httpx.RemoteProtocolError:
                continue  # the default server closed the connection without an answer (444)
            assert response.status_code == 400, host
            assert host not in response.text
            # Through nginx or straight to Django, the port is refused as well.
        direct = httpx.get(f"http://127.0.0.1:{stack.app_port}/", headers={"host": "localhost:20001"})
        assert direct.status_code == 400
        time.sleep(0.5)
        assert _cache_entries(stack) == before, "no Host variant stored a page"
        page = client.get(f"{stack.https}/", headers={"host": f"LOCALHOST.:{stack.https_port}"})
        assert page.status_code == 200 and page.headers["x-cache-status"] == "HIT"
        assert f'<link rel="canonical" href="{stack.https}/">' in page.text


def test_plain_http_redirects_to_the_configured_name_and_closes_on_others(stack):
    with stack.client() as client:
        canonical = client.get(f"{stack.http}/about", headers={"host": "127.0.0.1"})
        assert canonical.status_code == 301
        assert canonical.headers["location"] == f"{stack.https}/about"
        with pytest.raises(httpx.RemoteProtocolError):
            client.get(f"{stack.http}/about", headers={"host": "evil.example"})
        assert client.get(f"{stack.http}/about", headers={"host": "localhost:20001"}).status_code == 400


def _png(width=96, height=32) -> bytes:
    out = io.BytesIO()
    exif = Image.Exif()
    exif[0x010F] = "Pocket Camera"
    Image.new("RGB", (width, height), (11, 85, 51)).save(out, "PNG", exif=exif.tobytes())
    return out.getvalue()


def test_an_uploaded_logo_is_served_by_nginx_and_media_is_served_inert(stack, staff):
    with stack.client() as editor:
        signed_in = editor_signs_in(stack, editor, staff["username"], staff["password"])
        assert signed_in.status_code == 302
        change_url = f"{stack.https}/django-admin/marketing/siteidentity/1/change/"
        data = _form(editor.get(change_url).text)
        refused = editor.post(
            change_url,
            data=data | {"_save": "Save"},
            files={"logo": ("logo.png", b"<html><script>alert(1)</script></html>", "image/png")},
            headers={"referer": change_url},
        )
        assert refused.status_code == 200 and "This file is not a PNG picture" in refused.text
        saved = editor.post(
            change_url,
            data=data | {"_save": "Save", "logo_alt": "Driftline Digital"},
            files={"logo": ("Driftline logo.png", _png(), "image/png")},
            headers={"referer": change_url},
        )
        assert saved.status_code == 302, saved.text[:2000]
        about = editor.get(f"{stack.https}/about").text
    logo_url = re.search(r'<img class="brand-logo" src="(/media/identity/[^"]+)"', about).group(1)
    assert re.fullmatch(r"/media/identity/driftline-logo\.[0-9a-f]{16}\.png", logo_url)

    (stack.state / "media" / "notes.html").write_text("<script>alert(document.cookie)</script>")
    with stack.client() as visitor:
        logo = visitor.get(f"{stack.https}{logo_url}")
        assert logo.status_code == 200
        assert "x-cache-status" not in logo.headers, "nginx served it from disk"
        assert logo.headers["content-type"] == "image/png"
        assert logo.headers["x-content-type-options"] == "nosniff"
        assert logo.headers["content-security-policy"] == MEDIA_CSP
        assert logo.headers["cache-control"] == "public, max-age=31536000, immutable"
        assert "content-disposition" not in logo.headers
        picture = Image.open(io.BytesIO(logo.content))
        assert picture.size == (96, 32) and dict(picture.getexif()) == {}
        other = visitor.get(f"{stack.https}/media/notes.html")
        assert other.status_code == 200
        assert other.headers["content-disposition"] == "attachment"
        assert other.headers["content-type"] == "application/octet-stream"
        assert other.headers["content-security-policy"] == MEDIA_CSP
        assert visitor.get(f"{stack.https}/media/missing.png").status_code == 404


def test_the_probes_over_https_carry_hsts_and_only_the_named_probes_read_the_detail(stack):
    """Issue 52: /healthz over HTTPS went out without HSTS, and /readyz told anyone the worker's
    state and the deliveries due, at any rate."""
    with stack.client() as probe:  # 127.0.0.1: a probe address (HEALTH_PROBE_ADDRESSES' default)
        for path in ("/healthz", "/readyz"):
            response = probe.get(f"{stack.https}{path}")
            hsts = response.headers["strict-transport-security"]
            assert hsts == "max-age=31536000; includeSubDomains; preload"
            assert response.headers["x-content-type-options"] == "nosniff"
        assert set(response.json()["checks"]) >= {"database", "cache", "worker", "deliveries"}
    stranger, other = stack.client(local_address="127.0.0.2"), stack.client(local_address="127.0.0.3")
    with stranger, other:
        answer = stranger.get(f"{stack.https}/readyz")
        assert answer.status_code == 200 and answer.json() == {"status": answer.json()["status"]}
        codes = [stranger.get(f"{stack.https}/readyz").status_code for _ in range(40)]
        assert 429 in codes, codes
        # Another address is not slowed by the first one's flood.
        assert other.get(f"{stack.https}/readyz").status_code == 200


def test_every_answer_names_accept_encoding_in_vary_once(stack):
    """Issue 52: `Vary: Accept-Encoding` went out twice (Django's and nginx's gzip)."""
    with stack.client() as client:
        for path in ("/about", "/about", "/api/schema/", "/robots.txt", "/sitemap.xml"):
            response = client.get(f"{stack.https}{path}", headers={"accept-encoding": "gzip"})
            named = [
                part.strip().lower()
                for value in response.headers.get_list("vary")
                for part in value.split(",")
            ]
            assert named.count("accept-encoding") <= 1, (path, response.headers.get_list("vary"))
