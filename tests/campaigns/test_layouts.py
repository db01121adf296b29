"""Starting layouts, as a member of the Editors role: "Add campaign page" offers three layouts and a
blank page; a layout makes a draft whose blocks have both languages; publishing is refused, with the
reason, while words in [square brackets] remain; a hero without a picture is drawn full width."""

import re
from html import unescape

import pytest

from agency.i18n import SPANISH, column, translated_fields
from campaigns.layouts import LAYOUTS, PLACEHOLDER
from campaigns.models import CampaignPage, HeroBlock
from campaigns.services import blocks_of
from tests.campaigns.conftest import page_with_blocks
from tests.campaigns.test_admin import change_url, form_data

START = "/django-admin/campaigns/campaignpage/start/"


def test_add_campaign_page_offers_three_layouts_and_a_blank_page(editor):
    listing = editor.get("/django-admin/campaigns/campaignpage/").content.decode()
    assert f'href="{START}" class="addlink">Add campaign page' in listing
    page = editor.get(START).content.decode()
    for name in ("A guide to download", "A service offer with a quote form", "An event or webinar sign-up"):
        assert f"<h2>{name}</h2>" in page
    assert 'href="/django-admin/campaigns/campaignpage/add/">Start from a blank page' in page


@pytest.mark.parametrize("key", sorted(LAYOUTS))
def test_a_layout_makes_a_draft_whose_blocks_speak_both_languages(editor, key):
    response = editor.post(START, {"layout": key})
    page = CampaignPage.objects.get()
    assert response["Location"] == change_url(page)
    assert not page.is_published and page.slug == f"{key}-draft"
    blocks = blocks_of(page)
    assert len(blocks) >= 5 and isinstance(blocks[0], HeroBlock)
    for block in blocks:
        for name in translated_fields(type(block)):
            english, spanish = getattr(block, column(name, "en")), getattr(block, column(name, SPANISH))
            assert bool(english) == bool(spanish), (block, name)
    assert any(PLACEHOLDER.search(block.heading_es) for block in blocks if isinstance(block, HeroBlock))
    assert "words in [square brackets]" in editor.get(change_url(page)).content.decode()


def test_publishing_is_refused_while_words_of_the_layout_remain(editor):
    editor.post(START, {"layout": "offer"})
    page = CampaignPage.objects.get()
    data = {**form_data(editor.get(change_url(page))), "is_published": "on", "slug": "plumbing-audit"}
    response = editor.post(change_url(page), data)
    assert response.status_code == 200
    html = response.content.decode()
    assert "Words in [square brackets] come from the starting layout" in html
    assert "Left here: [The result the client gets, in under ten words]" in html
    assert "Left here: [El resultado que obtiene el cliente, en menos de diez palabras]" in html
    assert not CampaignPage.objects.get().is_published

    written = {
        name: PLACEHOLDER.sub("Free audit", value) if isinstance(value, str) else value
        for name, value in data.items()
    }
    response = editor.post(change_url(page), written)
    assert response.status_code == 302, re.findall(r"errorlist[^>]*>(.*?)</ul>", response.content.decode())
    page.refresh_from_db()
    assert page.is_published and page.title_en == "Free audit"


def test_a_hero_without_a_picture_is_drawn_full_width(client, db):
    page_with_blocks()
    html = client.get("/lp/spring-offer").content.decode()
    hero = re.search(r'<section class="hero[^"]*"[^>]*>\s*<div class="([^"]+)"', html).group(1)
    assert "lg:grid-cols-2" not in hero and "hero-visual" not in html


def test_the_icon_chooser_shows_each_icon_beside_its_name(editor):
    editor.post(START, {"layout": "guide"})
    page = CampaignPage.objects.get()
    html = editor.get(change_url(page)).content.decode()
    chosen = re.search(
        r'<label class="icon-choice" for="[^"]+"><input type="radio" id="[^"]+" '
        r'name="campaigns_cardblock_set-0-icon" value="search" checked>'
        r"(<svg[^>]*>.*?</svg>)<span>Search</span>",
        html,
    )
    assert chosen is not None and "<path" in chosen.group(1) and 'aria-hidden="true"' in chosen.group(1)
    assert html.count('name="campaigns_cardblock_set-0-icon"') > 20  # every icon of the set
    data = {**form_data(editor.get(change_url(page))), "campaigns_cardblock_set-0-icon": "rocket"}
    assert editor.post(change_url(page), data).status_code == 302
    assert page.campaigns_cardblock_set.order_by("ordering").first().icon == "rocket"


def test_a_testimonial_is_added_from_the_blocks_own_add_link_with_its_spanish(editor):
    page = page_with_blocks()
    html = editor.get(change_url(page)).content.decode()
    add_id = 'id="add_id_campaigns_testimonialblock_set-__prefix__-testimonial"'
    link = re.search(rf'{add_id}[^>]*href="([^"]+)"', html)
    link = link or re.search(rf'href="([^"]+)"[^>]*{add_id}', html)
    assert link is not None
    popup = editor.get(unescape(link.group(1))).content.decode()
    assert 'name="quote_es"' in popup and 'name="role_es"' in popup and 'name="_popup"' in popup
