"""A body Django refuses unread leaves gunicorn's connection fit for the next request.

gunicorn reads at most 64 KB of what the application left unread and then closes the connection,
after an answer that said keep-alive: a proxy that sent its next request on that connection (nginx
keeps its connections to gunicorn) loses it, and answers 502. agency.request_body reads the rest
first. Pipelined requests on one socket show it without a proxy's timing.
"""

import json
import socket

from tests.support.live import LiveServer


def _responses(port: int, payload: bytes, count: int) -> list[bytes]:
    """The status lines of the answers the server sends on one connection for `payload`."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        sock.sendall(payload)
        received = b""
        try:
            while received.count(b"HTTP/1.1 ") < count:
                chunk = sock.recv(65536)
                if not chunk:
                    break
                received += chunk
        except TimeoutError:
            pass
    answers = received.split(b"HTTP/1.1 ")[1:]
    return [b"HTTP/1.1 " + answer.split(b"\r\n", 1)[0] for answer in answers]


def _post(path: str, content_type: str, body: bytes) -> bytes:
    return (
        f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: {content_type}\r\n"
        f"Content-Length: {len(body)}\r\n\r\n"
    ).encode() + body


def test_the_request_after_a_refused_300_kb_body_is_answered_on_the_same_connection(tmp_path):
    server = LiveServer(tmp_path)
    server.start()
    try:
        big_json = json.dumps({"message": "y" * (300 * 1024)}).encode()
        big_form = b"name=" + b"x" * (300 * 1024)
        follow = b"GET /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
        # The lead API refuses over LEADS_MAX_BODY_BYTES unread (413); a form over
        # DATA_UPLOAD_MAX_MEMORY_SIZE is refused unread by Django itself (RequestDataTooBig, 400).
        api = _responses(server.port, _post("/api/contact", "application/json", big_json) + follow, 2)
        form = _responses(
            server.port, _post("/contact/send", "application/x-www-form-urlencoded", big_form) + follow, 2
        )
    finally:
        server.stop()
    assert api == [b"HTTP/1.1 413 Content Too Large", b"HTTP/1.1 405 Method Not Allowed"]
    assert len(form) == 2 and form[0].startswith(b"HTTP/1.1 4")
    assert form[1] == b"HTTP/1.1 405 Method Not Allowed"
