"""POST /api/auth/register and /api/auth/login over HTTP."""

import pytest

from tests.factories import PASSWORD, bearer, register_via_api


def test_register_returns_token_and_user_without_secrets(client):
    body = register_via_api(client, full_name="  Ravi Kumar ", email=" Ravi@Example.com",
                            role="CLIENT")
    assert body["success"] is True and body["token"]
    assert body["message"] == "Account created successfully!"
    user = body["user"]
    assert user["_id"] == user["id"] and len(user["_id"]) == 32
    assert user["fullName"] == "Ravi Kumar" and user["email"] == "ravi@example.com"
    assert user["role"] == "CLIENT"
    assert "password" not in str(user).lower().replace("haspassword", "")


@pytest.mark.parametrize("payload", [
    {}, {"fullName": "A", "email": "a@example.com", "password": PASSWORD},
    {"fullName": " ", "email": "a@example.com", "password": PASSWORD, "role": "TALENT"},
    {"fullName": "A", "email": "", "password": PASSWORD, "role": "TALENT"},
])
def test_register_missing_fields_gives_400_with_spec_message(client, payload):
    response = client.post("/api/auth/register", json=payload)
    assert response.status_code == 400
    assert response.json()["message"] == "Please fill in all fields and select a role"


def test_register_bad_role_and_short_password(client):
    bad_role = client.post("/api/auth/register", json={
        "fullName": "A", "email": "a@example.com", "password": PASSWORD, "role": "ADMIN"})
    short = client.post("/api/auth/register", json={
        "fullName": "A", "email": "a@example.com", "password": "short", "role": "TALENT"})
    assert bad_role.status_code == 400 and "CLIENT or TALENT" in bad_role.json()["message"]
    assert short.status_code == 400 and "at least 8" in short.json()["message"]


def test_duplicate_email_gives_409(client):
    register_via_api(client, email="dup@example.com")
    response = client.post("/api/auth/register", json={
        "fullName": "B", "email": "DUP@example.com", "password": PASSWORD, "role": "TALENT"})
    assert response.status_code == 409
    assert "already exists" in response.json()["message"]


@pytest.mark.parametrize("raw", ["not json", "[1, 2]", '"text"'])
def test_body_that_is_not_a_json_object_gives_400(client, raw):
    response = client.post("/api/auth/register", content=raw,
                           headers={"content-type": "application/json"})
    assert response.status_code == 400 and response.json()["message"]


def test_login_succeeds_and_token_opens_profile(client):
    register_via_api(client, email="me@example.com")
    response = client.post("/api/auth/login", json={"email": "ME@example.com",
                                                    "password": PASSWORD})
    assert response.status_code == 200
    body = response.json()
    assert body["message"] == "Login successful!" and body["user"]["email"] == "me@example.com"
    assert client.get("/api/user/profile", headers=bearer(body["token"])).status_code == 200


def test_wrong_password_and_unknown_email_get_same_401(client):
    register_via_api(client, email="me@example.com")
    wrong = client.post("/api/auth/login", json={"email": "me@example.com", "password": "nope1234"})
    unknown = client.post("/api/auth/login", json={"email": "x@example.com", "password": PASSWORD})
    assert wrong.status_code == unknown.status_code == 401
    assert wrong.json() == unknown.json()


def test_login_missing_fields_message(client):
    response = client.post("/api/auth/login", json={"email": "me@example.com"})
    assert response.status_code == 400
    assert response.json()["message"] == "Please enter both email and password"


@pytest.mark.parametrize("header", [None, "Bearer", "Bearer not.a.token", "Basic abc",
                                    "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0."])
def test_protected_route_without_valid_token_is_401_not_403(client, header):
    headers = {"Authorization": header} if header else {}
    response = client.get("/api/user/profile", headers=headers)
    assert response.status_code == 401 and response.json()["message"]


def test_unknown_api_path_is_json_404(client):
    response = client.get("/api/does/not/exist")
    assert response.status_code == 404
    assert response.headers["content-type"].startswith("application/json")
    assert response.json()["message"]


def test_openapi_and_docs_live_under_api(client):
    assert client.get("/api/openapi.json").json()["info"]["title"]
    assert client.get("/api/docs").status_code == 200
    assert client.get("/docs").status_code == 404
    assert client.get("/openapi.json").status_code == 404
