"""Which address a rate limit keys on, for each kind of peer and X-Forwarded-For."""

import pytest

from marketplace_app.services.accounts.client_address import client_address
from marketplace_app.settings import get_settings


@pytest.fixture
def proxies(monkeypatch):
    def use(spec, base_url=None):
        monkeypatch.setattr(get_settings(), "trusted_proxies", spec)
        monkeypatch.setattr(get_settings(), "base_url", base_url)
    return use


def test_the_header_counts_only_from_a_trusted_peer(proxies):
    proxies("10.0.0.0/8")
    assert client_address("10.1.2.3", "203.0.113.9") == "203.0.113.9"
    assert client_address("198.51.100.4", "203.0.113.9") == "198.51.100.4"
    assert client_address("10.1.2.3", None) == "10.1.2.3"


def test_the_walk_stops_at_the_first_untrusted_hop(proxies):
    proxies("10.0.0.0/8,127.0.0.1")
    # client-written spoof, the real client, then two trusted proxies
    assert client_address("127.0.0.1", "1.2.3.4, 203.0.113.9, 10.0.0.7") == "203.0.113.9"
    assert client_address("127.0.0.1", "not-an-ip, 10.0.0.7") == "10.0.0.7"
    assert client_address("127.0.0.1", "2001:db8::1") == "2001:db8::1"


def test_defaults_loopback_only_behind_a_base_url(proxies):
    proxies(None)
    assert client_address("127.0.0.1", "203.0.113.9") == "127.0.0.1"
    proxies(None, "https://market.example")
    assert client_address("127.0.0.1", "203.0.113.9") == "203.0.113.9"
    assert client_address("::1", "203.0.113.9") == "203.0.113.9"
    proxies("", "https://market.example")  # explicitly none
    assert client_address("127.0.0.1", "203.0.113.9") == "127.0.0.1"


def test_an_ipv6_address_stands_for_its_64():
    from marketplace_app.services.accounts.client_address import address_key

    assert address_key("2001:db8:1:2::1") == address_key("2001:db8:1:2:ffff::9") \
        == "2001:db8:1:2::/64"
    assert address_key("::ffff:203.0.113.5") == "203.0.113.5" == address_key("203.0.113.5")
    assert address_key("testclient") == "testclient" and address_key(None) is None
