"""/healthz and /readyz: what a load balancer and an uptime monitor read (agency.health_endpoints)."""

from datetime import timedelta

import pytest
from django.db import OperationalError
from django.utils import timezone
from django_tasks_db.models import DBTaskResult

from agency import health_endpoints
from delivery.models import DeliveryStatus
from delivery.queue import deliver, schedule_sweep
from tests.leads.factories import ContactSubmissionFactory, notification
from tests.support.live import free_port

pytestmark = pytest.mark.django_db


def _ready(client, **extra):
    response = client.get("/readyz", **extra)
    return response, response.json()


@pytest.fixture
def healthy_queue(run_tasks):
    """A worker has just claimed the queued work and the next delivery sweep is scheduled."""
    deliver.enqueue(0)
    run_tasks()
    schedule_sweep()


def test_healthz_answers_without_touching_the_database(client, django_assert_num_queries):
    with django_assert_num_queries(0):
        response = client.get("/healthz")
    assert response.status_code == 200
    assert response.json() == {"status": "ok"}
    assert response["Cache-Control"] == "no-store"
    assert not response.cookies


def test_readyz_names_every_check_and_is_never_stored(client, healthy_queue):
    response, body = _ready(client)
    assert response.status_code == 200, body
    assert body["status"] == "ok"
    assert set(body["checks"]) == {"database", "cache", "worker", "deliveries"}
    assert all(check["status"] == "ok" for check in body["checks"].values())
    assert body["checks"]["deliveries"]["due"] == 0
    assert body["checks"]["worker"] == {"status": "ok"}  # nothing due: the next sweep waits
    assert response["Cache-Control"] == "no-store"
    assert response["Content-Type"] == "application/json"
    assert not response.cookies


def test_a_probe_by_address_over_plain_http_is_answered_in_production_settings(
    client, settings, healthy_queue
):
    """Load balancers probe the machine's address on plain HTTP: no host check, no HTTPS redirect."""
    settings.ALLOWED_HOSTS = ["www.driftlinedigital.com"]
    settings.SECURE_SSL_REDIRECT = True
    for path in ("/healthz", "/readyz"):
        response = client.get(path, HTTP_HOST="10.0.3.17:8001")
        assert response.status_code == 200, (path, response.content)
    # Everything else still refuses an unknown host.
    assert client.get("/robots.txt", HTTP_HOST="10.0.3.17:8001").status_code == 400


def test_readyz_reveals_no_versions_hosts_or_secrets(client, settings, healthy_queue):
    text = client.get("/readyz").content.decode().lower()
    database = settings.DATABASES["default"]
    for secret in (
        "django",
        "python",
        "sqlite",
        "postgres",
        "redis",
        "6.1",
        "3.13",
        settings.SECRET_KEY.lower(),
    ):
        assert secret not in text
    for value in (database["NAME"], database.get("HOST"), database.get("USER")):
        assert not value or str(value).lower() not in text


def test_database_down_is_503(client, monkeypatch, healthy_queue):
    class DeadConnection:
        def cursor(self):
            raise OperationalError("could not connect to server: Connection refused 10.0.0.9")

    monkeypatch.setattr(health_endpoints, "connection", DeadConnection())
    response, body = _ready(client)
    assert response.status_code == 503
    assert body["status"] == "failing"
    assert body["checks"]["database"] == {"status": "failing", "detail": "The database does not answer."}
    assert "10.0.0.9" not in response.content.decode()


def test_cache_down_is_degraded_but_still_ready(client, settings, healthy_queue):
    """With Redis gone the site serves uncached (agency.cache): keep sending traffic."""
    settings.CACHES = {
        "default": {
            "BACKEND": "agency.cache.ResilientRedisCache",
            "LOCATION": f"redis://127.0.0.1:{free_port()}/0",  # nothing listens there
            "OPTIONS": {"RETRY_SECONDS": 0},
        }
    }
    response, body = _ready(client)
    assert response.status_code == 200
    assert body["status"] == "degraded"
    assert body["checks"]["cache"]["status"] == "degraded"
    assert body["checks"]["database"]["status"] == "ok"


def test_a_stalled_worker_is_503(client, healthy_queue):
    """A task due for longer than HEALTH_WORKER_STALL_SECONDS that no worker claimed."""
    deliver.enqueue(0)
    DBTaskResult.objects.filter(status="READY", run_after__gt=timezone.now() + timedelta(days=3650)).update(
        enqueued_at=timezone.now() - timedelta(minutes=5)
    )
    response, body = _ready(client)
    assert response.status_code == 503
    assert body["checks"]["worker"]["status"] == "failing"
    assert body["checks"]["worker"]["oldest_due_seconds"] >= 299


def test_a_dead_worker_is_noticed_without_any_lead_through_the_sweep(client, healthy_queue):
    """No lead, no email: the periodic sweep falls due, and unclaimed it fails the check."""
    DBTaskResult.objects.filter(status="READY").update(run_after=timezone.now() - timedelta(minutes=3))
    response, body = _ready(client)
    assert response.status_code == 503
    assert body["checks"]["worker"]["status"] == "failing"


def test_no_task_queued_at_all_is_failing(client, healthy_queue):
    DBTaskResult.objects.filter(status="READY").delete()
    response, body = _ready(client)
    assert response.status_code == 503
    assert "recover_lead_emails" in body["checks"]["worker"]["detail"]


def test_a_worker_check_can_be_made_advisory(client, settings, healthy_queue):
    settings.HEALTH_WORKER_BLOCKS_TRAFFIC = False
    DBTaskResult.objects.filter(status="READY").update(run_after=timezone.now() - timedelta(minutes=3))
    response, body = _ready(client)
    assert response.status_code == 200
    assert body["status"] == "degraded"
    assert body["checks"]["worker"]["status"] == "failing"


def test_a_delivery_backlog_over_the_threshold_is_503(client, settings, healthy_queue):
    settings.HEALTH_DELIVERY_BACKLOG_MAX = 3
    past = timezone.now() - timedelta(minutes=1)
    for _ in range(2):
        notification(ContactSubmissionFactory(), next_attempt_at=past)
    # Not due yet, or already sent: not backlog.
    notification(ContactSubmissionFactory(), next_attempt_at=timezone.now() + timedelta(hours=1))
    notification(ContactSubmissionFactory(), next_attempt_at=past, status=DeliveryStatus.SENT)
    response, body = _ready(client)
    assert response.status_code == 200
    assert body["checks"]["deliveries"]["due"] == 2

    notification(ContactSubmissionFactory(), next_attempt_at=past, status=DeliveryStatus.RETRYING)
    response, body = _ready(client)
    assert response.status_code == 503
    assert body["checks"]["deliveries"] == {
        "status": "failing",
        "detail": "Too many lead deliveries are due and unsent.",
        "due": 3,
    }


def test_readyz_is_cheap(client, healthy_queue, django_assert_max_num_queries):
    with django_assert_max_num_queries(5):
        assert client.get("/readyz").status_code == 200


def test_only_get_and_head_are_answered(client):
    assert client.head("/healthz").status_code == 200
    assert client.post("/healthz").status_code != 200


SECURITY_HEADERS = (
    "Strict-Transport-Security",
    "X-Content-Type-Options",
    "X-Frame-Options",
    "Referrer-Policy",
    "Cross-Origin-Opener-Policy",
    "Permissions-Policy",
    "Content-Security-Policy",
)


def test_the_probes_carry_the_security_headers_of_every_page(client, settings, healthy_queue):
    """Issue 43: /healthz and /readyz went out without nosniff and HSTS (they answer before the
    security middleware); under production settings they carry what a page carries."""
    settings.SECURE_HSTS_SECONDS = 31_536_000
    settings.SECURE_HSTS_INCLUDE_SUBDOMAINS = True
    settings.SECURE_HSTS_PRELOAD = True
    settings.SECURE_SSL_REDIRECT = True
    page = client.get("/robots.txt", secure=True)
    assert page.status_code == 200
    for path in ("/healthz", "/readyz"):
        probe = client.get(path, secure=True, HTTP_HOST="10.0.3.17:8001")
        assert probe.status_code == 200, path
        for header in SECURITY_HEADERS:
            assert probe.get(header) == page.get(header) and probe.get(header), (path, header)
    assert page["Strict-Transport-Security"] == "max-age=31536000; includeSubDomains; preload"
    assert page["X-Content-Type-Options"] == "nosniff"
    # Over plain HTTP (a balancer on its private network) the probe is answered, not redirected.
    assert client.get("/healthz", HTTP_HOST="10.0.3.17:8001").status_code == 200


def test_only_the_named_probes_read_the_checks(client, settings, healthy_queue):
    """Issue 52: anyone could read the worker's state and the deliveries due."""
    settings.HEALTH_PROBE_ADDRESSES = ["10.0.3.0/24"]
    probe = client.get("/readyz", REMOTE_ADDR="10.0.3.17").json()
    assert set(probe["checks"]) >= {"database", "cache", "worker", "deliveries"}
    stranger = client.get("/readyz", REMOTE_ADDR="203.0.113.9")
    assert stranger.status_code == 200
    assert stranger.json() == {"status": "ok"}
    assert "oldest_due_seconds" not in stranger.content.decode()


def test_anyone_but_a_probe_is_limited(client, settings, healthy_queue):
    settings.HEALTH_PROBE_ADDRESSES = ["10.0.3.17"]
    settings.HEALTH_READYZ_RATE = "5/minute"
    codes = [client.get("/readyz", REMOTE_ADDR="203.0.113.9").status_code for _ in range(7)]
    assert codes == [200] * 5 + [429, 429]
    refused = client.get("/readyz", REMOTE_ADDR="203.0.113.9")
    assert int(refused["Retry-After"]) >= 1 and refused["Cache-Control"] == "no-store"
    # Neither the probe nor another visitor is held back by that address.
    assert all(client.get("/readyz", REMOTE_ADDR="10.0.3.17").status_code == 200 for _ in range(7))
    assert client.get("/readyz", REMOTE_ADDR="203.0.113.10").status_code == 200
