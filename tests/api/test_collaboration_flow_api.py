"""Collaboration transitions over real HTTP: the parties move a request along the table, any
other move is a 409 with a message, outsiders get 404, and the boxes filter and page."""

from datetime import timedelta

from marketplace_app.services.social.collaboration_rules import today_in_india
from tests.factories import bearer, register_via_api


def _send(client, buyer: dict, talent: dict, message: str = "Festive lookbook") -> dict:
    start = today_in_india() + timedelta(days=4)
    answer = client.post("/api/collaborations", headers=bearer(buyer["token"]), json={
        "recipientId": talent["user"]["_id"], "message": message, "serviceType": "Photography",
        "location": "Jaipur", "dateFrom": start.isoformat(),
        "dateTo": (start + timedelta(days=2)).isoformat(), "budgetMin": 20000})
    assert answer.status_code == 201, answer.text
    return answer.json()["collaboration"]


def _act(client, who: dict, item: dict, action: str):
    return client.post(f"/api/collaborations/{item['id']}/{action}", headers=bearer(who["token"]))


def test_accept_then_complete_over_http(client):
    talent, buyer = register_via_api(client), register_via_api(client, role="CLIENT")
    item = _send(client, buyer, talent)
    assert item["actions"] == ["withdraw"] and item["recipient"]["fullName"]
    inbox = client.get("/api/collaborations?box=inbox&status=pending",
                       headers=bearer(talent["token"])).json()["collaborations"]
    assert [(c["id"], c["actions"], c["sender"]["_id"]) for c in inbox] == [
        (item["id"], ["accept", "decline"], buyer["user"]["_id"])]
    accepted = _act(client, talent, item, "accept")
    assert accepted.status_code == 200, accepted.text
    body = accepted.json()["collaboration"]
    assert (body["status"], body["actions"]) == ("accepted", ["complete", "cancel"])
    assert body["acceptedAt"] and body["updatedAt"] == body["acceptedAt"]
    again = _act(client, talent, item, "accept")
    assert again.status_code == 409
    assert again.json() == {"success": False,
                            "message": "Only a pending request can be accepted, declined or "
                                       "withdrawn"}
    done = _act(client, buyer, item, "complete").json()["collaboration"]
    assert done["status"] == "completed" and done["completedAt"]
    projects = client.get("/api/collaborations?box=projects",
                          headers=bearer(buyer["token"])).json()["collaborations"]
    assert [c["status"] for c in projects] == ["completed"]


def test_wrong_party_outsider_and_bad_action(client):
    talent, buyer = register_via_api(client), register_via_api(client, role="CLIENT")
    stranger = register_via_api(client, role="CLIENT")
    item = _send(client, buyer, talent)
    refused = _act(client, buyer, item, "accept")
    assert refused.status_code == 409
    assert "Only the person who received" in refused.json()["message"]
    assert _act(client, talent, item, "withdraw").status_code == 409
    assert _act(client, stranger, item, "decline").status_code == 404
    assert _act(client, talent, item, "approve").status_code == 422
    assert client.post(f"/api/collaborations/{item['id']}/accept").status_code == 401
    assert _act(client, buyer, item, "withdraw").json()["collaboration"]["status"] == "withdrawn"
    assert _act(client, talent, item, "decline").status_code == 409


def test_boxes_filter_by_status_alias_received_and_page(client):
    talent, buyer = register_via_api(client), register_via_api(client, role="CLIENT")
    sent = [_send(client, buyer, talent, f"Request {n}") for n in range(5)]
    _act(client, talent, sent[0], "decline")
    headers = bearer(talent["token"])
    pending = client.get("/api/collaborations?box=inbox&status=pending", headers=headers).json()
    assert len(pending["collaborations"]) == 4
    received = client.get("/api/collaborations?box=received", headers=headers).json()
    assert len(received["collaborations"]) == 5
    first = client.get("/api/collaborations?box=inbox&limit=2", headers=headers).json()
    second = client.get(f"/api/collaborations?box=inbox&limit=2&cursor={first['nextCursor']}",
                        headers=headers).json()
    third = client.get(f"/api/collaborations?box=inbox&limit=2&cursor={second['nextCursor']}",
                       headers=headers).json()
    seen = [c["message"] for page in (first, second, third) for c in page["collaborations"]]
    assert seen == [f"Request {n}" for n in range(4, -1, -1)] and third["nextCursor"] is None
    assert client.get("/api/collaborations?box=sent", headers=headers).json()[
        "collaborations"] == []
    for query in ("box=outbox", "status=done", "limit=0"):
        bad = client.get(f"/api/collaborations?{query}", headers=headers)
        assert bad.status_code == 422 and bad.json()["success"] is False
    wrong = client.get("/api/collaborations?box=projects&status=pending", headers=headers)
    assert wrong.status_code == 400 and "status must be" in wrong.json()["message"]
    assert client.get("/api/collaborations?cursor=garbage!", headers=headers).status_code == 400
