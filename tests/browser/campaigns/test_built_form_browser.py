"""docs/editors/build-a-form.md, followed in Chromium: a member of the Editors role builds a form in
the Django admin (refused until it asks for a name and an email), places it on a landing page with a
lead-form block, a visitor sends it without JavaScript (errors beside the fields first, nothing
typed lost) and another with JavaScript (the built-form island: the same messages before sending,
then the thank-you in the form's place without a page load), and staff find both leads in /admin's
first view, with the form's name and under its filter, with their answers, score and CSV row."""

import csv
import io
import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from leads.models import BuiltForm, Lead, NotificationRecipient, ScoreRule
from tests.browser.campaigns.test_launch_a_campaign_browser import add_block, fill
from tests.browser.conftest import format_violations
from tests.browser.staff.test_editor_admin_browser import (  # noqa: F401 (fixtures: the seed and robin, patient waits)
    _patient_expectations,
    seeded,
    serious,
    sign_in,
)
from tests.staff.factories import STAFF_PASSWORD, StaffUserFactory

PAGE = "/lp/san-diego-dental-seo"
SHOTS = Path("/tmp/i46-shots")  # noqa: S108 (screenshots for a person to look at, not a secret)


@pytest.fixture(autouse=True)
def _quick_hands(settings):
    """Playwright fills a form in milliseconds; the minimum fill time has its own tests."""
    settings.LEADS_MIN_FILL_MS = 0


def add_field(
    page, number: int, kind: str, label: tuple[str, str], key: str, *, stored_as="", required=False
):
    add_block(page, "Field")
    prefix = f"leads_builtformfield_set-{number}"
    page.locator(f"#id_{prefix}-kind").select_option(label=kind)
    fill(page, f"{prefix}-label", *label)
    page.locator(f"#id_{prefix}-key").fill(key)
    if stored_as:
        page.locator(f"#id_{prefix}-lead_field").select_option(label=stored_as)
    if required:
        page.locator(f"#id_{prefix}-required").check()
    return prefix


def send_audit(form, *, name: str, email: str) -> None:
    form.get_by_label("Your name").fill(name)
    form.get_by_label("Work email").fill(email)
    form.get_by_label("Your website").fill("harbordental.com")
    form.get_by_label("$2,000 - $10,000").check()
    form.get_by_label("Email me my audit.").check()
    form.get_by_role("button", name="Get my audit").click()


def test_an_editor_builds_a_form_places_it_and_visitors_and_staff_use_it(
    page,
    browser,
    seeded,  # noqa: F811 (the fixture imported above)
    axe,
):
    # The seeded rule the score below reads ("Website given", 10 points; leads 0012): a test on a
    # live server empties the tables after it, so it is put back when another such test ran first.
    ScoreRule.objects.get_or_create(question="website", answer="", defaults={"points": 10, "active": True})
    NotificationRecipient.objects.create(name="Audit desk", email="audits@example.com")
    sign_in(page, 1280)
    page.goto(page.base_url + "/django-admin/leads/builtform/add/")
    page.locator("#id_name").fill("Free local SEO audit")
    fill(page, "heading", "Get your free local SEO audit", "Reciba su auditoría SEO local gratuita")
    fill(page, "button_label", "Get my audit", "Quiero mi auditoría")
    fill(page, "success_heading", "Your audit is on its way", "Su auditoría está en camino")
    fill(
        page, "success_message", "We send it within two business days.", "Se la enviamos en dos días hábiles."
    )
    # The recipient a lead manager set up: the editor ticks it, and types no address.
    page.get_by_label("Audit desk <audits@example.com>").check()
    page.locator("#id_has_own_page").check()

    add_field(
        page, 0, "Short text", ("Your name", "Su nombre"), "name", stored_as="The lead's name", required=True
    )
    website = add_field(page, 1, "Web address", ("Your website", "Su sitio web"), "website", required=True)
    page.locator(f"#{website}").get_by_role("button", name="More settings").click()  # its messages
    fill(
        page, f"{website}-required_message", "We need your website to audit it.", "Necesitamos su sitio web."
    )
    budget = add_field(page, 2, "One choice", ("Monthly budget", "Presupuesto mensual"), "monthly_budget")
    fill(page, f"{budget}-options", "Under $2,000\n$2,000 - $10,000", "Menos de 2.000 $\n2.000 - 10.000 $")
    add_field(
        page,
        3,
        "Checkbox (consent)",
        ("Email me my audit.", "Envíenme mi auditoría."),
        "consent",
        required=True,
    )
    page.get_by_role("button", name="Save and continue editing").click()
    # Without a field holding the lead's email, nothing is saved and the editor is told why.
    expect(page.locator(".errorlist").first).to_contain_text("A lead needs an email")
    assert not BuiltForm.objects.filter(slug="free-local-seo-audit").exists()

    add_field(
        page,
        4,
        "Email",
        ("Work email", "Correo de trabajo"),
        "email",
        required=True,  # of kind Email, it is the lead's email without being told
    )
    page.get_by_role("button", name="Save", exact=True).click()
    expect(page.locator(".messagelist")).to_contain_text("was added successfully")
    built = BuiltForm.objects.get(name="Free local SEO audit")
    assert built.slug == "free-local-seo-audit", built.slug
    assert built.leads_builtformfield_set.count() == 5
    assert [r.email for r in built.recipients.all()] == ["audits@example.com"]

    # Placed on a landing page with a lead-form block.
    page.goto(page.base_url + "/django-admin/campaigns/campaignpage/")
    page.get_by_role("link", name="Local SEO for San Diego Dental Practices").click()
    # The seeded page has one lead-form block (the contact form): the new one is the second.
    expect(page.locator("#id_campaigns_formblock_set-0-heading")).to_be_attached()
    number = 1
    add_block(page, "Lead form")
    fill(page, f"campaigns_formblock_set-{number}-heading", "Your free audit", "Su auditoría gratuita")
    page.locator(f"#id_campaigns_formblock_set-{number}-form").select_option(label="Free local SEO audit")
    page.get_by_role("button", name="Save", exact=True).click()
    page.wait_for_load_state()
    expect(page.locator(".messagelist")).to_contain_text("was changed successfully")

    # A visitor without JavaScript: errors beside the fields, what was typed kept, then sent.
    visitor = browser.new_context(java_script_enabled=False, viewport={"width": 390, "height": 844})
    try:
        reader = visitor.new_page()
        reader.goto(page.base_url + PAGE)
        form = reader.get_by_role("form", name="Get your free local SEO audit")
        expect(form).to_be_visible()
        form.get_by_label("Your name").fill("Dana Whitfield")
        form.get_by_role("button", name="Get my audit").click()
        expect(reader.locator(".error-summary")).to_be_visible()
        expect(reader.locator("#form-free-local-seo-audit-website-error")).to_have_text(
            "We need your website to audit it."
        )
        expect(reader.get_by_label("Your website")).to_have_attribute("aria-invalid", "true")
        expect(reader.get_by_label("Your name")).to_have_value("Dana Whitfield")
        send_audit(
            reader.get_by_role("form", name="Get your free local SEO audit"),
            name="Dana Whitfield",
            email="dana@harbordental.com",
        )
        expect(reader).to_have_url(re.compile(r"/forms/free-local-seo-audit/thank-you$"))
        expect(reader.get_by_role("heading", name="Your audit is on its way")).to_be_visible()
    finally:
        visitor.close()

    # A visitor with JavaScript, in Spanish first to see the words, then in English to send.
    visitor = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        reader = visitor.new_page()
        reader.goto(page.base_url + "/es" + PAGE)
        expect(reader.get_by_role("form", name="Reciba su auditoría SEO local gratuita")).to_be_visible()
        expect(reader.get_by_label("Menos de 2.000 $")).to_be_visible()
        reader.goto(page.base_url + PAGE)
        form = reader.get_by_role("form", name="Get your free local SEO audit")
        form.scroll_into_view_if_needed()
        violations = serious(axe(reader, "main"))
        assert not violations, format_violations(violations)
        # The island takes the form over on first use and checks it where it is, with the
        # editor's message, before anything is sent.
        form.get_by_label("Your name").fill("Lee Park")
        expect(reader.locator('[data-island="built-form"][data-mounted="true"]')).to_be_attached()
        form.get_by_role("button", name="Get my audit").click()
        expect(reader.locator("#form-free-local-seo-audit-website-error")).to_have_text(
            "We need your website to audit it."
        )
        expect(form.get_by_label("Your website")).to_be_focused()
        expect(form.get_by_label("Your name")).to_have_value("Lee Park")
        assert not Lead.objects.filter(name="Lee Park").exists()
        send_audit(form, name="Lee Park", email="lee@parkdental.com")
        # The thank-you page's words take the form's place, and focus moves to them.
        island = reader.locator('[data-island="built-form"]')
        expect(island.get_by_role("heading", name="Your audit is on its way")).to_be_focused()
        expect(island.get_by_text("We send it within two business days.", exact=True)).to_be_visible()
        expect(island.get_by_role("link", name=re.compile("@"))).to_have_attribute(
            "href", re.compile("^mailto:")
        )
        expect(reader.locator(".toast")).to_have_count(0)
        expect(form).to_have_count(0)
        expect(reader).to_have_url(re.compile(re.escape(PAGE) + "$"))  # no page load
        SHOTS.mkdir(parents=True, exist_ok=True)
        reader.screenshot(path=str(SHOTS / "island-sent-1280.png"))
    finally:
        visitor.close()

    leads = {lead.name: lead for lead in Lead.objects.filter(form=built.lead_form_key)}
    assert set(leads) == {"Dana Whitfield", "Lee Park"}
    assert leads["Lee Park"].answers["website"] == "https://harbordental.com"
    assert leads["Lee Park"].score >= 10  # "Website given"
    # The visit's first page, which the island sends: this visitor read the Spanish page first.
    assert leads["Lee Park"].landing_page == "/es" + PAGE
    assert leads["Lee Park"].page_url.endswith(PAGE) and leads["Dana Whitfield"].landing_page == PAGE

    # Staff on /admin: the first view lists every lead with its form's name, the form's filter, the
    # answers and score, the CSV row.
    StaffUserFactory(username="morgan")
    staff = page.context.browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        desk = staff.new_page()
        desk.goto(page.base_url + "/admin")
        desk.get_by_label("Username or email").fill("morgan")
        desk.get_by_label("Password").fill(STAFF_PASSWORD)
        desk.get_by_role("button", name="Sign in").click()
        every = desk.get_by_role("tabpanel", name="All leads")
        expect(every.get_by_role("row", name=re.compile("Lee Park"))).to_contain_text("Free local SEO audit")
        every.get_by_label("Form").select_option(label="Free local SEO audit")
        expect(every.locator("tbody tr")).to_have_count(2)
        expect(every.get_by_text("Lee Park", exact=True).first).to_be_visible()
        expect(every.get_by_text("Dana Whitfield", exact=True).first).to_be_visible()
        every.get_by_role("button", name="View Lee Park").click()
        dialog = desk.get_by_role("dialog", name="Lee Park")
        expect(dialog).to_contain_text("Monthly budget")
        expect(dialog).to_contain_text("$2,000 - $10,000")
        expect(dialog).to_contain_text("https://harbordental.com")
        expect(dialog).to_contain_text("+10 Company website")
        SHOTS.mkdir(parents=True, exist_ok=True)
        desk.screenshot(path=str(SHOTS / "staff-detail-1280.png"))
        exported = desk.request.get(page.base_url + f"/api/admin/leads/export.csv?form={built.lead_form_key}")
        rows = list(csv.DictReader(io.StringIO(exported.text().lstrip("\ufeff"))))
        assert {row["Name"] for row in rows} == {"Dana Whitfield", "Lee Park"}
        lee = next(row for row in rows if row["Name"] == "Lee Park")
        assert "$2,000 - $10,000" in " ".join(lee.values())
    finally:
        staff.close()


def test_screenshots_of_a_landing_page_with_a_built_form(page, seeded):  # noqa: F811
    """The seeded holiday page shows the seeded built form: pictures at a phone's and a laptop's width,
    its island's messages too."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    for width in (390, 1280):
        page.set_viewport_size({"width": width, "height": 900})
        page.goto(page.base_url + "/lp/holiday-ads-online-stores#form")
        form = page.get_by_role("form", name="Get your free holiday ads audit")
        expect(form).to_be_visible()
        form.get_by_role("button", name="Get my free audit").click()
        # The island checks the form where it is: each message beside its field, the first focused.
        expect(page.locator("#form-free-holiday-ads-audit-website-error")).to_be_visible()
        expect(form.get_by_label("Your name")).to_be_focused()
        page.screenshot(path=str(SHOTS / f"errors-{width}.png"), full_page=False)
        page.goto(page.base_url + "/lp/holiday-ads-online-stores")
        page.locator("#form").scroll_into_view_if_needed()
        page.locator("#form").screenshot(path=str(SHOTS / f"landing-form-{width}.png"))
