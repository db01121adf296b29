"""`make prod`: the production stack on one machine, started and stopped together.

    .venv/bin/python deploy/prod.py          (make prod installs nginx and builds first)

Steps, in order (docs/operators/production.md lists the same):
 1. settings: DJANGO_ENV=production, TRUSTED_PROXY_COUNT=1 (nginx is the one proxy), the
    local PostgreSQL and Redis when DATABASE_URL / REDIS_URL are unset, a secret key kept in the
    state folder when DJANGO_SECRET_KEY is unset;
 2. checks that PostgreSQL and Redis answer (creating the default database when missing) and that
    the ports to listen on are free;
 3. a self-signed certificate for localhost when PROD_TLS_CERT / PROD_TLS_KEY are not given;
 4. migrate, load_content, collectstatic, recover_lead_emails, and a new content version so no
    page cached by the previous release is served;
 5. nginx's configuration from deploy/nginx.conf.template, checked with `nginx -t`;
 6. the processes of deploy/Procfile (gunicorn once per app server, PROD_APP_SERVERS; the task
    worker; nginx), until one of them stops (the last app server, or any other process) or the
    stack is asked to (Ctrl-C, SIGTERM): then all of them stop.

    .venv/bin/python deploy/prod.py reload   (make reload: a new release without a failed request)

asks the running stack to load the code on disk: static files collected and migrations run
first (they must suit the old code as well: docs/operators/runbook.md), then gunicorn's workers
replaced gracefully (SIGHUP), the task worker restarted after its current task, nginx's
configuration reloaded, and pages cached by the old release refreshed.
"""

import json
import os
import re
import secrets
import shlex
import shutil
import signal
import socket
import ssl
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from agency.media_policy import (  # noqa: E402 - the repository root is on the path from here
    MEDIA_CSP,
    MEDIA_IMAGE_PATTERN,
    MEDIA_IMMUTABLE_PATTERN,
)

DEPLOY = ROOT / "deploy"
PYTHON = ROOT / ".venv" / "bin" / "python"

DEFAULTS = {
    "PROD_STATE_DIR": str(ROOT / ".prod"),
    "PROD_LISTEN_ADDRESS": "127.0.0.1",
    "PROD_HTTP_PORT": "8080",
    "PROD_HTTPS_PORT": "8443",
    "PROD_APP_PORT": "8001",
    # gunicorn processes on this machine, each a server of its own behind nginx's upstream, on
    # PROD_APP_PORT, PROD_APP_PORT + 1, ...; PROD_APP_REMOTE adds servers on other machines
    # (host:port, comma-separated: docs/operators/two-hosts.md).
    "PROD_APP_SERVERS": "1",
    "PROD_APP_REMOTE": "",
    "DATABASE_URL": "postgres://postgres@127.0.0.1:5432/agency",
    "REDIS_URL": "redis://127.0.0.1:6379/0",
    "DJANGO_ALLOWED_HOSTS": "localhost,127.0.0.1",
    "TRUSTED_PROXY_COUNT": "1",
}


def say(message: str) -> None:
    print(f"prod | {message}", flush=True)


def fail(message: str) -> None:
    say(message)
    sys.exit(1)


def environment() -> dict[str, str]:
    env = dict(os.environ)
    for name, value in DEFAULTS.items():
        # DATABASE_URL= or REDIS_URL= set empty on purpose mean SQLite and the file cache.
        if name not in env or (not env[name] and name not in ("DATABASE_URL", "REDIS_URL")):
            env[name] = value
    env["DJANGO_ENV"] = "production"
    state = Path(env["PROD_STATE_DIR"]).resolve()
    env["PROD_STATE_DIR"] = str(state)
    state.mkdir(parents=True, exist_ok=True)
    state.chmod(0o755)  # nginx's workers read their cache and temporary folders below it
    if not env.get("DJANGO_SECRET_KEY"):
        key_file = state / "secret_key"
        if not key_file.exists():
            key_file.write_text(secrets.token_urlsafe(64))
            key_file.chmod(0o600)
        env["DJANGO_SECRET_KEY"] = key_file.read_text().strip()
    if not env.get("EMAIL_URL"):
        # No mail server named: emails are printed rather than retried against localhost:25.
        env["EMAIL_URL"] = "console://"
        say("EMAIL_URL is not set: lead emails are printed to the console (set EMAIL_URL to send them).")
    if not env.get("SITE_URL"):
        # The public origin (required in production): the first configured name on the HTTPS port.
        name = env["DJANGO_ALLOWED_HOSTS"].split(",")[0].strip().lstrip(".") or "localhost"
        port = env["PROD_HTTPS_PORT"]
        env["SITE_URL"] = f"https://{name}" + ("" if port == "443" else f":{port}")
        say(f"SITE_URL is not set: links, the sitemap and emails use {env['SITE_URL']}.")
    env.setdefault("PYTHONUNBUFFERED", "1")
    return env


def server_names(env: dict[str, str]) -> str:
    """nginx's server_name for DJANGO_ALLOWED_HOSTS (".example.com" means the same to both)."""
    names = [name.strip() for name in env["DJANGO_ALLOWED_HOSTS"].split(",") if name.strip()]
    return " ".join("~^.+$" if name == "*" else name for name in names) or "localhost"


def check_services(env: dict[str, str]) -> None:
    database = urlsplit(env["DATABASE_URL"])
    if database.scheme.startswith("postgres"):
        import psycopg  # noqa: PLC0415 - only with PostgreSQL

        name = database.path.lstrip("/")
        admin_url = env["DATABASE_URL"].rsplit("/", 1)[0] + "/postgres"
        try:
            with psycopg.connect(admin_url, autocommit=True, connect_timeout=5) as connection:
                exists = connection.execute("SELECT 1 FROM pg_database WHERE datname = %s", [name]).fetchone()
                if not exists:
                    say(f"Creating the PostgreSQL database {name}")
                    connection.execute(f'CREATE DATABASE "{name}"')
        except psycopg.Error as error:
            fail(
                f"PostgreSQL at {database.hostname}:{database.port or 5432} does not answer ({error}). "
                "Start it, or set DATABASE_URL."
            )
    if env["REDIS_URL"]:
        redis = urlsplit(env["REDIS_URL"])
        try:
            with socket.create_connection((redis.hostname, redis.port or 6379), timeout=5) as sock:
                sock.sendall(b"PING\r\n")
                if not sock.recv(64).startswith(b"+PONG"):
                    raise OSError("no PONG")
        except OSError as error:
            fail(
                f"Redis at {redis.hostname}:{redis.port or 6379} does not answer ({error}). "
                "Start it, or set REDIS_URL."
            )


def check_ports(env: dict[str, str]) -> None:
    """Every port the stack listens on is free: a server that cannot bind would exit, and with two
    app servers the stack would go on with one, unnoticed."""
    proxy, app = env["PROD_LISTEN_ADDRESS"], env.get("PROD_APP_BIND") or "127.0.0.1"
    ports = [
        ("PROD_HTTP_PORT", proxy, int(env["PROD_HTTP_PORT"])),
        ("PROD_HTTPS_PORT", proxy, int(env["PROD_HTTPS_PORT"])),
    ]
    ports += [("PROD_APP_PORT", app, port) for port in app_ports(env)]
    for name, host, port in ports:
        with socket.socket() as sock:
            # As the servers bind: a connection of a previous run in TIME_WAIT does not count.
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            try:
                sock.bind((host, port))
            except OSError as error:
                fail(f"Port {port} ({name}) is in use ({error.strerror}): stop what holds it, or set {name}.")


def certificate(env: dict[str, str]) -> tuple[str, str]:
    if env.get("PROD_TLS_CERT") and env.get("PROD_TLS_KEY"):
        return env["PROD_TLS_CERT"], env["PROD_TLS_KEY"]
    folder = Path(env["PROD_STATE_DIR"]) / "tls"
    folder.mkdir(exist_ok=True)
    cert, key = folder / "localhost.crt", folder / "localhost.key"
    if not (cert.exists() and key.exists()):
        say("Making a self-signed certificate for localhost")
        subprocess.run(
            ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-sha256", "-days", "825",
             "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1",
             "-keyout", str(key), "-out", str(cert)],
            check=True, capture_output=True,
        )  # fmt: skip
        key.chmod(0o600)
    return str(cert), str(key)


def manage(env: dict[str, str], *args: str) -> None:
    if subprocess.run([str(PYTHON), "manage.py", *args], cwd=ROOT, env=env, check=False).returncode:
        fail(f"`manage.py {args[0]}` failed (above): nothing was started.")


def prepare_release(env: dict[str, str]) -> None:
    say("Migrating, loading content, collecting static files")
    manage(env, "migrate", "--noinput", "--verbosity", "0")
    manage(env, "load_content", "--verbosity", "0")
    manage(env, "collectstatic", "--noinput", "--verbosity", "0")
    for stale in ("manifest.json", "manifest.json.gz", ".vite"):  # left by releases before issue 23
        path = ROOT / "staticfiles" / stale
        if path.is_dir():
            shutil.rmtree(path)
        else:
            path.unlink(missing_ok=True)
    manage(env, "recover_lead_emails")
    # Pages cached by the previous release name its asset files: render them afresh.
    manage(env, "refresh_pages")


def proxy_settings(env: dict[str, str], nginx_dir: Path) -> dict:
    """The site's body limits and nginx's own answers in its words (agency.proxy)."""
    result = subprocess.run(
        [str(PYTHON), "manage.py", "proxy_settings", str(nginx_dir / "errors")],
        cwd=ROOT, env=env, capture_output=True, text=True, check=False,
    )  # fmt: skip
    if result.returncode:
        fail(f"`manage.py proxy_settings` failed:\n{result.stderr[-3000:]}")
    return json.loads(result.stdout.strip().splitlines()[-1])


def quoted(text: str) -> str:  # nginx unescapes \\ and \" inside quotes
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def page_parameters_map(pages: list[tuple[str, list[str]]]) -> str:
    """The lines of nginx's `map $uri $page_query`: each public page's path and the query string
    made of its own parameters (none for most pages)."""
    lines = []
    for regex, names in pages:
        query = "&".join(f"{name}=$arg_{name}" for name in names)
        lines.append(f"        {quoted('~' + regex)} {quoted(query)};")
    return "\n".join(lines)


def ab_test_config(variants: dict) -> dict[str, str]:
    """nginx's part of the A/B tests (campaigns.middleware does the same under `make run`): one
    `split_clients` per running test on "${remote_addr}${http_user_agent}<test key>", its pages
    mapped to its variable, and the crawlers (analytics.bots) given the original."""
    crawlers = "|".join(re.escape(marker) for marker in variants["crawlers"]) or "$^"
    splits, pages = [], []
    for test in variants["tests"]:
        variable = f"$ab_{test['key']}"
        parts = [f"{share}% {quoted(tag)};" for tag, share in test["versions"][:-1]]
        parts.append(f"* {quoted(test['versions'][-1][0])};")
        source = quoted("${remote_addr}${http_user_agent}" + test["key"])
        splits.append(f"    split_clients {source} {variable} {{ {' '.join(parts)} }}")
        pages += [f"        {quoted(path)} {variable};" for path in test["paths"]]
    return {
        "AB_CRAWLERS": quoted("~*(" + crawlers + ")"),
        "AB_SPLITS": "\n".join(splits),
        "AB_PAGES": "\n".join(pages),
    }


# The site's last answer to `manage.py proxy_settings` (its limits, A/B tests and nginx's tuning).
SITE_VALUES: dict = {}


def nginx_config(env: dict[str, str], cert: str, key: str) -> Path:
    state = Path(env["PROD_STATE_DIR"])
    nginx_dir = state / "nginx"
    site = proxy_settings(env, nginx_dir)
    SITE_VALUES.update(site)
    for folder in ("cache", "tmp", "tmp/body", "tmp/proxy", "tmp/fastcgi", "tmp/uwsgi", "tmp/scgi"):
        (nginx_dir / folder).mkdir(parents=True, exist_ok=True)
    (state / "logs").mkdir(exist_ok=True)
    user = ""
    if os.geteuid() == 0:
        # nginx's workers drop root; they own their cache and temporary files.
        user = "user www-data;"
        for folder in ("cache", "tmp"):
            shutil.chown(nginx_dir / folder, "www-data")
            for path in (nginx_dir / folder).rglob("*"):
                shutil.chown(path, "www-data")
    https_port = env["PROD_HTTPS_PORT"]
    media_root = Path(env.get("MEDIA_ROOT") or ROOT / "media").resolve()
    media_root.mkdir(parents=True, exist_ok=True)
    values = {
        "USER_DIRECTIVE": user,
        "WORKER_PROCESSES": "auto",
        "STATE_DIR": str(state),
        "LISTEN_ADDRESS": env["PROD_LISTEN_ADDRESS"],
        "HTTP_PORT": env["PROD_HTTP_PORT"],
        "HTTPS_PORT": https_port,
        "HTTPS_PORT_SUFFIX": "" if https_port == "443" else f":{https_port}",
        "SERVER_NAMES": server_names(env),
        "SITE_URL": env["SITE_URL"].rstrip("/"),
        "APP_SERVERS": upstream_servers(env),
        "CERTIFICATE": cert,
        "CERTIFICATE_KEY": key,
        "STATIC_ROOT": str(ROOT / "staticfiles"),
        "MEDIA_ROOT": str(media_root),
        "MEDIA_CSP": MEDIA_CSP,
        "MEDIA_IMAGE_PATTERN": MEDIA_IMAGE_PATTERN,
        "MEDIA_IMMUTABLE_PATTERN": MEDIA_IMMUTABLE_PATTERN,
        "SESSION_COOKIE": "sessionid",
        "HSTS_SECONDS": str(site["hsts_seconds"]),
        "PAGE_PARAMETERS": page_parameters_map(site["page_parameters"]),
        "APP_RATE": site["app_rate"],
        "APP_BURST": str(site["app_burst"]),
        "RETRY_AFTER": str(site["retry_after"]),
        "FORM_BODY_MAX": str(site["form_body_max"]),
        "UPLOAD_BODY_MAX": str(site["upload_body_max"]),
        **ab_test_config(site["page_variants"]),
    }
    text = (DEPLOY / "nginx.conf.template").read_text()
    for name, value in values.items():
        text = text.replace("{{" + name + "}}", value)
    if "{{" in text:
        fail("deploy/nginx.conf.template has a placeholder prod.py does not fill.")
    config = nginx_dir / "nginx.conf"
    config.write_text(text)
    check = subprocess.run(
        ["nginx", "-t", "-q", "-p", str(nginx_dir), "-c", str(config), "-e", "stderr"],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    if check.returncode != 0:
        fail(f"nginx refuses its configuration:\n{check.stderr}")
    return config


def app_ports(env: dict[str, str]) -> list[int]:
    """The ports of this machine's app servers (gunicorn processes)."""
    count = int(env["PROD_APP_SERVERS"])
    if count < 1:
        fail("PROD_APP_SERVERS must be 1 or more.")
    return [int(env["PROD_APP_PORT"]) + number for number in range(count)]


def upstream_servers(env: dict[str, str]) -> str:
    """nginx's `upstream django` servers: this machine's app servers and PROD_APP_REMOTE's. One that
    fails is left out for a few seconds and its requests go to another (proxy_next_upstream)."""
    addresses = [f"127.0.0.1:{port}" for port in app_ports(env)]
    addresses += [address.strip() for address in env["PROD_APP_REMOTE"].split(",") if address.strip()]
    return "\n".join(f"        server {address} max_fails=1 fail_timeout=5s;" for address in addresses)


def procfile(env: dict[str, str]) -> list[tuple[str, list[str], dict[str, str]]]:
    """deploy/Procfile's processes, `web` once per app server (web, web2, ...: each its own port)."""
    processes = []
    for line in (DEPLOY / "Procfile").read_text().splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        name, command = line.split(":", 1)
        name = name.strip()
        words = [word.replace("$PROD_STATE_DIR", env["PROD_STATE_DIR"]) for word in shlex.split(command)]
        if name == "web":
            for number, port in enumerate(app_ports(env), start=1):
                name = f"web{number}" if number > 1 else "web"
                processes.append((name, words, {"PROD_APP_PORT": str(port)}))
        else:
            processes.append((name, words, {}))
    return processes


def is_app_server(name: str) -> bool:
    return name == "web" or (name.startswith("web") and name[3:].isdigit())


class Stack:
    def __init__(self, env: dict[str, str]):
        self.env = env
        self.processes: dict[str, subprocess.Popen] = {}
        self.stopping = threading.Event()
        self.reloading = threading.Event()

    def start(self) -> None:
        for name, command, extra in procfile(self.env):
            self._spawn(name, command, extra)

    def _spawn(self, name: str, command: list[str], extra: dict[str, str] | None = None) -> None:
        process = subprocess.Popen(
            command,
            cwd=ROOT,
            env=self.env | (extra or {}),
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        self.processes[name] = process
        threading.Thread(target=self._relay, args=(name, process), daemon=True).start()

    @staticmethod
    def _relay(name: str, process: subprocess.Popen) -> None:
        for line in process.stdout:
            print(f"{name:<6} | {line}", end="", flush=True)

    def wait_ready(self, timeout: float = 60) -> None:
        # /readyz: the database answers and the task worker has claimed its first task.
        url = f"https://127.0.0.1:{self.env['PROD_HTTPS_PORT']}/readyz"
        context = ssl._create_unverified_context()  # noqa: S323 - our own self-signed certificate
        deadline = time.monotonic() + timeout
        # Each app server listens first (gunicorn binds before its workers load Django; one whose
        # port is taken retries a few seconds, then exits): nginx's answer below is only one's.
        waiting = set(app_ports(self.env))
        while waiting and time.monotonic() < deadline and not self.stopping.is_set():
            if any(process.poll() is not None for process in self.processes.values()):
                return
            for port in list(waiting):
                try:
                    with socket.create_connection(
                        (self.env.get("PROD_APP_BIND") or "127.0.0.1", port), timeout=1
                    ):
                        waiting.discard(port)
                except OSError:
                    pass
            time.sleep(0.3)
        while time.monotonic() < deadline and not self.stopping.is_set():
            if any(process.poll() is not None for process in self.processes.values()):
                return
            host = self.env["DJANGO_ALLOWED_HOSTS"].split(",")[0].strip().lstrip(".") or "localhost"
            request = urllib.request.Request(url, headers={"Host": host})
            try:
                with urllib.request.urlopen(request, context=context, timeout=5):  # noqa: S310
                    return
            except urllib.error.HTTPError as error:
                # 502-504 are nginx's own answers while gunicorn is still starting (a loaded
                # machine takes seconds to import Django), and 503 /readyz's while a check fails:
                # not ready yet. Anything else is Django's answer.
                if error.code not in (502, 503, 504):
                    return
                time.sleep(0.3)
            except OSError:
                time.sleep(0.3)

    def run(self) -> int:
        while not self.stopping.is_set():
            if self.reloading.is_set():
                self.reloading.clear()
                self.reload()
            for name, process in list(self.processes.items()):
                if process.poll() is None:
                    continue
                serving = [other for other in self.processes if is_app_server(other) and other != name]
                if is_app_server(name) and serving:
                    # One app server of several: the others serve (nginx leaves it out).
                    say(f"{name} stopped (exit {process.returncode}): {', '.join(serving)} still serving")
                    del self.processes[name]
                    break
                say(f"{name} stopped (exit {process.returncode}): stopping the stack")
                self.stopping.set()
                break
            self.stopping.wait(0.5)
        return self.stop()

    def stop(self) -> int:
        for process in self.processes.values():
            if process.poll() is None:
                process.send_signal(signal.SIGTERM)
        deadline = time.monotonic() + 25
        failed = 0
        for process in self.processes.values():
            try:
                process.wait(timeout=max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
            failed = failed or (process.returncode not in (0, -signal.SIGTERM))
        return 1 if failed else 0

    # --- graceful reload (`make reload`, reload_main below) ---
    def reload(self) -> None:
        """In the launcher, on SIGHUP: each process loads the code on disk without dropping a request.

        gunicorn (SIGHUP): starts new workers, then stops the old ones gracefully; the listening
        socket stays open throughout, so a connection waits at most for a new worker to import Django.
        The new task worker starts first, then the old one (SIGTERM) finishes the task in hand and
        exits; the two never take the same task (the queue locks what it hands out). nginx (SIGHUP)
        rereads its configuration, its old workers finishing their connections.
        """
        say("Reloading: gunicorn's workers, the task worker, nginx")
        commands = {name: command for name, command, _extra in procfile(self.env)}
        for name, process in self.processes.items():
            if is_app_server(name):
                process.send_signal(signal.SIGHUP)
        old_worker = self.processes["worker"]
        self._spawn("worker", commands["worker"])  # the old one is no longer watched
        old_worker.send_signal(signal.SIGTERM)
        try:
            old_worker.wait(timeout=60)
        except subprocess.TimeoutExpired:
            old_worker.kill()
            old_worker.wait()
        self.processes["proxy"].send_signal(signal.SIGHUP)
        marker = Path(self.env["PROD_STATE_DIR"]) / RELOADED_FILE
        count = int(marker.read_text() or 0) if marker.exists() else 0
        marker.write_text(str(count + 1))
        say("Reloaded")


def watch_ab_tests(stack: Stack, env: dict[str, str], cert: str, key: str) -> None:
    """Every PROXY_AB_REFRESH_SECONDS (the settings): nginx's configuration written again from the
    site's running A/B tests (agency.proxy.page_variants) and, when it changed, reloaded (SIGHUP: no
    request dropped). A configuration nginx refuses is not kept: the running one stays."""
    config = Path(env["PROD_STATE_DIR"]) / "nginx" / "nginx.conf"
    every = float(SITE_VALUES["ab_refresh_seconds"])
    if every <= 0:  # 0: only at start and on `make reload`
        return
    # Each look is a `manage.py proxy_settings` (a Django start, about a second of CPU): not often.
    while not stack.stopping.wait(every):
        before = config.read_text()
        try:
            nginx_config(env, cert, key)
        except SystemExit:
            config.write_text(before)
            continue
        if config.read_text() != before and "proxy" in stack.processes:
            stack.processes["proxy"].send_signal(signal.SIGHUP)
            say("A/B tests changed: nginx draws the new ones")


# --- graceful reload (`make reload`) -----------------------------------------------------------
# The launcher of a running stack writes its process id here; `prod.py reload` prepares the new
# release, sends it SIGHUP, and waits for the count in RELOADED_FILE to move on.
PID_FILE = "prod.pid"
RELOADED_FILE = "reloaded"


def reload_main() -> int:
    """`prod.py reload`: the new release's static files and migrations, then the running stack."""
    env = environment()
    state = Path(env["PROD_STATE_DIR"])
    try:
        pid = int((state / PID_FILE).read_text())
        os.kill(pid, 0)
    except (OSError, ValueError):
        fail(f"No running stack in {state} (start it with `make prod`).")
    # New asset files sit beside the old ones: pages the old workers still serve keep theirs.
    say("Collecting static files, migrating (migrations must suit the running code as well)")
    manage(env, "collectstatic", "--noinput", "--verbosity", "0")
    manage(env, "migrate", "--noinput", "--verbosity", "0")
    nginx_config(env, *certificate(env))
    marker = state / RELOADED_FILE
    before = marker.read_text() if marker.exists() else ""
    os.kill(pid, signal.SIGHUP)
    deadline = time.monotonic() + 120
    while (marker.read_text() if marker.exists() else "") == before:
        if time.monotonic() > deadline:
            fail("The stack did not reload within two minutes: see its output.")
        time.sleep(0.2)
    Stack(env).wait_ready()
    # Pages cached by the old release name its asset files: render them afresh.
    manage(env, "refresh_pages")
    say("The new release is serving.")
    return 0


def main() -> int:
    if sys.argv[1:] == ["reload"]:
        return reload_main()
    env = environment()
    if not shutil.which("nginx"):
        fail("nginx is not installed: `make prod` installs Debian's package.")
    check_services(env)
    check_ports(env)
    cert, key = certificate(env)
    prepare_release(env)
    nginx_config(env, cert, key)
    stack = Stack(env)
    signal.signal(signal.SIGTERM, lambda *_: stack.stopping.set())
    signal.signal(signal.SIGINT, lambda *_: stack.stopping.set())
    signal.signal(signal.SIGHUP, lambda *_: stack.reloading.set())
    (Path(env["PROD_STATE_DIR"]) / PID_FILE).write_text(str(os.getpid()))
    stack.start()
    stack.wait_ready()
    failed = [name for name, process in stack.processes.items() if process.poll() is not None]
    if failed:
        # At start every process must be up, the app servers included: one that could not start
        # (its port taken, a broken release) is a failed start, not a server left out.
        say(f"{', '.join(failed)} stopped while the stack started: stopping the stack")
        stack.stop()
        return 1
    say(f"Serving https://localhost:{env['PROD_HTTPS_PORT']}/ (http:{env['PROD_HTTP_PORT']} redirects to it)")
    if not env.get("PROD_TLS_CERT"):
        say("The certificate is self-signed: a browser asks once before it shows the site.")
    threading.Thread(target=watch_ab_tests, args=(stack, env, cert, key), daemon=True).start()
    try:
        return stack.run()
    finally:
        (Path(env["PROD_STATE_DIR"]) / PID_FILE).unlink(missing_ok=True)


if __name__ == "__main__":
    sys.exit(main())
