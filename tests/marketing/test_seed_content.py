"""The seed content: `load_content` loads it safely, and the whole site built from it has no broken link."""

import re
from html.parser import HTMLParser
from io import StringIO
from urllib.parse import urldefrag, urlsplit

import pytest
from django.core.management import call_command

from marketing.models import AI_AUTOMATION_SLUG, BrandLogo, Faq, Milestone, Offering, Page
from publishing.seed import content_load

pytestmark = pytest.mark.django_db

SKIPPED_PREFIXES = ("/admin", "/django-admin", "/api")


class LinkParser(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links: list[str] = []
        self.assets: list[str] = []

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if tag == "a" and attributes.get("href"):
            self.links.append(attributes["href"])
        asset = attributes.get("href") or attributes.get("src")
        if tag in ("link", "script") and asset and attributes.get("rel") != "canonical":
            self.assets.append(asset)


def internal_path(href: str) -> str | None:
    parts = urlsplit(href)
    if parts.scheme in ("mailto", "tel") or (parts.scheme and parts.netloc != "testserver"):
        return None
    if href.startswith("data:"):
        return None
    path = urldefrag(parts.path or "/").url
    return None if path.startswith(SKIPPED_PREFIXES) else path


def test_load_content_creates_the_complete_catalogue_once():
    output = StringIO()
    call_command("load_content", stdout=output)
    assert "12 services and solutions, 8 pages" in output.getvalue()

    services = Offering.objects.filter(kind=Offering.Kind.SERVICE)
    assert list(services.values_list("slug", flat=True)) == [
        AI_AUTOMATION_SLUG,
        "social-media",
        "seo",
        "advertising",
        "development",
        "business",
        "product-design",
        "lead-generation",
    ]
    solutions = Offering.objects.filter(kind=Offering.Kind.SOLUTION)
    assert list(solutions.values_list("slug", "name")) == [
        ("small-business", "For Small Businesses"),
        ("enterprise", "For Enterprises"),
        ("startups", "For Startups"),
        ("ecommerce", "For E-commerce"),
    ]
    for item in Offering.objects.exclude(slug=AI_AUTOMATION_SLUG):
        assert item.benefits.count() == 5, item
        assert list(item.steps.values_list("title", flat=True)) == [
            "Discovery & Analysis",
            "Strategy Development",
            "Implementation",
            "Monitoring & Optimization",
        ]
        assert item.transformations.count() == 3, item
        assert item.statistics.count() >= 3, item
    ai = Offering.objects.get(slug=AI_AUTOMATION_SLUG)
    assert ai.benefits.count() == 4 and ai.verticals.count() == 6
    assert list(ai.steps.values_list("title", flat=True)) == [
        "Discovery and Analysis",
        "Custom Strategy",
        "Implementation",
        "Training and Support",
    ]
    logos = list(BrandLogo.objects.all())
    assert len(logos) == 8 and all(logo.mark for logo in logos[:7]) and logos[7].mark == ""
    assert list(Milestone.objects.values_list("year", flat=True)) == [2023, 2024, 2025]
    assert Page.objects.count() == 8  # with /work (issue 24)
    assert Faq.objects.filter(topic=Faq.Topic.PRICING).exists()
    assert Faq.objects.filter(topic=Faq.Topic.CONTACT).exists()

    output = StringIO()
    call_command("load_content", stdout=output)
    assert "0 services and solutions, 0 pages, 0 other items created" in output.getvalue()
    assert Offering.objects.count() == 12


def test_load_content_keeps_editors_changes_and_reset_restores_the_seed():
    content_load()
    seo = Offering.objects.get(slug="seo")
    seo.title = "Edited by an editor"
    seo.save()
    Faq.objects.filter(topic=Faq.Topic.PRICING).first().delete()
    pricing_faqs = Faq.objects.filter(topic=Faq.Topic.PRICING).count()

    content_load()
    assert Offering.objects.get(slug="seo").title == "Edited by an editor"
    assert Faq.objects.filter(topic=Faq.Topic.PRICING).count() == pricing_faqs

    call_command("load_content", "--reset", stdout=StringIO())
    assert Offering.objects.get(slug="seo").title != "Edited by an editor"
    assert Faq.objects.filter(topic=Faq.Topic.PRICING).count() == pricing_faqs + 1


def test_seeded_site_has_no_broken_internal_link(client):
    """Crawls the whole seeded site from / through every internal link (and every page asset)."""
    content_load()
    pending, seen, failures = ["/"], set(), []
    asset_paths = set()
    while pending:
        path = pending.pop()
        if path in seen:
            continue
        seen.add(path)
        response = client.get(path, follow=True)
        if response.status_code != 200:
            failures.append(f"{path}: {response.status_code}")
            continue
        if not response["Content-Type"].startswith("text/html"):
            continue
        html = response.content.decode()
        parser = LinkParser()
        parser.feed(html)
        assert html.count("<h1") == 1, f"{path} has one h1"
        text = re.sub(r"<[^>]+>", " ", html).lower()
        markers = ["lorem", "ipsum", "fixme", "placeholder text"]
        if not path.startswith("/es/"):  # "todo" is Spanish for "all"
            markers.append("todo")
        for marker in markers:
            assert marker not in text, f"{path} contains {marker!r}"
        for href in parser.links:
            target = internal_path(href)
            if target and target not in seen:
                pending.append(target)
        asset_paths.update(p for p in map(internal_path, parser.assets) if p)

    assert not failures, failures
    for asset in asset_paths:
        assert client.get(asset).status_code == 200, asset
    expected = {
        "/",
        "/ai-automation",
        "/about",
        "/pricing",
        "/contact",
        "/privacy-policy",
        "/terms-of-service",
    }
    expected |= {f"/services/{s}" for s in ("social-media", "seo", "advertising", "development", "business")}
    expected |= {"/services/product-design", "/services/lead-generation"}
    expected |= {f"/solutions/{s}" for s in ("small-business", "enterprise", "startups", "ecommerce")}
    assert expected <= seen, expected - seen
