"""Landing pages in the Django admin: the page's settings above, its blocks below in
django-content-editor's editor (add a block of any kind, drag to reorder, remove), each translated
field followed by its Spanish, Preview in both languages on Add and Change, history that includes
the blocks, and a "Duplicate" action that starts the next campaign from a copy (marketing's
ContentAdmin and PreviewMixin, whose save also refreshes the cached pages)."""

import reversion
from content_editor.admin import ContentEditor, ContentEditorInline
from django import forms
from django.contrib import admin, messages
from django.contrib.redirects.models import Redirect
from django.core.exceptions import ValidationError
from django.http import HttpResponseRedirect
from django.utils import timezone
from django.utils.html import format_html, format_html_join
from django.utils.safestring import mark_safe
from reversion.admin import VersionAdmin

from campaigns import selectors, services
from campaigns.models import BLOCKS, CampaignPage, Experiment, Guide
from campaigns.reports import difference_text, percent, sample_ratio_text, verdict_text
from campaigns.views import render_campaign
from marketing.admin import OfferingForm
from publishing.admin_kit import (
    CountedFieldsMixin,
    PreviewMixin,
    SampleListFilter,
    SpanishFieldsMixin,
    TranslatedContentAdmin,
    sample_flag,
)
from publishing.preview import preview_marked, unsaved_pictures_shown

# The history of a page keeps its blocks: each version holds the page and every block it had, so
# compare lists them and restore brings them back (django-reversion follows these relations).
FOLLOWED_BLOCKS = tuple(f"campaigns_{model._meta.model_name}_set" for model in BLOCKS)
for _model in BLOCKS:
    reversion.register(_model)
reversion.register(CampaignPage, follow=FOLLOWED_BLOCKS)
reversion.register(Experiment)


class CampaignPageForm(OfferingForm):
    """The address is stored lower-case (OfferingForm); one another page has had, which still
    leads to it, is refused."""

    class Meta:
        model = CampaignPage
        fields = "__all__"

    def clean_slug(self):
        slug = super().clean_slug()
        old_path = f"/lp/{slug}"
        own = self.instance.get_absolute_url() if self.instance.pk and self.instance.slug else None
        moved = Redirect.objects.filter(old_path=old_path).exclude(new_path=own or "").first()
        if moved is not None:
            raise forms.ValidationError(
                f"{old_path} was the address of a page that moved to {moved.new_path}, and it still "
                "leads there. Choose another address."
            )
        return slug


class BlockInline(SpanishFieldsMixin, CountedFieldsMixin, ContentEditorInline):
    """One kind of block in the page's editor: its fields with their Spanish, counted."""

    def formfield_for_dbfield(self, db_field, request, **kwargs):
        if db_field.name in ("region", "ordering"):
            # Set by the editor when a block is added or dragged (content_editor).
            return db_field.formfield(widget=forms.HiddenInput)
        return super().formfield_for_dbfield(db_field, request, **kwargs)


# The icon each kind shows in the editor's "add a block" menu (Material Icons, shipped with it).
ICONS = {
    "heroblock": "view_agenda",
    "logorowblock": "view_week",
    "cardblock": "dashboard",
    "figureblock": "pin",
    "stepblock": "format_list_numbered",
    "testimonialblock": "format_quote",
    "casestudyresultsblock": "insights",
    "faqblock": "quiz",
    "richtextblock": "notes",
    "formblock": "contact_mail",
    "ctabandblock": "campaign",
}
INLINES = [
    type(
        f"{model.__name__}Inline",
        (BlockInline,),
        {"model": model, "icon": ICONS[model._meta.model_name]},
    )
    for model in BLOCKS
]


@admin.display(description="status")
def campaign_state(obj) -> str:
    return CampaignPage.State(obj.state).label


@admin.display(description="address")
def address(obj) -> str:
    return obj.get_absolute_url()


class StateFilter(admin.SimpleListFilter):
    title = "status"
    parameter_name = "state"

    def lookups(self, request, model_admin):
        return CampaignPage.State.choices

    def queryset(self, request, queryset):
        if not self.value():
            return queryset
        now = timezone.now()
        return queryset.filter(pk__in=[page.pk for page in queryset if page.state_at(now) == self.value()])


@admin.register(CampaignPage)
class CampaignPageAdmin(PreviewMixin, TranslatedContentAdmin, ContentEditor):
    form = CampaignPageForm
    list_display = [
        "title",
        address,
        campaign_state,
        "publish_from",
        "publish_until",
        "in_search_engines",
        sample_flag,
    ]
    list_filter = [StateFilter, "in_search_engines", SampleListFilter]
    search_fields = ["title", "slug", "meta_description"]
    prepopulated_fields = {"slug": ["title"]}
    actions = ["duplicate"]
    view_on_site = True
    fieldsets = [
        (None, {"fields": ["title", "slug", "meta_description"]}),
        (
            "Publishing",
            {
                "fields": [
                    "is_published",
                    "publish_from",
                    "publish_until",
                    "ended_redirect",
                    "in_search_engines",
                    "is_sample",
                ],
                "description": (
                    "A draft is seen by editors only (use Preview). Published: live from “publish "
                    "from”; a time ahead schedules it. After “publish until” its address sends "
                    "visitors to the page you choose, or says the campaign is over."
                ),
            },
        ),
    ]
    inlines = INLINES
    change_form_template = "admin/campaigns/campaignpage/change_form.html"

    class Media:
        css = {"all": ["campaigns/admin.css"]}

    @admin.action(description="Duplicate the selected pages (as drafts)", permissions=["add"])
    def duplicate(self, request, queryset):
        copies = []
        for page in queryset:
            with reversion.create_revision():
                reversion.set_user(request.user)
                reversion.set_comment(f"Duplicated from “{page}”.")
                copy = services.campaign_duplicate(page)
                reversion.add_to_revision(copy)
            copies.append(copy)
        self.message_user(
            request,
            "Duplicated as drafts: "
            + ", ".join(f"“{copy}” at {copy.get_absolute_url()}" for copy in copies)
            + ".",
            messages.SUCCESS,
        )

    def preview_page(self, request, form, related, *, untranslated):
        page = form.instance
        blocks = sorted(
            (block for items in related.values() for block in items),
            key=lambda block: block.ordering,
        )
        for block in blocks:
            unsaved_pictures_shown(block)
        # "Preview version B": the blocks an A/B test would show its visitors (else version A's).
        version = request.GET.get("version") if request.GET.get("version") in ("B", "C") else "A"
        response = render_campaign(request, page, selectors.contents_of(page, blocks), version=version)
        return preview_marked(response, untranslated=untranslated)


@admin.display(description="pages")
def guide_pages(obj: Guide) -> str:
    return f"{obj.pages_en} / {obj.pages_es}" if obj.file_es else f"{obj.pages_en} (English only)"


@admin.display(description="offered by")
def guide_offered_by(obj: Guide) -> str:
    pages = sorted({block.parent.title for block in obj.form_blocks.select_related("parent")})
    return ", ".join(pages) or "No form yet"


@admin.register(Guide)
class GuideAdmin(TranslatedContentAdmin):
    """Guides to download: a title and a PDF per language, checked by their content on upload
    (agency.pdf_uploads). A form block offers one ("Offer a guide"); nothing links to the files."""

    list_display = ["title", guide_pages, "downloads", guide_offered_by, "updated_at"]
    search_fields = ["title"]
    fields = ["title", "file_en", "file_es", guide_pages, "downloads", guide_offered_by]
    readonly_fields = [guide_pages, "downloads", guide_offered_by]

    def view_on_site(self, obj):
        return None  # a guide has no page: visitors reach it by their email's link only


@admin.register(Experiment)
class ExperimentAdmin(VersionAdmin):
    """A/B tests of landing pages: prepared and saved, started, read, ended with the winner kept.
    Each change of state records a version of the page in its history, with what happened. Editors'
    content (site_content: the Editors role has it), with its own history and recovery."""

    site_content = True

    list_display = ["name", "page", "status", "started_at", "ended_at", "winner"]
    list_filter = ["status"]
    search_fields = ["name", "page__title", "page__slug"]
    fields = [
        "page",
        "name",
        "goal",
        "versions",
        ("split_a", "split_b", "split_c"),
        "minimum_lift",
        "baseline_rate",
        "plan",
        "status",
        "started_at",
        "ended_at",
        "winner",
        "results",
    ]
    readonly_fields = ["plan", "status", "started_at", "ended_at", "winner", "results"]

    class Media:
        css = {"all": ["campaigns/admin.css"]}

    def get_readonly_fields(self, request, obj=None):
        if obj is not None and obj.status != Experiment.Status.DRAFT:
            # The plan is fixed once visitors see the versions.
            return [name for name in self._flat_fields() if name not in ("results",)] + ["results"]
        return self.readonly_fields

    def _flat_fields(self) -> list[str]:
        return [name for entry in self.fields for name in (entry if isinstance(entry, tuple) else (entry,))]

    @admin.display(description="visitors needed")
    def plan(self, obj) -> str:
        if obj is None or obj.pk is None or not obj.page_id:
            return "Shown once the test is saved: the visitors each version needs."
        current = selectors.current_rate(obj.page)
        lines = [
            f"The page's conversion rate in Reports (last {selectors.RATE_DAYS} days): "
            f"{percent(current.rate)} ({current.leads} leads from {current.views} page views)."
        ]
        baseline = selectors.baseline_of(obj)
        needs = selectors.planned_visitors(obj)
        if needs is None:
            lines.append("Type the page's conversion rate now to work out the visitors needed.")
        else:
            per_version = ", ".join(f"{v}: {n:,}" for v, n in zip(obj.version_names, needs, strict=True))
            lines.append(
                f"Planned from {percent(baseline)} to {percent(baseline * (1 + obj.minimum_lift / 100))}: "
                f"visitors needed per version {per_version} (80 % power, 5 % significance, two-sided"
                + (", 2.5 % per comparison with A" if obj.versions == 3 else "")
                + ")."
            )
        return format_html_join(mark_safe("<br>"), "{}", ((line,) for line in lines))

    @admin.display(description="results")
    def results(self, obj) -> str:
        if obj is None or obj.pk is None or obj.status == Experiment.Status.DRAFT:
            return "Shown once the test has started."
        found = selectors.experiment_results(obj)
        rows = format_html_join(
            "",
            "<tr><th>{}</th><td>{} %</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            (
                (
                    f"Version {row.version}",
                    row.share,
                    f"{row.exposures:,}",
                    f"{row.planned:,}" if row.planned else "–",
                    row.leads,
                    percent(row.rate),
                    difference_text(row.difference),
                )
                for row in found.versions
            ),
        )
        return format_html(
            '<div class="ab-results"><table><thead><tr><th>Version</th><th>Planned share</th>'
            "<th>Exposures</th><th>Needed</th><th>Leads</th><th>Conversion rate</th>"
            "<th>Difference with A (95 % interval)</th>"
            "</tr></thead><tbody>{}</tbody></table></div><p><strong>{}</strong></p><p>{}</p>",
            rows,
            verdict_text(found),
            sample_ratio_text(found),
        )

    def response_change(self, request, obj):
        if "_start" in request.POST or "_end" in request.POST:
            try:
                with reversion.create_revision():
                    reversion.set_user(request.user)
                    if "_start" in request.POST:
                        test = services.experiment_start(obj)
                        comment = f"A/B test “{test.name}” started."
                    else:
                        test = services.experiment_end(obj, winner=request.POST.get("_keep", ""))
                        comment = f"A/B test “{test.name}” ended: version {test.winner} kept."
                    reversion.set_comment(comment)
                    reversion.add_to_revision(test.page)
            except ValidationError as error:
                for message in error.messages:
                    self.message_user(request, message, messages.ERROR)
                return HttpResponseRedirect(request.path)
            self.message_user(request, comment, messages.SUCCESS)
            return HttpResponseRedirect(request.path)
        return super().response_change(request, obj)

    def response_add(self, request, obj, post_url_continue=None):
        if "_start" in request.POST:
            return self.response_change(request, obj)
        return super().response_add(request, obj, post_url_continue)
