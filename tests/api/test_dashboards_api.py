"""The talent's and the client's dashboards over real HTTP: real figures per work over 7 and 30
days, requests by state, reviews, what the profile lacks, saved and recently viewed talent."""

from datetime import datetime, timedelta

from marketplace_app.db import session_scope
from marketplace_app.models.base import new_id
from marketplace_app.models.portfolio import Interaction
from marketplace_app.models.view import View
from marketplace_app.services.social.collaboration_rules import INDIA, today_in_india
from tests.factories import bearer, register_via_api
from tests.portfolio_helpers import create


def _send(client, buyer: dict, talent: dict, message: str) -> dict:
    start = today_in_india() + timedelta(days=4)
    answer = client.post("/api/collaborations", headers=bearer(buyer["token"]), json={
        "recipientId": talent["user"]["_id"], "message": message, "serviceType": "Photography",
        "location": "Jaipur", "dateFrom": start.isoformat(),
        "dateTo": (start + timedelta(days=1)).isoformat()})
    assert answer.status_code == 201, answer.text
    return answer.json()["collaboration"]


def _old_activity(work_id: str, owner_id: str, fan_id: str, days_ago: int) -> None:
    """A view and an admire from `days_ago` days back (the API only records today's)."""
    day = today_in_india() - timedelta(days=days_ago)
    moment = datetime.combine(day, datetime.min.time(), tzinfo=INDIA) + timedelta(hours=12)
    with session_scope() as session:
        session.add(View(subject_type="portfolio", subject_id=work_id, owner_id=owner_id,
                         viewer_key=f"u:{new_id()}", day=day, created_at=moment))
        session.add(Interaction(actor_id=fan_id, target_kind="portfolio", target_id=work_id,
                                kind="appreciate", created_at=moment))
        session.commit()


def test_a_talent_sees_each_work_s_figures_requests_reviews_and_missing_fields(client):
    talent, fan = register_via_api(client), register_via_api(client)
    buyer = register_via_api(client, role="CLIENT")
    work = create(client, talent["token"], title="Monsoon portraits").json()["portfolio"]
    other = create(client, talent["token"], title="Quiet work").json()["portfolio"]
    view = {"subjectType": "portfolio", "subjectId": work["_id"]}
    assert client.post("/api/views", json=view, headers=bearer(fan["token"])).json()["counted"]
    assert client.post(f"/api/Portfolio/{work['_id']}/admire",
                       headers=bearer(fan["token"])).status_code == 200
    assert client.post(f"/api/Portfolio/{work['_id']}/admire",
                       headers=bearer(buyer["token"])).status_code == 200
    _old_activity(work["_id"], talent["user"]["_id"], buyer["user"]["_id"], days_ago=12)
    waiting = _send(client, buyer, talent, "Wedding in Jaipur")
    taken = _send(client, buyer, talent, "Festive lookbook")
    assert client.post(f"/api/collaborations/{taken['id']}/accept",
                       headers=bearer(talent["token"])).status_code == 200
    reviewed = client.post(f"/api/user/{talent['user']['_id']}/reviews",
                           headers=bearer(buyer["token"]),
                           json={"rating": 5, "comment": "Lovely light"})
    assert reviewed.status_code == 201, reviewed.text

    answer = client.get("/api/dashboard/talent", headers=bearer(talent["token"]))
    assert answer.status_code == 200, answer.text
    board = answer.json()
    figures = {w["title"]: w for w in board["works"]}
    assert {k: figures["Monsoon portraits"][k] for k in (
        "views7", "views30", "admires7", "admires30", "appreciations7", "appreciations30")} == {
        "views7": 1, "views30": 2, "admires7": 2, "admires30": 2, "appreciations7": 0,
        "appreciations30": 1}
    assert figures["Quiet work"]["views30"] == 0 and other["_id"] == figures["Quiet work"]["_id"]
    assert board["totals"]["admires7"] == 2 and board["totals"]["views30"] == 2
    assert [c["id"] for c in board["pending"]["collaborations"]] == [waiting["id"]]
    assert [c["id"] for c in board["accepted"]["collaborations"]] == [taken["id"]]
    assert [r["comment"] for r in board["reviews"]["reviews"]] == ["Lovely light"]
    assert board["reviews"]["averageRating"] == 5
    assert board["completion"] < 100 and "phone" in board["missingFields"]


def test_a_client_sees_sent_requests_projects_saved_and_recently_viewed_talent(client):
    buyer = register_via_api(client, role="CLIENT")
    first, second = register_via_api(client), register_via_api(client)
    sent = _send(client, buyer, first, "Product shoot")
    project = _send(client, buyer, second, "Brand film")
    client.post(f"/api/collaborations/{project['id']}/accept", headers=bearer(second["token"]))
    client.put(f"/api/user/{second['user']['_id']}/save", headers=bearer(buyer["token"]))
    for seen in (first, second):
        client.post("/api/views", headers=bearer(buyer["token"]),
                    json={"subjectType": "user", "subjectId": seen["user"]["_id"]})

    board = client.get("/api/dashboard/client", headers=bearer(buyer["token"])).json()
    states = {c["id"]: c["status"] for c in board["sent"]["collaborations"]}
    assert states == {sent["id"]: "pending", project["id"]: "accepted"}
    assert [c["id"] for c in board["projects"]] == [project["id"]]
    assert [s["_id"] for s in board["saved"]["talent"]] == [second["user"]["_id"]]
    assert {p["_id"] for p in board["recentlyViewed"]} == {first["user"]["_id"],
                                                           second["user"]["_id"]}


def test_each_dashboard_is_for_its_own_role_and_for_members_only(client):
    talent, buyer = register_via_api(client), register_via_api(client, role="CLIENT")
    assert client.get("/api/dashboard/talent").status_code == 401
    refused = client.get("/api/dashboard/talent", headers=bearer(buyer["token"]))
    assert refused.status_code == 403 and refused.json()["message"]
    assert client.get("/api/dashboard/client", headers=bearer(talent["token"])).status_code == 403
