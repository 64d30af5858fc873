"""Issue 10 item 5: login, registration, the username check and review posting are limited
per IP and per account; an excess request gets 429 with a message and Retry-After.
The suite runs with generous limits (tests/conftest.py); these tests set realistic ones."""

import pytest

from marketplace_app.services.accounts import rate_limits
from marketplace_app.settings import get_settings
from tests.factories import PASSWORD, bearer, register_via_api
from tests.portfolio_helpers import create, talent


@pytest.fixture
def realistic(monkeypatch):
    """Production-like limits on a fresh in-memory limiter."""
    settings = get_settings()
    for name, value in {"rate_login_ip": "20/minute", "rate_login_guesses": "5/15 minutes",
                        "rate_register_ip": "3/hour", "rate_username_ip": "10/minute",
                        "rate_review_account": "4/hour"}.items():
        monkeypatch.setattr(settings, name, value)
    rate_limits.reset()
    yield
    rate_limits.reset()


def _assert_429(response):
    assert response.status_code == 429, response.text
    assert response.json()["message"].startswith("Too many attempts")
    assert int(response.headers["Retry-After"]) > 0


def test_password_guessing_on_one_account_is_stopped(client, realistic):
    register_via_api(client, email="target@example.com")
    for _ in range(5):
        assert client.post("/api/auth/login", json={"email": "target@example.com",
                                                    "password": "wrong-guess-1"}).status_code == 401
    _assert_429(client.post("/api/auth/login", json={"email": "target@example.com",
                                                     "password": PASSWORD}))
    # Other accounts from the same address are unaffected by this account's lock.
    register_via_api(client, email="other@example.com")
    assert client.post("/api/auth/login", json={"email": "other@example.com",
                                                "password": PASSWORD}).status_code == 200


def test_logins_per_address_are_limited(client, realistic):
    for n in range(20):
        client.post("/api/auth/login", json={"email": f"nobody{n}@example.com",
                                             "password": "x" * 8})
    _assert_429(client.post("/api/auth/login", json={"email": "fresh@example.com",
                                                     "password": "x" * 8}))


def test_registrations_per_address_are_limited(client, realistic):
    for _ in range(3):
        register_via_api(client)
    _assert_429(client.post("/api/auth/register", json={
        "fullName": "Bulk", "email": "bulk@example.com", "password": PASSWORD,
        "role": "TALENT"}))


def test_username_checks_per_address_are_limited(client, realistic):
    for n in range(10):
        assert client.get(f"/api/user/check-username/handle{n}").status_code == 200
    _assert_429(client.get("/api/user/check-username/handle99"))


def test_review_posting_per_account_is_limited(client, realistic, monkeypatch):
    monkeypatch.setattr(get_settings(), "rate_register_ip", "100/hour")  # many talents here
    critic, _ = talent(client)
    items = [create(client, talent(client)[0]).json()["portfolio"]["_id"] for _ in range(5)]
    for item in items[:4]:
        assert client.post(f"/api/Portfolio/{item}/reviews", json={"rating": 5},
                           headers=bearer(critic)).status_code == 201
    _assert_429(client.post(f"/api/Portfolio/{items[4]}/reviews", json={"rating": 5},
                            headers=bearer(critic)))


def test_workers_share_counters_through_redis(monkeypatch):
    import socket
    import uuid

    try:
        socket.create_connection(("127.0.0.1", 6379), timeout=1).close()
    except OSError:
        pytest.skip("Redis is not answering on 127.0.0.1:6379")
    settings = get_settings()
    monkeypatch.setattr(settings, "redis_url", "redis://127.0.0.1:6379")
    monkeypatch.setattr(settings, "rate_register_ip", "2/minute")
    address = f"10.{uuid.uuid4().int % 250}.0.{uuid.uuid4().int % 250}-{uuid.uuid4().hex}"
    rate_limits._limiter.cache_clear()
    try:
        rate_limits.hit("register", address)
        rate_limits._limiter.cache_clear()  # a second worker: its own limiter, same Redis
        rate_limits.hit("register", address)
        rate_limits._limiter.cache_clear()
        with pytest.raises(rate_limits.RateLimited):
            rate_limits.hit("register", address)
    finally:
        rate_limits._limiter.cache_clear()
