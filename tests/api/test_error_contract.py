"""Issue 27 part 4: malformed path ids, null form fields, bad cursors and an unconfigured Google
sign-in answer documented JSON 4xx/503 errors with a `message` (never plain text, never 500)."""

import pytest

from marketplace_app.api.app import create_api
from tests.factories import bearer, register_via_api

MALFORMED = ["%2F", "a%00b", "%ZZ", "x" * 5000, "%C0%AF", "%E2%80%AE", "..%2F..%2Fetc", "%FF%FE",
             "abc%", "%20"]


def _json_error(response, *statuses):
    assert response.status_code in statuses, (response.status_code, response.text[:200])
    assert response.headers["content-type"].startswith("application/json"), response.text[:200]
    assert response.json()["success"] is False and response.json()["message"]


@pytest.mark.parametrize("raw", MALFORMED, ids=range(len(MALFORMED)))
def test_malformed_path_ids_answer_json(client, raw):
    token = register_via_api(client)["token"]
    for path in (f"/api/Portfolio/{raw}", f"/api/user/{raw}", f"/api/collaborations/{raw}",
                 f"/api/conversations/{raw}/messages", f"/api/Portfolio/{raw}/admire",
                 f"/api/Portfolio/{raw}/original/0", f"/api/Portfolio/abc/original/{raw}"):
        for method in ("GET", "POST", "DELETE"):
            _json_error(client.request(method, path, headers=bearer(token)), 400, 401, 403,
                        404, 405, 409, 422)


def test_null_and_blank_form_fields_are_a_documented_400(client):
    token = register_via_api(client)["token"]
    for field in ("title", "description", "category", "coverPhotoIndex", "aiGenerated"):
        _json_error(client.post("/api/Portfolio", headers=bearer(token), data={field: ""}), 400)
    _json_error(client.post("/api/Portfolio/x/reviews", headers=bearer(token),
                            json={"rating": None}), 400, 404)


@pytest.mark.parametrize("cursor", ["zzz", "o9999999", "k1.ZZ", "\x00", "k" + "9" * 17 + ".a"])
def test_bad_cursors_are_a_documented_400(client, cursor):
    token = register_via_api(client)["token"]
    for path in ("/api/Portfolio/all", "/api/Portfolio/me", "/api/saved-talent",
                 "/api/collaborations"):
        _json_error(client.get(path, params={"cursor": cursor}, headers=bearer(token)), 400, 422)


def test_google_sign_in_not_set_up_is_a_documented_503(client):
    response = client.get("/api/auth/google", params={"role": "TALENT"},
                          follow_redirects=False)
    _json_error(response, 503)
    documented = create_api().openapi()["paths"]["/api/auth/google"]["get"]["responses"]
    assert "503" in documented


def test_nul_characters_in_ids_are_a_400_not_a_500(client):
    """PostgreSQL refuses NUL in any text: the caller's input, answered as such."""
    token = register_via_api(client)["token"]
    for method, path, body in (
            ("POST", "/api/conversations", {"userId": "a\u0000b"}),
            ("POST", "/api/collaborations", {"recipientId": "a\u0000b", "message": "Hi"}),
            ("POST", "/api/views", {"subjectType": "user", "subjectId": "a\u0000b"}),
            ("POST", "/api/saved-talent/a%00b", None), ("GET", "/api/user/a%00b/availability",
                                                        None)):
        response = client.request(method, path, json=body, headers=bearer(token))
        assert response.status_code < 500, (path, response.text[:200])
        if response.status_code >= 400:
            _json_error(response, response.status_code)
