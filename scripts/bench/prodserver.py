"""Starts the site the way production runs it (gunicorn + whitenoise, DJANGO_ENV=production) on
loopback, for the benchmark and Lighthouse scripts. Plain HTTP on 127.0.0.1, so the HTTPS redirect
is turned off; everything else is the production profile. gunicorn runs with the production
configuration (deploy/gunicorn.conf.py). `proxied_stack` starts the whole stack of `make prod`
(nginx in front) instead."""

import contextlib
import os
import secrets
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
VENV = ROOT / ".venv" / "bin"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def ensure_tool(command: str, package: str) -> str:
    path = shutil.which(command)
    if path:
        return path
    print(f"Installing {package} from Debian's packages", flush=True)
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    subprocess.run([*sudo, "apt-get", "update", "-qq"], check=True)
    subprocess.run([*sudo, "apt-get", "install", "-y", "-qq", package], check=True, stdout=subprocess.DEVNULL)
    return shutil.which(command) or sys.exit(f"{command} is not available")


def production_env(database_url: str | None, workdir: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_")}
    env.update(
        DJANGO_ENV="production",
        # The project's settings, with the benchmark's own values of those it tunes (below).
        DJANGO_SETTINGS_MODULE="tests.support.live_settings",
        DJANGO_SECRET_KEY=secrets.token_urlsafe(64),
        DJANGO_ALLOWED_HOSTS="127.0.0.1,localhost",
        # The origin links are made from (required in production); the bench picks its own port.
        SITE_URL="http://127.0.0.1",
        HOST_PORT_CHECK="false",
        TRUSTED_PROXY_COUNT="0",
        SECURE_SSL_REDIRECT="false",
        DATABASE_URL=database_url or f"sqlite:///{workdir / 'bench.sqlite3'}",
        EMAIL_BACKEND="django.core.mail.backends.locmem.EmailBackend",
        LOG_LEVEL="WARNING",
    )
    env.update(extra)
    return env


def reset_postgres(database_url: str) -> None:
    """Recreates the benchmark's own PostgreSQL database so every run starts empty."""
    import psycopg  # noqa: PLC0415 - only needed for PostgreSQL runs

    name = database_url.rsplit("/", 1)[1]
    admin_url = database_url.rsplit("/", 1)[0] + "/postgres"
    with psycopg.connect(admin_url, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        conn.execute(f'CREATE DATABASE "{name}"')


class Server:
    """A gunicorn process serving the project in production mode."""

    def __init__(self, env: dict[str, str], workers: int):
        self.env = env
        self.workers = workers
        self.port = free_port()
        self.base_url = f"http://127.0.0.1:{self.port}"
        self.process: subprocess.Popen | None = None

    def start(self) -> None:
        self.process = subprocess.Popen(
            [
                str(VENV / "gunicorn"),
                "-c",
                str(ROOT / "deploy" / "gunicorn.conf.py"),
                "agency.wsgi:application",
            ],
            cwd=ROOT,
            env=self.env
            | {
                "PROD_APP_PORT": str(self.port),
                "WEB_CONCURRENCY": str(self.workers),
            },
        )
        deadline = time.monotonic() + 30
        while True:
            try:
                urllib.request.urlopen(self.base_url + "/", timeout=2).read()  # noqa: S310 - loopback
                return
            except OSError:
                if time.monotonic() > deadline or self.process.poll() is not None:
                    raise RuntimeError("the production server did not start") from None
                time.sleep(0.3)

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=30)

    def restart(self) -> None:
        self.stop()
        self.start()


@contextlib.contextmanager
def production_server(database_url: str | None = None, workers: int = 2, **extra_env: str):
    """Yields a started Server on a migrated, content-loaded database, in production mode."""
    workdir = Path(tempfile.mkdtemp(prefix="agency-bench-"))
    if database_url:
        reset_postgres(database_url)
    env = production_env(database_url, workdir, **extra_env)
    manage = [str(VENV / "python"), "manage.py"]
    for command in (["migrate", "--noinput"], ["load_content"], ["collectstatic", "--noinput"]):
        subprocess.run([*manage, *command, "--verbosity", "0"], cwd=ROOT, env=env, check=True)
    server = Server(env, workers)
    try:
        server.start()
        yield server
    finally:
        server.stop()
        shutil.rmtree(workdir, ignore_errors=True)


@contextlib.contextmanager
def proxied_stack(
    workers: int = 2, env_out: dict | None = None, prepare: list[str] | None = None, **extra_env: str
):
    """Yields the HTTPS base URL of the `make prod` stack (deploy/prod.py: nginx, gunicorn, the task
    worker) on spare ports, with a SQLite database, file cache and state folder of its own (its
    environment, EXTRA_ENV added, copied into ENV_OUT for `manage.py` commands on the same site).
    PREPARE, Python code run by `manage.py shell` on the migrated, seeded database before the stack
    starts, sets up what nginx's configuration must know from its first start (a running A/B test)."""
    state = Path(tempfile.mkdtemp(prefix="agency-bench-stack-"))
    state.chmod(0o755)  # nginx's workers read their cache folder below it
    https_port = free_port()
    env = (
        {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_")}
        | {
            "PROD_STATE_DIR": str(state),
            "PROD_HTTP_PORT": str(free_port()),
            "PROD_HTTPS_PORT": str(https_port),
            "PROD_APP_PORT": str(free_port()),
            "WEB_CONCURRENCY": str(workers),
            "DATABASE_URL": f"sqlite:///{state / 'bench.sqlite3'}",
            "REDIS_URL": "",
            "CACHE_DIR": str(state / "django-cache"),
            "DJANGO_SECRET_KEY": secrets.token_urlsafe(64),
            "DJANGO_SETTINGS_MODULE": "tests.support.live_settings",
            "LOG_LEVEL": "WARNING",
            "EMAIL_BACKEND": "django.core.mail.backends.locmem.EmailBackend",
        }
        | extra_env
    )
    if env_out is not None:
        env_out.update(env)
    if prepare:
        setup = env | {
            "DJANGO_ENV": "production",
            "TRUSTED_PROXY_COUNT": "1",
            "SITE_URL": f"https://127.0.0.1:{https_port}",
        }
        manage = [str(VENV / "python"), "manage.py"]
        for command in (["migrate", "--noinput"], ["load_content"]):
            subprocess.run([*manage, *command, "--verbosity", "0"], cwd=ROOT, env=setup, check=True)
        for code in prepare:
            subprocess.run([*manage, "shell", "--no-imports", "-c", code], cwd=ROOT, env=setup, check=True)
    log = state / "stack.log"
    with open(log, "w") as output:
        process = subprocess.Popen(
            [str(VENV / "python"), "deploy/prod.py"],
            cwd=ROOT,
            env=env,
            stdout=output,
            stderr=subprocess.STDOUT,
        )
    try:
        deadline = time.monotonic() + 180
        while "prod | Serving https://" not in log.read_text():
            if process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"the stack did not start:\n{log.read_text()[-3000:]}")
            time.sleep(0.5)
        yield f"https://127.0.0.1:{https_port}"
    finally:
        process.terminate()
        process.wait(timeout=60)
        shutil.rmtree(state, ignore_errors=True)
