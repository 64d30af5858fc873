"""GET /api/talent-listing over real HTTP: public, filtered on the server, paged by cursor, and
a clear 400 with a message for a bad filter."""

from tests.factories import bearer, register_via_api


def _photographer(client, name, city, price):
    body = register_via_api(client, full_name=name)
    response = client.put("/api/user/profile", headers=bearer(body["token"]), json={
        "category": ["Photography"], "subcategory": ["Events & Weddings"], "location": city,
        "experienceyears": 5, "startingPrice": price})
    assert response.status_code == 200, response.text
    assert response.json()["user"]["startingPrice"] == price


def test_anyone_lists_photographers_by_city_and_price_a_page_at_a_time(client):
    _photographer(client, "Api Mumbai", "Mumbai", 8000)
    _photographer(client, "Api Delhi", "Delhi", 40000)
    _photographer(client, "Api Jaipur", "Jaipur", 12000)

    first = client.get("/api/talent-listing", params={"limit": 2}).json()
    second = client.get("/api/talent-listing", params={"limit": 2,
                                                       "cursor": first["nextCursor"]}).json()
    assert [c["fullName"] for c in first["items"] + second["items"]] == [
        "Api Jaipur", "Api Delhi", "Api Mumbai"]
    assert second["nextCursor"] is None

    found = client.get("/api/talent-listing", params=[
        ("city", "Bombay"), ("city", "Jaipur"), ("priceMax", "20000")]).json()
    assert [(c["fullName"], c["startingPrice"], c["location"]) for c in found["items"]] == [
        ("Api Jaipur", 12000, "Jaipur"), ("Api Mumbai", 8000, "Mumbai")]


def test_a_bad_filter_is_a_400_with_a_message(client):
    response = client.get("/api/talent-listing", params={"city": "Sydney"})
    assert response.status_code == 400
    assert response.json()["message"] == "Unknown city: Sydney"


def test_a_bad_starting_price_is_a_400_and_the_profile_keeps_its_price(client):
    body = register_via_api(client)
    headers = bearer(body["token"])
    assert client.put("/api/user/profile", headers=headers,
                      json={"startingPrice": 5000}).status_code == 200
    refused = client.put("/api/user/profile", headers=headers, json={"startingPrice": "five"})
    assert refused.status_code == 400
    assert refused.json()["message"].startswith("Starting price must be whole rupees")
    assert client.get("/api/user/profile", headers=headers).json()["user"]["startingPrice"] == 5000
