from django.apps import AppConfig


class MarketingConfig(AppConfig):
    name = "marketing"
    verbose_name = "Site content"

    def ready(self):
        # The Django admin (/django-admin/) is where editors change this app's content. Its titles
        # name the agency lazily: its identity is read when a page renders, never at import time.
        from django.contrib import admin
        from django.utils.functional import lazy

        from agency import identity
        from marketing import checks  # noqa: F401 - registers the system checks
        from marketing.images import connect_cleanup
        from marketing.selectors import site_identity
        from marketing.sitemaps import SITEMAPS
        from publishing.sitemaps import sitemap_register

        # Every app reads the agency's identity through agency.identity; this app keeps it.
        identity.provide(site_identity)
        # The catalogue's pages join sitemap.xml first (insights' and campaigns' follow).
        for name, sitemap in SITEMAPS.items():
            sitemap_register(name, sitemap)
        # A replaced, cleared or deleted picture leaves the storage with its renditions.
        connect_cleanup()

        title = lazy(lambda: f"{site_identity().name} content", str)()
        admin.site.site_header = title
        admin.site.site_title = title
