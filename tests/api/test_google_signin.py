"""Google sign-in over real HTTP against a local OpenID Connect provider."""

from urllib.parse import parse_qs, urlsplit

import httpx
import pytest
from sqlmodel import select

from marketplace_app.models.user import User
from marketplace_app.services.accounts import google_auth
from marketplace_app.settings import get_settings
from tests.factories import PASSWORD, bearer, register_via_api
from tests.oidc_provider import Identity


@pytest.fixture
def google(oidc_provider, monkeypatch):
    """The app configured to use the local provider as its 'Google'."""
    settings = get_settings()
    monkeypatch.setattr(settings, "google_client_id", oidc_provider.client.client_id)
    monkeypatch.setattr(settings, "google_client_secret", oidc_provider.client.client_secret)
    monkeypatch.setattr(settings, "google_discovery_url", oidc_provider.discovery_url)
    google_auth._discovery_cache.clear()
    oidc_provider.identity = Identity(sub="g-100", email="asha@example.com", name="Asha Rao")
    return oidc_provider


def _sign_in(client: httpx.Client, role: str = "TALENT") -> dict:
    """Run the browser's redirects by hand and spend the code as /auth-success does;
    returns {token, role} or {error: message}."""
    start = client.get("/api/auth/google", params={"role": role})
    assert start.status_code == 302, start.text
    at_provider = httpx.get(start.headers["location"])
    assert at_provider.status_code == 302, at_provider.text
    back = client.get(at_provider.headers["location"])
    assert back.status_code == 302
    target = urlsplit(back.headers["location"])
    assert target.path == "/auth-success"
    query = {k: v[0] for k, v in parse_qs(target.query).items()}
    if "error" in query:
        return {"error": google_auth.error_message(query["error"])}
    exchanged = client.post("/api/auth/google/exchange", json={"code": query["code"]})
    assert exchanged.status_code == 200, exchanged.text
    return {"token": exchanged.json()["token"], "role": exchanged.json()["role"]}


def test_new_google_user_is_created_with_the_chosen_role(client, google, session):
    result = _sign_in(client, "CLIENT")
    assert result["role"] == "CLIENT"
    profile = client.get("/api/user/profile", headers=bearer(result["token"])).json()["user"]
    assert (profile["email"], profile["fullName"], profile["role"]) == (
        "asha@example.com", "Asha Rao", "CLIENT")
    assert profile["hasPassword"] is False
    assert session.exec(select(User.google_sub)).all() == ["g-100"]


def test_signing_in_again_finds_the_same_account(client, google, session):
    first, second = _sign_in(client), _sign_in(client)
    me = [client.get("/api/user/profile", headers=bearer(r["token"])).json()["user"]["id"]
          for r in (first, second)]
    assert me[0] == me[1]
    assert len(session.exec(select(User)).all()) == 1


def test_existing_email_account_is_linked_by_verified_email(client, google):
    registered = register_via_api(client, email="asha@example.com", role="TALENT")
    result = _sign_in(client, "TALENT")
    profile = client.get("/api/user/profile", headers=bearer(result["token"])).json()["user"]
    assert profile["id"] == registered["user"]["id"]
    login = client.post("/api/auth/login", json={"email": "asha@example.com",
                                                 "password": PASSWORD})
    assert login.status_code == 401  # a password Google never proved is dropped on linking


def test_unverified_email_is_refused_and_creates_nothing(client, google, session):
    google.identity = Identity(sub="g-200", email="x@example.com", name="X",
                               email_verified=False)
    result = _sign_in(client)
    assert result == {"error": google_auth.NO_VERIFIED_EMAIL}
    assert session.exec(select(User)).all() == []


def test_forged_state_is_refused(client, google, session):
    start = client.get("/api/auth/google", params={"role": "TALENT"})
    at_provider = httpx.get(start.headers["location"])
    callback = urlsplit(at_provider.headers["location"])
    query = parse_qs(callback.query)
    forged = client.get(callback.path, params={"code": query["code"][0], "state": "forged"})
    assert parse_qs(urlsplit(forged.headers["location"]).query) == {"error": ["expired"]}
    assert session.exec(select(User)).all() == []


def test_callback_without_the_pending_cookie_is_refused(api_server, google, clean_db):
    with httpx.Client(base_url=api_server) as first, httpx.Client(base_url=api_server) as other:
        start = first.get("/api/auth/google", params={"role": "TALENT"})
        at_provider = httpx.get(start.headers["location"])
        stolen = other.get(at_provider.headers["location"])  # another browser, no cookie
    assert "token" not in stolen.headers["location"]
    assert parse_qs(urlsplit(stolen.headers["location"]).query)["error"] == ["expired"]


def test_wrong_client_secret_fails_cleanly(client, google, monkeypatch):
    monkeypatch.setattr(get_settings(), "google_client_secret", "not-the-secret")
    assert _sign_in(client) == {"error": google_auth.FAILED}


def test_start_sends_pkce_nonce_and_state(client, google):
    start = client.get("/api/auth/google", params={"role": "CLIENT"})
    query = parse_qs(urlsplit(start.headers["location"]).query)
    assert query["code_challenge_method"] == ["S256"]
    assert query["nonce"][0] and query["state"][0] and query["code_challenge"][0]
    assert query["redirect_uri"][0].endswith("/api/auth/google/callback")
    cookie = start.headers["set-cookie"].lower()
    assert "httponly" in cookie and "samesite=lax" in cookie


def test_bad_role_is_a_400(client, google):
    response = client.get("/api/auth/google", params={"role": "ADMIN"})
    assert response.status_code == 400
    assert response.json()["message"] == "Role must be CLIENT or TALENT"


def test_not_configured_says_so(client, monkeypatch):
    monkeypatch.setattr(get_settings(), "google_client_id", None)
    response = client.get("/api/auth/google", params={"role": "TALENT"})
    assert response.status_code == 503
    assert response.json()["message"] == google_auth.NOT_SET_UP


def test_behind_a_proxy_the_callback_uses_the_public_base_url(client, google, monkeypatch):
    monkeypatch.setattr(get_settings(), "base_url", "https://market.example")
    start = client.get("/api/auth/google", params={"role": "TALENT"})
    assert start.status_code == 302, start.text
    query = parse_qs(urlsplit(start.headers["location"]).query)
    assert query["redirect_uri"] == ["https://market.example/api/auth/google/callback"]
    assert "secure" in start.headers["set-cookie"].lower()
