from django.contrib import admin
from django.urls import include, path, re_path
from django.views.generic import RedirectView

from agency import views

urlpatterns = [
    # The Django admin is for content editors; /admin is the staff leads page.
    path("django-admin/", admin.site.urls),
    path("django-admin", RedirectView.as_view(url="/django-admin/", permanent=True)),
    # Leads: the public contact and quote-request endpoints, and the OpenAPI schema.
    path("api/", include("leads.urls")),
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
    # The lead forms' pages for visitors without JavaScript, and the thank-you pages.
    path("", include("leads.form_urls")),
    # "Email me new articles": subscribe, confirm, unsubscribe (before the articles' own pages).
    path("insights/", include("subscriptions.urls")),
    # Insights: the articles, their index, topics, authors and feeds.
    path("", include("insights.urls")),
    path("", include("marketing.urls")),
    # Last: a slashed address that matched nothing above 301s to its slash-less form.
    re_path(r"^(?P<path>.*[^/])/$", views.trailing_slash_redirect),
]

handler404 = views.page_not_found
handler500 = views.server_error
