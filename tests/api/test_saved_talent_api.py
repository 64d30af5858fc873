"""Saved talent over HTTP: save twice keeps one, unsave removes, never oneself, paged list."""

from tests.factories import bearer, register_via_api


def test_save_list_and_unsave(client):
    fan = register_via_api(client, role="CLIENT")
    talents = [register_via_api(client, full_name=f"Talent {n}") for n in range(3)]
    headers = bearer(fan["token"])
    for talent in talents:
        answer = client.put(f"/api/user/{talent['user']['_id']}/save", headers=headers)
        assert answer.status_code == 200 and answer.json()["saved"] is True
    assert client.put(f"/api/user/{talents[0]['user']['_id']}/save",
                      headers=headers).status_code == 200  # twice: still one row
    first = client.get("/api/saved-talent?limit=2", headers=headers).json()
    rest = client.get(f"/api/saved-talent?limit=2&cursor={first['nextCursor']}",
                      headers=headers).json()
    names = [t["fullName"] for t in first["talent"] + rest["talent"]]
    assert names == ["Talent 2", "Talent 1", "Talent 0"] and rest["nextCursor"] is None
    gone = client.delete(f"/api/user/{talents[1]['user']['_id']}/save", headers=headers)
    assert gone.json()["saved"] is False
    left = client.get("/api/saved-talent", headers=headers).json()["talent"]
    assert [t["fullName"] for t in left] == ["Talent 2", "Talent 0"]
    other = client.get("/api/saved-talent", headers=bearer(talents[0]["token"])).json()
    assert other["talent"] == []


def test_refusals(client):
    fan = register_via_api(client, role="CLIENT")
    me = client.put(f"/api/user/{fan['user']['_id']}/save", headers=bearer(fan["token"]))
    assert me.status_code == 403 and me.json()["message"] == "You cannot save your own profile"
    assert client.put("/api/user/nobody/save", headers=bearer(fan["token"])).status_code == 404
    assert client.get("/api/saved-talent").status_code == 401
