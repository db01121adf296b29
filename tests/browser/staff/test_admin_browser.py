"""The /admin staff page in Chromium: sign-in, the two tables, filters, detail, export, theme, logout."""

import csv
import datetime as dt

import pytest
from django.utils import timezone
from playwright.sync_api import expect

from leads.models import ContactSubmission, LeadSource, QuoteRequest
from tests.browser.conftest import format_violations
from tests.staff.factories import (
    STAFF_PASSWORD,
    ContactSubmissionFactory,
    ContentEditorFactory,
    QuoteRequestFactory,
    StaffUserFactory,
    received,
)


@pytest.fixture(autouse=True)
def _patient_expectations():
    """The machine running the suite may be busy: give assertions more time than the 5 s default."""
    expect.set_options(timeout=15_000)
    yield
    expect.set_options(timeout=5_000)


def days_ago(days: int, hour: int = 11) -> dt.datetime:
    day = timezone.localdate() - dt.timedelta(days=days)
    return timezone.make_aware(dt.datetime.combine(day, dt.time(hour)), timezone.get_current_timezone())


@pytest.fixture
def staff():
    return StaffUserFactory(username="morgan")


@pytest.fixture
def seeded(staff):
    ada = received(
        ContactSubmissionFactory(
            name="Ada Lovelace",
            email="ada@engines.example",
            company="Analytical Engines",
            service="development",
            message="We need a booking website before the summer season.",
        ),
        days_ago(2),
    )
    bob = received(
        ContactSubmissionFactory(
            name="Bob Marley",
            email="bob@harbor.example",
            company="Harbor Bakery",
            message="Local SEO for two shops.",
        ),
        days_ago(9),
    )
    received(ContactSubmissionFactory(name="Spam Bot", is_spam=True), days_ago(1))
    grace = received(
        QuoteRequestFactory(name="Grace Hopper", email="grace@navy.example", company="Compilers Inc"),
        days_ago(3),
    )
    received(
        QuoteRequestFactory(
            name="Alan Turing",
            source=LeadSource.AI_AUTOMATION_PAGE,
            quiz_answers={},
            service="AI Automation Consultation",
            vertical="support",
            team_size="11-50",
            budget="discuss",
        ),
        days_ago(5),
    )
    return {"ada": ada, "bob": bob, "grace": grace}


def open_admin(page):
    page.goto(page.base_url + "/admin")
    expect(page.get_by_role("heading", name="Staff sign-in")).to_be_visible()


def sign_in(page, username="morgan", password=STAFF_PASSWORD):
    page.get_by_label("Username or email").fill(username)
    page.get_by_label("Password").fill(password)
    page.get_by_role("button", name="Sign in").click()


def contacts_panel(page):
    """The Contact Submissions tab's panel, shown (the first view is every lead's)."""
    tab = page.get_by_role("tab", name="Contact Submissions")
    if tab.get_attribute("aria-selected") != "true":
        tab.click()
    return page.get_by_role("tabpanel", name="Contact Submissions")


def quotes_panel(page):
    return page.get_by_role("tabpanel", name="Quote Requests")


def close_with_escape(page, dialog):
    """Escape, once the dialog listens for it. Radix moves focus into a dialog and starts listening
    for Escape in the effects that run after the dialog is drawn; a key pressed between the two, as
    a test can do on a busy machine, reaches no listener and the dialog stays open."""
    expect(dialog.and_(page.locator(":focus-within"))).to_have_count(1)
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()


def body_rows(panel):
    return panel.locator("tbody tr")


def assert_no_violations(page, axe):
    violations = axe(page)
    assert violations == [], format_violations(violations)


def test_wrong_password_then_the_right_one_shows_both_tables(page, seeded, axe):
    dialogs = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    open_admin(page)
    sign_in(page, password="not-it")
    alert = page.get_by_role("alert")
    expect(alert).to_have_text("Incorrect password.")
    assert dialogs == []  # an on-page message, not window.alert
    expect(page.get_by_label("Password")).to_have_value("")
    expect(page.get_by_label("Password")).to_be_focused()

    sign_in(page)
    expect(page.get_by_role("heading", name="Leads", exact=True)).to_be_visible()
    expect(page.get_by_text("Signed in as Morgan Lee")).to_be_visible()
    contacts = contacts_panel(page)
    expect(body_rows(contacts)).to_have_count(2)
    expect(body_rows(contacts).first).to_contain_text("Ada Lovelace")
    expect(body_rows(contacts).nth(1)).to_contain_text("Bob Marley")
    expect(contacts).not_to_contain_text("Spam Bot")
    expect(contacts).to_contain_text("We need a booking website before the summer season.")

    page.get_by_role("tab", name="Quote Requests").click()
    quotes = quotes_panel(page)
    expect(body_rows(quotes)).to_have_count(2)
    expect(body_rows(quotes).first).to_contain_text("Grace Hopper")
    expect(body_rows(quotes).first).to_contain_text("E-commerce")
    expect(body_rows(quotes).nth(1)).to_contain_text("Alan Turing")

    # The chart: the last 30 days, spam left out, with its text summary.
    expect(page.get_by_role("img", name="4 leads in the last 30 days")).to_be_visible()
    page.get_by_text("Show the numbers per day").click()
    expect(
        page.get_by_role("table", name="Leads per day in the last 30 days").locator("tbody tr")
    ).to_have_count(30)


def test_signed_in_staff_go_straight_to_the_tables_and_data_waits_for_sign_in(page, seeded):
    api_calls = []
    page.on("request", lambda r: api_calls.append(r.url) if "/api/admin/" in r.url else None)
    open_admin(page)
    page.wait_for_load_state("networkidle")
    assert api_calls == []  # nothing is fetched before sign-in
    sign_in(page)
    expect(body_rows(contacts_panel(page))).to_have_count(2)
    page.reload()
    expect(body_rows(contacts_panel(page))).to_have_count(2)
    expect(page.get_by_role("heading", name="Staff sign-in")).to_have_count(0)


def test_search_sort_and_date_filter(page, seeded):
    open_admin(page)
    sign_in(page)
    contacts = contacts_panel(page)
    expect(body_rows(contacts)).to_have_count(2)

    contacts.get_by_label("Search").fill("harbor")
    expect(body_rows(contacts)).to_have_count(1)
    expect(body_rows(contacts).first).to_contain_text("Bob Marley")
    contacts.get_by_label("Search").fill("booking website")
    expect(body_rows(contacts)).to_have_count(1)
    expect(body_rows(contacts).first).to_contain_text("Ada Lovelace")
    contacts.get_by_role("button", name="Clear").click()
    expect(body_rows(contacts)).to_have_count(2)

    # Sort by name: A-Z, then Z-A.
    contacts.get_by_role("button", name="Name").click()
    expect(contacts.get_by_role("columnheader", name="Name")).to_have_attribute("aria-sort", "ascending")
    expect(body_rows(contacts).first).to_contain_text("Ada Lovelace")
    contacts.get_by_role("button", name="Name").click()
    expect(body_rows(contacts).first).to_contain_text("Bob Marley")

    # Only the last five days: Bob (nine days ago) drops out.
    since = (timezone.localdate() - dt.timedelta(days=5)).isoformat()
    contacts.get_by_label("From").fill(since)
    expect(body_rows(contacts)).to_have_count(1)
    expect(body_rows(contacts).first).to_contain_text("Ada Lovelace")
    until = (timezone.localdate() - dt.timedelta(days=8)).isoformat()
    contacts.get_by_label("From").fill("")
    contacts.get_by_label("To").fill(until)
    expect(body_rows(contacts)).to_have_count(1)
    expect(body_rows(contacts).first).to_contain_text("Bob Marley")


def test_detail_shows_labelled_answers_and_marks_the_lead_handled(page, seeded, axe):
    open_admin(page)
    sign_in(page)
    page.get_by_role("tab", name="Quote Requests").click()
    quotes = quotes_panel(page)
    quotes.get_by_role("button", name="View Grace Hopper").click()
    dialog = page.get_by_role("dialog", name="Grace Hopper")
    expect(dialog).to_be_visible()
    expect(dialog).to_contain_text("Business type")
    expect(dialog).to_contain_text("E-commerce")
    expect(dialog).to_contain_text("Search engine optimization (SEO), Social media marketing")
    expect(dialog).to_contain_text("In 1-3 months")
    expect(dialog).not_to_contain_text("1-3-months")
    assert_no_violations(page, axe)

    dialog.get_by_role("button", name="Mark as handled").click()
    expect(dialog.get_by_role("button", name="Mark as not handled")).to_be_visible()
    # The button turns at once; "Handled on" shows the date the server's answer brings.
    expect(dialog).to_contain_text("Handled on")
    grace = QuoteRequest.objects.get(pk=seeded["grace"].pk)
    assert grace.handled is True and grace.handled_at is not None
    # (Escape would first dismiss the confirmation toast, the topmost layer.)
    dialog.get_by_role("button", name="Close").click()
    expect(dialog).to_be_hidden()
    expect(quotes.get_by_role("checkbox", name="Handled (Grace Hopper)")).to_be_checked()

    # The consultation's ids are shown with their labels too.
    quotes.get_by_role("button", name="View Alan Turing").click()
    consultation = page.get_by_role("dialog", name="Alan Turing")
    expect(consultation).to_contain_text("Customer support")
    expect(consultation).to_contain_text("11-50 people")
    expect(consultation).to_contain_text("I'd rather discuss it")
    close_with_escape(page, consultation)

    # The row checkbox toggles too, and the Status filter follows the database.
    contacts_tab = page.get_by_role("tab", name="Contact Submissions")
    contacts_tab.click()
    contacts = contacts_panel(page)
    contacts.get_by_role("checkbox", name="Handled (Bob Marley)").check()
    # The toast itself (five seconds), not the status role: Radix's announcement of it is a second
    # long, and an expect that polls once a second on a busy machine can miss it.
    expect(
        page.locator(".toast").filter(has_text="Marked as handled").filter(has_text="Bob Marley")
    ).to_be_visible()
    assert ContactSubmission.objects.get(pk=seeded["bob"].pk).handled is True
    contacts.get_by_label("Status").select_option("false")
    expect(body_rows(contacts)).to_have_count(1)
    expect(body_rows(contacts).first).to_contain_text("Ada Lovelace")


def test_csv_export_downloads_the_current_filter(page, seeded):
    open_admin(page)
    sign_in(page)
    contacts = contacts_panel(page)
    contacts.get_by_label("Search").fill("engines")
    expect(body_rows(contacts)).to_have_count(1)
    with page.expect_download() as info:
        contacts.get_by_role("link", name="Export CSV").click()
    download = info.value
    assert download.suggested_filename == f"contact-submissions-{timezone.localdate().isoformat()}.csv"
    with open(download.path(), encoding="utf-8-sig", newline="") as handle:
        header, *rows = list(csv.reader(handle))
    expected = ContactSubmission.objects.filter(is_spam=False, name__icontains="Ada")
    assert [int(row[0]) for row in rows] == [lead.pk for lead in expected]
    assert rows[0][header.index("Email")] == "ada@engines.example"
    assert rows[0][header.index("Message")] == "We need a booking website before the summer season."

    page.get_by_role("tab", name="Quote Requests").click()
    with page.expect_download() as info:
        quotes_panel(page).get_by_role("link", name="Export CSV").click()
    with open(info.value.path(), encoding="utf-8-sig", newline="") as handle:
        header, *rows = list(csv.reader(handle))
    assert sorted(int(row[0]) for row in rows) == sorted(QuoteRequest.objects.values_list("pk", flat=True))
    grace = next(row for row in rows if row[header.index("Name")] == "Grace Hopper")
    assert "Business type: E-commerce" in grace[header.index("Answers")]


def test_theme_is_light_by_default_switches_to_dark_and_is_remembered(page, seeded, axe):
    open_admin(page)
    shell = page.locator(".staff-shell")
    expect(shell).to_have_attribute("data-theme", "light")
    assert_no_violations(page, axe)  # sign-in, light

    toggle = page.get_by_role("button", name="Dark theme")
    expect(toggle).to_have_attribute("aria-pressed", "false")
    toggle.click()
    expect(shell).to_have_attribute("data-theme", "dark")
    background = shell.evaluate("el => getComputedStyle(el).backgroundColor")
    assert background != "rgb(248, 250, 252)"  # no longer the light slate-50
    assert_no_violations(page, axe)  # sign-in, dark

    sign_in(page)
    expect(body_rows(contacts_panel(page))).to_have_count(2)
    expect(page.get_by_role("img", name="4 leads in the last 30 days")).to_be_visible()
    assert_no_violations(page, axe)  # tables, dark

    page.reload()
    expect(page.locator(".staff-shell")).to_have_attribute("data-theme", "dark")
    assert page.evaluate("localStorage.getItem('theme')") == "dark"
    page.get_by_role("button", name="Dark theme").click()
    expect(page.locator(".staff-shell")).to_have_attribute("data-theme", "light")
    expect(body_rows(contacts_panel(page))).to_have_count(2)
    assert_no_violations(page, axe)  # tables, light
    page.reload()
    expect(page.locator(".staff-shell")).to_have_attribute("data-theme", "light")


def test_a_dark_theme_is_painted_before_the_island_mounts(page, seeded):
    """The server's shell takes the remembered theme at once: no light flash on a slow load."""
    page.add_init_script("localStorage.setItem('theme', 'dark')")
    page.route("**/assets/islands/staff-admin-*.js", lambda route: route.abort())  # never mounts
    page.goto(page.base_url + "/admin")
    shell = page.locator(".staff-shell")
    expect(shell).to_have_attribute("data-theme", "dark")
    assert shell.evaluate("el => getComputedStyle(el).backgroundColor") != "rgb(248, 250, 252)"
    expect(page.get_by_role("heading", name="Staff sign-in")).to_be_visible()


def test_logout_ends_the_server_session(page, seeded):
    open_admin(page)
    sign_in(page)
    expect(body_rows(contacts_panel(page))).to_have_count(2)
    assert page.request.get(page.base_url + "/api/admin/contacts").status == 200

    page.get_by_role("button", name="Logout").click()
    expect(page.get_by_role("heading", name="Staff sign-in")).to_be_visible()
    expect(page.locator(".toast").filter(has_text="Logged out successfully")).to_be_visible()
    expect(page.get_by_text("Ada Lovelace")).to_have_count(0)
    for url in ("/api/admin/contacts", "/api/admin/quotes", "/api/admin/stats"):
        response = page.request.get(page.base_url + url)
        assert response.status == 401
        assert "Ada" not in response.text()
    page.reload()
    expect(page.get_by_role("heading", name="Staff sign-in")).to_be_visible()

    # Signing in again works with the fresh CSRF token, and so do writes.
    sign_in(page)
    contacts = contacts_panel(page)
    contacts.get_by_role("checkbox", name="Handled (Ada Lovelace)").check()
    expect(
        page.locator(".toast").filter(has_text="Marked as handled").filter(has_text="Ada Lovelace")
    ).to_be_visible()
    expect(contacts.get_by_role("checkbox", name="Handled (Ada Lovelace)")).to_be_checked()
    assert ContactSubmission.objects.get(pk=seeded["ada"].pk).handled is True


def test_a_lead_with_html_is_shown_as_text_and_never_runs(page, staff):
    payload = "<img src=x onerror=alert(1)>"
    ContactSubmissionFactory(
        name=payload, company="<script>alert(2)</script>", message=f"{payload} in the message"
    )
    QuoteRequestFactory(name=payload, quiz_answers={"business-type": "<b onmouseover=alert(3)>x</b>"})
    dialogs = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    open_admin(page)
    sign_in(page)
    contacts = contacts_panel(page)
    # The name cell also holds the email, under the name: the name is its own text.
    expect(contacts.locator("tbody .font-medium").get_by_text(payload, exact=True)).to_be_visible()
    expect(contacts.get_by_text("<script>alert(2)</script>")).to_be_visible()
    contacts.get_by_role("button", name=f"View {payload}").click()
    contact = page.get_by_role("dialog", name=payload)
    expect(contact).to_contain_text(f"{payload} in the message")
    close_with_escape(page, contact)
    page.get_by_role("tab", name="Quote Requests").click()
    quotes = quotes_panel(page)
    quotes.get_by_role("button", name=f"View {payload}").click()
    expect(page.get_by_role("dialog", name=payload)).to_contain_text("<b onmouseover=alert(3)>x</b>")
    page.wait_for_timeout(300)
    assert dialogs == []
    assert page.locator("img[src='x']").count() == 0


def test_fetch_failures_are_shown_with_a_retry(page, seeded):
    failing = {"contacts": True, "quotes": True}

    def handle(route, kind):
        if failing[kind]:
            route.fulfill(status=500, body="Server Error")
        else:
            route.continue_()

    page.route("**/api/admin/contacts?*", lambda route: handle(route, "contacts"))
    page.route("**/api/admin/contacts", lambda route: handle(route, "contacts"))
    page.route("**/api/admin/quotes", lambda route: handle(route, "quotes"))
    open_admin(page)
    sign_in(page)
    contacts_error = contacts_panel(page).get_by_role("alert")
    expect(contacts_error).to_contain_text("Failed to fetch contact submissions")
    page.get_by_role("tab", name="Quote Requests").click()
    expect(quotes_panel(page).get_by_role("alert")).to_contain_text("Failed to fetch quote requests")

    failing["quotes"] = False
    quotes_panel(page).get_by_role("button", name="Retry").click()
    expect(body_rows(quotes_panel(page))).to_have_count(2)
    expect(quotes_panel(page).get_by_role("alert")).to_have_count(0)

    page.get_by_role("tab", name="Contact Submissions").click()
    failing["contacts"] = False
    contacts_panel(page).get_by_role("button", name="Retry").click()
    expect(body_rows(contacts_panel(page))).to_have_count(2)


def test_an_editor_is_told_the_leads_page_is_not_for_their_account(page, settings):
    settings.AUTH_LOCKOUT_ATTEMPTS = 3
    ContentEditorFactory(username="robin")
    open_admin(page)
    for _ in range(4):  # more than the lockout allows: none of them counts as a failure
        sign_in(page, username="robin")
        expect(page.get_by_role("alert")).to_have_text("This account cannot open the leads page.")
    expect(page.get_by_role("heading", name="Staff sign-in")).to_be_visible()


def test_repeated_failures_lock_the_sign_in_with_a_clear_message(page, staff, settings):
    settings.AUTH_LOCKOUT_ATTEMPTS = 3
    open_admin(page)
    for _ in range(2):
        sign_in(page, password="guess")
        expect(page.get_by_role("alert")).to_have_text("Incorrect password.")
    sign_in(page, password="guess")
    expect(page.get_by_role("alert")).to_have_text(
        "Too many failed sign-in attempts. Please try again in 15 minutes."
    )
    sign_in(page)  # refused while the lock holds
    expect(page.get_by_role("alert")).to_have_text(
        "Too many failed sign-in attempts. Please try again in 15 minutes."
    )
    expect(page.get_by_role("heading", name="Staff sign-in")).to_be_visible()
