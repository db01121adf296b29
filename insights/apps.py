from django.apps import AppConfig


class InsightsConfig(AppConfig):
    name = "insights"
    verbose_name = "Insights"

    def ready(self):
        # The catalogue (marketing) owns the page cache, the sitemap, the social cards and the seed
        # command; this app plugs its articles into each when it starts (marketing never imports it).
        from django.db.models import Q

        from insights import selectors, services, sitemaps
        from insights.models import Article
        from publishing.page_cache import schedule_register
        from publishing.seed import seed_register, spanish_seed_register
        from publishing.selectors import sample_content_register
        from publishing.sitemaps import sitemap_register
        from publishing.social_cards import social_card_kind_register

        schedule_register(selectors.next_publication_at)
        social_card_kind_register(selectors.ArticleCards())
        # Published or scheduled: a scheduled sample article goes live on its own.
        sample_content_register(Article, Q(status=Article.Status.PUBLISHED))
        seed_register(services.articles_load, pictures=selectors.article_picture_files)
        spanish_seed_register(services.articles_spanish_load)
        for name, sitemap in sitemaps.SITEMAPS.items():
            sitemap_register(name, sitemap)
