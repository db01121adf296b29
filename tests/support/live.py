"""Real server processes for tests: gunicorn and task workers on a database of their own.

The processes run the project as an operator would, on a database of their own (a SQLite file, or
a PostgreSQL database named after the test database when DATABASE_URL points at PostgreSQL),
migrated and loaded with the seed content as `make run` does, and dropped afterwards, so what they
store is committed for real. Tests read it back through `manage.py shell`, with a report function
printing JSON.

`migrate` and `load_content` cost seconds of CPU each, the same for every server: a worker makes
one template database (a copy of the run's migrated test database, tests/support/databases.py, or
`migrate` where there is none yet; then `load_content`) and copies it for each server
(`_seeded_template`).
"""

import atexit
import http.client
import json
import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from django.conf import settings

from tests.support import databases

BASE_DIR = Path(settings.BASE_DIR)
BIN = Path(sys.executable).parent


def worker_test_database() -> str:
    """The test database's name (test_<name>, with the xdist worker's suffix), whether or not it
    exists yet: what a test names after it is its worker's own, on PostgreSQL as on SQLite."""
    name = settings.DATABASES["default"]["NAME"]
    base = name if name.startswith("test_") else f"test_{name}"
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    if worker and not base.endswith(f"_{worker}"):
        base = f"{base}_{worker}"
    return base


_handed_out: set[int] = set()


def free_port() -> int:
    """A port nothing listens on, for a server a test starts.

    Below the kernel's ephemeral range (ip_local_port_range): a port there is free only until an
    outgoing connection (to PostgreSQL, Redis, another server) takes it as its local port, which
    can happen between this check and the server's bind. Never the same port twice in a run.
    """
    ceiling = min(32768, int(Path("/proc/sys/net/ipv4/ip_local_port_range").read_text().split()[0]))
    # Each xdist worker its own share of the range: two never pick the same port at once.
    workers = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT") or 1)
    index = int(os.environ.get("PYTEST_XDIST_WORKER", "gw0").removeprefix("gw") or 0) % workers
    share = (ceiling - 20000) // workers
    low = 20000 + index * share
    chooser = random.Random()
    for _ in range(500):
        port = chooser.randrange(low, low + share)
        if port in _handed_out:
            continue
        with socket.socket() as sock:
            try:
                sock.bind(("127.0.0.1", port))
            except OSError:
                continue
        _handed_out.add(port)
        return port
    raise RuntimeError("no free port below the ephemeral range")


class LiveDatabase:
    """A database of the server's own, created empty and dropped afterwards."""

    def __init__(self, tmp_path: Path, suffix: str = "live"):
        config = settings.DATABASES["default"]
        self.postgres = config["ENGINE"] == "django.db.backends.postgresql"
        if self.postgres:
            self.name = f"{worker_test_database()}_{suffix}"
            auth = config["USER"] + (f":{config['PASSWORD']}" if config.get("PASSWORD") else "")
            self.server = f"postgres://{auth}@{config['HOST'] or '127.0.0.1'}:{config['PORT'] or 5432}"
            self.url = f"{self.server}/{self.name}"
        else:
            self.path = tmp_path / f"{suffix}.sqlite3"
            self.url = f"sqlite:///{self.path}"

    def _admin(self, sql: str) -> None:
        import psycopg

        with psycopg.connect(f"{self.server}/postgres", autocommit=True) as connection:
            connection.execute(sql)

    def create(self, template: "LiveDatabase | None" = None) -> None:
        """Empty, or a copy of `template` (which no process may have open)."""
        if self.postgres:
            self._admin(f'DROP DATABASE IF EXISTS "{self.name}" WITH (FORCE)')
            copy = f' TEMPLATE "{template.name}"' if template else ""
            self._admin(f'CREATE DATABASE "{self.name}"{copy}')
        elif template is not None:
            # SQLite in WAL mode: the last connection to close folds the log into the file; a log
            # still there is copied with it.
            for ending in ("", "-wal", "-shm"):
                source, target = Path(f"{template.path}{ending}"), Path(f"{self.path}{ending}")
                target.unlink(missing_ok=True)
                if source.exists():
                    shutil.copyfile(source, target)

    def drop(self) -> None:
        if self.postgres:
            self._admin(f'DROP DATABASE IF EXISTS "{self.name}" WITH (FORCE)')


# What `migrate` and `load_content` read from the environment besides the database: the seed's
# identity (marketing/content/identity.py) and where its pictures are stored.
SEED_SETTINGS = ("DJANGO_ENV", "SITE_NAME", "CONTACT_EMAIL", "SCHEDULING_URL", "MEDIA_ROOT")
_templates: dict[tuple[str, ...], LiveDatabase] = {}


def _seeded_template(env: dict[str, str]) -> LiveDatabase:
    """This worker's database migrated and loaded with the seed content for `env`, made on first use."""
    key = tuple(env.get(name, "") for name in SEED_SETTINGS)
    if key not in _templates:
        folder = Path(tempfile.mkdtemp(prefix="agency-live-template-"))
        template = LiveDatabase(folder, suffix=f"seeded{len(_templates)}")
        template.create()
        atexit.register(shutil.rmtree, folder, ignore_errors=True)
        atexit.register(template.drop)
        seeding = LiveServer(folder, database=template)
        # The first server's whole environment (production settings need theirs), on the template.
        seeding.env = {**env, "DATABASE_URL": template.url}
        migrated = databases.recorded(databases.run_folder) if databases.run_folder else None
        if migrated is not None and ("postgres" in migrated) == template.postgres:
            # The run's migrated test database (tests/support/databases.py), copied: `migrate` from
            # nothing costs 4 CPU seconds a template, for the same tables and rows.
            with databases.locked(databases.run_folder):
                databases.copy_template(migrated, template.name if template.postgres else str(template.path))
        else:
            seeding.manage("migrate", "--noinput", timeout=300)
        # As `make run` does: the catalogue holds the service ids the contact API accepts.
        seeding.manage("load_content", "--verbosity", "0", timeout=120)
        _templates[key] = template
    return _templates[key]


class LiveServer:
    """gunicorn serving the project on loopback; `env` adds or overrides environment variables."""

    def __init__(self, tmp_path: Path, *, database: LiveDatabase | None = None, env: dict | None = None):
        self.database = database or LiveDatabase(tmp_path)
        self.port = free_port()
        self.env = {
            **os.environ,
            "DJANGO_ENV": "test",
            # The project's settings with this server's own values of those a test tunes.
            "DJANGO_SETTINGS_MODULE": "tests.support.live_settings",
            # The origin this server answers at (production requires it; links are made from it).
            "SITE_URL": f"http://127.0.0.1:{self.port}",
            "DATABASE_URL": self.database.url,
            "REDIS_URL": "",
            "ENQUIRY_EMAIL": "leads@acme.example",
            # Dozens of submissions come from one address here; the limits are tested elsewhere.
            "LEADS_THROTTLE_BURST": "off",
            "LEADS_THROTTLE_SUSTAINED": "off",
            "LEADS_MAX_BODY_BYTES": str(64 * 1024),
            "PYTHONUNBUFFERED": "1",
            **(env or {}),
        }
        self.process: subprocess.Popen | None = None

    def manage(self, *args: str, timeout: float = 120) -> str:
        result = subprocess.run(
            [sys.executable, "manage.py", *args],
            cwd=BASE_DIR,
            env=self.env,
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )
        assert result.returncode == 0, result.stderr[-3000:]
        return result.stdout

    def query(self, report: str, module: str = "tests.leads.live_report"):
        """Runs `module.report()` against the server's database and returns its JSON output."""
        code = f"import {module} as report_module; report_module.{report}()"
        return json.loads(self.manage("shell", "--no-imports", "-c", code).strip().splitlines()[-1])

    def start(self, *, migrate: bool = True) -> None:
        if migrate:
            self.database.create(template=_seeded_template(self.env))
        self.process = subprocess.Popen(
            [
                str(BIN / "gunicorn"),
                "agency.wsgi:application",
                "--bind",
                f"127.0.0.1:{self.port}",
                "--workers",
                "2",
                "--threads",
                "4",
                "--graceful-timeout",
                "5",
                "--no-control-socket",
            ],
            cwd=BASE_DIR,
            env=self.env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"gunicorn exited: {self.process.stderr.read()[-3000:]}")
            try:
                if self.request("GET", "/api/contact")[0] == 405:
                    return
            except OSError:
                time.sleep(0.2)
        raise RuntimeError("gunicorn did not start within 60 seconds")

    def stop(self, *, drop: bool = True) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        if drop:
            self.database.drop()

    def start_worker(self, *extra_args: str) -> subprocess.Popen:
        """A `task_worker` process (production's) on the server's database, polling every 0.1 s."""
        return subprocess.Popen(
            [
                sys.executable,
                "manage.py",
                "task_worker",
                "--no-startup-delay",
                "--interval",
                "0.1",
                *extra_args,
            ],
            cwd=BASE_DIR,
            env=self.env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )

    def request(self, method: str, path: str, body=None, headers=None, **kwargs):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        try:
            connection.request(method, path, body=body, headers=headers or {}, **kwargs)
            response = connection.getresponse()
            return response.status, response.getheader("Retry-After"), response.read()
        finally:
            connection.close()

    def post_json(self, path: str, data: dict):
        status, _, body = self.request(
            "POST", path, json.dumps(data).encode(), {"Content-Type": "application/json"}
        )
        return status, json.loads(body)
