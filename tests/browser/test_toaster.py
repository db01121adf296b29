"""The island contract, proved with the toaster: lazy mount, one toast at a time, F8."""

from playwright.sync_api import expect

RAISE = """([title, description, variant]) => document.dispatchEvent(
    new CustomEvent("agency:toast", { detail: { title, description, variant } }))"""


def _script_requests(page):
    urls = []
    page.on("request", lambda r: urls.append(r.url) if r.resource_type == "script" else None)
    return urls


def test_toaster_loads_react_only_when_the_first_toast_is_raised(page):
    scripts = _script_requests(page)
    page.goto(page.base_url + "/")
    page.wait_for_load_state("networkidle")
    # Only the islands' small entries have loaded: no React, no toaster component.
    assert any("/static/assets/islands/toaster-" in url for url in scripts)
    assert not any("/static/assets/client-" in url or "/static/assets/toaster-" in url for url in scripts)
    assert page.locator('[data-island="toaster"]').get_attribute("data-mounted") is None

    page.evaluate(RAISE, ["Message sent!", "We will reply within 24 hours.", "default"])
    toast = page.locator(".toast").filter(has_text="Message sent!")
    expect(toast).to_be_visible()
    expect(toast).to_contain_text("We will reply within 24 hours.")
    assert any("/static/assets/client-" in url for url in scripts)


def test_only_one_toast_is_visible_at_a_time(page):
    page.goto(page.base_url + "/")
    page.evaluate(RAISE, ["First", "", "default"])
    expect(page.get_by_text("First", exact=True)).to_be_visible()
    page.evaluate(RAISE, ["Error", "Failed to submit your information. Please try again.", "destructive"])
    expect(page.get_by_text("Error", exact=True)).to_be_visible()
    expect(page.get_by_text("First", exact=True)).to_have_count(0)
    assert page.locator(".toast[data-variant='destructive']").count() == 1


def test_f8_moves_focus_to_the_notifications_and_toasts_close(page):
    page.goto(page.base_url + "/")
    page.evaluate(RAISE, ["Thank you!", "", "default"])
    expect(page.get_by_text("Thank you!", exact=True)).to_be_visible()
    page.keyboard.press("F8")
    # Radix focuses the toast list inside the labelled "Notifications (F8)" region.
    region_label = page.evaluate(
        "document.activeElement.closest('[role=region]')?.getAttribute('aria-label') || ''"
    )
    assert region_label == "Notifications (F8)"
    assert page.evaluate("document.activeElement.classList.contains('toast-viewport')")
    page.get_by_role("button", name="Close notification").click()
    expect(page.get_by_text("Thank you!", exact=True)).to_have_count(0)


def test_toast_disappears_after_five_seconds(page):
    # The page's clock is Playwright's, and stands still once the page has loaded: the five seconds
    # pass when the test moves it, not while a busy machine takes its time to draw the toast (an
    # installed clock runs on in real time, and half a second of it once closed the toast early).
    page.clock.install()
    page.goto(page.base_url + "/")
    page.clock.pause_at(page.evaluate("Date.now()") + 1_000)
    page.evaluate(RAISE, ["Short lived", "", "default"])
    toast = page.get_by_text("Short lived", exact=True)
    expect(toast).to_be_visible()
    page.clock.fast_forward(4_500)
    expect(toast).to_be_visible()
    page.clock.fast_forward(1_000)
    expect(toast).to_have_count(0)
