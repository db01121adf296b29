from tests.leads.conftest import contact_services  # noqa: F401 (the catalogue's services)
