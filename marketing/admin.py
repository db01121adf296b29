"""The catalogue in the Django admin (/django-admin/): services and solutions, the fixed pages, the
short lists, the agency's identity and the proof, each built from publishing's admin kit (history,
Preview, counted fields, Spanish beside English; every save refreshes the cached pages)."""

from django import forms
from django.contrib import admin, messages
from django.shortcuts import redirect
from django.urls import reverse
from django.utils.html import format_html

from marketing import models
from marketing.content import initial_identity_values
from marketing.page_previews import preview_response
from marketing.selectors import offering_empty_sections
from publishing.admin_kit import (
    SHARING_FIELDSET,
    ListAdmin,
    OrderedInline,
    PreviewMixin,
    SampleListFilter,
    SpanishFieldsMixin,
    TranslatedContentAdmin,
    TranslatedListAdmin,
    ordered_inline,
    sample_flag,
)


class CataloguePreviewMixin(PreviewMixin):
    """The Preview of a fixed page or an offering: its own page, drawn with the form's values."""

    def preview_page(self, request, form, related: dict[str, list], *, untranslated: list[str]):
        return preview_response(request, form.instance, related, untranslated=untranslated)


BenefitInline = ordered_inline(models.Benefit, "title", "text", "icon")
StepInline = ordered_inline(models.MethodologyStep, "title", "text", verbose_name="Our Approach step")
TransformationInline = ordered_inline(models.TransformationCard, "title", "text", "icon")
# Stacked, not tabular: each field keeps a label of its own (a table's column heading is none).
StatisticInline = ordered_inline(
    models.Statistic, "value", "label", verbose_name="Industry Insights statistic"
)
VerticalInline = ordered_inline(models.Vertical, "name", "text", "icon")


class OfferingForm(forms.ModelForm):
    """An id typed with capitals or spaces around it is stored lower-case (the model refuses any
    other character with a message saying which ones it takes)."""

    def clean_slug(self):
        return (self.cleaned_data.get("slug") or "").strip().lower()


class OfferingAdmin(CataloguePreviewMixin, TranslatedContentAdmin):
    form = OfferingForm
    list_display = ["name", "slug", "order", "updated_at"]
    list_editable = ["order"]
    search_fields = ["name", "slug", "title", "description"]
    ordering = ["order", "pk"]
    prepopulated_fields = {"slug": ["name"]}
    fieldsets = [
        (None, {"fields": ["name", "slug", "order", "summary", "icon"]}),
        ("Page", {"fields": ["title", "description", "transform_intro", "approach", "why_choose"]}),
        ("Industry Insights", {"fields": ["insights_heading", "insights_text"]}),
        (
            "Pictures",
            {
                "fields": [
                    "hero_image",
                    "hero_image_alt",
                    "hero_image_decorative",
                    "hero_image_focus",
                    "approach_image",
                    "approach_image_alt",
                    "approach_image_decorative",
                    "approach_image_focus",
                ],
                "description": (
                    "Each page has drawings of its own; an upload here replaces one of them. Describe "
                    "every picture you upload, and choose its focus: the part kept when it is cropped."
                ),
            },
        ),
        ("Search engines", {"fields": ["seo_title", "meta_description"]}),
        SHARING_FIELDSET,
    ]
    inlines = [TransformationInline, StepInline, StatisticInline, BenefitInline, VerticalInline]
    # "View on site" opens the public page (Offering.get_absolute_url).
    view_on_site = True

    def save_related(self, request, form, formsets, change):
        super().save_related(request, form, formsets, change)
        # Saved is live: say which sections of its page have nothing in them yet.
        empty = offering_empty_sections(form.instance)
        if empty:
            listed = "; ".join(f"{title} (add {fills})" for title, fills in empty)
            self.message_user(
                request,
                f"“{form.instance}” is live at {form.instance.get_absolute_url()} with empty sections: "
                f"{listed}. Fill them below; an empty section is left out of the page until then.",
                messages.WARNING,
            )

    def _reversion_revisionform_view(self, request, version, template_name, extra_context=None):
        # Restoring or recovering writes the saved row back before the form is shown: a saved id
        # another item has taken since would break the database's rule, so say why instead.
        problem = ""
        try:
            saved = version._object_version.object
        except Exception:  # noqa: BLE001  (django-reversion reports a version it cannot read)
            saved = None
        if isinstance(saved, models.Offering):
            problem = saved.slug_problem()
        if problem:
            messages.error(
                request,
                f"“{version.object_repr}” cannot be brought back as saved: {problem[:1].lower()}"
                f"{problem[1:].removesuffix(' Choose another id.').removesuffix('; choose another id.')}. "
                "Give that item another id first, then try again.",
            )
            opts = self.model._meta
            return redirect(f"admin:{opts.app_label}_{opts.model_name}_changelist")
        return super()._reversion_revisionform_view(request, version, template_name, extra_context)

    def reversion_register(self, model, **kwargs):
        # Services and solutions share a table: each keeps its own history, so a deleted service is
        # listed and recovered as a service.
        if model._meta.proxy:
            kwargs["for_concrete_model"] = False
        super().reversion_register(model, **kwargs)


@admin.register(models.Service)
class ServiceAdmin(OfferingAdmin):
    pass


@admin.register(models.Solution)
class SolutionAdmin(OfferingAdmin):
    inlines = [TransformationInline, StepInline, StatisticInline, BenefitInline]


class PageBlockForm(forms.ModelForm):
    """A stored block keeps its slot: the page templates look blocks up by it, so renaming one
    would silently drop the block from its page. New blocks name theirs."""

    class Meta:
        model = models.PageBlock
        fields = ["order", "slot", "heading", "body", "icon"]

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if self.instance.pk:
            self.fields["slot"].disabled = True
            self.fields["slot"].help_text = "Fixed: the page's template places the block by this name."


class PageBlockInline(OrderedInline):
    model = models.PageBlock
    form = PageBlockForm
    fields = ["order", "slot", "heading", "body", "icon"]


@admin.register(models.Page)
class PageAdmin(CataloguePreviewMixin, TranslatedContentAdmin):
    list_display = ["__str__", "title", "updated_at"]
    search_fields = ["title", "heading", "intro", "blocks__heading", "blocks__body"]
    fieldsets = [
        (None, {"fields": ["key", "title", "meta_description", "heading", "intro"]}),
        SHARING_FIELDSET,
    ]
    inlines = [PageBlockInline]
    view_on_site = True

    def get_readonly_fields(self, request, obj=None):
        # A page's key ties it to its address; it is chosen once.
        return ["key"] if obj else []


# The site's short lists of titled points: one admin serves each.
admin.site.register(
    [models.WhyChoosePoint, models.WhyActNowPoint, models.CoreValue, models.Differentiator],
    TranslatedListAdmin,
)


@admin.register(models.BrandLogo)
class BrandLogoAdmin(ListAdmin):
    list_display = ["name", "mark", "order", "updated_at"]


@admin.register(models.Faq)
class FaqAdmin(TranslatedListAdmin):
    list_display = ["question", "topic", "order", "updated_at"]
    list_filter = ["topic"]
    ordering = ["topic", "order", "pk"]
    search_fields = ["question", "answer"]


@admin.register(models.Milestone)
class MilestoneAdmin(TranslatedListAdmin):
    list_display = ["__str__", "year", "order", "updated_at"]
    ordering = ["year", "order", "pk"]


@admin.register(models.SiteIdentity)
class SiteIdentityAdmin(TranslatedContentAdmin):
    """The one identity row: the list opens it, a second cannot be added, it cannot be deleted."""

    fieldsets = [
        (None, {"fields": ["name", "description", "founding_year"]}),
        ("Logo", {"fields": ["logo", "logo_alt", "logo_decorative"]}),
        ("Contact", {"fields": ["email", "phone", "scheduling_url"]}),
        (
            "Address",
            {
                "fields": [
                    "street_address",
                    "locality",
                    "region",
                    "postal_code",
                    "country",
                    "map_url",
                    "map_link_in_use",
                ]
            },
        ),
        (
            "Social profiles",
            {"fields": ["linkedin_url", "instagram_url", "facebook_url", "x_url", "youtube_url"]},
        ),
    ]

    readonly_fields = ["map_link_in_use"]

    @admin.display(description="“View on map” opens")
    def map_link_in_use(self, obj):
        link = obj.map_link if obj else ""
        if not link:
            return "Nothing yet: add a street address or ZIP code."
        how = "the link set above" if obj.map_url else "a map search for the address, as last saved"
        return format_html(
            '<a href="{}" target="_blank" rel="noopener noreferrer">{}</a> ({})', link, link, how
        )

    def has_add_permission(self, request):
        return super().has_add_permission(request) and not models.SiteIdentity.objects.exists()

    def get_changeform_initial_data(self, request):
        return initial_identity_values()

    def has_delete_permission(self, request, obj=None):
        return False

    def changelist_view(self, request, extra_context=None):
        identity = models.SiteIdentity.objects.first()
        if identity is None:
            return redirect(reverse("admin:marketing_siteidentity_add"))
        return redirect(reverse("admin:marketing_siteidentity_change", args=[identity.pk]))


# --------------------------------------------------------------------------------------------
# Proof: case studies, testimonials, the team
# --------------------------------------------------------------------------------------------


class HeadlineResultFormSet(forms.BaseInlineFormSet):
    """A case study states two to four headline results: fewer says too little, more dilutes them."""

    minimum, maximum = 2, 4

    def clean(self):
        super().clean()
        kept = [
            form
            for form in self.forms
            if form.cleaned_data and not form.cleaned_data.get("DELETE") and form.cleaned_data.get("figure")
        ]
        if not self.minimum <= len(kept) <= self.maximum:
            raise forms.ValidationError(
                f"Give {self.minimum} to {self.maximum} headline results (this case study has {len(kept)})."
            )


class HeadlineResultInline(SpanishFieldsMixin, admin.TabularInline):
    model = models.CaseStudyResult
    formset = HeadlineResultFormSet
    fields = ["order", "figure", "unit", "label"]
    extra = 0
    min_num = HeadlineResultFormSet.minimum
    max_num = HeadlineResultFormSet.maximum
    ordering = ["order", "pk"]


class CaseStudyPictureInline(OrderedInline):
    model = models.CaseStudyPicture
    fields = ["order", "image", "alt", "caption"]
    verbose_name_plural = "further pictures"


@admin.register(models.CaseStudy)
class CaseStudyAdmin(TranslatedContentAdmin):
    list_display = [
        "client_name",
        "industry",
        "is_published",
        "is_featured",
        sample_flag,
        "published_on",
        "order",
    ]
    list_editable = ["is_published", "is_featured", "order"]
    list_filter = ["is_published", "is_featured", SampleListFilter, "industry", "services"]
    search_fields = ["client_name", "title", "summary"]
    prepopulated_fields = {"slug": ["client_name"]}
    filter_horizontal = ["services"]
    date_hierarchy = "published_on"
    fieldsets = [
        (None, {"fields": ["client_name", "slug", "title", "summary", "industry", "services"]}),
        (
            "Publishing",
            {"fields": ["is_published", "is_featured", "published_on", "order", "is_sample"]},
        ),
        (
            "Story",
            {
                "fields": ["challenge", "approach", "results"],
                "description": (
                    "Headings, paragraphs, lists, quotations, links, bold and italic, and pictures "
                    "uploaded to this site (their address starts with /media/). Anything else pasted "
                    "in (styles, scripts, pictures from other websites) is removed when you save."
                ),
            },
        ),
        ("Pictures", {"fields": ["hero_image", "hero_image_alt", "hero_image_focus", "logo"]}),
        ("Search engines", {"fields": ["seo_title", "meta_description"]}),
    ]
    inlines = [HeadlineResultInline, CaseStudyPictureInline]


@admin.register(models.Testimonial)
class TestimonialAdmin(TranslatedContentAdmin):
    list_display = ["person", "company", "case_study", "is_published", sample_flag, "order"]
    list_editable = ["is_published", "order"]
    list_filter = ["is_published", SampleListFilter, "services"]
    search_fields = ["person", "company", "quote"]
    filter_horizontal = ["services"]
    autocomplete_fields = ["case_study"]
    fieldsets = [
        (None, {"fields": ["quote", "person", "role", "company"]}),
        ("Photo", {"fields": ["photo", "photo_alt"]}),
        ("Where it appears", {"fields": ["case_study", "services", "is_published", "order", "is_sample"]}),
    ]


@admin.register(models.TeamMember)
class TeamMemberAdmin(TranslatedContentAdmin):
    list_display = ["name", "role", "is_published", sample_flag, "order"]
    list_editable = ["is_published", "order"]
    list_filter = ["is_published", SampleListFilter]
    search_fields = ["name", "role"]
    prepopulated_fields = {"slug": ["name"]}
    fields = [
        "name",
        "slug",
        "role",
        "bio",
        "photo",
        "photo_alt",
        "photo_focus",
        "profile_url",
        "is_published",
        "order",
        "is_sample",
    ]
