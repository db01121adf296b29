from tests.leads.conftest import api, contact_services, run_tasks  # noqa: F401 (shared fixtures)
