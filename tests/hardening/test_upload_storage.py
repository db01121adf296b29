"""Uploads that need an empty database of their own to load the seed into, with a media folder or
a storage of their own: tests/hardening/test_uploads.py holds the seed for its module, so a load
there would find it loaded and write nothing."""

import io

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import call_command
from django.test import Client
from django.urls import reverse
from PIL import Image

from marketing.models import Page, SiteIdentity
from marketing.selectors import site_identity
from tests.hardening.test_uploads import png, upload_logo
from tests.marketing.test_admin import editor, form_data  # noqa: F401 (fixture)

pytestmark = pytest.mark.django_db


# Pillow warns about any picture over 89 megapixels as it opens it; the refusal is the app's.
@pytest.mark.filterwarnings("ignore::PIL.Image.DecompressionBombWarning")
def test_a_huge_social_picture_is_refused_and_never_advertised(editor, settings, tmp_path):  # noqa: F811
    settings.MEDIA_ROOT = tmp_path
    call_command("load_content", verbosity=0)
    page = Page.objects.get(key=Page.Key.PRICING)
    url = reverse("admin:marketing_page_change", args=[page.pk])
    data = form_data(editor.get(url))
    out = io.BytesIO()
    Image.new("1", (12000, 12000)).save(out, "PNG")  # 144 megapixels in a few kilobytes
    data["social_image"] = SimpleUploadedFile("pricing.png", out.getvalue())
    response = editor.post(url, data)
    assert response.status_code == 200
    assert response.context["adminform"].form.errors["social_image"] == [
        "The picture is 12000×12000 px, more than 40 megapixels. Please upload a smaller one."
    ]
    html = Client().get("/pricing").content.decode()
    assert "/media/" not in html


def test_uploads_go_through_the_default_storage_so_settings_alone_can_move_them(editor, settings, tmp_path):  # noqa: F811
    settings.MEDIA_ROOT = tmp_path
    settings.STORAGES = {
        **settings.STORAGES,
        "default": {
            "BACKEND": "django.core.files.storage.InMemoryStorage",
            "OPTIONS": {"base_url": "https://media.example.net/agency/"},
        },
    }
    call_command("load_content", verbosity=0)
    url = reverse("admin:marketing_siteidentity_change", args=[SiteIdentity.SINGLETON_ID])
    assert upload_logo(editor, url, "logo.png", png()).status_code == 302
    logo = site_identity().logo
    assert logo.url.startswith("https://media.example.net/agency/identity/logo.")
    assert f'src="{logo.url}"' in Client().get("/about").content.decode()
    assert not any(tmp_path.rglob("*.*")), "nothing touched the local folder"
