"""POST /api/collaborations stores a pending request; every §5 rule is a clear 4xx."""

from datetime import timedelta

from marketplace_app.models.collaboration import Collaboration
from marketplace_app.services.social.collaboration_rules import today_in_india
from tests.factories import bearer, register_via_api


def _body(recipient: str, **changes) -> dict:
    start = today_in_india() + timedelta(days=2)
    return {"recipientId": recipient, "message": "Product shoot for our new range",
            "serviceType": "Photography", "tags": ["product", "studio"], "location": "pune",
            "dateFrom": start.isoformat(), "dateTo": (start + timedelta(days=1)).isoformat(),
            "budgetMin": 10000, "budgetMax": "25000", **changes}


def test_a_client_sends_a_request_and_both_sides_see_it(client, clean_db):
    talent = register_via_api(client, role="TALENT")
    buyer = register_via_api(client, role="CLIENT")
    sent = client.post("/api/collaborations", json=_body(talent["user"]["_id"]),
                       headers=bearer(buyer["token"]))
    assert sent.status_code == 201, sent.text
    item = sent.json()["collaboration"]
    assert (item["status"], item["location"], item["budgetMax"]) == ("pending", "Pune", 25000)
    assert item["createdAt"] and item["senderId"] == buyer["user"]["_id"]
    inbox = client.get("/api/collaborations?box=received", headers=bearer(talent["token"]))
    assert [c["id"] for c in inbox.json()["collaborations"]] == [item["id"]]
    assert client.get(f"/api/collaborations/{item['id']}",
                      headers=bearer(buyer["token"])).status_code == 200
    stranger = register_via_api(client, role="CLIENT")
    assert client.get(f"/api/collaborations/{item['id']}",
                      headers=bearer(stranger["token"])).status_code == 404


def test_every_rule_is_enforced_by_the_server_and_nothing_is_stored(client, clean_db):
    talent = register_via_api(client, role="TALENT")
    buyer = register_via_api(client, role="CLIENT")
    to = talent["user"]["_id"]
    yesterday = (today_in_india() - timedelta(days=1)).isoformat()
    cases = [
        (_body(buyer["user"]["_id"]), "You cannot send a collaboration request to yourself!"),
        (_body(to, message=""), "Message is required"),
        (_body(to, location=" "), "Location is required"),
        (_body(to, location="London"), "Please enter a valid location from India. "
                                       "Example: Mumbai, Delhi, Bangalore, etc."),
        (_body(to, dateFrom=""), "Start date is required"),
        (_body(to, dateTo=None), "End date is required"),
        (_body(to, dateFrom=yesterday), "Start date cannot be in the past"),
        (_body(to, dateTo=yesterday), "End date cannot be before start date"),
        (_body(to, serviceType=None), "Please select a service type"),
        (_body(to, tags=["a", "A"]), "Tags must be unique"),
        (_body(to, budgetMin=-5), "Budget must be a whole number of rupees, 0 or more"),
    ]
    for body, message in cases:
        response = client.post("/api/collaborations", json=body, headers=bearer(buyer["token"]))
        assert response.status_code == 400, (message, response.text)
        assert response.json() == {"success": False, "message": message}
    assert client.post("/api/collaborations", json=_body("nobody"),
                       headers=bearer(buyer["token"])).status_code == 404
    assert client.post("/api/collaborations", json=_body(to)).status_code == 401
    assert client.post("/api/collaborations", content=b"[1]",
                       headers=bearer(buyer["token"])).status_code == 400
    from sqlmodel import Session, select
    with Session(clean_db) as s:
        assert s.exec(select(Collaboration)).all() == []
