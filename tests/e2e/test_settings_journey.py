"""/profile-settings in Chromium: every §5 settings rule shows, a valid save persists."""

import itertools
import time

import pytest
from playwright.sync_api import expect

from tests.e2e.workspace_helpers import api, path_re, pick, register, sign_in_with_token

pytestmark = pytest.mark.e2e
_n = itertools.count(1)


def _email(tag: str) -> str:
    return f"{tag}{next(_n)}-{int(time.time() * 1000) % 10**8}@example.com"


def test_settings_rules_show_and_a_valid_save_persists(page, prod_server):
    url = prod_server
    stamp = int(time.time() * 1000) % 10**7
    taken = f"taken{stamp}"
    other = register(url, _email("other"), "Tara Taken")["token"]
    assert api(url, other, "PUT", "/api/user/profile", json={"username": taken}).is_success
    token = register(url, _email("settings"), "Sana Settings")["token"]
    sign_in_with_token(page, token)
    page.goto("/profile-settings/")
    expect(page.locator("#screen-title")).to_have_text("Profile Settings")
    expect(page.locator("#set-email")).to_have_attribute("readonly", "")

    # Inline rules as the user types.
    page.locator("#set-phone").fill("12345")
    expect(page.locator("#phone-hint")).to_have_text("Please enter a valid 10-digit phone number")
    page.locator("#set-phone").fill("98765 43210")
    expect(page.locator("#phone-hint")).to_have_count(0)
    page.locator("#set-username").fill("sana settings")
    expect(page.locator("#name-error")).to_have_text(
        "Username must be different from Full Name")
    page.locator("#set-fullname").fill("")
    expect(page.locator("#name-error")).to_have_text("Full Name is required")
    page.locator("#set-fullname").fill("Sana Settings")
    page.locator("#set-years").fill("51")
    expect(page.locator("#years-error")).to_have_text(
        "Years of experience must be between 0 and 50")
    for field_id, bad, message in [
        ("aadhar", "1234", "Aadhar number must be exactly 12 digits"),
        ("pan", "ABCD12345", "PAN must be 5 letters, 4 digits and 1 letter (e.g. ABCDE1234F)"),
        ("bank", "12345", "Bank account number must be 9 to 18 digits"),
        ("ifsc", "SBIN1234567", "IFSC code must be 4 letters, a zero, then 6 letters or "
                                "digits (e.g. SBIN0001234)"),
    ]:
        page.locator(f"#set-{field_id}").fill(bad)
        expect(page.locator(f"#{field_id}-error")).to_have_text(message)

    # Category limits; removing a category removes its subcategories.
    for cat in ("photography", "videography", "editors"):
        page.locator(f"#set-cat-{cat}").click()
    page.locator("#set-cat-designers").click()
    expect(page.get_by_text("You can select maximum 3 categories")).to_be_visible()
    for sub in ("Product / Jewelery", "Drone", "Photo Editors", "Video Editors",
                "Travel & Nature"):
        page.locator(".set-sub", has_text=sub).first.click()
    page.locator(".set-sub", has_text="Food & Beverage").first.click()
    expect(page.get_by_text("You can select maximum 5 subcategories")).to_be_visible()
    page.locator("#set-cat-editors").click()
    expect(page.locator(".set-sub", has_text="Photo Editors")).to_have_count(0)

    # The server is the authority on save.
    page.locator("#set-years").fill("7")
    for field_id in ("aadhar", "pan", "bank", "ifsc"):
        page.locator(f"#set-{field_id}").fill("")
    page.locator("#set-phone").fill("5123456789")
    page.locator("#set-username").fill(f"sana{stamp}")
    page.locator("#update-profile").click()
    expect(page.get_by_text("Phone number must start with 6, 7, 8, or 9")).to_be_visible()
    page.locator("#set-phone").fill("987654321")
    page.locator("#update-profile").click()
    expect(page.get_by_text("Phone number must be exactly 10 digits")).to_be_visible()
    page.locator("#set-phone").fill("9876543210")
    page.locator("#set-username").fill(taken)
    expect(page.locator("#username-taken")).to_have_text("Username is already taken")
    page.locator("#update-profile").click()
    expect(page.get_by_text("Username is already taken. Please choose a different one.")) \
        .to_be_visible()

    # A valid save persists across a reload, KYC masked.
    page.locator("#set-username").fill(f"sana{stamp}")
    expect(page.locator("#username-available")).to_be_visible()
    pick(page, "#set-location", "Jaipur")
    pick(page, "#set-level", "Professional")
    pick(page, "#set-education", "Art Course")
    page.locator("#set-bio").fill("Food and product photographer from Jaipur.")
    page.locator("#set-seo-keywords").fill("food, product")
    page.locator("#set-aadhar").fill("1234 5678 9012")
    page.locator("#set-pan").fill("abcde1234f")
    page.locator("#set-bank").fill("123456789012")
    page.locator("#set-ifsc").fill("SBIN0001234")
    page.locator("#update-profile").click()
    expect(page.get_by_text("Profile updated successfully")).to_be_visible()
    expect(page).to_have_url(path_re("/portfolio"))
    page.goto("/profile-settings/")
    expect(page.locator("#set-username")).to_have_value(f"sana{stamp}")
    expect(page.locator("#set-phone")).to_have_value("9876543210")
    expect(page.locator("#set-years")).to_have_value("7")
    expect(page.locator("#set-bio")).to_have_value("Food and product photographer from Jaipur.")
    expect(page.locator("#set-aadhar")).to_have_value("XXXX-XXXX-9012")
    expect(page.locator("#set-pan")).to_have_value("XXXX-XX-234F")
    chosen = page.locator(".set-sub[data-accent-color='orange']")
    expect(chosen).to_have_count(3)  # Editors' two were removed with the category
    profile = api(url, token, "GET", "/api/user/profile").json()["user"]
    assert profile["category"] == ["Photography", "Videography"]
    assert profile["location"] == "Jaipur" and profile["education"] == "Art Course"
    assert profile["seoKeywords"] == ["food", "product"]
    # Saving again with the masks untouched keeps the stored numbers.
    page.locator("#update-profile").click()
    expect(page).to_have_url(path_re("/portfolio"))
    assert api(url, token, "GET", "/api/user/profile").json()["user"]["aadharNumber"] == \
        "XXXX-XXXX-9012"
