"""Benchmark: while one talent uploads and shares a 24-megapixel photo, another browser
session's events keep answering (spec goal: within 300 ms). Prints the figures."""

import io
import itertools
import statistics
import time

import pytest
from PIL import Image
from playwright.sync_api import expect

from tests.e2e.workspace_helpers import path_re, register, sign_in_with_token

pytestmark = pytest.mark.e2e
_n = itertools.count(1)
# Click a category tile and wait for the server's answer (aria-pressed flips to true).
ROUND_TRIP = """async (id) => {
  const el = document.getElementById(id);
  const t0 = performance.now();
  el.click();
  await new Promise((done) => { const check = () =>
    el.getAttribute('aria-pressed') === 'true' ? done() : requestAnimationFrame(check);
    check(); });
  return performance.now() - t0;
}"""


def photo_24mp() -> bytes:
    """A 6000 x 4000 JPEG with gradients and grain, about 9 MB like a camera's."""
    width, height = 6000, 4000
    ramp = Image.linear_gradient("L").resize((width, height))
    grain = Image.effect_noise((width // 4, height // 4), 60).resize((width, height),
                                                                      Image.Resampling.BICUBIC)
    image = Image.merge("RGB", (ramp, grain, ramp.transpose(Image.Transpose.FLIP_LEFT_RIGHT)))
    out = io.BytesIO()
    image.save(out, "JPEG", quality=88)
    return out.getvalue()


def test_other_sessions_stay_responsive_during_a_24_megapixel_upload(browser, prod_server):
    url, stamp = prod_server, int(time.time() * 1000) % 10**8
    data = photo_24mp()
    uploader = register(url, f"big{next(_n)}-{stamp}@example.com", "Bina Bigshot")["token"]
    clicker = register(url, f"click{next(_n)}-{stamp}@example.com", "Chetan Clicker")["token"]
    contexts = [browser.new_context(viewport={"width": 1280, "height": 900}, base_url=url)
                for _ in range(2)]
    a, b = (c.new_page() for c in contexts)
    try:
        sign_in_with_token(a, uploader)
        sign_in_with_token(b, clicker)
        a.goto("/work-upload/")
        b.goto("/set-profile/")
        expect(b.locator("#onb-cat-photography")).to_be_visible()
        tiles = itertools.cycle(["onb-cat-photography", "onb-cat-videography"])
        idle = [b.evaluate(ROUND_TRIP, next(tiles)) for _ in range(10)]  # before the upload

        latencies: list[float] = []
        started = time.monotonic()
        a.locator("#work-upload-files input[type=file]").set_input_files(
            {"name": "camera.jpg", "mimeType": "image/jpeg", "buffer": data})
        while a.locator(".media-item").count() == 0:
            latencies.append(b.evaluate(ROUND_TRIP, next(tiles)))
            assert time.monotonic() - started < 180, "the upload never finished"
        staged_after = time.monotonic() - started
        a.locator("#work-title").fill("Twenty-four megapixels")
        a.locator("#work-cat-photography").click()
        a.locator("#share-work").click()
        shared_from = time.monotonic()
        while not path_re("/portfolio").match(a.url):
            latencies.append(b.evaluate(ROUND_TRIP, next(tiles)))
            assert time.monotonic() - shared_from < 180, "sharing never finished"
        shared_after = time.monotonic() - shared_from
    finally:
        for context in contexts:
            context.close()
    worst, median = max(latencies), statistics.median(latencies)
    print(f"\n24 MP upload ({len(data) / 2**20:.1f} MiB): staged with preview in "
          f"{staged_after:.1f} s, shared in {shared_after:.1f} s; the other session's "
          f"{len(latencies)} events answered in median {median:.0f} ms, worst {worst:.0f} ms "
          f"(goal 300 ms; {statistics.median(idle):.0f} ms median with no upload running)")
    assert len(latencies) >= 3
