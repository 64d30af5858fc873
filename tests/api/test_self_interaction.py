"""Issue 10 item 7: nobody admires, appreciates or shares their own work or profile."""

import pytest

from tests.factories import bearer
from tests.portfolio_helpers import create, talent


@pytest.mark.parametrize("action", ["admire", "appreciate", "share"])
def test_own_portfolio_and_profile_are_refused(client, action):
    owner, owner_user = talent(client)
    item = create(client, owner).json()["portfolio"]
    for url in (f"/api/Portfolio/{item['_id']}/{action}", f"/api/user/{owner_user['_id']}/{action}"):
        response = client.post(url, headers=bearer(owner))
        assert response.status_code == 403, (url, response.text)
        assert response.json()["message"].startswith("You cannot")
    portfolio = client.get(f"/api/Portfolio/{item['_id']}").json()["portfolio"]
    assert portfolio[f"{action}Count"] == 0
    profile = client.get(f"/api/user/profile/{owner_user['_id']}").json()["user"]
    assert profile[f"{action}Count"] == 0


def test_someone_else_still_can(client):
    owner, owner_user = talent(client)
    fan, _ = talent(client)
    item = create(client, owner).json()["portfolio"]
    assert client.post(f"/api/Portfolio/{item['_id']}/admire",
                       headers=bearer(fan)).json()["admireCount"] == 1
    assert client.post(f"/api/user/{owner_user['_id']}/share",
                       headers=bearer(fan)).json()["shareCount"] == 1
