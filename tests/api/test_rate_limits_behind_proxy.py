"""Per-address rate limits behind a reverse proxy, over real HTTP from 127.0.0.1: the client
named in X-Forwarded-For counts only when the connecting peer is a trusted proxy, and only the
address that proxy appended (what a client writes into the header itself is ignored)."""

import pytest

from marketplace_app.services.accounts import rate_limits
from marketplace_app.settings import get_settings

LIMIT = 5


@pytest.fixture
def limited(monkeypatch):
    """A small per-address username-check limit on a fresh in-memory limiter."""
    monkeypatch.setattr(get_settings(), "rate_username_ip", f"{LIMIT}/minute")
    rate_limits.reset()
    yield monkeypatch
    rate_limits.reset()


def _check(client, n: int, forwarded_for: str | None = None) -> int:
    headers = {"X-Forwarded-For": forwarded_for} if forwarded_for else {}
    return client.get(f"/api/user/check-username/handle{n}", headers=headers).status_code


def test_behind_a_local_proxy_each_client_has_its_own_limit(client, limited):
    limited.setattr(get_settings(), "base_url", "https://market.example")  # nginx in front
    assert [_check(client, n, "203.0.113.5") for n in range(LIMIT)] == [200] * LIMIT
    assert _check(client, 99, "203.0.113.5") == 429
    # Another visitor behind the same proxy is not locked out by the first one.
    assert _check(client, 100, "203.0.113.6") == 200


def test_a_client_cannot_prepend_addresses_to_escape_its_limit(client, limited):
    limited.setattr(get_settings(), "base_url", "https://market.example")
    # nginx appends the real peer; whatever the client sent stands to its left.
    codes = [_check(client, n, f"198.51.100.{n}, 203.0.113.7") for n in range(LIMIT + 1)]
    assert codes == [200] * LIMIT + [429]


def test_forwarded_for_from_an_untrusted_peer_is_ignored(client, limited):
    limited.setattr(get_settings(), "trusted_proxies", "10.0.0.0/8")  # not this peer
    codes = [_check(client, n, f"198.51.100.{n}") for n in range(LIMIT + 1)]
    assert codes == [200] * LIMIT + [429]


def test_without_a_proxy_setting_the_header_is_ignored(client, limited):
    codes = [_check(client, n, f"198.51.100.{n}") for n in range(LIMIT + 1)]
    assert codes == [200] * LIMIT + [429]


def test_an_ipv6_client_cannot_cycle_addresses_in_its_64(client, limited):
    limited.setattr(get_settings(), "base_url", "https://market.example")
    codes = [_check(client, n, f"2001:db8:5:6::{n + 1:x}") for n in range(LIMIT + 1)]
    assert codes == [200] * LIMIT + [429]
    assert _check(client, 200, "2001:db8:5:7::1") == 200  # the next /64 is someone else
