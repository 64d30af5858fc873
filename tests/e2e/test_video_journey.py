"""A talent uploads a .mov through /work-upload, watches "Processing video..." turn into the
finished work on /portfolio without reloading, and another user plays it in the lightbox of
the portfolio page, poster first.

The server runs its jobs in a separate worker (the hosted way), started only once the owner
has seen the work processing: a short clip would otherwise be ready before the page shows."""

import subprocess
import sys

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import ROOT, server_env, start_server, stop_server
from tests.e2e.workspace_helpers import api, path_re, register, sign_in_with_token
from tests.video_samples import make_clip

OUT_OF_PROCESS = {"MARKETPLACE_JOBS_IN_PROCESS": "false"}

pytestmark = pytest.mark.e2e

PLAYING = """async (video) => {
  const started = performance.now();
  while (video.currentTime < 0.5 && performance.now() - started < 15000) {
    await new Promise(r => setTimeout(r, 100));
  }
  return {time: video.currentTime, poster: video.getAttribute('poster') || '',
          src: video.currentSrc, error: video.error && video.error.code};
}"""


@pytest.fixture
def video_server():
    """A production server whose video jobs wait for a worker; (url, start_worker)."""
    url, proc, data_dir = start_server(OUT_OF_PROCESS)
    workers = []

    def start_worker():
        env = server_env(data_dir, 0, OUT_OF_PROCESS)
        log = open(data_dir / "worker.log", "w")
        workers.append(subprocess.Popen([sys.executable, "-m", "marketplace_app.worker"],
                                        cwd=ROOT, env=env, stdout=log,
                                        stderr=subprocess.STDOUT, start_new_session=True))

    yield url, start_worker
    for worker in workers:
        stop_server(worker)
    stop_server(proc)


def test_a_mov_upload_processes_then_plays_for_another_user(browser, video_server):
    prod_server, start_worker = video_server
    owner = register(prod_server, "rhea.reels@example.com", "Rhea Reels")
    context = browser.new_context(viewport={"width": 1280, "height": 900}, base_url=prod_server)
    context.set_default_timeout(20_000)
    page = context.new_page()
    sign_in_with_token(page, owner["token"])
    page.goto("/work-upload")
    page.locator("#work-upload-files input[type=file]").set_input_files([{
        "name": "sangeet.mov", "mimeType": "video/quicktime",
        "buffer": make_clip("mov", seconds=4.0)}])
    expect(page.locator(".media-item")).to_have_count(1)
    page.locator("#work-title").fill("Sangeet night reel")
    page.locator("#work-cat-videography").click()
    page.locator(".work-sub", has_text="Events & Weddings").click()
    page.locator("#share-work").click()
    expect(page).to_have_url(path_re("/portfolio"))

    processing = page.locator(".video-processing")
    expect(processing).to_be_visible()
    expect(processing).to_contain_text("Processing video...")
    expect(processing.locator(".video-progress")).to_contain_text("%")
    start_worker()
    # No reload: the page asks again by itself until the rendition is ready.
    expect(processing).to_have_count(0, timeout=180_000)
    expect(page.locator(".video-failed")).to_have_count(0)
    item = api(prod_server, owner["token"], "GET", "/api/Portfolio/me").json()["portfolios"][0]
    assert item["mediaState"] == "ready" and item["coverThumbnailUrl"].endswith(".jpg")
    context.close()

    viewer = register(prod_server, "kabir.client@example.com", "Kabir Client", role="CLIENT")
    context = browser.new_context(viewport={"width": 1280, "height": 900}, base_url=prod_server)
    context.set_default_timeout(20_000)
    page = context.new_page()
    sign_in_with_token(page, viewer["token"])
    page.goto(f"/portfolio-detail/{item['id']}")
    expect(page.locator("#portfolio-title")).to_have_text("Sangeet night reel")
    page.locator("#portfolio-previews .card-thumb").first.click()
    video = page.locator(".yarl__slide_current video")
    expect(video).to_be_visible()
    played = video.evaluate(PLAYING)
    assert played["error"] is None and played["time"] >= 0.5, played
    assert played["poster"].endswith(".jpg"), played
    assert played["src"].endswith(".mp4") and "/original" not in played["src"], played
    page.keyboard.press("Escape")
    expect(page.locator(".yarl__container")).to_have_count(0)
    context.close()
