"""Reviews on portfolios and users: rating 1-5, trimmed capped comment, author-only delete."""

from tests.factories import bearer
from tests.portfolio_helpers import create, talent


def test_portfolio_review_lifecycle(client):
    owner, _ = talent(client)
    critic, critic_user = talent(client)
    other, _ = talent(client)
    item = create(client, owner).json()["portfolio"]
    url = f"/api/Portfolio/{item['_id']}/reviews"
    added = client.post(url, json={"rating": 4, "comment": "  Lovely light  "},
                        headers=bearer(critic))
    assert added.status_code == 201, added.text
    review = added.json()["review"]
    assert review["rating"] == 4 and review["comment"] == "Lovely light"
    assert review["author"]["_id"] == critic_user["_id"]
    listing = client.get(url).json()
    assert listing["reviewCount"] == 1 and listing["averageRating"] == 4.0
    assert client.delete(f"{url}/{review['_id']}", headers=bearer(other)).status_code == 403
    assert client.delete(f"{url}/{review['_id']}").status_code == 401
    assert client.get(url).json()["reviewCount"] == 1
    assert client.delete(f"{url}/{review['_id']}", headers=bearer(critic)).status_code == 200
    assert client.get(url).json()["reviews"] == []


def test_rating_and_comment_rules(client):
    owner, _ = talent(client)
    critic, _ = talent(client)
    item = create(client, owner).json()["portfolio"]
    url = f"/api/portfolio/{item['_id']}/reviews"
    for rating in (0, 6, 3.5, "abc", True, None, [5]):
        response = client.post(url, json={"rating": rating}, headers=bearer(critic))
        assert response.status_code == 400, rating
        assert response.json()["message"] == "Rating must be a whole number from 1 to 5"
    too_long = client.post(url, json={"rating": 5, "comment": "x" * 1001},
                           headers=bearer(critic))
    assert too_long.status_code == 400
    own = client.post(url, json={"rating": 5}, headers=bearer(owner))
    assert own.status_code == 400
    assert client.get(url).json()["reviewCount"] == 0


def test_user_reviews_carry_the_user(client):
    _, star = talent(client)
    critic, _ = talent(client)
    url = f"/api/user/{star['_id']}/reviews"
    added = client.post(url, json={"rating": 5, "comment": "Great to work with"},
                        headers=bearer(critic)).json()
    assert added["user"]["_id"] == star["_id"] and added["reviewCount"] == 1
    review_id = added["review"]["_id"]
    assert client.get(url).json()["averageRating"] == 5.0
    removed = client.delete(f"{url}/{review_id}", headers=bearer(critic))
    assert removed.status_code == 200 and removed.json()["user"]["_id"] == star["_id"]
    assert client.delete(f"{url}/{review_id}", headers=bearer(critic)).status_code == 404
    assert client.post("/api/user/missing/reviews", json={"rating": 3},
                       headers=bearer(critic)).status_code == 404
