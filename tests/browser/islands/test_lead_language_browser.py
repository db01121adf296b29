"""An island names its page's language with the lead (issue 29): a page whose <html lang> is "es"
stores a Spanish lead, whose acknowledgement then goes out in Spanish (tests/leads/test_lead_language.py)."""

import pytest
from playwright.sync_api import expect

from leads.models import ContactSubmission
from tests.browser.islands.helpers import expect_toast

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(("lang", "stored"), [("es", "es"), ("en", "en")])
def test_the_contact_island_sends_its_pages_language(page, lang, stored):
    page.goto(page.base_url + "/contact")
    # Until the Spanish pages exist, the English one stands in for one whose <html lang> is "es".
    page.evaluate("lang => { document.documentElement.lang = lang; }", lang)
    form = page.get_by_role("form", name="Contact form")
    expect(form).to_be_visible()
    form.get_by_label("Name").fill("Lucía Ortega")
    form.get_by_label("Email").fill("lucia@panaderiaortega.example")
    form.get_by_label("Company").fill("Panadería Ortega")
    form.get_by_label("Service").select_option("seo")
    form.get_by_label("Message").fill("Queremos que más clientes de Chula Vista nos encuentren.")
    form.get_by_role("button", name="Send message").click()

    expect_toast(page, "Message sent!")
    assert ContactSubmission.objects.get().language == stored
