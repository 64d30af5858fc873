"""Visitor journeys through the public site, in Chromium against the production build."""

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import store_token, wait_for_hydration

pytestmark = pytest.mark.e2e


def _assert_at_top(page) -> None:
    """Every route change scrolls to the top (allowing the new page a moment to render)."""
    page.wait_for_function("window.scrollY === 0", timeout=5000)


def test_visitor_browses_landing_to_services_to_a_category(page):
    page.goto("/")
    expect(page.locator("#hero-headline")).to_have_text("Where Local Talent Meets Global Demand")
    expect(page.locator("#services").get_by_text("Our Popular Services")).to_be_visible()
    # Explore All plus the first ten categories.
    expect(page.locator("#services a[id^='service-']")).to_have_count(10)
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    page.locator("#see-all-services").click()

    expect(page).to_have_url(re.compile(r"/services/?$"))
    expect(page.locator("#services-grid a")).to_have_count(10)
    expect(page.get_by_role("heading", name="Our Popular Services")).to_be_visible()
    _assert_at_top(page)

    page.evaluate("window.scrollTo(0, 400)")
    page.locator("#service-models-actors").click()
    expect(page).to_have_url(re.compile(r"/find-talent/?\?category=Models%2FActors$"))
    expect(page.get_by_role("heading", name="Find Talent")).to_be_visible()
    expect(page.locator("#chosen-category")).to_have_text("Category: Models/Actors")
    _assert_at_top(page)


def test_unknown_url_shows_the_not_found_page_with_its_path(page):
    page.goto("/no/such-page")
    expect(page.locator("#not-found-heading")).to_have_text("Oops, nothing here...")
    expect(page.locator("#not-found-path")).to_have_text("/no/such-page")
    page.get_by_role("button", name="Return Home").click()
    expect(page).to_have_url(re.compile(r"^http://[^/]+/$"))
    expect(page.locator("#hero-headline")).to_be_visible()


def test_hero_search_ignores_blank_text_and_routes_by_mode(page):
    page.goto("/")
    wait_for_hydration(page, "#hero-search-button")
    search = page.locator("#hero-search")
    expect(search).to_have_attribute("placeholder", "Type the job you are looking for")

    search.fill("    ")
    page.locator("#hero-search-button").click()
    page.wait_for_timeout(1000)
    expect(page).to_have_url(re.compile(r"^http://[^/]+/$"))

    search.fill("  wedding photographer ")
    page.locator("#hero-search-button").click()
    expect(page).to_have_url(re.compile(r"/find-talent/?\?search=wedding%20photographer$"))
    expect(page.locator("#chosen-search")).to_have_text("Search: wedding photographer")

    page.goto("/")
    wait_for_hydration(page, "#hero-search-button")
    page.get_by_role("radio", name="Browse Jobs").click()
    expect(search).to_have_attribute("placeholder", "Search for jobs...")
    search.fill("editor")
    search.press("Enter")
    expect(page).to_have_url(re.compile(r"/browse/?\?search=editor$"))
    expect(page.get_by_role("heading", name="Browse Jobs")).to_be_visible()


def test_header_turns_light_after_100px_of_scroll(page):
    page.goto("/")
    header = page.locator("#site-header")
    expect(header).to_have_attribute("data-scrolled", "false")
    assert header.evaluate("h => getComputedStyle(h).backgroundColor") == "rgba(0, 0, 0, 0)"
    page.mouse.wheel(0, 60)
    page.wait_for_timeout(300)
    expect(header).to_have_attribute("data-scrolled", "false")
    page.mouse.wheel(0, 300)
    expect(header).to_have_attribute("data-scrolled", "true")
    expect(header).not_to_have_css("background-color", "rgba(0, 0, 0, 0)")


def test_signed_out_calls_to_action_lead_to_signup(page):
    page.goto("/")
    for label in ("Sign up as Talent", "Sign Up", "Hire Now", "Join as Talent"):
        link = page.locator("a", has=page.get_by_role("button", name=label, exact=True)).first
        expect(link).to_have_attribute("href", "/signup")
    expect(page.get_by_role("link", name="Login / Signup")).to_have_attribute("href",
                                                                             "/signup")
    expect(page.get_by_text("Explore More").filter(visible=True)).to_have_count(0)


def _photographer(prod_server: str, name: str, city: str, price: int) -> None:
    import httpx

    n = name.lower().replace(" ", ".")
    body = httpx.post(f"{prod_server}/api/auth/register", timeout=30, json={
        "fullName": name, "email": f"{n}@example.com", "password": "secret-pass-1",
        "role": "TALENT"}).json()
    reply = httpx.put(f"{prod_server}/api/user/profile", timeout=30,
                      headers={"Authorization": f"Bearer {body['token']}"},
                      json={"category": ["Photography"], "subcategory": ["Events & Weddings"],
                            "location": city, "experienceyears": 7, "startingPrice": price})
    assert reply.status_code == 200, reply.text


def test_photography_lists_real_photographers_in_rupees_and_filters_on_the_server(
        page, prod_server):
    import httpx

    _photographer(prod_server, "Jaya Jaipurwali", "Jaipur", 18000)
    _photographer(prod_server, "Mohan Mumbaikar", "Mumbai", 45000)
    client = httpx.post(f"{prod_server}/api/auth/register", timeout=30, json={
        "fullName": "Quote Seeker", "email": "quote.seeker@example.com",
        "password": "secret-pass-1", "role": "CLIENT"})
    store_token(page, client.json()["token"])
    page.goto("/photography")
    wait_for_hydration(page)
    cards = page.locator(".photographer-card")
    jaya, mohan = cards.filter(has_text="Jaya Jaipurwali"), cards.filter(has_text="Mohan Mumbaikar")
    expect(jaya).to_contain_text("from ₹18,000")
    expect(jaya).to_contain_text("Jaipur")
    expect(mohan).to_contain_text("from ₹45,000")
    expect(jaya.get_by_text("New", exact=True)).to_be_visible()  # no review yet: no invented rating
    panel = page.locator("#filter-panel")
    for foreign in ("$", "New York", "California", "Berlin", "Sydney"):
        expect(page.locator("body")).not_to_contain_text(foreign, use_inner_text=True)
    expect(panel).to_contain_text("Lucknow")

    panel.get_by_text("Jaipur", exact=True).click()
    panel.locator("#apply-filters").click()
    expect(mohan).to_have_count(0)
    expect(jaya).to_have_count(1)
    panel.get_by_text("Jaipur", exact=True).click()
    panel.locator("#price-min").fill("20000")
    panel.locator("#apply-filters").click()
    expect(jaya).to_have_count(0)
    expect(mohan).to_have_count(1)

    mohan.get_by_role("button", name="Get Quote").click()
    dialog = page.locator("#collab-dialog")
    expect(dialog).to_contain_text("Mohan Mumbaikar")
    dialog.get_by_role("button", name="Cancel").click()
    expect(dialog).to_have_count(0)
    mohan.get_by_role("link", name="View Portfolio").click()
    expect(page).to_have_url(re.compile(r"/photographer-profile/?\?id=[0-9a-f]+$"))
    expect(page.get_by_text("Mohan Mumbaikar").first).to_be_visible(timeout=20_000)


def test_coming_soon_offers_a_way_on_and_no_placeholder_address(page):
    page.goto("/coming-soon")
    expect(page.locator("#coming-soon-heading")).to_have_text("LANDING SOON")
    # No contact address is configured here: no placeholder address, a way on instead.
    expect(page.locator("#contact-address")).to_have_count(0)
    expect(page.locator("#browse-meanwhile")).to_have_attribute("href", "/find-talent")
    expect(page.get_by_text("yourdomain")).to_have_count(0)


def test_signed_in_visitor_gets_the_member_header_and_explore_more(page, prod_server):
    import httpx

    reply = httpx.post(f"{prod_server}/api/auth/register", timeout=30, json={
        "fullName": "Priya Sharma", "email": "priya.site@example.com",
        "password": "secret-pass-1", "role": "CLIENT"})
    assert reply.status_code == 201, reply.text
    store_token(page, reply.json()["token"])
    page.goto("/")

    expect(page.locator("#header-search")).to_have_attribute("placeholder",
                                                             "Photography services")
    explore = page.locator("a", has=page.get_by_role("button", name="Explore More")).first
    expect(explore).to_have_attribute("href", "/main-feed")
    expect(page.get_by_role("button", name="Hire Now")).to_have_count(0)
    badge = page.locator("#nav-notifications .nav-badge")
    expect(badge).to_have_count(0)  # a new account has no notifications (no sample counts)
    # Served for a member (the session cookie): a click before React has the button is a
    # click on plain HTML (the fresh-clone run of stop 57, under load).
    wait_for_hydration(page, "#nav-notifications")
    page.locator("#nav-notifications").click()
    expect(page.locator("#notifications-panel")).to_contain_text("You're all caught up.")
    page.get_by_role("button", name="Mark all as read").click()
    expect(badge).to_have_count(0)
    expect(page.get_by_role("button", name="Mark all as read")).to_have_count(0)

    page.locator("#header-search").fill("   ")
    page.locator("#header-search").press("Enter")
    page.wait_for_timeout(800)
    expect(page).to_have_url(re.compile(r"^http://[^/]+/$"))
    page.locator("#header-search").fill("food stylist")
    page.locator("#header-search").press("Enter")
    expect(page).to_have_url(re.compile(r"/find-talent/?\?search=food%20stylist$"))


def test_header_search_previews_at_most_five_matching_portfolios(page, prod_server):
    import httpx

    from tests.images import png

    talent = httpx.post(f"{prod_server}/api/auth/register", timeout=30, json={
        "fullName": "Tara Preview", "email": "tara.preview@example.com",
        "password": "secret-pass-1", "role": "TALENT"}).json()
    headers = {"Authorization": f"Bearer {talent['token']}"}
    for n in range(6):
        created = httpx.post(f"{prod_server}/api/Portfolio", headers=headers, timeout=60, data={
            "title": f"Zanskar glacier story {n}", "category": "Photography",
            "coverPhotoIndex": "0"}, files={"media": (f"{n}.png", png(colour=(n, 90, 160)),
                                                      "image/png")})
        assert created.status_code in (200, 201), created.text
    store_token(page, talent["token"])
    page.goto("/")
    wait_for_hydration(page, "#header-search")  # served for a member: live once React has it

    page.locator("#header-search").fill("zanskar glacier")
    items = page.locator("#header-preview .header-preview-item")
    expect(items).to_have_count(5)
    expect(items.first).to_contain_text("Zanskar glacier story")
    expect(items.first).to_contain_text("Tara Preview")
    page.locator("#header-search").fill("   ")
    expect(page.locator("#header-preview")).to_have_count(0)
    # Choosing a preview opens that work and closes the preview behind it.
    page.locator("#header-search").fill("zanskar glacier")
    expect(items).to_have_count(5)
    items.first.click()
    expect(page).to_have_url(re.compile(r"/portfolio-detail/[0-9a-f]+/?$"))
    expect(page.locator("#header-preview")).to_have_count(0)
