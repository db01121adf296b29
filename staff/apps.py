from django.apps import AppConfig


class StaffConfig(AppConfig):
    """The staff feature: the /admin page and every API behind it (leads' lists, detail, pipeline,
    notes, CSV export, stats). Who may sign in and the session are accounts'; the leads are leads'."""

    verbose_name = "Staff"
    name = "staff"
