"""The subscription pages are valid HTML to the W3C Nu HTML Checker: the form's page and its
errors, "check your inbox", every state of the confirmation and unsubscribe links, and the page to
type an address (tests/content/test_html_validity.py runs the checker the same way)."""

from pathlib import Path

import pytest
from django.core import signing

from subscriptions.models import Subscriber, SubscriberStatus
from subscriptions.tokens import CONFIRM_SALT, confirm_token, unsubscribe_token
from tests.content.test_html_validity import run_checker
from tests.subscriptions.conftest import READER

pytestmark = pytest.mark.django_db


def expired_confirm_token(email: str, monkeypatch) -> str:
    """A genuine confirmation token signed long ago (the signer's clock set back, not the test's)."""
    with monkeypatch.context() as patch:
        patch.setattr(signing.TimestampSigner, "timestamp", lambda self: signing.b62_encode(1_700_000_000))
        return signing.dumps(email, salt=CONFIRM_SALT)


def test_every_subscription_page_is_valid_html(client, tmp_path, monkeypatch):
    def add(name: str, response, status: int = 200) -> None:
        assert response.status_code == status, name
        (tmp_path / f"{name}.html").write_bytes(response.content)

    post = {"homepage": ""}
    add("subscribe", client.get("/insights/subscribe"))
    add("subscribe-error", client.post("/insights/subscribe", {**post, "email": "reader@"}), 400)
    add("thanks", client.get("/insights/subscribe/thanks"))
    add("unsubscribe-request", client.get("/insights/unsubscribe"))
    add("unsubscribe-request-error", client.post("/insights/unsubscribe", {**post, "email": ""}), 400)
    add("unsubscribe-sent", client.get("/insights/unsubscribe/sent"))

    add("confirm-gone", client.get(f"/insights/subscribe/confirm/{confirm_token(READER)}"), 404)
    Subscriber.objects.create(email=READER, requested_at="2026-03-02T17:00:00Z", consent_text="Yes")
    confirm = f"/insights/subscribe/confirm/{confirm_token(READER)}"
    add("confirm-ask", client.get(confirm))
    add("confirm-done", client.post(confirm))
    add("confirm-already", client.post(confirm))
    add("confirm-invalid", client.get(confirm + "x"), 400)
    add(
        "confirm-expired",
        client.get(f"/insights/subscribe/confirm/{expired_confirm_token(READER, monkeypatch)}"),
        410,
    )

    leave = f"/insights/unsubscribe/{unsubscribe_token(READER)}"
    add("unsubscribe-ask", client.get(leave))
    add("unsubscribe-done", client.post(leave))
    add("unsubscribe-already", client.get(leave))
    add("unsubscribe-invalid", client.get(leave + "x"), 400)
    assert Subscriber.objects.get().status == SubscriberStatus.UNSUBSCRIBED

    errors = run_checker(sorted(tmp_path.glob("*.html")))
    assert [f"{Path(m['url']).name}:{m.get('lastLine', '?')}: {m['message']}" for m in errors] == []
