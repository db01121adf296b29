"""The delivery room's tests share the lead tests' fixtures: the API client with the catalogue the
contact API accepts and the task runner (a lead is what most deliveries carry)."""

from tests.leads.conftest import api, contact_services, lead_manager, run_tasks  # noqa: F401 (fixtures)
