"""A guide to download (issue 46, part 3): an editor uploads a PDF (checked by its content), a
landing page's form block offers it, and a lead sent from that page gets a signed, expiring link to
it in the acknowledgement email, in the lead's language. The file has no public address."""

import io
import json
import re
from datetime import timedelta

import pytest
import time_machine
from django.conf import settings
from django.core import mail
from django.core.exceptions import ValidationError
from django.core.files.storage import storages
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from django.utils import timezone, translation
from PIL import Image
from pypdf import PdfReader, PdfWriter
from pypdf.generic import DictionaryObject, NameObject, TextStringObject

from agency.pdf_uploads import clean_pdf
from campaigns import guide_links
from campaigns.content.guide_pdf import TITLE, checklist_pdf
from campaigns.models import FormBlock, Guide
from campaigns.selectors import guide_for_lead
from delivery.models import DeliveryKind
from leads.models import ContactSubmission, LeadEvent, LeadEventKind
from leads.selectors import lead_history
from tests.leads.conftest import PAGE_CONTACT, LeadClient, payload

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("no_fill_minimum")]

DENTAL = "san-diego-dental-seo"
ENGLISH, SPANISH = TITLE


@pytest.fixture
def no_fill_minimum(settings):
    settings.LEADS_MIN_FILL_MS = 0


@pytest.fixture
def guide(seeded) -> Guide:
    return Guide.objects.get(title_en=ENGLISH)


def pdf_bytes(pages: int = 1, **changes) -> bytes:
    writer = PdfWriter()
    for _ in range(pages):
        writer.add_blank_page(width=612, height=792)
    if changes.get("javascript"):
        # A script run when the document opens, hidden in an object of its own.
        action = DictionaryObject(
            {NameObject("/S"): NameObject("/JavaScript"), NameObject("/JS"): TextStringObject("app.alert(1)")}
        )
        writer._root_object[NameObject("/OpenAction")] = writer._add_object(action)
    if changes.get("password"):
        writer.encrypt(changes["password"])
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def upload(name: str, content: bytes) -> SimpleUploadedFile:
    return SimpleUploadedFile(name, content, content_type="application/pdf")


def png_bytes() -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (8, 8), "#4f46e5").save(out, "PNG")
    return out.getvalue()


# --- the upload check ----------------------------------------------------------------------------


def test_a_real_pdf_is_accepted_with_its_page_count():
    assert clean_pdf(upload("guide.pdf", pdf_bytes(3))).pages == 3


@pytest.mark.parametrize(
    ("name", "content", "says"),
    [
        ("guide.pdf", b"PNG", "not a PDF"),
        ("guide.pdf", b"<!doctype html><html><script>alert(1)</script></html>", "not a PDF"),
        ("guide.html", b"%PDF-1.7\n", "not accepted here"),
        ("guide.pdf", b"%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF", "damaged"),
    ],
    ids=["png named pdf", "html named pdf", "html ending", "damaged"],
)
def test_anything_but_a_whole_pdf_is_refused_with_a_clear_message(name, content, says):
    if content == b"PNG":
        content = png_bytes()
    with pytest.raises(ValidationError) as refused:
        clean_pdf(upload(name, content))
    assert says in refused.value.messages[0]


def test_a_pdf_with_a_script_or_a_password_is_refused():
    with pytest.raises(ValidationError, match="something active"):
        clean_pdf(upload("guide.pdf", pdf_bytes(javascript=True)))
    with pytest.raises(ValidationError, match="password"):
        clean_pdf(upload("guide.pdf", pdf_bytes(password="secret")))


def test_a_pdf_over_the_size_limit_is_refused(settings):
    settings.PDF_UPLOAD_MAX_BYTES = 1000
    with pytest.raises(ValidationError, match="larger than"):
        clean_pdf(upload("guide.pdf", pdf_bytes(20)))


def test_the_admin_refuses_a_renamed_picture_and_keeps_a_real_pdf_out_of_the_media_folder(editor, media):
    url = "/django-admin/campaigns/guide/add/"
    form = {"title": "Spring checklist", "title_es": "Lista de primavera"}

    refused = editor.post(url, {**form, "file_en": upload("spring.pdf", png_bytes())})
    assert refused.status_code == 200
    assert "This file is not a PDF" in refused.content.decode()
    assert not Guide.objects.exists()

    saved = editor.post(url, {**form, "file_en": upload("spring.pdf", pdf_bytes(2))})
    assert saved.status_code == 302
    stored = Guide.objects.get()
    assert stored.pages_en == 2
    assert stored.file_en.name.startswith("guides/spring.") and stored.file_en.name.endswith(".pdf")
    assert storages["private"].exists(stored.file_en.name)
    assert not (media / stored.file_en.name).exists()


# --- the seed ------------------------------------------------------------------------------------


def test_the_seeded_guide_is_a_real_pdf_in_both_languages_offered_by_the_dental_page(guide):
    assert (guide.title_en, guide.title_es) == (ENGLISH, SPANISH)
    for language, title in (("en", ENGLISH), ("es", SPANISH)):
        file = guide.file_in(language)
        with file.storage.open(file.name, "rb") as handle:
            data = handle.read()
        named = upload("checklist.pdf", data)
        assert 2 <= clean_pdf(named).pages <= 4
        reader = PdfReader(io.BytesIO(data))
        assert reader.metadata.title == title
        text = " ".join(page.extract_text() for page in reader.pages)
        assert "Chula Vista" in text and "North Park" in text
    assert guide.file_en.name != guide.file_es.name
    [block] = FormBlock.objects.filter(guide=guide)
    assert block.parent.slug == DENTAL


def test_the_checklist_is_drawn_the_same_every_time():
    assert checklist_pdf("es") == checklist_pdf("es")


# --- the lead, its email and its link ------------------------------------------------------------


def send_from(page_path: str, *, language: str = "en", **changes):
    """A contact lead sent with JavaScript from `page_path`, as the island posts it."""
    context = {"page": f"http://testserver{page_path}"}
    body = payload(PAGE_CONTACT, language=language, context=context, **changes)
    response = LeadClient().contact(body)
    assert response.status_code == 201, response.content
    return ContactSubmission.objects.get(pk=response.json()["id"])


def guide_link(message) -> str:
    [link] = re.findall(r"http://testserver((?:/es)?/(?:guides|guias)/\S+)", message.body)
    return link


def acknowledgement_to(address: str):
    [message] = [m for m in mail.outbox if m.to == [address]]
    return message


def test_a_lead_from_the_page_gets_the_guide_link_in_english(guide, run_tasks):
    lead = send_from(f"/lp/{DENTAL}")
    run_tasks()

    message = acknowledgement_to(PAGE_CONTACT["email"])
    assert message.subject.startswith(f"Your guide: {ENGLISH}")
    assert f"Here is your copy of “{ENGLISH}” (PDF):" in message.body
    assert "The link works for 7 days." in message.body
    link = guide_link(message)
    assert link.startswith("/guides/")

    response = Client().get(link)
    assert response.status_code == 200
    assert response["Content-Type"] == "application/pdf"
    assert response["Content-Disposition"].startswith("attachment")
    assert "the-san-diego-local-seo-checklist.pdf" in response["Content-Disposition"]
    assert response["Cache-Control"] == "private, no-store"
    with guide.file_en.open("rb") as handle:
        assert b"".join(response.streaming_content) == handle.read()
    guide.refresh_from_db()
    assert guide.downloads == 1
    assert [entry["summary"] for entry in lead_history(lead)] == [f"Guide sent: {ENGLISH}."]


def test_a_spanish_lead_gets_the_spanish_email_link_and_pdf(guide, run_tasks):
    send_from(f"/es/lp/{DENTAL}", language="es")
    run_tasks()

    message = acknowledgement_to(PAGE_CONTACT["email"])
    with translation.override("es"):
        assert message.subject.startswith(f"Su guía: {SPANISH}")
    assert f"«{SPANISH}»" in message.body
    link = guide_link(message)
    assert link.startswith("/es/guias/")

    response = Client().get(link)
    assert response.status_code == 200
    assert "la-lista-de-comprobacion-de-seo-local-para-san-diego.pdf" in response["Content-Disposition"]
    with guide.file_es.open("rb") as handle:
        assert b"".join(response.streaming_content) == handle.read()


def test_a_lead_from_another_page_gets_no_guide_whatever_it_posts(guide, run_tasks):
    lead = send_from("/contact", guide=guide.pk, guideId=guide.pk)
    run_tasks()

    assert guide_for_lead(lead) is None
    assert "/guides/" not in acknowledgement_to(PAGE_CONTACT["email"]).body
    assert not LeadEvent.objects.filter(kind=LeadEventKind.GUIDE).exists()


def test_a_visitor_who_wrote_earlier_today_still_gets_the_guide(guide, run_tasks):
    send_from("/contact")
    send_from(f"/lp/{DENTAL}")
    run_tasks()

    bodies = [m.body for m in mail.outbox if m.to == [PAGE_CONTACT["email"]]]
    assert len(bodies) == 2
    assert sum("/guides/" in body for body in bodies) == 1


def test_an_ended_page_offers_its_guide_no_more(guide, seeded, run_tasks):
    page = seeded[DENTAL]
    page.is_published = False
    page.save()

    lead = send_from(f"/lp/{DENTAL}")
    assert lead.deliveries.get(kind=DeliveryKind.ACKNOWLEDGEMENT).payload is None


@pytest.mark.clock
def test_an_expired_link_says_so_and_leads_back_to_the_form(guide, run_tasks):
    send_from(f"/es/lp/{DENTAL}", language="es")
    run_tasks()
    link = guide_link(acknowledgement_to(PAGE_CONTACT["email"]))

    with time_machine.travel(timezone.now() + timedelta(days=6, hours=23), tick=False):
        assert Client().get(link).status_code == 200
    with time_machine.travel(timezone.now() + timedelta(days=7, minutes=1), tick=False):
        response = Client().get(link)

    html = response.content.decode()
    assert response.status_code == 410
    assert "Este enlace de descarga ha caducado" in html
    assert f'href="/es/lp/{DENTAL}#form"' in html
    assert "Recibir un enlace nuevo" in html
    assert response["Content-Type"].startswith("text/html")


def test_a_tampered_link_is_refused_with_a_page_in_the_sites_words(guide, run_tasks):
    lead = send_from(f"/lp/{DENTAL}")
    token = guide_links.guide_token(lead, guide)
    other = Guide.objects.create(title_en="Other", title="Other", file_en=guide.file_en.name)
    forged = guide_links.guide_token(lead, other).split(":")[0] + ":" + token.split(":", 1)[1]

    for address in (f"/guides/{token[:-2]}xx", f"/guides/{forged}", "/guides/nothing"):
        response = Client().get(address)
        assert response.status_code == 404
        assert "This download link does not work" in response.content.decode()
        assert response["Content-Type"].startswith("text/html")


def test_the_file_has_no_public_address(guide, seeded):
    name = guide.file_en.name
    assert not name.startswith(str(settings.MEDIA_ROOT))
    for address in (f"/media/{name}", f"/media/guides/{name.rsplit('/', 1)[-1]}"):
        assert Client().get(address).status_code == 404
    root = storages["private"].location
    assert not str(root).startswith(str(settings.MEDIA_ROOT))


# --- what the visitor reads on the page ----------------------------------------------------------


def test_the_island_and_the_thank_you_page_say_the_guide_is_on_its_way(guide, seeded):
    html = Client().get(f"/lp/{DENTAL}").content.decode()
    note = f"Your copy of “{ENGLISH}” is on its way"
    props = re.search(r'<script id="contact-form-props" type="application/json">(.*?)</script>', html)
    assert note in json.loads(props.group(1))["guideNote"]  # the island's success toast says it

    form = {
        "source": "contact_page",
        "name": "Ana Ruiz",
        "email": "ana@example.com",
        "company": "Ruiz Dental",
        "service": "seo",
        "message": "We want more patients from North Park.",
    }
    browser = Client()
    response = browser.post("/contact/send", form, HTTP_REFERER=f"http://testserver/lp/{DENTAL}")
    assert response.status_code == 303
    thanks = browser.get(response["Location"])
    assert note in thanks.content.decode()
    assert thanks["Cache-Control"] == "private, no-store"

    elsewhere = browser.post(
        "/contact/send", {**form, "email": "b@example.com"}, HTTP_REFERER="http://testserver/contact"
    )
    assert "guide=" not in elsewhere["Location"]


def test_a_consultation_sent_without_javascript_from_a_page_offering_a_guide_gets_it(
    guide, seeded, run_tasks
):
    """The consultation's block links to the consultation's own page without JavaScript; when the
    block offers a guide, the link names the landing page, and the form sent there gets the guide."""
    from leads.guides import guide_offered
    from leads.models import QuoteRequest
    from tests.leads.conftest import CONSULTATION

    page = seeded[DENTAL]
    FormBlock.objects.create(
        parent=page, region="main", ordering=500, form=FormBlock.Form.CONSULTATION, guide=guide
    )
    html = Client().get(f"/lp/{DENTAL}").content.decode()
    assert f'href="/ai-automation/consultation?from={DENTAL}"' in html
    landing = f'<input type="hidden" name="page" value="http://testserver/lp/{DENTAL}">'
    browser = Client(HTTP_USER_AGENT="Mozilla/5.0 (no JavaScript)")
    assert landing in browser.get(f"/ai-automation/consultation?from={DENTAL}").content.decode()
    # Any other page, or one that offers no guide with it, is the consultation page as it always is.
    for other in ("no-such-page", "holiday-ads-online-stores"):
        assert 'name="page"' not in browser.get(f"/ai-automation/consultation?from={other}").content.decode()

    form = {key: value for key, value in CONSULTATION.items() if key not in ("service", "source")}
    response = browser.post("/ai-automation/consultation", {**form, "page": f"http://testserver/lp/{DENTAL}"})
    assert response.status_code == 303 and "guide=" in response["Location"]
    assert f"Your copy of “{ENGLISH}” is on its way" in browser.get(response["Location"]).content.decode()
    lead = QuoteRequest.objects.get()
    assert lead.page_url == f"http://testserver/lp/{DENTAL}" and guide_offered(lead) == guide.pk
    run_tasks()
    assert acknowledgement_to(CONSULTATION["email"]).subject.startswith(f"Your guide: {ENGLISH}")

    # The Spanish page links to the Spanish consultation, which names the Spanish landing page.
    spanish = Client().get(f"/es/lp/{DENTAL}").content.decode()
    link = re.search(r'href="(/es/[^"?]+)\?from=' + DENTAL, spanish).group(1)
    assert (
        f'value="http://testserver/es/lp/{DENTAL}"' in browser.get(f"{link}?from={DENTAL}").content.decode()
    )
