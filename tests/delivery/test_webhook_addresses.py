"""Webhooks reach only the public internet: every resolved address, in every form it takes.

Issue 23: https://100.100.100.200/latest/meta-data/ (a cloud metadata address in the shared
100.64.0.0/10 range) was accepted, because the check asked "is it private?" not "is it global?".
"""

import socket

import pytest

from delivery.models import WebhookEndpoint
from delivery.webhooks import WebhookURLRefused, url_check

pytestmark = pytest.mark.django_db

ENDPOINTS = "/django-admin/delivery/webhookendpoint/"

NOT_PUBLIC = [
    "100.100.100.200",  # Alibaba Cloud's metadata service, shared address space
    "100.64.0.1",
    "169.254.169.254",
    "192.0.2.10",  # documentation
    "198.18.0.1",  # benchmarking
    "192.0.0.170",  # IETF protocol assignments
    "0.0.0.0",  # noqa: S104 - the address under test
    "255.255.255.255",
    "224.0.0.251",  # multicast
    "240.0.0.1",  # reserved
    "[::ffff:127.0.0.1]",  # IPv4-mapped loopback
    "[::ffff:100.100.100.200]",
    "[::ffff:a9fe:a9fe]",  # IPv4-mapped 169.254.169.254, written in hex
    "[64:ff9b::6464:64c8]",  # NAT64 of 100.100.100.200
    "[64:ff9b::a9fe:a9fe]",  # NAT64 of 169.254.169.254
    "[64:ff9b:1::a00:1]",  # local-use NAT64 of 10.0.0.1
    "[2002:7f00:1::]",  # 6to4 of 127.0.0.1
    "[::127.0.0.1]",  # IPv4-compatible
    "[fd00:ec2::254]",  # AWS's IPv6 metadata address (unique local)
    "[fe80::1]",
    "[2001:db8::1]",  # documentation
    "[ff02::1]",
]


@pytest.mark.parametrize("host", NOT_PUBLIC)
def test_an_address_off_the_public_internet_is_refused(settings, host):
    settings.WEBHOOK_ALLOWED_NETWORKS = []
    with pytest.raises(WebhookURLRefused, match="site's own network"):
        url_check(f"https://{host}/latest/meta-data/")


PUBLIC = ["93.184.216.34", "[2606:2800:220:1:248:1893:25c8:1946]", "[64:ff9b::5db8:d822]"]


@pytest.mark.parametrize("host", PUBLIC)
def test_a_public_address_is_accepted(settings, host):
    settings.WEBHOOK_ALLOWED_NETWORKS = []
    assert url_check(f"https://{host}/hook")


def test_a_name_with_one_internal_address_among_public_ones_is_refused(settings, monkeypatch):
    settings.WEBHOOK_ALLOWED_NETWORKS = []
    real = socket.getaddrinfo

    def resolve(host, *args, **kwargs):
        if host == "crm.acme.example":
            return real("93.184.216.34", *args, **kwargs) + real("::ffff:100.100.100.200", *args, **kwargs)
        return real(host, *args, **kwargs)

    monkeypatch.setattr(socket, "getaddrinfo", resolve)
    with pytest.raises(WebhookURLRefused, match="100.100.100.200"):
        url_check("https://crm.acme.example/hook")


def test_the_setting_that_allows_a_private_network_still_works(settings):
    settings.WEBHOOK_ALLOWED_NETWORKS = ["100.64.0.0/10", "10.0.0.0/8"]
    assert url_check("https://100.100.100.200/hook") == ["100.100.100.200"]
    assert url_check("https://[::ffff:10.1.2.3]/hook") == ["::ffff:10.1.2.3"]
    with pytest.raises(WebhookURLRefused):
        url_check("https://192.168.1.5/hook")


def test_the_admin_refuses_the_metadata_address_when_saving(admin_client, settings):
    settings.WEBHOOK_ALLOWED_NETWORKS = []
    response = admin_client.post(
        f"{ENDPOINTS}add/",
        {"url": "https://100.100.100.200/latest/meta-data/", "events": ["lead.created"], "active": "on"},
    )
    assert response.status_code == 200
    assert "resolves to 100.100.100.200" in response.text
    assert not WebhookEndpoint.objects.exists()
