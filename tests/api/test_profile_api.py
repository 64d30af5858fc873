"""The profile routes of spec section 7 over HTTP."""

import pytest

from tests.factories import bearer, register_via_api


@pytest.fixture
def me(client):
    body = register_via_api(client, full_name="Meera Iyer", email="meera@example.com")
    return {"id": body["user"]["_id"], "headers": bearer(body["token"])}


def test_get_my_profile_has_contact_but_no_hash(client, me):
    user = client.get("/api/user/profile", headers=me["headers"]).json()["user"]
    assert user["email"] == "meera@example.com" and user["hasPassword"] is True
    assert not any("hash" in key.lower() for key in user)


def test_partial_update_and_validation_messages(client, me):
    ok = client.put("/api/user/profile", headers=me["headers"],
                    json={"phone": "9876543210", "location": "Mumbai", "gender": "female"})
    assert ok.status_code == 200 and ok.json()["user"]["location"] == "Mumbai"
    kept = client.put("/api/user/profile", headers=me["headers"], json={"bio": "Hi"}).json()
    assert kept["user"]["phone"] == "9876543210" and kept["user"]["bio"] == "Hi"
    for payload, message in [
        ({"phone": "12345"}, "Phone number must be exactly 10 digits"),
        ({"phone": "1234567890"}, "Phone number must start with 6, 7, 8, or 9"),
        ({"category": ["Photography", "Editors", "Designers", "Stylists"]},
         "You can select maximum 3 categories"),
        ({"username": "meera iyer", "fullName": "Meera Iyer"},
         "Username must be 3-30 characters: letters, numbers, dots or underscores"),
        ({"username": "MEERA.IYER", "fullName": "meera.iyer"},
         "Username must be different from Full Name"),
        ({"email": "other@example.com"}, "Email cannot be changed"),
        ({"experienceyears": 60}, "Years of experience must be between 0 and 50"),
    ]:
        response = client.put("/api/user/profile", headers=me["headers"], json=payload)
        assert response.status_code == 400, payload
        assert response.json()["message"] == message


def test_username_taken_is_409_with_spec_message(client, me):
    client.put("/api/user/profile", headers=me["headers"], json={"username": "meera_clicks"})
    other = register_via_api(client)
    response = client.put("/api/user/profile", headers=bearer(other["token"]),
                          json={"username": "Meera_Clicks"})
    assert response.status_code == 409
    assert response.json()["message"] == "Username is already taken. Please choose a different one."


def test_check_username_route(client, me):
    client.put("/api/user/profile", headers=me["headers"], json={"username": "meera_clicks"})
    taken = client.get("/api/user/check-username/meera_clicks").json()
    assert taken["available"] is False and len(taken["suggestions"]) >= 3
    free = client.get(f"/api/user/check-username/{taken['suggestions'][0]}").json()
    assert free == {"available": True, "suggestions": []}
    bad = client.get("/api/user/check-username/x")
    assert bad.status_code == 400


def test_percentage_is_computed_by_the_server(client, me):
    response = client.put("/api/user/profile/percentage", headers=me["headers"],
                          json={"completeProfilePercentage": 100})
    assert response.status_code == 200
    assert response.json()["completeProfilePercentage"] == 29
    client.put("/api/user/profile", headers=me["headers"], json={
        "username": "meera_clicks", "phone": "9876543210", "gender": "female",
        "category": "Photography", "subcategory": "Food & Beverage"})
    profile = client.get("/api/user/profile", headers=me["headers"]).json()["user"]
    assert profile["completeProfilePercentage"] == 100


def test_public_profile_hides_private_fields(client, me):
    client.put("/api/user/profile", headers=me["headers"], json={
        "phone": "9876543210", "aadharNumber": "123412341234", "panNumber": "ABCDE1234F",
        "bankAccountNumber": "123456789", "ifscCode": "SBIN0001234", "bio": "Food stories"})
    public = client.get(f"/api/user/profile/{me['id']}").json()["user"]
    assert public["bio"] == "Food stories" and public["_id"] == me["id"]
    for key in ("email", "phone", "aadharNumber", "panNumber", "bankAccountNumber", "ifscCode",
                "hasPassword"):
        assert key not in public
    assert "9876543210" not in str(public)
    mine = client.get("/api/user/profile", headers=me["headers"]).json()["user"]
    assert mine["aadharNumber"] == "XXXX-XXXX-1234"


def test_unknown_public_profile_is_404(client):
    response = client.get("/api/user/profile/does-not-exist")
    assert response.status_code == 404 and response.json()["message"] == "Profile not found"
