"""A talent publishes "in Jaipur" availability in settings; a client filtering the feed by
Jaipur finds them; an AI-generated work shows its badge on the card."""

import os
import time
from datetime import timedelta
from pathlib import Path

import pytest
from playwright.sync_api import expect

from marketplace_app.services.social.collaboration_rules import today_in_india
from tests import media_samples as samples
from tests.e2e.conftest import store_token, wait_for_hydration
from tests.e2e.workspace_helpers import api, pick, register, sign_in_with_token

pytestmark = pytest.mark.e2e
SHOTS = os.environ.get("MARKETPLACE_SCREENSHOTS")  # a folder: also save screenshots there


def _shot(page, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=f"{SHOTS}/{name}.png", full_page=False)


def test_published_window_finds_the_talent_in_the_city_feed(page, prod_server):
    url, stamp = prod_server, int(time.time() * 1000) % 10**8
    talent = register(url, f"visitor{stamp}@example.com", "Vikram Visitor")
    token = talent["token"]
    assert api(url, token, "PUT", "/api/user/profile", json={"location": "Mumbai"}).is_success
    made = api(url, token, "POST", "/api/Portfolio",
               data={"title": f"Dreamscape {stamp}", "category": "Ai Generative Artists",
                     "subcategory": "Video Gen Artists", "aiGenerated": "true"},
               files=[("media", ("a.jpg", samples.jpeg(), "image/jpeg"))])
    assert made.status_code == 201, made.text
    item_id = made.json()["portfolio"]["_id"]

    sign_in_with_token(page, token)
    page.goto("/profile-settings/")
    expect(page.locator("#availability-empty")).to_be_visible()
    start = today_in_india() + timedelta(days=10)
    pick(page, "#availability-city", "Jaipur")
    page.locator("#availability-from").fill(start.isoformat())
    page.locator("#availability-to").fill((start + timedelta(days=5)).isoformat())
    page.locator("#availability-add").click()
    label = page.locator(".availability-label")
    expect(label).to_have_count(1)
    expect(label).to_contain_text("Jaipur")
    page.locator("#availability-section").scroll_into_view_if_needed()
    _shot(page, "settings-availability-1280")
    page.set_viewport_size({"width": 390, "height": 844})
    page.locator("#availability-section").scroll_into_view_if_needed()
    _shot(page, "settings-availability-390")
    page.set_viewport_size({"width": 1280, "height": 900})

    # A client filters the feed by Jaipur for dates inside the window: the visitor shows.
    page.evaluate("() => localStorage.removeItem('authToken')")
    inside = (start + timedelta(days=2)).isoformat()
    page.goto(f"/main-feed?location=Jaipur&availableFrom={inside}&availableTo={inside}")
    card = page.locator(f"#card-{item_id}")
    expect(card).to_be_visible()
    expect(card.locator(".ai-badge")).to_have_text("AI-generated")
    expect(page.locator("#filter-available_from")).to_have_value(inside)
    _shot(page, "feed-filters-1280")
    # Human-made only leaves the AI work out.
    page.locator("#filter-human-only").click()
    expect(card).to_have_count(0)
    # Dates after the window do not show the visitor.
    after = (start + timedelta(days=30)).isoformat()
    page.goto(f"/main-feed?location=Jaipur&availableFrom={after}")
    expect(page.locator("#result-count")).to_be_visible()
    expect(page.locator(f"#card-{item_id}")).to_have_count(0)

    # Signed in as a client, the talent page lists the upcoming window.
    client = register(url, f"client{stamp}@example.com", "Chitra Client", role="CLIENT")
    store_token(page, client["token"])
    page.goto(f"/talent-detail/{talent['user']['_id']}")
    expect(page.locator(".talent-window")).to_contain_text("Jaipur")
    _shot(page, "talent-1280")
    page.set_viewport_size({"width": 390, "height": 844})
    _shot(page, "talent-390")
    page.goto(f"/main-feed?location=Jaipur&availableFrom={inside}")
    expect(page.locator(f"#card-{item_id}")).to_be_visible()
    wait_for_hydration(page, "#open-filters")  # a click on the served HTML would be lost
    page.locator("#open-filters").click()
    expect(page.locator("#filter-dates").last).to_be_visible()
    page.wait_for_timeout(700)  # the sheet's slide-in
    _shot(page, "feed-filters-390")
