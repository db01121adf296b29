from django.apps import AppConfig


class MarketingConfig(AppConfig):
    name = "marketing"
    verbose_name = "Site content"

    def ready(self):
        # The Django admin (/django-admin/) is where editors change this app's content. Its titles
        # name the site lazily: settings are read when a page renders, never at import time.
        from django.conf import settings
        from django.contrib import admin
        from django.utils.functional import lazy

        title = lazy(lambda: f"{settings.SITE_NAME} content", str)()
        admin.site.site_header = title
        admin.site.site_title = title
