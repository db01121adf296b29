"""Which version of a landing page under an A/B test a visitor saw, as the server decides it, and
how staff read a version.

A version named by a client (the beacon's `"v"`, a lead's `context.version`) is a claim anyone can
make, for any test, as often as they like. So nothing here takes a version from what was sent:

- `drawn_version(request, path)` is the version the server draws for this visitor (their address
  and user agent) on the page at `path`, "" for a page under no running test or for a crawler.
- `exposure_version(request, path, named)` is the version a page view counts as an exposure of:
  the one the page named when it is the one drawn for this visitor there (a made-up name, another
  test's version or another visitor's is a plain page view), once per visitor (the address and user
  agent the version is drawn from) and test a day, and at most EXPOSURES_PER_ADDRESS a day per
  client address and test (agency.throttle's rolling window, as every per-client limit): one
  address moves a test's exposures by that many a day at most, whatever user agents it sends.
- `version_labels(tags)`: each version ("7:B") as staff read it, with its test's name (the lead's
  detail on /admin, the leads' CSV).

campaigns, which owns the tests and the draw (the same hash as nginx's split_clients), registers
the one `AbTests` provider at start-up (`ab_tests_register`); analytics, leads and staff never
import it.
"""

from collections.abc import Iterable
from typing import Protocol

from agency.client_address import client_ip
from agency.throttle import hit

# A visitor counts as one exposure of a test a day (exposures are visitors, not reloads), and one
# address as this many visitors at most: an office's browsers, not a client cycling user agents.
EXPOSURE_WINDOW_SECONDS = 24 * 3600
EXPOSURES_PER_ADDRESS = 20


class AbTests(Protocol):
    def drawn(self, request, path: str) -> str: ...

    def labels(self, tags: Iterable[str]) -> dict[str, str]: ...


_providers: list[AbTests] = []


def ab_tests_register(provider: AbTests) -> None:
    """Say who draws the versions and names them (once, at start-up)."""
    if provider not in _providers:
        _providers.append(provider)


def drawn_version(request, path: str) -> str:
    """The version ("7:B") the server draws for this request's visitor on the page at `path`, or ""."""
    if not isinstance(path, str) or not path.startswith("/"):
        return ""
    for provider in _providers:
        version = provider.drawn(request, path)
        if version:
            return version
    return ""


def exposure_version(request, path: str, named: object) -> str:
    """The version a page view at `path` naming `named` is an exposure of, or "" (a plain view)."""
    if not isinstance(named, str) or not named or named != drawn_version(request, path):
        return ""
    test, address = named.partition(":")[0], client_ip(request)
    visitor = f"{address} {request.META.get('HTTP_USER_AGENT', '')}"
    if not hit(f"ab-exposure:{test}", visitor, 1, EXPOSURE_WINDOW_SECONDS).allowed:
        return ""
    allowed = hit(
        f"ab-exposure-address:{test}", address, EXPOSURES_PER_ADDRESS, EXPOSURE_WINDOW_SECONDS
    ).allowed
    return named if allowed else ""


def version_labels(tags: Iterable[str]) -> dict[str, str]:
    """Each non-empty version tag as staff read it; the tag itself when nobody can name it."""
    wanted = {tag for tag in tags if tag}
    labels = {tag: tag for tag in wanted}
    for provider in _providers:
        labels |= provider.labels(wanted)
    return labels
