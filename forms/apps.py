from django.apps import AppConfig


class FormsConfig(AppConfig):
    """The lead forms, coded and built by editors: their pages, islands' props and the lead API.
    Stands above `leads` (every form makes a lead) and fills the registries below it at start-up."""

    name = "forms"
    verbose_name = "Lead forms"

    def ready(self):
        from analytics.paths import page_paths_register
        from forms import (
            built_forms,
            checks,  # noqa: F401 (registers the system checks)
        )
        from forms.funnels import register_funnels

        # analytics counts each form's steps (the coded forms' and, read when asked, the built ones').
        register_funnels()
        # The forms editors build are defined by their rows: leads.lead_forms (what a valid lead is,
        # Lead.clean) learns how to find them from here, as leads never imports forms.
        built_forms.register()
        page_paths_register(built_forms.own_page_paths)
