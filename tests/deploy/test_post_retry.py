"""nginx never sends a post that reached an app server on to the next one (issue 52, item 1).

A post that held a worker until gunicorn killed it ("1e1500000" did, before numbers were bounded)
was sent by nginx to the next worker, which died too, with the requests other visitors had there.
So a post, a lead above all, goes to the next app server only when it never reached the first one
(a refused connection); after a closed connection or a timeout it gets nginx's 502. A GET is still
sent on (it changes nothing).

The configuration is `make prod`'s own (deploy/prod.py's nginx_config from
deploy/nginx.conf.template, on spare ports); the app servers are small sockets of this test that
record what reaches them, one closing each connection after reading the request (as a worker
killed in the middle of it), one answering.
"""

import contextlib
import importlib.util
import shutil
import socket
import subprocess
import tempfile
import threading
import time
from pathlib import Path

import httpx
import pytest
from django.conf import settings

from agency.proxy import proxy_settings, refusal_pages_write
from tests.support.live import free_port

pytestmark = pytest.mark.django_db  # the site's values for nginx (page parameters, A/B tests)

ROOT = Path(settings.BASE_DIR)


def deploy_prod():
    spec = importlib.util.spec_from_file_location("deploy_prod", ROOT / "deploy" / "prod.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class AppServer:
    """A stand-in for gunicorn on a loopback port: it reads each request whole and records its
    method and path, then answers 201 (`answers`), or closes the connection without a word."""

    def __init__(self, *, answers: bool):
        self.answers = answers
        self.received: list[str] = []
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        threading.Thread(target=self.serve, daemon=True).start()

    def serve(self) -> None:
        while True:
            try:
                connection, _address = self.listener.accept()
            except OSError:
                return
            with connection:
                request = self.read(connection)
                if request is None:
                    continue
                self.received.append(request)
                if self.answers:
                    connection.sendall(
                        b"HTTP/1.1 201 Created\r\nContent-Type: application/json\r\n"
                        b'Content-Length: 11\r\nConnection: close\r\n\r\n{"id": 12}\n'
                    )

    @staticmethod
    def read(connection) -> str | None:
        data = b""
        while b"\r\n\r\n" not in data:
            chunk = connection.recv(65536)
            if not chunk:
                return None
            data += chunk
        head, _blank, body = data.partition(b"\r\n\r\n")
        lines = head.decode("latin-1").split("\r\n")
        length = next(
            (int(line.split(":", 1)[1]) for line in lines if line.lower().startswith("content-length:")), 0
        )
        while len(body) < length:
            body += connection.recv(65536)
        method, path, _version = lines[0].split(" ", 2)
        return f"{method} {path}"

    def close(self) -> None:
        self.listener.close()


@contextlib.contextmanager
def proxied(*app_ports: int):
    """`make prod`'s nginx, its `upstream django` being these ports in this order; yields the site's
    HTTPS address."""
    prod = deploy_prod()
    state = Path(tempfile.mkdtemp(prefix="agency-post-retry-"))
    state.chmod(0o755)  # nginx's workers (www-data when run as root) read below it
    https_port = free_port()
    env = {
        **prod.DEFAULTS,
        "PROD_STATE_DIR": str(state),
        "PROD_HTTP_PORT": str(free_port()),
        "PROD_HTTPS_PORT": str(https_port),
        "PROD_APP_PORT": str(app_ports[0]),
        "PROD_APP_SERVERS": "1",
        "PROD_APP_REMOTE": ",".join(f"127.0.0.1:{port}" for port in app_ports[1:]),
        "SITE_URL": f"https://localhost:{https_port}",
        "MEDIA_ROOT": str(state / "media"),
    }

    def site_values(_env, nginx_dir: Path) -> dict:
        refusal_pages_write(nginx_dir / "errors")  # what `manage.py proxy_settings` does, here
        return proxy_settings()

    prod.proxy_settings = site_values
    config = prod.nginx_config(env, *prod.certificate(env))
    nginx = subprocess.Popen(
        ["nginx", "-p", str(config.parent), "-c", str(config), "-e", "stderr", "-g", "daemon off;"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    try:
        deadline = time.monotonic() + 15
        while True:
            with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", https_port), 0.2):
                break
            assert nginx.poll() is None, nginx.stderr.read().decode()
            assert time.monotonic() < deadline, "nginx did not start"
            time.sleep(0.05)
        yield f"https://localhost:{https_port}"
    finally:
        nginx.terminate()
        nginx.wait(timeout=15)
        shutil.rmtree(state, ignore_errors=True)


def client() -> httpx.Client:
    return httpx.Client(transport=httpx.HTTPTransport(verify=False), timeout=15)


LEAD = {"name": "Dana Whitfield", "email": "dana@harbourcoffee.com"}


@pytest.mark.parametrize("path", ["/api/contact", "/api/forms/free-audit", "/contact/send"])
def test_a_post_that_reached_an_app_server_which_then_failed_is_not_sent_to_the_next(path):
    broken, healthy = AppServer(answers=False), AppServer(answers=True)
    try:
        with proxied(broken.port, healthy.port) as site, client() as http:
            response = http.post(site + path, json=LEAD)
        assert response.status_code == 502
        assert broken.received == [f"POST {path}"]
        assert healthy.received == [], "the post was sent again to the next app server"
    finally:
        broken.close()
        healthy.close()


def test_a_post_that_never_reached_an_app_server_goes_to_the_next_and_a_get_is_sent_on():
    healthy = AppServer(answers=True)
    gone = free_port()  # nothing listens there: the connection is refused
    try:
        with proxied(gone, healthy.port) as site, client() as http:
            response = http.post(site + "/api/contact", json=LEAD)
        assert response.status_code == 201 and healthy.received == ["POST /api/contact"]
    finally:
        healthy.close()

    broken, healthy = AppServer(answers=False), AppServer(answers=True)
    try:
        with proxied(broken.port, healthy.port) as site, client() as http:
            response = http.get(site + "/insights/no-such-article")
        assert response.status_code == 201  # the healthy server's answer
        assert broken.received == healthy.received == ["GET /insights/no-such-article"]
    finally:
        broken.close()
        healthy.close()
