"""Reads of the landing pages: which page an address shows, its blocks, what the sitemap lists and
when the next one starts or ends (the page cache renews then: publishing.page_cache.schedule_register)."""

import re
from dataclasses import dataclass
from datetime import datetime, time, timedelta
from urllib.parse import urlsplit

from content_editor.contents import Contents, contents_for_item
from django.conf import settings
from django.core.cache import cache
from django.db.models import Q
from django.utils import timezone

from agency.client_address import client_ip
from agency.i18n import path_in_language
from analytics.bots import BOT_MARKERS, is_bot
from analytics.selectors import exposures, views_of
from campaigns import stats
from campaigns.assignment import VERSIONS, version_for
from campaigns.models import (
    BLOCKS,
    CampaignPage,
    Experiment,
    FaqBlock,
    FormBlock,
    Guide,
    HeroBlock,
    shown_in,
)
from leads.selectors import leads_by_ab_version, leads_landing_on
from publishing.page_cache import versioned_key
from publishing.social_cards import CardFace


def campaign_at(slug: str) -> CampaignPage | None:
    """The page at /lp/<slug> that visitors may reach: live, or ended (its address then answers 301
    or 410). A draft, a scheduled page or no page: None."""
    return CampaignPage.objects.filter(slug=slug, is_published=True, publish_from__lte=timezone.now()).first()


def campaign_get(slug: str) -> CampaignPage | None:
    """The live page at /lp/<slug> (its social card too), or None."""
    page = campaign_at(slug)
    return page if page is not None and page.state == CampaignPage.State.LIVE else None


class CampaignCards:
    """A campaign page's social card (publishing.social_cards.CardKind): /social-cards/campaign-<id>/...,
    its hero's eyebrow (or its title) above its title and the hero's picture beside; only a live
    page's is drawn."""

    model = CampaignPage
    prefixes = ("campaign",)

    def key(self, page: CampaignPage) -> str:
        return f"campaign-{page.slug}"

    def find(self, prefix: str, ident: str) -> CampaignPage | None:
        return campaign_get(ident)

    def face(self, page: CampaignPage) -> CardFace:
        hero = page.hero()
        picture = page.hero_image.name if page.hero_image else ""
        return CardFace(
            label=(hero.eyebrow if hero else "") or page.title, heading=page.title, picture=picture
        )


def _live():
    now = timezone.now()
    return CampaignPage.objects.filter(is_published=True, publish_from__lte=now).filter(
        Q(publish_until__isnull=True) | Q(publish_until__gt=now)
    )


def sitemap_campaigns() -> list[CampaignPage]:
    """The live pages shown in search engines (a noindex page stays out of the sitemap)."""
    return list(_live().filter(in_search_engines=True).order_by("slug"))


def live_paths() -> list[str]:
    """The addresses of every live page, in each language (the beacon counts their views)."""
    return [path for page in _live() for path in page_paths(page)]


def next_change_at() -> datetime | None:
    """The next start or end of a published page, after now (None: nothing is scheduled)."""
    now = timezone.now()
    published = CampaignPage.objects.filter(is_published=True)
    starts = (
        published.filter(publish_from__gt=now).order_by("publish_from").values_list("publish_from", flat=True)
    )
    ends = (
        published.filter(publish_until__gt=now)
        .order_by("publish_until")
        .values_list("publish_until", flat=True)
    )
    found = [when for when in (starts.first(), ends.first()) if when is not None]
    return min(found) if found else None


def campaign_contents(page: CampaignPage) -> Contents:
    """The page's blocks, in their order (content_editor's Contents: `contents.main`), of every
    version: campaigns.views shows those of the visitor's (contents_in_version)."""
    return contents_for_item(page, BLOCKS)


def contents_in_version(page: CampaignPage, contents: Contents, version: str) -> Contents:
    """The blocks a visitor of `version` sees ("A" outside a test): those of every version and its own."""
    return contents_of(page, [block for block in contents.main if shown_in(block, version)])


def contents_of(page: CampaignPage, blocks: list) -> Contents:
    """Contents made of unsaved blocks (the admin's preview), in the order saving would give them."""
    contents = Contents(page.regions)
    for block in blocks:
        block.region = block.region or page.regions[0].key
        contents.add(block)
    return contents


def faq_blocks(contents: Contents) -> list[FaqBlock]:
    return [block for block in contents.main if isinstance(block, FaqBlock)]


def hero_of(contents: Contents) -> HeroBlock | None:
    return next((block for block in contents.main if isinstance(block, HeroBlock)), None)


def form_blocks(contents: Contents) -> list[FormBlock]:
    return [block for block in contents.main if isinstance(block, FormBlock)]


# -- Guides to download --------------------------------------------------------------------------
def campaign_slug(address: str) -> str | None:
    """The id of the landing page an address of this site names (/lp/x, /es/lp/x?utm_...), or None."""
    if not isinstance(address, str):
        return None
    path = urlsplit(address.strip()).path
    for code, _name in settings.LANGUAGES:
        prefix = path_in_language("/", code).rstrip("/")
        if prefix and (path == prefix or path.startswith(prefix + "/")):
            path = path[len(prefix) :]
            break
    match = CAMPAIGN_PATH.fullmatch(path)
    return match.group("slug") if match else None


CAMPAIGN_PATH = re.compile(r"/lp/(?P<slug>[-a-zA-Z0-9_]+)/?")


def guide_for_lead(lead) -> Guide | None:
    """The guide a lead gets: the one offered by the form block of the live landing page it was sent
    from, for the form it was sent with, in the A/B version the page showed (the block of every
    version or of its own; the first such block). Decided from the page the lead records (the
    form's page, else its landing page), which only ever names a public page: a visitor can get no
    guide they could not get by sending that page's form. Never from a posted guide id.

    The one place that decides it: a form of another kind placed by a block is added here."""
    slug = campaign_slug(lead.page_url) or (None if lead.page_url else campaign_slug(lead.landing_page))
    if slug is None:
        return None
    page = campaign_get(slug)
    if page is None:
        return None
    version = lead.ab_version.rpartition(":")[2] if lead.ab_version else "A"
    blocks = FormBlock.objects.filter(parent=page, guide__isnull=False).select_related("guide")
    for block in blocks.order_by("ordering", "pk"):
        if shown_in(block, version) and block.form == lead.form:
            return block.guide
    return None


def page_naming_form(slug: str, form: str) -> CampaignPage | None:
    """The live landing page `slug` when the lead form `form` on a page of its own, opened from it
    (the consultation without JavaScript, `?from=<slug>`), records it as the lead's page: a form
    block of it (of any A/B version) offers a guide with that form, so the lead gets the guide, or
    shows that form while the page is under a running A/B test, so the lead records the version
    drawn for the visitor there. Else None."""
    page = campaign_get(slug)
    if page is None:
        return None
    blocks = list(FormBlock.objects.filter(parent=page, form=form))
    if any(block.guide_id for block in blocks):
        return page
    under_test = any(path in running_tests() for path in page_paths(page))
    return page if blocks and under_test else None


def guides_of_forms(contents: Contents) -> dict[str, Guide]:
    """The guide each form of a page's blocks (of the version shown) offers, by lead form key
    ("contact", "pricing_quiz", "consultation", "built-<id>"), as guide_for_lead finds it: the
    first block of the form that offers one."""
    found: dict[str, Guide] = {}
    for block in form_blocks(contents):
        if block.guide_id and block.form not in found:
            found[block.form] = block.guide
    return found


def campaign_picture_files() -> list[str]:
    """The stored pictures of every hero block (their renditions are made by `load_content`)."""
    return [name for name in HeroBlock.objects.exclude(image="").values_list("image", flat=True) if name]


# -- A/B tests ------------------------------------------------------------------------------------
RATE_DAYS = 28


@dataclass(frozen=True)
class RunningTest:
    pk: int
    key: str
    split: tuple[int, ...]

    def tag(self, version: str) -> str:
        return f"{self.pk}:{version}"

    def tags(self) -> set[str]:
        """Its versions' tags: {"7:A", "7:B"}."""
        return {self.tag(version) for version in VERSIONS[: len(self.split)]}


def running_tests() -> dict[str, RunningTest]:
    """Every address (in each language) of a live page under a running test, with its test. Kept in
    the cache under the content version, which starting or ending a test renews."""
    key = versioned_key("campaigns:running-tests")
    found = cache.get(key)
    if found is None:
        found = {}
        for test in Experiment.objects.filter(status=Experiment.Status.RUNNING).select_related("page"):
            running = RunningTest(test.pk, test.key, tuple(test.split))
            for path in page_paths(test.page):
                found[path] = running
        cache.set(key, found, timeout=None)
    return found


def draw(request, test: RunningTest) -> str:
    """The version ("7:B") of `test` drawn for this request's visitor (campaigns.assignment: their
    address and user agent, as nginx's split_clients), "" for a crawler."""
    user_agent = request.META.get("HTTP_USER_AGENT", "")
    if is_bot(user_agent):
        return ""
    return test.tag(version_for(client_ip(request), user_agent, test.key, list(test.split)))


def version_drawn(request, path: str) -> str:
    """The version this request's visitor is drawn on the page at `path` (/lp/x, /es/lp/x), "" for
    a page under no running test or a crawler. Behind nginx it is what nginx gave the page: the same
    hash of the same address (agency.client_address.client_ip reads the one nginx saw) and user agent."""
    test = running_tests().get(path)
    return draw(request, test) if test is not None else ""


def version_labels(tags) -> dict[str, str]:
    """Versions as staff read them: "7:B" -> "Version B of “Bolder heading” (test 7)"."""
    parsed = {tag: tag.partition(":") for tag in tags}
    ids = {int(pk) for pk, _, _ in parsed.values() if pk.isdigit()}
    names = dict(Experiment.objects.filter(pk__in=ids).values_list("pk", "name"))
    labels = {}
    for tag, (pk, _, letter) in parsed.items():
        name = names.get(int(pk)) if pk.isdigit() else None
        # A deleted test keeps its number: its leads still say which version they came from.
        labels[tag] = (
            f"Version {letter} of “{name}” (test {pk})" if name else f"Version {letter} of test {pk}"
        )
    return labels


class AbTests:
    """What analytics, leads and staff ask of the A/B tests (analytics.ab_versions.AbTests)."""

    def drawn(self, request, path: str) -> str:
        return version_drawn(request, path)

    def labels(self, tags) -> dict[str, str]:
        return version_labels(tags)


def page_paths(page: CampaignPage) -> list[str]:
    """The page's address in each language (/lp/x, /es/lp/x)."""
    path = page.get_absolute_url()
    return sorted({path_in_language(path, code) for code, _name in settings.LANGUAGES})


@dataclass(frozen=True)
class CurrentRate:
    views: int
    leads: int

    @property
    def rate(self) -> float | None:
        return self.leads / self.views if self.views else None


def current_rate(page: CampaignPage, *, days: int = RATE_DAYS) -> CurrentRate:
    """The page's conversion rate as Reports measure it: leads whose landing page it is, per page
    view, over the last `days` days."""
    today = timezone.localdate()
    since = today - timedelta(days=days - 1)
    start = timezone.make_aware(datetime.combine(since, time.min))
    paths = page_paths(page)
    return CurrentRate(views=views_of(paths, since, today), leads=leads_landing_on(paths, start))


def baseline_of(test: Experiment) -> float | None:
    """The rate the test is planned on (0-1): the editor's, else the page's current one."""
    if test.baseline_rate is not None:
        return float(test.baseline_rate) / 100
    return current_rate(test.page).rate


def planned_visitors(test: Experiment) -> list[int] | None:
    """Visitors needed per version (A first), or None while the rate it starts from is unknown."""
    baseline = baseline_of(test)
    if not baseline:
        return None
    return stats.visitors_needed(baseline, test.minimum_lift / 100, test.split)


@dataclass(frozen=True)
class VersionResult:
    version: str
    share: int  # planned, in percent
    exposures: int
    leads: int
    planned: int | None
    rate: float | None  # 0-1
    difference: stats.Difference | None  # against A; None for A itself


@dataclass(frozen=True)
class ExperimentResults:
    test: Experiment
    versions: list[VersionResult]
    sample_ratio_p: float | None
    verdict: str

    @property
    def sample_ratio_mismatch(self) -> bool:
        return self.sample_ratio_p is not None and self.sample_ratio_p < stats.SRM_ALPHA


class Verdict:
    NOT_STARTED = "not started"
    KEEP_COLLECTING = "keep collecting"
    SPLIT_BROKEN = "split broken"
    WINNER = "winner"
    NO_DIFFERENCE = "no difference"


def experiment_results(test: Experiment) -> ExperimentResults:
    """Exposures, leads, rates and differences per version, the sample-ratio check and the verdict:
    "keep collecting" until every version has its planned visitors."""
    tags = [test.tag(version) for version in test.version_names]
    seen = exposures(tags)
    converted = leads_by_ab_version(tags)
    planned = planned_visitors(test)
    alpha = stats.comparison_alpha(test.versions)
    rows = []
    for index, version in enumerate(test.version_names):
        tag = tags[index]
        shown, leads = seen[tag], converted[tag]
        difference = None
        if index:
            difference = stats.difference_interval(
                converted[tags[0]], seen[tags[0]], leads, shown, alpha=alpha
            )
        rows.append(
            VersionResult(
                version=version,
                share=test.split[index],
                exposures=shown,
                leads=leads,
                planned=planned[index] if planned else None,
                rate=leads / shown if shown else None,
                difference=difference,
            )
        )
    ratio_p = stats.sample_ratio_p([row.exposures for row in rows], test.split)
    return ExperimentResults(test, rows, ratio_p, _verdict(test, rows, ratio_p))


def _verdict(test: Experiment, rows: list[VersionResult], ratio_p: float | None) -> str:
    if test.status == Experiment.Status.DRAFT:
        return Verdict.NOT_STARTED
    if ratio_p is not None and ratio_p < stats.SRM_ALPHA:
        return Verdict.SPLIT_BROKEN
    if any(row.planned is None or row.exposures < row.planned for row in rows):
        return Verdict.KEEP_COLLECTING
    if any(row.difference and (row.difference.low > 0 or row.difference.high < 0) for row in rows):
        return Verdict.WINNER
    return Verdict.NO_DIFFERENCE


def best_version(results: ExperimentResults) -> str:
    """The version the numbers favour once the planned sample is reached: the challenger whose whole
    interval lies above A's rate and is highest; otherwise A."""
    better = [row for row in results.versions if row.difference and row.difference.low > 0]
    return max(better, key=lambda row: row.difference.value).version if better else "A"


def experiments_for_reports() -> list[ExperimentResults]:
    """Every started test, newest first, with its results (the staff Reports' A/B tests)."""
    tests = Experiment.objects.exclude(status=Experiment.Status.DRAFT).select_related("page")
    return [experiment_results(test) for test in tests]


def nginx_tests() -> dict:
    """The running tests as nginx draws them (agency.proxy.page_variants): the same key, shares and
    crawlers as campaigns.middleware."""
    tests: dict[int, dict] = {}
    for path, test in running_tests().items():
        entry = tests.setdefault(
            test.pk,
            {
                "key": test.key,
                "paths": [],
                "versions": [[test.tag(v), share] for v, share in zip("ABC", test.split, strict=False)],
            },
        )
        entry["paths"].append(path)
    return {"crawlers": list(BOT_MARKERS), "tests": list(tests.values())}
