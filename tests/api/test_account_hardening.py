"""Issue 27 part 3: wrong passwords slow the guesser, not the owner; logout revokes the token on
the server. Over real HTTP (tests/conftest.py's api_server), behind a local proxy so each test
client can speak for several addresses."""

import pytest

from marketplace_app.services.accounts import rate_limits
from marketplace_app.settings import get_settings
from tests.factories import PASSWORD, bearer, register_via_api


@pytest.fixture
def guarded(monkeypatch):
    """Production-like login limits, a trusted local proxy and a fresh limiter."""
    settings = get_settings()
    monkeypatch.setattr(settings, "rate_login_ip", "100/minute")
    monkeypatch.setattr(settings, "rate_login_guesses", "3/minute;5/15 minutes")
    monkeypatch.setattr(settings, "base_url", "https://market.example")
    rate_limits.reset()
    yield
    rate_limits.reset()


def _login(client, email: str, password: str, address: str):
    return client.post("/api/auth/login", json={"email": email, "password": password},
                       headers={"X-Forwarded-For": address})


def test_a_guesser_elsewhere_cannot_lock_the_owner_out(client, guarded):
    register_via_api(client, email="owner@example.com")
    codes = [_login(client, "owner@example.com", f"guess-{n}-xx", "203.0.113.9").status_code
             for n in range(4)]
    assert codes == [401, 401, 401, 429]
    # The guesser is held back even with the right password...
    refused = _login(client, "owner@example.com", PASSWORD, "203.0.113.9")
    assert refused.status_code == 429 and int(refused.headers["Retry-After"]) > 0
    # ...while the owner, from their own address, signs in.
    assert _login(client, "owner@example.com", PASSWORD, "198.51.100.20").status_code == 200


def test_guessing_backs_off_to_the_longer_window(client, guarded):
    register_via_api(client, email="slow@example.com")
    for n in range(3):
        _login(client, "slow@example.com", f"guess-{n}-xx", "203.0.113.10")
    first = _login(client, "slow@example.com", "guess-x-xx", "203.0.113.10")
    assert first.status_code == 429 and int(first.headers["Retry-After"]) <= 60


def test_rest_logout_revokes_the_token(client):
    account = register_via_api(client)
    headers = bearer(account["token"])
    assert client.get("/api/user/profile", headers=headers).status_code == 200
    out = client.post("/api/auth/logout", headers=headers)
    assert out.status_code == 200, out.text
    for _ in range(2):
        later = client.get("/api/user/profile", headers=headers)
        assert later.status_code == 401 and later.json()["message"]
    assert client.post("/api/auth/logout", headers=headers).status_code == 401
    # Signing in again gives a token that works.
    again = client.post("/api/auth/login", json={"email": account["user"]["email"],
                                                 "password": PASSWORD})
    assert client.get("/api/user/profile",
                      headers=bearer(again.json()["token"])).status_code == 200
