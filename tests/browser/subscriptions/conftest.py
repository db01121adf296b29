from tests.leads.conftest import run_tasks  # noqa: F401 (the worker loop, as a fixture here too)
