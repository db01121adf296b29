"""What search engines and feed readers get: BlogPosting and BreadcrumbList JSON-LD, article meta
tags, a social card with the title and authors, sitemap entries with lastmod, RSS and Atom."""

import re

import pytest
from defusedxml import ElementTree
from django.urls import reverse

from insights.models import Article
from marketing.models import TeamMember
from publishing.richtext import sanitize_rich_text
from publishing.social_cards import social_card_spec
from tests.content.test_preview import assert_is_a_preview
from tests.insights.helpers import article_form_data, jsonld

pytestmark = pytest.mark.django_db

ATOM = "{http://www.w3.org/2005/Atom}"
SITEMAP = "{http://www.sitemaps.org/schemas/sitemap/0.9}"


def test_an_article_carries_blog_posting_and_breadcrumbs(articles, client, settings):
    article = articles["local-seo-checklist"]
    html = client.get(article.get_absolute_url()).content.decode()
    data = {item["@type"]: item for item in jsonld(html)}
    posting = data["BlogPosting"]
    site = settings.SITE_URL
    assert posting["headline"] == article.title
    assert posting["description"] == article.summary
    assert posting["image"] == [f"{site}/media/{article.hero_image.name}"]
    assert posting["datePublished"] == article.published_at.isoformat()
    assert posting["dateModified"] == article.updated_at.isoformat()
    assert posting["author"] == [
        {
            "@type": "Person",
            "name": "Maya Reyes",
            "jobTitle": "Founder and Strategy Lead",
            "url": f"{site}/insights/authors/maya-reyes",
        },
        {
            "@type": "Person",
            "name": "Daniel Okafor",
            "jobTitle": "Head of Search and Paid Media",
            "url": f"{site}/insights/authors/daniel-okafor",
        },
    ]
    assert posting["publisher"] == {
        "@type": "Organization",
        "@id": f"{site}/#organization",
        "name": "Driftline Digital",
        "url": f"{site}/",
    }
    assert posting["mainEntityOfPage"]["@id"] == f"{site}/insights/local-seo-checklist"
    crumbs = [(i["name"], i["item"]) for i in data["BreadcrumbList"]["itemListElement"]]
    assert crumbs == [
        ("Home", f"{site}/"),
        ("Insights", f"{site}/insights"),
        (article.title, f"{site}/insights/local-seo-checklist"),
    ]
    published = re.search(r'<meta property="article:published_time" content="([^"]+)">', html).group(1)
    modified = re.search(r'<meta property="article:modified_time" content="([^"]+)">', html).group(1)
    assert published.endswith(("T09:00:00-08:00", "T09:00:00-07:00"))
    assert modified > published
    assert '<meta property="og:type" content="article">' in html


def test_an_article_shares_a_card_with_its_title_and_authors(articles, client):
    article = articles["local-seo-checklist"]
    spec = social_card_spec(article)
    assert spec.heading == article.title
    assert spec.label == "By Maya Reyes and Daniel Okafor"
    assert spec.picture == article.hero_image.name
    html = client.get(article.get_absolute_url()).content.decode()
    card = re.search(r'<meta property="og:image" content="([^"]+)">', html).group(1)
    assert f"/social-cards/article-local-seo-checklist/{spec.digest}.png" in card
    response = client.get(card.split("testserver", 1)[-1])
    assert response.status_code == 200 and response["Content-Type"] == "image/png"
    assert response.content.startswith(b"\x89PNG")
    # A draft's card is not drawn for anyone who guesses its address.
    Article.objects.filter(pk=article.pk).update(status=Article.Status.DRAFT)
    assert client.get(card.split("testserver", 1)[-1]).status_code == 404


def _card_address(html: str) -> str:
    return re.search(r'<meta property="og:image" content="([^"]+)">', html).group(1)


def test_the_preview_shows_the_card_the_article_will_have_with_its_unsaved_authors(articles, client, editor):
    article = articles["local-seo-checklist"]
    before = _card_address(client.get(article.get_absolute_url()).content.decode())
    maya = TeamMember.objects.get(slug="maya-reyes")
    url = reverse("admin:insights_article_change", args=[article.pk])
    data = {**article_form_data(editor.get(url)), "authors": [maya.pk]}
    previewed = _card_address(assert_is_a_preview(editor.post(url + "preview/", data)))
    assert previewed != before  # "By Maya Reyes" alone, not "By Maya Reyes and Daniel Okafor"

    article.authors.set([maya])
    saved = social_card_spec(Article.objects.get(pk=article.pk))
    assert saved.label == "By Maya Reyes"
    assert previewed.endswith(f"/social-cards/article-local-seo-checklist/{saved.digest}.png")


def test_the_rss_feed_lists_the_live_articles(articles, client, settings):
    response = client.get("/insights/feed.xml")
    assert response["Content-Type"].startswith("application/rss+xml")
    channel = ElementTree.fromstring(response.content).find("channel")
    assert channel.findtext("title") == "Driftline Digital Insights"
    assert channel.findtext("link") == f"{settings.SITE_URL}/insights"
    items = channel.findall("item")
    assert [i.findtext("title") for i in items] == [
        "A local SEO checklist for San Diego service businesses",
        "How much a small shop should spend on paid social",
    ]
    first = items[0]
    assert first.findtext("link") == f"{settings.SITE_URL}/insights/local-seo-checklist"
    assert first.findtext("description") == articles["local-seo-checklist"].summary
    assert first.findtext("pubDate")
    assert {c.text for c in first.findall("category")} == {"Search Engine Optimization", "Lead Generation"}


def test_the_atom_feed_lists_the_live_articles_with_their_authors(articles, client, settings):
    response = client.get("/insights/atom.xml")
    assert response["Content-Type"].startswith("application/atom+xml")
    feed = ElementTree.fromstring(response.content)
    assert feed.tag == f"{ATOM}feed"
    entries = feed.findall(f"{ATOM}entry")
    assert len(entries) == 2
    first = entries[0]
    assert first.findtext(f"{ATOM}title") == "A local SEO checklist for San Diego service businesses"
    assert first.find(f"{ATOM}link").get("href") == f"{settings.SITE_URL}/insights/local-seo-checklist"
    assert first.findtext(f"{ATOM}author/{ATOM}name") == "Maya Reyes, Daniel Okafor"
    assert first.findtext(f"{ATOM}updated") > first.findtext(f"{ATOM}published")


def test_both_feeds_name_the_site_by_site_url_never_example_com(articles, client, settings):
    """Issue 43: the Atom feed's <id> was built from the Sites record, still "example.com"."""
    site = settings.SITE_URL
    atom = client.get("/insights/atom.xml").content
    rss = client.get("/insights/feed.xml").content
    assert b"example.com" not in atom and b"example.com" not in rss
    feed = ElementTree.fromstring(atom)
    assert feed.findtext(f"{ATOM}id") == f"{site}/insights"
    assert {link.get("rel"): link.get("href") for link in feed.findall(f"{ATOM}link")} == {
        "alternate": f"{site}/insights",
        "self": f"{site}/insights/atom.xml",
    }
    first = feed.find(f"{ATOM}entry")
    assert first.findtext(f"{ATOM}id") == f"{site}/insights/local-seo-checklist"
    channel = ElementTree.fromstring(rss).find("channel")
    assert channel.findtext("link") == f"{site}/insights"
    assert channel.find("{http://www.w3.org/2005/Atom}link").get("href") == f"{site}/insights/feed.xml"
    assert channel.find("item").findtext("guid") == f"{site}/insights/local-seo-checklist"


def test_the_sitemap_lists_the_index_the_articles_and_the_authors_with_lastmod(articles, client, settings):
    root = ElementTree.fromstring(client.get("/sitemap.xml").content)
    entries = {
        u.findtext(f"{SITEMAP}loc"): u.findtext(f"{SITEMAP}lastmod") for u in root.findall(f"{SITEMAP}url")
    }
    site = settings.SITE_URL
    checklist = articles["local-seo-checklist"]
    assert entries[f"{site}/insights/local-seo-checklist"] == checklist.updated_at.date().isoformat()
    assert entries[f"{site}/insights/paid-social-budgets"]
    assert entries[f"{site}/insights"] and entries[f"{site}/insights/authors/priya-natarajan"]
    assert f"{site}/insights/ai-for-five-person-teams" not in entries  # scheduled
    assert f"{site}/insights/authors/lucas-brennan" not in entries  # has written nothing


def test_rich_text_keeps_pictures_and_captions_from_this_site_only():
    kept = sanitize_rich_text(
        '<figure><img src="/media/insights/a.png" alt="A chart" width="1600" height="900" onerror="x()">'
        "<figcaption>Leads per month</figcaption></figure><blockquote><p>Said well.</p></blockquote>"
    )
    assert kept == (
        '<figure><img src="/media/insights/a.png" alt="A chart" width="1600" height="900">'
        "<figcaption>Leads per month</figcaption></figure><blockquote><p>Said well.</p></blockquote>"
    )
    assert sanitize_rich_text('<p>a</p><img src="https://tracker.example/p.gif" alt="">') == "<p>a</p>"
    assert sanitize_rich_text('<img src="/media/../etc/passwd">') == ""
    assert sanitize_rich_text('<img src="/media/a.png" width="100%">') == '<img src="/media/a.png">'


HOSTILE_PICTURE_ADDRESSES = [
    "/media/%2e%2e/t.png",  # issue 43: a browser resolves it to /t.png
    "/media/%2E%2E/%2e%2e/admin/t.png",
    "/media/x/%2e%2e/%2e%2e/t.png",
    "/media/%252e%252e/t.png",  # decoded twice by some servers
    "/media/..%5c..%5ct.png",  # a backslash is a slash to browsers
    "/media/%2f%2fevil.example%2ft.png?x",
    "/media/a.png#x",
    "/media/.",
    "/media/.hidden.png",
    "//evil.example/media/a.png",
    "/media/a b.png",
]


@pytest.mark.parametrize("src", HOSTILE_PICTURE_ADDRESSES)
def test_a_picture_address_that_decodes_out_of_the_media_folder_is_dropped(src):
    assert sanitize_rich_text(f'<p>a</p><img src="{src}" alt="x">') == "<p>a</p>"


def test_a_picture_address_is_normalised_and_a_saved_one_must_name_an_upload(media, settings):
    from django.core.files.base import ContentFile
    from django.core.files.storage import default_storage

    name = default_storage.save("insights/chart.png", ContentFile(b"png"))
    assert sanitize_rich_text('<img src="/media/insights/x/%2e%2e/chart.png">') == (
        f'<img src="/media/{name}">'
    )
    # What is saved keeps a picture only when its file is in the storage.
    body = Article._meta.get_field("body")
    assert body.pre_save(Article(body=f'<img src="/media/{name}">'), add=True) == f'<img src="/media/{name}">'
    assert body.pre_save(Article(body='<p>a</p><img src="/media/insights/gone.png">'), add=True) == "<p>a</p>"
    assert body.clean('<p>a</p><img src="/media/insights/gone.png">', Article()) == "<p>a</p>"


def test_without_the_seed_module_the_loader_adds_nothing(db, monkeypatch):
    from insights import services

    monkeypatch.setattr(services, "SEED_MODULE", "insights.content_missing.articles")
    assert services.articles_load() == 0
    assert not Article.objects.exists()
