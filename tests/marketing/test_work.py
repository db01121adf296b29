"""Case studies, testimonials and the team (issue 24): selectors, pages without JavaScript, the
filters, redirects for changed ids, sanitized rich text, renditions and srcset, the deploy check."""

import io
import json
import re
import struct
import zlib

import pytest
from django.contrib.redirects.models import Redirect
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.core.management import call_command
from django.test import Client, override_settings
from django.urls import reverse
from PIL import Image

from marketing import selectors
from marketing.models import CaseStudy
from publishing import pictures
from publishing.checks import sample_content_published
from publishing.models import Rendition
from publishing.richtext import sanitize_rich_text
from tests.marketing import test_admin
from tests.marketing.factories import (
    CaseStudyFactory,
    TeamMemberFactory,
    TestimonialFactory,
    stored_picture,
)
from tests.marketing.test_admin import form_data

pytestmark = pytest.mark.django_db

editor = test_admin.editor  # the signed-in editor's client (a fixture)


@pytest.fixture(autouse=True)
def _media(settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path / "media"


def by_slug(catalogue, kind, slug):
    return next(item for item in catalogue[kind] if item.slug == slug)


@pytest.fixture
def work(catalogue):
    seo = by_slug(catalogue, "services", "seo")
    ads = by_slug(catalogue, "services", "advertising")
    small = by_slug(catalogue, "solutions", "small-business")
    shops = by_slug(catalogue, "solutions", "ecommerce")
    return {
        "dental": CaseStudyFactory(client_name="Dental", slug="dental", industry=small, services=[seo, ads]),
        "coffee": CaseStudyFactory(client_name="Coffee", slug="coffee", industry=shops, services=[ads]),
        "featured": CaseStudyFactory(
            client_name="Featured", slug="featured", industry=shops, services=[ads], is_featured=True
        ),
        "draft": CaseStudyFactory(
            client_name="Draft", slug="draft", industry=small, services=[seo], is_published=False
        ),
        "seo": seo,
        "ads": ads,
        "small": small,
        "shops": shops,
    }


# -- selectors -------------------------------------------------------------------------------


def test_the_list_shows_published_case_studies_featured_first_then_newest(work):
    names = [c.client_name for c in selectors.case_study_list()]
    assert names == ["Featured", "Coffee", "Dental"]  # coffee was published after dental


def test_filters_narrow_the_list_by_service_and_by_industry(work):
    by_seo = selectors.case_study_list(selectors.case_study_filter_get("service", "seo"))
    assert [c.client_name for c in by_seo] == ["Dental"]
    by_shops = selectors.case_study_list(selectors.case_study_filter_get("industry", "ecommerce"))
    assert [c.client_name for c in by_shops] == ["Featured", "Coffee"]
    filters = selectors.case_study_filters()
    assert {s.slug for s in filters["services"]} == {"seo", "advertising"}
    assert {s.slug for s in filters["industries"]} == {"small-business", "ecommerce"}


def test_a_service_page_gets_the_case_studies_that_used_it_and_its_testimonials(work):
    TestimonialFactory(person="Ann", services=[work["seo"]])
    TestimonialFactory(person="Hidden", services=[work["seo"]], is_published=False)
    assert [c.client_name for c in selectors.related_case_studies(work["seo"])] == ["Dental"]
    assert [t.person for t in selectors.service_testimonials(work["seo"])] == ["Ann"]
    assert [c.client_name for c in selectors.related_case_studies(work["small"])] == ["Dental"]


# -- pages, as a visitor without JavaScript gets them ------------------------------------------


def test_work_lists_case_studies_with_plain_filter_links_and_no_react(client, work):
    html = client.get("/work").content.decode()
    for name in ("Featured", "Coffee", "Dental"):
        assert name in html
    assert "Draft" not in html
    assert 'href="/work/service/seo"' in html and 'href="/work/industry/ecommerce"' in html
    assert '<link rel="canonical" href="http://testserver/work">' in html
    assert "islands/" not in html and 'type="module"' not in html


def test_a_filter_has_one_address_its_own_canonical_and_title(client, work):
    response = client.get("/work/service/seo")
    html = response.content.decode()
    assert response.status_code == 200
    assert '<link rel="canonical" href="http://testserver/work/service/seo">' in html
    assert "Search Engine Optimization Case Studies" in html
    assert "Dental" in html and "Coffee" not in html
    assert 'aria-current="page"' in html
    assert client.get("/work/service/no-such-service").status_code == 404


@pytest.mark.parametrize(
    ("page", "work_path", "heading"),
    [
        ("/ai-automation", "/work/service/ai-automation", "AI Automation work for our clients"),
        ("/es/automatizacion-ia", "/es/trabajos/servicio/ai-automation", "Nuestro trabajo de"),
    ],
)
def test_the_ai_automation_page_shows_the_work_that_names_it_as_service_pages_do(
    client, catalogue, page, work_path, heading
):
    ai = by_slug(catalogue, "services", "ai-automation")
    CaseStudyFactory(client_name="Harbor Freight Co", slug="harbor", services=[ai])
    seo = by_slug(catalogue, "services", "seo")
    CaseStudyFactory(client_name="Unrelated Bakery", slug="bakery", services=[seo])
    TestimonialFactory(person="Rosa Mendez", services=[ai])
    TestimonialFactory(person="Quiet Client", services=[ai], is_published=False)
    html = client.get(page).content.decode()
    assert heading in html
    assert "Harbor Freight Co" in html and "Rosa Mendez" in html
    assert "Unrelated Bakery" not in html and "Quiet Client" not in html
    assert f'href="{work_path}"' in html
    # ...and the filtered list of that work leads back to the page.
    back = client.get(work_path).content.decode()
    assert f'href="{page}"' in back and "Harbor Freight Co" in back


def test_a_filtered_list_links_to_the_service_or_industry_it_names(client, work):
    assert (
        'href="/services/seo">Our Search Engine Optimization service</a>'
        in client.get("/work/service/seo").content.decode()
    )
    assert (
        'href="/solutions/ecommerce">Our solutions for e-commerce</a>'
        in client.get("/work/industry/ecommerce").content.decode()
    )


def test_the_ai_automation_page_without_related_work_shows_no_empty_band(client, catalogue):
    html = client.get("/ai-automation").content.decode()
    assert "related-work-heading" not in html


def test_an_empty_filter_says_so_and_links_back(client, work):
    html = client.get("/work/service/business").content.decode()
    assert "No case studies for Business Planning yet." in html
    assert 'href="/work"' in html


def test_a_case_study_page_has_its_own_title_breadcrumbs_article_and_card(client, work):
    response = client.get("/work/dental")
    html = response.content.decode()
    assert response.status_code == 200
    assert "<title>Dental Case Study |" in html
    data = [
        json.loads(m) for m in re.findall(r'<script type="application/ld\+json">(.*?)</script>', html, re.S)
    ]
    types = {d["@type"] for d in data}
    assert {"BreadcrumbList", "Article"} <= types
    article = next(d for d in data if d["@type"] == "Article")
    assert article["headline"] == work["dental"].title
    assert article["image"][0].startswith("http://testserver/media/")
    crumbs = next(d for d in data if d["@type"] == "BreadcrumbList")["itemListElement"]
    assert [c["name"] for c in crumbs] == ["Home", "Our Work", "Dental"]
    card = re.search(r'<meta property="og:image" content="([^"]+)"', html).group(1)
    assert "/social-cards/work-dental/" in card
    png = client.get(card.replace("http://testserver", ""))
    assert png.status_code == 200 and png["Content-Type"] == "image/png"
    assert client.get("/work/draft").status_code == 404


def test_home_shows_featured_work_and_testimonials_without_review_markup(client, work):
    TestimonialFactory(person="Ann Client", quote="They answer the same day")
    html = client.get("/").content.decode()
    assert "Featured" in html and "Ann Client" in html and "They answer the same day" in html
    assert "Review" not in html and "ratingValue" not in html


def test_about_shows_the_team_and_thank_you_pages_link_to_it(client, catalogue):
    TeamMemberFactory(
        name="Maya Reyes", slug="maya-reyes", bio='<p>Bio <a href="https://x.test">link</a></p>'
    )
    html = client.get("/about").content.decode()
    assert 'id="team"' in html and 'id="team-maya-reyes"' in html and "Maya Reyes" in html
    assert 'rel="noopener noreferrer"' in html
    thanks = client.get("/contact/thank-you?form=home&service=seo").content.decode()
    assert 'href="/about#team"' in thanks


def test_header_and_footer_link_to_the_work(client, catalogue):
    html = client.get("/pricing").content.decode()
    assert html.count('href="/work"') >= 3  # header, mobile menu, footer


def test_the_sitemap_lists_published_case_studies_with_their_date(client, work):
    xml = client.get("/sitemap.xml").content.decode()
    assert "<loc>http://testserver/work/dental</loc>" in xml
    assert "<loc>http://testserver/work</loc>" in xml
    assert "/work/draft" not in xml
    entry = xml.split("<loc>http://testserver/work/dental</loc>")[1].split("</url>")[0]
    assert "<lastmod>" in entry


# -- addresses that never break -------------------------------------------------------------


def test_a_changed_case_study_id_answers_301_to_the_new_address(editor, client, work):
    case_study = work["dental"]
    url = reverse("admin:marketing_casestudy_change", args=[case_study.pk])
    data = form_data(editor.get(url))
    data["slug"] = "harbor-dental"
    response = editor.post(url, data)
    assert response.status_code == 302, response.context and response.context["errors"]
    moved = client.get("/work/dental")
    assert moved.status_code == 301 and moved["Location"] == "/work/harbor-dental"
    assert client.get("/work/harbor-dental").status_code == 200


def test_a_changed_service_id_answers_301_and_chains_collapse(editor, client, catalogue):
    service = by_slug(catalogue, "services", "seo")
    url = reverse("admin:marketing_service_change", args=[service.pk])
    for new in ("search", "search-engine-optimization"):
        data = form_data(editor.get(url))
        data["slug"] = new
        assert editor.post(url, data).status_code == 302
    for old in ("/services/seo", "/services/search"):
        response = client.get(old)
        assert response.status_code == 301
        assert response["Location"] == "/services/search-engine-optimization"


def test_an_editor_redirect_answers_301(client, catalogue):
    from django.contrib.sites.models import Site

    Redirect.objects.create(
        site=Site.objects.get_current(), old_path="/old-blog/seo-tips", new_path="/services/seo"
    )
    response = client.get("/old-blog/seo-tips")
    assert response.status_code == 301 and response["Location"] == "/services/seo"


# -- rich text ------------------------------------------------------------------------------

HOSTILE = (
    '<h2 onclick="steal()">Plan</h2><p style="color:red">Hi <a href="javascript:alert(1)">x</a>'
    '<script>alert(1)</script><img src=x onerror="alert(2)"><strong>kept</strong>'
    '<a href="https://example.com" target="_blank">ok</a></p>'
)


def test_a_hostile_value_posted_straight_to_the_admin_is_stored_and_shown_clean(editor, client, work):
    case_study = work["dental"]
    url = reverse("admin:marketing_casestudy_change", args=[case_study.pk])
    data = form_data(editor.get(url))
    data["challenge"] = HOSTILE
    assert editor.post(url, data).status_code == 302
    stored = CaseStudy.objects.get(pk=case_study.pk).challenge
    for bad in ("<script", "onclick", "onerror", "style=", "javascript:", "<img", "alert("):
        assert bad not in stored
    assert "<h2>Plan</h2>" in stored and "<strong>kept</strong>" in stored
    assert '<a href="https://example.com" rel="noopener noreferrer">ok</a>' in stored
    html = client.get("/work/dental").content.decode()
    assert "<strong>kept</strong>" in html and "steal()" not in html


def test_a_value_written_without_the_admin_is_cleaned_on_save_and_on_render(client, work):
    case_study = work["dental"]
    case_study.results = HOSTILE
    case_study.save()
    assert "<script" not in CaseStudy.objects.get(pk=case_study.pk).results
    CaseStudy.objects.filter(pk=case_study.pk).update(
        approach='<p onmouseover="x()">raw</p><script>bad()</script>'
    )
    html = client.get("/work/dental").content.decode()
    assert "onmouseover" not in html and "bad()" not in html and "<p>raw</p>" in html


def test_the_sanitizer_keeps_only_the_allowed_markup():
    assert sanitize_rich_text('<p><b>a</b> <i>b</i> <a href="mailto:x@y.z">m</a></p>') == (
        '<p><b>a</b> <i>b</i> <a href="mailto:x@y.z" rel="noopener noreferrer">m</a></p>'
    )
    assert sanitize_rich_text("<table><tr><td>x</td></tr></table><h1>Big</h1>") == "xBig"
    assert sanitize_rich_text("<p></p>") == ""


# -- pictures -------------------------------------------------------------------------------


def test_renditions_are_webp_and_the_original_format_at_widths_up_to_the_original(work):
    name = stored_picture("wide", (1400, 700))
    made = pictures.renditions_make(name)
    webp = sorted(r.width for r in made if r.format == Rendition.Format.WEBP)
    png = sorted(r.width for r in made if r.format == Rendition.Format.PNG or r.format == "jpeg")
    assert webp == [360, 640, 960, 1280, 1400] == png
    assert all(r.height == r.width // 2 for r in made)
    again = pictures.renditions_make(name)  # idempotent: same rows, no new files
    assert {r.pk for r in again} == {r.pk for r in made}


def _png_with_exif_after_its_pixels(size: tuple[int, int], orientation: int) -> bytes:
    """A PNG whose eXIf chunk comes after its pixels (some tools write it there), so a reader
    finds it only by reading the whole file."""
    out = io.BytesIO()
    Image.new("RGB", size, "#0b5").save(out, format="PNG")
    data = out.getvalue()
    exif = Image.Exif()
    exif[0x0112] = orientation
    payload = exif.tobytes()
    chunk = struct.pack(">I", len(payload)) + b"eXIf" + payload
    chunk += struct.pack(">I", zlib.crc32(b"eXIf" + payload))
    end = data.rindex(b"IEND") - 4  # before the IEND chunk's length
    return data[:end] + chunk + data[end:]


@pytest.mark.parametrize(("orientation", "upright"), [(6, (400, 800)), (1, (800, 400))])
def test_renditions_of_a_png_turned_by_exif_after_its_pixels_stand_upright(db, orientation, upright):
    name = default_storage.save(
        "tests/turned.png", ContentFile(_png_with_exif_after_its_pixels((800, 400), orientation))
    )
    made = pictures.renditions_make(name)
    largest = max(made, key=lambda rendition: rendition.width)
    assert (largest.width, largest.height) == upright
    with default_storage.open(largest.file, "rb") as handle:
        assert Image.open(handle).size == upright


def test_the_page_shows_the_original_until_renditions_exist_then_srcset(client, work):
    html = client.get("/work/dental").content.decode()
    hero = work["dental"].hero_image
    assert (
        f'<img class="case-hero-img focus-center" src="{hero.url}" alt="A chart that rises." width="1200" '
        'height="750"' in html
    )
    pictures.renditions_make(hero.name)
    from publishing.services import content_changed

    content_changed()
    html = client.get("/work/dental").content.decode()
    picture = re.search(r"<picture>.*?</picture>", html, re.S).group(0)
    assert '<source type="image/webp" srcset="' in picture and " 360w" in picture and " 1200w" in picture
    assert 'sizes="(min-width: 1280px) 34rem' in picture
    assert 'width="1200" height="750"' in picture
    assert 'fetchpriority="high"' in picture  # the hero is above the fold: not lazy
    cards = client.get("/work").content.decode()
    assert 'loading="lazy" decoding="async"' in cards


def test_a_service_picture_upload_gets_srcset_once_its_renditions_exist(client, catalogue):
    seo = by_slug(catalogue, "services", "seo")
    seo.hero_image = stored_picture("seo-hero", (1600, 1200))
    seo.save()
    assert pictures.picture_files(seo) == [seo.hero_image.name]
    assert pictures.picture_crops(seo) == [(seo.hero_image.name, "4x3-center")]
    # The hero box is 4:3 and at most 26rem wide: its copies are cut to it, up to 960 px.
    pictures.renditions_make(seo.hero_image.name, "4x3-center")
    html = client.get("/services/seo").content.decode()
    hero = re.search(r'<div class="hero-visual">(.*?)</div>', html, re.S).group(1)
    assert hero.startswith("<picture>") and " 480w" in hero and " 960w" in hero and " 1600w" not in hero
    assert 'width="480" height="360"' in hero and 'class="hero-visual-img focus-center"' in hero


def test_an_admin_upload_queues_its_renditions_for_the_worker(
    editor, work, django_capture_on_commit_callbacks
):
    from django.core.files.uploadedfile import SimpleUploadedFile
    from django_tasks_db.models import DBTaskResult
    from PIL import Image

    out = io.BytesIO()
    Image.new("RGB", (800, 800), "#0e7490").save(out, format="PNG")
    member = TeamMemberFactory()
    url = reverse("admin:marketing_teammember_change", args=[member.pk])
    data = form_data(editor.get(url))
    data["photo"] = SimpleUploadedFile("new.png", out.getvalue(), content_type="image/png")
    with django_capture_on_commit_callbacks(execute=True):
        assert editor.post(url, data).status_code == 302
    member.refresh_from_db()
    task = DBTaskResult.objects.get(task_path="publishing.tasks.make_renditions")
    assert task.args_kwargs["args"] == [member.photo.name]
    assert not Rendition.objects.filter(source=member.photo.name).exists()  # not made in the request


# -- sample content -------------------------------------------------------------------------


@override_settings(PRODUCTION=True)
def test_check_deploy_warns_while_sample_case_studies_or_testimonials_are_published(work):
    assert sample_content_published() == []
    CaseStudyFactory(is_sample=True)
    TestimonialFactory(is_sample=True)
    warnings = sample_content_published()
    assert [w.id for w in warnings] == ["marketing.W001"]
    assert warnings[0].msg == "Sample content is published: 1 case studies and 1 testimonials."
    CaseStudy.objects.filter(is_sample=True).update(is_published=False)
    assert sample_content_published()[0].msg == "Sample content is published: 1 testimonials."


@override_settings(PRODUCTION=True)
def test_check_deploy_names_every_kind_of_sample_content_the_seed_puts_on_the_site(db):
    """Issue 43: the check named the sample case studies and testimonials, not the seeded articles
    (scheduled ones included: they go live on their own) or the team."""
    from campaigns.models import CampaignPage
    from insights.models import Article
    from marketing.models import TeamMember, Testimonial
    from publishing.seed import content_load

    content_load()
    out = io.StringIO()
    call_command("check", "--deploy", "--tag", "content", stderr=out)
    articles = Article.objects.filter(is_sample=True, status=Article.Status.PUBLISHED).count()
    assert articles == 8  # seven live, one scheduled
    assert (
        "Sample content is published: 6 case studies, 11 testimonials, 4 team members, 8 articles and "
        "3 campaign pages." in out.getvalue()
    )
    for model in (CaseStudy, Testimonial, TeamMember):
        model.objects.update(is_published=False)
    assert (
        sample_content_published()[0].msg == "Sample content is published: 8 articles and 3 campaign pages."
    )
    Article.objects.update(status=Article.Status.DRAFT)
    CampaignPage.objects.update(is_published=False)
    assert sample_content_published() == []


def test_every_model_marked_sample_is_named_by_the_deploy_check(monkeypatch):
    from marketing.models import Testimonial
    from publishing import selectors as publishing_selectors
    from publishing.checks import sample_kinds_named
    from publishing.selectors import sample_content_kinds

    assert sample_kinds_named() == []
    assert len(sample_content_kinds()) >= 4
    # A model with the field that no app registered is an error of `manage.py check`.
    monkeypatch.delitem(publishing_selectors._SAMPLE_KINDS, Testimonial)
    errors = sample_kinds_named()
    assert [error.id for error in errors] == ["publishing.E001"] and errors[0].obj is Testimonial


def test_check_deploy_runs_the_sample_check(work):
    CaseStudyFactory(is_sample=True)
    out = io.StringIO()
    with override_settings(PRODUCTION=True):
        call_command("check", "--deploy", "--tag", "content", stderr=out)
    assert (
        "marketing.W001" in out.getvalue() and "Sample content is published: 1 case studies" in out.getvalue()
    )


def test_the_seed_has_six_case_studies_eleven_testimonials_and_four_people_marked_sample(client):
    from publishing.seed import content_load

    content_load()
    case_studies = list(CaseStudy.objects.all())
    assert len(case_studies) == 6 and all(c.is_sample and c.is_published for c in case_studies)
    assert len({c.industry_id for c in case_studies}) == 4
    assert all(2 <= c.headline_results.count() <= 4 for c in case_studies)
    from marketing.models import TeamMember, Testimonial

    assert Testimonial.objects.filter(is_sample=True).count() == 11  # eight, and one per seeded area
    assert TeamMember.objects.filter(is_sample=True).count() == 4
    assert client.get("/work/harbor-pine-dental").status_code == 200
    admin_list = Client()
    assert admin_list.get("/work").status_code == 200
