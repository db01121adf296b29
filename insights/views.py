"""The Insights pages: the index (and its filters by topic and by author) and an article.

Views gather through selectors and describe the page; no page here loads any JavaScript.
"""

from django.http import Http404
from django.template.response import TemplateResponse
from django.urls import reverse
from django.utils.decorators import method_decorator
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from django.views import View

from insights import selectors
from insights.article_seo import blog_posting
from insights.body import article_body
from marketing import catalogue_seo
from marketing.models import Page
from marketing.selectors import page_content
from publishing import seo
from publishing.page_cache import cache_page_content

INDEX_TITLE = gettext_lazy("Insights")
INDEX_HEADING = gettext_lazy("Insights")
INDEX_INTRO = gettext_lazy(
    "Practical notes from the team on search, social media, advertising, websites and AI automation: "
    "what we test for our clients, what works, and what it costs."
)
INDEX_DESCRIPTION = gettext_lazy(
    "Articles by our strategists on local SEO, paid social, websites that convert and AI automation "
    "for growing businesses, with the numbers behind them."
)
CONTACT_CTA = {
    "heading": gettext_lazy("Want this done for your business?"),
    "text": gettext_lazy(
        "Tell us where you stand; we reply within one business day with what we would do first."
    ),
    "label": gettext_lazy("Talk to Us"),
}


def _home_social(request):
    return catalogue_seo.social_image(request, page_content(Page.Key.HOME).page)


@method_decorator(cache_page_content(query=("page",)), name="dispatch")
class IndexView(View):
    """/insights, /insights/topic/<service id> and /insights/authors/<member id>: the newest articles
    nine to a page (?page=N, plain links); one address per filter, like /work."""

    template_name = "insights/index.html"

    def get(self, request, kind: str = "", slug: str = ""):
        article_filter = selectors.ArticleFilter()
        if kind:
            article_filter = selectors.article_filter_get(kind, slug)
            if article_filter is None:
                raise Http404("No such topic or author.")
        page = selectors.article_page(article_filter, request.GET.get("page"))
        if kind and not page.object_list and page.number == 1 and kind == "author":
            raise Http404("This person has written no article yet.")
        path = article_filter.path
        canonical = path if page.number == 1 else f"{path}?page={page.number}"
        item = article_filter.item
        trail = [(INDEX_TITLE, reverse("insights:index"))]
        if item is None:
            title, description = INDEX_TITLE, INDEX_DESCRIPTION
        elif kind == "topic":
            title = _("{name} Articles").format(name=item.name)
            description = _(
                "Our articles on {name}: what we test for clients, what works and what it costs."
            ).format(name=item.name)
            trail.append((item.name, path))
        else:
            title = _("Articles by {name}").format(name=item.name)
            description = _("Articles by {name}, {role} at our agency.").format(
                name=item.name, role=item.role
            )
            trail.append((item.name, path))
        if page.number > 1:
            title = _("{title}, page {number}").format(title=title, number=page.number)
        context = {
            "heading": INDEX_HEADING,
            "intro": INDEX_INTRO,
            "article_filter": article_filter,
            "page_obj": page,
            "articles": list(page.object_list),
            "topics": selectors.topic_filters(),
            "authors": selectors.author_filters(),
            "seo": seo.page_seo(
                request,
                title=title,
                description=description,
                path=canonical,
                structured_data=[seo.breadcrumbs(request, trail)],
                social=_home_social(request),
            ),
        }
        return TemplateResponse(request, self.template_name, context)


@method_decorator(cache_page_content, name="dispatch")
class ArticleView(View):
    """/insights/<id>: one live article. A draft or a scheduled one is a 404 (editors see a draft
    through the admin's Preview); a moved article's old id answers 301 (django.contrib.redirects)."""

    template_name = "insights/article.html"

    def get(self, request, slug):
        article = selectors.article_get(slug)
        if article is None:
            raise Http404("No such article.")
        return render_article(request, article, related=selectors.related_articles(article))


def render_article(request, article, *, related: list) -> TemplateResponse:
    """The article page (a stored article, or the admin's unsaved preview of one)."""
    authors = list(article.authors.all())
    services = list(article.services.all())
    body = article_body(article.body)
    path = article.get_absolute_url()
    cta = {**CONTACT_CTA, "href": reverse("marketing:contact")}
    if services:
        service = services[0]
        cta = {
            "heading": _("Want help with {name}?").format(name=service.name),
            "text": service.summary,
            "href": service.get_absolute_url(),
            "label": _("See our {name} service").format(name=service.name),
        }
    page_seo = seo.page_seo(
        request,
        title=article.title,
        description=article.summary,
        path=path,
        og_type="article",
        structured_data=[
            seo.breadcrumbs(request, [(INDEX_TITLE, reverse("insights:index")), (article.title, path)]),
            blog_posting(request, article, authors),
        ],
        social=catalogue_seo.social_image(request, article),
        content=(article,),
    )
    context = {
        "article": article,
        "authors": authors,
        "services": services,
        "body": body,
        "reading_minutes": selectors.reading_minutes(body.words),
        "related": related,
        "cta": cta,
        "seo": page_seo,
    }
    return TemplateResponse(request, "insights/article.html", context)
