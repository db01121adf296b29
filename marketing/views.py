"""The marketing pages. Views only gather content through selectors and describe the page."""

from django.contrib.sitemaps.views import sitemap
from django.core.cache import cache
from django.http import Http404, HttpResponse, HttpResponsePermanentRedirect, JsonResponse
from django.shortcuts import redirect
from django.template.response import TemplateResponse
from django.templatetags.static import static
from django.urls import reverse
from django.utils.decorators import method_decorator
from django.utils.functional import cached_property
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from django.views import View
from django.views.generic import TemplateView

from marketing import catalogue_seo, selectors
from marketing.content import in_active_language
from marketing.models import AI_AUTOMATION_SLUG, Faq, Page
from publishing import artwork, seo, social_cards
from publishing.page_cache import cache_page_content
from publishing.sitemaps import sitemap_sections


@method_decorator(cache_page_content, name="dispatch")
class ContentPageView(TemplateView):
    """A fixed page whose copy is a Page row: title, description, heading and named blocks."""

    page_key: str = ""
    breadcrumb_name: str = ""
    # The FAQ topic shown at the foot of the page, if any.
    faq_topic: str = ""
    # An editor's unsaved copy (the admin's preview) instead of the stored one.
    preview_content: selectors.PageContent | None = None

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        content = self.preview_content or selectors.page_content(self.page_key)
        page = content.page
        path = page.get_absolute_url()
        context["content"] = content
        context["page"] = page
        context["seo"] = seo.page_seo(
            self.request,
            title=page.title,
            description=page.meta_description,
            path=path,
            exact_title=self.page_key == Page.Key.HOME,
            structured_data=self.structured_data(path, page),
            social=catalogue_seo.social_image(self.request, page),
            content=self.own_content(content),
        )
        if self.faq_topic:
            context["faqs"] = selectors.faq_list(self.faq_topic)
        context.update(self.page_context())
        return context

    def page_context(self) -> dict:
        """What the page shows besides its copy: the catalogue's items for it."""
        return {}

    def own_content(self, content: selectors.PageContent) -> tuple:
        """The rows that are this page's own copy: without their Spanish the Spanish page is noindex."""
        return (content.page, *(block for blocks in content.blocks.values() for block in blocks))

    def structured_data(self, path: str, page: Page) -> list[dict]:
        data = [seo.breadcrumbs(self.request, [(self.breadcrumb_name or page.heading, path)])]
        if self.faq_topic:
            faqs = selectors.faq_list(self.faq_topic)
            if faqs:
                data.append(seo.faq_page(faqs))
        return data


class HomeView(ContentPageView):
    template_name = "marketing/home.html"
    page_key = Page.Key.HOME

    def page_context(self):
        services = selectors.service_list()
        return {
            "services": services,
            # Rows of four, or of three when four would leave one card alone on the last row.
            "services_in_threes": len(services) % 4 == 1 and len(services) % 3 != 1,
            "logos": selectors.brand_logos(),
            "why_choose": selectors.why_choose_points(),
            "case_studies": selectors.featured_case_studies(),
            "testimonials": selectors.home_testimonials(),
            "progress_bars": in_active_language("pages", "HOME_PROGRESS_BARS"),
            "globe_props": {"markers": in_active_language("quiz", "GLOBE_MARKERS")},
        }

    def structured_data(self, path, page):
        website = {
            "@context": "https://schema.org",
            "@type": "WebSite",
            "name": selectors.site_identity().name,
            "url": seo.absolute_url(self.request, "/"),
            "publisher": {"@id": seo.absolute_url(self.request, "/#organization")},
        }
        return [seo.organization(self.request), website]


class AiAutomationView(ContentPageView):
    template_name = "marketing/ai_automation.html"
    page_key = Page.Key.AI_AUTOMATION
    breadcrumb_name = gettext_lazy("AI Automation")

    def page_context(self):
        offering = self.offering
        if offering is None:
            return {"offering": None}
        # The same proof as every other service's page: the case studies and testimonials naming it.
        return {
            "offering": offering,
            "case_studies": selectors.related_case_studies(offering),
            "testimonials": selectors.service_testimonials(offering),
        }

    @cached_property
    def offering(self):
        return selectors.ai_automation_get()

    def own_content(self, content):
        rows = offering_rows(self.offering) if self.offering is not None else ()
        return (*super().own_content(content), *rows)

    def structured_data(self, path, page):
        data = super().structured_data(path, page)
        if self.offering is not None:
            data.append(catalogue_seo.service(self.request, self.offering))
        return data


class AboutView(ContentPageView):
    template_name = "marketing/about.html"
    page_key = Page.Key.ABOUT
    breadcrumb_name = gettext_lazy("About")

    def page_context(self):
        return {
            "values": selectors.core_values(),
            "differentiators": selectors.differentiators(),
            "milestones": selectors.milestones(),
            "team": selectors.team_members(),
        }


class WorkView(ContentPageView):
    """/work: every published case study; /work/service/<id> and /work/industry/<id>: those of one
    service or one industry (solution). Plain links, one address per filter, no JavaScript."""

    template_name = "marketing/work.html"
    page_key = Page.Key.WORK
    breadcrumb_name = gettext_lazy("Our Work")

    def get(self, request, *args, kind: str = "", slug: str = "", **kwargs):
        self.work_filter = selectors.CaseStudyFilter()
        if kind:
            self.work_filter = selectors.case_study_filter_get(kind, slug)
            if self.work_filter is None:
                raise Http404("No such service or industry.")
        return super().get(request, *args, **kwargs)

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        work_filter = self.work_filter
        context.update(
            case_studies=selectors.case_study_list(work_filter),
            filters=selectors.case_study_filters(),
            work_filter=work_filter,
        )
        if work_filter.item is not None:
            page = context["page"]
            name = work_filter.item.name
            if work_filter.kind == "service":
                title = _("{name} Case Studies").format(name=name)
                description = _(
                    "Case studies of our {name} work: the client's starting point, what we did and the "
                    "results, with the numbers."
                ).format(name=name)
            else:
                # Solution names read "For Startups"...
                title = _("Case Studies {name}").format(name=name)
                description = _(
                    "Case studies of our work {name}: the client's starting point, what we did and the "
                    "results, with the numbers."
                ).format(name=name.lower())
            context["seo"] = seo.page_seo(
                self.request,
                title=title,
                description=description,
                path=work_filter.path,
                structured_data=[
                    seo.breadcrumbs(
                        self.request,
                        [(self.breadcrumb_name, page.get_absolute_url()), (name, work_filter.path)],
                    )
                ],
                social=catalogue_seo.social_image(self.request, page),
            )
        return context


@method_decorator(cache_page_content, name="dispatch")
class CatalogueItemView(View):
    """The page of one catalogue item, found by the id in its address; not_found answers otherwise."""

    def get(self, request, slug):
        item = self.item_get(slug)
        if item is None:
            return self.not_found(request)
        return self.item_page(request, item)


class CaseStudyView(CatalogueItemView):
    """/work/<id>: one published case study."""

    template_name = "marketing/case_study.html"
    item_get = staticmethod(selectors.case_study_get)

    def not_found(self, request):
        # A moved case study's old id answers 301 (django.contrib.redirects) from this 404.
        raise Http404("No such case study.")

    def item_page(self, request, case_study):
        path = case_study.get_absolute_url()
        work_path = reverse("marketing:work")
        context = {
            "case_study": case_study,
            "services": list(case_study.services.all()),
            "results": list(case_study.headline_results.all()),
            "pictures": list(case_study.pictures.all()),
            "testimonials": list(case_study.testimonials.all()),
            "more_case_studies": selectors.more_case_studies(case_study),
            "seo": catalogue_seo.item_seo(
                request,
                case_study,
                title=_("{client} Case Study").format(client=case_study.client_name),
                og_type="article",
                structured_data=[
                    seo.breadcrumbs(request, [(_("Our Work"), work_path), (case_study.client_name, path)]),
                    catalogue_seo.article(request, case_study),
                ],
                parts=(*case_study.headline_results.all(), *case_study.pictures.all()),
            ),
        }
        return TemplateResponse(request, self.template_name, context)


class PricingView(ContentPageView):
    template_name = "marketing/pricing.html"
    page_key = Page.Key.PRICING
    breadcrumb_name = gettext_lazy("Pricing")
    faq_topic = Faq.Topic.PRICING


# The longest text `?message=` starts the contact form's message with (the search page's question
# is at most 200 characters).
PREFILL_MESSAGE_MAX = 500


@method_decorator(cache_page_content(private=("message",)), name="dispatch")
class ContactView(ContentPageView):
    """/contact; `?message=` starts the form's message (the search page links here with the
    visitor's question): such a request is one visitor's page, never cached (marketing.cache)."""

    template_name = "marketing/contact.html"
    page_key = Page.Key.CONTACT
    breadcrumb_name = gettext_lazy("Contact")
    faq_topic = Faq.Topic.CONTACT

    def dispatch(self, request, *args, **kwargs):
        # The cache above reads `message` as private; ContentPageView's own would drop it.
        return TemplateView.dispatch(self, request, *args, **kwargs)

    def page_context(self) -> dict:
        return {"prefill_message": self.request.GET.get("message", "")[:PREFILL_MESSAGE_MAX]}


class LegalView(ContentPageView):
    template_name = "marketing/legal.html"


class OfferingDetailView(CatalogueItemView):
    """/services/{id} and /solutions/{id}: the id is looked up among services first, then solutions."""

    template_name = "marketing/detail.html"
    item_get = staticmethod(selectors.offering_get)

    def item_page(self, request, offering):
        if offering.is_service and offering.slug == AI_AUTOMATION_SLUG:
            return redirect("marketing:ai-automation", permanent=True)
        return self.render_offering(request, offering)

    def render_offering(self, request, offering):
        """The detail page of a service or solution (stored, or the admin's unsaved preview)."""
        kind = "service" if offering.is_service else "solution"
        path = offering.get_absolute_url()
        structured_data = [seo.breadcrumbs(request, [(offering.name, path)])]
        if offering.is_service:
            structured_data.append(catalogue_seo.service(request, offering))
        benefits = list(offering.benefits.all())
        context = {
            "offering": offering,
            "case_studies": selectors.related_case_studies(offering),
            "testimonials": selectors.service_testimonials(offering) if offering.is_service else [],
            "benefit_cards": benefits[:3],
            "benefit_list": benefits[3:],
            "why_act_now": selectors.why_act_now_points(),
            "analytics_page": {"event": f"{kind}_view", "category": "engagement", "label": offering.slug},
            "seo": catalogue_seo.item_seo(
                request,
                offering,
                title=offering.name,
                structured_data=structured_data,
                parts=offering_rows(offering)[1:],
            ),
        }
        return TemplateResponse(request, self.template_name, context)

    def not_found(self, request):
        context = {
            "seo": seo.page_seo(
                request,
                title=_("Service not found"),
                description=_("The service or solution you asked for does not exist."),
                path=request.path,
                social=catalogue_seo.social_image(request, selectors.page_content(Page.Key.HOME).page),
            ),
        }
        return TemplateResponse(request, "marketing/detail_not_found.html", context, status=404)


def offering_rows(offering) -> tuple:
    """A service's or solution's row and the rows of its own sections (benefits, steps...)."""
    return (
        offering,
        *offering.benefits.all(),
        *offering.steps.all(),
        *offering.transformations.all(),
        *offering.statistics.all(),
        *offering.verticals.all(),
    )


@method_decorator(cache_page_content, name="dispatch")
class RobotsView(View):
    def get(self, request):
        lines = [
            "User-agent: *",
            "Disallow: /admin",
            "Disallow: /django-admin/",
            "Disallow: /api/",
            "",
            f"Sitemap: {seo.absolute_url(request, reverse('site-files:sitemap'))}",
        ]
        return HttpResponse("\n".join(lines) + "\n", content_type="text/plain; charset=utf-8")


@cache_page_content
def sitemap_view(request):
    return sitemap(request, sitemaps=sitemap_sections())


def web_manifest(request):
    """The web app manifest: the name and theme colour of the brand, and the icon set."""
    brand = artwork.brand()
    icons = [
        {"src": static("icons/icon-192.png"), "sizes": "192x192", "type": "image/png"},
        {"src": static("icons/icon-512.png"), "sizes": "512x512", "type": "image/png"},
        {
            "src": static("icons/icon-maskable-512.png"),
            "sizes": "512x512",
            "type": "image/png",
            "purpose": "maskable",
        },
        {"src": static("icons/favicon.svg"), "sizes": "any", "type": "image/svg+xml"},
    ]
    manifest = {
        "name": brand.name,
        "short_name": brand.name,
        "start_url": "/",
        "display": "browser",
        "background_color": "#ffffff",
        "theme_color": brand.colour,
        "icons": icons,
    }
    response = JsonResponse(manifest, content_type="application/manifest+json")
    response["Cache-Control"] = "public, max-age=86400"
    return response


def favicon(request):
    """Browsers and crawlers ask for /favicon.ico whatever the page says."""
    return HttpResponsePermanentRedirect(static("icons/favicon.ico"))


SOCIAL_CARD_CACHE_SECONDS = 60 * 60 * 24 * 30


def social_card(request, key: str, digest: str):
    """A page's generated social card (PNG), drawn on first request and kept in the cache.

    The digest in the address names what the card shows, so the response never changes: browsers and
    social networks may keep it for good. An old digest (the heading changed since the link was
    shared) redirects to the current card.
    """
    owner = social_cards.social_card_owner(key)
    if owner is None:
        raise Http404("No such page.")
    spec = social_cards.social_card_spec(owner)
    if digest != spec.digest or request.META.get("QUERY_STRING"):
        # A query string changes nothing a card shows: one address per card, so neither a cache
        # in front nor a Redis outage can be made to render it again and again.
        same_card = digest == spec.digest
        return redirect("marketing:social-card", key=key, digest=spec.digest, permanent=same_card)
    cache_key = f"marketing:social-card:{spec.digest}"
    png = cache.get(cache_key)
    if png is None:
        png = social_cards.card_render(spec)
        cache.set(cache_key, png, timeout=SOCIAL_CARD_CACHE_SECONDS)
    response = HttpResponse(png, content_type="image/png")
    response["Cache-Control"] = "public, max-age=31536000, immutable"
    return response
