"""The content admin's titles name the site, read when a page renders (not when urls.py loads)."""

import inspect

import pytest

import agency.urls


@pytest.mark.django_db
def test_the_content_admin_titles_follow_the_site_name(client, settings):
    settings.SITE_NAME = "Northwind Studio"
    html = client.get("/django-admin/login/").content.decode()
    assert "<title>Log in | Northwind Studio content</title>" in html
    assert "Northwind Studio content</a>" in html

    settings.SITE_NAME = "Harbour Digital"
    assert "Log in | Harbour Digital content" in client.get("/django-admin/login/").content.decode()


def test_the_url_configuration_reads_no_settings():
    source = inspect.getsource(agency.urls)
    assert "settings" not in source
