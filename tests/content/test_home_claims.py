"""The landing page states the agency's headline claims as editable, labelled copy (item 2)."""

import importlib
import re

import pytest
from django.apps import apps

from marketing.models import PageBlock
from publishing.seed import content_load
from publishing.services import content_changed

pytestmark = pytest.mark.django_db

CLAIMS_NOTE = "Figures we claim for our AI automation work, stated as marketing copy"


def claims_band(html: str) -> str:
    match = re.search(r'<section class="claims-band".*?</section>', html, re.S)
    assert match, "the home page has no figures band"
    return match.group(0)


def text_of(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))


def test_the_home_page_shows_the_three_claimed_figures_marked_as_claims(client, catalogue):
    content_load()
    band = text_of(claims_band(client.get("/").content.decode()))
    assert "Up to 70% savings on the time routine tasks take" in band
    assert "Up to 60% reduction in process costs" in band
    assert "50% faster response to new leads" in band
    assert CLAIMS_NOTE in band


def test_the_figures_show_before_the_content_is_loaded(client, catalogue):
    band = text_of(claims_band(client.get("/").content.decode()))
    assert "Up to 70%" in band and CLAIMS_NOTE in band


def test_an_editor_changes_a_figure(client, catalogue):
    content_load()
    claim = PageBlock.objects.get(page__key="home", slot="claim", heading="Up to 60%")
    claim.heading = "Up to 55%"
    claim.save()
    content_changed()
    band = text_of(claims_band(client.get("/").content.decode()))
    assert "Up to 55% reduction in process costs" in band
    assert "Up to 60%" not in band


def test_the_migration_adds_the_band_to_a_home_page_stored_before_it(client, catalogue):
    content_load()
    PageBlock.objects.filter(page__key="home", slot__in=["claims", "claim"]).delete()
    migration = importlib.import_module("marketing.migrations.0002_home_claims")

    migration.add_claims(apps, None)
    migration.add_claims(apps, None)  # a second run adds nothing

    slots = list(PageBlock.objects.filter(page__key="home").order_by("order").values_list("slot", flat=True))
    assert slots[:5] == ["hero", "claims", "claim", "claim", "claim"]
    content_changed()
    assert "Up to 70%" in claims_band(client.get("/").content.decode())
