"""A guide to download in Chromium: a visitor sends the seeded dental page's contact form, the
thank-you in its place says the checklist is on its way, and the link in the acknowledgement email
downloads the PDF in the page's language."""

import re

import pytest
from django.core import mail
from playwright.sync_api import expect

from campaigns.content.guide_pdf import TITLE
from leads.models import ContactSubmission
from tests.leads.conftest import run_tasks  # noqa: F401 (fixture: runs the queued deliveries)

pytestmark = pytest.mark.django_db(transaction=True)


NOTES = {
    "en": f"Your copy of “{TITLE[0]}” is on its way",
    "es": f"Su ejemplar de «{TITLE[1]}» va de camino",
}
CASES = [
    pytest.param("/lp/san-diego-dental-seo", "en", "/guides/", id="en"),
    pytest.param("/es/lp/san-diego-dental-seo", "es", "/es/guias/", id="es"),
]


@pytest.mark.parametrize(("path", "language", "link"), CASES)
def test_a_visitor_gets_the_guide_by_email_and_downloads_it(page, run_tasks, path, language, link):  # noqa: F811
    page.goto(page.base_url + path + "#form")
    form = page.locator('[data-island="contact-form"] form')
    form.scroll_into_view_if_needed()
    form.locator("[name=name]").fill("Dana Reyes")
    form.locator("[name=email]").fill("dana@harborclinics.com")
    form.locator("[name=company]").fill("Harbor Dental")
    form.locator("[name=service]").select_option("seo")
    form.locator("[name=message]").fill("We want more patients from North Park and Hillcrest.")
    form.locator("button[type=submit]").click()

    # A landing page's form gives its place to the thank-you, which says the guide is on its way.
    thanks = page.locator('[data-island="contact-form"] .thanks-panel')
    expect(thanks).to_contain_text(NOTES[language])
    expect(thanks.get_by_role("heading")).to_be_focused()
    lead = ContactSubmission.objects.get()
    assert lead.language == language

    run_tasks()
    [message] = [m for m in mail.outbox if m.to == ["dana@harborclinics.com"]]
    [address] = re.findall(r"http://testserver(/\S+)", message.body)
    assert address.startswith(link)
    download = page.request.get(page.base_url + address)
    assert download.status == 200
    assert download.headers["content-type"] == "application/pdf"
    assert download.body().startswith(b"%PDF-")
