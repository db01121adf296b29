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
        from marketing import services
        from marketing.selectors import CARD_KINDS, SAMPLE_KINDS, site_identity
        from marketing.sitemaps import SITEMAPS
        from publishing.seed import seed_register, spanish_seed_register
        from publishing.selectors import sample_content_register
        from publishing.sitemaps import sitemap_register
        from publishing.social_cards import social_card_kind_register

        # Every app reads the agency's identity through agency.identity; this app keeps it.
        identity.provide(site_identity)
        # The catalogue's pages join sitemap.xml first (insights' and campaigns' follow).
        for name, sitemap in SITEMAPS.items():
            sitemap_register(name, sitemap)
        for kind in CARD_KINDS:
            social_card_kind_register(kind)
        for model, on_site in SAMPLE_KINDS.items():
            sample_content_register(model, on_site)
        # `load_content` loads the catalogue first: the other apps' seed names its services and team.
        seed_register(services.catalogue_load, pictures=services.proof_picture_files)
        spanish_seed_register(services.spanish_content_load)

        title = lazy(lambda: f"{site_identity().name} content", str)()
        admin.site.site_header = title
        admin.site.site_title = title
