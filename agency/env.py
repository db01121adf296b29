"""Small readers for configuration taken from the process environment.

A `.env` file beside `manage.py` is read first, if present, without overriding
variables that are already set, so a developer can keep local values out of the shell.
"""

import os
from pathlib import Path
from urllib.parse import unquote, urlsplit

from django.core.exceptions import ImproperlyConfigured

_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off", ""}


def load_dotenv(path: Path) -> None:
    if not path.is_file():
        return
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        key, value = line.split("=", 1)
        value = value.strip().strip('"').strip("'")
        os.environ.setdefault(key.strip(), value)


def env_str(name: str, default: str = "") -> str:
    return os.environ.get(name, default)


def env_bool(name: str, default: bool = False) -> bool:
    raw = os.environ.get(name)
    if raw is None:
        return default
    value = raw.strip().lower()
    if value in _TRUE:
        return True
    if value in _FALSE:
        return False
    raise ImproperlyConfigured(f"{name} must be a boolean (true/false), not {raw!r}.")


def env_int(name: str, default: int) -> int:
    raw = os.environ.get(name)
    if raw is None or raw.strip() == "":
        return default
    try:
        return int(raw)
    except ValueError as exc:
        raise ImproperlyConfigured(f"{name} must be a whole number, not {raw!r}.") from exc


def env_float(name: str, default: float) -> float:
    raw = os.environ.get(name)
    if raw is None or raw.strip() == "":
        return default
    try:
        return float(raw)
    except ValueError as exc:
        raise ImproperlyConfigured(f"{name} must be a number, not {raw!r}.") from exc


def env_list(name: str, default: list[str]) -> list[str]:
    raw = os.environ.get(name)
    if raw is None:
        return default
    return [item.strip() for item in raw.split(",") if item.strip()]


def is_weak_secret_key(key: str) -> bool:
    """Django's own deploy check rules: at least 50 characters, 5 distinct, no insecure prefix."""
    return len(key) < 50 or len(set(key)) < 5 or key.startswith("django-insecure-")


def mailer_from_url(url: str) -> tuple[str, dict]:
    """(the mail backend, its OPTIONS) of an EMAIL_URL: smtp://user:password@host:port (plain, or
    STARTTLS with ?tls=true), smtps://... (TLS from the first byte), or console://."""
    parts = urlsplit(url)
    if parts.scheme == "console":
        return "django.core.mail.backends.console.EmailBackend", {}
    if parts.scheme not in ("smtp", "smtps") or not parts.hostname:
        raise ImproperlyConfigured(
            "EMAIL_URL must be smtp://user:password@host:port, smtps://... or console://"
        )
    return "django.core.mail.backends.smtp.EmailBackend", {
        "host": parts.hostname,
        "port": parts.port or (465 if parts.scheme == "smtps" else 25),
        "username": unquote(parts.username or ""),
        "password": unquote(parts.password or ""),
        "use_ssl": parts.scheme == "smtps",
        "use_tls": parts.scheme == "smtp" and "tls=true" in parts.query.lower(),
        "timeout": 10,
    }
