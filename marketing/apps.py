from django.apps import AppConfig


class MarketingConfig(AppConfig):
    name = "marketing"
    verbose_name = "Site content"
