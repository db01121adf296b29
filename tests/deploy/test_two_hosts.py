"""Two app servers behind nginx (PROD_APP_SERVERS=2): two gunicorn processes on ports of their own
in nginx's upstream, pictures in an S3-compatible store on loopback (moto's server, through
django-storages), one task worker, one database and cache. One app server is killed (SIGKILL, with
its workers) amid concurrent lead posts of three kinds and page views: every lead answered 2xx is
stored once, no page view sees a 5xx, and only a post in flight on the killed server may get
nginx's 502 (nginx never sends a post on).

One stack for the module (tests/deploy/test_stack.py's Stack), the gate's limit lifted: the load
comes from a few addresses.
"""

import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
import uuid
from collections import Counter
from pathlib import Path

import httpx
import pytest

from tests.deploy.test_stack import STAFF_PASSWORD, _form, _png, editor_signs_in, running_stack
from tests.leads.conftest import HOME_CONTACT
from tests.support.live import free_port

pytestmark = pytest.mark.deployed

BUCKET = "agency-two-hosts"
BIN = Path(sys.executable).parent


def _two_free_ports() -> int:
    """A port p with p + 1 free as well (PROD_APP_SERVERS takes consecutive ports), both below the
    ephemeral range as free_port's are: p + 1 is not reserved, and no outgoing connection takes it."""
    for _ in range(50):
        port = free_port()
        with socket.socket() as sock:
            try:
                sock.bind(("127.0.0.1", port + 1))
            except OSError:
                continue
        return port
    raise RuntimeError("no two consecutive free ports")


@pytest.fixture(scope="module")
def object_store():
    port = free_port()
    process = subprocess.Popen(
        [str(BIN / "moto_server"), "-H", "127.0.0.1", "-p", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    endpoint = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                httpx.get(endpoint, timeout=2)
                break
            except httpx.TransportError:
                assert time.monotonic() < deadline, "moto's server did not start"
                time.sleep(0.3)
        import boto3

        store = boto3.client(
            "s3",
            endpoint_url=endpoint,
            region_name="us-east-1",
            aws_access_key_id="testing",
            aws_secret_access_key="testing",
        )
        store.create_bucket(Bucket=BUCKET)
        # As docs/operators/media-and-storage.md asks: anyone may read a file under the prefix.
        public_read = {
            "Effect": "Allow",
            "Principal": "*",
            "Action": "s3:GetObject",
            "Resource": f"arn:aws:s3:::{BUCKET}/media/*",
        }
        store.put_bucket_policy(
            Bucket=BUCKET, Policy=json.dumps({"Version": "2012-10-17", "Statement": [public_read]})
        )
        yield endpoint
    finally:
        process.terminate()
        process.wait(timeout=20)


@pytest.fixture(scope="module")
def stack(object_store):
    app_port = _two_free_ports()
    env = {
        "PROD_APP_SERVERS": "2",
        "PROD_APP_PORT": str(app_port),
        "PROXY_APP_RATE": "1000r/s",
        "PROXY_APP_BURST": "1000",
        "MEDIA_STORAGE": "s3",
        "MEDIA_S3_BUCKET": BUCKET,
        "MEDIA_S3_ENDPOINT_URL": object_store,
        "MEDIA_S3_REGION": "us-east-1",
        "AWS_ACCESS_KEY_ID": "testing",
        "AWS_SECRET_ACCESS_KEY": "testing",
        "LEADS_THROTTLE_BURST": "off",
        "LEADS_THROTTLE_SUSTAINED": "off",
        # The form without JavaScript sends at once (its fill-time stamp is tested elsewhere).
        "LEADS_MIN_FILL_MS": "0",
    }
    # The seed's pictures go to the store as the release loads them: a slower start.
    with running_stack("agency-prod-two-hosts-", env, start_seconds=480) as stack:
        stack.app_port = app_port
        stack.manage("createstaff", "--superuser", "--no-input")
        yield stack


def _direct(stack, port: int, path: str) -> httpx.Response:
    """`path` from one app server, as nginx asks for it."""
    return httpx.get(
        f"http://127.0.0.1:{port}{path}",
        headers={
            "host": f"localhost:{stack.https_port}",
            "x-forwarded-proto": "https",
            "x-forwarded-for": "127.0.0.9",
        },
        timeout=30,
    )


def test_a_picture_uploaded_through_the_proxy_is_in_the_store_and_served_by_both_app_servers(stack):
    with stack.client() as editor:
        assert editor_signs_in(stack, editor, "ops", STAFF_PASSWORD).status_code == 302
        change_url = f"{stack.https}/django-admin/marketing/siteidentity/1/change/"
        data = _form(editor.get(change_url).text)
        saved = editor.post(
            change_url,
            data=data | {"_save": "Save", "logo_alt": "Driftline Digital"},
            files={"logo": ("Two hosts logo.png", _png(), "image/png")},
            headers={"referer": change_url},
        )
        assert saved.status_code == 302, saved.text[:2000]
    addresses = set()
    for port in (stack.app_port, stack.app_port + 1):
        page = _direct(stack, port, "/about")
        assert page.status_code == 200
        # A browser shows pictures from the store's origin.
        img_src = next(
            part for part in page.headers["content-security-policy"].split(";") if "img-src" in part
        )
        assert stack.env["MEDIA_S3_ENDPOINT_URL"] in img_src.split()
        found = [
            part.split('"', 1)[0]
            for part in page.text.split(f'src="{stack.env["MEDIA_S3_ENDPOINT_URL"]}')[1:]
        ]
        logos = [address for address in found if "two-hosts-logo" in address]
        assert logos, f"app server on {port} does not link the uploaded logo"
        addresses.add(stack.env["MEDIA_S3_ENDPOINT_URL"] + logos[0])
    assert len(addresses) == 1
    picture = httpx.get(addresses.pop(), timeout=10)
    assert picture.status_code == 200 and picture.content.startswith(b"\x89PNG")


# Made in the stack's own settings: a lead from the dental page, and its guide's link and file.
GUIDE_LINK = """
from campaigns.guide_links import guide_path
from campaigns.models import Guide
from leads.services import LeadTracking, contact_submission_create
lead, _ = contact_submission_create(
    source="contact_page", name="Ana Ruiz", email="ana@guide.two-hosts.test", company="Ruiz Dental",
    service="seo", message="More patients from North Park, please.", language="es",
    tracking=LeadTracking(page_url="/es/lp/san-diego-dental-seo"),
)
guide = Guide.objects.get()
print(guide_path(lead, guide), guide.file_es.name)
"""


def test_the_guide_is_private_in_the_store_and_each_app_server_streams_it(stack, object_store):
    path, name = stack.manage("shell", "-c", GUIDE_LINK).strip().splitlines()[-1].split()
    assert path.startswith("/es/guias/")
    # In the bucket under the private prefix, which the public-read policy does not cover.
    assert httpx.get(f"{object_store}/{BUCKET}/private/{name}", timeout=10).status_code == 403
    assert httpx.get(f"{object_store}/{BUCKET}/media/{name}", timeout=10).status_code == 404
    for port in (stack.app_port, stack.app_port + 1):
        download = _direct(stack, port, path)
        assert download.status_code == 200, download.text[:500]
        assert download.headers["content-type"] == "application/pdf"
        assert download.content.startswith(b"%PDF-")


BUILT_FORM = "/api/forms/free-holiday-ads-audit"


def _post(client: httpx.Client, stack, kind: str, email: str) -> httpx.Response:
    """One lead of `kind`: the JSON API, the form without JavaScript, or a built form's API."""
    if kind == "json":
        body = HOME_CONTACT | {"email": email, "idempotencyKey": str(uuid.uuid4())}
        return client.post(f"{stack.https}/api/contact", json=body)
    if kind == "form":
        return client.post(
            f"{stack.https}/contact/send",
            data=HOME_CONTACT | {"email": email, "source": "home_page"},
            headers={"referer": f"{stack.https}/"},
        )
    answers = {
        "name": "Dana Whitfield",
        "email": email,
        "website": "https://harbourcoffee.com",
        "monthly_budget": "Under $2,000",
        "consent": True,
    }
    return client.post(
        f"{stack.https}{BUILT_FORM}",
        json={"answers": answers, "idempotencyKey": str(uuid.uuid4()), "elapsedMs": 9000},
    )


def _process_tree(pid: int) -> list[int]:
    """`pid` and every process below it (a gunicorn master and its workers)."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                parent = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(parent, []).append(int(entry.name))
    tree, todo = [], [pid]
    while todo:
        current = todo.pop()
        tree.append(current)
        todo.extend(children.get(current, []))
    return tree


def test_killing_one_app_server_amid_concurrent_posts_stores_every_answered_lead_once(stack):
    """Issue 52: web2 dies at once (SIGKILL to its master and workers, as a host that loses power)
    while twelve clients post leads of three kinds: every lead answered 2xx (201, or the form's 303)
    is stored exactly once, and the only 5xx are posts that were in flight on web2."""
    statuses: Counter = Counter()
    sent: list[str] = []
    # Posts nginx answered 502, or whose answer was cut off: in flight on the killed server.
    unanswered: list[str] = []
    # Pages whose body web2 was still sending when it died: nginx had passed its headers on, so it
    # can only close the connection (no server can finish another's answer).
    cut: list[str] = []
    failures: list[str] = []
    stop = threading.Event()
    lock = threading.Lock()
    kinds = ("json", "form", "built")

    def load(number: int) -> None:
        kind = kinds[number % len(kinds)]
        with stack.client(local_address=f"127.0.5.{number + 1}") as client:
            count = 0
            while not stop.is_set():
                count += 1
                email = f"{kind}{number}-{count}@two-hosts.example"
                try:
                    lead = _post(client, stack, kind, email)
                except httpx.TransportError:
                    with lock:
                        unanswered.append(email)
                    continue
                with lock:
                    statuses.update([lead.status_code])
                    if lead.status_code in (201, 303):
                        sent.append(email)
                    elif lead.status_code == 502:
                        unanswered.append(email)
                    else:
                        failures.append(f"{kind} {lead.status_code} {lead.text[:200]}")
                path = f"/insights/no-such-article-{uuid.uuid4().hex[:8]}"
                try:
                    page = client.get(f"{stack.https}{path}")
                except httpx.TransportError:
                    with lock:
                        cut.append(path)
                    continue
                with lock:
                    statuses.update([page.status_code])
                    if page.status_code >= 500 or page.status_code == 429:
                        failures.append(f"GET {path} {page.status_code}")

    threads = [threading.Thread(target=load, args=(number,)) for number in range(12)]
    for thread in threads:
        thread.start()
    time.sleep(5)
    second = int((stack.state / f"gunicorn-{stack.app_port + 1}.pid").read_text())
    for pid in _process_tree(second):
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
    time.sleep(6)
    stop.set()
    for thread in threads:
        thread.join(timeout=60)
    assert not failures, failures[:20]
    # nginx sends a post on to the other server only when it never reached this one (a post that
    # may have broken a worker must not break the next): at most the posts in flight there, one
    # per client, are answered 502.
    assert len(unanswered) + len(cut) <= len(threads), (unanswered, cut)
    assert not [thread for thread in threads if thread.is_alive()], "every client finished"
    for kind in kinds:
        assert sum(1 for email in sent if email.startswith(kind)) >= 5, (kind, statuses)
    stored = stack.query(
        "import json; from leads.models import Lead; "
        "print(json.dumps(list(Lead.objects.filter(email__endswith='@two-hosts.example')"
        ".values_list('email', flat=True))))"
    )
    assert len(stored) == len(set(stored)), "no lead is stored twice"
    assert set(sent) <= set(stored) <= set(sent) | set(unanswered), "every lead answered 2xx is stored"
    # The stack still serves through the remaining app server.
    with stack.client() as client:
        assert client.get(f"{stack.https}/insights/after-the-stop").status_code == 404
        assert _post(client, stack, "json", "after@two-hosts.example").status_code == 201


def test_a_second_app_server_whose_port_is_taken_stops_the_start_with_the_reason(tmp_path):
    """Without the check, the stack started with one app server of two and said nothing."""
    with socket.socket() as taken:
        # The first port from this worker's share of free ports, the one after it held here: a port
        # the kernel hands out (bind to 0) is in the ephemeral range, where the one before it may be
        # any outgoing connection's, and the launcher then names that one.
        for _ in range(50):
            first = free_port()
            try:
                taken.bind(("127.0.0.1", first + 1))
            except OSError:
                continue
            break
        taken.listen()
        second = taken.getsockname()[1]
        assert second == first + 1
        env = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "PAGE_", "LEADS_"))}
        env |= {
            "PROD_STATE_DIR": str(tmp_path / "state"),
            "PROD_HTTP_PORT": str(free_port()),
            "PROD_HTTPS_PORT": str(free_port()),
            "PROD_APP_SERVERS": "2",
            "PROD_APP_PORT": str(first),
            "DATABASE_URL": f"sqlite:///{tmp_path / 'prod.sqlite3'}",
            "REDIS_URL": "",
        }
        started = subprocess.run(
            [sys.executable, "deploy/prod.py"],
            cwd=Path(__file__).resolve().parents[2],
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
    assert started.returncode != 0
    assert f"Port {second} (PROD_APP_PORT) is in use" in started.stdout + started.stderr
    # It stopped before the release was prepared: nothing was migrated.
    assert not (tmp_path / "prod.sqlite3").exists()
