from django.apps import AppConfig
from django.contrib.staticfiles.apps import StaticFilesConfig as DjangoStaticFilesConfig

# Files of the front-end build that are for the server only: Vite's manifest lists the source
# module paths. collectstatic leaves them out (so nginx cannot serve them) and
# agency.middleware.StaticFilesMiddleware refuses them where Django serves the build itself.
PRIVATE_BUILD_FILES = ("manifest.json", ".vite/manifest.json")


class StaticFilesConfig(DjangoStaticFilesConfig):
    ignore_patterns = [*DjangoStaticFilesConfig.ignore_patterns, *PRIVATE_BUILD_FILES]


class AgencyConfig(AppConfig):
    """The project package: start-up work that belongs to the whole site rather than one app."""

    name = "agency"
    verbose_name = "Agency site"

    def ready(self):
        from django.db.models.signals import post_migrate

        from agency import request_id  # noqa: F401 (connects the task signal receivers)
        from agency.csp import allow_inline_scripts
        from agency.sites import site_record_after_migrate

        allow_inline_scripts()
        # The Sites record follows SITE_URL (agency.sites); the check registers on import.
        post_migrate.connect(site_record_after_migrate, dispatch_uid="agency.sites.follow")
