"""Two people at once in Chromium: a client sends a request from a talent page, the talent
accepts it on /manage, the client sees it In Progress, marks it complete, and leaves a review
that shows "Verified"; the client's saved talent appears under Saved."""

import os
from datetime import timedelta
from pathlib import Path

import pytest
from playwright.sync_api import expect

from marketplace_app.services.social.collaboration_rules import today_in_india
from tests.e2e.conftest import store_token
from tests.e2e.test_signin_journeys import _register

pytestmark = pytest.mark.e2e
SHOTS = Path(os.environ.get("SCREENSHOT_DIR", "/tmp/manage-shots"))


@pytest.fixture(autouse=True)
def patient_expect():
    """A loaded 2-core machine can take more than 5 s to hydrate the first page."""
    expect.set_options(timeout=20_000)
    yield
    expect.set_options(timeout=5_000)


def _signed_in(browser, url: str, token: str, width: int = 1280):
    context = browser.new_context(viewport={"width": width, "height": 900}, base_url=url)
    context.set_default_timeout(20_000)
    page = context.new_page()
    store_token(page, token)
    return context, page


def _shot(page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def _send_request(page, talent_id: str) -> None:
    page.goto(f"/talent-detail/{talent_id}/")
    page.locator("#save-talent").click()
    expect(page.locator("#save-talent")).to_have_attribute("aria-pressed", "true")
    page.locator("#lets-button").click()
    expect(page.locator("#collab-dialog")).to_be_visible()
    page.locator("#collab-message").fill("Two-day lookbook shoot in the old city.")
    page.locator("#collab-location").fill("Jai")
    page.locator("#city-suggestions").get_by_role("button", name="Jaipur").click()
    start = today_in_india() + timedelta(days=5)
    page.locator("#collab-date_from").fill(start.isoformat())
    page.locator("#collab-date_to").fill((start + timedelta(days=1)).isoformat())
    page.locator("#collab-budget_min").fill("25000")
    page.locator("#collab-dialog").get_by_role("combobox").click()
    page.get_by_role("option", name="Photography", exact=True).click()
    page.locator("#collab-send").click()
    expect(page.get_by_text("Collaboration request sent!")).to_be_visible()


def test_request_accept_complete_and_verified_review(live_server, browser):
    url = live_server.url
    talent = _register(live_server, "asha.lens@example.com", "TALENT", "Asha Lens")
    client = _register(live_server, "ravi.brand@example.com", "CLIENT", "Ravi Brand")
    talent_id = talent["user"]["_id"]
    client_ctx, client_page = _signed_in(browser, url, client["token"])
    talent_ctx, talent_page = _signed_in(browser, url, talent["token"], width=390)
    try:
        _send_request(client_page, talent_id)

        talent_page.goto("/manage/")
        card = talent_page.locator(".request-card", has_text="Ravi Brand")
        expect(card).to_be_visible()
        expect(card.locator(".request-status")).to_have_text("Pending")
        expect(card).to_contain_text("Jaipur")
        expect(card).to_contain_text("₹25,000")
        expect(talent_page.locator("#tab-inbox .tab-count").first).to_have_text("1")
        _shot(talent_page, "manage-inbox-390")
        assert talent_page.evaluate("document.documentElement.scrollWidth") <= 390
        card.locator(".action-accept").click()
        expect(talent_page.get_by_text("Request accepted")).to_be_visible()
        expect(card.locator(".request-status")).to_have_text("In Progress")
        expect(card.locator(".action-accept")).to_have_count(0)

        client_page.goto("/manage/")
        client_page.locator("#tab-projects").click()
        project = client_page.locator("#list-projects .request-card", has_text="Asha Lens")
        expect(project.locator(".request-status")).to_have_text("In Progress")
        _shot(client_page, "manage-projects-1280")
        project.locator(".action-complete").click()
        expect(client_page.get_by_text("Marked as completed")).to_be_visible()
        expect(project.locator(".request-status")).to_have_text("Completed")
        client_page.locator("#tab-saved").click()
        expect(client_page.locator("#list-saved .saved-card")).to_contain_text("Asha Lens")

        client_page.goto(f"/talent-detail/{talent_id}/")
        expect(client_page.locator("#talent-colabs")).to_have_text("1")
        client_page.locator(".review-star").nth(4).click()
        client_page.locator("#review-comment").fill("On time and the light was perfect.")
        client_page.locator("#post-review").click()
        mine = client_page.locator(".review", has_text="On time and the light was perfect.")
        expect(mine.locator(".review-verified")).to_have_text("Verified")
        expect(client_page.locator("#talent-rating")).to_have_text("5.0")

        talent_page.goto("/manage/")
        talent_page.locator("#tab-projects").click()
        expect(talent_page.locator("#list-projects .request-status")).to_have_text("Completed")
        talent_page.locator("#tab-sent").click()
        expect(talent_page.locator("#empty_sent")).to_be_visible()
    finally:
        client_ctx.close()
        talent_ctx.close()
