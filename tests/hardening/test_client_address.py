"""One client-address rule: REMOTE_ADDR without proxies; with N, the N-th forwarded entry from the right."""

import pytest
from django.test import RequestFactory

from agency.client_address import client_ip


def request_from(remote_addr: str, forwarded_for: str | None = None):
    extra = {"REMOTE_ADDR": remote_addr}
    if forwarded_for is not None:
        extra["HTTP_X_FORWARDED_FOR"] = forwarded_for
    return RequestFactory().get("/", **extra)


@pytest.mark.parametrize("forwarded_for", ["203.0.113.9", "203.0.113.9, 198.51.100.1", "not-an-address"])
def test_without_trusted_proxies_the_header_is_ignored(settings, forwarded_for):
    settings.TRUSTED_PROXY_COUNT = 0
    assert client_ip(request_from("192.0.2.10", forwarded_for)) == "192.0.2.10"


def test_with_one_proxy_only_the_entry_it_appended_counts(settings):
    settings.TRUSTED_PROXY_COUNT = 1
    # The client wrote the first two entries; the proxy appended the address it saw.
    assert client_ip(request_from("10.0.0.2", "1.1.1.1, 2.2.2.2, 198.51.100.7")) == "198.51.100.7"


def test_with_two_proxies_the_second_entry_from_the_right_counts(settings):
    settings.TRUSTED_PROXY_COUNT = 2
    assert client_ip(request_from("10.0.0.3", "1.1.1.1, 198.51.100.7, 10.0.0.2")) == "198.51.100.7"


def test_a_header_shorter_than_the_proxy_chain_or_not_an_address_falls_back(settings):
    settings.TRUSTED_PROXY_COUNT = 2
    assert client_ip(request_from("10.0.0.3", "198.51.100.7")) == "10.0.0.3"
    assert client_ip(request_from("10.0.0.3", "'; drop table, 10.0.0.2")) == "10.0.0.3"
    assert client_ip(request_from("10.0.0.3")) == "10.0.0.3"


def test_drf_never_trusts_the_raw_header():
    from django.conf import settings

    assert settings.REST_FRAMEWORK["NUM_PROXIES"] == settings.TRUSTED_PROXY_COUNT == 0
