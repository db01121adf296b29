"""The /admin page itself: a React island, private, never indexed, and nothing secret in its code."""

from pathlib import Path

import pytest

pytestmark = pytest.mark.django_db

BUILD = Path(__file__).resolve().parents[2] / "static_build"


def test_admin_page_is_noindex_no_store_and_carries_no_secret(client):
    response = client.get("/admin")
    assert response.status_code == 200
    assert "no-store" in response["Cache-Control"]
    assert response["X-Robots-Tag"] == "noindex, nofollow"
    html = response.content.decode()
    assert '<meta name="robots" content="noindex, nofollow">' in html
    assert 'data-island="staff-admin"' in html and "islands/staff-admin" in html
    assert '"user": null' in html
    assert '"csrfToken": "' in html and '"csrfToken": ""' not in html
    assert client.get("/admin/").url == "/admin"


def test_admin_page_knows_the_signed_in_staff_member(staff_client):
    html = staff_client.get("/admin").content.decode()
    assert '"username": "staff' in html and '"name": "Morgan Lee"' in html


def test_the_built_javascript_decides_nothing_about_passwords():
    """The sign-in check happens on the server: no password, and not even the failure text, ships."""
    scripts = list((BUILD / "assets").rglob("*.js"))
    staff = [path for path in scripts if path.name.startswith(("StaffAdmin-", "staff-admin-"))]
    assert len(staff) == 2, "build the front end first (npm run build)"
    bundle = "\n".join(path.read_text(encoding="utf-8") for path in scripts)
    assert "Incorrect password" not in bundle
    assert "correct-horse-battery-staple" not in bundle
    assert "/api/admin/login" not in bundle  # URLs come from the page's props, not the code


def test_the_page_sends_the_facts_the_screens_share_with_the_server(client):
    """Statuses, sort keys, what search looks in and the note's limit and messages reach the island
    from the modules that own them, and the front-end tests' copy is the same (regenerated here)."""
    import json

    from staff.management.commands.staff_island_fixtures import FIXTURE, fixture_text

    html = client.get("/admin").content.decode()
    props = json.loads(
        html.split('<script id="staff-admin-props" type="application/json">')[1].split("</script>")[0]
    )
    assert [status["label"] for status in props["statuses"]] == [
        "New",
        "Contacted",
        "Qualified",
        "Won",
        "Lost",
    ]
    assert props["sortKeys"] == ["createdAt", "name", "company", "status", "owner", "score"]
    assert props["note"] == {
        "maxLength": 5000,
        "emptyMessage": "Please write a note before adding it.",
        "tooLongMessage": "Please keep a note to 5000 characters or fewer.",
    }
    assert props["searchHints"]["quotes"].startswith("Name, email, company, phone, website")
    assert FIXTURE.read_text(encoding="utf-8") == fixture_text(), (
        "Regenerate the fixture: `python manage.py staff_island_fixtures`."
    )
