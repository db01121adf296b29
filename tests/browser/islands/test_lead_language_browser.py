"""A visitor on a Spanish page sends a Spanish lead (issue 29), with JavaScript (the island) and
without: the errors they read are Spanish, the thank-you is Spanish, the lead is stored with the
language "es", its acknowledgement email goes out in Spanish, and staff see "Spanish" on /admin.

The Spanish words come from the server's own owners (forms.wording, forms.fields, leads.options)
under translation.override("es"), so these tests say what the .po catalogue says, not a copy of it.
"""

import re

import pytest
from django.core import mail
from django.utils import translation
from playwright.sync_api import expect

from forms import fields, wording
from leads import lead_emails as emails
from leads import options
from leads.models import ContactSubmission, QuoteRequest
from tests.browser.islands.helpers import expect_toast
from tests.leads.conftest import run_tasks  # noqa: F401 (the worker loop, as a fixture here too)
from tests.staff.factories import STAFF_PASSWORD, StaffUserFactory

pytestmark = pytest.mark.django_db(transaction=True)

LUCIA = {
    "name": "Lucía Ortega",
    "email": "lucia@panaderiaortega.example",
    "company": "Panadería Ortega",
    "message": "Queremos que más clientes de Chula Vista nos encuentren.",
}


def words(language: str, value):
    """`value` (a lazy text, or a dict or list of them) as it reads in `language`."""
    with translation.override(language):
        if isinstance(value, dict):
            return {key: words(language, item) for key, item in value.items()}
        if isinstance(value, list):
            return [words(language, item) for item in value]
        return str(value)


def contact_copy(language: str) -> dict:
    return words(language, wording.CONTACT)


def contact_errors(language: str) -> dict[str, str]:
    """The contact form's field messages by label, as the API words them in `language`."""
    labels = contact_copy(language)["labels"]
    messages = {
        "name": fields.NAME_MESSAGE,
        "email": fields.EMAIL_MESSAGE,
        "company": fields.COMPANY_MESSAGE,
        "service": fields.SERVICE_MESSAGE,
        "message": fields.MESSAGE_MESSAGE,
    }
    return {labels[key]: words(language, message) for key, message in messages.items()}


def fill_contact(form, language: str, lead: dict = LUCIA) -> None:
    labels = contact_copy(language)["labels"]
    for key in ("name", "email", "company", "message"):
        form.get_by_label(labels[key]).fill(lead[key])
    form.get_by_label(labels["service"]).select_option("seo")


def assert_acknowledged_in(language: str, lead) -> None:
    """The one email to the visitor is the acknowledgement as it reads in `language`, and differs
    from the other language's (so the catalogue was in use, not English standing in for both)."""
    [thanks] = [message for message in mail.outbox if message.to == [lead.email]]
    expected = emails.acknowledgement(lead)
    lead.language = "en" if language == "es" else "es"
    other = emails.acknowledgement(lead)
    assert (thanks.subject, thanks.body) == (expected.subject, expected.body)
    assert thanks.subject != other.subject and thanks.body != other.body


def test_the_catalogue_has_the_contact_forms_words_in_spanish():
    """The tests below read Spanish from the catalogue: it must have the words (the .mo is built)."""
    spanish, english = contact_copy("es"), contact_copy("en")
    assert spanish["formLabel"] != english["formLabel"]
    assert contact_errors("es").keys().isdisjoint(contact_errors("en").keys())


# --- with JavaScript: the contact island on /es/contacto ------------------------------------------


def open_contact(page, path: str, language: str):
    page.goto(page.base_url + path)
    expect(page.locator("html")).to_have_attribute("lang", language)
    form = page.get_by_role("form", name=contact_copy(language)["formLabel"])
    expect(form).to_be_visible()
    return form


def test_the_spanish_contact_island_checks_in_spanish(page):
    copy = contact_copy("es")
    form = open_contact(page, "/es/contacto", "es")
    sent = []
    page.on("request", lambda request: sent.append(request.url) if "/api/contact" in request.url else None)
    form.get_by_label(copy["labels"]["name"]).fill("L")
    form.get_by_label(copy["labels"]["email"]).fill("lucia@panaderiaortega")
    form.get_by_label(copy["labels"]["message"]).fill("Muy corto")
    form.get_by_role("button", name=copy["submit"]).click()

    # The island's own checks (no request yet) say what the API says under "es".
    for label, message in contact_errors("es").items():
        field = form.get_by_label(label)
        expect(field).to_have_attribute("aria-invalid", "true")
        expect(field).to_have_accessible_description(message)
    assert sent == [] and ContactSubmission.objects.count() == 0


def test_a_spanish_contact_island_lead_is_spanish_and_acknowledged_in_spanish(page, run_tasks):  # noqa: F811
    copy = contact_copy("es")
    form = open_contact(page, "/es/contacto", "es")
    fill_contact(form, "es")
    form.get_by_role("button", name=copy["submit"]).click()

    expect_toast(page, copy["success"]["title"])
    lead = ContactSubmission.objects.get()
    assert lead.language == "es"
    run_tasks()
    assert_acknowledged_in("es", lead)


def test_the_english_contact_island_still_stores_english(page, run_tasks):  # noqa: F811
    copy = contact_copy("en")
    form = open_contact(page, "/contact", "en")
    fill_contact(form, "en", {**LUCIA, "message": "We would like more bookings from local search."})
    form.get_by_role("button", name=copy["submit"]).click()

    expect_toast(page, "Message sent!")  # the spec's words, verbatim
    lead = ContactSubmission.objects.get()
    assert lead.language == "en"
    run_tasks()
    assert_acknowledged_in("en", lead)


# --- without JavaScript: the server's forms under /es/ --------------------------------------------


def test_a_spanish_contact_without_javascript_comes_back_in_spanish_and_lands_on_gracias(
    no_js,
    run_tasks,  # noqa: F811
):
    copy = contact_copy("es")
    form = open_contact(no_js, "/es/contacto", "es")
    fill_contact(form, "es", {**LUCIA, "email": "lucia@panaderiaortega"})
    form.get_by_role("button", name=copy["submit"]).click()

    # The post comes back on the Spanish page with the Spanish message and the visitor's words.
    expect(no_js).to_have_url(re.compile(r"/es/contacto"))
    expect(no_js.locator("html")).to_have_attribute("lang", "es")
    email_message = contact_errors("es")[copy["labels"]["email"]]
    expect(no_js.get_by_role("alert")).to_contain_text(email_message)
    form = no_js.get_by_role("form", name=copy["formLabel"])
    email = form.get_by_label(copy["labels"]["email"])
    expect(email).to_have_value("lucia@panaderiaortega")
    expect(email).to_have_accessible_description(email_message)
    assert ContactSubmission.objects.count() == 0

    email.fill(LUCIA["email"])
    form.get_by_role("button", name=copy["submit"]).click()

    expect(no_js).to_have_url(re.compile(r"/es/contacto/gracias\?"))
    expect(no_js.get_by_role("heading", level=1)).to_have_text(copy["success"]["title"])
    lead = ContactSubmission.objects.get()
    assert (lead.language, lead.name) == ("es", LUCIA["name"])
    run_tasks()
    assert_acknowledged_in("es", lead)


def test_the_spanish_quote_quiz_without_javascript_comes_back_in_spanish_and_lands_on_gracias(
    no_js,
    run_tasks,  # noqa: F811
):
    copy = words("es", wording.HERO_QUIZ)
    no_js.set_viewport_size({"width": 1280, "height": 900})
    no_js.goto(no_js.base_url + "/es/empezar")
    expect(no_js.locator("html")).to_have_attribute("lang", "es")
    quiz = no_js.locator("main form")

    # Sent empty: the details it needs are asked for again, in Spanish.
    quiz.get_by_role("button", name=copy["submit"]).click()
    summary = no_js.get_by_role("alert")
    expect(summary).to_be_visible()
    for message in (fields.COMPANY_MESSAGE, fields.NAME_MESSAGE, fields.EMAIL_MESSAGE):
        expect(summary).to_contain_text(words("es", message))
    expect(summary).not_to_contain_text(words("en", fields.EMAIL_MESSAGE))
    assert QuoteRequest.objects.count() == 0

    quiz = no_js.locator("main form")
    with translation.override("es"):
        goal, budget, service, industry = (
            options.hero_option_label(value)
            for value in ("Generate more leads", "$5,000 - $15,000", "Social Media Marketing", "Technology")
        )
    quiz.get_by_label(goal).check()
    quiz.get_by_label(budget).check()
    quiz.get_by_label(service).check()
    quiz.get_by_role("combobox", name=copy["labels"]["industry"]).select_option(label=industry)
    quiz.get_by_role("textbox", name=copy["labels"]["company"]).fill(LUCIA["company"])
    quiz.get_by_role("textbox", name=copy["labels"]["name"]).fill(LUCIA["name"])
    quiz.get_by_role("textbox", name=copy["labels"]["email"]).fill(LUCIA["email"])
    quiz.get_by_role("button", name=copy["submit"]).click()

    expect(no_js).to_have_url(re.compile(r"/es/empezar/gracias"))
    expect(no_js.get_by_role("heading", level=1)).to_have_text(copy["success"]["title"])
    lead = QuoteRequest.objects.get()
    assert lead.language == "es"
    # The answers are stored as the API's values (English ids), whatever language the visitor read.
    assert lead.answer("quiz_answers")["services"] == ["Social Media Marketing"]
    run_tasks()
    assert_acknowledged_in("es", lead)


# --- staff see the language ---------------------------------------------------------------------


def test_staff_see_a_spanish_lead_as_spanish_in_the_table_and_the_detail(no_js, page):
    copy = contact_copy("es")
    form = open_contact(no_js, "/es/contacto", "es")
    fill_contact(form, "es")
    form.get_by_role("button", name=copy["submit"]).click()
    expect(no_js).to_have_url(re.compile(r"/es/contacto/gracias\?"))

    StaffUserFactory(username="morgan")
    page.goto(page.base_url + "/admin")
    page.get_by_label("Username or email").fill("morgan")
    page.get_by_label("Password").fill(STAFF_PASSWORD)
    page.get_by_role("button", name="Sign in").click()
    page.get_by_role("tab", name="Contact Submissions").click()
    contacts = page.get_by_role("tabpanel", name="Contact Submissions")
    row = contacts.locator("tbody tr").filter(has_text=LUCIA["name"])
    expect(row).to_contain_text("Spanish")
    contacts.get_by_role("button", name=f"View {LUCIA['name']}").click()
    detail = page.get_by_role("dialog", name=LUCIA["name"])
    expect(detail).to_contain_text("Spanish")
    expect(detail).not_to_contain_text("English")
