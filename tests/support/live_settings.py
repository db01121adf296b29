"""The settings of the servers, workers and commands the test suite and the benchmarks start.

agency/settings.py keeps its tuning values as constants; the processes a test starts (gunicorn, the
task worker, `make prod`'s stack, `manage.py`) sometimes need another one (throttles off for a load,
a short page lifetime, a fast delivery sweep). Those processes run with
`DJANGO_SETTINGS_MODULE=tests.support.live_settings`: the project's settings, then each setting
named in `TUNABLE` whose name stands in the process's environment, read as the type its constant
has. Never an operator's tool: production's settings module is agency.settings.
"""

import os

from agency.settings import *  # noqa: F403
from agency.settings import CACHES, LOGGING, MAILERS

TUNABLE = (
    "LEADS_THROTTLE_BURST",
    "LEADS_THROTTLE_SUSTAINED",
    "SUBSCRIBE_THROTTLE_BURST",
    "SUBSCRIBE_THROTTLE_SUSTAINED",
    "ANALYTICS_THROTTLE",
    "AUTH_REGISTER_RATE",
    "AUTH_LOCKOUT_ATTEMPTS",
    "AUTH_LOCKOUT_ADDRESS_ATTEMPTS",
    "AUTH_ACCOUNT_SLOWDOWN_FAILURES",
    "LEADS_MAX_BODY_BYTES",
    "LEADS_MIN_FILL_MS",
    "LEADS_EMAIL_MAX_ATTEMPTS",
    "LEADS_EMAIL_RETRY_BASE_SECONDS",
    "LEADS_EMAIL_STALE_SECONDS",
    "LEADS_EMAIL_SWEEP_SECONDS",
    "WEBHOOK_TIMEOUT_SECONDS",
    "WEBHOOK_ALLOW_HTTP",
    "PAGE_CACHE_SECONDS",
    "PAGE_MAX_AGE",
    "PAGE_SHARED_MAX_AGE",
    "PAGE_STALE_WHILE_REVALIDATE",
    "SERVE_MEDIA",
    "HOST_PORT_CHECK",
    "SECURE_SSL_REDIRECT",
    "SITE_NAME",
    "CONTACT_EMAIL",
    "SCHEDULING_URL",
    "PROXY_APP_RATE",
    "PROXY_APP_BURST",
    "PROXY_AB_REFRESH_SECONDS",
)


def _read(name: str, constant):
    raw = os.environ[name]
    if isinstance(constant, bool):
        return raw.strip().lower() in {"1", "true", "yes", "on"}
    if isinstance(constant, int):
        return int(raw)
    if isinstance(constant, float):
        return float(raw)
    return raw


for _name in TUNABLE:
    if _name in os.environ:
        # SECURE_SSL_REDIRECT is set in production only: a yes/no.
        globals()[_name] = _read(_name, globals().get(_name, False))

# Values inside the settings' structures: the Redis keys' prefix (servers sharing one Redis), a
# mailer other than the console (locmem keeps a stack's mail quiet) and its SMTP timeout, the log
# level.
if "CACHE_KEY_PREFIX" in os.environ and "KEY_PREFIX" in CACHES["default"]:
    CACHES["default"]["KEY_PREFIX"] = os.environ["CACHE_KEY_PREFIX"]
if "EMAIL_BACKEND" in os.environ:
    MAILERS["default"]["BACKEND"] = os.environ["EMAIL_BACKEND"]
if "EMAIL_TIMEOUT" in os.environ and "timeout" in MAILERS["default"]["OPTIONS"]:
    MAILERS["default"]["OPTIONS"]["timeout"] = int(os.environ["EMAIL_TIMEOUT"])
if "LOG_LEVEL" in os.environ:
    LOGGING["root"]["level"] = os.environ["LOG_LEVEL"]
# The settings made from those above.
if "SITE_NAME" in os.environ or "CONTACT_EMAIL" in os.environ:
    DEFAULT_FROM_EMAIL = SERVER_EMAIL = f"{SITE_NAME} <{CONTACT_EMAIL}>"  # noqa: F405
if "CONTACT_EMAIL" in os.environ and "ENQUIRY_EMAIL" not in os.environ:
    ENQUIRY_EMAIL = CONTACT_EMAIL  # noqa: F405
AXES_FAILURE_LIMIT = AUTH_LOCKOUT_ATTEMPTS  # noqa: F405
