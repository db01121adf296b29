import pytest
from django.test import Client


@pytest.fixture
def editor(db):
    """A client signed in to /django-admin/ as an editor (the Editors role, as `createstaff --editor`
    makes them). tests/marketing/test_admin.py keeps its own superuser fixture of the same name."""
    from tests.staff.factories import ContentEditorFactory

    client = Client()
    client.force_login(ContentEditorFactory())
    return client
