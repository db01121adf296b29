"""What nginx (deploy/nginx.conf.template) takes from the site, so that one owner decides each
thing: its body limits, the answers it gives itself, in the site's words.

`manage.py proxy_settings FOLDER` writes the answers below into FOLDER and prints the rest as JSON
for deploy/prod.py, which fills the template with it.

- 413: a body over the site's own limit (agency.request_body) is refused by nginx before gunicorn
  sees it;
- 429: a client sending more requests than RATE to gunicorn (cache misses, posts) is refused by
  nginx for a moment (`Retry-After`).

Each answer is a page in English and in Spanish (for an address under /es/) and JSON for /api/.
"""

import json
from pathlib import Path

from django.template.loader import render_to_string
from django.urls import reverse
from django.utils import translation
from django.utils.translation import gettext_lazy as _

from agency.request_body import largest_body, largest_form_body

# Seconds a refused client is told to wait (429's Retry-After). nginx's rate is per second, so a
# second is enough; the burst lets a visitor's page with a few posts through at once.
RETRY_AFTER = 1

REFUSALS = {
    413: {
        "title": _("Too large to send"),
        "text": _(
            "What you sent is too large for this site to accept. Please shorten your message, or "
            "send a smaller file, and try again."
        ),
        "detail": "The request body is too large for this address.",
    },
    429: {
        "title": _("Too many requests"),
        "text": _(
            "We received too many requests from your connection in a short time. Please wait a "
            "moment and try again."
        ),
        "detail": "Too many requests from this address: retry after the seconds in Retry-After.",
    },
}
HOME_LABEL = _("Return to Homepage")


def refusal_pages_write(folder: Path) -> list[Path]:
    """413 and 429 as `<status>.en.html`, `<status>.es.html` and `<status>.json` in FOLDER."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for status, copy in REFUSALS.items():
        for language in ("en", "es"):
            with translation.override(language):
                page = render_to_string(
                    "refused.html",
                    {
                        "language": language,
                        "title": copy["title"],
                        "text": copy["text"],
                        "home_url": reverse("marketing:home"),
                        "home_label": HOME_LABEL,
                    },
                )
            written.append(folder / f"{status}.{language}.html")
            written[-1].write_text(page)
        written.append(folder / f"{status}.json")
        written[-1].write_text(json.dumps({"detail": copy["detail"]}))
    return written


def proxy_settings() -> dict:
    """The values deploy/prod.py puts into nginx's configuration."""
    return {
        "form_body_max": largest_form_body(),
        "upload_body_max": largest_body(),
        "retry_after": RETRY_AFTER,
    }
