"""Public texts (bio, work title and description, review comments, feed cards) hide contact
details from everyone but the owner and accepted collaborators."""

from datetime import timedelta

from marketplace_app.services.social.collaboration_rules import today_in_india
from marketplace_app.services.social.contact_masking import MASK
from tests.factories import bearer, register_via_api
from tests.portfolio_helpers import create

BIO = "Wedding photographer, Jaipur. WhatsApp nau aath saat chhe paanch chaar teen do ek shunya"
DESCRIPTION = "Haldi at Amer, 14-15 Feb. Bookings: asha [at] gmail (dot) com"
COMMENT = "Great work! Her other number is ९८७६५४३२१०"


def _accept(client, buyer, talent):
    start = today_in_india() + timedelta(days=2)
    item = client.post("/api/collaborations", headers=bearer(buyer["token"]), json={
        "recipientId": talent["user"]["_id"], "message": "Shoot?", "serviceType": "Photography",
        "tags": [], "location": "Jaipur", "dateFrom": start.isoformat(),
        "dateTo": start.isoformat()}).json()["collaboration"]
    assert client.post(f"/api/collaborations/{item['id']}/accept",
                       headers=bearer(talent["token"])).status_code == 200


def test_public_texts_are_masked_until_a_collaboration_is_accepted(client, clean_db):
    talent = register_via_api(client)
    buyer, stranger = register_via_api(client, role="CLIENT"), register_via_api(client)
    talent_id = talent["user"]["_id"]
    assert client.put("/api/user/profile", headers=bearer(talent["token"]),
                      json={"bio": BIO}).json()["user"]["bio"] == BIO
    made = create(client, talent["token"], description=DESCRIPTION)
    assert made.status_code == 201, made.text
    work = made.json()["portfolio"]["id"]
    review = client.post(f"/api/user/{talent_id}/reviews", headers=bearer(buyer["token"]),
                         json={"rating": 5, "comment": COMMENT})
    assert review.json()["review"]["comment"] == COMMENT  # the author reads their own

    def seen(reader):
        headers = bearer(reader["token"]) if reader else {}
        return (client.get(f"/api/user/profile/{talent_id}").json()["user"]["bio"],
                client.get(f"/api/Portfolio/{work}", headers=headers).json()["portfolio"][
                    "description"],
                client.get(f"/api/user/{talent_id}/reviews", headers=headers).json()[
                    "reviews"][0]["comment"],
                client.get("/api/Portfolio/all", headers=headers).json()["portfolios"][0][
                    "description"])

    masked = (f"Wedding photographer, Jaipur. WhatsApp {MASK}",
              f"Haldi at Amer, 14-15 Feb. Bookings: {MASK}",
              f"Great work! Her other number is {MASK}",
              f"Haldi at Amer, 14-15 Feb. Bookings: {MASK}")
    for reader in (None, stranger):
        assert seen(reader) == masked
    assert seen(buyer) == (masked[0], masked[1], COMMENT, masked[3])  # their own review
    assert seen(talent)[1] == DESCRIPTION and seen(talent)[3] == DESCRIPTION
    assert seen(talent)[2] == f"Great work! Her other number is {MASK}"
    _accept(client, buyer, talent)
    # The accepted client reads the work and the talent reads the client's review as written;
    # the public profile route and the shared feed stay masked.
    assert seen(buyer) == (masked[0], DESCRIPTION, COMMENT, masked[3])
    assert seen(talent)[2] == COMMENT
    assert seen(stranger) == masked
