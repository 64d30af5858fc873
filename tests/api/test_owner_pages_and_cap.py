"""Issue 10 item 9: own and per-user portfolio lists come in pages; a user has a capped
number of portfolio items."""

from marketplace_app.services.portfolios import portfolios
from marketplace_app.settings import get_settings
from tests.factories import bearer
from tests.portfolio_helpers import create, talent


def _walk(client, url, headers=None, limit=2):
    seen, cursor, pages = [], None, 0
    while True:
        params = {"limit": limit, **({"cursor": cursor} if cursor else {})}
        body = client.get(url, params=params, headers=headers or {}).json()
        assert len(body["portfolios"]) <= limit
        seen += [p["_id"] for p in body["portfolios"]]
        pages += 1
        cursor = body.get("nextCursor")
        if not cursor:
            return seen, pages


def test_my_items_and_a_users_items_come_in_pages(client):
    token, user = talent(client)
    made = [create(client, token, title=f"Work {n}").json()["portfolio"]["_id"]
            for n in range(5)]
    mine, pages = _walk(client, "/api/Portfolio/me", bearer(token))
    assert mine == made[::-1] and pages == 3
    theirs, _ = _walk(client, f"/api/portfolio/user/{user['_id']}")
    assert theirs == made[::-1]
    default = client.get("/api/Portfolio/me", headers=bearer(token)).json()
    assert len(default["portfolios"]) == 5 and default["nextCursor"] is None
    assert client.get("/api/Portfolio/me", params={"limit": "0"},
                      headers=bearer(token)).status_code == 400


def test_portfolio_items_per_user_are_capped(client, monkeypatch):
    monkeypatch.setattr(get_settings(), "max_portfolios_per_user", 2)
    token, _ = talent(client)
    assert create(client, token).status_code == 201
    assert create(client, token).status_code == 201
    third = create(client, token)
    assert third.status_code == 409
    assert third.json()["message"] == portfolios.too_many_items(2)
