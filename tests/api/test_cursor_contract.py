"""Every page cursor of the documented shape is accepted by every paged list (schema-valid
input is never refused), and anything else is refused with a clear 400."""

import re

from tests.factories import bearer
from tests.portfolio_helpers import create, talent

LISTS = ("/api/Portfolio/all", "/api/Portfolio/me", "/api/Portfolio/user/{user_id}")


def test_documented_cursors_are_accepted_and_others_refused(client):
    token, user = talent(client)
    create(client, token)
    pattern = client.get("/api/openapi.json").json()["paths"]["/api/Portfolio/me"]["get"]
    cursor_schema = next(p["schema"] for p in pattern["parameters"] if p["name"] == "cursor")
    shape = re.compile(cursor_schema["pattern"])
    for path in LISTS:
        url = path.format(user_id=user["_id"])
        for cursor in ("", "k0.0", "o5", "k9999999999999999.ffffffffffffffffffffffffffffffff",
                       "o999999"):
            assert shape.match(cursor)
            response = client.get(url, params={"cursor": cursor}, headers=bearer(token))
            assert response.status_code == 200, (url, cursor, response.text)
        for bad in ("garbage!!", "k1.", "o-1", "eyJjIjogIjIwMjYifQ"):
            assert not shape.match(bad)
            response = client.get(url, params={"cursor": bad}, headers=bearer(token))
            assert response.status_code == 400 and response.json()["message"] == "Invalid cursor"


def test_paging_with_next_cursors_walks_every_item_once(client):
    token, user = talent(client)
    made = [create(client, token, title=f"Work {n}").json()["portfolio"]["_id"] for n in range(5)]
    for path in LISTS:
        url, seen, cursor = path.format(user_id=user["_id"]), [], None
        while True:
            params = {"limit": 2, **({"cursor": cursor} if cursor else {})}
            body = client.get(url, params=params, headers=bearer(token)).json()
            seen += [p["_id"] for p in body["portfolios"]]
            cursor = body["nextCursor"]
            if not cursor:
                break
        mine = [i for i in seen if i in made]
        assert mine == made[::-1], path
