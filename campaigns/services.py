"""Writes of the landing pages: a page duplicated with its blocks, an A/B test started and ended
(its winner kept), and the seed loader
(`manage.py load_content` runs it after the catalogue's, both languages at once).

The seed lives in `campaigns.content.campaigns` (CAMPAIGNS, each page's words in English and
Spanish) with its pictures drawn by `campaigns.content.drawings` (`draw(spec) -> PNG bytes`), stored
like an upload and shown through the picture pipeline, and the guide one page's form offers drawn
as a PDF in both languages by `campaigns.content.guide_pdf` (stored like an upload, in the private
storage).
"""

import importlib
from datetime import timedelta
from decimal import Decimal

from django.core.exceptions import ValidationError
from django.core.files.base import ContentFile
from django.db import transaction
from django.utils import timezone

from agency.i18n import SPANISH, column, translated_fields
from agency.identity import site_identity
from campaigns import selectors
from campaigns.layouts import Layout
from campaigns.models import BLOCKS, BlockVersion, CampaignPage, Experiment, Guide
from leads.models import BuiltForm, BuiltFormField
from leads.services import built_form_seed
from marketing.models import CaseStudy, Testimonial
from publishing.page_cache import content_version_bump
from publishing.seed import sample_picture

SEED_MODULE = "campaigns.content.campaigns"
DRAWINGS_MODULE = "campaigns.content.drawings"
GUIDE_MODULE = "campaigns.content.guide_pdf"
COPY_SUFFIX = "-copy"


def _free_slug(slug: str) -> str:
    base = f"{slug[: 80 - len(COPY_SUFFIX) - 3]}{COPY_SUFFIX}"
    candidate, number = base, 2
    while CampaignPage.objects.filter(slug=candidate).exists():
        candidate, number = f"{base}-{number}", number + 1
    return candidate


def blocks_of(page: CampaignPage) -> list:
    """Every block of the page, of every kind, in the page's order."""
    found = [block for model in BLOCKS for block in model.objects.filter(parent=page)]
    return sorted(found, key=lambda block: (block.ordering, block.pk))


@transaction.atomic
def campaign_duplicate(page: CampaignPage) -> CampaignPage:
    """A draft copy of the page and its blocks at a free address (<id>-copy), to start the next
    campaign from. Its pictures are the same files (a picture replaced later is the copy's own)."""
    blocks = blocks_of(page)
    copy = CampaignPage.objects.get(pk=page.pk)
    copy.pk = None
    copy.slug = _free_slug(page.slug)
    copy.is_published = False
    copy.is_sample = False
    copy.publish_from = timezone.now()
    copy.publish_until = None
    for language in ("en", SPANISH):
        name = column("title", language)
        title = getattr(copy, name)
        if title:
            setattr(copy, name, f"{title} (copy)"[: CampaignPage._meta.get_field(name).max_length])
    copy.save()
    for block in blocks:
        block.pk = None
        block.id = None
        block.parent = copy
        block._state.adding = True
        block.save()
    return copy


# -- Starting layouts ---------------------------------------------------------------------------
def _free_address(base: str) -> str:
    candidate, number = base, 2
    while CampaignPage.objects.filter(slug=candidate).exists():
        candidate, number = f"{base}-{number}", number + 1
    return candidate


@transaction.atomic
def campaign_from_layout(layout: Layout | None) -> CampaignPage:
    """A draft page from a starting layout (campaigns.layouts), its blocks in both languages with
    the words to write in [square brackets]; None: a blank draft. Its address is free
    (<layout>-draft, -2, ...) for the editor to change."""
    models_by_kind = {model._meta.model_name.removesuffix("block"): model for model in BLOCKS}
    if layout is None:
        title, description, blocks, key = ("[Page title]", "[Título de la página]"), ("", ""), (), "page"
    else:
        title, description, blocks, key = layout.title, layout.meta_description, layout.blocks, layout.key
    page = CampaignPage(
        slug=_free_address(f"{key}-draft"),
        is_published=False,
        **_bilingual(CampaignPage, {"title": title, "meta_description": description}),
    )
    page.save()
    for ordering, (kind, values) in enumerate(blocks, start=1):
        model = models_by_kind[kind]
        block = model(parent=page, region="main", ordering=ordering * 10, **_bilingual(model, values))
        block.full_clean()
        block.save()
    return page


# -- Versions of a block (A/B tests) --------------------------------------------------------------
# What a block's copy leaves as it was: its place, its page and its version are set anew.
_PLACE_FIELDS = {"id", "parent", "region", "ordering", "version"}


def _content_of(block) -> dict:
    """The values a visitor reads in a block (both languages), to tell its versions apart."""
    return {
        field.attname: getattr(block, field.attname)
        for field in block._meta.concrete_fields
        if field.name not in _PLACE_FIELDS and not field.attname.endswith("_ptr_id")
    }


@transaction.atomic
def block_version_make(block):
    """Version B of `block` (C when it has a B already): a copy placed directly below it (and below
    its other versions), the original marked A. The page's blocks are numbered again by tens in their
    order, so every later block moves down one place. Returns the copy."""
    if block.version in (BlockVersion.B, BlockVersion.C):
        raise ValidationError("This block is a version already: make a version of its version A.")
    page = CampaignPage.objects.select_for_update().get(pk=block.parent_id)
    blocks = blocks_of(page)
    position = next(n for n, item in enumerate(blocks) if type(item) is type(block) and item.pk == block.pk)
    following = blocks[position + 1 :]
    siblings = []
    for item in following:
        if type(item) is not type(block) or item.version not in (BlockVersion.B, BlockVersion.C):
            break
        siblings.append(item)
    taken = {item.version for item in siblings}
    version = next((name for name in (BlockVersion.B, BlockVersion.C) if name not in taken), None)
    if version is None:
        raise ValidationError("This block has versions B and C already: a test shows three versions at most.")
    original = blocks[position]
    original.version = BlockVersion.A
    original.save(update_fields=["version"])
    copy = type(original).objects.get(pk=original.pk)
    copy.pk = copy.id = None
    copy._state.adding = True
    copy.version = version
    copy.save()
    insert_at = position + 1 + len(siblings)
    ordered = [*blocks[:insert_at], copy, *blocks[insert_at:]]
    for number, item in enumerate(ordered, start=1):
        if item.ordering != number * 10:
            item.ordering = number * 10
            type(item).objects.filter(pk=item.pk).update(ordering=item.ordering)
    return copy


def version_problems(page: CampaignPage, versions: tuple[str, ...]) -> list[str]:
    """Why the page's blocks cannot be tested as `versions` ("B", "C"), in an editor's words: a
    version missing, standing away from its version A, or the same as it."""
    blocks = blocks_of(page)
    problems = []
    for version in versions:
        if not any(block.version == version for block in blocks):
            problems.append(
                f"Version {version} has no blocks: press “Make version {version}” on the block to "
                "test (for C, on its version A once it has a B)."
            )
    for position, block in enumerate(blocks):
        if block.version not in versions:
            continue
        kind = block._meta.verbose_name
        before = position - 1
        while before >= 0 and type(blocks[before]) is type(block) and blocks[before].version in ("B", "C"):
            before -= 1
        original = blocks[before] if before >= 0 else None
        if original is None or type(original) is not type(block) or original.version != BlockVersion.A:
            problems.append(
                f"Version {block.version} of the {kind} “{block}” does not stand where its version A "
                f"stands: drag it directly below the {kind} marked Version A, or remove it and press "
                f"“Make version B” on that {kind}."
            )
        elif _content_of(original) == _content_of(block):
            problems.append(
                f"Version {block.version} of the {kind} “{block}” is the same as its version A: change "
                "what you want to test (in both languages) before starting."
            )
    return problems


# --------------------------------------------------------------------------------------------
# The seed
# --------------------------------------------------------------------------------------------


def _seed():
    try:
        seed = importlib.import_module(SEED_MODULE)
    except ModuleNotFoundError as error:
        if error.name and (error.name == SEED_MODULE or SEED_MODULE.startswith(error.name + ".")):
            return None  # the seed is not installed; an import failing inside it is raised
        raise
    return seed.CAMPAIGNS, importlib.import_module(DRAWINGS_MODULE).draw, getattr(seed, "BUILT_FORMS", [])


def _bilingual(model, values: dict) -> dict:
    """A seed item's fields as columns: {"heading": ("English", "Español")} gives heading_en and
    heading_es (and heading, which is the English column in the admin's language)."""
    translated = translated_fields(model)
    fields = {}
    for name, value in values.items():
        if name in translated:
            english, spanish = value
            fields[name] = fields[column(name, "en")] = english
            fields[column(name, SPANISH)] = spanish
        else:
            fields[name] = value
    return fields


# The seeded guide's PDFs, drawn once per process and agency name (the suite loads the seed often).
_guide_pdfs: dict[tuple[str, str], bytes] = {}


def guide_seeded(slug: str) -> Guide:
    """The seeded guide (campaigns.content.guide_pdf, whose SLUG names it in the seed): made with its
    two PDFs the first time, found by its English title afterwards."""
    module = importlib.import_module(GUIDE_MODULE)
    if slug != module.SLUG:
        raise ValueError(f"No seeded guide {slug!r}.")
    english, spanish = module.TITLE
    existing = Guide.objects.filter(title_en=english).first()
    if existing is not None:
        return existing
    agency = site_identity().name
    files = {}
    for language in ("en", SPANISH):
        if (language, agency) not in _guide_pdfs:
            _guide_pdfs[language, agency] = module.checklist_pdf(language, agency=agency)
        files[f"file_{language}"] = ContentFile(_guide_pdfs[language, agency], name=f"{slug}-{language}.pdf")
    guide = Guide(**_bilingual(Guide, {"title": module.TITLE}), **files)
    guide.full_clean()
    guide.save()
    return guide


def _related(values: dict) -> dict:
    """A testimonial, a case study, a built form or a guide named in the seed by its person, id or
    address."""
    values = dict(values)
    if "guide" in values:
        values["guide"] = guide_seeded(values["guide"])
    if "built_form" in values:
        values["form"] = BuiltForm.objects.get(slug=values.pop("built_form")).lead_form_key
    if "testimonial" in values:
        values["testimonial"] = Testimonial.objects.get(person=values["testimonial"])
    if "case_study" in values:
        values["case_study"] = CaseStudy.objects.get(slug=values["case_study"])
    return values


def campaign_create(item: dict, draw) -> CampaignPage:
    models_by_kind = {model._meta.model_name.removesuffix("block"): model for model in BLOCKS}
    page = CampaignPage(
        slug=item["slug"],
        is_published=True,
        publish_from=timezone.now() - timedelta(days=item.get("started_days_ago", 7)),
        in_search_engines=item.get("in_search_engines", True),
        is_sample=True,
        **_bilingual(CampaignPage, {name: item[name] for name in ("title", "meta_description")}),
    )
    page.full_clean()
    page.save()
    for ordering, (kind, values) in enumerate(item["blocks"], start=1):
        model = models_by_kind[kind]
        values = _related(values)
        if "picture" in values:
            values["image"] = sample_picture(
                f"campaign-{item['slug']}-{values['picture']}", lambda v=values: draw(v["drawing"])
            )
            values.pop("picture")
            values.pop("drawing")
        block = model(parent=page, region="main", ordering=ordering * 10, **_bilingual(model, values))
        block.full_clean()
        block.save()
    return page


def campaigns_seed(items: list[dict], draw, *, reset: bool = False, built_forms: list[dict] = ()) -> int:
    """Seeds the pages only while there are none (editors' additions and removals are kept);
    reset=True replaces them with the seed. Returns how many were created."""
    if reset:
        CampaignPage.objects.all().delete()
    if CampaignPage.objects.exists():
        return 0
    for form in built_forms:
        spec = {name: value for name, value in form.items() if name != "fields"}
        built_form_seed(_bilingual(BuiltForm, spec), [_bilingual(BuiltFormField, f) for f in form["fields"]])
    for item in items:
        campaign_create(item, draw)
    return len(items)


def campaigns_load(*, reset: bool = False) -> int:
    """The seed loader marketing's `content_load` calls (registered in apps.py)."""
    seed = _seed()
    if seed is None:
        return 0
    items, draw, built_forms = seed
    return campaigns_seed(items, draw, reset=reset, built_forms=built_forms)


# -- A/B tests ------------------------------------------------------------------------------------
@transaction.atomic
def experiment_start(test: Experiment) -> Experiment:
    """Starts a test: its plan is fixed (the rate it starts from is stored), and the page is drawn in
    its versions from now on (every cached copy is renewed). Raises ValidationError with what an
    editor must do first."""
    test = Experiment.objects.select_for_update().get(pk=test.pk)
    test.full_clean()
    problems = []
    if test.status != Experiment.Status.DRAFT:
        problems.append("This test has already been started.")
    if test.page.state != CampaignPage.State.LIVE:
        problems.append("Publish the page first: a test runs on a live page.")
    if Experiment.objects.filter(page=test.page, status=Experiment.Status.RUNNING).exists():
        problems.append("Another test is running on this page: end it first.")
    problems.extend(version_problems(test.page, test.version_names[1:]))
    if test.baseline_rate is None:
        rate = selectors.current_rate(test.page).rate
        if not rate:
            problems.append(
                "Reports know no conversions of this page yet: type its conversion rate now "
                "(your best estimate) to plan the test."
            )
        else:
            test.baseline_rate = Decimal(str(round(rate * 100, 2))).max(Decimal("0.01"))
    if problems:
        raise ValidationError(problems)
    test.status = Experiment.Status.RUNNING
    test.started_at = timezone.now()
    test.save()
    content_version_bump()
    return test


@transaction.atomic
def experiment_end(test: Experiment, *, winner: str) -> Experiment:
    """Ends a running test and keeps `winner`: its blocks become the page's (shown in every version),
    the other versions' blocks are removed (the page's history keeps them: campaigns.admin records a
    version of the page before and after)."""
    test = Experiment.objects.select_for_update().get(pk=test.pk)
    if test.status != Experiment.Status.RUNNING:
        raise ValidationError("Only a running test can be ended.")
    if winner not in test.version_names:
        raise ValidationError("Choose the version the page keeps.")
    for block in blocks_of(test.page):
        if block.version == winner:
            block.version = BlockVersion.EVERY
            block.save(update_fields=["version"])
        elif block.version:
            block.delete()
    test.status = Experiment.Status.ENDED
    test.ended_at = timezone.now()
    test.winner = winner
    test.save()
    content_version_bump()
    return test
