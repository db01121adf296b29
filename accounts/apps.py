from django.apps import AppConfig


class AccountsConfig(AppConfig):
    name = "accounts"
    verbose_name = "Accounts"

    def ready(self):
        from accounts import middleware, schema  # noqa: F401  (session-start signal, OpenAPI auth description)
