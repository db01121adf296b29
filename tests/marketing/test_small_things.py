"""The small things of an editor's day: Compare in the site's time zone, and a map link that follows
the address unless it was set on purpose."""

import datetime as dt
import html
import importlib
from urllib.parse import parse_qs, urlsplit

import pytest
from django.apps import apps
from django.test import Client
from django.urls import reverse
from reversion.models import Revision, Version

from marketing.content import IDENTITY
from marketing.models import Service, SiteIdentity
from tests.marketing.test_admin import form_data
from tests.marketing.test_identity import organization_of

pytestmark = pytest.mark.django_db


def test_compare_names_the_version_in_the_sites_time_zone_as_the_history_does(editor, catalogue):
    service = Service.objects.get(slug="seo")
    url = reverse("admin:marketing_service_change", args=[service.pk])
    assert editor.post(url, form_data(editor.get(url))).status_code == 302
    # 06:30 UTC on 15 January is still 14 January in San Diego (the site's zone).
    Revision.objects.update(date_created=dt.datetime(2026, 1, 15, 6, 30, tzinfo=dt.UTC))
    version = Version.objects.get_for_object(service).first()

    history = editor.get(reverse("admin:marketing_service_history", args=[service.pk])).content.decode()
    compare = editor.get(
        reverse("admin:marketing_service_compare", args=[service.pk, version.pk])
    ).content.decode()
    shown = "Jan. 14, 2026, 10:30 p.m."
    assert shown in history
    assert f"with the version of {shown}" in html.unescape(compare)
    assert "2026-01-15" not in compare and "06:30" not in compare


def map_query(link: str) -> str:
    parts = urlsplit(link)
    assert (parts.scheme, parts.netloc, parts.path) == ("https", "www.google.com", "/maps/search/")
    return parse_qs(parts.query)["query"][0]


def contact_map_link(client) -> str:
    page = client.get("/contact").content.decode()
    start = page.index('href="', page.rindex("<a", 0, page.index("View on map"))) + len('href="')
    return html.unescape(page[start : page.index('"', start)])


def test_the_map_link_follows_the_address_until_one_is_set_on_purpose(editor, catalogue):
    SiteIdentity.objects.all().delete()
    identity = SiteIdentity.objects.create(
        **{**IDENTITY, "name": "Driftline Digital", "email": "hello@example.com"}
    )
    visitor = Client()
    assert map_query(contact_map_link(visitor)) == "1455 India Street, Suite 300, San Diego, CA 92101"
    assert map_query(organization_of(visitor.get("/").content.decode())["hasMap"]).startswith("1455 India")

    url = reverse("admin:marketing_siteidentity_change", args=[identity.pk])
    data = form_data(editor.get(url))
    data.update(street_address="600 B Street, Floor 12", postal_code="92101")
    assert editor.post(url, data).status_code == 302
    assert map_query(contact_map_link(visitor)) == "600 B Street, Floor 12, San Diego, CA 92101"

    # A link set on purpose stays, whatever the address becomes.
    data.update(map_url="https://maps.example.org/driftline", street_address="1 Market Place")
    assert editor.post(url, data).status_code == 302
    assert contact_map_link(visitor) == "https://maps.example.org/driftline"
    shown = editor.get(url).content.decode()
    assert "the link set above" in shown


def test_without_an_address_there_is_no_map_link(catalogue):
    identity = SiteIdentity(name="Agency", locality="San Diego", region="CA")
    assert identity.map_link == ""


def test_the_migration_clears_the_seeded_map_link_but_keeps_a_chosen_one(catalogue):
    migration = importlib.import_module("marketing.migrations.0007_map_link_follows_the_address")
    SiteIdentity.objects.all().delete()
    identity = SiteIdentity.objects.create(
        **{**IDENTITY, "name": "Driftline", "email": "a@example.com", "map_url": migration.SEEDED_MAP_URL}
    )
    migration.clear_seeded_map_link(apps, None)
    identity.refresh_from_db()
    assert identity.map_url == ""
    SiteIdentity.objects.update(map_url="https://maps.example.org/ours")
    migration.clear_seeded_map_link(apps, None)
    identity.refresh_from_db()
    assert identity.map_url == "https://maps.example.org/ours"
