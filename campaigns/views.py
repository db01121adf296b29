"""/lp/<id> (and /es/lp/<id>): a landing page drawn from its blocks, on the server, cached for
anonymous visitors like every public page. Before it starts it is a 404; after it ends its address
answers 301 to the page the editor chose, or 410 Gone."""

import itertools

from django.http import Http404, HttpResponsePermanentRedirect
from django.template.response import TemplateResponse
from django.utils.decorators import method_decorator
from django.views import View

from agency.i18n import path_in_language
from campaigns import selectors
from campaigns.models import CampaignPage
from campaigns.renderer import renderer
from marketing import seo
from marketing.cache import cache_page_content


@method_decorator(cache_page_content, name="dispatch")
class CampaignView(View):
    def get(self, request, slug):
        page = selectors.campaign_at(slug)
        if page is None:
            raise Http404("No such campaign page.")
        if page.state == CampaignPage.State.ENDED:
            if page.ended_redirect:
                return HttpResponsePermanentRedirect(path_in_language(page.ended_redirect))
            return TemplateResponse(request, "campaigns/ended.html", {"page": page}, status=410)
        return render_campaign(request, page, selectors.campaign_contents(page))


def render_campaign(request, page: CampaignPage, contents, *, version: str | None = None) -> TemplateResponse:
    """The page with its blocks (a stored page, or the admin's unsaved preview of one), in the A/B
    test version the request was given (campaigns.middleware; `version` "B" for a preview of B):
    the blocks of every version and of its own, the original's ("A") outside a test. Its address,
    canonical and language links are the page's own whatever the version."""
    tag = getattr(request, "ab_version", "")
    letter = version or (tag.rsplit(":", 1)[1] if tag else "A")
    contents = selectors.contents_in_version(page, contents, letter)
    path = page.get_absolute_url()
    blocks = list(contents.main)
    structured_data = [seo.breadcrumbs(request, [(page.title, path)])]
    faqs = selectors.faq_blocks(contents)
    if faqs:
        structured_data.append(seo.faq_page(faqs))
    page_seo = seo.page_seo(
        request,
        title=page.title,
        description=page.meta_description,
        path=path,
        structured_data=structured_data,
        social=seo.social_image(request, page),
        content=(page, *blocks),
    )
    placed = _forms_placed(contents)
    context = {
        "page": page,
        "hero": selectors.hero_of(contents),
        "regions": renderer.regions_from_contents(contents),
        "forms": placed,
        # The forms built in the admin have no island: a page showing only those loads no script.
        "islands_needed": any(not form.startswith("built-") for form in placed),
        "seo": page_seo,
        # Named in the page (<meta name="ab-version">, the forms' hidden input): the beacon counts
        # the view as an exposure of it and a lead sent from the page records it.
        "ab_version": tag if version is None else "",
        # Each block's section gets its own id for its heading.
        "block_ids": itertools.count(1),
    }
    if not page.in_search_engines:
        # Paid-traffic pages: noindex, and no language pairs for search engines to follow.
        page_seo["noindex"] = True
        context["language_alternates"] = []
    return TemplateResponse(request, "campaigns/page.html", context)


def _forms_placed(contents) -> list[str]:
    """The lead forms the page shows, each once: the first block of a form draws it (the page's
    #form is the first of all), a later block of the same form links to it."""
    placed: list[str] = []
    for number, block in enumerate(selectors.form_blocks(contents)):
        block.anchor = "form" if number == 0 else f"form-{number + 1}"
        block.first_of_its_form = block.shown_form not in placed
        if block.first_of_its_form:
            placed.append(block.shown_form)
            block.form_anchor = block.anchor
        else:
            block.form_anchor = next(
                b.anchor for b in selectors.form_blocks(contents) if b.shown_form == block.shown_form
            )
    return placed
