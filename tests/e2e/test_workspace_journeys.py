"""A talent's path in Chromium against the production build (spec §2.9-2.14, §2.20)."""

import io
import itertools
import re
import time

import httpx
import pytest
from PIL import Image
from playwright.sync_api import Page, expect

from tests.e2e.workspace_helpers import (PASSWORD, api, jpeg_file, path_re, pick, register,
                                         sign_in_with_token, text_file, token_of)

pytestmark = pytest.mark.e2e


@pytest.fixture(autouse=True)
def patient_expect():
    """A chosen photo passes the upload gate, /_upload and staging before its toast shows. In
    one fresh-clone CI run (the whole suite on 2 cores) the onboarding photo's toast had not
    come after the default 5 s; the journey passed twice alone just after. Wait as the other
    upload journeys do."""
    expect.set_options(timeout=20_000)
    yield
    expect.set_options(timeout=5_000)


_n = itertools.count(1)


def _email(tag: str) -> str:
    return f"{tag}{next(_n)}-{int(time.time() * 1000) % 10**8}@example.com"


def _fetch_image(url: str, path: str) -> Image.Image:
    return Image.open(io.BytesIO(httpx.get(f"{url}{path}").content)).convert("RGB")


def _sign_up(page: Page, name: str, email: str) -> None:
    page.goto("/talent-signin/")
    page.locator("#create-account").click()
    page.locator("#signup-fullname").fill(name)
    page.locator("#signup-email").fill(email)
    page.locator("#signup-password").fill(PASSWORD)
    page.locator("#signup-submit").click()
    expect(page).to_have_url(path_re("/set-profile"))


def _onboard(page: Page, handle: str) -> None:
    photo_input = page.locator("#profile-photo input[type=file]")
    photo_input.set_input_files(text_file())
    expect(page.get_by_text("Please select an image file")).to_have_count(1)
    photo_input.set_input_files(jpeg_file("me.jpg", (600, 600), (30, 160, 90)))
    expect(page.get_by_text("Image will be uploaded when you finish your profile")).to_be_visible()
    expect(page.locator("#profile-photo-img")).to_have_attribute(
        "src", re.compile(r"/media/staging/"))
    page.locator("#finish-profile").click()
    expect(page.get_by_text("Username is required, Gender is required")).to_be_visible()
    page.locator("#onb-username").fill(handle)
    expect(page.locator("#username-available")).to_have_text("Username is available")
    pick(page, "#onb-gender", "Female")
    page.locator("#onb-phone").fill("9876543210")
    pick(page, "#onb-location", "Pune")
    page.locator("#onb-cat-videography").click()
    page.locator(".onb-sub", has_text="Drone").click()
    page.locator("#onb-cat-photography").click()  # a new category clears the subcategory
    expect(page.locator("#completion-percent")).to_have_text("86%")
    page.locator(".onb-sub", has_text="Food & Beverage").click()
    expect(page.locator("#completion-percent")).to_have_text("100%")
    page.locator("#finish-profile").click()
    expect(page.get_by_text("Profile completed successfully")).to_be_visible()
    expect(page).to_have_url(path_re("/portfolio"))


def _upload_work(page: Page, url: str) -> str:
    page.locator("#post-work").click()
    expect(page).to_have_url(path_re("/work-upload"))
    expect(page.locator("#share-work")).to_be_disabled()
    expect(page.locator("#cover-hint")).to_have_text("Please select a cover image")
    page.locator("#work-upload-files input[type=file]").set_input_files([
        jpeg_file("red.jpg", colour=(220, 30, 30)),
        jpeg_file("green.jpg", colour=(30, 200, 60)),
        jpeg_file("split.jpg", colour=(30, 30, 220), split=(240, 220, 20)),
    ])
    items = page.locator(".media-item")
    expect(items).to_have_count(3)
    expect(items.nth(0).locator(".cover-badge")).to_be_visible()  # first file is the cover
    items.nth(1).locator(".set-cover").click()
    expect(items.nth(1).locator(".cover-badge")).to_be_visible()
    items.nth(2).locator(".crop-item").click()
    expect(page.locator("#frame-dialog")).to_be_visible()
    expect(page.locator("#frame-dialog").get_by_text("Frame Your Image")).to_be_visible()
    page.locator("#crop-apply").click()
    expect(page.locator("#frame-dialog")).to_have_count(0)
    expect(items.nth(2).get_by_text("Cropped")).to_be_visible()
    page.locator("#share-work").click()
    expect(page.get_by_text("Project title is required")).to_be_visible()
    page.locator("#work-title").fill("Monsoon kitchen stories")
    page.locator("#work-description").fill("Food stories shot in Pune")
    page.locator("#work-cat-photography").click()
    page.locator(".work-sub", has_text="Food & Beverage").click()
    page.locator("#share-work").click()
    expect(page.get_by_text("Portfolio item created successfully")).to_be_visible()
    expect(page).to_have_url(path_re("/portfolio"))
    mine = api(url, token_of(page), "GET", "/api/Portfolio/me").json()["portfolios"]
    assert len(mine) == 1 and len(mine[0]["mediaUrls"]) == 3
    item = mine[0]
    assert item["coverPhotoIndex"] == 0
    # The chosen (green) cover went first; the cropped split image is 80% of its side.
    assert _fetch_image(url, item["mediaUrls"][0]).getpixel((200, 200))[1] > 150
    assert _fetch_image(url, item["mediaUrls"][2]).size == (640, 640)
    return item["id"]


def test_talent_goes_from_sign_up_to_an_edited_then_deleted_work(page, prod_server):
    url, email = prod_server, _email("journey")
    _sign_up(page, "Meera Joshi", email)
    _onboard(page, f"meera{next(_n)}{int(time.time()) % 100000}")
    expect(page.locator("#stat-jobs")).to_have_text("0")
    profile = api(url, token_of(page), "GET", "/api/user/profile").json()["user"]
    assert profile["profilePhotoUrl"].startswith("/media/profile/")
    assert profile["completeProfilePercentage"] == 100
    portfolio_id = _upload_work(page, url)

    # A second, older-titled work to sort against.
    token = token_of(page)
    second = api(url, token, "POST", "/api/Portfolio", data={
        "title": "Aarti at dawn", "category": "Photography", "coverPhotoIndex": "0"},
        files=[("media", ("a.jpg", jpeg_file("a.jpg")["buffer"], "image/jpeg"))])
    assert second.status_code == 201, second.text
    page.reload()
    tiles = page.locator(".portfolio-tile")
    expect(tiles).to_have_count(2)
    expect(page.locator("#stat-jobs")).to_have_text("2")
    expect(page.locator("#stat-colabs")).to_have_text("0")
    expect(tiles.first).to_have_attribute("data-title", "Aarti at dawn")  # newest first
    # A native select: the phone's own picker.
    page.locator("#sort-select").select_option(label="Oldest First")
    expect(tiles.first).to_have_attribute("data-title", "Monsoon kitchen stories")
    page.locator("#sort-select").select_option(label="Title A-Z")
    expect(tiles.first).to_have_attribute("data-title", "Aarti at dawn")

    # Disable by keyboard: focus reveals the actions; another user's feed no longer has it.
    tile = page.locator(f".portfolio-tile[data-title='Monsoon kitchen stories']")
    tile.locator(".toggle-status").focus()
    page.keyboard.press("Enter")
    expect(page.get_by_text("Portfolio disabled")).to_be_visible()
    expect(tile).to_have_attribute("data-status", "disabled")
    other = register(url, _email("viewer"), "Vikram Viewer", "CLIENT")["token"]
    feed = api(url, other, "GET", "/api/Portfolio/all").json()["portfolios"]
    assert portfolio_id not in {p["id"] for p in feed}
    assert api(url, other, "GET", f"/api/Portfolio/{portfolio_id}").status_code == 404

    # Edit: remove one image, add one, re-crop an existing one.
    before = api(url, token, "GET", f"/api/Portfolio/{portfolio_id}").json()["portfolio"]
    tile.hover()
    tile.locator(".edit-item").click()
    expect(page).to_have_url(path_re(f"/portfolio-edit/{portfolio_id}"))
    items = page.locator(".media-item")
    expect(items).to_have_count(3)
    items.nth(1).locator(".remove-item").click()
    expect(items).to_have_count(2)
    page.locator("#portfolio-edit-files input[type=file]").set_input_files(
        jpeg_file("extra.jpg", colour=(250, 250, 250)))
    expect(items).to_have_count(3)
    items.nth(0).locator(".crop-item").click()
    page.locator("#crop-apply").click()
    expect(items.nth(0).get_by_text("Cropped")).to_be_visible()
    page.locator("#work-title").fill("Monsoon kitchen, revisited")
    page.locator("#save-portfolio").click()
    expect(page.get_by_text("Portfolio updated successfully")).to_be_visible()
    expect(page).to_have_url(path_re("/portfolio"))
    edited = api(url, token, "GET", f"/api/Portfolio/{portfolio_id}").json()["portfolio"]
    assert edited["title"] == "Monsoon kitchen, revisited" and len(edited["mediaUrls"]) == 3
    # The re-cropped cover was replaced by a new, cropped file; the removed one is gone.
    old_urls = before["mediaUrls"]
    assert old_urls[0] not in edited["mediaUrls"] and old_urls[1] not in edited["mediaUrls"]
    assert old_urls[2] in edited["mediaUrls"]
    sizes = sorted(_fetch_image(url, u).size for u in edited["mediaUrls"])
    assert (640, 640) in sizes and sizes.count((640, 640)) == 2  # split crop + re-crop

    # Delete after confirming.
    tile = page.locator(".portfolio-tile[data-title='Monsoon kitchen, revisited']")
    tile.hover()
    tile.locator(".delete-item").click()
    page.locator("#confirm-delete").click()
    expect(page.get_by_text("Portfolio item deleted successfully")).to_be_visible()
    expect(page.locator(".portfolio-tile")).to_have_count(1)
    assert api(url, token, "GET", f"/api/Portfolio/{portfolio_id}").status_code == 404


def test_someone_elses_portfolio_cannot_be_edited(page, prod_server):
    url = prod_server
    owner = register(url, _email("owner"), "Olga Owner")["token"]
    created = api(url, owner, "POST", "/api/Portfolio", data={
        "title": "Not yours", "category": "Editors", "coverPhotoIndex": "0"},
        files=[("media", ("a.jpg", jpeg_file("a.jpg")["buffer"], "image/jpeg"))]).json()
    intruder = register(url, _email("intruder"), "Ivan Intruder")["token"]
    sign_in_with_token(page, intruder)
    page.goto(f"/portfolio-edit/{created['portfolio']['id']}/")
    expect(page.locator("#edit-refused")).to_have_text("You can only change your own portfolio")
    expect(page.locator("#save-portfolio")).to_have_count(0)
    page.goto("/portfolio-edit/no-such-item/")
    expect(page.get_by_text("Failed to load portfolio data")).to_be_visible()
    expect(page).to_have_url(path_re("/portfolio"))
