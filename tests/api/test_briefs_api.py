"""/api/briefs and /api/proposals over real HTTP (issue 32): post, browse, propose, choose;
every refusal is JSON {success: false, message} with a 4xx status, never a 500."""

from datetime import timedelta

from marketplace_app.services.social.collaboration_rules import today_in_india
from tests.factories import bearer, register_via_api

TODAY = today_in_india()


def _brief(**changes) -> dict:
    start = TODAY + timedelta(days=10)
    return {"title": "Saree catalogue shoot", "description": "Forty sarees, one model",
            "category": "Photography", "subcategory": "Fashion / People", "city": "Pune",
            "dateFrom": start.isoformat(), "dateTo": (start + timedelta(days=1)).isoformat(),
            "budgetMin": 20000, "budgetMax": 30000, "deliverables": "120 photos",
            "closesOn": (TODAY + timedelta(days=5)).isoformat(), **changes}


def _refused(response, status: int, message: str | None = None):
    assert response.status_code == status, response.text
    body = response.json()
    assert body["success"] is False and body["message"]
    if message:
        assert body["message"] == message


def test_the_whole_journey(client):
    owner = register_via_api(client, role="CLIENT")
    t1, t2 = register_via_api(client), register_via_api(client)
    posted = client.post("/api/briefs", json=_brief(), headers=bearer(owner["token"]))
    assert posted.status_code == 201, posted.text
    brief = posted.json()["brief"]
    assert brief["status"] == "open" and brief["actions"] == ["edit", "close"]
    listed = client.get("/api/briefs", params={"search": "saree", "city": "Pune"}).json()
    assert [b["id"] for b in listed["briefs"]] == [brief["id"]]
    assert client.get(f"/api/briefs/{brief['id']}").json()["brief"]["title"] == brief["title"]
    sent = client.post(f"/api/briefs/{brief['id']}/proposals",
                       json={"message": "I shoot sarees", "price": "25,000"},
                       headers=bearer(t1["token"]))
    assert sent.status_code == 201, sent.text
    proposal = sent.json()["proposal"]
    client.post(f"/api/briefs/{brief['id']}/proposals", json={"message": "Me too", "price": 1},
                headers=bearer(t2["token"]))
    _refused(client.post(f"/api/briefs/{brief['id']}/proposals",
                         json={"message": "Again", "price": 1}, headers=bearer(t1["token"])),
             409)
    mine = client.get("/api/briefs/mine", headers=bearer(owner["token"])).json()["briefs"]
    assert mine[0]["proposalCount"] == 2
    listed = client.get(f"/api/briefs/{brief['id']}/proposals",
                        headers=bearer(owner["token"])).json()["proposals"]
    assert [p["talent"]["fullName"] for p in listed] == [t1["user"]["fullName"],
                                                         t2["user"]["fullName"]]
    _refused(client.get(f"/api/briefs/{brief['id']}/proposals", headers=bearer(t1["token"])),
             403)
    _refused(client.get(f"/api/proposals/{proposal['id']}", headers=bearer(t2["token"])), 404)
    accepted = client.post(f"/api/proposals/{proposal['id']}/accept",
                           headers=bearer(owner["token"]))
    assert accepted.status_code == 200, accepted.text
    assert accepted.json()["proposal"]["status"] == "accepted"
    for who in (owner, t1):
        projects = client.get("/api/collaborations", params={"box": "projects"},
                              headers=bearer(who["token"])).json()["collaborations"]
        assert [p["status"] for p in projects] == ["accepted"]
    others = client.get("/api/proposals", headers=bearer(t2["token"])).json()["proposals"]
    assert others[0]["status"] == "declined"
    assert client.get("/api/briefs").json()["briefs"] == []
    assert client.get(f"/api/briefs/{brief['id']}").json()["brief"]["status"] == "in_progress"


def test_refusals_are_json_messages(client):
    owner = register_via_api(client, role="CLIENT")
    talent = register_via_api(client)
    _refused(client.post("/api/briefs", json=_brief(), headers=bearer(talent["token"])), 403,
             "Only clients can post a job")
    _refused(client.post("/api/briefs", json=_brief(budgetMin=50000),
                         headers=bearer(owner["token"])), 400,
             "The minimum budget must not be above the maximum")
    for bad in ({"dateFrom": "soon"}, {"budgetMax": "lots"}, {"city": 7}, {"title": ["x"]},
                {"closesOn": None}, {"category": None}, {"remote": "maybe", "city": ""}):
        response = client.post("/api/briefs", json=_brief(**bad), headers=bearer(owner["token"]))
        _refused(response, 400)
    _refused(client.post("/api/briefs", json=_brief()), 401)
    for params in ({"cursor": "nope"}, {"city": "Atlantis"}, {"dateFrom": "x"},
                   {"budgetMin": "-5"}, {"limit": "0"}, {"category": "Plumbing"}):
        _refused(client.get("/api/briefs", params=params), 400)
    _refused(client.get("/api/briefs/nothing-here"), 404)
    _refused(client.post("/api/proposals/nothing/withdraw", headers=bearer(talent["token"])),
             404)
    brief = client.post("/api/briefs", json=_brief(), headers=bearer(owner["token"])).json()
    _refused(client.post(f"/api/briefs/{brief['brief']['id']}/proposals",
                         json={"message": "Hi", "price": "abc"},
                         headers=bearer(talent["token"])), 400)
    _refused(client.post(f"/api/briefs/{brief['brief']['id']}/proposals",
                         json={"message": "Hi", "price": 5, "portfolioIds": "x"},
                         headers=bearer(talent["token"])), 400)


def test_eleventh_open_brief_is_429(client):
    owner = register_via_api(client, role="CLIENT")
    for _ in range(10):
        assert client.post("/api/briefs", json=_brief(),
                           headers=bearer(owner["token"])).status_code == 201
    response = client.post("/api/briefs", json=_brief(), headers=bearer(owner["token"]))
    _refused(response, 429, "You can have at most 10 open jobs. Close one before opening another.")
    assert int(response.headers["Retry-After"]) > 0
    first = client.get("/api/briefs/mine", headers=bearer(owner["token"])).json()["briefs"][0]
    assert client.post(f"/api/briefs/{first['id']}/close",
                       headers=bearer(owner["token"])).status_code == 200
    assert client.post("/api/briefs", json=_brief(),
                       headers=bearer(owner["token"])).status_code == 201


def test_edit_close_reopen_over_http(client):
    owner = register_via_api(client, role="CLIENT")
    other = register_via_api(client, role="CLIENT")
    draft = client.post("/api/briefs", json={**_brief(), "draft": True},
                        headers=bearer(owner["token"])).json()["brief"]
    assert draft["status"] == "draft"
    _refused(client.get(f"/api/briefs/{draft['id']}"), 404)
    edited = client.put(f"/api/briefs/{draft['id']}", json=_brief(title="Lehenga shoot"),
                        headers=bearer(owner["token"]))
    assert edited.json()["brief"]["title"] == "Lehenga shoot"
    _refused(client.put(f"/api/briefs/{draft['id']}", json=_brief(),
                        headers=bearer(other["token"])), 404)
    assert client.post(f"/api/briefs/{draft['id']}/publish",
                       headers=bearer(owner["token"])).json()["brief"]["status"] == "open"
    _refused(client.post(f"/api/briefs/{draft['id']}/close", headers=bearer(other["token"])),
             403)
    _refused(client.post(f"/api/briefs/{draft['id']}/reopen", headers=bearer(owner["token"])),
             409)
