"""An editor's day in /django-admin/ at a laptop's 1280 px and a phone's 390 px: only the content
screens, forms without accessibility faults, live counters, Preview on Add and Change, and history,
compare and recover pages that fit the screen."""

import re

import pytest
from playwright.sync_api import expect

from marketing.models import Service
from tests.browser.conftest import format_violations
from tests.staff.factories import STAFF_PASSWORD, ContentEditorFactory
from tests.support.seeded import site_content_load

WIDTHS = [1280, 390]


@pytest.fixture(autouse=True)
def _patient_expectations():
    expect.set_options(timeout=15_000)
    yield
    expect.set_options(timeout=5_000)


@pytest.fixture
def seeded(transactional_db):
    site_content_load()
    ContentEditorFactory(username="robin")


def sign_in(page, width: int):
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(page.base_url + "/django-admin/login/")
    page.get_by_label("Username").fill("robin")
    page.get_by_label("Password").fill(STAFF_PASSWORD)
    page.get_by_role("button", name="Log in").click()
    expect(page.get_by_role("heading", name="Site administration")).to_be_visible()


def rich_text(page, field_id: str):
    """The rich-text editor (django-prose-editor) that stands in for the textarea `field_id`."""
    return page.locator(f".prose-editor:has(#{field_id}) .ProseMirror[contenteditable='true']")


def overflow(page) -> int:
    return page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")


def serious(violations: list[dict]) -> list[dict]:
    return [v for v in violations if v["impact"] in {"serious", "critical"}]


@pytest.mark.parametrize("width", WIDTHS)
def test_an_editor_sees_the_content_and_nothing_else(page, seeded, width):
    sign_in(page, width)
    content = page.locator("#content-main")
    expect(content.get_by_role("link", name="Services", exact=True)).to_be_visible()
    expect(content.get_by_role("link", name="Agency identity")).to_be_visible()
    for other in ("Users", "Groups", "Contact submissions", "Webhook endpoints", "Access attempts"):
        expect(content.get_by_role("link", name=other, exact=True)).to_have_count(0)
    response = page.goto(page.base_url + "/django-admin/auth/user/")
    assert response.status == 403
    response = page.goto(page.base_url + "/django-admin/leads/contactsubmission/")
    assert response.status == 403


@pytest.mark.parametrize("width", WIDTHS)
def test_the_change_and_add_forms_pass_axe_and_count_as_the_editor_types(page, seeded, axe, width):
    sign_in(page, width)
    service = Service.objects.get(slug="seo")
    page.goto(page.base_url + f"/django-admin/marketing/service/{service.pk}/change/")
    assert not serious(axe(page, "#content")), format_violations(serious(axe(page, "#content")))
    assert overflow(page) <= 0

    counter = page.locator("#id_meta_description_counter")
    field = page.locator("#id_meta_description")
    field.fill("A short description.")
    expect(counter).to_have_text("20 of 160 characters")
    field.fill("x" * 150)
    expect(counter).to_have_text("150 of 160 characters")
    expect(counter).to_have_class(re.compile(r"\bis-near\b"))
    assert "id_meta_description_counter" in field.get_attribute("aria-describedby")

    # An inline row added with "Add another" counts too.
    page.locator("#benefits-group .add-row a").click()
    new_text = page.locator("textarea[name$='-text'][id^='id_benefits-']:not([id*='__prefix__'])").last
    new_text.fill("Four words of text.")
    expect(page.locator(f"#{new_text.get_attribute('id')}_counter")).to_have_text("19 of 300 characters")

    page.goto(page.base_url + "/django-admin/marketing/service/add/")
    assert not serious(axe(page, "#content")), format_violations(serious(axe(page, "#content")))
    assert overflow(page) <= 0
    expect(page.get_by_role("button", name="Preview", exact=True)).to_be_visible()


@pytest.mark.parametrize("width", WIDTHS)
def test_preview_on_add_opens_the_unsaved_page_in_a_new_tab(page, seeded, width):
    sign_in(page, width)
    page.goto(page.base_url + "/django-admin/marketing/service/add/")
    page.locator("#id_name").fill("Email Marketing")
    page.locator("#id_name").press("Tab")
    expect(page.locator("#id_slug")).to_have_value("email-marketing")  # drawn from the name
    page.locator("#id_summary").fill("Campaigns and automations that bring customers back.")
    page.locator("#id_title").fill("Email that earns its place in the inbox")
    rich_text(page, "id_description").fill("Newsletters, automations and offers built around your customers.")
    rich_text(page, "id_approach").fill("We plan, write, test and report.")
    rich_text(page, "id_why_choose").fill("Every send is measured against revenue.")
    with page.context.expect_page() as opened:
        page.get_by_role("button", name="Preview", exact=True).click()
    preview = opened.value
    expect(preview.get_by_role("heading", level=1)).to_have_text("Email that earns its place in the inbox")
    assert not Service.objects.filter(slug="email-marketing").exists()
    preview.close()

    # In Spanish: the Spanish typed so far, the English where there is none yet, and the banner
    # says which fields those are.
    page.locator("#id_title_es").fill("Correos que se ganan su lugar en la bandeja de entrada")
    with page.context.expect_page() as opened:
        page.get_by_role("button", name="Preview in Spanish").click()
    spanish = opened.value
    expect(spanish.locator("html")).to_have_attribute("lang", "es")
    expect(spanish.get_by_role("heading", level=1)).to_have_text(
        "Correos que se ganan su lugar en la bandeja de entrada"
    )
    banner = spanish.locator(".preview-banner")
    expect(banner).to_contain_text("Estos campos aún no tienen texto en español y se muestran en inglés:")
    listed = banner.inner_text().split("se muestran en inglés:", 1)[1].strip().rstrip(".").split(", ")
    assert "Summary" in listed and "Title" not in listed
    assert overflow(spanish) <= 0
    spanish.close()
    assert not Service.objects.filter(slug="email-marketing").exists()

    page.get_by_role("button", name="Save", exact=True).click()
    expect(page.locator(".messagelist .warning")).to_contain_text("with empty sections: How We Transform")
    assert Service.objects.get(slug="email-marketing").order == max(
        Service.objects.values_list("order", flat=True)
    )


@pytest.mark.parametrize("width", WIDTHS)
def test_history_compare_and_recover_fit_the_screen(page, seeded, width):
    sign_in(page, width)
    service = Service.objects.get(slug="seo")
    change = page.base_url + f"/django-admin/marketing/service/{service.pk}/change/"
    page.goto(change)
    page.locator("#id_title").fill("Search that brings customers to your door, measured every single month")
    page.get_by_role("button", name="Save and continue editing").click()
    expect(page.locator(".messagelist .success")).to_be_visible()

    page.goto(change.replace("/change/", "/history/"))
    assert overflow(page) <= 0, "history scrolls sideways"
    compare = page.get_by_role("link", name="Compare with current").first
    restore = page.get_by_role("link", name="Restore this version").first
    for link in (compare, restore):
        box = link.bounding_box()
        line = float(link.evaluate("(a) => parseFloat(getComputedStyle(a).lineHeight) || 20"))
        assert box["height"] <= line * 1.5 + 12, "a history link wraps"
    compare.click()
    expect(page.get_by_role("heading", name=re.compile(r"^Compare "))).to_be_visible()
    assert overflow(page) <= 0, "compare scrolls sideways"

    page.goto(change.replace("/change/", "/delete/"))
    page.get_by_role("button", name=re.compile("Yes, I.m sure")).click()
    # The deletion is a POST: wait for its answer before leaving, or the next page races it.
    expect(page.locator(".messagelist .success")).to_be_visible()
    page.goto(page.base_url + "/django-admin/marketing/service/recover/")
    assert overflow(page) <= 0, "recover list scrolls sideways"
    page.get_by_role("link", name=re.compile(r"\d")).first.click()
    # Measured once the recover form has loaded, not while the list is being replaced.
    expect(page.get_by_role("button", name="Save", exact=True)).to_be_visible()
    page.wait_for_load_state()
    assert overflow(page) <= 0, "recover form scrolls sideways"
    page.get_by_role("button", name="Save", exact=True).click()
    expect(page.locator(".messagelist .success")).to_be_visible()
    assert Service.objects.filter(slug="seo").exists()
