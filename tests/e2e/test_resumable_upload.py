"""The tus endpoint (/api/uploads) on a running production server: an upload cut by a lost
connection (a relay that drops after N bytes) goes on from the offset the server reports and
ends byte-identical, without the received bytes sent twice; anonymous, forged and client
callers are refused before a byte is written; another talent's upload is not theirs to see,
continue or end; the declared length counts in the quota (issue 26, part 4)."""

import base64
import itertools
import os
import socket
import struct
import time
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import expect
from reflex.utils.format import format_event_handler

from marketplace_app.state.work_upload import WorkUploadState

from tests.e2e.conftest import start_server, stop_server, wait_for_hydration
from tests.e2e.cuttable_proxy import CuttableProxy
from tests.e2e.workspace_helpers import (api, jpeg_file, path_re, register,
                                         sign_in_with_token)
from tests.video_samples import make_clip

pytestmark = pytest.mark.e2e
MB = 1024 * 1024
VIDEO_LIMIT = 16 * MB
QUOTA = 20 * MB  # bytes one account may have waiting in forms (uploads in progress included)
TUS = {"Tus-Resumable": "1.0.0"}
_n = itertools.count(1)


@pytest.fixture(scope="module")
def relayed():
    """(server URL, data folder, cuttable relay): the browser opens pages through the relay,
    the server's public address (its websocket accepts that origin only)."""
    proxy = CuttableProxy()
    url, proc, data_dir = start_server({"MARKETPLACE_VIDEO_MAX_BYTES": str(VIDEO_LIMIT),
                                        "MARKETPLACE_STAGING_QUOTA_BYTES": str(QUOTA),
                                        "MARKETPLACE_BASE_URL": f"http://localhost:{proxy.port}"})
    proxy.target_port = int(url.rsplit(":", 1)[1])
    yield url, data_dir, proxy
    proxy.close()
    stop_server(proc)


@pytest.fixture(scope="module")
def tus_server(relayed):
    """(server URL, data folder)."""
    return relayed[:2]


def talent(url: str, role: str = "TALENT") -> tuple[str, str]:
    """(sign-in token, user id) of a new account."""
    email = f"tus{next(_n)}-{int(time.time() * 1000) % 10**8}@example.com"
    made = register(url, email, "Tara Tus", role=role)
    return made["token"], made["user"]["_id"]


def headers(token: str | None, **extra) -> dict:
    found = {**TUS, **extra}
    if token:
        found["Authorization"] = f"Bearer {token}"
    return found


def video(size: int) -> bytes:
    """An MP4 by its first bytes, then noise (the bytes, not the picture, are tested)."""
    head = b"\x00\x00\x00\x18ftypmp42\x00\x00\x00\x00mp42isom"
    return head + os.urandom(size - len(head))


def create(base: str, token: str | None, length: int, name: str = "clip.mp4",
           lang: str = "en", **named: str):
    meta = ",".join(f"{key} {base64.b64encode(value.encode()).decode()}"
                    for key, value in {"filename": name, **named}.items())
    return httpx.post(f"{base}/api/uploads", timeout=30,
                      headers=headers(token, **{"Upload-Length": str(length),
                                                "Upload-Metadata": meta,
                                                "Accept-Language": lang}))


def patch(base: str, token: str | None, location: str, offset: int, body: bytes,
          timeout: float = 60):
    return httpx.patch(f"{base}{location}", content=body, timeout=timeout, headers=headers(
        token, **{"Upload-Offset": str(offset),
                  "Content-Type": "application/offset+octet-stream"}))


def offset_of(base: str, token: str | None, location: str) -> httpx.Response:
    return httpx.head(f"{base}{location}", headers=headers(token), timeout=30)


def files_of(data_dir: Path, owner: str | None = None) -> list[Path]:
    folder = data_dir / "uploads" / owner if owner else data_dir / "uploads"
    return sorted(p for p in folder.rglob("*") if p.is_file()) if folder.exists() else []


def test_a_cut_upload_resumes_from_the_servers_offset_and_ends_byte_identical(tus_server):
    url, data_dir = tus_server
    token, owner = talent(url)
    proxy = CuttableProxy(int(url.rsplit(":", 1)[1]))
    via = f"http://127.0.0.1:{proxy.port}"
    data = video(12 * MB)
    try:
        made = create(via, token, len(data))
        assert made.status_code == 201, made.text
        location = made.headers["location"]
        assert made.headers["tus-resumable"] == "1.0.0" and "upload-expires" in made.headers
        cut_at = 5 * MB
        proxy.cut_after(cut_at)
        with pytest.raises(httpx.TransportError):  # the signal goes mid-body
            patch(via, token, location, 0, data)
        proxy.mend()
        # The server keeps what arrived and says where it stopped.
        answer = offset_of(via, token, location)
        assert answer.status_code == 200, answer.text
        offset = int(answer.headers["upload-offset"])
        assert int(answer.headers["upload-length"]) == len(data)
        assert 3 * MB <= offset < cut_at, offset  # most of what was sent, no byte past the cut
        before_rest = proxy.sent_upstream
        rest = patch(via, token, location, offset, data[offset:])
        assert rest.status_code == 204, rest.text
        assert int(rest.headers["upload-offset"]) == len(data)
        # Only the missing bytes travelled again (plus one request's headers).
        assert proxy.sent_upstream - before_rest < len(data) - offset + 4096
        assert int(offset_of(via, token, location).headers["upload-offset"]) == len(data)
        kept = [p for p in files_of(data_dir, owner) if p.name.endswith(".tus")]
        assert len(kept) == 1 and kept[0].read_bytes() == data
    finally:
        proxy.close()


def test_a_request_left_hanging_by_a_lost_signal_does_not_hold_the_upload(tus_server):
    """On a phone the old request may hang on a dead connection for minutes: the next request
    for the upload ends it, keeping what it received, and the upload goes on at once."""
    url, data_dir = tus_server
    token, owner = talent(url)
    data = video(3 * MB)
    location = create(url, token, len(data)).headers["location"]
    host, port = "127.0.0.1", int(url.rsplit(":", 1)[1])
    hanging = socket.create_connection((host, port))
    try:
        hanging.sendall((f"PATCH {location} HTTP/1.1\r\nHost: {host}:{port}\r\n"
                         f"Tus-Resumable: 1.0.0\r\nAuthorization: Bearer {token}\r\n"
                         "Upload-Offset: 0\r\nContent-Type: application/offset+octet-stream\r\n"
                         f"Content-Length: {len(data)}\r\n\r\n").encode() + data[:MB + 1000])
        time.sleep(1)  # it stays open, sending nothing more
        answer = offset_of(url, token, location)
        assert answer.status_code == 200, answer.text
        offset = int(answer.headers["upload-offset"])
        assert offset == MB + 1000, offset
        rest = patch(url, token, location, offset, data[offset:])
        assert rest.status_code == 204, rest.text
        kept = [p for p in files_of(data_dir, owner) if p.name.endswith(".tus")]
        assert len(kept) == 1 and kept[0].read_bytes() == data
    finally:
        hanging.close()


def test_a_part_must_start_where_the_upload_stopped(tus_server):
    url, _ = tus_server
    token, _ = talent(url)
    data = video(2 * MB)
    location = create(url, token, len(data)).headers["location"]
    assert patch(url, token, location, 0, data[:MB]).status_code == 204
    again = patch(url, token, location, 0, data[:MB])
    assert again.status_code == 409, again.text
    assert int(offset_of(url, token, location).headers["upload-offset"]) == MB
    too_far = patch(url, token, location, MB, data[MB:] + b"extra")
    assert too_far.status_code == 413, too_far.text
    assert patch(url, token, location, MB, data[MB:]).status_code == 204
    unversioned = httpx.head(f"{url}{location}", headers={"Authorization": f"Bearer {token}"})
    assert unversioned.status_code == 412
    options = httpx.options(f"{url}/api/uploads")
    assert options.status_code == 204 and "creation" in options.headers["tus-extension"]
    assert int(options.headers["tus-max-size"]) == VIDEO_LIMIT


def test_anonymous_forged_and_client_callers_are_refused_with_nothing_written(tus_server):
    url, data_dir = tus_server
    token, owner = talent(url)
    client, _ = talent(url, role="CLIENT")
    forged = token[:-4] + ("AAAA" if not token.endswith("AAAA") else "BBBB")
    before = files_of(data_dir)
    assert create(url, None, MB).status_code == 401
    assert create(url, forged, MB).status_code == 401
    assert create(url, client, MB).status_code == 403
    assert files_of(data_dir) == before
    location = create(url, token, MB).headers["location"]
    data_file = next(p for p in files_of(data_dir, owner) if p.name.endswith(".tus"))
    for caller in (None, forged, client):
        refused = patch(url, caller, location, 0, video(MB))
        assert refused.status_code in (401, 403), refused.text
        assert offset_of(url, caller, location).status_code in (401, 403)
        assert httpx.delete(f"{url}{location}", headers=headers(caller)).status_code in (401, 403)
    assert data_file.stat().st_size == 0
    assert int(offset_of(url, token, location).headers["upload-offset"]) == 0


def test_another_talents_upload_is_not_theirs(tus_server):
    url, data_dir = tus_server
    token, owner = talent(url)
    stranger, _ = talent(url)
    data = video(MB)
    location = create(url, token, 2 * MB).headers["location"]
    assert patch(url, token, location, 0, data).status_code == 204
    assert offset_of(url, stranger, location).status_code == 404
    assert patch(url, stranger, location, MB, data).status_code == 404
    assert httpx.delete(f"{url}{location}", headers=headers(stranger)).status_code == 404
    data_file = next(p for p in files_of(data_dir, owner) if p.name.endswith(".tus"))
    assert data_file.read_bytes() == data
    gone = httpx.delete(f"{url}{location}", headers=headers(token))
    assert gone.status_code == 204
    assert not data_file.exists()
    assert offset_of(url, token, location).status_code == 404


def test_uploads_in_progress_hold_their_length_in_the_quota(tus_server):
    url, data_dir = tus_server
    token, owner = talent(url)
    assert create(url, token, VIDEO_LIMIT + 1).status_code == 413
    first = create(url, token, 12 * MB)
    assert first.status_code == 201
    full = create(url, token, 12 * MB)  # 12 + 12 MB > 20 MB, though no byte was sent yet
    assert full.status_code == 413, full.text
    assert files_of(data_dir, owner) and len(files_of(data_dir, owner)) == 2  # first's pair
    httpx.delete(f"{url}{first.headers['location']}", headers=headers(token))
    assert create(url, token, 12 * MB).status_code == 201


def padded_clip(extra: int) -> bytes:
    """A real MP4 clip followed by a `free` box of noise: still a valid, playable file, but
    big enough to lose the network in the middle of sending it."""
    return make_clip("mp4", seconds=2.0) + struct.pack(">I", extra + 8) + b"free" + \
        os.urandom(extra)


def server_bytes(data_dir: Path, owner: str) -> int:
    """Bytes the server holds of the owner's upload in progress."""
    return sum(p.stat().st_size for p in files_of(data_dir, owner) if p.name.endswith(".tus"))


def test_work_upload_page_resumes_a_video_after_the_network_drops(relayed, browser):
    url, data_dir, proxy = relayed
    token, owner = talent(url)
    clip = padded_clip(3 * MB)
    proxy.upload_rate = 400 * 1024
    context = browser.new_context(base_url=f"http://localhost:{proxy.port}",
                                  viewport={"width": 1280, "height": 900})
    context.set_default_timeout(30_000)
    try:
        page = context.new_page()
        sign_in_with_token(page, token)
        page.goto("/work-upload/")
        wait_for_hydration(page, "#work-upload-files")
        before = proxy.sent_upstream
        photo = jpeg_file("mehendi.jpg")
        # A pick holding a video goes whole, in its order: the video first (the cover).
        page.locator("#work-upload-files input[type=file]").set_input_files(
            [{"name": "sangeet.mp4", "mimeType": "video/mp4", "buffer": clip}, photo])
        row = page.locator(".resumable-upload")
        expect(row).to_have_count(2)  # a progress row per file
        expect(row.first).to_contain_text("sangeet.mp4")
        expect(row.first).to_contain_text("Uploading")
        expect(row.nth(1)).to_contain_text("mehendi.jpg")
        deadline = time.monotonic() + 60
        while server_bytes(data_dir, owner) < MB and time.monotonic() < deadline:
            time.sleep(0.1)
        # The signal goes mid-upload: the relay drops every connection (the browser's own
        # offline switch lets a request already sending finish), and the phone says offline.
        proxy.cut()
        context.set_offline(True)
        expect(page.locator(".resumable-upload[data-state=waiting]")).to_contain_text(
            "Waiting for the network")
        time.sleep(1.5)
        held = server_bytes(data_dir, owner)
        assert MB <= held < len(clip), held
        time.sleep(1.5)
        assert server_bytes(data_dir, owner) == held  # nothing moves while offline
        proxy.mend()  # back: it goes on from where the server stopped, without waiting
        context.set_offline(False)
        expect(page.locator(".media-item")).to_have_count(2, timeout=60_000)
        expect(row).to_have_count(0)
        kinds = page.locator(".media-item").evaluate_all("els => els.map(e => e.dataset.kind)")
        assert kinds == ["video", "image"], kinds
        expect(page.locator(".media-item").first.locator(".cover-badge")).to_be_visible()
        staged = [p.read_bytes() for p in files_of(data_dir, owner) if p.name.endswith(".upload")]
        assert clip in staged and len(staged) == 2
        # Not sent again: what reached the server is each file once, plus small requests.
        sent = len(clip) + len(photo["buffer"])
        assert proxy.sent_upstream - before < sent + 256 * 1024, \
            (proxy.sent_upstream - before, sent, held)
        # The video is published as any picked file is.
        page.locator("#work-title").fill("Sangeet night reel")
        page.locator("#work-cat-videography").click()
        page.locator(".work-sub", has_text="Events & Weddings").click()
        page.locator("#share-work").click()
        expect(page).to_have_url(path_re("/portfolio"))
        mine = api(url, token, "GET", "/api/Portfolio/me").json()["portfolios"]
        work = next(p for p in mine if p["title"] == "Sangeet night reel")
        assert [m["type"] for m in work["media"]] == ["video", "image"], work["media"]
        assert not [p for p in files_of(data_dir, owner) if p.name.endswith(".upload")]
    finally:
        context.close()
        proxy.upload_rate = None
        proxy.mend()


UPLOAD_FORM = format_event_handler(WorkUploadState.adopt_video)


def upload_page(browser, proxy: CuttableProxy, token: str):
    """(browser context, page, Reflex client token) of the signed-in talent on /work-upload,
    opened through the relay (the server's public address)."""
    context = browser.new_context(base_url=f"http://localhost:{proxy.port}",
                                  viewport={"width": 1280, "height": 900})
    context.set_default_timeout(30_000)
    page = context.new_page()
    sign_in_with_token(page, token)
    page.goto("/work-upload/")
    wait_for_hydration(page, "#work-upload-files")
    page.wait_for_function("() => !!sessionStorage.getItem('token')")
    client = page.evaluate("() => sessionStorage.getItem('token')")
    page.wait_for_timeout(1500)  # the stored sign-in token reaches the server's state
    return context, page, client


def test_a_sixth_file_for_a_form_is_refused_before_its_bytes_are_sent(relayed, browser):
    url, data_dir, proxy = relayed
    token, owner = talent(url)
    stranger, _ = talent(url)
    context, page, client = upload_page(browser, proxy, token)
    try:
        made = [create(url, token, MB, client=client, form=UPLOAD_FORM) for _ in range(5)]
        assert [m.status_code for m in made] == [201] * 5, [m.text for m in made]
        held = files_of(data_dir, owner)
        sixth = create(url, token, MB, client=client, form=UPLOAD_FORM)
        assert sixth.status_code == 400, sixth.text
        assert sixth.json()["message"] == "You can upload maximum 5 files"  # spec §9
        hindi = create(url, token, MB, lang="hi", client=client, form=UPLOAD_FORM)
        assert hindi.status_code == 400 and hindi.json()["message"] != sixth.json()["message"]
        assert files_of(data_dir, owner) == held  # nothing of the 6th was kept
        # Another talent cannot borrow this page's form; a name that is no work form is refused.
        assert create(url, stranger, MB, client=client, form=UPLOAD_FORM).status_code == 403
        other = format_event_handler(WorkUploadState.receive)
        assert create(url, token, MB, client=client, form=other).status_code == 403
        # Giving one up frees its place.
        httpx.delete(f"{url}{made[0].headers['location']}", headers=headers(token))
        assert create(url, token, MB, client=client, form=UPLOAD_FORM).status_code == 201
    finally:
        context.close()


def test_a_pick_of_a_video_and_five_photos_adds_five_and_says_why_not_the_sixth(relayed,
                                                                                browser):
    url, data_dir, proxy = relayed
    token, owner = talent(url)
    context, page, _ = upload_page(browser, proxy, token)
    try:
        clip = padded_clip(64 * 1024)
        photos = [jpeg_file(f"haldi{i}.jpg", colour=(40 * i, 90, 160)) for i in range(5)]
        # Toasts go after a few seconds: every one shown is recorded.
        page.evaluate("""() => { window.toastsSeen = []; new MutationObserver(() => {
            document.querySelectorAll('[data-sonner-toast]').forEach(
                (toast) => window.toastsSeen.push(toast.innerText)); })
            .observe(document.body, {subtree: true, childList: true}); }""")
        page.locator("#work-upload-files input[type=file]").set_input_files(
            [{"name": "sangeet.mp4", "mimeType": "video/mp4", "buffer": clip}, *photos])
        page.wait_for_function("""() => window.toastsSeen.some((text) =>
            text.includes('haldi4.jpg: You can upload maximum 5 files'))""", timeout=60_000)
        expect(page.locator(".media-item")).to_have_count(5)
        expect(page.locator(".resumable-upload")).to_have_count(0)
        kept = [p.read_bytes() for p in files_of(data_dir, owner) if p.name.endswith(".upload")]
        assert len(kept) == 5 and photos[4]["buffer"] not in kept
        assert not [p for p in files_of(data_dir, owner) if ".tus" in p.name]
        # Refused before it was sent, not sent and then dropped by the form.
        seen = page.evaluate("() => window.toastsSeen")
        assert not [text for text in seen if "Too many files" in text], seen
    finally:
        context.close()
