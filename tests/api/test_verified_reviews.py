"""A review is verified when its author completed a collaboration with the talent before
writing it (either side sent the request); other reviews are allowed and marked unverified."""

from tests.api.test_collaboration_flow_api import _act, _send
from tests.factories import bearer, register_via_api


def _review(client, author: dict, talent: dict, rating: int = 5) -> dict:
    answer = client.post(f"/api/user/{talent['user']['_id']}/reviews",
                         json={"rating": rating, "comment": "Great"},
                         headers=bearer(author["token"]))
    assert answer.status_code in (200, 201), answer.text
    return answer.json()


def _verified(client, talent: dict) -> dict:
    listing = client.get(f"/api/user/{talent['user']['_id']}/reviews").json()["reviews"]
    return {r["author"]["fullName"]: r["verified"] for r in listing}


def test_only_a_review_after_a_completed_collaboration_is_verified(client):
    talent = register_via_api(client, full_name="Asha Talent")
    hired = register_via_api(client, role="CLIENT", full_name="Hired Client")
    stranger = register_via_api(client, role="CLIENT", full_name="Stranger")
    accepted_only = register_via_api(client, role="CLIENT", full_name="Accepted Only")
    item = _send(client, hired, talent)
    early = _review(client, hired, talent)  # before the work is done: unverified
    assert early["review"]["verified"] is False
    _act(client, talent, item, "accept")
    other = _send(client, accepted_only, talent)
    _act(client, talent, other, "accept")
    _act(client, talent, item, "complete")
    after = _review(client, hired, talent, rating=4)  # replaces the early one
    assert after["review"]["verified"] is True
    _review(client, stranger, talent)
    _review(client, accepted_only, talent)
    assert _verified(client, talent) == {"Hired Client": True, "Stranger": False,
                                         "Accepted Only": False}


def test_a_talent_who_sent_the_request_counts_too(client):
    talent = register_via_api(client, full_name="Talent Sender")
    client_user = register_via_api(client, role="CLIENT", full_name="Client Recipient")
    item = _send(client, talent, client_user)
    _act(client, client_user, item, "accept")
    _act(client, client_user, item, "complete")
    _review(client, client_user, talent)
    assert _verified(client, talent) == {"Client Recipient": True}
