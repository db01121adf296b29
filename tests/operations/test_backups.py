"""`make backup` / `make restore` (agency.backups): a backup restores into a fresh database and
media folder with every row and every file identical, on the database engine the suite runs on
(CI runs the suite on SQLite and on PostgreSQL)."""

import io
import json
import os
import subprocess
import sys
import tarfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from django.conf import settings as django_settings
from django.core.files.base import ContentFile
from django.core.files.storage import storages
from django.core.management import call_command
from django.core.management.base import CommandError
from django.db import connection
from PIL import Image

from agency.backups import archives_to_keep, backup_create
from delivery.models import Delivery, WebhookEndpoint
from delivery.webhooks import secret_generate
from leads.models import ContactSubmission, LeadStatus, QuoteRequest
from leads.pipeline import lead_note_add, lead_set_status
from marketing.models import Service, SiteIdentity
from tests.leads.conftest import HOME_CONTACT, PRICING_QUIZ

ROOT = Path(django_settings.BASE_DIR)


def _png(colour) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (64, 32), colour).save(buffer, "PNG")
    return buffer.getvalue()


@pytest.fixture
def site(transactional_db, api, settings, tmp_path):
    """Content, uploads, leads from both forms, their deliveries, a webhook endpoint and its
    deliveries, and a status change in a lead's history: committed, as on a running site."""
    settings.MEDIA_ROOT = tmp_path / "media"
    settings.STORAGES = {
        **settings.STORAGES,
        "backups": {
            "BACKEND": "django.core.files.storage.FileSystemStorage",
            "OPTIONS": {"location": str(tmp_path / "backups")},
        },
        # The seeded guide's PDFs (campaigns), which no web server serves.
        "private": {
            "BACKEND": "django.core.files.storage.FileSystemStorage",
            "OPTIONS": {"location": str(tmp_path / "private")},
        },
    }
    call_command("load_content", verbosity=0)
    identity = SiteIdentity.objects.get()
    identity.logo.save("logo.png", ContentFile(_png("navy")))
    service = Service.objects.first()
    service.social_image.save("seo card.png", ContentFile(_png("orange")))
    WebhookEndpoint.objects.create(
        url="https://crm.example.com/hooks/leads",
        description="CRM",
        events=["lead.created"],
        secret=secret_generate(),
    )
    assert api.contact(HOME_CONTACT).status_code == 201
    assert api.quote(PRICING_QUIZ).status_code == 201
    lead = ContactSubmission.objects.get()
    lead_set_status(lead=lead, status=LeadStatus.CONTACTED)
    lead_note_add(lead=lead, text="Called Dana; sending a proposal for both cafes on Friday.")
    assert Delivery.objects.filter(channel="webhook").count() == 2
    assert Delivery.objects.filter(channel="email").count() >= 2
    return tmp_path


def _dump(env=None) -> list:
    """Every row of every table (dumpdata --all), from this process or from one with `env`."""
    if env is None:
        out = io.StringIO()
        call_command("dumpdata", "--all", stdout=out)
        return json.loads(out.getvalue())
    result = subprocess.run(
        [sys.executable, "manage.py", "dumpdata", "--all"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(result.stdout)


def _files(root: Path) -> dict[str, bytes]:
    return {
        path.relative_to(root).as_posix(): path.read_bytes() for path in root.rglob("*") if path.is_file()
    }


@pytest.fixture
def fresh_database(tmp_path):
    """An empty database of the suite's engine, as DATABASE_URL for another process."""
    conf = connection.settings_dict
    if conf["ENGINE"].endswith("sqlite3"):
        yield f"sqlite:///{tmp_path / 'restored.sqlite3'}"
        return
    import psycopg  # noqa: PLC0415

    name = f"{conf['NAME']}_restored"[:63]
    admin = psycopg.connect(
        host=conf["HOST"], port=conf["PORT"] or 5432, user=conf["USER"], password=conf["PASSWORD"] or None,
        dbname="postgres", autocommit=True,
    )  # fmt: skip
    admin.execute(f'DROP DATABASE IF EXISTS "{name}"')
    admin.execute(f'CREATE DATABASE "{name}"')
    password = f":{conf['PASSWORD']}" if conf["PASSWORD"] else ""
    yield f"postgres://{conf['USER']}{password}@{conf['HOST']}:{conf['PORT'] or 5432}/{name}"
    admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    admin.close()


def test_a_backup_restores_every_row_and_every_file(site, fresh_database):
    call_command("backup", stdout=io.StringIO())
    archives = sorted((site / "backups").glob("agency-backup-*.tar.gz"))
    assert len(archives) == 1
    archive = archives[0]
    checksum = archive.with_name(archive.name + ".sha256").read_text()
    assert checksum.endswith(f"  {archive.name}\n")
    subprocess.run(
        ["sha256sum", "--check", "--quiet", f"{archive.name}.sha256"], cwd=archive.parent, check=True
    )

    # The site goes on after the backup: what happened later is not in the archive.
    before = _dump()
    leads_before = ContactSubmission.objects.count() + QuoteRequest.objects.count()
    ContactSubmission.objects.create(
        name="After", email="after@example.org", answers={"message": "Later"}, source="home_page"
    )

    restored_media = site / "restored-media"
    restored_private = site / "restored-private"
    env = {
        **os.environ,
        "DJANGO_ENV": "test",
        "DATABASE_URL": fresh_database,
        "MEDIA_ROOT": str(restored_media),
        "PRIVATE_MEDIA_ROOT": str(restored_private),
    }
    result = subprocess.run(
        [sys.executable, "manage.py", "restore", str(archive)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr
    assert "Restored" in result.stdout

    after = _dump(env)
    assert len(after) == len(before)
    assert after == before
    models = {row["model"] for row in after}
    assert {
        "leads.lead",
        "delivery.delivery",
        "delivery.webhookendpoint",
        "leads.leadevent",
        "leads.leadnote",
        "marketing.offering",
        "marketing.siteidentity",
        "django_tasks_database.dbtaskresult",
    } <= models
    assert sum(row["model"] == "leads.lead" for row in after) == leads_before
    assert _files(restored_media) == _files(Path(django_settings.MEDIA_ROOT))
    # The two uploads made for this test are among them, beside the seed's own pictures.
    uploads = {SiteIdentity.objects.get().logo.name, Service.objects.first().social_image.name}
    assert uploads <= set(_files(restored_media))
    # The guides' PDFs, kept outside the media folder, come back too.
    assert _files(restored_private) == _files(site / "private")
    assert len(_files(restored_private)) == 2

    # A second restore over it is refused: it is no longer empty.
    again = subprocess.run(
        [sys.executable, "manage.py", "restore", str(archive)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
    )
    assert again.returncode != 0
    assert "The database is not empty" in again.stderr


def test_restore_refuses_a_database_or_media_folder_that_is_not_empty(site):
    call_command("backup", stdout=io.StringIO())
    (archive,) = (site / "backups").glob("*.tar.gz")
    with pytest.raises(CommandError, match="The database is not empty"):
        call_command("restore", str(archive))


def test_a_damaged_archive_is_refused(site, fresh_database):
    call_command("backup", stdout=io.StringIO())
    (archive,) = (site / "backups").glob("*.tar.gz")
    data = bytearray(archive.read_bytes())
    data[len(data) // 2] ^= 0xFF
    archive.write_bytes(bytes(data))
    env = {**os.environ, "DJANGO_ENV": "test", "DATABASE_URL": fresh_database, "MEDIA_ROOT": str(site / "m2")}
    result = subprocess.run(
        [sys.executable, "manage.py", "restore", str(archive)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
    )
    assert result.returncode != 0
    assert "does not match its checksum" in result.stderr


def test_backups_go_through_the_backups_storage(site, settings):
    """Any storage backend (an S3 bucket through django-storages in production): here one in memory."""
    settings.STORAGES = {
        **settings.STORAGES,
        "backups": {"BACKEND": "django.core.files.storage.InMemoryStorage"},
    }
    name = backup_create()
    storage = storages["backups"]
    assert storage.exists(name)
    assert storage.exists(f"{name}.sha256")
    with storage.open(name, "rb") as handle, tarfile.open(fileobj=handle, mode="r:gz") as tar:
        names = tar.getnames()
    assert "manifest.json" in names
    assert any(n.startswith("database.") for n in names)
    assert "media/identity/logo.png" in names
    assert not (site / "backups").exists()


def test_the_retention_policy_keeps_daily_weekly_and_monthly_archives(settings):
    settings.BACKUP_KEEP_DAILY = 7
    settings.BACKUP_KEEP_WEEKLY = 4
    settings.BACKUP_KEEP_MONTHLY = 6
    start = datetime(2026, 11, 23, 3, 0, tzinfo=UTC)
    archives = [(start - timedelta(days=day), f"day-{day}") for day in range(400)]  # newest first
    keep = archives_to_keep(archives)
    # The last seven days.
    assert {f"day-{day}" for day in range(7)} <= keep
    # The newest of each of the last four ISO weeks: Mon 23 Nov is the newest of its week; then
    # Sundays 22, 15, 8 Nov.
    assert {"day-1", "day-8", "day-15"} <= keep
    # The newest of each of the last six months: 23 Nov, 31 Oct, 30 Sep, 31 Aug, 31 Jul, 30 Jun.
    assert {"day-23", "day-54", "day-84", "day-115", "day-146"} <= keep
    # Nothing else: the weeks' and months' newest archives partly fall among the last seven days.
    assert len(keep) == 7 + 2 + 5
    assert "day-147" not in keep and "day-399" not in keep


def test_old_archives_are_pruned_after_a_backup(site, settings):
    settings.BACKUP_KEEP_DAILY = 2
    settings.BACKUP_KEEP_WEEKLY = 0
    settings.BACKUP_KEEP_MONTHLY = 0
    start = datetime(2026, 11, 20, 3, 0, tzinfo=UTC)
    names = [backup_create(now=start + timedelta(days=day)) for day in range(3)]
    left = sorted(path.name for path in (site / "backups").iterdir())
    assert left == sorted([names[1], f"{names[1]}.sha256", names[2], f"{names[2]}.sha256"])
