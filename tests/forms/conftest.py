"""The forms room's tests share the lead tests' fixtures: the API client with the catalogue the
contact API accepts, the task runner, a lead manager, the seeded audit form, and no fill minimum."""

from tests.leads.conftest import (  # noqa: F401 (fixtures)
    api,
    audit,
    contact_services,
    lead_manager,
    no_fill_minimum,
    run_tasks,
)
