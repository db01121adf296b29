"""`bin/serve` twice on one machine: both instances run, and neither leaves a control socket to clobber.

gunicorn 27 opens a control socket at one path per user ($XDG_RUNTIME_DIR/gunicorn.ctl or
$HOME/.gunicorn/gunicorn.ctl), so a second instance replaced (and on exit deleted) the first one's.
"""

import os
import signal
import subprocess
import time

from tests.support.live import BASE_DIR, LiveServer


def wait_until_serving(server: LiveServer, process: subprocess.Popen) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        assert process.poll() is None, "bin/serve exited"
        try:
            if server.request("GET", "/api/contact")[0] == 405:
                return
        except OSError:
            time.sleep(0.3)
    raise AssertionError("bin/serve did not start within 60 seconds")


def test_two_instances_of_bin_serve_share_a_machine_without_a_control_socket(tmp_path):
    home, runtime = tmp_path / "home", tmp_path / "run"
    home.mkdir()
    runtime.mkdir()
    servers, processes = [LiveServer(tmp_path), LiveServer(tmp_path)], []
    # Both serve one database (the same file or PostgreSQL database): created empty, migrated once.
    servers[0].database.create()
    servers[0].manage("migrate", "--noinput", timeout=300)
    try:
        for server in servers:
            env = {
                **server.env,
                "PORT": str(server.port),
                "WEB_CONCURRENCY": "1",
                "HOME": str(home),
                "XDG_RUNTIME_DIR": str(runtime),
            }
            process = subprocess.Popen(
                [str(BASE_DIR / "bin" / "serve")],
                cwd=BASE_DIR,
                env=env,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                start_new_session=True,
            )
            processes.append(process)
            wait_until_serving(server, process)
        assert servers[0].port != servers[1].port
        assert all(server.request("GET", "/api/contact")[0] == 405 for server in servers)
        assert not (runtime / "gunicorn.ctl").exists()
        assert not (home / ".gunicorn" / "gunicorn.ctl").exists()
    finally:
        for process in processes:
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGTERM)
                try:
                    process.wait(timeout=20)
                except subprocess.TimeoutExpired:
                    os.killpg(process.pid, signal.SIGKILL)
                    process.wait()
        servers[0].database.drop()
