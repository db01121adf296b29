"""A webhook receiver on loopback for the tests: it answers from a script (a status code, "hang"
to time the sender out, or "redirect") and records every request it gets."""

import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


@dataclass
class Received:
    path: str
    headers: dict[str, str]
    body: bytes
    answered: int | str


@dataclass
class Receiver:
    """Answers the n-th request with script[n] (the last entry once the script runs out)."""

    script: list = field(default_factory=lambda: [200])
    hang_seconds: float = 3.0
    requests: list[Received] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)
    server: ThreadingHTTPServer | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/hooks/leads"

    def take(self, path: str, headers: dict[str, str], body: bytes):
        """Record a request and return the script's answer to it (one lock: concurrent requests
        each get their own line of the script)."""
        with self.lock:
            index = len(self.requests)
            answer = self.script[min(index, len(self.script) - 1)] if self.script else 200
            self.requests.append(Received(path, headers, body, answer))
            return answer

    def start(self) -> "Receiver":
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):  # noqa: N802 - http.server's hook name
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                answer = receiver.take(self.path, dict(self.headers.items()), body)
                if answer == "hang":
                    time.sleep(receiver.hang_seconds)  # the sender has given up by now
                    self.close_connection = True
                    return
                if answer == "redirect":
                    self.send_response(302)
                    self.send_header(
                        "Location", f"http://127.0.0.1:{receiver.server.server_address[1]}/moved"
                    )
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                text = b'{"ok": true}' if 200 <= answer < 300 else b"Receiver error: try again later"
                self.send_response(answer)
                self.send_header("Content-Type", "text/plain")
                self.send_header("Content-Length", str(len(text)))
                self.end_headers()
                self.wfile.write(text)

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        return self

    def stop(self) -> None:
        if self.server is not None:
            self.server.shutdown()
            self.server.server_close()
