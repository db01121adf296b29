from django.apps import AppConfig


class AreasConfig(AppConfig):
    name = "areas"
    verbose_name = "Areas we serve"

    def ready(self):
        # publishing owns the page cache, the sitemap, the social cards and the seed command;
        # analytics which paths are pages: this app plugs its area pages into each when it starts
        # (neither imports it), as the campaigns' app does.
        from analytics.paths import page_paths_register
        from areas import selectors, services, sitemaps
        from publishing.page_cache import schedule_register
        from publishing.seed import seed_register
        from publishing.sitemaps import sitemap_register
        from publishing.social_cards import social_card_kind_register

        schedule_register(selectors.next_publication_at)
        social_card_kind_register(selectors.AreaCards())
        seed_register(services.areas_load)
        sitemap_register("areas-index", sitemaps.AreaIndexSitemap)
        sitemap_register("areas", sitemaps.AreaSitemap)
        # Page views of a live area page are counted, a noindex one too (the sitemap leaves it
        # out), so Reports' landing-page breakdown sets its leads against its views.
        page_paths_register(selectors.live_paths)
