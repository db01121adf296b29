"""The site's files that have no language: the sitemap (which lists both languages' pages), robots,
the web manifest and the favicon. Mounted outside i18n_patterns (agency.urls). The social cards are
drawn in the page's language, so they are marketing's pages (/es/social-cards/... in Spanish)."""

from django.urls import path

from marketing import views

app_name = "site-files"

urlpatterns = [
    path("sitemap.xml", views.sitemap_view, name="sitemap"),
    path("robots.txt", views.RobotsView.as_view(), name="robots"),
    path("site.webmanifest", views.web_manifest, name="web-manifest"),
    path("favicon.ico", views.favicon, name="favicon"),
]
