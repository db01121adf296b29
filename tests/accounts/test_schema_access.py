"""/api/schema/ describes the staff endpoints: in production only staff may read it."""

import pytest
from django.test import Client

from tests.staff.factories import StaffUserFactory, UserFactory

pytestmark = pytest.mark.django_db


def test_outside_production_the_schema_is_open(client, settings):
    settings.API_SCHEMA_PUBLIC = True
    assert client.get("/api/schema/", HTTP_ACCEPT="application/json").status_code == 200


def test_in_production_only_a_staff_session_reads_the_schema(settings):
    settings.API_SCHEMA_PUBLIC = False
    anonymous = Client()
    response = anonymous.get("/api/schema/", HTTP_ACCEPT="application/json")
    assert response.status_code == 403
    assert b"/api/admin/contacts" not in response.content

    visitor = Client()
    visitor.force_login(UserFactory(username="visitor"))
    assert visitor.get("/api/schema/", HTTP_ACCEPT="application/json").status_code == 403

    staff = Client()
    staff.force_login(StaffUserFactory(username="morgan"))
    response = staff.get("/api/schema/", HTTP_ACCEPT="application/json")
    assert response.status_code == 200
    assert "/api/admin/contacts" in response.json()["paths"]
