"""Issue 27 part 4: any text in a numeric field (path, query, form, JSON) answers a 4xx JSON with
a `message`, never a 500: "²" passes str.isdigit but int() refuses it, "١٢" is digits of
another script, "1e309" overflows a float, and huge integers overflow both."""

import json

import pytest

from tests.factories import bearer, register_via_api
from tests.portfolio_helpers import create, talent

HUGE = "9" * 400
TEXTS = ["²", "١٢", "1e309", "", HUGE, "-1", "1.5", " 7 x"]


def _calls(value, item: str, person: str):
    """(label, method, url, kwargs) for every numeric field the API reads."""
    yield "collaboration budget", "post", "/api/collaborations", {"json": {
        "recipientId": person, "message": "Shoot", "serviceType": "Photography",
        "location": "Pune", "dateFrom": "2099-01-01", "dateTo": "2099-01-02",
        "budgetMin": value}}
    yield "experience years", "put", "/api/user/profile", {"json": {"experienceyears": value}}
    yield "review rating", "post", f"/api/Portfolio/{item}/reviews", {"json": {"rating": value}}
    yield "cover index (form)", "put", f"/api/Portfolio/{item}", {
        "data": {"coverPhotoIndex": value}}
    yield "original index (path)", "get", f"/api/Portfolio/{item}/original/{value}", {}
    for path in ("/api/collaborations", "/api/conversations", "/api/notifications",
                 "/api/saved-talent", "/api/Portfolio/all", "/api/Portfolio/me",
                 f"/api/Portfolio/user/{person}"):
        yield f"limit of {path}", "get", path, {"params": {"limit": value}}
    yield "notifications offset", "get", "/api/notifications", {"params": {"offset": value}}
    yield "feed cursor", "get", "/api/Portfolio/all", {"params": {"cursor": f"o{value}"}}


@pytest.fixture
def world(client):
    owner_token, _ = talent(client)
    item = create(client, owner_token).json()["portfolio"]["_id"]
    me = register_via_api(client, role="CLIENT")
    return owner_token, item, me


@pytest.mark.parametrize("value", TEXTS, ids=repr)
def test_text_in_a_numeric_field_is_a_4xx_with_a_message(client, world, value):
    owner_token, item, me = world
    person = me["user"]["_id"]
    failures = []
    for label, method, url, kwargs in _calls(value, item, person):
        token = owner_token if "Portfolio/" + item in url else me["token"]
        response = client.request(method, url, headers=bearer(token), **kwargs)
        if response.status_code >= 500:
            failures.append(f"{label}: {response.status_code} {response.text[:80]}")
        elif response.status_code >= 400:
            body = response.json() if response.headers.get("content-type", "").startswith(
                "application/json") else {}
            if not isinstance(body.get("message"), str) or not body["message"]:
                failures.append(f"{label}: {response.status_code} without a JSON message")
        elif value not in ("", "-1") and label not in (
                "original index (path)", "notifications offset") \
                and not label.startswith("limit") and "cover" not in label:
            failures.append(f"{label}: {response.status_code} accepted {value!r}")
    assert not failures, "\n".join(failures)


@pytest.mark.parametrize("number", [10**400, 10**30, -(10**400)], ids=["1e400", "1e30", "-1e400"])
def test_huge_json_numbers_are_refused_with_a_message(client, world, number):
    _, item, me = world
    body = json.dumps({"experienceyears": number})
    response = client.put("/api/user/profile", content=body, headers={
        **bearer(me["token"]), "Content-Type": "application/json"})
    assert response.status_code == 400, response.text
    assert response.json()["message"]
    review = client.post(f"/api/Portfolio/{item}/reviews",
                         content=json.dumps({"rating": number}),
                         headers={**bearer(me["token"]), "Content-Type": "application/json"})
    assert review.status_code == 400 and review.json()["message"]
