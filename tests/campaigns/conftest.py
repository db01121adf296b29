"""Campaign landing pages: the site's seed (three campaigns among it) and helpers to build a page."""

import pytest

from campaigns.models import CampaignPage, FaqBlock, HeroBlock
from publishing.seed import content_load
from tests.leads.conftest import run_tasks  # noqa: F401 (fixture: runs queued tasks, as db_worker does)
from tests.marketing.conftest import editor  # noqa: F401 (fixture: a signed-in member of the Editors role)
from tests.support.seeded import replayed


@pytest.fixture
def media(settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path / "media"
    return settings.MEDIA_ROOT


@pytest.fixture
def seeded(db, media):
    """The site's seed: the catalogue, the proof and the three seeded campaigns."""
    replayed(content_load)
    return {page.slug: page for page in CampaignPage.objects.all()}


def page_with_blocks(**fields) -> CampaignPage:
    """A live page with a hero and a question, in English and Spanish unless told otherwise."""
    values = {
        "slug": "spring-offer",
        "title_en": "Spring offer",
        "title_es": "Oferta de primavera",
        "meta_description_en": "A spring offer for growing businesses.",
        "meta_description_es": "Una oferta de primavera para empresas en crecimiento.",
        "is_published": True,
        **fields,
    }
    page = CampaignPage.objects.create(**values)
    HeroBlock.objects.create(
        parent=page,
        region="main",
        ordering=10,
        heading_en="Grow this spring",
        heading_es="Crezca esta primavera",
        text_en="A plan for the season.",
        text_es="Un plan para la temporada.",
        primary_label_en="Talk to us",
        primary_label_es="Hable con nosotros",
        primary_link="/contact",
    )
    FaqBlock.objects.create(
        parent=page,
        region="main",
        ordering=20,
        question_en="When does it start?",
        question_es="¿Cuándo empieza?",
        answer_en="<p>In March.</p>",
        answer_es="<p>En marzo.</p>",
    )
    return page
