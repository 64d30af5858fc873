"""Issue 10 item 2: the Google callback hands over a one-time code bound to this browser;
no token in any address, no attacker-written error text."""

from urllib.parse import parse_qs, urlsplit

import httpx

from tests.api.test_google_signin import google  # noqa: F401  (fixture)
from tests.factories import bearer


def _callback(client: httpx.Client, role: str = "TALENT") -> dict:
    """Start and finish at the provider; returns the /auth-success query."""
    start = client.get("/api/auth/google", params={"role": role})
    at_provider = httpx.get(start.headers["location"])
    back = client.get(at_provider.headers["location"])
    assert back.status_code == 302
    target = urlsplit(back.headers["location"])
    assert target.path == "/auth-success"
    return {k: v[0] for k, v in parse_qs(target.query).items()}


def test_the_callback_address_carries_no_token(client, google):  # noqa: F811
    query = _callback(client)
    assert "token" not in query
    assert set(query) == {"code"} and len(query["code"]) >= 32


def test_the_code_works_once_in_the_browser_that_started(client, google):  # noqa: F811
    code = _callback(client)["code"]
    exchanged = client.post("/api/auth/google/exchange", json={"code": code})
    assert exchanged.status_code == 200, exchanged.text
    body = exchanged.json()
    assert body["role"] == "TALENT"
    assert client.get("/api/user/profile", headers=bearer(body["token"])).status_code == 200
    again = client.post("/api/auth/google/exchange", json={"code": code})
    assert again.status_code == 401 and "token" not in again.json()


def test_a_code_sent_to_another_browser_signs_nobody_in(api_server, google, clean_db):  # noqa: F811
    with httpx.Client(base_url=api_server) as attacker, \
            httpx.Client(base_url=api_server) as victim:
        code = _callback(attacker)["code"]
        stolen = victim.post("/api/auth/google/exchange", json={"code": code})
        assert stolen.status_code == 401
        assert "token" not in stolen.json()
        # The attacker's own link still works for the attacker's own browser only.
        assert attacker.post("/api/auth/google/exchange",
                             json={"code": code}).status_code == 200


def test_a_made_up_code_is_refused(client, google):  # noqa: F811
    _callback(client)
    response = client.post("/api/auth/google/exchange", json={"code": "x" * 43})
    assert response.status_code == 401


def test_errors_travel_as_known_keys_not_text(client, google):  # noqa: F811
    start = client.get("/api/auth/google", params={"role": "TALENT"})
    at_provider = httpx.get(start.headers["location"])
    callback = urlsplit(at_provider.headers["location"])
    code = parse_qs(callback.query)["code"][0]
    forged = client.get(callback.path, params={"code": code, "state": "forged"})
    query = parse_qs(urlsplit(forged.headers["location"]).query)
    assert query == {"error": ["expired"]}
