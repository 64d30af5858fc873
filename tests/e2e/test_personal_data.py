"""Personal data never leaks: while another user and a visitor browse the site and call every
readable /api route, no response, page, websocket frame or server log line holds a talent's
Aadhaar, PAN, IFSC or bank number, and nothing anywhere holds a password hash."""

import re

import httpx
import pytest
from playwright.sync_api import Page

from tests.api.test_authorization_matrix import api_routes
from tests.e2e.conftest import store_token

pytestmark = pytest.mark.e2e
KYC = {"aadharNumber": "234567890123", "panNumber": "BQRPK4821M",  # not the rule's example
       "bankAccountNumber": "918273645501", "ifscCode": "HDFC0ABC123"}
HASH = re.compile(r"\$argon2(id|i|d)\$|\$2[aby]\$\d\d\$|pbkdf2_sha256\$")
PASSWORD = "correct-horse-9"


def _leaks(text: str, where: str) -> list[str]:
    found = [f"{where}: {name}" for name, value in KYC.items() if value in text]
    if HASH.search(text):
        found.append(f"{where}: password hash")
    return found


def _register(url: str, email: str, role: str) -> dict:
    response = httpx.post(f"{url}/api/auth/register", json={
        "fullName": f"Pii {role.title()}", "email": email, "password": PASSWORD, "role": role})
    assert response.status_code == 201, response.text
    return response.json()


def _record(page: Page, seen: list[tuple[str, str]]) -> None:
    def on_response(response):
        kind = response.headers.get("content-type", "")
        if any(t in kind for t in ("json", "html", "javascript", "text")):
            try:
                seen.append((response.url, response.text()))
            except Exception:  # noqa: BLE001 - redirects and aborted loads have no body
                pass

    page.on("response", on_response)
    page.on("websocket", lambda ws: ws.on(
        "framereceived", lambda frame: seen.append((ws.url, str(frame)))))


def test_no_personal_data_or_password_hash_reaches_others(live_server, browser):
    url = live_server.url
    talent = _register(url, "pii-talent@example.com", "TALENT")
    viewer = _register(url, "pii-viewer@example.com", "CLIENT")
    auth = {"Authorization": f"Bearer {talent['token']}"}
    updated = httpx.put(f"{url}/api/user/profile", headers=auth, json=KYC)
    assert updated.status_code == 200, updated.text
    from tests import media_samples as samples

    item = httpx.post(f"{url}/api/Portfolio", headers=auth,
                      data={"title": "Pii work", "category": "Photography"},
                      files=[("media", ("p.jpg", samples.jpeg(), "image/jpeg"))]
                      ).json()["portfolio"]["_id"]
    talent_id = talent["user"]["_id"]

    seen: list[tuple[str, str]] = []
    context = browser.new_context(base_url=url)
    page = context.new_page()
    _record(page, seen)
    store_token(page, viewer["token"], url)
    for path in ("/", "/main-feed/", "/find-talent/", f"/talent-detail/{talent_id}/",
                 f"/portfolio-detail/{item}/", "/manage/"):
        page.goto(f"{url}{path}")
        page.wait_for_load_state("networkidle")
    context.close()

    substitutions = {"{portfolio_id}": item, "{target_id}": item, "{user_id}": talent_id,
                     "{username}": "pii.handle", "{review_id}": "none", "{path:path}": "x"}
    with httpx.Client(base_url=url, timeout=30) as http:
        for method, path in api_routes():
            if method != "GET":
                continue
            concrete = path
            for key, value in substitutions.items():
                concrete = concrete.replace(key, value)
            for headers in ({}, {"Authorization": f"Bearer {viewer['token']}"}):
                seen.append((concrete, http.get(concrete, headers=headers).text))
        own = http.get("/api/user/profile", headers=auth).text  # the owner: masked only
        assert _leaks(own, "own profile") == []

    log = (live_server.data_dir / "server.log").read_text(errors="replace")
    leaks = [leak for where, text in seen for leak in _leaks(text, where)]
    leaks += _leaks(log, "server log")
    print(f"\npersonal-data scan: {len(seen)} responses/frames and {len(log.splitlines())} "
          f"log lines, {len(leaks)} leaks")
    assert leaks == []
