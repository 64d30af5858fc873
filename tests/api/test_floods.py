"""Issue 27 part 2: floods. Views count one per subject, viewer and day (an anonymous viewer is
the client address, whatever browser it claims) and never empty the shared feed cache; new
collaboration requests, new conversations and messages per conversation are limited per account
with 429, Retry-After and a clear message. Over real HTTP (tests/conftest.py's api_server)."""

from datetime import timedelta

import pytest

from marketplace_app.services.accounts import rate_limits
from marketplace_app.services.portfolios import feed_cache
from marketplace_app.services.social.collaboration_rules import today_in_india
from marketplace_app.settings import get_settings
from tests.factories import bearer, register_via_api
from tests.portfolio_helpers import create, talent


@pytest.fixture
def limited(monkeypatch):
    """Small per-account limits on a fresh in-memory limiter."""
    settings = get_settings()
    for name, value in {"rate_collaboration_account": "3/hour",
                        "rate_conversation_account": "2/hour",
                        "rate_message_conversation": "3/minute",
                        "rate_message_account": "1000/minute"}.items():
        monkeypatch.setattr(settings, name, value)
    rate_limits.reset()
    yield monkeypatch
    rate_limits.reset()


def _assert_429(response, starts: str):
    assert response.status_code == 429, response.text
    assert response.json()["message"].startswith(starts), response.json()
    assert int(response.headers["Retry-After"]) > 0


def _view(client, item_id: str, agent: str, forwarded_for: str | None = None) -> bool:
    headers = {"User-Agent": agent}
    if forwarded_for:
        headers["X-Forwarded-For"] = forwarded_for
    response = client.post("/api/views", headers=headers,
                           json={"subjectType": "portfolio", "subjectId": item_id})
    assert response.status_code == 200, response.text
    return response.json()["counted"]


def test_a_new_user_agent_does_not_count_the_same_address_again(client):
    owner_token, _ = talent(client)
    item = create(client, owner_token).json()["portfolio"]["_id"]
    counted = [_view(client, item, f"Browser/{n}") for n in range(5)]
    assert counted == [True, False, False, False, False]
    assert client.get(f"/api/Portfolio/{item}").json()["portfolio"]["viewsCount"] == 1


def test_behind_a_trusted_proxy_each_visitor_address_counts_once(client, monkeypatch):
    monkeypatch.setattr(get_settings(), "base_url", "https://market.example")  # nginx in front
    owner_token, _ = talent(client)
    item = create(client, owner_token).json()["portfolio"]["_id"]
    assert _view(client, item, "A", "203.0.113.5")
    assert not _view(client, item, "B", "203.0.113.5")
    assert _view(client, item, "A", "203.0.113.6")
    # A client writing its own X-Forwarded-For left of the proxy's entry changes nothing.
    assert not _view(client, item, "C", "198.51.100.1, 203.0.113.6")


def test_an_ipv6_visitor_is_its_64_bit_network(client, monkeypatch):
    """One IPv6 connection owns a /64: cycling addresses in it is still the same visitor."""
    monkeypatch.setattr(get_settings(), "base_url", "https://market.example")
    owner_token, _ = talent(client)
    item = create(client, owner_token).json()["portfolio"]["_id"]
    assert _view(client, item, "A", "2001:db8:1:2::1")
    assert not _view(client, item, "A", "2001:db8:1:2:ffff:0:0:9")
    assert _view(client, item, "A", "2001:db8:1:3::1")


def test_views_per_viewer_are_limited(client, limited):
    limited.setattr(get_settings(), "rate_view_viewer", "3/minute")
    owner_token, _ = talent(client)
    items = [create(client, owner_token).json()["portfolio"]["_id"] for _ in range(4)]
    for item in items[:3]:
        assert _view(client, item, "A")
    over = client.post("/api/views", json={"subjectType": "portfolio", "subjectId": items[3]})
    _assert_429(over, "Too many attempts")
    fan_token, _ = talent(client)  # a signed-in viewer has an allowance of their own
    assert client.post("/api/views", headers=bearer(fan_token), json={
        "subjectType": "portfolio", "subjectId": items[3]}).json()["counted"]


def test_counting_a_view_keeps_the_shared_feed_cache(client):
    owner_token, _ = talent(client)
    item = create(client, owner_token).json()["portfolio"]["_id"]
    fan_token, _ = talent(client)
    before = feed_cache.generation()
    assert _view(client, item, "Browser/1")
    response = client.post("/api/views", headers=bearer(fan_token),
                           json={"subjectType": "portfolio", "subjectId": item})
    assert response.json()["counted"]
    assert feed_cache.generation() == before  # neither view emptied the cache
    # Any other write still does.
    assert client.post(f"/api/Portfolio/{item}/admire", headers=bearer(fan_token)).status_code \
        == 200
    assert feed_cache.generation() > before


def _collab(recipient: str) -> dict:
    start = today_in_india() + timedelta(days=2)
    return {"recipientId": recipient, "message": "Product shoot for our new range",
            "serviceType": "Photography", "location": "pune", "dateFrom": start.isoformat(),
            "dateTo": (start + timedelta(days=1)).isoformat(), "budgetMin": 10000,
            "budgetMax": 25000}


def test_new_collaboration_requests_are_limited_per_account(client, limited):
    buyer = register_via_api(client, role="CLIENT")
    talents = [register_via_api(client, role="TALENT")["user"]["_id"] for _ in range(4)]
    for to in talents[:3]:
        sent = client.post("/api/collaborations", json=_collab(to), headers=bearer(buyer["token"]))
        assert sent.status_code == 201, sent.text
    _assert_429(client.post("/api/collaborations", json=_collab(talents[3]),
                            headers=bearer(buyer["token"])), "You have sent many")
    # Another account is not held back by this one.
    other = register_via_api(client, role="CLIENT")
    assert client.post("/api/collaborations", json=_collab(talents[3]),
                       headers=bearer(other["token"])).status_code == 201


def test_new_conversations_are_limited_per_account(client, limited):
    me = register_via_api(client, role="CLIENT")
    people = [register_via_api(client)["user"]["_id"] for _ in range(3)]
    started = [client.post("/api/conversations", json={"userId": p},
                           headers=bearer(me["token"])) for p in people[:2]]
    assert [r.status_code for r in started] == [201, 201]
    # Opening one I already have is not a new conversation.
    assert client.post("/api/conversations", json={"userId": people[0]},
                       headers=bearer(me["token"])).status_code == 201
    _assert_429(client.post("/api/conversations", json={"userId": people[2]},
                            headers=bearer(me["token"])), "You have started many")
    hindi = client.post("/api/conversations?lang=hi", json={"userId": people[2]},
                        headers=bearer(me["token"]))
    assert hindi.status_code == 429 and hindi.json()["message"].startswith("आपने")


def test_messages_are_limited_per_conversation(client, limited):
    me = register_via_api(client, role="CLIENT")
    one, two = (register_via_api(client)["user"]["_id"] for _ in range(2))
    first, second = (client.post("/api/conversations", json={"userId": p},
                                 headers=bearer(me["token"])).json()["conversation"]["_id"]
                     for p in (one, two))

    def send(conversation: str):
        return client.post(f"/api/conversations/{conversation}/messages",
                           json={"text": "hello"}, headers=bearer(me["token"]))

    assert [send(first).status_code for _ in range(3)] == [201, 201, 201]
    _assert_429(send(first), "You are sending messages")
    assert send(second).status_code == 201  # another conversation has its own allowance
