from django.conf.urls.i18n import i18n_patterns
from django.contrib import admin
from django.urls import include, path, re_path
from django.utils.translation import pgettext_lazy
from django.views.generic import RedirectView

from agency import views

urlpatterns = [
    # The Django admin is for content editors; /admin is the staff leads page.
    # The content editors' own pages beside the admin's (publishing.admin_urls), before its URLs.
    path("django-admin/", include("publishing.admin_urls")),
    path("django-admin/", admin.site.urls),
    path("django-admin", RedirectView.as_view(url="/django-admin/", permanent=True)),
    # Leads: the public contact and quote-request endpoints, and the OpenAPI schema.
    path("api/", include("forms.urls")),
    # The beacon: daily totals of page views and form steps, no tracking (analytics).
    path("api/", include("analytics.urls")),
    path("api/schema/", views.ApiSchemaView.as_view(), name="api-schema"),
    # The session screens of the original product are not real pages: both go home.
    path("login", RedirectView.as_view(url="/", permanent=False)),
    path("login/", RedirectView.as_view(url="/", permanent=False)),
    path("dashboard", RedirectView.as_view(url="/", permanent=False)),
    path("dashboard/", RedirectView.as_view(url="/", permanent=False)),
    path("dashboard/<path:rest>", RedirectView.as_view(url="/", permanent=False)),
    # Sign-in doors and the session API (accounts); the /admin page and its leads API (staff).
    path("", include("accounts.urls")),
    path("", include("staff.urls")),
    # Editors' uploads (MEDIA_URL), served here unless nginx or object storage does (SERVE_MEDIA).
    re_path(r"^media/(?P<path>.+)$", views.media, name="media"),
    # The sitemap, robots.txt, the manifest, the favicon, social cards and feeds: one address
    # each, whatever the language (the sitemap lists both languages' pages).
    path("", include("marketing.file_urls")),
    path("", include("insights.feed_urls")),
    # /es is the Spanish home page's address without its slash.
    path("es", RedirectView.as_view(url="/es/", permanent=True)),
]

urlpatterns += [
    # Bounces and complaints from the mail provider (anymail, behind its basic auth: sequences.md).
    path("anymail/", include("anymail.urls")),
]

# The visitors' pages, in English at their addresses and in Spanish under /es/ with translated
# path words (locale/es/LC_MESSAGES/django.po). The language comes from the address only
# (agency.i18n.UrlLanguageMiddleware): English is never prefixed and nothing redirects.
urlpatterns += i18n_patterns(
    # The lead forms' pages for visitors without JavaScript, and the thank-you pages.
    path("", include("forms.form_urls")),
    # "Email me new articles": subscribe, confirm, unsubscribe (before the articles' own pages).
    path(pgettext_lazy("url", "insights/"), include("subscriptions.urls")),
    # Insights: the articles, their index, topics and authors.
    path("", include("insights.urls")),
    # Site search: /search?q= (search).
    path("", include("search.urls")),
    # The links of follow-up emails: one-click unsubscribe and booking (sequences).
    path("", include("sequences.urls")),
    # Campaign landing pages built from blocks by the editors: /lp/<id> (campaigns).
    path("", include("campaigns.urls")),
    # The places of San Diego County we serve: /areas and /areas/<id> (areas).
    path("", include("areas.urls")),
    path("", include("marketing.urls")),
    prefix_default_language=False,
)

urlpatterns += [
    # Last: a slashed address that matched nothing above 301s to its slash-less form.
    re_path(r"^(?P<path>.*[^/])/$", views.trailing_slash_redirect),
]

handler404 = views.page_not_found
handler500 = views.server_error
