"""Every public page runs in Chromium under the site's CSP without a single violation."""

import pytest
from django.core.management import call_command

from tests.hardening.public_pages import FORM_PAGES, PUBLIC_PAGES

# Recorded by the browser itself, before any page script runs.
RECORD_VIOLATIONS = """
window.__cspViolations = [];
document.addEventListener("securitypolicyviolation", (event) => {
  window.__cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"}`);
});
"""


@pytest.fixture
def content(transactional_db):
    call_command("load_content", verbosity=0)


def test_public_pages_run_without_csp_violations(page, content):
    page.add_init_script(RECORD_VIOLATIONS)
    console_errors: list[str] = []
    page.on("console", lambda msg: console_errors.append(msg.text) if msg.type == "error" else None)
    for path in [*PUBLIC_PAGES, *FORM_PAGES]:
        page.goto(page.base_url + path)
        # Straight to the bottom, so islands that mount when visible run too; then until nothing
        # more is fetched. ("instant": the site scrolls smoothly, and Chromium's scrollTo then
        # resolves only when the second-long glide ends.)
        page.evaluate("window.scrollTo({top: document.body.scrollHeight, behavior: 'instant'})")
        page.wait_for_load_state("networkidle")
        violations = page.evaluate("window.__cspViolations")
        assert violations == [], f"{path}: {violations}"
    assert [e for e in console_errors if "Content Security Policy" in e] == []
