"""The consent banner as the server draws it: nothing at all without GTM_ID; with it, the banner in
the page's language, "Your privacy choices" in the footer, no cookie from the server, and a script
small enough to run before the first paint. Its behaviour in a browser:
tests/browser/test_consent_browser.py."""

import re

import pytest

from agency.csp import inline_scripts

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("catalogue")]


def test_without_a_tag_manager_there_is_no_banner_no_link_and_no_cookie(client, settings):
    settings.GTM_ID = ""
    for path in ("/", "/es/"):
        response = client.get(path)
        html = response.content.decode()
        assert 'id="consent"' not in html
        assert "data-consent-open" not in html
        assert "agency_consent" not in html
        assert "googletagmanager" not in html
        assert not response.cookies


@pytest.mark.parametrize(
    ("path", "title", "accept", "reject", "choices"),
    [
        ("/", "Your privacy choices", "Accept", "Reject", "Your privacy choices"),
        ("/es/", "Sus opciones de privacidad", "Aceptar", "Rechazar", "Sus opciones de privacidad"),
    ],
)
def test_with_a_tag_manager_the_server_draws_the_banner_in_the_pages_language(
    client, settings, path, title, accept, reject, choices
):
    settings.GTM_ID = "GTM-TEST123"
    response = client.get(path)
    html = response.content.decode()
    banner = re.search(r'<section id="consent".*?</section>', html, re.DOTALL).group(0)
    assert f'<h2 id="consent-title" class="consent-title" tabindex="-1">{title}</h2>' in banner
    assert f'data-consent="granted">{accept}</button>' in banner
    assert f'data-consent="denied">{reject}</button>' in banner
    assert "Global Privacy Control" in banner
    footer = html[html.index("<footer") :]
    assert re.search(rf"<a [^>]*data-consent-open>{choices}</a>", footer)
    # The banner comes first, so its script decides before anything is painted below it.
    assert html.index('id="consent"') < html.index('class="skip-link"')
    # The choice is the visitor's to store: the server never sets the cookie.
    assert not response.cookies
    assert "agency_consent" not in response.get("Set-Cookie", "")


def test_the_consent_script_runs_first_and_weighs_under_3_kb(client, settings):
    settings.GTM_ID = "GTM-TEST123"
    html = client.get("/").content.decode()
    first, *_others = inline_scripts(html)
    assert "agency_consent" in first
    assert len(first.encode()) < 3 * 1024
