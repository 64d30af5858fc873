"""The dashboards in Chromium with data made through the API: a talent's new work and the
request a client sent appear on the talent's dashboard with real figures; the client's sent
request, saved and recently viewed talent appear on the client's. Each role that opens the
other's dashboard lands on its own. Screenshots at 390 and 1280 px in English and Hindi."""

import os
import re
from datetime import timedelta
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import expect

from marketplace_app.services.social.collaboration_rules import today_in_india
from tests import media_samples as samples
from tests.e2e.journey_helpers import patient_expect, shot, signed_in  # noqa: F401
from tests.e2e.test_signin_journeys import _register

pytestmark = pytest.mark.e2e
SHOTS = Path(os.environ.get("SCREENSHOT_DIR", "/tmp/dashboard-shots"))


def _api(url: str, token: str) -> httpx.Client:
    return httpx.Client(base_url=url, headers={"Authorization": f"Bearer {token}"},
                        timeout=30)


def test_each_dashboard_shows_its_owner_s_real_activity(live_server, browser):
    url = live_server.url
    talent = _register(live_server, "meera.frames@example.com", "TALENT", "Meera Frames")
    client = _register(live_server, "kabir.brand@example.com", "CLIENT", "Kabir Brand")
    with _api(url, talent["token"]) as as_talent, _api(url, client["token"]) as as_client:
        made = as_talent.post("/api/Portfolio", data={
            "title": "Monsoon rooftops", "category": "Photography",
            "subcategory": "Fashion / People", "description": "Rain on the terraces",
            "coverPhotoIndex": "0"}, files=[("media", ("a.jpg", samples.jpeg(), "image/jpeg"))])
        assert made.status_code == 201, made.text
        work = made.json()["portfolio"]["_id"]
        assert as_client.post("/api/views", json={"subjectType": "portfolio",
                                                  "subjectId": work}).json()["counted"]
        assert as_client.post(f"/api/Portfolio/{work}/admire").status_code == 200
        assert as_client.post("/api/views", json={
            "subjectType": "user", "subjectId": talent["user"]["_id"]}).json()["counted"]
        assert as_client.put(f"/api/user/{talent['user']['_id']}/save").status_code == 200
        start = today_in_india() + timedelta(days=6)
        sent = as_client.post("/api/collaborations", json={
            "recipientId": talent["user"]["_id"], "message": "Festive campaign, two looks",
            "serviceType": "Photography", "location": "Pune", "dateFrom": start.isoformat(),
            "dateTo": start.isoformat(), "budgetMin": 30000})
        assert sent.status_code == 201, sent.text

    for width in (390, 1280):
        context, page = signed_in(browser, url, talent["token"], width)
        try:
            page.goto("/talent-dashboard/")
            expect(page.locator("#screen-title")).to_have_text("Talent Dashboard")
            row = page.locator(".work-figures", has_text="Monsoon rooftops")
            expect(row.locator(".work-views")).to_have_text("1 / 1")
            expect(row.locator(".work-admires")).to_have_text("1 / 1")
            expect(page.locator("#pending .request-card")).to_contain_text("Kabir Brand")
            expect(page.locator("#missing-fields")).to_contain_text("Phone")
            shot(page, SHOTS, f"talent-dashboard-{width}")
            assert page.evaluate("document.documentElement.scrollWidth") <= width
            page.goto("/client-dashboard/")  # a talent lands on their own dashboard
            expect(page).to_have_url(re.compile(r"/talent-dashboard/?$"))
        finally:
            context.close()

    for width in (390, 1280):
        context, page = signed_in(browser, url, client["token"], width)
        try:
            page.goto("/client-dashboard/")
            expect(page.locator("#screen-title")).to_have_text("Client Dashboard")
            expect(page.locator("#sent .request-card")).to_contain_text("Meera Frames")
            expect(page.locator("#sent .request-status")).to_have_text("Pending")
            expect(page.locator("#saved .saved-card")).to_contain_text("Meera Frames")
            expect(page.locator("#recent .saved-card")).to_contain_text("Meera Frames")
            expect(page.locator("#empty-projects")).to_be_visible()
            shot(page, SHOTS, f"client-dashboard-{width}")
            assert page.evaluate("document.documentElement.scrollWidth") <= width
        finally:
            context.close()

    for who, route, title, width in ((talent, "talent-dashboard", "टैलेंट डैशबोर्ड", 390),
                                     (client, "client-dashboard", "क्लाइंट डैशबोर्ड", 1280)):
        context, page = signed_in(browser, url, who["token"], width)
        try:
            page.goto(f"/{route}/?lang=hi")
            expect(page.locator("#screen-title")).to_have_text(title)
            expect(page.locator(".request-card").first).to_be_visible()
            shot(page, SHOTS, f"{route}-{width}-hi")
        finally:
            context.close()


def test_a_photographer_profile_shows_real_figures_a_viewer_and_a_real_request(live_server,
                                                                                browser):
    url = live_server.url
    talent = _register(live_server, "tara.lens@example.com", "TALENT", "Tara Lens")
    client = _register(live_server, "neel.studio@example.com", "CLIENT", "Neel Studio")
    with _api(url, talent["token"]) as as_talent:
        made = as_talent.post("/api/Portfolio", data={
            "title": "Old city at dawn", "category": "Photography",
            "subcategory": "Fashion / People", "coverPhotoIndex": "0"},
            files=[("media", ("a.jpg", samples.jpeg(), "image/jpeg"))])
        assert made.status_code == 201, made.text
        assert as_talent.put("/api/user/profile", json={
            "bio": "Street and portrait photographer in the old city."}).status_code == 200
    context, page = signed_in(browser, url, client["token"], 390)
    try:
        page.goto(f"/photographer-profile?id={talent['user']['_id']}")
        expect(page.locator("#photographer-name")).to_have_text("Tara Lens")
        # No reviews yet: "New", never an invented rating; projects: the one real work.
        expect(page.locator("#photographer-rating")).to_have_text("New")
        expect(page.locator("#photographer-projects")).to_have_text("1 Projects")
        page.locator(".gallery-open").first.click()
        expect(page.locator(".yarl__container")).to_be_visible()
        page.keyboard.press("Escape")
        expect(page.locator(".yarl__container")).to_have_count(0)
        page.locator("#lets-button").click()
        expect(page.locator("#collab-dialog")).to_be_visible()
        expect(page.locator("#collab-bio")).to_have_text(
            "Street and portrait photographer in the old city.")
        page.locator("#collab-message").fill("Portraits for our studio's new catalogue.")
        page.locator("#collab-location").fill("Jai")
        page.locator("#city-suggestions").get_by_role("button", name="Jaipur").click()
        start = today_in_india() + timedelta(days=9)
        page.locator("#collab-date_from").fill(start.isoformat())
        page.locator("#collab-date_to").fill(start.isoformat())
        page.locator("#collab-dialog").get_by_role("combobox").click()
        page.get_by_role("option", name="Photography", exact=True).click()
        page.locator("#collab-send").click()
        expect(page.get_by_text("Collaboration request sent!")).to_be_visible()
        shot(page, SHOTS, "photographer-profile-390")
    finally:
        context.close()
    with _api(url, talent["token"]) as as_talent:
        inbox = as_talent.get("/api/collaborations?box=inbox").json()["collaborations"]
    assert [(c["sender"]["fullName"], c["location"]) for c in inbox] == [("Neel Studio",
                                                                          "Jaipur")]
