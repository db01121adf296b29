"""Consent before any third-party tag (GTM_ID set): nothing leaves for a third party before the
visitor chooses; Accept loads the tag manager with Google Consent Mode updated; Reject and Global
Privacy Control keep it off; "Your privacy choices" opens the banner again. Every request for
another origin is answered here (the tag manager by a stub, anything else refused): the test never
reaches the network."""

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import format_violations

GTM_ORIGIN = "https://www.googletagmanager.com"
GTM_ID = "GTM-TEST123"
# What the stub tag manager does when it runs: a mark the test can read.
GTM_STUB = "window.dataLayer.push({ event: 'stub.tag_manager_ran' });"
# The layer as plain JSON: gtag() pushes `arguments` objects, read here as arrays.
READ_LAYER = """window.dataLayer.map((entry) =>
  Object.prototype.toString.call(entry) === "[object Arguments]" ? Array.from(entry) : entry)"""
DENIED = {
    "ad_storage": "denied",
    "ad_user_data": "denied",
    "ad_personalization": "denied",
    "analytics_storage": "denied",
}
GRANTED = dict.fromkeys(DENIED, "granted")
GPC_ON = "Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });"


@pytest.fixture(autouse=True)
def _site_content(transactional_db):
    from tests.support.seeded import site_content_load

    site_content_load()


@pytest.fixture(autouse=True)
def tag_manager(settings):
    """GTM_ID set, and the tag manager's origin in the CSP, as settings.py does when it is set."""
    settings.GTM_ID = GTM_ID
    csp = dict(settings.SECURE_CSP)
    csp["script-src"] = [*csp["script-src"], GTM_ORIGIN]
    settings.SECURE_CSP = csp


def third_party_requests(page) -> list[str]:
    """Every request the tab makes for another origin, in order; the tag manager gets the stub."""
    seen: list[str] = []

    def answer(route):
        seen.append(route.request.url)
        if route.request.url.startswith(f"{GTM_ORIGIN}/gtm.js"):
            route.fulfill(status=200, content_type="text/javascript", body=GTM_STUB)
        else:
            route.abort()

    page.context.route(lambda url: not url.startswith(page.base_url), answer)
    return seen


def consent_cookie(page) -> str | None:
    values = [c["value"] for c in page.context.cookies() if c["name"] == "agency_consent"]
    return values[0] if values else None


def test_nothing_third_party_before_consent_and_accept_loads_the_tag_with_consent_updated(page, axe):
    seen = third_party_requests(page)
    page.goto(page.base_url + "/services/seo")
    banner = page.get_by_role("region", name="Your privacy choices")
    expect(banner).to_be_visible()
    expect(banner).to_contain_text("Global Privacy Control")
    violations = axe(page, "#consent")
    assert violations == [], format_violations(violations)
    page.wait_for_load_state("networkidle")
    assert seen == []
    assert consent_cookie(page) is None
    layer = page.evaluate(READ_LAYER)
    assert ["consent", "default", DENIED] in layer
    assert not any(isinstance(e, dict) and e.get("event") == "gtm.js" for e in layer)

    banner.get_by_role("button", name="Accept").click()
    expect(banner).to_be_hidden()
    page.wait_for_function("window.dataLayer.some((e) => e.event === 'stub.tag_manager_ran')")
    assert seen == [f"{GTM_ORIGIN}/gtm.js?id={GTM_ID}"]
    layer = page.evaluate(READ_LAYER)
    default = layer.index(["consent", "default", DENIED])
    update = layer.index(["consent", "update", GRANTED])
    loader = next(i for i, e in enumerate(layer) if isinstance(e, dict) and e.get("event") == "gtm.js")
    assert default < update < loader
    assert consent_cookie(page) == "granted"

    # The next page loads the tag at once and asks nothing.
    page.goto(page.base_url + "/about")
    page.wait_for_function("window.dataLayer.some((e) => e.event === 'stub.tag_manager_ran')")
    expect(page.get_by_role("region", name="Your privacy choices")).to_be_hidden()


def test_reject_keeps_the_tag_off_and_your_privacy_choices_opens_the_banner_again(page):
    seen = third_party_requests(page)
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(page.base_url + "/es/")
    banner = page.get_by_role("region", name="Sus opciones de privacidad")
    # By keyboard: the banner comes first, so the first Tab reaches its first choice.
    page.keyboard.press("Tab")
    expect(banner.get_by_role("button", name="Aceptar")).to_be_focused()
    page.keyboard.press("Tab")
    expect(banner.get_by_role("button", name="Rechazar")).to_be_focused()
    page.keyboard.press("Enter")
    expect(banner).to_be_hidden()
    assert consent_cookie(page) == "denied"

    page.goto(page.base_url + "/es/precios")
    expect(banner).to_be_hidden()
    link = page.get_by_role("link", name="Sus opciones de privacidad")
    link.click()
    expect(banner).to_be_visible()
    expect(banner.get_by_role("heading", name="Sus opciones de privacidad")).to_be_focused()
    banner.get_by_role("button", name="Rechazar").click()
    expect(link).to_be_focused()
    page.wait_for_load_state("networkidle")
    assert seen == []


def test_global_privacy_control_keeps_the_tag_off_and_the_banner_says_so(page):
    page.add_init_script(GPC_ON)
    seen = third_party_requests(page)
    # Even a visitor who accepted before: the signal wins.
    page.context.add_cookies([{"name": "agency_consent", "value": "granted", "url": page.base_url}])
    page.goto(page.base_url + "/")
    banner = page.get_by_role("region", name="Your privacy choices")
    expect(banner).to_be_hidden()
    page.get_by_role("link", name="Your privacy choices").click()
    expect(banner).to_contain_text("Your browser sends Global Privacy Control")
    expect(banner.get_by_role("button", name="Accept")).to_be_hidden()
    page.wait_for_load_state("networkidle")
    assert seen == []
    layer = page.evaluate(READ_LAYER)
    assert ["consent", "default", DENIED] in layer
    assert ["consent", "update", GRANTED] not in layer
