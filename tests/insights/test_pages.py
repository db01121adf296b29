"""The Insights pages as a visitor gets them: the index (nine to a page, plain links), its filters
by topic and by author, an article (authors, dates, reading time, table of contents, related
articles, call to action), drafts and scheduled articles kept off, and no JavaScript loaded."""

import re
from datetime import timedelta

import pytest
from django.contrib.redirects.models import Redirect
from django.urls import reverse

from insights.models import Article
from insights.selectors import reading_minutes
from marketing.models import TeamMember
from tests.insights.helpers import article_add, article_form_data

pytestmark = pytest.mark.django_db


def titles(html: str) -> list[str]:
    return re.findall(r'class="work-card-link">([^<]+)</a>', html)


def test_the_index_lists_live_articles_newest_first_and_keeps_drafts_and_scheduled_ones_off(articles, client):
    Article.objects.filter(slug="paid-social-budgets").update(status=Article.Status.DRAFT)
    html = client.get("/insights").content.decode()
    assert titles(html) == ["A local SEO checklist for San Diego service businesses"]
    assert "What AI automation changes" not in html  # scheduled four days ahead
    assert client.get("/insights/ai-for-five-person-teams").status_code == 404
    assert client.get("/insights/paid-social-budgets").status_code == 404


@pytest.mark.clock  # it dates the extra articles from now
def test_the_index_is_paginated_with_plain_links_and_an_unknown_page_is_a_404(articles, client):
    from django.utils import timezone

    start = timezone.now() - timedelta(days=30)
    for n in range(10):
        article_add(f"extra-{n}", published_at=start - timedelta(days=n))
    first = client.get("/insights").content.decode()
    assert len(titles(first)) == 9
    assert titles(first)[0] == "A local SEO checklist for San Diego service businesses"
    assert '<a class="work-filter" rel="next" href="/insights?page=2">Older articles</a>' in first
    second = client.get("/insights?page=2")
    assert second.status_code == 200
    assert titles(second.content.decode()) == ["Article extra-7", "Article extra-8", "Article extra-9"]
    assert 'rel="prev" href="/insights">Newer articles' in second.content.decode()
    assert '<link rel="canonical" href="http://testserver/insights?page=2">' in second.content.decode()
    for wrong in ("3", "0", "02", "two", "-1", "1.5"):
        assert client.get(f"/insights?page={wrong}").status_code == 404, wrong
    # A topic keeps its address in its page links.
    topic = client.get("/insights/topic/seo").content.decode()
    assert 'href="/insights/topic/seo?page=2"' in topic


def test_filters_are_one_address_each_and_an_unknown_one_is_a_404(articles, client):
    html = client.get("/insights/topic/advertising").content.decode()
    assert titles(html) == ["How much a small shop should spend on paid social"]
    assert '<a class="work-filter" href="/insights/topic/advertising" aria-current="page">' in html
    assert "<h1" in html and "Insights: Paid Advertising" in html
    assert client.get("/insights/topic/no-such-service").status_code == 404
    assert client.get("/insights/authors/no-such-person").status_code == 404


def test_an_author_page_shows_their_bio_photo_and_articles(articles, client):
    html = client.get("/insights/authors/priya-natarajan").content.decode()
    assert "Articles by Priya Natarajan" in html
    assert 'alt="Illustrated portrait of Priya Natarajan' in html
    bio = TeamMember.objects.get(slug="priya-natarajan").bio
    assert bio[:80] in html  # the bio, as written
    assert titles(html) == ["How much a small shop should spend on paid social"]
    # A team member who has written nothing has no author page.
    assert client.get("/insights/authors/lucas-brennan").status_code == 404


def test_an_article_shows_its_authors_dates_reading_time_and_table_of_contents(articles, client):
    article = articles["local-seo-checklist"]
    html = client.get(article.get_absolute_url()).content.decode()
    assert '<a class="text-link" href="/insights/authors/maya-reyes">Maya Reyes</a>' in html
    assert '<a class="text-link" href="/insights/authors/daniel-okafor">Daniel Okafor</a>' in html
    assert re.search(r'<time datetime="\d{4}-\d\d-\d\dT09:00:00-0[78]:00">', html)
    assert "Updated <time datetime=" in html
    assert "1 min read" in html
    assert '<nav class="article-toc" aria-labelledby="toc-heading">' in html
    assert '<h2 id="step-2-match-every-listing">Step 2: Match every listing</h2>' in html
    assert '<a href="#step-2-match-every-listing">Step 2: Match every listing</a>' in html
    assert '<li class="toc-level-3"><a href="#what-it-costs">What it costs</a></li>' in html
    # A short article with one section has no table of contents.
    short = client.get("/insights/paid-social-budgets").content.decode()
    assert "article-toc" not in short


@pytest.mark.clock
def test_a_long_article_gets_a_table_of_contents_and_its_reading_time_rounds_up(articles, client):
    from django.utils import timezone

    words = " ".join(["word"] * 920)
    article_add(
        "long-read",
        published_at=timezone.now() - timedelta(days=1),
        body=f"<h2>One</h2><p>{words}</p><h2>One</h2><p>end</p>",
    )
    html = client.get("/insights/long-read").content.decode()
    assert "5 min read" in html  # 924 words / 230 = 4.02, rounded up
    assert '<h2 id="one">One</h2>' in html and '<h2 id="one-2">One</h2>' in html
    assert "article-toc" in html
    assert [reading_minutes(n) for n in (0, 230, 231, 460)] == [1, 1, 2, 2]


@pytest.mark.clock
def test_related_articles_share_services_most_first_and_are_at_most_three(articles, client):
    from django.utils import timezone

    now = timezone.now()
    article_add("both-topics", published_at=now - timedelta(days=40), services=("seo", "lead-generation"))
    for n in range(3):
        article_add(f"seo-only-{n}", published_at=now - timedelta(days=1 + n), services=("seo",))
    article_add("unrelated", published_at=now - timedelta(days=1), services=("development",))
    html = client.get("/insights/local-seo-checklist").content.decode()
    related = titles(html.split('id="related-heading"', 1)[1])
    assert related == ["Article both-topics", "Article seo-only-0", "Article seo-only-1"]


def test_the_call_to_action_leads_to_the_first_service_or_the_contact_page(articles, client):
    html = client.get("/insights/local-seo-checklist").content.decode()
    assert '<a href="/services/seo" class="btn btn-on-dark mt-5"' in html
    Article.objects.get(slug="paid-social-budgets").services.clear()
    html = client.get("/insights/paid-social-budgets").content.decode()
    assert '<a href="/contact" class="btn btn-on-dark mt-5"' in html


def test_inline_pictures_are_drawn_stored_and_shown_with_their_size_and_caption(articles, client):
    body = articles["local-seo-checklist"].body
    assert "data-picture" not in body
    src = "/media/samples/article-local-seo-checklist-map.png"
    assert f'<img src="{src}" alt="A map pack with three pins." width="1600" height="900">' in body
    html = client.get("/insights/local-seo-checklist").content.decode()
    assert "<figcaption>The map pack shows three businesses.</figcaption>" in html


@pytest.mark.parametrize(
    "path", ["/insights", "/insights/local-seo-checklist", "/insights/authors/maya-reyes"]
)
def test_insights_pages_load_no_javascript(articles, client, path):
    html = client.get(path).content.decode()
    scripts = re.findall(r"<script\b([^>]*)>", html)
    assert not [s for s in scripts if "src=" in s], "no script file is loaded"
    assert 'type="module"' not in html and "modulepreload" not in html
    # What remains is data (JSON-LD, the site's config) and the analytics snippet every page carries.
    executable = [
        s for s in scripts if 'type="application/ld+json"' not in s and 'type="application/json"' not in s
    ]
    assert len(executable) <= 1
    assert "data-island" not in html


def test_the_home_page_shows_the_latest_three_and_a_service_page_its_articles(articles, client):
    home = client.get("/").content.decode()
    assert 'id="latest-insights-heading"' in home
    assert titles(home.split('id="latest-insights-heading"', 1)[1])[:2] == [
        "A local SEO checklist for San Diego service businesses",
        "How much a small shop should spend on paid social",
    ]
    seo = client.get("/services/seo").content.decode()
    assert "Articles on Search Engine Optimization" in seo
    assert 'href="/insights/topic/seo"' in seo
    development = client.get("/services/development").content.decode()
    assert "service-insights-heading" not in development


def test_the_header_and_footer_link_to_insights_and_every_page_announces_the_feeds(articles, client):
    for path in ("/", "/about", "/insights/local-seo-checklist"):
        html = client.get(path).content.decode()
        assert '<a class="nav-link" href="/insights">Insights</a>' in html
        assert '<a class="mobile-link" href="/insights">Insights</a>' in html
        assert '<a class="footer-link" href="/insights">Insights</a>' in html
        assert (
            '<link rel="alternate" type="application/rss+xml" title="Driftline Digital Insights (RSS)" '
            'href="/insights/feed.xml">' in html
        )
        assert (
            '<link rel="alternate" type="application/atom+xml" title="Driftline Digital Insights (Atom)" '
            'href="/insights/atom.xml">' in html
        )


def test_a_changed_id_leaves_a_301_from_the_old_address(articles, client, editor):
    article = articles["local-seo-checklist"]
    url = reverse("admin:insights_article_change", args=[article.pk])
    data = article_form_data(editor.get(url))
    data["slug"] = "Local-SEO-Checklist-2026"
    response = editor.post(url, data)
    assert response.status_code == 302, response.content.decode()[:3000]
    assert Article.objects.get(pk=article.pk).slug == "local-seo-checklist-2026"
    assert Redirect.objects.filter(old_path="/insights/local-seo-checklist").exists()
    moved = client.get("/insights/local-seo-checklist")
    assert moved.status_code == 301 and moved["Location"] == "/insights/local-seo-checklist-2026"
    assert client.get("/insights/local-seo-checklist-2026").status_code == 200


def test_public_pages_are_cacheable_by_the_proxy_page_numbers_included(articles, client):
    for path in ("/insights", "/insights?page=1", "/insights/local-seo-checklist", "/insights/feed.xml"):
        response = client.get(path)
        assert response["Cache-Control"].startswith("public, max-age="), path
        assert response.has_header("ETag"), path
    assert client.get("/insights?page=1")["X-Page-Cache"] == "hit"
    assert client.get("/insights?page=1&utm_source=news")["X-Page-Cache"] == "hit"
    # A parameter it does not read changes nothing: the same copy.
    assert client.get("/insights?sort=old")["X-Page-Cache"] == "hit"
    assert "X-Page-Cache" not in client.get("/insights?page=2&sort=old")  # its own page


def test_the_index_and_every_article_carry_the_email_me_new_articles_form(articles, client):
    """The subscribe form sits on the index and on each article as plain HTML, and says which
    article page the reader subscribed from."""
    for path in ("/insights", "/insights/local-seo-checklist"):
        html = client.get(path).content.decode()
        assert html.count('<form method="post" action="/insights/subscribe"') == 1, path
        assert ">Email me new articles</button>" in html, path
        assert f'name="source" value="{path}"' in html, path
