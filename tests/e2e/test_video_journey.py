"""A talent uploads a .mov through /work-upload (after a fake video refused there with its
reason), watches "Processing video..." turn into the finished work on /portfolio without
reloading (and a damaged video into the reason it failed), then other users find it in
/main-feed with its poster on the card and play it in the lightbox: from the start, with sound
on a desktop, muted on a phone that refuses sound, paused on close.

The server runs its jobs in a separate worker (the hosted way), started only once the owner
has seen the work processing: a short clip would otherwise be ready before the page shows."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import (ROOT, loaded_width, server_env, start_server, stop_server,
                                wait_for_hydration)
from tests.e2e.workspace_helpers import (api, jpeg_file, path_re, register,
                                         sign_in_with_token)
from tests.video_samples import make_clip

OUT_OF_PROCESS = {"MARKETPLACE_JOBS_IN_PROCESS": "false"}

pytestmark = pytest.mark.e2e


@pytest.fixture(autouse=True)
def patient_expect():
    """Each chosen file goes through /_upload and is opened with PyAV before its tile shows:
    on a loaded 2-core machine that took over the default 5 s (a full e2e run beside other
    test runs saw `.media-item` still at 0 after 5 s), so wait as the other journeys do."""
    expect.set_options(timeout=20_000)
    yield
    expect.set_options(timeout=5_000)


SHOTS = os.environ.get("MARKETPLACE_SCREENSHOTS")  # a folder: also save screenshots there

# Plays until `seconds` of the clip went by; keeps the element for later checks.
PLAYED_TO = """async (video, seconds) => {
  window.lightboxVideo = video;
  const started = performance.now();
  while (video.currentTime < seconds && performance.now() - started < 20000) {
    await new Promise(r => setTimeout(r, 100));
  }
  return {time: video.currentTime, paused: video.paused, muted: video.muted,
          poster: video.getAttribute('poster') || '', src: video.currentSrc,
          error: video.error && video.error.code};
}"""
# The current slide's video once it plays again: where in the clip it is.
PLAYING_AGAIN = """async () => {
  const started = performance.now();
  let video = null;
  while (performance.now() - started < 20000) {
    video = document.querySelector('.yarl__slide_current video');
    if (video && !video.paused) break;
    await new Promise(r => setTimeout(r, 50));
  }
  return {time: video && video.currentTime, paused: !video || video.paused};
}"""
# A phone browser that refuses to start a video with sound outside a tap's own handler.
REFUSE_SOUND = """(() => {
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function () {
    if (!this.muted) {
      return Promise.reject(new DOMException('sound needs a tap', 'NotAllowedError'));
    }
    return play.call(this);
  };
})()"""
DAMAGED = b"\x00\x00\x00\x18ftypmp42" + b"\x13" * 5000
UNREADABLE = "This video could not be read: the file is damaged, incomplete or not a video"


def _shot(page, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=f"{SHOTS}/{name}.png", full_page=False)


@pytest.fixture
def video_server():
    """A production server whose video jobs wait for a worker; (url, start_worker, data)."""
    url, proc, data_dir = start_server(OUT_OF_PROCESS)
    workers = []

    def start_worker():
        env = server_env(data_dir, 0, OUT_OF_PROCESS)
        log = open(data_dir / "worker.log", "w")
        workers.append(subprocess.Popen([sys.executable, "-m", "marketplace_app.worker"],
                                        cwd=ROOT, env=env, stdout=log,
                                        stderr=subprocess.STDOUT, start_new_session=True))

    yield url, start_worker, data_dir
    for worker in workers:
        stop_server(worker)
    stop_server(proc)


def _viewer(browser, url: str, width: int, init_script: str | None = None):
    """A new client account signed in on a fresh browser context of that width."""
    viewer = register(url, f"client{width}@example.com", f"Kabir Client {width}", role="CLIENT")
    context = browser.new_context(viewport={"width": width, "height": 900}, base_url=url)
    context.set_default_timeout(20_000)
    if init_script:
        context.add_init_script(init_script)
    page = context.new_page()
    sign_in_with_token(page, viewer["token"])
    return context, page


def _open_from_feed(page, item: dict, shot: str):
    """The work's card in /main-feed, its poster loaded; opens its video in the lightbox."""
    page.goto("/main-feed")
    # The feed's first cards are served as HTML: a click before React takes them over is lost.
    wait_for_hydration(page, "#feed-results .feed-card .card-thumb")
    card = page.locator(f"#card-{item['id']}")
    expect(card.locator(".card-title")).to_have_text("Sangeet night reel", timeout=30_000)
    poster = card.locator(".card-thumb").first.locator("img")
    expect(poster).to_have_attribute("src", item["coverThumbnailUrl"])
    expect(card.locator(".card-thumb").first.locator(".video-play-mark")).to_be_visible()
    assert loaded_width(poster) > 0
    card.scroll_into_view_if_needed()
    _shot(page, shot)
    card.locator(".card-thumb").first.click()
    video = page.locator(".yarl__slide_current video")
    expect(video).to_be_visible()
    return video


def test_a_mov_upload_processes_then_plays_from_another_users_feed(browser, video_server):
    prod_server, start_worker, data_dir = video_server
    owner = register(prod_server, "rhea.reels@example.com", "Rhea Reels")
    context = browser.new_context(viewport={"width": 1280, "height": 900}, base_url=prod_server)
    context.set_default_timeout(20_000)
    page = context.new_page()
    sign_in_with_token(page, owner["token"])
    # A second work whose stored original gets damaged before the worker reaches it.
    broken = api(prod_server, owner["token"], "POST", "/api/Portfolio", data={
        "title": "Haldi teaser", "category": "Videography"},
        files={"media": ("haldi.mp4", make_clip("mp4"), "video/mp4")})
    assert broken.status_code == 201, broken.text
    original = broken.json()["portfolio"]["media"][0]["url"].split("/media/", 1)[1]
    (data_dir / "media" / original).write_bytes(DAMAGED)

    page.goto("/work-upload")
    files = page.locator("#work-upload-files input[type=file]")
    # An MP4 header over junk looks like a video until it is decoded: refused with the reason.
    files.set_input_files([{"name": "fake.mp4", "mimeType": "video/mp4", "buffer": DAMAGED}])
    expect(page.locator(".media-item")).to_have_count(1)
    page.locator("#work-title").fill("Sangeet night reel")
    page.locator("#work-cat-videography").click()
    page.locator(".work-sub", has_text="Events & Weddings").click()
    page.locator("#share-work").click()
    expect(page.get_by_text(UNREADABLE)).to_be_visible()
    expect(page).to_have_url(path_re("/work-upload"))
    page.locator(".media-item .remove-item").click()
    files.set_input_files([
        {"name": "sangeet.mov", "mimeType": "video/quicktime",
         "buffer": make_clip("mov", seconds=4.0)},
        jpeg_file("mehendi.jpg")])
    expect(page.locator(".media-item")).to_have_count(2)
    page.locator("#share-work").click()
    expect(page).to_have_url(path_re("/portfolio"))

    reel = page.locator(".portfolio-tile[data-title='Sangeet night reel']")
    processing = reel.locator(".video-processing")
    expect(processing).to_be_visible()
    expect(processing).to_contain_text("Processing video...")
    expect(processing.locator(".video-progress")).to_contain_text("%")
    _shot(page, "portfolio-processing-1280")
    page.set_viewport_size({"width": 390, "height": 844})
    reel.evaluate("tile => tile.scrollIntoView({block: 'center'})")
    _shot(page, "portfolio-processing-390")
    page.set_viewport_size({"width": 1280, "height": 900})
    page.evaluate("() => window.scrollTo(0, 0)")
    start_worker()
    # No reload: the page asks again by itself until every video is done.
    expect(page.locator(".video-processing")).to_have_count(0, timeout=180_000)
    expect(reel.locator(".video-failed")).to_have_count(0)
    assert reel.locator("img").first.get_attribute("src").endswith(".jpg")  # the poster
    failed = page.locator(".portfolio-tile[data-title='Haldi teaser'] .video-failed")
    expect(failed).to_contain_text("Video processing failed")
    expect(failed.locator(".video-error")).to_have_text(UNREADABLE)
    _shot(page, "portfolio-done-1280")
    mine = api(prod_server, owner["token"], "GET", "/api/Portfolio/me").json()["portfolios"]
    item = next(p for p in mine if p["title"] == "Sangeet night reel")
    assert item["mediaState"] == "ready" and item["coverThumbnailUrl"].endswith(".jpg")
    context.close()

    # Desktop: the card shows the poster; the video starts with sound, from the start.
    context, page = _viewer(browser, prod_server, 1280)
    video = _open_from_feed(page, item, "feed-card-1280")
    played = video.evaluate(PLAYED_TO, 2.0)
    assert played["error"] is None and played["time"] >= 2.0, played
    assert not played["paused"] and not played["muted"], played
    assert played["poster"].endswith(".jpg"), played
    assert played["src"].endswith(".mp4") and "/original" not in played["src"], played
    _shot(page, "feed-lightbox-1280")
    page.keyboard.press("ArrowRight")  # the photo: the video waits, paused
    expect(page.locator(".yarl__slide_current img")).to_be_visible()
    assert page.evaluate("() => window.lightboxVideo.paused")
    page.keyboard.press("ArrowLeft")  # back to the video: it starts over
    again = page.evaluate(PLAYING_AGAIN)
    assert not again["paused"] and again["time"] < played["time"], (again, played)
    page.keyboard.press("Escape")
    expect(page.locator(".yarl__container")).to_have_count(0)
    assert page.evaluate("() => window.lightboxVideo.paused")
    # The Haldi teaser never decoded: it stays out of the feed.
    expect(page.locator(".feed-card", has_text="Haldi teaser")).to_have_count(0)
    context.close()

    # A phone that refuses sound without a tap: the video plays muted instead of standing still.
    context, page = _viewer(browser, prod_server, 390, REFUSE_SOUND)
    video = _open_from_feed(page, item, "feed-card-390")
    played = video.evaluate(PLAYED_TO, 0.5)
    assert played["error"] is None and played["time"] >= 0.5, played
    assert played["muted"] and not played["paused"], played
    _shot(page, "feed-lightbox-390")
    page.keyboard.press("Escape")
    expect(page.locator(".yarl__container")).to_have_count(0)
    assert page.evaluate("() => window.lightboxVideo.paused")
    context.close()
