"""The example page of docs/extending.md, in Chromium against the production build."""

import httpx
import pytest
from playwright.sync_api import expect

from marketplace_app.services.accounts.profile_rules import USERNAME_FORMAT  # English page
from tests.e2e.test_signin_journeys import _email, _register

pytestmark = pytest.mark.e2e


def _check(page, handle: str) -> None:
    page.locator("#handle-input").fill(handle)
    page.locator("#handle-submit").click()


def test_handle_check_says_free_taken_with_suggestions_or_the_rule(auth_server, page):
    owner = _register(auth_server, _email("handle"), "TALENT", "Hari Handle")
    taken = httpx.put(f"{auth_server.url}/api/user/profile", json={"username": "hari.frames"},
                      headers={"Authorization": f"Bearer {owner['token']}"})
    assert taken.status_code == 200, taken.text

    page.goto(f"{auth_server.url}/handle-check/")
    expect(page.locator("#handle-title")).to_have_text("Find your handle")
    _check(page, "hari.frames")
    expect(page.locator("#handle-taken")).to_contain_text("@hari.frames is taken")
    suggestions = page.locator("#handle-suggestions > *")
    expect(suggestions.first).to_contain_text("@hari.frames")
    assert suggestions.count() == 5

    _check(page, "hari.frames2026")
    expect(page.locator("#handle-free")).to_contain_text("@hari.frames2026 is free")

    _check(page, "no spaces please")
    expect(page.locator("#handle-error")).to_have_text(USERNAME_FORMAT)
    expect(page.locator("#handle-free")).to_have_count(0)
