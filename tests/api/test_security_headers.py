"""Issue 10 item 8: every answer carries the security headers (pages get a CSP the Reflex
app works under; the Chromium check is in tests/e2e/test_security_e2e.py)."""

from marketplace_app.api import security_headers


def _assert_common(response):
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert response.headers["Referrer-Policy"] == "strict-origin-when-cross-origin"
    assert "frame-ancestors 'none'" in response.headers["Content-Security-Policy"]
    assert response.headers["X-Frame-Options"] == "DENY"


def test_api_answers_carry_a_locked_down_policy(client):
    for response in (client.get("/api/Portfolio/all"), client.get("/api/nowhere"),
                     client.post("/api/auth/login", json={})):
        _assert_common(response)
        assert response.headers["Content-Security-Policy"].startswith("default-src 'none'")
        assert "Strict-Transport-Security" not in response.headers  # plain http here


def test_pages_get_the_page_policy():
    policy = security_headers.page_policy("market.example")
    for directive in ("default-src 'self'", "frame-ancestors 'none'", "object-src 'none'",
                      "base-uri 'self'", "img-src 'self' data: blob:",
                      "media-src 'self' blob:",
                      "connect-src 'self' ws://market.example wss://market.example;"):
        assert directive in policy


def test_a_page_may_open_only_its_own_address_s_websocket(client):
    for host in ("localhost:3000", "192.168.1.20:3000", "market.example", "[::1]:3000"):
        policy = client.get("/", headers={"Host": host}).headers["Content-Security-Policy"]
        sockets = next(d for d in policy.split("; ") if d.startswith("connect-src"))
        assert sockets == f"connect-src 'self' ws://{host} wss://{host}"
    # Any socket anywhere (bare ws: wss:) is gone, and a forged Host injects nothing.
    forged = client.get("/", headers={"Host": "evil.example; script-src *"})
    policy = forged.headers["Content-Security-Policy"]
    assert "connect-src 'self';" in policy and "evil" not in policy and " ws:" not in policy


def test_hsts_when_served_over_https(api_server, clean_db, monkeypatch):
    import httpx

    from marketplace_app.settings import get_settings

    with httpx.Client(base_url=api_server, headers={"X-Forwarded-Proto": "https"}) as client:
        # A forged header on a plain-http server without an https base URL changes nothing.
        assert "Strict-Transport-Security" not in client.get("/api/Portfolio/all").headers
        # Behind a TLS proxy the public base URL is https: every answer carries HSTS.
        monkeypatch.setattr(get_settings(), "base_url", "https://market.example")
        response = client.get("/api/Portfolio/all")
    assert response.headers["Strict-Transport-Security"] == \
        "max-age=31536000; includeSubDomains"
    monkeypatch.setattr(get_settings(), "base_url", None)
    assert security_headers.hsts_for("https") == "max-age=31536000; includeSubDomains"


def test_media_files_are_sandboxed(client):
    from tests.portfolio_helpers import create, talent

    token, _ = talent(client)
    item = create(client, token).json()["portfolio"]
    media = client.get(item["mediaUrls"][0])
    assert media.status_code == 200
    _assert_common(media)
    assert "sandbox" in media.headers["Content-Security-Policy"]
