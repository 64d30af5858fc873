"""The installable app on a weak signal: pages a reader viewed open with no network, marked
as an offline copy, and a message written offline is sent once when the network returns."""

import os
import time
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import start_server, stop_server, store_token
from tests.e2e.cuttable_proxy import CuttableProxy
from tests.e2e.journey_helpers import patient_expect, shot  # noqa: F401

pytestmark = pytest.mark.e2e
PASSWORD = "demo-password-1"
SHOTS = Path(os.environ.get("SCREENSHOT_DIR", "/tmp/offline-shots"))
SAVED = "caches.open('kalakar-snapshots').then(c => c.keys()).then(k => k.map(r => r.url))"


@pytest.fixture(scope="module")
def relayed():
    """(server URL, cuttable relay): pages are opened through the relay, its public address."""
    proxy = CuttableProxy()
    url, proc, _data = start_server(
        {"MARKETPLACE_BASE_URL": f"http://localhost:{proxy.port}"}, seed=True)
    proxy.target_port = int(url.rsplit(":", 1)[1])
    yield url, proxy
    proxy.close()
    stop_server(proc)


def _token(url: str, email: str) -> str:
    answer = httpx.post(f"{url}/api/auth/login", json={"email": email, "password": PASSWORD})
    answer.raise_for_status()
    return answer.json()["token"]


def _messages(url: str, token: str, conversation: str) -> list[str]:
    answer = httpx.get(f"{url}/api/conversations/{conversation}/messages",
                       headers={"Authorization": f"Bearer {token}"})
    return [m["text"] for m in answer.json()["messages"]]


def _saved(page, path: str) -> None:
    """Wait until the service worker controls the page and the page's copy is kept."""
    page.wait_for_function("!!navigator.serviceWorker.controller", timeout=30_000)
    deadline = time.monotonic() + 30
    while not any(url.endswith(path) for url in page.evaluate(SAVED)):
        assert time.monotonic() < deadline, f"{path} was not saved for offline reading"
        page.wait_for_timeout(500)


def _go_offline(context, proxy: CuttableProxy) -> None:
    """No signal: the browser knows it (navigator.onLine) and no byte reaches the server."""
    context.set_offline(True)
    proxy.cut()


def _go_online(context, proxy: CuttableProxy) -> None:
    """The signal is back."""
    proxy.mend()
    context.set_offline(False)


def test_viewed_pages_open_offline_and_a_queued_message_is_sent_once(browser, relayed):
    seeded, proxy = relayed
    client = _token(seeded, "client1@demo.example.com")
    talent = _token(seeded, "aarav.sharma0@demo.example.com")
    talent_id = httpx.get(f"{seeded}/api/user/profile",
                          headers={"Authorization": f"Bearer {talent}"}).json()["user"]["_id"]
    context = browser.new_context(viewport={"width": 390, "height": 844},
                                  base_url=f"http://localhost:{proxy.port}")
    context.set_default_timeout(30_000)
    page = context.new_page()
    store_token(page, client)

    page.goto("/main-feed/")
    first_title = page.locator(".card-title").first
    expect(first_title).to_be_visible()
    title = first_title.inner_text()
    _saved(page, "/main-feed")
    page.goto(f"/talent-detail/{talent_id}")
    expect(page.get_by_role("heading", name="Aarav Sharma")).to_be_visible()
    _saved(page, f"/talent-detail/{talent_id}")

    _go_offline(context, proxy)
    page.reload()
    expect(page.get_by_role("heading", name="Aarav Sharma")).to_be_visible()
    expect(page.get_by_text("Offline — last updated")).to_be_visible()
    page.goto("/main-feed/")
    expect(page.get_by_text(title).first).to_be_visible()
    expect(page.get_by_text("Offline — last updated")).to_be_visible()
    shot(page, SHOTS, "feed-offline-390")
    page.get_by_role("button", name="Admire").first.click()
    expect(page.locator(".pwa-offline-bar")).to_contain_text("need the network")
    page.goto("/find-talent/?category=never-viewed")
    expect(page.get_by_role("heading", name="You're offline").first).to_be_visible()

    _go_online(context, proxy)
    chat = httpx.post(f"{seeded}/api/conversations", json={"userId": talent_id},
                      headers={"Authorization": f"Bearer {client}"}).json()["conversation"]["id"]
    page.goto(f"/messages/?c={chat}")
    box = page.locator("#chat-input")
    expect(box).to_be_editable()
    _go_offline(context, proxy)
    expect(page.get_by_text("You're offline.")).to_be_visible()
    box.fill("Sent with no signal")
    box.press("Enter")
    expect(page.locator(".pwa-outbox-item")).to_contain_text("Sent with no signal")
    page.wait_for_timeout(2000)  # long enough for a send that was not held back to arrive
    assert _messages(seeded, client, chat) == []
    shot(page, SHOTS, "message-waiting-390")
    _go_online(context, proxy)
    expect(page.locator("#chat-thread").get_by_text("Sent with no signal")).to_have_count(1)
    expect(page.locator(".pwa-outbox-item")).to_have_count(0)
    expect(page.get_by_text("You're offline.")).to_be_hidden()
    page.reload()
    expect(page.locator("#chat-thread").get_by_text("Sent with no signal")).to_have_count(1)
    assert _messages(seeded, client, chat) == ["Sent with no signal"]
    context.close()


BUILD_SW = Path(__file__).resolve().parents[2] / ".web/build/client/sw.js"
UPDATE_BAR = ".pwa-update-bar"
INSTALL_BAR = ".pwa-install-bar"
# Headless Chromium never offers installation: the page gets the event the browser would send.
OFFER_INSTALL = """() => { const offer = new Event('beforeinstallprompt', {cancelable: true});
  offer.prompt = () => { window.__prompted = true; };
  offer.userChoice = Promise.resolve({outcome: 'dismissed'});
  dispatchEvent(offer); }"""


def test_a_new_version_waits_for_the_readers_reload(browser, relayed):
    _seeded, proxy = relayed
    context = browser.new_context(viewport={"width": 1280, "height": 900},
                                  base_url=f"http://localhost:{proxy.port}")
    context.set_default_timeout(30_000)
    page = context.new_page()
    page.goto("/")
    page.wait_for_function("!!navigator.serviceWorker.controller", timeout=30_000)
    expect(page.locator(UPDATE_BAR)).to_be_hidden()
    original = BUILD_SW.read_bytes()
    try:
        BUILD_SW.write_bytes(original + b"\n// the next build\n")
        page.evaluate("window.__sameDocument = true")
        search = page.locator("#hero-search")
        search.click()
        search.type("bride")
        page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.update())")
        expect(page.locator(UPDATE_BAR)).to_be_visible()
        expect(page.locator(UPDATE_BAR)).to_contain_text("A new version is ready")
        page.wait_for_timeout(3000)  # a reader typing is never reloaded under
        assert page.evaluate("window.__sameDocument") is True
        assert search.input_value() == "bride"
        page.locator(UPDATE_BAR).get_by_role("button", name="Reload").click()
        page.wait_for_function("!window.__sameDocument", timeout=30_000)
        expect(page.locator(UPDATE_BAR)).to_be_hidden()
        shot(page, SHOTS, "after-update-1280")
    finally:
        BUILD_SW.write_bytes(original)
    context.close()


def test_install_offer_can_be_put_off_for_thirty_days(browser, relayed):
    _seeded, proxy = relayed
    context = browser.new_context(viewport={"width": 390, "height": 844},
                                  base_url=f"http://localhost:{proxy.port}")
    page = context.new_page()
    page.goto("/main-feed/")
    page.wait_for_function("!!navigator.serviceWorker")
    page.evaluate(OFFER_INSTALL)
    bar = page.locator(INSTALL_BAR)
    expect(bar).to_be_visible()
    expect(bar).to_contain_text("Install Kalakar on your phone")
    shot(page, SHOTS, "install-offer-390")
    bar.get_by_role("button", name="Not now").click()
    expect(bar).to_be_hidden()
    page.reload()
    page.evaluate(OFFER_INSTALL)
    page.wait_for_timeout(500)
    expect(bar).to_be_hidden()  # put off: not offered again on the next visit
    # A month later it is offered again, and Install opens the browser's own prompt.
    page.evaluate("localStorage.setItem('kalakar-install-dismissed', "
                  "String(Date.now() - 31 * 24 * 3600 * 1000))")
    page.reload()
    page.evaluate(OFFER_INSTALL)
    expect(bar).to_be_visible()
    bar.get_by_role("button", name="Install").click()
    page.wait_for_function("window.__prompted === true")
    expect(bar).to_be_hidden()
    context.close()


# Before any page script: counts deep copies of the whole document.
COUNT_DOCUMENT_COPIES = """
window.__documentCopies = 0;
const copy = Node.prototype.cloneNode;
Node.prototype.cloneNode = function (deep) {
  if (deep && this === document.documentElement) window.__documentCopies++;
  return copy.call(this, deep);
};
"""


def test_a_page_is_saved_for_offline_reading_without_copying_it(browser, relayed):
    """Saving the page made a deep copy of the document to edit (20-80 ms on a phone, its
    pictures included, in one task as the page is taken over); it is saved from one
    serialization, edited as text, and opens offline the same."""
    url, proxy = relayed
    context = browser.new_context(base_url=f"http://localhost:{proxy.port}")
    context.add_init_script(COUNT_DOCUMENT_COPIES)
    page = context.new_page()
    page.goto("/find-talent")
    _saved(page, "/find-talent")
    assert page.evaluate("window.__documentCopies") == 0
    saved = page.evaluate("caches.open('kalakar-snapshots').then(c => c.match("
                          "location.origin + '/find-talent')).then(r => r.text())")
    assert saved.startswith("<!DOCTYPE html>\n<html") and "data-snapshot-at=" in saved
    assert saved.count("<script") == 1 and '<script src="/pwa.js"></script></head>' in saved
    assert 'rel="modulepreload"' not in saved
    title = page.locator(".card-title").first.inner_text()
    _go_offline(context, proxy)
    page.reload()
    expect(page.locator(".card-title").first).to_have_text(title)
    expect(page.get_by_text("Offline — last updated")).to_be_visible()
    context.close()
