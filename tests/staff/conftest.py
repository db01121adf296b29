import pytest
from django.test import Client

from tests.staff.factories import StaffUserFactory, UserFactory


@pytest.fixture
def staff_user(db):
    return StaffUserFactory()


@pytest.fixture
def staff_client(staff_user):
    client = Client()
    client.force_login(staff_user)
    return client


@pytest.fixture
def regular_client(db):
    client = Client()
    client.force_login(UserFactory())
    return client
