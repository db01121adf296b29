"""Articles in the Django admin: written with the prose editor, kept with history, previewed
before they are saved or published, moved with a 301 when their id changes (marketing's
ContentAdmin and PreviewMixin, whose save also refreshes the cached pages)."""

from django import forms
from django.contrib import admin
from django.db import models
from django.utils import timezone

from insights.models import Article
from insights.views import render_article
from marketing.admin import OfferingForm
from publishing.admin_kit import PreviewMixin, SampleListFilter, TranslatedContentAdmin, sample_flag
from publishing.preview import preview_marked


class ArticleForm(OfferingForm):
    """The id is stored lower-case, as a service's is (OfferingForm)."""

    class Meta:
        model = Article
        fields = "__all__"


class PublicationFilter(admin.SimpleListFilter):
    title = "status"
    parameter_name = "state"

    def lookups(self, request, model_admin):
        return [("draft", "Draft"), ("scheduled", "Scheduled"), ("published", "Published")]

    def queryset(self, request, queryset):
        now = timezone.now()
        published = queryset.filter(status=Article.Status.PUBLISHED)
        if self.value() == "draft":
            return queryset.filter(status=Article.Status.DRAFT)
        if self.value() == "scheduled":
            return published.filter(published_at__gt=now)
        if self.value() == "published":
            return published.filter(published_at__lte=now)
        return queryset


@admin.display(description="status", ordering="status")
def publication_state(obj) -> str:
    return obj.publication_state


@admin.display(description="authors")
def author_names(obj) -> str:
    return ", ".join(author.name for author in obj.authors.all())


class _PreviewArticle:
    """The unsaved article with the form's authors and services (its many-to-many choices)."""

    class _Items:
        def __init__(self, items):
            self._items = list(items)

        def all(self):
            return list(self._items)

    def __init__(self, article: Article, data: dict):
        self._article = article
        self._data = data

    def __getattr__(self, name):
        if name in ("authors", "services", "solutions"):
            return self._Items(self._data.get(name) or [])
        return getattr(self._article, name)


@admin.register(Article)
class ArticleAdmin(PreviewMixin, TranslatedContentAdmin):
    form = ArticleForm
    list_display = ["title", publication_state, "published_at", author_names, sample_flag]
    list_filter = [PublicationFilter, "authors", "services", SampleListFilter]
    search_fields = ["title", "summary", "body"]
    prepopulated_fields = {"slug": ["title"]}
    # Checkboxes, not the two-list picker: a handful of people and services, each a labelled box.
    formfield_overrides = {models.ManyToManyField: {"widget": forms.CheckboxSelectMultiple}}
    date_hierarchy = "published_at"
    ordering = ["-published_at", "-pk"]
    fieldsets = [
        (None, {"fields": ["title", "slug", "summary", "authors"]}),
        (
            "Publishing",
            {
                "fields": ["status", "published_at", "updated_at", "is_sample"],
                "description": (
                    "Draft: only you see it, with Preview. Published: on the site from its publish date; "
                    "a date ahead schedules it (shown as Scheduled in the list) and it appears on its "
                    "own at that time."
                ),
            },
        ),
        (
            "Article",
            {
                "fields": ["body"],
                "description": (
                    "Level 2 headings for sections, level 3 inside them; quotations; pictures with a "
                    "caption, by the address of a file uploaded to this site (it starts with /media/). "
                    "A picture from another website, styles and scripts are removed when you save."
                ),
            },
        ),
        ("Topics", {"fields": ["services", "solutions"]}),
        ("Hero picture", {"fields": ["hero_image", "hero_image_alt"]}),
    ]

    def get_queryset(self, request):
        return super().get_queryset(request).prefetch_related("authors")

    def preview_page(self, request, form, related, *, untranslated):
        article = _PreviewArticle(form.instance, form.cleaned_data)
        return preview_marked(render_article(request, article, related=[]), untranslated=untranslated)
