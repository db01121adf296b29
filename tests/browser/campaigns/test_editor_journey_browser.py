"""docs/editors/ followed in Chromium by a member of the Editors role, the issue 54 way: a form with
the usual fields (its fields show only their kind's settings, a key written from the label), a page
started from a layout (published only once no [bracketed] words remain), a testimonial added from
the page's own testimonial block, version B of the hero made from the block and the test started,
a preview 390 px wide in both languages, and a visitor sending the form with JavaScript and
without. Screenshots of the new screens go to $EDITOR_SCREENSHOTS when it is set."""

import os
import re
import time
from pathlib import Path

import pytest
from playwright.sync_api import expect

from campaigns.models import CampaignPage, Experiment, HeroBlock
from leads.models import BuiltForm, Lead
from tests.browser.campaigns.test_launch_a_campaign_browser import add_block, fill
from tests.browser.staff.test_editor_admin_browser import (  # noqa: F401 (fixtures: the seed and robin, patient waits)
    _patient_expectations,
    overflow,
    rich_text,
    seeded,
    sign_in,
)

SCREENSHOTS = os.environ.get("EDITOR_SCREENSHOTS")
TITLE = "Free Google Business Profile audit for San Diego plumbers"
HEADING = (
    "Get more calls from Google Maps this spring",
    "Reciba más llamadas desde Google Maps esta primavera",
)
CHALLENGER = (
    "Be the first plumber San Diego finds on Maps",
    "Sea el primer fontanero que San Diego encuentra",
)


@pytest.fixture(autouse=True)
def _quick_hands(settings):
    settings.LEADS_MIN_FILL_MS = 0  # Playwright types in milliseconds; the fill time has its own tests


def shot(page, name: str) -> None:
    if SCREENSHOTS:
        Path(SCREENSHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=f"{SCREENSHOTS}/{name}.png", full_page=True)


def wait_for(condition, seconds: float = 15):
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.2)


# The layout's bracketed words, written as an editor would: a figure gets a figure, the rest the
# bracket's own words (the test reads the headings it typed itself).
WRITE_BRACKETS = """() => {
  const form = document.querySelector("#campaignpage_form")
  for (const input of form.querySelectorAll("input[type=text], textarea")) {
    if (!/\\[[^\\[\\]]{3,}\\]/.test(input.value)) continue
    const words = input.value.replace(/\\[([^\\[\\]]{3,})\\]/g, "$1")
    input.value = /-value(_es)?$/.test(input.name) ? "3x" : words
  }
}"""


def test_an_editor_builds_a_campaign_from_a_layout_tests_it_and_visitors_send_its_form(
    page,
    browser,
    seeded,  # noqa: F811 (the fixture imported above)
):
    sign_in(page, 1280)
    page.set_viewport_size({"width": 1280, "height": 800})

    # The form: its words, then the usual fields in one click.
    page.goto(page.base_url + "/django-admin/leads/builtform/add/")
    page.locator("#id_name").fill("Plumbers' profile audit")
    fill(page, "heading", "Your free profile audit", "Su auditoría gratuita del perfil")
    fill(page, "button_label", "Send me my audit", "Envíenme mi auditoría")
    fill(page, "success_heading", "Your audit is on its way", "Su auditoría está en camino")
    fill(page, "success_message", "It arrives within two working days.", "Llega en dos días hábiles.")
    page.get_by_role("button", name="Add the usual fields").click()
    expect(page.locator(".messagelist")).to_contain_text("Added: Name, Email, Phone")
    # A fifth field: its kind shows only its settings, and its key comes from its label.
    add_block(page, "Field")
    field = page.locator("#leads_builtformfield_set-4")
    page.locator("#id_leads_builtformfield_set-4-kind").select_option(label="Email")
    expect(field.locator(".form-row.field-options")).to_be_hidden()
    expect(field.locator(".form-row.field-lead_field")).to_be_hidden()
    page.locator("#id_leads_builtformfield_set-4-kind").select_option(label="Short text")
    expect(field.locator(".form-row.field-lead_field")).to_be_visible()
    expect(field.locator(".form-row.field-options")).to_be_hidden()
    fill(page, "leads_builtformfield_set-4-label", "Business name", "Nombre del negocio")
    expect(page.locator("#id_leads_builtformfield_set-4-key")).to_have_value("business_name")
    page.get_by_role("button", name="Save and continue editing").click()
    expect(page.locator(".messagelist")).to_contain_text("was changed successfully")
    built = BuiltForm.objects.get(name="Plumbers' profile audit")
    assert built.leads_builtformfield_set.count() == 5
    # Measured once the page's script has laid the fields out again (a short text shows no options).
    expect(page.locator("#leads_builtformfield_set-4 .form-row.field-options")).to_be_hidden()
    height = page.evaluate("document.documentElement.scrollHeight")
    shot(page, "built-form-five-fields-1280")
    assert height <= 3 * 800, height  # three screens at 1280 x 800

    # The page, from a layout.
    page.goto(page.base_url + "/django-admin/campaigns/campaignpage/")
    page.get_by_role("link", name="Add campaign page").click()
    shot(page, "layouts-1280")
    page.get_by_role("button", name="Start from the layout: A service offer with a quote form").click()
    expect(page.locator(".messagelist")).to_contain_text("words in [square brackets]")
    fill(page, "title", TITLE, "Auditoría gratuita del perfil de Google para fontaneros de San Diego")
    page.locator("#id_slug").fill("plumber-audit")
    fill(page, "campaigns_heroblock_set-0-heading", *HEADING)
    page.evaluate(WRITE_BRACKETS)
    rich_text(page, "id_campaigns_faqblock_set-0-answer").fill("Within two working days of your request.")
    rich_text(page, "id_campaigns_faqblock_set-0-answer_es").fill("En dos días hábiles desde su solicitud.")
    page.locator("#id_campaigns_formblock_set-0-form").select_option(label="Plumbers' profile audit")

    # A testimonial written from the page's own testimonial block.
    add_block(page, "Testimonial")
    with page.expect_popup() as opened:
        page.locator("#add_id_campaigns_testimonialblock_set-0-testimonial").click()
    popup = opened.value
    fill(popup, "quote", "Calls from Maps doubled in a season.", "Las llamadas desde Maps se duplicaron.")
    popup.locator("#id_person").fill("Ana Robles")
    fill(popup, "role", "Owner", "Propietaria")
    popup.locator("#id_company").fill("Robles Plumbing")
    popup.get_by_role("button", name="Save", exact=True).click()
    popup.wait_for_event("close")
    expect(page.locator("#id_campaigns_testimonialblock_set-0-testimonial option:checked")).to_contain_text(
        "Ana Robles"
    )
    page.get_by_label("Published").check()
    page.get_by_role("button", name="Save and continue editing").click()
    expect(page.locator(".messagelist")).to_contain_text("was changed successfully")
    campaign = CampaignPage.objects.get(slug="plumber-audit")
    assert campaign.is_published

    # Version B of the hero, from the hero itself, right below it.
    page.locator("#campaigns_heroblock_set-0").get_by_role("button", name="Make version B").click()
    expect(page.locator(".messagelist")).to_contain_text("is right below its version A")
    fill(page, "campaigns_heroblock_set-1-heading", *CHALLENGER)
    page.get_by_role("button", name="Save and continue editing").click()
    expect(page.locator(".messagelist")).to_contain_text("was changed successfully")
    assert [hero.version for hero in HeroBlock.objects.filter(parent=campaign).order_by("ordering")] == [
        "A",
        "B",
    ]

    # Preview on a phone, in both languages: 390 px beside the full width.
    for button, heading in (
        ("Preview on a phone", HEADING[0]),
        ("Preview in Spanish on a phone", HEADING[1]),
    ):
        with page.expect_popup() as opened:
            page.get_by_role("button", name=button, exact=True).click()
        preview = opened.value
        phone = preview.locator("iframe").first
        expect(phone).to_have_attribute("title", "The page on a phone, 390 px wide")
        expect(preview.frame_locator("iframe").first.get_by_role("heading", level=1)).to_have_text(heading)
        assert 388 <= phone.bounding_box()["width"] <= 394
        shot(preview, f"preview-phone-{'es' if 'Spanish' in button else 'en'}")
        preview.close()

    # The test, started.
    page.goto(page.base_url + "/django-admin/campaigns/experiment/add/")
    page.get_by_label("Page").select_option(label=TITLE)
    page.get_by_label("What it tests").fill("Deadline in the heading")
    page.get_by_label("Conversion rate now (%)").fill("4")
    page.get_by_role("button", name="Save and continue editing").click()
    page.get_by_role("button", name="Start the test").click()
    expect(page.locator(".messagelist")).to_contain_text("A/B test “Deadline in the heading” started.")
    assert Experiment.objects.get().status == Experiment.Status.RUNNING

    # Visitors send the form, with JavaScript and without.
    for scripts, name in ((True, "Lee Park"), (False, "Dana Whitfield")):
        visitor = browser.new_context(java_script_enabled=scripts, viewport={"width": 390, "height": 844})
        try:
            reader = visitor.new_page()
            reader.goto(page.base_url + "/lp/plumber-audit")
            expect(reader.get_by_role("heading", level=1)).to_have_text(re.compile("Maps"))
            assert overflow(reader) <= 0
            shot(reader, f"plumber-audit-390-{'js' if scripts else 'nojs'}")
            form = reader.locator("form", has=reader.get_by_role("button", name="Send me my audit"))
            form.get_by_label(re.compile(r"^Name")).fill(name)
            form.get_by_label(re.compile(r"^Email")).fill(f"{name.split()[0].lower()}@plumbing.example")
            form.get_by_label("Business name").fill("Robles Plumbing")
            form.get_by_label("I agree to be contacted").check()
            form.get_by_role("button", name="Send me my audit").click()
            expect(reader.get_by_text("Your audit is on its way").first).to_be_visible()
            wait_for(lambda name=name: Lead.objects.filter(name=name).exists())
        finally:
            visitor.close()
    lead = Lead.objects.get(name="Lee Park")
    assert lead.form == built.lead_form_key and lead.answers["business_name"] == "Robles Plumbing"
