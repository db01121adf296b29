"""/areas (the index, grouped by region) and /areas/<id> (an area page), /es/zonas/... in Spanish:
drawn on the server, cached for anonymous visitors like every public page. A draft or a scheduled
page is a 404. A page search engines may not see (areas.rules) still answers its visitors, with
`noindex` and no language links."""

import itertools

from django.http import Http404
from django.template.response import TemplateResponse
from django.urls import reverse
from django.utils.decorators import method_decorator
from django.utils.translation import gettext as _
from django.views import View

from areas import area_seo, selectors
from areas.models import Area
from areas.renderer import renderer
from marketing import catalogue_seo
from publishing import seo
from publishing.page_cache import cache_page_content


@method_decorator(cache_page_content, name="dispatch")
class AreaIndexView(View):
    def get(self, request):
        path = reverse("areas:index")
        title = _("Areas we serve in San Diego County")
        page_seo = seo.page_seo(
            request,
            title=title,
            description=_(
                "The cities and neighborhoods of San Diego County where we run SEO, advertising and "
                "websites for local businesses, grouped by region."
            ),
            path=path,
            structured_data=[seo.breadcrumbs(request, [(_("Areas we serve"), path)])],
            social=catalogue_seo.social_image(request, selectors.index_card_owner()),
        )
        context = {"seo": page_seo, "groups": selectors.index_groups(), "heading": title}
        return TemplateResponse(request, "areas/index.html", context)


@method_decorator(cache_page_content, name="dispatch")
class AreaView(View):
    def get(self, request, slug):
        area = selectors.area_at(slug)
        if area is None:
            raise Http404("No such area page.")
        return render_area(request, area, selectors.area_contents(area))


def render_area(
    request, area: Area, contents, *, proof=None, services=None, indexable=None
) -> TemplateResponse:
    """The area page (a stored one, or the admin's unsaved preview of one: its blocks, proof,
    services and verdict given)."""
    case_studies, testimonials = proof if proof is not None else selectors.local_proof(area)
    services = services if services is not None else selectors.area_services(area)
    if indexable is None:
        indexable = selectors.shown_to_search_engines(area)
    path = area.get_absolute_url()
    index = reverse("areas:index")
    blocks = list(contents.main)
    structured_data = [
        seo.breadcrumbs(request, [(_("Areas we serve"), index), (area.name, path)]),
        *area_seo.services(request, area, services),
    ]
    faqs = [block for block in blocks if hasattr(block, "question")]
    if faqs:
        structured_data.append(seo.faq_page(faqs))
    page_seo = seo.page_seo(
        request,
        title=_("Digital marketing in %(place)s") % {"place": area.name},
        description=area.meta_description,
        path=path,
        structured_data=structured_data,
        social=catalogue_seo.social_image(request, area) if area.pk else None,
        content=(area, *blocks),
    )
    context = {
        "area": area,
        "regions": renderer.regions_from_contents(contents),
        "picture": selectors.picture_template(area),
        "services": services,
        "case_studies": case_studies,
        "testimonials": testimonials,
        "seo": page_seo,
        "block_ids": itertools.count(1),
        "index_path": index,
    }
    if not indexable:
        # Not (yet) a page of its own to search engines: noindex, no language pairs to follow.
        page_seo["noindex"] = True
        context["language_alternates"] = []
    return TemplateResponse(request, "areas/page.html", context)
