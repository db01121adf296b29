"""Preview: a public page drawn from an editor's unsaved change form (the admin's Preview button).

The page is rendered by the same view and template as the live one, with the submitted values in
place of the stored ones; nothing is saved, the response is never cached and never indexed, and a
banner says it is a preview.

A picture chosen in the form but not saved yet is shown too: cleaned as saving would clean it
(agency.uploads: metadata stripped, SVG sanitized) and written into the page as a data: address
(the site's CSP allows data: pictures), so nothing is stored before the editor saves.
"""

import base64

from django.core.exceptions import ValidationError
from django.db import models
from django.http import HttpResponse
from django.template.response import TemplateResponse
from django.urls import resolve
from django.utils.cache import add_never_cache_headers

from agency.uploads import ImageUploadField, RasterImageUploadField, clean_image
from marketing import selectors
from marketing.models import AI_AUTOMATION_SLUG, Offering, Page
from marketing.views import AiAutomationView, OfferingDetailView


class _Items:
    """Stands in for a related manager in templates: `offering.steps.all`."""

    def __init__(self, items):
        self._items = list(items)

    def all(self):
        return list(self._items)


class PreviewOffering:
    """An unsaved service or solution with its unsaved inline items (benefits, steps...)."""

    def __init__(self, offering: Offering, related: dict[str, list]):
        self._offering = offering
        self._related = related

    def __getattr__(self, name):
        if name in self._related:
            return _Items(self._related[name])
        return getattr(self._offering, name)


def _ordered(items: list) -> list:
    # An item whose order is left blank goes last, as saving it would place it.
    def position(item):
        order = getattr(item, "order", 0)
        return (float("inf") if order is None else order, item.pk or float("inf"))

    return sorted(items, key=position)


def _page_response(request, page: Page, related: dict[str, list]) -> TemplateResponse:
    content = selectors.PageContent(page=page)
    for block in _ordered(related.get("blocks", [])):
        content.blocks.setdefault(block.slot, []).append(block)
        content.block.setdefault(block.slot, block)
    match = resolve(page.get_absolute_url())
    view = match.func.view_class(**match.func.view_initkwargs)
    view.setup(request, *match.args, **match.kwargs)
    view.preview_content = content
    context = view.get_context_data(**match.kwargs)
    return TemplateResponse(request, view.get_template_names(), context)


def _offering_response(request, offering: Offering, related: dict[str, list]) -> TemplateResponse:
    preview = PreviewOffering(offering, {name: _ordered(items) for name, items in related.items()})
    if offering.is_service and offering.slug == AI_AUTOMATION_SLUG:
        view = AiAutomationView()
        view.setup(request)
        view.__dict__["offering"] = preview  # in place of the stored item (a cached_property)
        return TemplateResponse(request, view.get_template_names(), view.get_context_data())
    return OfferingDetailView().render_offering(request, preview)


_MEDIA_TYPES = {"svg": "image/svg+xml", "png": "image/png", "jpg": "image/jpeg", "webp": "image/webp"}


def unsaved_pictures_shown(obj: models.Model) -> int:
    """Gives every picture of `obj` uploaded in the form but not saved a `preview_url` (a data:
    address of the picture as it would be stored), which `{% picture %}` shows. Returns how many."""
    shown = 0
    for field in obj._meta.concrete_fields:
        if not isinstance(field, ImageUploadField | RasterImageUploadField):
            continue
        file = getattr(obj, field.attname)
        if not file or file._committed:
            continue
        try:
            file.file.seek(0)
            cleaned = clean_image(file.file, extensions=field.extensions, max_bytes=field.max_bytes)
        except ValidationError:
            continue  # the form reports it
        media_type = _MEDIA_TYPES.get(cleaned.ending, f"image/{cleaned.ending}")
        file.preview_url = f"data:{media_type};base64,{base64.b64encode(cleaned.content).decode()}"
        shown += 1
    return shown


def preview_response(
    request, obj: Page | Offering, related: dict[str, list], *, untranslated: list[str] = ()
) -> HttpResponse:
    """The public page of `obj` (unsaved) with `related` as its inline items, marked as a preview."""
    unsaved_pictures_shown(obj)
    if isinstance(obj, Page):
        response = _page_response(request, obj, related)
    else:
        response = _offering_response(request, obj, related)
    return preview_marked(response, untranslated=untranslated)


def preview_marked(response: TemplateResponse, *, untranslated: list[str] = ()) -> HttpResponse:
    """A page rendered from unsaved values, marked as a preview: banner, never cached, noindex.
    `untranslated`: the fields the banner names as shown in English (a Spanish preview's gaps)."""
    response.context_data["preview"] = True
    response.context_data["preview_untranslated"] = list(untranslated)
    response.render()
    add_never_cache_headers(response)
    response["X-Robots-Tag"] = "noindex, nofollow"
    return response
