"""Admire/appreciate toggles and once-only shares on portfolios and users, with exact counts."""

from concurrent.futures import ThreadPoolExecutor
from datetime import timedelta
from threading import Barrier

import httpx

from marketplace_app.services.social.collaboration_rules import today_in_india
from tests.factories import bearer, register_via_api
from tests.portfolio_helpers import create, talent

PHONE = "98765 43210"


def test_portfolio_admire_and_appreciate_toggle(client):
    owner, _ = talent(client)
    fan, _ = talent(client)
    item = create(client, owner).json()["portfolio"]
    url = f"/api/Portfolio/{item['_id']}"
    first = client.post(f"{url}/admire", headers=bearer(fan)).json()
    assert first["admireCount"] == 1 and first["admired"] is True
    second = client.post(f"{url}/admire", headers=bearer(fan)).json()
    assert second["admireCount"] == 0 and second["admired"] is False
    liked = client.post(f"/api/portfolio/{item['_id']}/appreciate", headers=bearer(fan)).json()
    assert liked["appreciateCount"] == 1 and liked["appreciated"] is True
    seen = client.get(url, headers=bearer(fan)).json()["portfolio"]
    assert seen["appreciateCount"] == 1 and seen["appreciated"] is True and not seen["admired"]


def test_share_once_per_user(client):
    owner, _ = talent(client)
    fan, _ = talent(client)
    item = create(client, owner).json()["portfolio"]
    url = f"/api/Portfolio/{item['_id']}/share"
    shared = client.post(url, headers=bearer(fan))
    assert shared.status_code == 200
    body = shared.json()
    assert body["shareCount"] == 1 and body["shared"] is True
    assert body["portfolio"]["_id"] == item["_id"] and body["portfolio"]["shareCount"] == 1
    again = client.post(url, headers=bearer(fan))
    assert again.status_code == 409
    assert again.json()["message"] == "You have already shared this portfolio!"
    assert client.get(f"/api/Portfolio/{item['_id']}").json()["portfolio"]["shareCount"] == 1


def _accepted_partner(client, owner: dict) -> str:
    """A client whose collaboration request the owner accepted (contacts unlock); its token."""
    buyer = register_via_api(client, role="CLIENT")
    start = (today_in_india() + timedelta(days=3)).isoformat()
    sent = client.post("/api/collaborations", headers=bearer(buyer["token"]), json={
        "recipientId": owner["user"]["_id"], "message": "Wedding shoot", "serviceType": "Photography",
        "location": "Jaipur", "dateFrom": start, "dateTo": start})
    assert sent.status_code == 201, sent.text
    accepted = client.post(f"/api/collaborations/{sent.json()['collaboration']['id']}/accept",
                           headers=bearer(owner["token"]))
    assert accepted.status_code == 200, accepted.text
    return buyer["token"]


def test_a_share_answers_with_the_card_its_sharer_then_reads(client):
    owner = register_via_api(client)
    item = create(client, owner["token"], description=f"Bookings: call {PHONE}").json()
    url = f"/api/Portfolio/{item['portfolio']['_id']}"
    partner, stranger = _accepted_partner(client, owner), talent(client)[0]
    client.post(f"{url}/admire", headers=bearer(partner))
    client.post(f"{url}/appreciate", headers=bearer(stranger))
    for fan, flags, unlocked in ((partner, (True, False), True), (stranger, (False, True), False)):
        card = client.post(f"{url}/share", headers=bearer(fan)).json()["portfolio"]
        assert card == client.get(url, headers=bearer(fan)).json()["portfolio"]
        assert (card["admired"], card["appreciated"], card["shared"]) == (*flags, True)
        assert (PHONE in card["description"]) is unlocked
    assert card["shareCount"] == 2 and card["admireCount"] == 1


def test_user_interactions(client):
    _, star = talent(client)
    fan, _ = talent(client)
    url = f"/api/user/{star['_id']}"
    admired = client.post(f"{url}/admire", headers=bearer(fan)).json()
    assert admired == {"success": True, "admireCount": 1, "admired": True, "message": "Admired"}
    assert client.post(f"{url}/appreciate", headers=bearer(fan)).json()["appreciateCount"] == 1
    assert client.post(f"{url}/share", headers=bearer(fan)).json()["shareCount"] == 1
    assert client.post(f"{url}/share", headers=bearer(fan)).status_code == 409
    profile = client.get(f"/api/user/profile/{star['_id']}").json()["user"]
    assert (profile["admireCount"], profile["appreciateCount"], profile["shareCount"]) == (1, 1, 1)


def test_anonymous_and_unknown_targets(client):
    owner, user = talent(client)
    item = create(client, owner).json()["portfolio"]
    for path in (f"/api/Portfolio/{item['_id']}/admire", f"/api/user/{user['_id']}/appreciate",
                 f"/api/Portfolio/{item['_id']}/share"):
        assert client.post(path).status_code == 401
    assert client.post("/api/Portfolio/missing/admire", headers=bearer(owner)).status_code == 404
    assert client.post("/api/user/missing/share", headers=bearer(owner)).status_code == 404


def test_disabled_portfolio_cannot_be_admired_by_others(client):
    owner, _ = talent(client)
    fan, _ = talent(client)
    item = create(client, owner).json()["portfolio"]
    client.patch(f"/api/portfolio/{item['_id']}/status", json={"status": False},
                 headers=bearer(owner))
    assert client.post(f"/api/Portfolio/{item['_id']}/admire",
                       headers=bearer(fan)).status_code == 404


def _fire_together(api_server: str, path: str, tokens: list[str]) -> list[httpx.Response]:
    barrier = Barrier(len(tokens))

    def hit(token: str) -> httpx.Response:
        with httpx.Client(base_url=api_server, timeout=60) as http:
            barrier.wait()
            return http.post(path, headers=bearer(token))

    with ThreadPoolExecutor(len(tokens)) as pool:
        return list(pool.map(hit, tokens))


def test_sixteen_simultaneous_admires_count_sixteen(client, api_server):
    owner, star = talent(client)
    item = create(client, owner).json()["portfolio"]
    fans = [talent(client)[0] for _ in range(16)]
    responses = _fire_together(api_server, f"/api/Portfolio/{item['_id']}/admire", fans)
    assert [r.status_code for r in responses] == [200] * 16, [r.text for r in responses]
    assert all(r.json()["admired"] for r in responses)
    assert sorted(r.json()["admireCount"] for r in responses)[-1] == 16
    assert client.get(f"/api/Portfolio/{item['_id']}").json()["portfolio"]["admireCount"] == 16
    on_user = _fire_together(api_server, f"/api/user/{star['_id']}/appreciate", fans)
    assert [r.status_code for r in on_user] == [200] * 16
    assert client.get(f"/api/user/profile/{star['_id']}").json()["user"]["appreciateCount"] == 16
