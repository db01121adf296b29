"""Content editing in the Django admin (/django-admin/). Every save refreshes the cached pages."""

from django import forms
from django.contrib import admin

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


class PageBlockForm(forms.ModelForm):
    """A stored block keeps its slot: the page templates look blocks up by it, so renaming one
    would silently drop the block from its page. New blocks name theirs."""

    class Meta:
        model = PageBlock
        fields = ["order", "slot", "heading", "body", "icon"]

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if self.instance.pk:
            self.fields["slot"].disabled = True
            self.fields["slot"].help_text = "Fixed: the page's template places the block by this name."


class PageBlockInline(OrderedInline):
    model = PageBlock
    form = PageBlockForm
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
