"""Versions of a block and the phone-sized preview, as a member of the Editors role: "Make version B"
puts the copy right below its original (marked A) and leaves the pair open; "Start the test" refuses
a version away from its A or the same as it, with the reason; Preview shows A and B side by side and
a 390 px frame beside the full width, in both languages, with the unsaved changes."""

import html
import re
from decimal import Decimal
from urllib.parse import parse_qs

import pytest
from django.core.exceptions import ValidationError

from campaigns import services
from campaigns.models import CampaignPage, Experiment, FaqBlock, HeroBlock
from campaigns.services import blocks_of
from tests.campaigns.conftest import page_with_blocks
from tests.campaigns.test_admin import change_url, form_data


def make_version(editor, page, block):
    data = {**form_data(editor.get(change_url(page))), "_version_make": f"heroblock:{block.pk}"}
    return editor.post(change_url(page), data)


def test_make_version_b_copies_the_block_right_below_its_original_and_leaves_the_pair_open(editor):
    page = page_with_blocks()
    hero = HeroBlock.objects.get(parent=page)
    response = make_version(editor, page, hero)
    assert response.status_code == 302
    order = [(type(block).__name__, block.version) for block in blocks_of(page)]
    assert order == [("HeroBlock", "A"), ("HeroBlock", "B"), ("FaqBlock", "")]
    copy = HeroBlock.objects.get(parent=page, version="B")
    assert (copy.heading_en, copy.heading_es) == ("Grow this spring", "Crezca esta primavera")
    # The editor comes back with the pair open and every other block folded.
    fragment = parse_qs(response["Location"].partition("#")[2])
    assert fragment["collapsed"] == [str(FaqBlock.objects.get().ordering)]
    page_html = editor.get(response["Location"].partition("#")[0]).content.decode()
    assert "Version B of the hero “Grow this spring” is right below its version A" in page_html
    assert "Version B of the hero above it." in page_html
    assert "Make another version" in page_html


def test_a_second_version_of_the_same_block_is_c_and_a_version_has_none_of_its_own(db):
    page = page_with_blocks()
    hero = HeroBlock.objects.get(parent=page)
    b = services.block_version_make(hero)
    c = services.block_version_make(HeroBlock.objects.get(pk=hero.pk))
    assert [block.version for block in blocks_of(page)] == ["A", "B", "C", ""]
    assert (b.version, c.version) == ("B", "C")
    with pytest.raises(ValidationError, match="This block is a version already"):
        services.block_version_make(b)


def started(page) -> list[str]:
    test = Experiment.objects.create(page=page, name="Bolder heading", baseline_rate=Decimal("5"))
    try:
        services.experiment_start(test)
    except ValidationError as error:
        return error.messages
    return []


def test_start_refuses_a_version_away_from_its_original_or_the_same_as_it_and_says_why(db):
    page = page_with_blocks()
    hero = HeroBlock.objects.get(parent=page)
    copy = services.block_version_make(hero)
    [problem] = started(page)
    assert problem.startswith("Version B of the hero “Grow this spring” is the same as its version A")

    HeroBlock.objects.filter(pk=copy.pk).update(heading_en="Double your leads by June", ordering=99)
    [problem] = started(page)  # at the bottom, under the questions
    assert "does not stand where its version A stands" in problem

    HeroBlock.objects.filter(pk=copy.pk).update(ordering=15)
    assert started(page) == []
    assert Experiment.objects.filter(page=page, status=Experiment.Status.RUNNING).exists()


def test_an_editor_is_told_why_the_test_does_not_start(editor):
    page = page_with_blocks()
    services.block_version_make(HeroBlock.objects.get(parent=page))
    test = Experiment.objects.create(page=page, name="Bolder heading", baseline_rate=Decimal("5"))
    url = f"/django-admin/campaigns/experiment/{test.pk}/change/"
    data = {"page": page.pk, "name": "Bolder heading", "goal": "lead", "versions": 2, "split_a": 50}
    data.update({"split_b": 50, "split_c": 0, "minimum_lift": 20, "baseline_rate": "5", "_start": "1"})
    response = editor.post(url, data, follow=True)
    assert "is the same as its version A: change what you want to test" in response.content.decode()
    assert Experiment.objects.get().status == Experiment.Status.DRAFT


def test_preview_versions_a_and_b_sit_side_by_side(editor):
    page = page_with_blocks()
    page_html = editor.get(change_url(page)).content.decode()
    row = re.search(r"Preview version A</button>\s*<button[^>]*>Preview version B</button>", page_html)
    assert row is not None


@pytest.mark.parametrize(
    ("language", "heading"), [("en", "Grow all summer"), ("es", "Crezca todo el verano")]
)
def test_preview_on_a_phone_shows_the_unsaved_page_390_px_wide_beside_the_full_width(
    editor, language, heading
):
    page = page_with_blocks()
    data = form_data(editor.get(change_url(page)))
    data["campaigns_heroblock_set-0-heading"] = "Grow all summer"
    data["campaigns_heroblock_set-0-heading_es"] = "Crezca todo el verano"
    response = editor.post(f"{change_url(page)}preview/?sizes=phone", {**data, "_preview": language})
    assert response.status_code == 200
    assert response["X-Robots-Tag"] == "noindex, nofollow" and "no-store" in response["Cache-Control"]
    frames = re.findall(r'<iframe title="([^"]+)"[^>]*srcdoc="([^"]*)"', response.content.decode())
    assert [title for title, _ in frames] == ["The page on a phone, 390 px wide", "The page at full width"]
    for _, srcdoc in frames:
        drawn = html.unescape(srcdoc)
        assert heading in drawn and 'class="preview-banner"' in drawn and f'lang="{language}"' in drawn
    assert 'width="390"' in response.content.decode()
    assert HeroBlock.objects.get().heading_en == "Grow this spring"  # nothing saved
    assert CampaignPage.objects.count() == 1
