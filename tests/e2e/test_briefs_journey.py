"""Issue 32 in Chromium: a client posts a job on /post-job; a talent finds it on /browse with a
search and sends a proposal; the client accepts it on the job's page; both then see the
project in /manage."""

import os
import re
from datetime import timedelta
from pathlib import Path

import pytest
from playwright.sync_api import expect

from marketplace_app.services.social.collaboration_rules import today_in_india
from tests.e2e.conftest import wait_for_hydration
from tests.e2e.journey_helpers import patient_expect, shot, signed_in  # noqa: F401
from tests.e2e.test_signin_journeys import _register

pytestmark = pytest.mark.e2e
SHOTS = Path(os.environ.get("SCREENSHOT_DIR", "/tmp/briefs-shots"))


def _choose(page, trigger: str, option: str) -> None:
    page.locator(trigger).click()
    page.get_by_role("option", name=option, exact=True).click()
    expect(page.locator(trigger)).to_contain_text(option)


def _post_job(page) -> None:
    page.goto("/post-job/")
    page.locator("#job-title").fill("Saree catalogue shoot in Pune")
    page.locator("#job-description").fill("Forty sarees on one model, studio light.")
    _choose(page, "#job-category", "Photography")
    _choose(page, "#job-subcategory", "Fashion / People")
    _choose(page, "#job-city", "Pune")
    start = today_in_india() + timedelta(days=6)
    page.locator("#job-date-from").fill(start.isoformat())
    page.locator("#job-date-to").fill((start + timedelta(days=1)).isoformat())
    page.locator("#job-budget-min").fill("20000")
    page.locator("#job-budget-max").fill("30000")
    page.locator("#job-deliverables").fill("120 edited photos")
    page.locator("#job-closes-on").fill((today_in_india() + timedelta(days=3)).isoformat())
    page.locator("#job-submit").click()
    expect(page).to_have_url(re.compile(r"/brief/[0-9a-f]+/?$"))
    expect(page.locator("#screen-title")).to_have_text("Saree catalogue shoot in Pune")
    expect(page.locator("#no-proposals")).to_be_visible()


def _send_proposal(page) -> None:
    page.goto("/browse/")
    page.locator("#jobs-search").fill("sari catalog")
    page.locator("#jobs-search-button").click()
    card = page.locator(".job-card", has_text="Saree catalogue shoot in Pune")
    expect(card).to_be_visible()
    expect(card).to_contain_text("₹20,000 – ₹30,000")
    shot(page, SHOTS, "browse-390")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    card.get_by_role("button", name="View job").click()
    expect(page.locator("#proposal-form")).to_be_visible()
    page.locator("#proposal-message").fill("I shoot sarees every week; call 98765 43210.")
    page.locator("#proposal-price").fill("25000")
    page.locator("#proposal-note").fill("Free all that week")
    page.locator("#proposal-send").click()
    expect(page.get_by_text("Proposal sent")).to_be_visible()
    expect(page.locator("#my-proposal")).to_contain_text("Pending")


def test_post_browse_propose_accept_and_both_see_the_project(live_server, browser):
    url = live_server.url
    client = _register(live_server, "meera.sarees@example.com", "CLIENT", "Meera Sarees")
    talent = _register(live_server, "kabir.frames@example.com", "TALENT", "Kabir Frames")
    client_ctx, client_page = signed_in(browser, url, client["token"])
    talent_ctx, talent_page = signed_in(browser, url, talent["token"], width=390)
    try:
        _post_job(client_page)
        job_url = client_page.url
        client_page.locator(".job-edit").click()
        expect(client_page.locator("#job-title")).to_have_value("Saree catalogue shoot in Pune")
        client_page.locator("#job-title").fill("Saree catalogue shoot in Pune, two days")
        client_page.locator("#job-submit").click()
        expect(client_page.locator("#screen-title")).to_have_text(
            "Saree catalogue shoot in Pune, two days")

        visitor_ctx = browser.new_context(viewport={"width": 1280, "height": 900}, base_url=url)
        visitor = visitor_ctx.new_page()
        visitor.goto(job_url)
        visitor.locator("#sign-in-to-respond").click()
        expect(visitor).to_have_url(re.compile(r"/signin/?$"))
        visitor_ctx.close()

        _send_proposal(talent_page)

        client_page.goto(job_url)
        card = client_page.locator(".proposal-card", has_text="Kabir Frames")
        expect(card).to_be_visible()
        expect(card).to_contain_text("₹25,000")
        expect(card).not_to_contain_text("98765")  # contacts stay hidden until accepted
        shot(client_page, SHOTS, "proposals-1280")
        card.locator(".proposal-accept").click()
        expect(client_page.get_by_text("Proposal accepted. It is now a project in Manage."))\
            .to_be_visible()
        expect(client_page.locator(".status-badge").first).to_have_text("In Progress")
        expect(card).to_contain_text("98765")

        for page, other in ((client_page, "Kabir Frames"), (talent_page, "Meera Sarees")):
            page.goto("/manage/")
            wait_for_hydration(page, "main")  # the served first screen is plain HTML until then
            page.locator("#tab-projects").click()
            project = page.locator("#list-projects .request-card", has_text=other)
            expect(project).to_be_visible()
            expect(project).to_contain_text("In Progress")
        talent_page.locator("#tab-sent").click()
        expect(talent_page.locator("#list-job-proposals")).to_contain_text("Accepted")
    finally:
        client_ctx.close()
        talent_ctx.close()
