"""Two people at once in Chromium: a client sends a request from a talent page, the talent
accepts it on /manage, the client sees it In Progress, marks it complete, and leaves a review
that shows "Verified"; the client's saved talent appears under Saved."""

import os
from datetime import timedelta
from pathlib import Path

import pytest
from playwright.sync_api import expect

from marketplace_app.services.social.collaboration_rules import today_in_india
from tests.e2e.conftest import wait_for_hydration
from tests.e2e.journey_helpers import patient_expect, shot, signed_in  # noqa: F401
from tests.e2e.test_signin_journeys import _register

pytestmark = pytest.mark.e2e
SHOTS = Path(os.environ.get("SCREENSHOT_DIR", "/tmp/manage-shots"))


def _send_request(page, talent_id: str) -> None:
    page.goto(f"/talent-detail/{talent_id}/")
    wait_for_hydration(page, "#save-talent")  # the served page is plain HTML until then
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
    client_ctx, client_page = signed_in(browser, url, client["token"])
    talent_ctx, talent_page = signed_in(browser, url, talent["token"], width=390)
    try:
        _send_request(client_page, talent_id)

        talent_page.goto("/manage/")
        wait_for_hydration(talent_page, "main")  # served HTML until then
        card = talent_page.locator(".request-card", has_text="Ravi Brand")
        expect(card).to_be_visible()
        expect(card.locator(".request-status")).to_have_text("Pending")
        expect(card).to_contain_text("Jaipur")
        expect(card).to_contain_text("₹25,000")
        expect(talent_page.locator("#tab-inbox .tab-count").first).to_have_text("1")
        shot(talent_page, SHOTS, "manage-inbox-390")
        assert talent_page.evaluate("document.documentElement.scrollWidth") <= 390
        card.locator(".action-accept").click()
        expect(talent_page.get_by_text("Request accepted")).to_be_visible()
        expect(card.locator(".request-status")).to_have_text("In Progress")
        expect(card.locator(".action-accept")).to_have_count(0)

        client_page.goto("/manage/")
        wait_for_hydration(client_page, "main")  # served HTML until then
        client_page.locator("#tab-projects").click()
        project = client_page.locator("#list-projects .request-card", has_text="Asha Lens")
        expect(project.locator(".request-status")).to_have_text("In Progress")
        shot(client_page, SHOTS, "manage-projects-1280")
        project.locator(".action-complete").click()
        expect(client_page.get_by_text("Marked as completed")).to_be_visible()
        expect(project.locator(".request-status")).to_have_text("Completed")
        client_page.locator("#tab-saved").click()
        expect(client_page.locator("#list-saved .saved-card")).to_contain_text("Asha Lens")

        client_page.goto(f"/talent-detail/{talent_id}/")
        expect(client_page.locator("#talent-colabs")).to_have_text("1")
        wait_for_hydration(client_page, "#post-review")  # served HTML until then
        client_page.locator(".review-star").nth(4).click()
        client_page.locator("#review-comment").fill("On time and the light was perfect.")
        client_page.locator("#post-review").click()
        mine = client_page.locator(".review", has_text="On time and the light was perfect.")
        expect(mine.locator(".review-verified")).to_have_text("Verified")
        expect(client_page.locator("#talent-rating")).to_have_text("5.0")

        talent_page.goto("/manage/")
        wait_for_hydration(talent_page, "main")  # served HTML until then
        talent_page.locator("#tab-projects").click()
        expect(talent_page.locator("#list-projects .request-status")).to_have_text("Completed")
        talent_page.locator("#tab-sent").click()
        expect(talent_page.locator("#empty_sent")).to_be_visible()
    finally:
        client_ctx.close()
        talent_ctx.close()
