"""A public page asks the database the same number of questions however much it lists: the sitemap
reads its items, their parts and their dates in bulk, and a page's pictures find their renditions
without a query each (issue 43: every page rendered uncached in under 50 ms, `make bench-uncached`).
Each count is of a first render after a save: no stored copy and no cached read helps it."""

import datetime
import xml.etree.ElementTree as ET

import pytest
from django.db import connection
from django.utils import timezone

from marketing.models import CaseStudy, Offering
from publishing.services import content_changed
from tests.campaigns.conftest import page_with_blocks
from tests.insights.helpers import article_add
from tests.marketing.factories import CaseStudyFactory, ServiceFactory, SolutionFactory
from tests.support.seeded import site_content_load

pytestmark = pytest.mark.django_db

SITEMAP_NS = "{http://www.sitemaps.org/schemas/sitemap/0.9}"


@pytest.fixture
def media(settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path / "media"


def render(client, path: str) -> tuple[int, str]:
    """(queries, body) of an anonymous first render of `path` after a save (the process has served
    a page before: what Django keeps for the life of a process, the current Site, is known)."""
    content_changed()
    client.get(path)
    content_changed()
    return queries_of(client, path)


def queries_of(client, path: str) -> tuple[int, str]:
    """(queries, body) of one anonymous request for `path`, served by the view (no stored copy)."""
    asked = 0

    def count(execute, sql, params, many, context):
        nonlocal asked
        asked += 1
        return execute(sql, params, many, context)

    with connection.execute_wrapper(count):
        response = client.get(path)
    assert response.status_code == 200, path
    assert "X-Page-Cache" not in response
    return asked, response.content.decode()


def listed(body: str) -> set[str]:
    return {loc.text for loc in ET.fromstring(body).iter(f"{SITEMAP_NS}loc")}  # noqa: S314 - our own


@pytest.mark.clock
def test_the_sitemap_asks_as_many_queries_for_many_pages_as_for_few(client, media):
    site_content_load()
    few, body = render(client, "/sitemap.xml")
    before = listed(body)
    services = [ServiceFactory() for _ in range(3)]
    solutions = [SolutionFactory() for _ in range(3)]
    for service, solution in zip(services, solutions, strict=True):
        CaseStudyFactory(services=[service], industry=solution)
    now = timezone.now()
    for day in range(3):
        article_add(f"more-{day}", published_at=now - datetime.timedelta(days=day + 1))
    for name in ("autumn", "winter"):
        page_with_blocks(slug=f"{name}-offer")

    many, body = render(client, "/sitemap.xml")

    added = listed(body) - before
    # Three services and three solutions, three case studies and their services' and industries'
    # /work filters, three articles, two campaign pages: each in English and Spanish or English only.
    assert len(added) >= 3 + 3 + 3 + 6 + 3 + 2
    assert many == few


def test_the_home_page_asks_as_many_queries_for_three_case_studies_as_for_one(client, media):
    site_content_load()
    CaseStudy.objects.update(is_featured=False)
    CaseStudy.objects.filter(pk=CaseStudy.objects.order_by("pk")[0].pk).update(is_featured=True)
    one, body = render(client, "/")
    pictures = body.count("<img")
    CaseStudy.objects.update(is_featured=True)
    three, body = render(client, "/")
    assert body.count("<img") >= pictures + 2  # each card shows its picture
    assert three == one


def test_a_service_page_asks_as_many_queries_for_three_case_studies_as_for_one(client, media):
    from marketing.models import Testimonial  # here: pytest would take the name for a test class

    site_content_load()
    seo = Offering.objects.get(kind=Offering.Kind.SERVICE, slug="seo")
    case_studies = list(CaseStudy.objects.order_by("pk"))
    for case_study in case_studies[1:]:
        case_study.services.remove(seo)
    case_studies[0].services.add(seo)
    for testimonial in Testimonial.objects.filter(is_published=True)[1:]:
        testimonial.services.remove(seo)
    one, body = render(client, "/services/seo")
    pictures = body.count("<img")
    for case_study in case_studies:
        case_study.services.add(seo)
    for testimonial in Testimonial.objects.all():
        testimonial.services.add(seo)
    three, body = render(client, "/services/seo")
    assert body.count("<img") >= pictures + 2
    assert three == one


def test_a_sitemap_asked_again_reads_only_what_the_clock_dates_and_a_save_shows_at_once(
    client, media, settings
):
    """Its pages, offerings, case studies, filters and campaign pages are read once per process
    and content version (an article's publication time is the clock's, so articles are read each
    time): the second render, Django's page cache off, asks a few queries; a saved campaign page
    is listed in the next one."""
    settings.PAGE_CACHE_SECONDS = 0
    site_content_load()
    content_changed()
    first, body = queries_of(client, "/sitemap.xml")
    again, same = queries_of(client, "/sitemap.xml")
    assert same == body
    assert again <= 5 < first

    page_with_blocks(slug="spring-offer")
    content_changed()  # what the admin's save does
    _asked, after = queries_of(client, "/sitemap.xml")
    assert any(loc.endswith("/lp/spring-offer") for loc in listed(after) - listed(body))
