"""Analytics: events pushed to window.dataLayer by the inline snippet and by the islands;
the tag manager is loaded only when GTM_ID is set."""

import re

import pytest
from playwright.sync_api import expect

from tests.browser.islands.helpers import data_layer, events

pytestmark = pytest.mark.django_db(transaction=True)


def test_page_view_is_pushed_on_load(page):
    page.goto(page.base_url + "/about")
    assert events(page, "page_view") == [{"event": "page_view", "page_path": "/about"}]
    page.goto(page.base_url + "/")
    assert events(page, "page_view") == [{"event": "page_view", "page_path": "/"}]
    # Served from the page cache, byte for byte, to another visitor (a browser of its own, so not
    # from the first one's HTTP cache): the snippet still runs (the CSP allows it by its hash).
    context = page.context.browser.new_context()
    try:
        other = context.new_page()
        response = other.goto(page.base_url + "/about")
        assert response.headers.get("x-page-cache") == "hit"
        assert events(other, "page_view") == [{"event": "page_view", "page_path": "/about"}]
    finally:
        context.close()


@pytest.mark.parametrize(
    ("path", "event", "label"),
    [("/services/seo", "service_view", "seo"), ("/solutions/startups", "solution_view", "startups")],
)
def test_detail_pages_push_their_view_and_view_pricing_clicks(page, path, event, label):
    page.goto(page.base_url + path)
    assert events(page, event) == [{"event": event, "category": "engagement", "label": label}]
    # The first event after the page view is the detail view.
    assert [entry["event"] for entry in data_layer(page)][:2] == ["page_view", event]

    buttons = page.locator('[data-analytics-event="view_pricing_click"]')
    expect(buttons).to_have_count(2)
    page.evaluate("document.addEventListener('click', (e) => e.preventDefault())")  # stay on the page
    buttons.first.click()
    clicks = events(page, "view_pricing_click")
    assert len(clicks) == 1
    assert clicks[0]["category"] == "engagement"
    assert clicks[0]["label"]


@pytest.mark.parametrize(
    ("name", "label"), [("Get in Touch", "about_get_in_touch"), ("Contact Us", "about_contact_us")]
)
def test_about_links_are_tracked(page, name, label):
    page.goto(page.base_url + "/about")
    page.evaluate("document.addEventListener('click', (e) => e.preventDefault())")
    page.locator(f'[data-analytics-label="{label}"]').click()
    assert events(page, "about_cta_click") == [
        {"event": "about_cta_click", "category": "engagement", "label": label}
    ]
    expect(page.locator(f'[data-analytics-label="{label}"]')).to_have_attribute("href", "/contact")
    assert page.locator(f'[data-analytics-label="{label}"]').inner_text().strip().lower() == name.lower()


def test_utm_parameters_of_the_landing_page_are_kept_for_the_session(page):
    page.goto(page.base_url + "/?utm_source=newsletter&utm_campaign=spring-launch")
    page.goto(page.base_url + "/about?utm_source=other")
    landing = page.evaluate("JSON.parse(sessionStorage.getItem('agency:landing'))")
    assert landing == {
        "utm": {"source": "newsletter", "campaign": "spring-launch"},
        "referrer": "",
        # The first page of the visit, which the lead forms send with the lead (its landing page).
        "page": "/?utm_source=newsletter&utm_campaign=spring-launch",
    }


def test_no_tag_manager_without_gtm_id(client, settings):
    settings.GTM_ID = ""
    html = client.get("/").content.decode()
    assert "googletagmanager" not in html
    assert "data-gtm-id" not in html


def test_tag_manager_loader_reads_its_container_id_from_its_data_attribute(client, settings):
    settings.GTM_ID = "GTM-TEST123"
    html = client.get("/").content.decode()
    loader = re.search(r'<script data-gtm-id="GTM-TEST123">(.*?)</script>', html, re.DOTALL)
    assert loader, "the tag manager loader must carry the container id in data-gtm-id"
    assert "googletagmanager.com/gtm.js" in loader.group(1)
    # Constant text, so its CSP hash holds whatever the container id is.
    assert "GTM-TEST123" not in loader.group(1)
    assert "nonce" not in html
