"""Exposures in Chromium: a visitor with JavaScript is counted by the snippet's beacon, one without it
by the page's <noscript> image, and each view of a page under an A/B test is counted once."""

import time

import pytest

from analytics.models import DailyCount
from campaigns.models import Experiment
from tests.browser.campaigns.test_ab_test_browser import PAGE, agent_seeing, wait_for
from tests.browser.staff.test_editor_admin_browser import seeded  # noqa: F401 (fixture: the seed)
from tests.campaigns.dental_ab_test import dental_test_start


def exposures(test: Experiment) -> dict[str, int]:
    rows = DailyCount.objects.filter(path=PAGE, form="").values_list("version", "count")
    return {version: count for version, count in rows if version.startswith(f"{test.pk}:")}


@pytest.mark.usefixtures("seeded")
def test_each_visitor_is_counted_once_with_or_without_javascript(browser, live_server):
    test = dental_test_start("Deadline")
    loaded: list[str] = []

    def visit(version: str, *, scripts: bool) -> None:
        visitor = browser.new_context(user_agent=agent_seeing(test, version), java_script_enabled=scripts)
        tab = visitor.new_page()
        tab.on("request", lambda request: loaded.append(request.url))
        tab.goto(live_server.url + PAGE, wait_until="load")
        tab.wait_for_load_state("networkidle")
        visitor.close()

    visit("B", scripts=True)
    wait_for(lambda: exposures(test) == {test.tag("B"): 1})
    assert not any("/api/beacon.gif" in url for url in loaded)  # the <noscript> image stayed unloaded

    loaded.clear()
    visit("A", scripts=False)
    wait_for(lambda: exposures(test) == {test.tag("A"): 1, test.tag("B"): 1})
    assert any("/api/beacon.gif" in url for url in loaded)
    assert not any(url.endswith("/api/beacon") for url in loaded)
    time.sleep(1)  # nothing late counts either view a second time
    assert exposures(test) == {test.tag("A"): 1, test.tag("B"): 1}
