"""The version of a landing page under an A/B test each request sees, before the page cache looks.

- Under `make run` (no proxy in front, TRUSTED_PROXY_COUNT = 0) it is drawn here, as nginx would
  (campaigns.assignment: the client's address, its user agent and the test's key); a version header
  sent by the client is dropped, so nobody picks their version.
- Behind nginx (`make prod`) nginx draws it with `split_clients` on the same inputs, keys its own
  cache with it and passes it in X-Agency-Version (replacing any a client sent): it is read here and
  accepted only as a version of the test running on that page.
- A crawler (analytics.bots) and a page under no test see the original: version "".

`request.ab_version` is "<test id>:<version>" ("7:B") or ""; publishing.page_cache adds it to the
page's cache key, so each version is cached apart.

campaigns.selectors.version_drawn draws the same for any request about a page: the beacon's
exposures and the leads sent from the page take the version from there (analytics.ab_versions),
never from what the client posted.
"""

from functools import cache

from django.conf import settings
from django.urls import reverse
from django.utils import translation

from analytics.bots import is_bot
from campaigns.assignment import VERSION_META
from campaigns.selectors import draw, running_tests


@cache
def page_prefixes() -> tuple[str, ...]:
    """Where landing pages live in each language (/lp/, /es/lp/): no other request looks further."""
    prefixes = set()
    for language, _name in settings.LANGUAGES:
        with translation.override(language):
            prefixes.add(reverse("campaigns:page", kwargs={"slug": "x"}).removesuffix("x"))
    return tuple(sorted(prefixes))


class ExperimentMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        sent = request.META.pop(VERSION_META, "")
        request.ab_version = ""
        if request.method in ("GET", "HEAD") and request.path_info.startswith(page_prefixes()):
            test = running_tests().get(request.path_info)
            if test is not None:
                request.ab_version = self._version(request, test, sent)
        return self.get_response(request)

    @staticmethod
    def _version(request, test, sent: str) -> str:
        if settings.TRUSTED_PROXY_COUNT > 0:
            # nginx drew it (deploy/nginx.conf.template); a version of another test is none.
            if is_bot(request.META.get("HTTP_USER_AGENT", "")):
                return ""
            return sent if sent in test.tags() else ""
        return draw(request, test)
