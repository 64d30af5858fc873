"""Issue 10 item 6: one review per author and target; a second one replaces the first."""

import pytest
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session

from marketplace_app.models.portfolio import Review
from tests.factories import bearer
from tests.portfolio_helpers import create, talent


@pytest.mark.parametrize("kind", ["Portfolio", "user"])
def test_a_second_review_replaces_the_first(client, kind):
    owner, owner_user = talent(client)
    critic, _ = talent(client)
    target = (create(client, owner).json()["portfolio"]["_id"] if kind == "Portfolio"
              else owner_user["_id"])
    url = f"/api/{kind}/{target}/reviews"
    first = client.post(url, json={"rating": 1, "comment": "meh"}, headers=bearer(critic))
    assert first.status_code == 201
    for _ in range(5):
        again = client.post(url, json={"rating": 5, "comment": "changed my mind"},
                            headers=bearer(critic))
        assert again.status_code == 200, again.text
        assert again.json()["message"] == "Review updated successfully"
    listing = client.get(url).json()
    assert listing["reviewCount"] == 1 and listing["averageRating"] == 5.0
    assert listing["reviews"][0]["comment"] == "changed my mind"


def test_the_database_refuses_a_duplicate_review(clean_db):
    with Session(clean_db) as session:
        from tests.factories import make_user
        author, _ = make_user(session)
        target, _ = make_user(session)
        session.add(Review(author_id=author.id, target_kind="user", target_id=target.id,
                           rating=3))
        session.commit()
        session.add(Review(author_id=author.id, target_kind="user", target_id=target.id,
                           rating=5))
        with pytest.raises(IntegrityError):
            session.commit()
