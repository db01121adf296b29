from django.apps import AppConfig


class AgencyConfig(AppConfig):
    """The project package: start-up work that belongs to the whole site rather than one app."""

    name = "agency"
    verbose_name = "Agency site"

    def ready(self):
        from agency import request_id  # noqa: F401 (connects the task signal receivers)
        from agency.csp import allow_inline_scripts

        allow_inline_scripts()
