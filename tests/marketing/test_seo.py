"""Search engine metadata: titles, canonical and social tags, JSON-LD, sitemap.xml, robots.txt."""

import json
import re
import xml.etree.ElementTree as ET
from datetime import timedelta

import pytest
from django.core.cache import cache
from django.db import IntegrityError, transaction
from django.utils import timezone

from campaigns.models import CampaignPage
from insights.selectors import sitemap_articles, sitemap_authors
from marketing.models import (
    Benefit,
    CaseStudy,
    MethodologyStep,
    Offering,
    Page,
    PageBlock,
    Statistic,
    TransformationCard,
    Vertical,
    WhyActNowPoint,
)
from tests.marketing.factories import PageFactory, SolutionFactory
from tests.support.seeded import site_content_load

pytestmark = pytest.mark.django_db

SITEMAP_NS = {"s": "http://www.sitemaps.org/schemas/sitemap/0.9"}


def structured_data(html: str) -> list[dict]:
    blocks = re.findall(r'<script type="application/ld\+json">(.*?)</script>', html, re.S)
    return [json.loads(block) for block in blocks]


def meta(html: str, attribute: str, name: str) -> str:
    match = re.search(rf'<meta {attribute}="{re.escape(name)}" content="([^"]*)">', html)
    assert match, name
    return match.group(1)


def canonical(html: str) -> str:
    return re.search(r'<link rel="canonical" href="([^"]+)">', html).group(1)


def test_home_has_organization_with_the_san_diego_address(client, catalogue):
    data = structured_data(client.get("/").content.decode())
    organization = next(item for item in data if item["@type"] == "Organization")
    assert organization["@context"] == "https://schema.org"
    assert organization["name"] == "Driftline Digital"
    assert organization["address"] == {
        "@type": "PostalAddress",
        "streetAddress": "1455 India Street, Suite 300",
        "postalCode": "92101",
        "addressLocality": "San Diego",
        "addressRegion": "CA",
        "addressCountry": "US",
    }
    assert organization["foundingDate"] == "2023"


@pytest.mark.parametrize(
    ("path", "name"),
    [
        ("/about", "About"),
        ("/pricing", "Pricing"),
        ("/contact", "Contact"),
        ("/ai-automation", "AI Automation"),
        ("/privacy-policy", "Privacy Policy"),
        ("/terms-of-service", "Terms of Service"),
        ("/services/seo", "Search Engine Optimization"),
        ("/solutions/startups", "For Startups"),
    ],
)
def test_inner_pages_have_a_breadcrumb_list(client, catalogue, path, name):
    data = structured_data(client.get(path).content.decode())
    crumbs = next(item for item in data if item["@type"] == "BreadcrumbList")
    assert [(i["position"], i["name"], i["item"]) for i in crumbs["itemListElement"]] == [
        (1, "Home", "http://testserver/"),
        (2, name, f"http://testserver{path}"),
    ]


def test_service_pages_describe_the_service_and_solutions_do_not(client, catalogue):
    data = structured_data(client.get("/services/seo").content.decode())
    service = next(item for item in data if item["@type"] == "Service")
    assert service["name"] == "Search Engine Optimization"
    assert service["url"] == "http://testserver/services/seo"
    assert service["provider"]["@type"] == "Organization"
    solution_types = {
        item["@type"] for item in structured_data(client.get("/solutions/startups").content.decode())
    }
    assert solution_types == {"BreadcrumbList"}


def test_structured_data_cannot_break_out_of_its_script_element(client, catalogue):
    offering = catalogue["services"][2]
    # Rich text: the words typed are "</script><script>alert(1)</script> & more", stored escaped.
    offering.description = "<p>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; more</p>"
    offering.save()
    html = client.get("/services/seo").content.decode()
    assert "</script><script>alert(1)" not in html
    service = next(item for item in structured_data(html) if item["@type"] == "Service")
    assert service["description"] == "</script><script>alert(1)</script> & more"


def test_every_page_has_a_unique_title_and_description_and_social_tags(client):
    site_content_load()
    paths = ["/", "/ai-automation", "/about", "/pricing", "/contact", "/privacy-policy", "/terms-of-service"]
    paths += [f"/services/{slug}" for slug in ("social-media", "seo", "advertising", "development")]
    paths += [f"/services/{slug}" for slug in ("business", "product-design", "lead-generation")]
    paths += [f"/solutions/{slug}" for slug in ("small-business", "enterprise", "startups", "ecommerce")]
    titles, descriptions = set(), set()
    for path in paths:
        html = client.get(path).content.decode()
        title = re.search(r"<title>(.*?)</title>", html).group(1)
        description = meta(html, "name", "description")
        assert 50 <= len(description) <= 160, path
        titles.add(title)
        descriptions.add(description)
        assert canonical(html) == f"http://testserver{path}"
        assert meta(html, "property", "og:url") == f"http://testserver{path}"
        assert meta(html, "property", "og:title") == title
        assert meta(html, "property", "og:description") == description
        assert meta(html, "name", "twitter:card") == "summary_large_image"
        assert meta(html, "name", "twitter:title") == title
    assert len(titles) == len(paths)
    assert len(descriptions) == len(paths)


def test_canonical_and_social_urls_use_site_url_when_set(client, catalogue, settings):
    settings.SITE_URL = "https://www.example.org"
    html = client.get("/solutions/startups?utm_source=newsletter").content.decode()
    assert canonical(html) == "https://www.example.org/solutions/startups"
    assert meta(html, "property", "og:url") == "https://www.example.org/solutions/startups"


def test_a_solution_reached_under_services_points_to_its_own_address(client, catalogue):
    html = client.get("/services/startups").content.decode()
    assert canonical(html) == "http://testserver/solutions/startups"


def test_sitemap_lists_every_public_page_with_its_content_date(client):
    from areas.selectors import live_areas

    site_content_load()
    response = client.get("/sitemap.xml")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/xml")
    urls = {
        url.find("s:loc", SITEMAP_NS).text: url.find("s:lastmod", SITEMAP_NS).text
        for url in ET.fromstring(response.content)  # noqa: S314 - our own sitemap.findall("s:url", SITEMAP_NS)
    }
    expected = {
        "/",
        "/ai-automation",
        "/work",
        "/about",
        "/pricing",
        "/contact",
        "/privacy-policy",
        "/terms-of-service",
    }
    expected |= {f"/work/{case.slug}" for case in CaseStudy.objects.all()}
    expected |= {f"/work/service/{s}" for s in ("seo", "advertising", "social-media", "ai-automation")}
    expected |= {f"/work/service/{s}" for s in ("development", "lead-generation", "product-design")}
    expected |= {f"/work/industry/{s}" for s in ("small-business", "enterprise", "startups", "ecommerce")}
    expected |= {f"/services/{s}" for s in ("social-media", "seo", "advertising", "development", "business")}
    expected |= {"/services/product-design", "/services/lead-generation"}
    expected |= {f"/solutions/{s}" for s in ("small-business", "enterprise", "startups", "ecommerce")}
    # Insights (its seed, when installed): the index, each live article and each of their authors.
    live = [article.get_absolute_url() for article in sitemap_articles()]
    expected |= {"/insights", *live} if live else set()
    expected |= {f"/insights/authors/{member.slug}" for member in sitemap_authors()}
    # Campaign pages: the live ones shown to search engines (the seeded receptionist page is noindex).
    expected |= {
        page.get_absolute_url()
        for page in CampaignPage.objects.filter(in_search_engines=True)
        if page.state == CampaignPage.State.LIVE
    }
    # The places we serve that search engines may see, and their index.
    expected |= {"/areas", *(area.get_absolute_url() for area in live_areas())}
    # The English addresses; a page with its Spanish is listed again under /es/ (tests/i18n).
    english = {url for url in urls if not url.startswith("http://testserver/es/")}
    assert english == {f"http://testserver{path}" for path in expected}
    assert len(ET.fromstring(response.content)) == len(urls), "no address twice"  # noqa: S314
    assert all(urls.values()), "every URL has a lastmod"


@pytest.mark.clock
def test_sitemap_lastmod_follows_the_latest_edit_of_anything_on_the_page(client):
    site_content_load()
    earlier = timezone.now() - timedelta(days=400)
    # Backdate everything, then edit one statistic of one service.
    for model in (
        Offering,
        Benefit,
        MethodologyStep,
        TransformationCard,
        Statistic,
        Vertical,
        WhyActNowPoint,
    ):
        model.objects.update(updated_at=earlier)
    Page.objects.update(updated_at=earlier)
    PageBlock.objects.update(updated_at=earlier)
    statistic = Statistic.objects.filter(offering__slug="seo").first()
    statistic.label = "edited"
    statistic.save()

    body = client.get("/sitemap.xml").content.decode()
    # The sitemap dates an edit in the site's time zone, not in UTC.
    today = timezone.localdate().isoformat()
    old = timezone.localdate(earlier).isoformat()
    assert f"<loc>http://testserver/services/seo</loc><lastmod>{today}</lastmod>" in body
    assert f"<loc>http://testserver/services/business</loc><lastmod>{old}</lastmod>" in body
    assert f"<loc>http://testserver/privacy-policy</loc><lastmod>{old}</lastmod>" in body


def test_sitemap_lists_each_id_once_and_no_solution_can_hide_behind_a_service_id(client, catalogue):
    with pytest.raises(IntegrityError), transaction.atomic():
        SolutionFactory(slug="seo", name="Shadowed")
    body = client.get("/sitemap.xml").content.decode()
    assert body.count("<loc>http://testserver/services/seo</loc>") == 1
    assert "/solutions/seo<" not in body


def test_sitemap_uses_site_url_when_set(client, catalogue, settings):
    settings.SITE_URL = "https://www.example.org"
    PageFactory(key=Page.Key.HOME)
    body = client.get("/sitemap.xml").content.decode()
    assert "<loc>https://www.example.org/</loc>" in body
    assert "testserver" not in body


def test_robots_txt_points_to_the_absolute_sitemap(client, settings):
    response = client.get("/robots.txt")
    assert response.status_code == 200
    assert response["Content-Type"] == "text/plain; charset=utf-8"
    lines = response.content.decode().splitlines()
    assert "User-agent: *" in lines
    assert "Sitemap: http://testserver/sitemap.xml" in lines
    assert "Disallow: /django-admin/" in lines

    settings.SITE_URL = "https://www.example.org"
    cache.clear()
    assert "Sitemap: https://www.example.org/sitemap.xml" in client.get("/robots.txt").content.decode()
