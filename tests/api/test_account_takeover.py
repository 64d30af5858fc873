"""Issue 10 item 1: a password set by someone else never survives Google linking the email."""

from tests.api.test_google_signin import _sign_in, google  # noqa: F401  (fixture)
from tests.factories import PASSWORD, bearer, register_via_api
from tests.oidc_provider import Identity
from tests.portfolio_helpers import create


def test_google_link_locks_out_whoever_registered_the_email_first(client, google):  # noqa: F811
    squatter = register_via_api(client, email="victim@example.com", role="TALENT",
                                full_name="Squatter")
    google.identity = Identity(sub="g-victim", email="victim@example.com", name="Real Owner")
    result = _sign_in(client, "TALENT")
    owner = client.get("/api/user/profile", headers=bearer(result["token"]))
    assert owner.status_code == 200
    assert owner.json()["user"]["hasPassword"] is False  # the squatter's password is gone
    login = client.post("/api/auth/login", json={"email": "victim@example.com",
                                                 "password": PASSWORD})
    assert login.status_code == 401
    # The token the squatter got at sign-up no longer opens the account.
    stale = client.get("/api/user/profile", headers=bearer(squatter["token"]))
    assert stale.status_code == 401


def test_owner_can_set_a_password_of_their_own_after_linking(client, google):  # noqa: F811
    register_via_api(client, email="victim2@example.com", role="TALENT")
    google.identity = Identity(sub="g-victim2", email="victim2@example.com", name="Owner")
    token = _sign_in(client, "TALENT")["token"]
    update = client.put("/api/user/profile", headers=bearer(token),
                        json={"password": "owners-own-pass-1"})
    assert update.status_code == 200, update.text
    login = client.post("/api/auth/login", json={"email": "victim2@example.com",
                                                 "password": "owners-own-pass-1"})
    assert login.status_code == 200


def test_google_link_keeps_none_of_the_squatters_profile_or_kyc(client, google):  # noqa: F811
    from datetime import timedelta

    from marketplace_app.services.social.collaboration_rules import today_in_india

    squatter = register_via_api(client, email="victim3@example.com", role="TALENT",
                                full_name="Squatter Name")
    planted = client.put("/api/user/profile", headers=bearer(squatter["token"]), json={
        "username": "squatted_handle", "bio": "Contact me on my number", "phone": "9876543210",
        "location": "Pune", "seoTitle": "Fake studio", "aadharNumber": "234567890123",
        "panNumber": "ABCDE1234F", "bankAccountNumber": "123456789012",
        "ifscCode": "SBIN0001234", "language": "hi"})
    assert planted.status_code == 200, planted.text
    start = today_in_india() + timedelta(days=3)
    window = client.post("/api/user/me/availability", headers=bearer(squatter["token"]), json={
        "city": "Pune", "dateFrom": start.isoformat(), "dateTo": start.isoformat()})
    assert window.status_code == 201, window.text
    planted_work = create(client, squatter["token"], title="Squatter work").json()
    planted_id = planted_work["portfolio"]["_id"]
    google.identity = Identity(sub="g-victim3", email="victim3@example.com", name="Real Owner")
    token = _sign_in(client, "TALENT")["token"]
    owner = client.get("/api/user/profile", headers=bearer(token)).json()["user"]
    assert owner["fullName"] == "Real Owner"
    for field in ("username", "bio", "phone", "location", "seoTitle", "aadharNumber",
                  "panNumber", "bankAccountNumber", "ifscCode", "language"):
        assert not owner[field], (field, owner[field])
    assert client.get(f"/api/user/{owner['_id']}/availability").json()["availability"] == []
    # The squatter's work no longer shows to the public under the owner's name (the owner may
    # look at it, delete it or show it again from their own list).
    assert client.get(f"/api/Portfolio/{planted_id}").status_code == 404
    assert planted_id in [p["_id"] for p in client.get(
        "/api/Portfolio/me", headers=bearer(token)).json()["portfolios"]]
    # The handle is free again for anyone, the owner included.
    assert client.put("/api/user/profile", headers=bearer(token),
                      json={"username": "squatted_handle"}).status_code == 200
