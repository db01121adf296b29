"""Content editing in the Django admin (/django-admin/). Every save refreshes the cached pages.

Every content model keeps its history with django-reversion: each save, restore and deletion made
here is a revision (who, when, what), which editors can compare with the current item, restore, or
recover once deleted.
"""

import reversion
from django import forms
from django.conf import settings
from django.contrib import admin, messages
from django.contrib.admin.utils import unquote
from django.core.exceptions import PermissionDenied
from django.db import models as db
from django.http import Http404
from django.shortcuts import get_object_or_404, redirect
from django.template.response import TemplateResponse
from django.urls import path, re_path, reverse
from django.utils import timezone, translation
from django.utils.formats import date_format
from django.utils.html import format_html
from django.utils.text import capfirst
from django.utils.translation import gettext as _
from reversion.admin import VersionAdmin
from reversion.models import Version

from agency.i18n import SPANISH, column, missing_spanish_fields, needing_spanish, own_parts, translated_fields
from agency.richtext import RichTextField
from agency.uploads import ImageUploadField, RasterImageUploadField
from marketing import models
from marketing.content import initial_identity_values
from marketing.preview import preview_response
from marketing.selectors import next_order, offering_empty_sections, version_comparison
from marketing.services import address_changed, content_changed, pictures_saved
from marketing.widgets import (
    CountedProseEditor,
    CountedTextarea,
    CountedTextInput,
    PictureWidget,
    field_limit,
)


class CountedFieldsMixin:
    """Every text field with a limit shows it with a live counter (marketing.widgets)."""

    def formfield_for_dbfield(self, db_field, request, **kwargs):
        formfield = super().formfield_for_dbfield(db_field, request, **kwargs)
        if formfield is not None and isinstance(db_field, db.FileField):
            if isinstance(db_field, ImageUploadField | RasterImageUploadField):
                # A thumbnail of the current picture beside the input.
                formfield.widget = PictureWidget(attrs=formfield.widget.attrs)
                focus = f"{db_field.name}_focus"
                if any(f.name == focus for f in db_field.model._meta.fields):
                    formfield.widget.focus_field_id = f"id_{focus}"
            # The admin puts a file field's label in a legend around it; the input needs its own name.
            formfield.widget.attrs.setdefault("aria-label", capfirst(db_field.verbose_name))
        limit = field_limit(db_field)
        if formfield is None or limit is None or db_field.choices:
            return formfield
        if isinstance(db_field, RichTextField):
            widget = CountedProseEditor(limit=limit, attrs=formfield.widget.attrs)
            widget.config, widget.preset = formfield.widget.config, formfield.widget.preset
            formfield.widget = widget
        elif isinstance(db_field, db.TextField):
            formfield.widget = CountedTextarea(limit=limit, attrs=formfield.widget.attrs)
        elif type(getattr(db_field, "translated_field", db_field)) in (db.CharField, db.SlugField):
            formfield.widget = CountedTextInput(limit=limit, attrs=formfield.widget.attrs)
        return formfield


class SpanishFieldsMixin:
    """Each translated field (marketing/translation.py) is followed on the form by its Spanish:
    “Title”, then “Title [es]”. The field itself is the English (the admin runs in English), so
    its name, limits and counter are as they always were; the Spanish is optional."""

    def _with_spanish(self, names):
        translated = translated_fields(self.model)
        columns = {column(name, language) for name in translated for language in ("en", SPANISH)}
        shown = []
        for name in names:
            if isinstance(name, list | tuple):  # a row of fields
                shown.append(tuple(self._with_spanish(name)))
                continue
            if name in columns:
                continue  # placed right after its field below
            shown.append(name)
            if name in translated:
                shown.append(column(name, SPANISH))
        return shown

    def get_fields(self, request, obj=None):
        return self._with_spanish(super().get_fields(request, obj))

    def get_fieldsets(self, request, obj=None):
        return [
            (name, {**options, "fields": self._with_spanish(options["fields"])})
            for name, options in super().get_fieldsets(request, obj)
        ]


class ContentAdmin(CountedFieldsMixin, VersionAdmin):
    """Announces every change so the next request renders the page afresh, and keeps its history.

    Restoring or recovering a version goes through the change form's save, so it bumps the content
    version like any save.
    """

    object_history_template = "admin/marketing/object_history.html"
    history_latest_first = True
    # Site content: the Editors role (accounts.roles) holds every permission on this model and its inlines.
    site_content = True

    def change_view(self, request, object_id, form_url="", extra_context=None):
        if request.method == "POST":
            self._record_first_version(request, object_id)
        return super().change_view(request, object_id, form_url, extra_context)

    def _record_first_version(self, request, object_id) -> None:
        # Seeded rows have no history: keep them as they were before their first change, so that
        # change (an inline block deleted, say) can be undone too.
        obj = self.get_object(request, unquote(object_id))
        if obj is not None and not Version.objects.get_for_object(obj).exists():
            with reversion.create_revision():
                reversion.set_comment(_("As it was before the first change in the admin."))
                reversion.add_to_revision(obj)

    def get_changeform_initial_data(self, request):
        initial = super().get_changeform_initial_data(request)
        if "order" not in initial and any(f.name == "order" for f in self.model._meta.fields):
            # A new item goes after the last one, not before them all (order 0).
            initial["order"] = next_order(self.get_queryset(request))
        return initial

    def view_on_site(self, obj):
        # The page's own address, not the contenttypes shortcut (which would name the sites
        # framework's domain rather than this site's).
        return obj.get_absolute_url() if hasattr(obj, "get_absolute_url") else None

    def save_model(self, request, obj, form, change):
        old_path = self._path_before(obj, form) if change else None
        super().save_model(request, obj, form, change)
        if old_path and old_path != obj.get_absolute_url():
            # A changed id moves the page: its old address answers 301 to the new one.
            address_changed(old_path=old_path, new_path=obj.get_absolute_url())
        pictures_saved(obj)
        content_changed()

    @staticmethod
    def _path_before(obj, form) -> str | None:
        if "slug" not in form.changed_data or not hasattr(obj, "get_absolute_url"):
            return None
        before = type(obj).objects.filter(pk=obj.pk).first()
        return before.get_absolute_url() if before else None

    def save_formset(self, request, form, formset, change):
        if any(f.name == "order" for f in formset.model._meta.fields):
            self._save_ordered_formset(formset)
        else:
            super().save_formset(request, form, formset, change)
        # Pictures added or replaced in an inline get their renditions made off the request.
        for obj in [*formset.new_objects, *(changed for changed, _fields in formset.changed_objects)]:
            pictures_saved(obj)

    @staticmethod
    def _save_ordered_formset(formset):
        # An inline item added with its order left blank goes after the item's others.
        instances = formset.save(commit=False)
        for obj in formset.deleted_objects:
            obj.delete()
        for obj in instances:
            if obj.order is not None:
                obj.save()
        siblings = formset.model._default_manager.filter(**{formset.fk.name: formset.instance})
        for obj in instances:
            if obj.order is None:
                obj.order = next_order(siblings)
                obj.save()
        formset.save_m2m()

    def save_related(self, request, form, formsets, change):
        super().save_related(request, form, formsets, change)
        content_changed()

    def delete_model(self, request, obj):
        self._record_deletion(request, [obj])
        super().delete_model(request, obj)
        content_changed()

    def delete_queryset(self, request, queryset):
        self._record_deletion(request, list(queryset))
        super().delete_queryset(request, queryset)
        content_changed()

    def _record_deletion(self, request, objects) -> None:
        # Seeded rows have no revision until first edited: one taken now makes any deletion recoverable.
        with reversion.create_revision():
            reversion.set_user(request.user)
            reversion.set_comment(_("Deleted."))
            for obj in objects:
                reversion.add_to_revision(obj)

    def get_urls(self):
        opts = self.model._meta
        compare = re_path(
            r"^([^/]+)/history/(\d+)/compare/$",
            self.admin_site.admin_view(self.compare_view),
            name=f"{opts.app_label}_{opts.model_name}_compare",
        )
        return [compare, *super().get_urls()]

    def compare_view(self, request, object_id, version_id):
        """A saved version beside the current item, field by field, with its inline items."""
        obj = self.get_object(request, object_id)
        if obj is None or not self.has_view_or_change_permission(request, obj):
            raise PermissionDenied
        version = get_object_or_404(Version.objects.get_for_object(obj), pk=version_id)
        context = {
            **self.admin_site.each_context(request),
            "opts": self.model._meta,
            "original": obj,
            "version": version,
            "comparison": version_comparison(version, obj),
            # In the site's time zone and format, as the history list beside it shows it.
            "title": _("Compare %(name)s with the version of %(date)s")
            % {
                "name": obj,
                "date": date_format(timezone.localtime(version.revision.date_created), "DATETIME_FORMAT"),
            },
        }
        request.current_app = self.admin_site.name
        return TemplateResponse(request, "admin/marketing/compare.html", context)


class NeedsSpanishFilter(admin.SimpleListFilter):
    """Rows with a translated field in English and not in Spanish (their inline items count too):
    on their Spanish page visitors read that English, and the page is kept out of search results."""

    title = "Spanish"
    parameter_name = "spanish"

    def lookups(self, request, model_admin):
        return [("missing", "Needs Spanish"), ("done", "Translated")]

    def queryset(self, request, queryset):
        if self.value() == "missing":
            return needing_spanish(queryset)
        if self.value() == "done":
            return queryset.exclude(pk__in=needing_spanish(queryset).values("pk"))
        return queryset


@admin.display(description="Spanish")
def spanish_status(obj) -> str:
    """ "Translated", or how many fields still show English on the Spanish page."""
    missing = len(missing_spanish_fields(obj)) + sum(
        len(missing_spanish_fields(part)) for part in own_parts(obj)
    )
    if not missing:
        return "Translated"
    return f"Needs Spanish ({missing} field{'s' if missing != 1 else ''})"


class TranslatedContentAdmin(SpanishFieldsMixin, ContentAdmin):
    """Content with English and Spanish columns (marketing/translation.py): each translated field
    is followed by its Spanish, side by side on one form; the list says which rows need Spanish."""

    def get_list_display(self, request):
        return [*super().get_list_display(request), spanish_status]

    def get_list_filter(self, request):
        return [*super().get_list_filter(request), NeedsSpanishFilter]


SHARING_FIELDSET = (
    "Sharing",
    {
        "fields": ["social_image", "social_image_alt"],
        "description": (
            "Links to this page shared on social networks show a card drawn from its heading and the "
            "brand. Upload a picture to show instead; clear it to go back to the drawn card."
        ),
    },
)


class PreviewMixin:
    """A Preview button on the change form: the public page with the form's unsaved values, in a new
    tab (marketing.preview). Nothing is saved."""

    change_form_template = "admin/marketing/change_form_preview.html"

    def get_urls(self):
        opts = self.model._meta
        preview = path(
            "<path:object_id>/change/preview/",
            self.admin_site.admin_view(self.preview_view),
            name=f"{opts.app_label}_{opts.model_name}_preview",
        )
        preview_add = path(
            "add/preview/",
            self.admin_site.admin_view(self.preview_view),
            name=f"{opts.app_label}_{opts.model_name}_add_preview",
        )
        return [preview_add, preview, *super().get_urls()]

    def preview_view(self, request, object_id=None):
        """The change form's page (object_id) or the add form's (none), as the form would save it."""
        opts = self.model._meta
        if object_id is None:
            obj = None
            if not self.has_add_permission(request):
                raise PermissionDenied
            back = reverse(f"admin:{opts.app_label}_{opts.model_name}_add")
        else:
            obj = self.get_object(request, unquote(object_id))
            if obj is None:
                raise Http404
            if not self.has_change_permission(request, obj):
                raise PermissionDenied
            back = reverse(f"admin:{opts.app_label}_{opts.model_name}_change", args=[obj.pk])
        if request.method != "POST":
            return redirect(back)
        form = self.get_form(request, obj, change=obj is not None)(request.POST, request.FILES, instance=obj)
        errors = [] if form.is_valid() else [form.errors]
        parent = form.instance
        related = {}
        for formset_class, inline in self.get_formsets_with_inlines(request, obj):
            prefix = formset_class.get_default_prefix()
            formset = formset_class(**self.get_formset_kwargs(request, parent, inline, prefix))
            if not formset.is_valid():
                errors.extend(error for error in formset.errors if error)
                errors.extend([formset.non_form_errors()] if formset.non_form_errors() else [])
                continue
            related[formset.fk.remote_field.get_accessor_name()] = [
                f.instance
                for f in formset.forms
                if f not in formset.deleted_forms and (f.instance.pk or f.has_changed())
            ]
        if errors:
            context = {
                **self.admin_site.each_context(request),
                "opts": opts,
                "original": obj,
                "back": back,
                "errors": errors,
                "title": "Preview not possible yet",
            }
            return TemplateResponse(request, "admin/marketing/preview_errors.html", context)
        # The form was read in English, as the admin runs (a field is its English column); the
        # page is drawn in the language of the button pressed, at that language's address.
        language = request.POST.get("_preview")
        if language not in dict(settings.LANGUAGES):
            language = settings.LANGUAGE_CODE
        untranslated = _untranslated_labels(form.instance, related) if language == SPANISH else []
        with translation.override(language):
            request.LANGUAGE_CODE = language
            response = self.preview_page(request, form, related, untranslated=untranslated)
        response.headers["Content-Language"] = language
        return response

    def preview_page(self, request, form, related: dict[str, list], *, untranslated: list[str]):
        """The public page of the form's unsaved item (another app's admin draws its own);
        `untranslated`: the form's fields that fall back to English on the Spanish page."""
        return preview_response(request, form.instance, related, untranslated=untranslated)


def _untranslated_labels(obj, related: dict[str, list]) -> list[str]:
    """The unsaved item's fields with English and no Spanish, by their labels on the form (an
    inline item's with its kind first: "Benefit: Title")."""
    labels = [str(_field_label(type(obj), name)) for name in missing_spanish_fields(obj)]
    for items in related.values():
        for item in items:
            kind = capfirst(item._meta.verbose_name)
            labels.extend(
                f"{kind}: {_field_label(type(item), name)}" for name in missing_spanish_fields(item)
            )
    return list(dict.fromkeys(labels))


class OrderedInlineFormSet(forms.BaseInlineFormSet):
    """An item added with its order left blank goes after the others (ContentAdmin.save_formset)."""

    def add_fields(self, form, index):
        super().add_fields(form, index)
        order = form.fields.get("order")
        if order is not None and form.instance.pk is None:
            order.required = False
            order.initial = None
            order.help_text = "Lower numbers are shown first. Leave it empty to place the item last."


class OrderedInline(SpanishFieldsMixin, CountedFieldsMixin, admin.StackedInline):
    extra = 0
    ordering = ["order", "pk"]
    formset = OrderedInlineFormSet


def ordered_inline(model, *fields: str, verbose_name: str = "") -> type[OrderedInline]:
    """The inline of an offering's ordered children of `model`: the order, then `fields`."""
    attrs = {"model": model, "fields": ["order", *fields]}
    if verbose_name:
        attrs["verbose_name"] = verbose_name
    return type(f"{model.__name__}Inline", (OrderedInline,), attrs)


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


class OfferingAdmin(PreviewMixin, TranslatedContentAdmin):
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
class PageAdmin(PreviewMixin, TranslatedContentAdmin):
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


class ListAdmin(ContentAdmin):
    list_display = ["__str__", "order", "updated_at"]
    list_editable = ["order"]
    ordering = ["order", "pk"]


class TranslatedListAdmin(ListAdmin, TranslatedContentAdmin):
    pass


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


class SampleListFilter(admin.SimpleListFilter):
    title = "content"
    parameter_name = "sample"

    def lookups(self, request, model_admin):
        return [("yes", "Sample content"), ("no", "Our own")]

    def queryset(self, request, queryset):
        if self.value() in ("yes", "no"):
            return queryset.filter(is_sample=self.value() == "yes")
        return queryset


@admin.display(description="sample", boolean=True, ordering="is_sample")
def sample_flag(obj) -> bool:
    return obj.is_sample


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


def needs_spanish_view(request):
    """/django-admin/needs-spanish/: every row whose Spanish page still shows English, by kind, with
    which fields lack Spanish and a link to its form (for the models this editor may change)."""
    groups = []
    for model, model_admin in admin.site._registry.items():
        if not isinstance(model_admin, TranslatedContentAdmin) or model._meta.proxy:
            continue
        if not model_admin.has_view_or_change_permission(request):
            continue
        rows = []
        for obj in needing_spanish(model._default_manager.all()):
            fields = [_field_label(model, name) for name in missing_spanish_fields(obj)]
            for part in own_parts(obj):
                fields += [
                    f"{capfirst(part._meta.verbose_name)}: {_field_label(type(part), name)}"
                    for name in missing_spanish_fields(part)
                ]
            url = reverse(f"admin:{model._meta.app_label}_{model._meta.model_name}_change", args=[obj.pk])
            rows.append({"object": obj, "url": url, "fields": fields})
        if rows:
            groups.append({"name": capfirst(model._meta.verbose_name_plural), "rows": rows})
    groups.sort(key=lambda group: group["name"])
    context = {
        **admin.site.each_context(request),
        "title": "Needs Spanish",
        "groups": groups,
        "total": sum(len(group["rows"]) for group in groups),
    }
    return TemplateResponse(request, "admin/marketing/needs_spanish.html", context)


def _field_label(model, name: str) -> str:
    return capfirst(model._meta.get_field(name).verbose_name) if name in translated_fields(model) else name
