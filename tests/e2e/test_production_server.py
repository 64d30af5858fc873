"""The production server: API and pages from one port, as `make run` serves them."""

import httpx
import pytest

pytestmark = pytest.mark.e2e


def test_register_through_api_then_landing_renders_headline(prod_server, page):
    response = httpx.post(f"{prod_server}/api/auth/register", json={
        "fullName": "Kiran Shah", "email": "kiran@example.com", "password": "kiran-pass-1",
        "role": "TALENT"})
    assert response.status_code == 201, response.text
    token = response.json()["token"]
    profile = httpx.get(f"{prod_server}/api/user/profile",
                        headers={"Authorization": f"Bearer {token}"})
    assert profile.json()["user"]["fullName"] == "Kiran Shah"

    page.goto(prod_server + "/")
    headline = page.get_by_role("heading", name="Where Local Talent Meets Global Demand")
    headline.wait_for(timeout=30_000)
    assert headline.is_visible()


def test_api_conventions_on_the_real_server(prod_server):
    missing = httpx.get(f"{prod_server}/api/nothing-here")
    assert missing.status_code == 404 and missing.json()["message"]
    assert httpx.get(f"{prod_server}/api/user/profile").status_code == 401
    assert httpx.get(f"{prod_server}/api/openapi.json").status_code == 200


def test_cross_origin_requests_get_no_cors_grant(prod_server):
    response = httpx.options(f"{prod_server}/api/auth/login", headers={
        "Origin": "https://evil.example", "Access-Control-Request-Method": "POST"})
    assert response.headers.get("access-control-allow-origin") not in ("*",
                                                                      "https://evil.example")
    simple = httpx.get(f"{prod_server}/api/user/profile/x", headers={"Origin": "https://evil.example"})
    assert "access-control-allow-origin" not in simple.headers
