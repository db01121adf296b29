"""Content editing in the Django admin (/django-admin/). Every save refreshes the cached pages."""

from django.contrib import admin
from django.shortcuts import redirect
from django.urls import reverse

from marketing.content import initial_identity_values
from marketing.models import (
    Benefit,
    BrandLogo,
    CoreValue,
    Differentiator,
    Faq,
    MethodologyStep,
    Milestone,
    Page,
    PageBlock,
    Service,
    SiteIdentity,
    Solution,
    Statistic,
    TransformationCard,
    Vertical,
    WhyActNowPoint,
    WhyChoosePoint,
)
from marketing.services import content_changed


class ContentAdmin(admin.ModelAdmin):
    """Announces every change so the next request renders the page afresh."""

    def save_model(self, request, obj, form, change):
        super().save_model(request, obj, form, change)
        content_changed()

    def save_related(self, request, form, formsets, change):
        super().save_related(request, form, formsets, change)
        content_changed()

    def delete_model(self, request, obj):
        super().delete_model(request, obj)
        content_changed()

    def delete_queryset(self, request, queryset):
        super().delete_queryset(request, queryset)
        content_changed()


class OrderedInline(admin.StackedInline):
    extra = 0
    ordering = ["order", "pk"]


class BenefitInline(OrderedInline):
    model = Benefit
    fields = ["order", "title", "text", "icon"]


class StepInline(OrderedInline):
    model = MethodologyStep
    fields = ["order", "title", "text"]
    verbose_name = "Our Approach step"


class TransformationInline(OrderedInline):
    model = TransformationCard
    fields = ["order", "title", "text", "icon"]


class StatisticInline(admin.TabularInline):
    model = Statistic
    extra = 0
    fields = ["order", "value", "label"]
    verbose_name = "Industry Insights statistic"


class VerticalInline(OrderedInline):
    model = Vertical
    fields = ["order", "name", "text", "icon"]


class OfferingAdmin(ContentAdmin):
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
                "fields": ["hero_image", "approach_image"],
                "description": "Each page has drawings of its own; an upload here replaces one of them.",
            },
        ),
        ("Search engines", {"fields": ["seo_title", "meta_description"]}),
    ]
    inlines = [TransformationInline, StepInline, StatisticInline, BenefitInline, VerticalInline]
    # "View on site" opens the public page (Offering.get_absolute_url).
    view_on_site = True


@admin.register(Service)
class ServiceAdmin(OfferingAdmin):
    pass


@admin.register(Solution)
class SolutionAdmin(OfferingAdmin):
    inlines = [TransformationInline, StepInline, StatisticInline, BenefitInline]


class PageBlockInline(OrderedInline):
    model = PageBlock
    fields = ["order", "slot", "heading", "body", "icon"]


@admin.register(Page)
class PageAdmin(ContentAdmin):
    list_display = ["__str__", "title", "updated_at"]
    search_fields = ["title", "heading", "intro", "blocks__heading", "blocks__body"]
    fields = ["key", "title", "meta_description", "heading", "intro"]
    inlines = [PageBlockInline]
    view_on_site = True

    def get_readonly_fields(self, request, obj=None):
        # A page's key ties it to its address; it is chosen once.
        return ["key"] if obj else []


class ListAdmin(ContentAdmin):
    list_display = ["__str__", "order", "updated_at"]
    list_editable = ["order"]
    ordering = ["order", "pk"]


@admin.register(WhyChoosePoint)
class WhyChoosePointAdmin(ListAdmin):
    pass


@admin.register(WhyActNowPoint)
class WhyActNowPointAdmin(ListAdmin):
    pass


@admin.register(BrandLogo)
class BrandLogoAdmin(ListAdmin):
    list_display = ["name", "mark", "order", "updated_at"]


@admin.register(Faq)
class FaqAdmin(ListAdmin):
    list_display = ["question", "topic", "order", "updated_at"]
    list_filter = ["topic"]
    ordering = ["topic", "order", "pk"]
    search_fields = ["question", "answer"]


@admin.register(CoreValue)
class CoreValueAdmin(ListAdmin):
    pass


@admin.register(Differentiator)
class DifferentiatorAdmin(ListAdmin):
    pass


@admin.register(Milestone)
class MilestoneAdmin(ListAdmin):
    list_display = ["__str__", "year", "order", "updated_at"]
    ordering = ["year", "order", "pk"]


@admin.register(SiteIdentity)
class SiteIdentityAdmin(ContentAdmin):
    """The one identity row: the list opens it, a second cannot be added, it cannot be deleted."""

    fieldsets = [
        (None, {"fields": ["name", "description", "logo", "founding_year"]}),
        ("Contact", {"fields": ["email", "phone", "scheduling_url"]}),
        (
            "Address",
            {"fields": ["street_address", "locality", "region", "postal_code", "country", "map_url"]},
        ),
        (
            "Social profiles",
            {"fields": ["linkedin_url", "instagram_url", "facebook_url", "x_url", "youtube_url"]},
        ),
    ]

    def has_add_permission(self, request):
        return super().has_add_permission(request) and not SiteIdentity.objects.exists()

    def get_changeform_initial_data(self, request):
        return initial_identity_values()

    def has_delete_permission(self, request, obj=None):
        return False

    def changelist_view(self, request, extra_context=None):
        identity = SiteIdentity.objects.first()
        if identity is None:
            return redirect(reverse("admin:marketing_siteidentity_add"))
        return redirect(reverse("admin:marketing_siteidentity_change", args=[identity.pk]))
