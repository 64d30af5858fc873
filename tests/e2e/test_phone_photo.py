"""Spec §9 in the browser: an 18 MB, 8000 × 6000 photo straight from a 50 MP phone camera is
compressed on the page before it is sent, and ends as a published work (the server keeps
its 10 MB limit). Each picked photo shows its own progress: compressing, then uploading."""

import io
import re
import time

import httpx
import pytest
from PIL import Image
from playwright.sync_api import expect

from tests.e2e.conftest import store_token
from tests.e2e.workspace_helpers import jpeg_file, path_re

pytestmark = pytest.mark.e2e


def _phone_photo() -> bytes:
    """About 18 MB of JPEG at 8000 × 6000: soft detail with sensor-like noise."""
    soft = Image.effect_noise((1000, 750), 60).convert("RGB").resize((8000, 6000),
                                                                      Image.BILINEAR)
    grain = Image.effect_noise((8000, 6000), 12).convert("RGB")
    out = io.BytesIO()
    Image.blend(soft, grain, 0.45).save(out, "JPEG", quality=93)
    return out.getvalue()


# Every state each photo's progress row shows, in order, as the page draws them.
WATCH_ROWS = """() => {
  window.photoRowsSeen = [];
  const snap = () => document.querySelectorAll(".photo-upload").forEach((row) => {
    const seen = [row.getAttribute("aria-label"), row.dataset.state,
                  row.querySelector(".photo-upload-state").textContent];
    const last = window.photoRowsSeen.filter((one) => one[0] === seen[0]).pop();
    if (!last || last[2] !== seen[2]) window.photoRowsSeen.push(seen);
  });
  new MutationObserver(snap).observe(document.body, {
    subtree: true, childList: true, characterData: true, attributes: true});
}"""


def _states_of(seen: list, name: str) -> list[tuple[str, str]]:
    return [(state, label) for label_of, state, label in seen if label_of.startswith(name + ":")]


def test_an_18_mb_phone_photo_is_compressed_on_the_page_and_published(page, prod_server):
    photo = _phone_photo()
    assert 15 * 2**20 < len(photo) < 22 * 2**20
    with httpx.Client(base_url=prod_server, timeout=60) as http:
        talent = http.post("/api/auth/register", json={
            "fullName": "Phone Photographer", "email": f"phone{time.time_ns()}@example.com",
            "password": "secret-pass-1", "role": "TALENT"}).json()
        # Sent as it is, the server refuses it: the page has to shrink it first.
        refused = http.post("/api/Portfolio", headers={
            "Authorization": f"Bearer {talent['token']}"}, data={
            "title": "Too big", "category": "Photography"},
            files=[("media", ("big.jpg", photo, "image/jpeg"))])
        assert refused.status_code == 413, refused.text

    store_token(page, talent["token"])
    page.goto("/work-upload/")
    expect(page.locator("#share-work")).to_be_disabled(timeout=30_000)
    page.evaluate(WATCH_ROWS)
    # A phone's upload speed (1 MB/s), so the big photo's share of the request is seen moving.
    cdp = page.context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", {
        "offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": 1_000_000})
    page.locator("#work-upload-files input[type=file]").set_input_files(
        [{"name": "PXL_20261125.jpg", "mimeType": "image/jpeg", "buffer": photo},
         jpeg_file("small.jpg")])
    rows = page.locator("#photo-uploads .photo-upload")
    expect(rows).to_have_count(2)
    # Per file: the small photo is ready to go while the big one is still being compressed.
    expect(rows.nth(0)).to_have_attribute("data-state", "compressing")
    expect(rows.nth(0)).to_contain_text("Compressing")
    expect(rows.nth(1)).to_have_attribute("data-state", "uploading")
    expect(rows.nth(1)).to_contain_text("Uploading 0%")
    expect(page.locator(".media-item")).to_have_count(2, timeout=90_000)
    expect(rows.nth(0)).to_have_attribute("data-state", "done")
    expect(rows.nth(1)).to_have_attribute("data-state", "done")
    seen = page.evaluate("window.photoRowsSeen")
    for name in ("PXL_20261125.jpg", "small.jpg"):
        states = _states_of(seen, name)
        order = [state for state, _ in states]
        assert order[0] == "compressing" and order[-1] == "done", states
        assert order.index("compressing") < order.index("uploading") < order.index("done"), \
            states
        percents = [int(re.fullmatch(r"Uploading (\d{1,3})%", label)[1])
                    for state, label in states if state == "uploading"]
        assert percents == sorted(percents), states
    # The big photo's row follows its bytes: part-way figures between nothing and done.
    assert any(0 < int(label.split()[-1].rstrip("%")) < 100 for state, label
               in _states_of(seen, "PXL_20261125.jpg") if state == "uploading"), seen
    page.locator("#work-title").fill("Fifty megapixel sunrise")
    page.locator("#work-cat-photography").click()
    page.locator("#share-work").click()
    expect(page).to_have_url(path_re("/portfolio"), timeout=60_000)

    with httpx.Client(base_url=prod_server, timeout=60) as http:
        mine = http.get("/api/Portfolio/me", headers={
            "Authorization": f"Bearer {talent['token']}"}).json()["portfolios"]
        assert [p["title"] for p in mine] == ["Fifty megapixel sunrise"]
        assert len(mine[0]["mediaUrls"]) == 2
        kept = http.get(f"{prod_server}{mine[0]['mediaUrls'][0]}")
    assert kept.status_code == 200
    # The published photo is at most 4000 px on its longest side (the server's square crop
    # may make it smaller still).
    assert max(Image.open(io.BytesIO(kept.content)).size) <= 4000
