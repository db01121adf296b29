"""The admin kit every content admin is built from (/django-admin/): each save refreshes the cached
pages, queues its pictures' renditions and leaves a redirect where a page moved.

Every content model keeps its history with django-reversion: each save, restore and deletion made
through `ContentAdmin` is a revision (who, when, what), which editors can compare with the current
item, restore, or recover once deleted. `TranslatedContentAdmin` sets each field's Spanish beside
it; `PreviewMixin` adds the Preview button (an admin draws its page in `preview_page`); the
editors' "Needs Spanish" page (`needs_spanish_view`) lists every such admin's rows still in English.
"""

import reversion
from django import forms
from django.conf import settings
from django.contrib import admin
from django.contrib.admin.utils import unquote
from django.core.exceptions import PermissionDenied
from django.db import models as db
from django.http import Http404
from django.shortcuts import get_object_or_404, redirect
from django.template.response import TemplateResponse
from django.urls import path, re_path, reverse
from django.utils import timezone, translation
from django.utils.formats import date_format
from django.utils.text import capfirst
from django.utils.translation import gettext as _
from reversion.admin import VersionAdmin
from reversion.models import Version

from agency.i18n import SPANISH, column, missing_spanish_fields, needing_spanish, own_parts, translated_fields
from agency.uploads import ImageUploadField, RasterImageUploadField
from publishing.richtext import RichTextField
from publishing.selectors import next_order, version_comparison
from publishing.services import address_changed, content_changed, pictures_saved
from publishing.widgets import (
    CountedProseEditor,
    CountedTextarea,
    CountedTextInput,
    PictureWidget,
    field_limit,
)


class CountedFieldsMixin:
    """Every text field with a limit shows it with a live counter (publishing.widgets)."""

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

    object_history_template = "admin/publishing/object_history.html"
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
        return TemplateResponse(request, "admin/publishing/compare.html", context)


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
    tab (publishing.preview). Nothing is saved."""

    change_form_template = "admin/publishing/change_form_preview.html"

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
            return TemplateResponse(request, "admin/publishing/preview_errors.html", context)
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
        """The public page of the form's unsaved item, drawn by each admin for its own pages (with
        publishing.preview's `unsaved_pictures_shown` and `preview_marked`); `untranslated`: the
        form's fields that fall back to English on the Spanish page."""
        raise NotImplementedError


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


class ListAdmin(ContentAdmin):
    list_display = ["__str__", "order", "updated_at"]
    list_editable = ["order"]
    ordering = ["order", "pk"]


class TranslatedListAdmin(ListAdmin, TranslatedContentAdmin):
    pass


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
    return TemplateResponse(request, "admin/publishing/needs_spanish.html", context)


def _field_label(model, name: str) -> str:
    return capfirst(model._meta.get_field(name).verbose_name) if name in translated_fields(model) else name
