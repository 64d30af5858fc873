"""The session cookie, over real HTTP: /api/session sets it only for a valid token sent by one
of our own pages (HttpOnly, SameSite=Lax, Secure over HTTPS, behind a trusted proxy too) and
removes it; members-only pages send a visitor to sign in and let a member through; signing out
on the server makes the cookie useless."""

import pytest

from marketplace_app.launch.session_sync import with_session_sync
from marketplace_app.services.accounts.web_session import MARK_COOKIE, SESSION_COOKIE
from marketplace_app.settings import get_settings
from tests.factories import bearer, register_via_api

pytestmark = pytest.mark.parametrize("engine", ["sqlite"], indirect=True)


def _page(client, path: str, token: str | None = None):
    """A plain page GET, carrying the session cookie when `token` is given (never the jar)."""
    headers = {"Cookie": f"{SESSION_COOKIE}={token}"} if token else {}
    return client.get(path, headers=headers, follow_redirects=False)


def _set_cookies(response) -> dict[str, str]:
    """name -> the whole Set-Cookie line."""
    return {line.split("=", 1)[0]: line for line in response.headers.get_list("set-cookie")}


def _ours(client) -> dict:
    """The Origin header one of our own pages sends."""
    return {"Origin": str(client.base_url).rstrip("/")}


def _start(client, token: str, **headers):
    response = client.post("/api/session", headers={**bearer(token), **headers})
    client.cookies.clear()  # each test sends the cookie it means to, by hand
    return response


@pytest.fixture
def member(client):
    return register_via_api(client, email="cookie-member@example.com")


def test_a_valid_token_gets_an_http_only_lax_cookie_and_a_readable_mark(client, member):
    response = _start(client, member["token"], **_ours(client))
    assert response.status_code == 200, response.text
    cookies = _set_cookies(response)
    session, mark = cookies[SESSION_COOKIE], cookies[MARK_COOKIE]
    assert session.startswith(f"{SESSION_COOKIE}={member['token']};")
    assert "HttpOnly" in session and "SameSite=Lax" in session and "Path=/" in session
    assert "Secure" not in session  # plain http on loopback: a Secure cookie would be dropped
    max_age = int(session.split("Max-Age=")[1].split(";")[0])
    assert get_settings().token_ttl_seconds - 60 < max_age <= get_settings().token_ttl_seconds
    assert mark.startswith(f"{MARK_COOKIE}={member['token'].split('.')[1]};")
    assert "HttpOnly" not in mark
    assert response.headers["cache-control"] == "no-store"


def test_the_cookie_is_secure_when_the_public_address_is_https(client, member, monkeypatch):
    monkeypatch.setattr(get_settings(), "base_url", "https://kalakar.example")
    response = _start(client, member["token"], Origin="https://kalakar.example")
    assert response.status_code == 200, response.text
    assert all("; Secure" in line for line in _set_cookies(response).values())


def test_x_forwarded_proto_counts_only_from_a_trusted_proxy(client, member, monkeypatch):
    forwarded = {"X-Forwarded-Proto": "https"}
    untrusted = _start(client, member["token"], **forwarded)
    assert "Secure" not in _set_cookies(untrusted)[SESSION_COOKIE]
    monkeypatch.setattr(get_settings(), "trusted_proxies", "127.0.0.1")
    trusted = _start(client, member["token"], **forwarded)
    assert "; Secure" in _set_cookies(trusted)[SESSION_COOKIE]


@pytest.mark.parametrize("token", ["", "not.a.token", "revoked"])
def test_no_cookie_without_a_valid_current_token(client, member, token):
    if token == "revoked":
        token = member["token"]
        assert client.post("/api/auth/logout", headers=bearer(token)).status_code == 200
    headers = bearer(token) if token else {}
    response = client.post("/api/session", headers=headers)
    assert response.status_code == 401 and response.json()["success"] is False
    assert "set-cookie" not in response.headers


@pytest.mark.parametrize("headers", [
    {"Origin": "https://evil.example"}, {"Origin": "null"},
    {"Sec-Fetch-Site": "cross-site"}, {"Sec-Fetch-Site": "same-site"},
], ids=["other-origin", "null-origin", "cross-site", "sibling-subdomain"])
def test_another_site_can_neither_set_nor_clear_the_cookie(client, member, headers):
    # Setting it would sign this browser's pages in as the attacker (login CSRF).
    started = client.post("/api/session", headers={**bearer(member["token"]), **headers})
    ended = client.delete("/api/session", headers=headers)
    for response in (started, ended):
        assert response.status_code == 403, response.text
        assert response.json()["message"] == "This request came from another site."
        assert "set-cookie" not in response.headers


def test_delete_removes_both_cookies(client):
    response = client.delete("/api/session", headers=_ours(client))
    assert response.status_code == 200
    cookies = _set_cookies(response)
    assert set(cookies) == {SESSION_COOKIE, MARK_COOKIE}
    assert all("Max-Age=0" in line for line in cookies.values())
    assert "HttpOnly" in cookies[SESSION_COOKIE]


SIGNIN_HTML = with_session_sync(
    '<!DOCTYPE html><html lang="en"><head><title>Sign in</title></head><body>'
    '<main><h1 id="signin-title">Welcome back</h1></main></body></html>')  # as the build tunes it
SHELL_HTML = ('<html lang="en"><head><title>Page not found</title></head><body><div '
              'data-is-root-theme="true"></div></body></html>')


@pytest.fixture
def build(tmp_path, monkeypatch):
    """A build holding the sign-in page and the SPA shell."""
    client_dir = tmp_path / "build" / "client"
    (client_dir / "signin").mkdir(parents=True)
    (client_dir / "signin" / "index.html").write_text(SIGNIN_HTML)
    (client_dir / "404.html").write_text(SHELL_HTML)
    monkeypatch.setenv("REFLEX_WEB_WORKDIR", str(tmp_path))
    return client_dir


@pytest.mark.parametrize("path", ["/manage", "/portfolio/", "/portfolio-edit/xyz", "/messages",
                                  "/talent-detail/nobody", "/photographer-profile"])
def test_a_visitor_gets_the_signin_page_at_a_members_only_address(client, build, path):
    response = _page(client, path)
    assert response.status_code == 200
    assert response.headers["cache-control"] == "private, no-cache"
    html = response.text
    assert 'id="signin-title"' in html
    assert "<script>window.__kalakarSignin=1</script><script>/*kalakar-session*/" in html


def test_a_visitor_gets_the_signin_page_in_hindi(client, build):
    html = _page(client, "/manage?lang=hi").text
    assert '<html lang="hi"' in html and 'id="signin-title"' in html
    assert '{"lang_rx_state_": "hi"}' in html  # React's first render is Hindi too


def test_a_visitor_to_a_talent_page_gets_signin_with_its_link_preview(client, build, member):
    assert client.put("/api/user/profile", json={"bio": "Private bio for members"},
                      headers=bearer(member["token"])).status_code == 200
    path = f"/talent-detail/{member['user']['_id']}/"
    visitor = _page(client, path)
    assert visitor.status_code == 200
    assert 'id="signin-title"' in visitor.text and "__kalakarSignin" in visitor.text
    assert '<meta property="og:title"' in visitor.text  # link previews keep working
    body = visitor.text.split("</head>", 1)[1]
    assert "Private bio for members" not in body


def test_without_a_build_a_visitor_is_sent_to_signin(client, tmp_path, monkeypatch):
    monkeypatch.setenv("REFLEX_WEB_WORKDIR", str(tmp_path))
    response = _page(client, "/manage?lang=hi")
    assert response.status_code == 303
    assert response.headers["location"] == "/signin?lang=hi&next=%2Fmanage%3Flang%3Dhi"


def test_a_bad_or_foreign_cookie_is_a_visitor(client, tmp_path, monkeypatch):
    monkeypatch.setenv("REFLEX_WEB_WORKDIR", str(tmp_path))
    assert _page(client, "/manage", "forged.cookie.value").status_code == 303
    response = client.get("/manage", headers={"Cookie": "kalakar_session"},
                          follow_redirects=False)
    assert response.status_code == 303


def test_a_member_passes_to_the_page_and_signing_out_ends_the_cookie(client, member, build):
    token = member["token"]
    # This API app has no page routes: a member reaches the app behind (its 404).
    assert _page(client, "/manage", token).status_code == 404
    assert "signin-title" not in _page(client, "/main-feed", None).text  # not members-only
    assert client.post("/api/auth/logout", headers=bearer(token)).status_code == 200
    assert 'id="signin-title"' in _page(client, "/manage", token).text


def test_the_cookie_alone_reads_nothing_private(client, member):
    response = client.get("/api/user/profile",
                          headers={"Cookie": f"{SESSION_COOKIE}={member['token']}"})
    assert response.status_code == 401
