"""The agency's identity is content: one row editors change in the Django admin, read everywhere."""

import json
import re

import pytest
from django.core import mail
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import call_command
from django.test import Client
from django.urls import reverse

from agency.identity import email_sender
from marketing.models import SiteIdentity
from marketing.selectors import site_identity
from publishing.page_cache import CACHE_HIT_HEADER
from tests.marketing.test_admin import editor, form_data  # noqa: F401 (fixture)

pytestmark = pytest.mark.django_db


def organization_of(html: str) -> dict:
    blocks = re.findall(r'<script type="application/ld\+json">(.*?)</script>', html, re.S)
    return next(d for d in map(json.loads, blocks) if d["@type"] == "Organization")


def identity_form(editor_client, url) -> dict:
    return form_data(editor_client.get(url))


def header_of(html: str) -> str:
    return html[html.index("<header") : html.index("</header>")]


def footer_of(html: str) -> str:
    return html[html.index("<footer") : html.index("</footer>")]


def test_load_content_seeds_the_identity_from_the_environment_once(settings):
    settings.SITE_NAME = "Coastline Growth Co."
    settings.CONTACT_EMAIL = "team@coastlinegrowth.co"
    settings.SCHEDULING_URL = ""
    call_command("load_content", verbosity=0)
    identity = SiteIdentity.objects.get()
    assert (identity.name, identity.email, identity.scheduling_url) == (
        "Coastline Growth Co.",
        "team@coastlinegrowth.co",
        "",
    )
    assert identity.phone and identity.street_address and identity.founding_year == 2023

    # Afterwards the environment no longer matters: editors own the row.
    identity.name = "Edited by an editor"
    identity.save()
    settings.SITE_NAME = "Another deployment name"
    call_command("load_content", verbosity=0)
    assert SiteIdentity.objects.get().name == "Edited by an editor"


def test_the_visible_site_shows_no_placeholder_identity(client, catalogue):
    call_command("load_content", verbosity=0)
    html = client.get("/contact").content.decode()
    assert "example.com" not in html and "Acme" not in html and "calendly.com" not in html
    assert "Driftline Digital" in header_of(html)


def test_editing_name_and_email_in_the_admin_changes_header_footer_and_json_ld(editor, catalogue):  # noqa: F811
    call_command("load_content", verbosity=0)
    visitor = Client()
    visitor.get("/")
    assert visitor.get("/")[CACHE_HIT_HEADER] == "hit"

    # The list opens the one row; there is no second one to add.
    changelist = editor.get(reverse("admin:marketing_siteidentity_changelist"))
    url = reverse("admin:marketing_siteidentity_change", args=[SiteIdentity.SINGLETON_ID])
    assert changelist.status_code == 302 and changelist["Location"] == url
    data = identity_form(editor, url)
    data.update(
        name="Harbor Lantern Media",
        email="studio@harborlantern.media",
        phone="+1 (858) 555-0199",
        x_url="https://x.com/harborlantern",
    )
    response = editor.post(url, data)
    assert response.status_code == 302, response.context["adminform"].form.errors if response.context else ""

    html = visitor.get("/").content.decode()
    assert "Harbor Lantern Media" in header_of(html)
    footer = footer_of(html)
    assert "Harbor Lantern Media" in footer
    assert 'href="mailto:studio@harborlantern.media"' in footer
    assert 'href="tel:+18585550199"' in footer
    assert "Driftline Digital" not in html and "hello@driftlinedigital.com" not in html
    organization = organization_of(html)
    assert organization["name"] == "Harbor Lantern Media"
    assert organization["email"] == "studio@harborlantern.media"
    assert organization["telephone"] == "+1 (858) 555-0199"
    assert "https://x.com/harborlantern" in organization["sameAs"]
    assert "<title>About Us: A San Diego Digital Marketing Agency | Harbor Lantern Media</title>" in (
        visitor.get("/about").content.decode()
    )


def test_the_identity_cannot_be_added_twice_or_deleted(editor):  # noqa: F811
    call_command("load_content", verbosity=0)
    assert editor.get(reverse("admin:marketing_siteidentity_add")).status_code == 403
    delete = reverse("admin:marketing_siteidentity_delete", args=[SiteIdentity.SINGLETON_ID])
    assert editor.post(delete, {"post": "yes"}).status_code == 403
    assert SiteIdentity.objects.count() == 1


def test_json_ld_organization_has_address_telephone_and_same_as(client, catalogue):
    call_command("load_content", verbosity=0)
    organization = organization_of(client.get("/").content.decode())
    assert organization["address"]["streetAddress"] == "1455 India Street, Suite 300"
    assert organization["telephone"] == "+1 (619) 555-0142"
    assert organization["sameAs"] == [
        "https://www.linkedin.com/company/driftline-digital",
        "https://www.instagram.com/driftlinedigital",
    ]


def test_without_a_scheduling_url_the_demo_buttons_stay_on_the_site(client, catalogue, settings):
    settings.SCHEDULING_URL = ""
    home = client.get("/").content.decode()
    assert re.search(r'<a href="/contact" class="btn btn-secondary btn-lg">View demo</a>', home)
    ai = client.get("/ai-automation").content.decode()
    demo = re.search(r'<a href="([^"]+)"[^>]*>Free Demo</a>', ai)
    assert (
        demo
        and demo.group(1) == "/ai-automation/consultation"
        and 'data-island-trigger="consultation"' in demo.group(0)
    )
    for html in (home, ai):
        assert 'target="_blank"' not in html.split("</h1>", 1)[1].split("</section>", 1)[0]


def test_a_scheduling_url_set_by_an_editor_opens_in_a_new_tab(client, catalogue):
    call_command("load_content", verbosity=0)
    SiteIdentity.objects.filter(pk=SiteIdentity.SINGLETON_ID).update(
        scheduling_url="https://cal.com/driftline"
    )
    html = client.get("/ai-automation").content.decode()
    assert re.search(
        r'<a href="https://cal.com/driftline" target="_blank" rel="noopener noreferrer"[^>]*>Free Demo', html
    )


def test_the_emails_go_out_under_the_agency_name(settings):
    settings.DEFAULT_FROM_EMAIL = "Old Name <mailer@driftlinedigital.com>"
    call_command("load_content", verbosity=0)
    SiteIdentity.objects.filter(pk=SiteIdentity.SINGLETON_ID).update(name="Harbor Lantern Media")
    from publishing.services import content_changed

    content_changed()
    assert email_sender() == "Harbor Lantern Media <mailer@driftlinedigital.com>"
    assert mail.outbox == []


def test_an_svg_logo_with_a_script_is_refused_and_a_clean_one_is_shown(editor, client, settings, tmp_path):  # noqa: F811
    settings.MEDIA_ROOT = tmp_path
    call_command("load_content", verbosity=0)
    url = reverse("admin:marketing_siteidentity_change", args=[SiteIdentity.SINGLETON_ID])
    data = identity_form(editor, url)
    data["logo"] = SimpleUploadedFile(
        "logo.svg", b'<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>', "image/svg+xml"
    )
    response = editor.post(url, data)
    assert response.status_code == 200
    assert "scripts or event handlers" in response.content.decode()

    data["logo"] = SimpleUploadedFile(
        "logo.svg",
        b'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8"/></svg>',
    )
    data["logo_decorative"] = "on"  # a mark beside the written name: it adds no words
    assert editor.post(url, data).status_code == 302
    logo = site_identity().logo
    html = client.get("/about").content.decode()
    assert f'<img class="brand-logo" src="{logo.url}" alt="" width="32" height="32">' in header_of(html)
    assert client.get(logo.url).status_code == 200
    organization = organization_of(client.get("/").content.decode())
    assert organization["logo"] == f"http://testserver{logo.url}"


def test_an_identity_whose_stored_logo_moved_away_can_still_be_edited(editor, settings, tmp_path):  # noqa: F811
    settings.MEDIA_ROOT = tmp_path
    call_command("load_content", verbosity=0)
    SiteIdentity.objects.filter(pk=SiteIdentity.SINGLETON_ID).update(logo="identity/gone.svg")
    url = reverse("admin:marketing_siteidentity_change", args=[SiteIdentity.SINGLETON_ID])
    data = identity_form(editor, url)
    data["phone"] = "+1 (619) 555-0177"
    data["logo_alt"] = "Driftline Digital's wave mark"
    assert editor.post(url, data).status_code == 302
    assert SiteIdentity.objects.get().phone == "+1 (619) 555-0177"
