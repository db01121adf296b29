"""gunicorn behind nginx (deploy/nginx.conf.template), as `make prod` runs it.

    .venv/bin/gunicorn -c deploy/gunicorn.conf.py agency.wsgi:application

gthread workers: nginx buffers every request and response, so no thread ever waits on a slow
client; the threads overlap the waits on PostgreSQL and Redis (and SQLite's write lock), and
keep-alive lets nginx reuse its connections to gunicorn (a sync worker closes each one).
"""

import os

_cores = os.cpu_count() or 1

# Loopback, unless the app server is on a machine of its own behind the proxy's (PROD_APP_BIND: its
# private address; docs/operators/two-hosts.md).
bind = f"{os.environ.get('PROD_APP_BIND', '127.0.0.1')}:{os.environ.get('PROD_APP_PORT', '8001')}"
# Processes: WEB_CONCURRENCY, else one per core plus one (the Python code is CPU bound under
# the GIL; threads only cover the waits).
workers = int(os.environ.get("WEB_CONCURRENCY") or _cores + 1)
worker_class = "gthread"
threads = 4
# Longer than nginx's upstream keepalive_timeout (60 s), so gunicorn never closes a connection
# nginx is about to reuse.
keepalive = 75
timeout = 30
graceful_timeout = 20
# A worker is replaced now and then, so a slow leak can never grow for weeks.
max_requests = 5000
max_requests_jitter = 500
# Only nginx talks to gunicorn; X-Forwarded-* from it is believed (PROD_PROXY_ADDRESS: the proxy
# machine's private address, when it is another machine).
forwarded_allow_ips = os.environ.get("PROD_PROXY_ADDRESS", "127.0.0.1")
# nginx's access log records every request (with its cache status): gunicorn keeps none of its own.
accesslog = None
errorlog = "-"
loglevel = "info"
# gunicorn's own lines (workers booting, timeouts) as JSON lines like Django's in production
# (docs/operators/logging-and-errors.md).
logconfig_dict = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {
        "json": {
            "()": "pythonjsonlogger.json.JsonFormatter",
            "fmt": "%(levelname)s %(name)s %(message)s %(process)d",
            "rename_fields": {"levelname": "level", "name": "logger", "process": "pid"},
            # The time in UTC (ISO 8601), whatever the site's TIME_ZONE.
            "timestamp": "time",
        }
    },
    "handlers": {
        "console": {"class": "logging.StreamHandler", "formatter": "json", "stream": "ext://sys.stderr"}
    },
    "loggers": {
        "gunicorn.error": {"handlers": ["console"], "level": loglevel.upper(), "propagate": False},
        # nginx's access log records every request.
        "gunicorn.access": {"handlers": [], "level": "INFO", "propagate": False},
    },
}
# gunicorn's control socket defaults to one path per user account; each stack keeps its own.
_state = os.environ.get("PROD_STATE_DIR")
if _state:
    # One per app server: several run from one state folder (PROD_APP_SERVERS).
    control_socket = os.path.join(_state, f"gunicorn-{os.environ.get('PROD_APP_PORT', '8001')}.ctl")
    pidfile = os.path.join(_state, f"gunicorn-{os.environ.get('PROD_APP_PORT', '8001')}.pid")
else:
    control_socket_disable = True
