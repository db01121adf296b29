"""The lead tests' API client (with the catalogue the contact API accepts) and task runner, shared
with the hardening tests rather than written again."""

from tests.leads.conftest import api, contact_services, run_tasks  # noqa: F401
