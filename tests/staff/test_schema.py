"""The staff and session endpoints are described in the OpenAPI schema without guesswork."""

import pytest
from drf_spectacular.generators import SchemaGenerator


# The schema lists what the server takes now (the contact services, the staff who can own a lead).
@pytest.mark.django_db
def test_staff_and_session_endpoints_are_in_the_schema_with_their_shapes():
    schema = SchemaGenerator().get_schema(request=None, public=True)
    paths = schema["paths"]
    for path in (
        "/api/admin/contacts",
        "/api/admin/quotes/{lead_id}",
        "/api/admin/contacts/export.csv",
        "/api/admin/stats",
        "/api/admin/login",
        "/api/auth/register",
        "/api/auth/login",
        "/api/auth/logout",
        "/api/dashboard/user",
    ):
        assert path in paths, path
    contacts = paths["/api/admin/contacts"]["get"]
    assert {p["name"] for p in contacts["parameters"]} >= {"search", "dateFrom", "dateTo", "handled", "page"}
    assert contacts["security"] == [{"sessionCookie": []}]
    page = schema["components"]["schemas"]["StaffContactPage"]["properties"]
    assert page["results"]["items"]["$ref"].endswith("/StaffContact")
    assert "text/csv" in paths["/api/admin/quotes/export.csv"]["get"]["responses"]["200"]["content"]
    assert set(schema["components"]["schemas"]["LoginResult"]["properties"]) >= {"userId", "message"}
    # Each input has its own component (nested InputSerializers would otherwise all be "Input").
    components = schema["components"]["schemas"]
    assert set(components["StaffSignInInput"]["properties"]) == {"username", "password"}
    assert set(components["RegisterInput"]["properties"]) == {"email", "password", "name"}
    assert set(components["LoginInput"]["properties"]) == {"email", "password"}
