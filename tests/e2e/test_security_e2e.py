"""Issue 10 in Chromium: the pages work under the Content-Security-Policy (no violations),
and /auth-success never shows address-supplied text."""

import itertools
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.e2e
_n = itertools.count(1)
SHOTS = Path("/tmp/security-shots")
WATCH_CSP = """
window.__csp = [];
document.addEventListener('securitypolicyviolation', e => window.__csp.push(
  e.violatedDirective + ' ' + (e.blockedURI || '') + ' ' + (e.sourceFile || '')));
"""


def _watch(page: Page) -> list[str]:
    console = []
    page.add_init_script(WATCH_CSP)
    page.on("console", lambda m: console.append(m.text)
            if "Content Security Policy" in m.text or "Refused to" in m.text else None)
    return console


def _violations(page: Page, console: list[str]) -> list[str]:
    return console + page.evaluate("() => window.__csp || []")


def _shot(page: Page, name: str) -> None:
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=False)


def test_pages_run_under_the_csp_with_no_violation(live_server, page):
    console = _watch(page)
    landing = page.goto(f"{live_server.url}/")
    assert "frame-ancestors 'none'" in landing.headers["content-security-policy"]
    expect(page.get_by_text("Where Local Talent Meets Global Demand").first).to_be_visible()
    _shot(page, "landing")
    assert _violations(page, console) == []

    email = f"csp{next(_n)}@example.com"
    httpx.post(f"{live_server.url}/api/auth/register", json={
        "fullName": "Csp Tester", "email": email, "password": "correct-horse-9",
        "role": "CLIENT"}).raise_for_status()
    page.goto(f"{live_server.url}/signin/")
    page.locator("#email-signin").click()
    expect(page.locator("#signin-dialog")).to_be_visible()
    _shot(page, "signin-dialog")
    page.locator("#signin-email").fill(email)
    page.locator("#signin-password").fill("correct-horse-9")
    page.locator("#signin-submit").click()
    expect(page.get_by_text("Login successful!")).to_be_visible()
    page.goto(f"{live_server.url}/manage/")
    expect(page.locator("#signed-in-name")).to_have_text("Csp Tester")
    _shot(page, "signed-in")
    assert _violations(page, console) == []


def test_auth_success_never_shows_address_text(live_server, page):
    page.goto(f"{live_server.url}/auth-success/?error=Your+account+is+locked.+Call+0800-SCAM")
    expect(page).to_have_url(f"{live_server.url}/")
    expect(page.get_by_text("Google sign-in failed. Please try again.")).to_be_visible()
    assert page.get_by_text("0800-SCAM").count() == 0


def test_a_leaked_code_signs_nobody_in(live_server, page):
    page.goto(f"{live_server.url}/auth-success/?code=" + "A" * 43)
    expect(page).to_have_url(f"{live_server.url}/")
    assert not page.evaluate("() => localStorage.getItem('authToken')")
