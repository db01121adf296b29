from django.apps import AppConfig


class CampaignsConfig(AppConfig):
    name = "campaigns"
    verbose_name = "Campaigns"

    def ready(self):
        # The catalogue (marketing) owns the page cache, the sitemap, the social cards and the seed
        # command; this app plugs its landing pages into each when it starts (marketing never
        # imports it), as the articles' app does.
        from django.db.models import Q

        from agency.proxy import page_variants_register
        from analytics.ab_versions import ab_tests_register
        from analytics.paths import page_paths_register
        from analytics.selectors import experiment_reports_register
        from campaigns import ab_results, guide_links, selectors, services, sitemaps
        from campaigns.models import CampaignPage
        from leads.guides import guide_provider_register
        from publishing.page_cache import schedule_register
        from publishing.seed import seed_register
        from publishing.selectors import sample_content_register
        from publishing.sitemaps import sitemap_register
        from publishing.social_cards import social_card_kind_register

        schedule_register(selectors.next_change_at)
        social_card_kind_register(selectors.CampaignCards())
        # The seeded campaigns are samples: check --deploy names them while they are published.
        sample_content_register(CampaignPage, Q(is_published=True))
        seed_register(services.campaigns_load, pictures=selectors.campaign_picture_files)
        sitemap_register("campaigns", sitemaps.CampaignSitemap)
        # Page views of a live page are counted, a noindex one too (the sitemap leaves it out).
        page_paths_register(selectors.live_paths)
        # nginx draws the versions of the pages under an A/B test (deploy/prod.py writes them in).
        page_variants_register(selectors.nginx_tests)
        # The version a visitor is drawn on a page under a test, for the beacon's exposures and the
        # leads sent from it (never taken from what a client sent), and its name for staff.
        ab_tests_register(selectors.AbTests())
        # Staff Reports list the tests with their results (staff never imports this app).
        experiment_reports_register(ab_results.reports_rows)
        # A lead sent from a landing page whose form offers a guide gets its link by email (leads
        # never imports this app: it asks the provider).
        guide_provider_register(guide_links.LeadGuides())
