"""The pipeline on /admin in Chromium: status, owner, notes and history in the detail dialog, the
status and owner filters, in both themes without accessibility violations."""

import pytest
from playwright.sync_api import expect

from leads.models import ContactSubmission, LeadNote
from tests.browser.staff.test_admin_browser import (  # noqa: F401 (fixtures)
    _patient_expectations,
    assert_no_violations,
    body_rows,
    contacts_panel,
    open_admin,
    seeded,
    sign_in,
    staff,
)
from tests.staff.factories import StaffUserFactory


@pytest.fixture
def colleague(db):
    return StaffUserFactory(username="avery", first_name="Avery", last_name="Chen")


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_staff_work_a_lead_through_the_pipeline_in_the_dialog(page, seeded, colleague, axe, theme):  # noqa: F811
    open_admin(page)
    sign_in(page)
    if theme == "dark":
        page.get_by_role("button", name="Dark theme").click()
        expect(page.locator(".staff-shell")).to_have_attribute("data-theme", "dark")
    contacts = contacts_panel(page)
    contacts.get_by_role("button", name="View Ada Lovelace").click()
    dialog = page.get_by_role("dialog", name="Ada Lovelace")
    expect(dialog.get_by_text("Nothing changed yet.")).to_be_visible()
    assert_no_violations(page, axe)

    dialog.get_by_label("Lead status").select_option("qualified")
    expect(dialog).to_contain_text("Status changed from New to Qualified.")
    dialog.get_by_label("Lead owner").select_option(label="Avery Chen")
    expect(dialog).to_contain_text("Owner set to Avery Chen.")

    # An empty note is refused on the page, with the server's message, and nothing is sent.
    dialog.get_by_role("button", name="Add note").click()
    expect(dialog.get_by_role("alert")).to_have_text("Please write a note before adding it.")
    dialog.get_by_label("New note").fill("Called; sending a proposal on Friday.")
    dialog.get_by_role("button", name="Add note").click()
    # In the list of notes, which the server's answer fills (the words are in the box until then).
    expect(
        dialog.get_by_role("listitem").filter(has_text="Called; sending a proposal on Friday.")
    ).to_be_visible()
    expect(dialog.get_by_label("New note")).to_have_value("")
    assert_no_violations(page, axe)

    ada = ContactSubmission.objects.get(pk=seeded["ada"].pk)
    assert ada.status == "qualified" and ada.handled and ada.owner == colleague
    assert LeadNote.objects.get().text == "Called; sending a proposal on Friday."

    dialog.get_by_role("button", name="Close").click()
    row = body_rows(contacts).filter(has_text="Ada Lovelace")
    expect(row).to_contain_text("Qualified · Avery Chen")
    expect(contacts.get_by_role("checkbox", name="Handled (Ada Lovelace)")).to_be_checked()

    contacts.get_by_label("Status").select_option("qualified")
    expect(body_rows(contacts)).to_have_count(1)
    contacts.get_by_label("Status").select_option("")
    contacts.get_by_label("Owner").select_option("none")
    expect(body_rows(contacts)).to_have_count(1)
    expect(body_rows(contacts).first).to_contain_text("Bob Marley")


def test_the_chart_splits_the_days_by_status(page, seeded, axe):  # noqa: F811
    ContactSubmission.objects.filter(pk=seeded["ada"].pk).update(status="won")
    open_admin(page)
    sign_in(page)
    toggle = page.get_by_role("button", name="Split by status")
    expect(toggle).to_have_attribute("aria-pressed", "false")
    toggle.click()
    expect(toggle).to_have_attribute("aria-pressed", "true")
    legend = page.get_by_role("list", name="Legend")
    expect(legend).to_contain_text("Won")
    expect(page.get_by_text("By status now: 3 New, 0 Contacted, 0 Qualified, 1 Won, 0 Lost.")).to_be_visible()
    assert_no_violations(page, axe)
    toggle.click()
    expect(legend).to_contain_text("Contact submissions")
