"""The project's own apps, read from INSTALLED_APPS: those whose package stands in this checkout."""

from pathlib import Path

from django.apps import apps
from django.conf import settings


def project_apps() -> tuple[str, ...]:
    """("accounts", "agency", ..., "subscriptions"): every app of settings.INSTALLED_APPS whose
    package is a folder at the root of the checkout (the libraries' apps stand elsewhere)."""
    root = Path(settings.BASE_DIR).resolve()
    return tuple(
        sorted(
            {
                config.name.split(".")[0]
                for config in apps.get_app_configs()
                if Path(config.path).resolve().parent == root
            }
        )
    )
