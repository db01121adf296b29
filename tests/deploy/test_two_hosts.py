"""Two app servers behind nginx (PROD_APP_SERVERS=2): two gunicorn processes on ports of their own
in nginx's upstream, pictures in an S3-compatible store on loopback (moto's server, through
django-storages), one task worker, one database and cache. One app server is stopped under a load
of lead posts and page views: every lead answered 201 is stored once, no page view sees a 5xx, and
only a post in flight on the stopping server may get nginx's 502 (nginx never sends a post on).

One stack for the module (tests/deploy/test_stack.py's Stack), the gate's limit lifted: the load
comes from one address.
"""

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
from campaigns.guides import guide_path
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


def test_stopping_one_app_server_under_load_stores_every_answered_lead_once(stack):
    statuses: Counter = Counter()
    sent: list[str] = []
    unanswered: list[str] = []  # posts nginx answered 502: in flight on the stopping server
    failures: list[str] = []
    stop = threading.Event()
    lock = threading.Lock()

    def load(number: int) -> None:
        with stack.client(local_address=f"127.0.5.{number + 1}") as client:
            count = 0
            while not stop.is_set():
                count += 1
                email = f"load{number}-{count}@two-hosts.example"
                key = str(uuid.uuid4())
                lead = client.post(
                    f"{stack.https}/api/contact", json=HOME_CONTACT | {"email": email, "idempotencyKey": key}
                )
                page = client.get(f"{stack.https}/insights/no-such-article-{uuid.uuid4().hex[:8]}")
                cached = client.get(f"{stack.https}/about")
                with lock:
                    statuses.update([lead.status_code, page.status_code, cached.status_code])
                    if lead.status_code == 201:
                        sent.append(email)
                    if lead.status_code == 502:
                        unanswered.append(email)
                    for response in (page, cached) if lead.status_code == 502 else (lead, page, cached):
                        if response.status_code >= 500 or response.status_code == 429:
                            request = response.request
                            failures.append(f"{request.method} {request.url.path} {response.status_code}")

    threads = [threading.Thread(target=load, args=(number,)) for number in range(4)]
    for thread in threads:
        thread.start()
    time.sleep(4)
    second = int((stack.state / f"gunicorn-{stack.app_port + 1}.pid").read_text())
    os.kill(second, signal.SIGTERM)
    # It finishes what it holds (graceful_timeout), then exits; the load goes on a while after.
    deadline = time.monotonic() + 60
    while "web2 stopped" not in (log := (stack.state / "stack.log").read_text()):
        assert time.monotonic() < deadline, "the stopped app server did not exit"
        time.sleep(0.5)
    time.sleep(3)
    stop.set()
    for thread in threads:
        thread.join(timeout=60)
    assert not failures, failures[:20]
    # nginx sends a post on to the other server only when it never reached this one (a post that
    # broke a worker must not break the next): one reaching it as it stopped is a 502, one a client.
    assert len(unanswered) <= 4, unanswered
    assert statuses[201] >= 20, statuses
    assert "web still serving" in log
    stored = stack.query(
        "import json; from leads.models import ContactSubmission as C; "
        "print(json.dumps(list(C.objects.filter(email__endswith='@two-hosts.example')"
        ".values_list('email', flat=True))))"
    )
    assert len(stored) == len(set(stored)), "no lead is stored twice"
    assert set(sent) <= set(stored) <= set(sent) | set(unanswered), "every lead answered 201 is stored"
    # The stack still serves through the remaining app server.
    with stack.client() as client:
        assert client.get(f"{stack.https}/insights/after-the-stop").status_code == 404


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
