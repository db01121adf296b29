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
from django.core.exceptions import PermissionDenied, ValidationError
from django.forms.models import BaseInlineFormSet
from django.http import HttpResponseRedirect
from django.shortcuts import redirect
from django.template.response import TemplateResponse
from django.urls import path, reverse
from django.utils import timezone
from django.utils.cache import add_never_cache_headers
from django.utils.html import format_html, format_html_join
from django.utils.http import urlencode
from django.utils.safestring import mark_safe
from reversion.admin import VersionAdmin

from agency.i18n import SPANISH, column, translated_fields
from campaigns import selectors, services
from campaigns.ab_results import difference_text, percent, sample_ratio_text, verdict_text
from campaigns.layouts import LAYOUTS, PLACEHOLDER_HELP, placeholders_in
from campaigns.models import BLOCKS, BlockVersion, CampaignPage, Experiment, Guide
from campaigns.views import render_campaign
from campaigns.widgets import IconChoiceWidget
from marketing.admin import OfferingForm
from marketing.models import IconField
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


def placeholder_error(words: list[str]) -> str:
    return f"{PLACEHOLDER_HELP} Left here: {', '.join(words)}. Or untick “published” to keep a draft."


class CampaignPageForm(OfferingForm):
    """The address is stored lower-case (OfferingForm); one another page has had, which still
    leads to it, is refused. A published page keeps no words of its starting layout."""

    class Meta:
        model = CampaignPage
        fields = "__all__"

    def clean(self):
        cleaned = super().clean()
        if cleaned.get("is_published"):
            for name in ("title", "title_es", "meta_description", "meta_description_es"):
                words = placeholders_in(cleaned.get(name))
                if words and name in self.fields:
                    self.add_error(name, placeholder_error(words))
        return cleaned

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


class BlockFormSet(BaseInlineFormSet):
    """A block of a published page keeps no words of its starting layout (both languages)."""

    def clean(self):
        super().clean()
        if not self.instance.is_published:
            return
        names = [name for field in translated_fields(self.model) for name in (field, column(field, SPANISH))]
        for form in self.forms:
            if not hasattr(form, "cleaned_data") or form in self.deleted_forms:
                continue
            for name in names:
                words = placeholders_in(form.cleaned_data.get(name))
                if words and name in form.fields:
                    form.add_error(name, placeholder_error(words))


VERSION_BUTTON = "_version_make"


class BlockInline(SpanishFieldsMixin, CountedFieldsMixin, ContentEditorInline):
    """One kind of block in the page's editor: its fields with their Spanish, counted, and first its
    versions for an A/B test ("Make version B": CampaignPageAdmin.response_change)."""

    readonly_fields = ["versions"]
    formset = BlockFormSet

    def get_fields(self, request, obj=None):
        fields = [name for name in super().get_fields(request, obj) if name != "versions"]
        return ["versions", *fields]

    @admin.display(description="A/B test")
    def versions(self, block) -> str:
        if block is None or block.pk is None:
            return "Save the page to make a version of this block."
        if block.version in (BlockVersion.B, BlockVersion.C):
            return f"Version {block.version} of the {block._meta.verbose_name} above it."
        label = "Make version B" if block.version != BlockVersion.A else "Make another version"
        return format_html(
            '<button type="submit" class="button" name="{}" value="{}:{}">{}</button> '
            '<span class="help">Saves the page and puts a copy of this block right below it, marked '
            "Version B, for you to change. This one becomes Version A.</span>",
            VERSION_BUTTON,
            block._meta.model_name,
            block.pk,
            label,
        )

    def formfield_for_dbfield(self, db_field, request, **kwargs):
        if db_field.name in ("region", "ordering"):
            # Set by the editor when a block is added or dragged (content_editor).
            return db_field.formfield(widget=forms.HiddenInput)
        if isinstance(db_field, IconField):
            return db_field.formfield(widget=IconChoiceWidget)
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

    def response_change(self, request, obj):
        if VERSION_BUTTON not in request.POST:
            return super().response_change(request, obj)
        # The page is saved; now the copy of the block whose "Make version B" was pressed.
        kind, _, pk = request.POST[VERSION_BUTTON].partition(":")
        model = next((model for model in BLOCKS if model._meta.model_name == kind), None)
        block = model.objects.filter(parent=obj, pk=pk).first() if model and pk.isdigit() else None
        url = request.path
        if block is None:
            self.message_user(request, "That block is no longer on the page.", messages.ERROR)
            return HttpResponseRedirect(url)
        try:
            with reversion.create_revision():
                reversion.set_user(request.user)
                copy = services.block_version_make(block)
                made = f"Version {copy.version} of the {copy._meta.verbose_name} “{block}”"
                reversion.set_comment(f"{made} made.")
                reversion.add_to_revision(obj)
        except ValidationError as error:
            for message in error.messages:
                self.message_user(request, message, messages.ERROR)
            return HttpResponseRedirect(url)
        self.message_user(
            request,
            f"{made} is right below its version A: change what you want to test, in both languages, "
            "and save.",
            messages.SUCCESS,
        )
        # django-content-editor reads its state from the address's fragment: the pair stays open
        # (the copy below its original), every other block is folded.
        others = [
            str(item.ordering)
            for item in services.blocks_of(obj)
            if item.pk not in (block.pk, copy.pk) or type(item) is not model
        ]
        return HttpResponseRedirect(f"{url}#{urlencode({'region': 'main', 'collapsed': ','.join(others)})}")

    def get_urls(self):
        opts = self.model._meta
        start = path(
            "start/",
            self.admin_site.admin_view(self.start_view),
            name=f"{opts.app_label}_{opts.model_name}_start",
        )
        return [start, *super().get_urls()]

    def start_view(self, request):
        """Add campaign page: a starting layout (a draft with its blocks, in both languages) or a
        blank page (the add form)."""
        if not self.has_add_permission(request):
            raise PermissionDenied
        if request.method == "POST":
            layout = LAYOUTS.get(request.POST.get("layout", ""))
            if layout is None:
                return redirect(reverse("admin:campaigns_campaignpage_start"))
            with reversion.create_revision():
                reversion.set_user(request.user)
                reversion.set_comment(f"Started from the layout “{layout.name}”.")
                page = services.campaign_from_layout(layout)
                reversion.add_to_revision(page)
            self.message_user(
                request,
                f"A draft from the layout “{layout.name}”. Write your words where the blocks have words "
                "in [square brackets], in English and in Spanish, then change the address, publish and save.",
                messages.SUCCESS,
            )
            return redirect(reverse("admin:campaigns_campaignpage_change", args=[page.pk]))
        context = {
            **self.admin_site.each_context(request),
            "opts": self.model._meta,
            "title": "Add campaign page",
            "layouts": list(LAYOUTS.values()),
        }
        return TemplateResponse(request, "admin/campaigns/campaignpage/start.html", context)

    def preview_view(self, request, object_id=None):
        """Preview; with ?sizes=phone the same page in a 390 px frame beside a full-width one."""
        response = super().preview_view(request, object_id)
        previewed = response.status_code == 200 and "X-Robots-Tag" in response
        if request.GET.get("sizes") != "phone" or not previewed:
            return response
        language = response.headers.get("Content-Language", "en")
        context = {
            **self.admin_site.each_context(request),
            "opts": self.model._meta,
            "title": "Preview on a phone",
            "language_name": "in Spanish" if language == SPANISH else "in English",
            "page_html": response.content.decode(),
        }
        sized = TemplateResponse(request, "admin/campaigns/campaignpage/preview_sizes.html", context)
        sized.render()
        add_never_cache_headers(sized)
        sized["X-Robots-Tag"] = "noindex, nofollow"
        return sized

    def preview_page(self, request, form, related, *, untranslated):
        page = form.instance
        blocks = sorted(
            (block for items in related.values() for block in items),
            key=lambda block: block.ordering,
        )
        for block in blocks:
            unsaved_pictures_shown(block)
        # "Preview version B": the blocks an A/B test would show its visitors (else version A's).
        version = request.GET.get("version") if request.GET.get("version") in ("A", "B", "C") else "A"
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
