"""Drafts, preview and scheduling: a draft is seen by editors only through the admin's Preview; a
scheduled article appears by itself at its time on every page that lists it, even pages the cache
kept from before, with no job to run."""

from datetime import timedelta

import pytest
import time_machine
from django.contrib.auth.models import Group
from django.test import Client
from django.urls import reverse

from accounts.roles import EDITORS_GROUP
from insights.models import Article
from tests.content.test_preview import assert_is_a_preview
from tests.insights.helpers import article_form_data

pytestmark = pytest.mark.django_db

SCHEDULED = "ai-for-five-person-teams"
SCHEDULED_TITLE = "What AI automation changes for a five-person team"


def test_a_draft_is_a_404_for_visitors_and_editors_see_it_through_preview(articles, client, editor):
    article = articles["paid-social-budgets"]
    Article.objects.filter(pk=article.pk).update(status=Article.Status.DRAFT)
    assert client.get(article.get_absolute_url()).status_code == 404
    assert "How much a small shop" not in client.get("/insights").content.decode()
    # Signed in, the live address is still a 404: a draft is reached through the preview only.
    assert editor.get(article.get_absolute_url()).status_code == 404

    url = reverse("admin:insights_article_change", args=[article.pk])
    data = article_form_data(editor.get(url))
    data["title"] = "How much a small shop should spend on paid social (draft two)"
    html = assert_is_a_preview(editor.post(url + "preview/", data))
    assert "How much a small shop should spend on paid social (draft two)" in html
    assert '<a class="text-link" href="/insights/authors/priya-natarajan">Priya Natarajan</a>' in html
    assert Article.objects.get(pk=article.pk).title == "How much a small shop should spend on paid social"
    assert (
        client.get(reverse("admin:insights_article_change", args=[article.pk]) + "preview/").status_code
        == 302
    )


def test_a_draft_article_previews_in_spanish_with_its_unsaved_spanish_body(articles, editor):
    article = articles["paid-social-budgets"]
    Article.objects.filter(pk=article.pk).update(status=Article.Status.DRAFT)
    url = reverse("admin:insights_article_change", args=[article.pk])
    data = article_form_data(editor.get(url))
    data["title_es"] = "Cuánto invertir en redes sociales pagadas (borrador)"
    data["body_es"] = "<h2>El presupuesto</h2><p>Empiece con poco.</p><script>alert(1)</script>"
    html = assert_is_a_preview(editor.post(url + "preview/", {**data, "_preview": "es"}), "es")
    assert "Cuánto invertir en redes sociales pagadas (borrador)" in html
    assert "<h2" in html and "El presupuesto" in html and "Empiece con poco." in html
    assert "alert(1)" not in html  # cleaned as saving cleans it
    assert 'href="/es/articulos"' in html
    assert Article.objects.get(pk=article.pk).title_es != data["title_es"]


def test_a_new_article_can_be_previewed_before_its_first_save(articles, editor):
    add = reverse("admin:insights_article_add")
    data = article_form_data(editor.get(add))

    data.update(
        title="Five questions to ask before you hire an agency",
        slug="five-questions",
        summary="What to ask, and what a good answer sounds like.",
        body="<h2>Who does the work?</h2><p>Ask to meet them.</p>",
        authors=[str(articles["local-seo-checklist"].authors.first().pk)],
        hero_image_alt="A checklist.",
        status="draft",
        published_at_0="2026-01-05",
        published_at_1="09:00:00",
    )
    with open(articles["local-seo-checklist"].hero_image.path, "rb") as picture:
        from django.core.files.uploadedfile import SimpleUploadedFile

        data["hero_image"] = SimpleUploadedFile("hero.png", picture.read(), content_type="image/png")
    html = assert_is_a_preview(editor.post(add + "preview/", data))
    assert "Five questions to ask before you hire an agency" in html
    assert '<h2 id="who-does-the-work">Who does the work?</h2>' in html
    assert not Article.objects.filter(slug="five-questions").exists()


def test_the_admin_list_says_draft_scheduled_or_published(articles, editor):
    Article.objects.filter(slug="paid-social-budgets").update(status=Article.Status.DRAFT)
    html = editor.get(reverse("admin:insights_article_changelist")).content.decode()
    for state in ("Draft", "Scheduled", "Published"):
        assert f'<td class="field-publication_state">{state}</td>' in html
    scheduled = editor.get(reverse("admin:insights_article_changelist") + "?state=scheduled").content.decode()
    assert SCHEDULED_TITLE in scheduled and "A local SEO checklist" not in scheduled


def test_editors_hold_every_permission_on_articles(articles, editor):
    codenames = set(
        Group.objects.get(name=EDITORS_GROUP)
        .permissions.filter(content_type__app_label="insights")
        .values_list("codename", flat=True)
    )
    assert codenames == {"add_article", "change_article", "delete_article", "view_article"}
    assert editor.get(reverse("admin:insights_article_add")).status_code == 200
    article = articles["local-seo-checklist"]
    history = editor.get(reverse("admin:insights_article_history", args=[article.pk]))
    assert history.status_code == 200


@pytest.mark.clock  # it moves the clock past the scheduled article's publish time
def test_a_scheduled_article_appears_on_its_own_at_its_time_on_every_listing(articles):
    visitor = Client()
    scheduled = articles[SCHEDULED]
    listings = [
        "/insights",
        "/insights/topic/ai-automation",
        "/",
        "/ai-automation",
        "/insights/feed.xml",
        "/insights/atom.xml",
        "/sitemap.xml",
        "/insights/authors/daniel-okafor",
    ]
    before = {path: visitor.get(path) for path in listings}
    for path, response in before.items():
        assert response.status_code in (200, 404), path
        assert (
            SCHEDULED_TITLE not in response.content.decode() and SCHEDULED not in response.content.decode()
        ), path
    # The same pages, a second time: served from the page cache.
    assert visitor.get("/insights")["X-Page-Cache"] == "hit"
    assert visitor.get(scheduled.get_absolute_url()).status_code == 404

    with time_machine.travel(scheduled.published_at + timedelta(minutes=1), tick=True):
        after = {path: visitor.get(path) for path in listings}
        for path, response in after.items():
            assert response.status_code == 200, path
            assert SCHEDULED in response.content.decode(), path
            assert response.get("X-Page-Cache") != "hit", path
        page = visitor.get(scheduled.get_absolute_url())
        assert page.status_code == 200 and SCHEDULED_TITLE in page.content.decode()


@pytest.mark.clock
def test_the_seed_loader_dates_articles_at_nine_local_time_and_runs_once(articles):
    from django.utils import timezone

    from insights.services import articles_seed
    from tests.insights.conftest import ARTICLES, draw

    checklist = articles["local-seo-checklist"]
    local = timezone.localtime(checklist.published_at)
    assert (local.hour, local.minute) == (9, 0)
    assert local.date() == timezone.localdate() - timedelta(days=10)
    assert timezone.localtime(articles[SCHEDULED].published_at).date() == timezone.localdate() + timedelta(
        days=4
    )
    assert articles_seed(ARTICLES, draw) == 0  # idempotent: a second load adds nothing
    assert Article.objects.count() == 3
    assert articles_seed(ARTICLES[:1], draw, reset=True) == 1
    assert list(Article.objects.values_list("slug", flat=True)) == ["local-seo-checklist"]
    reloaded = Article.objects.get(slug="local-seo-checklist")
    assert set(reloaded.authors.values_list("slug", flat=True)) == {"maya-reyes", "daniel-okafor"}
    assert set(reloaded.services.values_list("slug", flat=True)) == {"seo", "lead-generation"}
    assert set(reloaded.solutions.values_list("slug", flat=True)) == {"small-business"}
    assert all(a.is_sample for a in Article.objects.all())
