"""Every container the spec names, uploaded to the running kiosk server, ends up as a rendition
that Chromium plays from the feed's lightbox, with its poster shown on the feed's card and
wherever else a picture of the work is needed."""

import time

import httpx
import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import loaded_width, store_token, wait_for_hydration
from tests.video_samples import FORMATS, make_clip

pytestmark = pytest.mark.e2e

PLAY = """async ([src, poster]) => {
  const v = document.createElement('video');
  v.muted = true; v.playsInline = true; v.poster = poster; v.src = src;
  document.body.appendChild(v);
  const stalled = new Promise((_, no) => setTimeout(() => no('play() did not settle in 20 s'), 20000));
  try { await Promise.race([v.play(), stalled]); } catch (e) { v.remove(); return {error: String(e)}; }
  const started = performance.now();
  while (v.currentTime < 0.3 && performance.now() - started < 8000) {
    await new Promise(r => setTimeout(r, 100));
  }
  const result = {time: v.currentTime, width: v.videoWidth, height: v.videoHeight,
                  error: v.error && v.error.code};
  v.remove();
  return result;
}"""
# The lightbox's video once it has played a little (or why not).
LIGHTBOX_PLAYS = """async (video) => {
  const started = performance.now();
  while (video.currentTime < 0.3 && !video.error && performance.now() - started < 15000) {
    await new Promise(r => setTimeout(r, 100));
  }
  return {time: video.currentTime, poster: video.getAttribute('poster') || '',
          error: video.error && video.error.code};
}"""


def test_every_spec_container_plays_from_the_feed_with_its_poster_on_the_card(
        page, prod_server):
    owner = httpx.post(f"{prod_server}/api/auth/register", timeout=30, json={
        "fullName": "Vikram Reels", "email": "vikram.reels@example.com",
        "password": "secret-pass-1", "role": "TALENT"}).json()["token"]
    headers = {"Authorization": f"Bearer {owner}"}
    made = {}
    for kind in FORMATS:
        extension = kind.rsplit(".", 1)[-1]
        reply = httpx.post(f"{prod_server}/api/Portfolio", headers=headers, timeout=60, data={
            "title": f"Kumbh night reel {extension} {len(made)}", "category": "Videography"},
            files={"media": (f"reel.{extension}", make_clip(kind), "application/octet-stream")})
        assert reply.status_code == 201, (kind, reply.text)
        made[kind] = reply.json()["portfolio"]["_id"]
    ready = {}
    deadline = time.monotonic() + 180
    while len(ready) < len(made) and time.monotonic() < deadline:
        for kind, pid in made.items():
            item = httpx.get(f"{prod_server}/api/Portfolio/{pid}", headers=headers).json()[
                "portfolio"]
            assert item["mediaState"] != "failed", (kind, item["mediaError"])
            if item["mediaState"] == "ready":
                ready[kind] = item
        time.sleep(0.5)
    assert set(ready) == set(made), f"still processing: {set(made) - set(ready)}"

    store_token(page, owner)
    page.goto("/")
    for kind, item in ready.items():
        video = item["media"][0]
        played = page.evaluate(PLAY, [video["url"], video["posterUrl"]])
        assert played.get("error") is None and played["time"] >= 0.3, (kind, played)
        assert (played["width"], played["height"]) == (video["width"], video["height"]), kind
    page.goto("/main-feed")
    wait_for_hydration(page, "main")
    for kind, item in ready.items():
        tile = page.locator(f"#card-{item['id']} .card-thumb").first
        poster = tile.locator("img")
        expect(poster).to_have_attribute("src", item["coverThumbnailUrl"], timeout=30_000)
        assert loaded_width(poster) > 0, kind
        tile.click()
        video = page.locator(".yarl__slide_current video")
        played = video.evaluate(LIGHTBOX_PLAYS)
        assert played["error"] is None and played["time"] >= 0.3, (kind, played)
        assert played["poster"] == item["media"][0]["mediumUrl"], (kind, played)
        page.keyboard.press("Escape")
        expect(page.locator(".yarl__container")).to_have_count(0)
    page.locator("#header-search").fill("kumbh night reel mkv")
    first = page.locator("#header-preview .header-preview-item").first
    expect(first).to_contain_text("Kumbh night reel mkv")
    expect(first.locator("img")).to_have_attribute("src", ready["mkv"]["coverThumbnailUrl"])
    assert ready["mkv"]["coverThumbnailUrl"].endswith(".jpg")
    image = first.locator("img")
    assert loaded_width(image) > 0
    # The 320 x 180 clip's poster: its centred square, as images get.
    assert image.evaluate("img => [img.naturalWidth, img.naturalHeight]") == [180, 180]
