from django.apps import AppConfig


class AccountsConfig(AppConfig):
    name = "accounts"
    verbose_name = "Accounts"

    def ready(self):
        from django.db.models.signals import post_migrate

        from accounts import middleware, schema  # noqa: F401  (session-start signal, OpenAPI auth description)
        from accounts.roles import editors_group_sync

        # After every migrate, the Editors group holds exactly the content permissions (accounts.roles).
        post_migrate.connect(editors_group_sync, dispatch_uid="accounts.editors_group_sync")
