"""/lp/<id> (and /es/lp/<id>): a landing page drawn from its blocks, on the server, cached for
anonymous visitors like every public page. Before it starts it is a 404; after it ends its address
answers 301 to the page the editor chose, or 410 Gone."""

import itertools

from django.db.models import F
from django.http import FileResponse, Http404, HttpResponsePermanentRedirect
from django.template.response import TemplateResponse
from django.utils.decorators import method_decorator
from django.utils.translation import gettext as _
from django.views import View
from django.views.decorators.http import require_safe

from agency.i18n import path_in_language
from campaigns import guide_links, selectors
from campaigns.models import CampaignPage, Guide
from campaigns.renderer import renderer
from marketing import catalogue_seo
from publishing import seo
from publishing.page_cache import cache_page_content


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
        social=catalogue_seo.social_image(request, page),
        content=(page, *blocks),
    )
    placed = _forms_placed(contents)
    context = {
        "page": page,
        "hero": selectors.hero_of(contents),
        "regions": renderer.regions_from_contents(contents),
        "forms": placed,
        "islands_needed": bool(placed),
        # The forms built in the admin share one island; each block carries its own props.
        "built_forms_placed": any(form.startswith("built-") for form in placed),
        # The guide each form offers (its island's success says it is on its way by email).
        "form_guides": selectors.guides_of_forms(contents),
        "seo": page_seo,
        # Named in the page (<meta name="ab-version">, the <noscript> image): the beacon counts the
        # view as an exposure of it when it is the version drawn for the visitor (analytics.ab_versions).
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
        block.first_of_its_form = block.form not in placed
        if block.first_of_its_form:
            placed.append(block.form)
            block.form_anchor = block.anchor
        else:
            block.form_anchor = next(
                b.anchor for b in selectors.form_blocks(contents) if b.form == block.form
            )
    return placed


# ------------------------------------------------------------------------------
# Guides to download: /guides/<token> (/es/guias/<token>), the signed link of an acknowledgement
# ------------------------------------------------------------------------------
GUIDE_HEADERS = {
    # A download, never shown in the site's origin, never cached or indexed, never referred on.
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cache-Control": "private, no-store",
    "X-Robots-Tag": "noindex, nofollow",
    "Referrer-Policy": "no-referrer",
}


@require_safe
def guide_download(request, token: str):
    """The guide's PDF in the lead's language, streamed from the private storage; an expired or
    broken link gets a page that says so and where to ask for a fresh one."""
    try:
        claim = guide_links.guide_claim(token)
    except guide_links.LinkExpired as expired:
        return _link_refused(request, expired.claim, expired=True)
    except guide_links.LinkInvalid:
        return _link_refused(request, None, expired=False)
    file = claim.guide.file_in(claim.language)
    try:
        handle = file.storage.open(file.name, "rb")
    except (FileNotFoundError, OSError):
        return _link_refused(request, claim, expired=False)
    if request.method == "GET":
        Guide.objects.filter(pk=claim.guide.pk).update(downloads=F("downloads") + 1)
    response = FileResponse(
        handle,
        as_attachment=True,
        filename=guide_links.download_name(claim.guide, claim.language),
        content_type="application/pdf",
    )
    for name, value in GUIDE_HEADERS.items():
        response[name] = value
    return response


def _link_refused(request, claim, *, expired: bool) -> TemplateResponse:
    """410 for an expired link, 404 for one we did not make: a page in the site's words, with the
    way to a fresh link (the page whose form offers the guide, when it still does)."""
    again = ""
    if claim is not None and selectors.guide_for_lead(claim.lead) == claim.guide:
        page = selectors.campaign_get(
            selectors.campaign_slug(claim.lead.page_url or claim.lead.landing_page) or ""
        )
        again = f"{path_in_language(page.get_absolute_url())}#form" if page else ""
    title = _("This download link has expired") if expired else _("This download link does not work")
    context = {
        "expired": expired,
        "again": again,
        "max_days": guide_links.link_max_age().days,
        "heading": title,
    }
    response = TemplateResponse(request, "campaigns/guide_link.html", context, status=410 if expired else 404)
    response["Cache-Control"] = "private, no-store"
    response["Referrer-Policy"] = "no-referrer"
    return response
