"""The Preview of a fixed page or a service or solution: its public page rendered by the same view
and template as the live one, with the change form's unsaved values (and inline items) in place of
the stored ones, marked as a preview by publishing.preview."""

from django.http import HttpResponse
from django.template.response import TemplateResponse
from django.urls import resolve

from marketing import selectors
from marketing.models import AI_AUTOMATION_SLUG, Offering, Page
from marketing.views import AiAutomationView, OfferingDetailView
from publishing.preview import preview_marked, unsaved_pictures_shown


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
