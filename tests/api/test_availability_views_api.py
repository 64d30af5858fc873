"""HTTP contract of availability windows, the AI-generated label, the feed's new filters and
view stats."""

from datetime import timedelta

from marketplace_app.services.social.collaboration_rules import today_in_india
from tests.factories import bearer
from tests.portfolio_helpers import create, talent


def _day(n: int) -> str:
    return (today_in_india() + timedelta(days=n)).isoformat()


def test_publish_list_and_remove_windows(client):
    token, user = talent(client)
    made = client.post("/api/user/me/availability", headers=bearer(token),
                       json={"city": "jaipur", "dateFrom": _day(10), "dateTo": _day(15)})
    assert made.status_code == 201, made.text
    window = made.json()["window"]
    assert (window["city"], window["dateFrom"], window["dateTo"]) == \
        ("Jaipur", _day(10), _day(15))
    public = client.get(f"/api/user/{user['_id']}/availability").json()["availability"]
    assert [w["_id"] for w in public] == [window["_id"]]
    bad = client.post("/api/user/me/availability", headers=bearer(token),
                      json={"city": "Jaipur", "dateFrom": _day(5), "dateTo": _day(1)})
    assert bad.status_code == 400
    assert bad.json()["message"] == "End date cannot be before start date"
    assert client.delete(f"/api/user/me/availability/{window['_id']}",
                         headers=bearer(token)).status_code == 200
    assert client.get("/api/user/me/availability", headers=bearer(token)).json()[
        "availability"] == []


def test_feed_location_with_dates_and_human_only(client):
    visitor_token, _ = talent(client)
    client.put("/api/user/profile", headers=bearer(visitor_token), json={"location": "Pune"})
    item = create(client, visitor_token, extra={"aiGenerated": "true"}).json()["portfolio"]
    assert item["aiGenerated"] is True
    client.post("/api/user/me/availability", headers=bearer(visitor_token),
                json={"city": "Jaipur", "dateFrom": _day(10), "dateTo": _day(15)})

    def feed(**params) -> list[str]:
        response = client.get("/api/Portfolio/all", params=params)
        assert response.status_code == 200, response.text
        return [p["_id"] for p in response.json()["portfolios"]]

    assert feed(location="Jaipur") == [item["_id"]]
    assert feed(location="Jaipur", availableFrom=_day(12), availableTo=_day(20)) == \
        [item["_id"]]
    assert feed(location="Jaipur", availableFrom=_day(16)) == []
    assert feed(location="Jaipur", humanOnly="true") == []
    bad = client.get("/api/Portfolio/all", params={"availableFrom": "soon"})
    assert bad.status_code == 400 and bad.json()["message"]


def test_ai_category_needs_the_label_over_http(client):
    token, _ = talent(client)
    refused = create(client, token, category="Ai Generative Artists",
                     subcategory="Video Gen Artists")
    assert refused.status_code == 400
    assert refused.json()["message"] == \
        "Works in Ai Generative Artists must be labelled AI-generated"
    made = create(client, token, category="Ai Generative Artists",
                  subcategory="Video Gen Artists", extra={"aiGenerated": "true"})
    assert made.status_code == 201
    plain = create(client, token).json()["portfolio"]
    edited = client.put(f"/api/Portfolio/{plain['_id']}", headers=bearer(token),
                        data={"aiGenerated": "true"})
    assert edited.json()["portfolio"]["aiGenerated"] is True


def test_views_are_counted_once_a_day_and_shown_in_stats(client):
    owner_token, owner = talent(client)
    fan_token, _ = talent(client)
    item = create(client, owner_token).json()["portfolio"]
    body = {"subjectType": "portfolio", "subjectId": item["_id"]}
    assert client.post("/api/views", json=body, headers=bearer(fan_token)).json()["counted"]
    assert not client.post("/api/views", json=body, headers=bearer(fan_token)).json()["counted"]
    assert not client.post("/api/views", json=body,
                           headers=bearer(owner_token)).json()["counted"]
    assert client.post("/api/views", json=body).json()["counted"]  # anonymous visitor
    assert client.post("/api/views", json={"subjectType": "user",
                                           "subjectId": owner["_id"]}).json()["counted"]
    stats = client.get("/api/user/me/stats", headers=bearer(owner_token)).json()["stats"]
    assert stats == {"profileViews": 1, "portfolioViews": 2, "lastSevenDays": 3}
    assert client.post("/api/views", json={"subjectType": "x", "subjectId": "y"}
                       ).status_code == 400
    assert client.get(f"/api/Portfolio/{item['_id']}").json()["portfolio"]["viewsCount"] == 2
