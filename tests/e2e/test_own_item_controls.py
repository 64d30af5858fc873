"""Issue 10, item 7 in Chromium: no admire/appreciate/share/review controls on the reader's own
items anywhere (feed cards and grid, talent page, portfolio page, photographer profile, the
viewers and the header preview), while someone else's items keep them."""

import itertools
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import Page, expect

from tests import media_samples as samples
from tests.e2e.conftest import store_token

pytestmark = pytest.mark.e2e
PASSWORD = "own-controls-9"
SHOTS = Path("/tmp/security-shots")
ACTIONS = (".action-admire", ".action-appreciate", ".action-share")
_n = itertools.count(1)


@pytest.fixture(autouse=True)
def patient_expect():
    """A loaded 2-core machine can take more than 5 s to hydrate a page."""
    expect.set_options(timeout=20_000)
    yield
    expect.set_options(timeout=5_000)


def _talent_with_work(url: str, name: str, title: str) -> tuple[str, str, str]:
    """(token, user id, portfolio id) of a new talent with one public image item."""
    email = f"own{next(_n)}.{name.split()[0].lower()}@example.com"
    body = httpx.post(f"{url}/api/auth/register", json={
        "fullName": name, "email": email, "password": PASSWORD, "role": "TALENT"}).json()
    created = httpx.post(f"{url}/api/Portfolio", headers={
        "Authorization": f"Bearer {body['token']}"}, data={
        "title": title, "category": "Photography", "coverPhotoIndex": "0"},
        files=[("media", ("a.jpg", samples.jpeg(), "image/jpeg"))], timeout=60)
    assert created.status_code == 201, created.text
    return body["token"], body["user"]["_id"], created.json()["portfolio"]["_id"]


def _shot(page: Page, name: str) -> None:
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=False)


def test_no_controls_on_your_own_items_anywhere(live_server, page):
    url = live_server.url
    _, other_id, other_item = _talent_with_work(url, "Meera Other", "Meera harbour dawn")
    token, me, mine = _talent_with_work(url, "Kabir Self", "Kabir rooftop study")
    store_token(page, token)

    page.goto("/main-feed")
    own, theirs = page.locator(f"#card-{mine}"), page.locator(f"#card-{other_item}")
    expect(theirs.locator(".action-admire")).to_be_visible()
    for view in ("cards", "grid"):
        if view == "grid":
            page.locator("#view-toggle").get_by_role("radio").nth(1).click()
            expect(theirs.locator(".action-admire")).to_be_visible()
        expect(own.locator(".view-profile")).to_be_visible()
        for control in ACTIONS:
            expect(own.locator(control)).to_have_count(0)
    own.locator(".card-thumb").first.click()
    expect(page.locator(".yarl__container")).to_be_visible()
    for control in ACTIONS:
        expect(page.locator(f".yarl__root {control}")).to_have_count(0)
    page.keyboard.press("Escape")

    page.locator("#header-search").fill("Kabir rooftop")
    expect(page.locator("#header-preview")).to_be_visible()
    expect(page.locator("#header-preview button")).to_have_count(0)

    page.goto(f"/talent-detail/{me}")
    expect(page.locator("#own-counts")).to_be_visible()
    for control in ("#talent-admire", "#talent-appreciate", "#share-profile", "#post-review"):
        expect(page.locator(control)).to_have_count(0)
    page.locator("#talent-gallery .card-thumb").first.click()
    expect(page.locator("#viewer-owner")).to_be_visible()
    expect(page.locator("#viewer-owner button")).to_have_count(0)
    page.keyboard.press("Escape")

    page.goto(f"/portfolio-detail/{mine}")
    expect(page.locator("#portfolio-title")).to_have_text("Kabir rooftop study")
    for control in ("#share-portfolio", "#post-review"):
        expect(page.locator(control)).to_have_count(0)

    page.goto(f"/photographer-profile?id={me}")
    expect(page.locator("#photographer-name")).to_have_text("Kabir Self")
    expect(page.locator("#share-photographer")).to_have_count(0)
    _shot(page, "own-photographer-1280")
    page.set_viewport_size({"width": 390, "height": 844})
    _shot(page, "own-photographer-390")
    page.set_viewport_size({"width": 1280, "height": 900})

    # Someone else's pages keep every control.
    page.goto(f"/photographer-profile?id={other_id}")
    expect(page.locator("#photographer-name")).to_have_text("Meera Other")
    expect(page.locator("#share-photographer")).to_be_visible()
    page.goto(f"/portfolio-detail/{other_item}")
    expect(page.locator("#share-portfolio")).to_be_visible()
    expect(page.locator("#post-review")).to_be_visible()
    page.goto(f"/talent-detail/{other_id}")
    expect(page.locator("#talent-admire")).to_be_visible()
    expect(page.locator("#post-review")).to_be_visible()
