"""Reflex's /_upload on a running production server: only a signed-in owner's session uploads,
count and size limits end the request while it streams (nothing of it stays), and each
account's uploads are rate limited (issue 26, parts 1 and 2)."""

import io
import itertools
import time
import uuid
from pathlib import Path

import httpx
import pytest
from PIL import Image
from playwright.sync_api import expect
from reflex.utils.format import format_event_handler

from marketplace_app.state.profile_photo import ProfilePhotoState
from marketplace_app.state.work_upload import WorkUploadState
from tests.e2e.conftest import start_server, stop_server
from tests.e2e.workspace_helpers import register, sign_in_with_token

pytestmark = pytest.mark.e2e
WORK = format_event_handler(WorkUploadState.receive)
PHOTO = format_event_handler(ProfilePhotoState.receive)
IMAGE_LIMIT = 1024 * 1024
RATE = 4
QUOTA = 3 * IMAGE_LIMIT  # bytes one account may have waiting in forms
STORAGE = 4 * IMAGE_LIMIT  # bytes one account may keep in all (works and waiting files)
_n = itertools.count(1)


@pytest.fixture(scope="module")
def gate_server():
    """A server with a 1 MB image limit and RATE uploads a minute per account."""
    url, proc, data_dir = start_server({"MARKETPLACE_IMAGE_MAX_BYTES": str(IMAGE_LIMIT),
                                        "MARKETPLACE_RATE_UPLOAD_ACCOUNT": f"{RATE}/minute",
                                        "MARKETPLACE_STAGING_QUOTA_BYTES": str(QUOTA),
                                        "MARKETPLACE_STORAGE_QUOTA_BYTES": str(STORAGE)})
    yield url, data_dir
    stop_server(proc)


def jpeg(colour=(10, 120, 200), size=(400, 300)) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", size, colour).save(out, "JPEG", quality=90)
    return out.getvalue()


def noisy_jpeg(seed: int) -> bytes:
    """A JPEG of about 0.8 MB (noise does not compress)."""
    import random

    pixels = random.Random(seed).randbytes(840 * 840 * 3)
    out = io.BytesIO()
    Image.frombytes("RGB", (840, 840), pixels).save(out, "JPEG", quality=95)
    return out.getvalue()


def staged(data_dir: Path) -> list[str]:
    """Every file in the staging folders (received files and their previews)."""
    found = []
    for folder in (data_dir / "uploads", data_dir / "media" / "staging"):
        if folder.exists():
            found += [p.name for p in folder.rglob("*") if p.is_file()]
    return sorted(found)


def upload(url: str, client: str, handler: str, files: list[tuple[str, bytes]],
           bearer: str | None = None) -> httpx.Response:
    """POST files to /_upload the way Reflex's upload.js does."""
    headers = {"Reflex-Client-Token": client, "Reflex-Event-Handler": handler}
    if bearer:
        headers["Authorization"] = f"Bearer {bearer}"
    parts = [("files", (name, data, "image/jpeg")) for name, data in files]
    return httpx.post(f"{url}/_upload", headers=headers, files=parts, timeout=60)


def signed_in_session(browser, url: str, role: str = "TALENT") -> tuple[str, str]:
    """(Reflex client token, sign-in token) of a browser session on the upload page."""
    email = f"gate{next(_n)}-{int(time.time() * 1000) % 10**8}@example.com"
    token = register(url, email, "Gita Gate", role=role)["token"]
    context = browser.new_context(base_url=url)
    page = context.new_page()
    sign_in_with_token(page, token)
    page.goto("/work-upload/" if role == "TALENT" else "/")
    if role == "TALENT":
        expect(page.locator("#work-upload-files")).to_be_visible(timeout=30_000)
    page.wait_for_function("() => !!sessionStorage.getItem('token')")
    client = page.evaluate("() => sessionStorage.getItem('token')")
    page.wait_for_timeout(1500)  # the stored sign-in token reaches the server's state
    context.close()
    return client, token


def settle(data_dir: Path, expected: int, seconds: float = 10) -> list[str]:
    """The staging folders once they hold `expected` entries (or after `seconds`)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and len(staged(data_dir)) != expected:
        time.sleep(0.2)
    time.sleep(0.5)
    return staged(data_dir)


def test_anonymous_and_forged_sessions_are_refused_before_a_byte_is_written(gate_server,
                                                                            browser):
    url, data_dir = gate_server
    _, talent_token = signed_in_session(browser, url)
    before = staged(data_dir)
    anonymous = upload(url, str(uuid.uuid4()), WORK, [("a.jpg", jpeg())])
    assert anonymous.status_code == 401, anonymous.text
    photo = upload(url, str(uuid.uuid4()), PHOTO, [("a.jpg", jpeg())])
    assert photo.status_code == 401, photo.text
    # A valid bearer on an invented session: the handler would act for the session, not it.
    forged = upload(url, str(uuid.uuid4()), WORK, [("a.jpg", jpeg())], bearer=talent_token)
    assert forged.status_code == 401, forged.text
    other = upload(url, str(uuid.uuid4()), "reflex___state____state.nope.receive",
                   [("a.jpg", jpeg())])
    assert other.status_code == 403, other.text
    assert settle(data_dir, len(before), 3) == before


def test_a_client_may_upload_a_photo_but_not_work(gate_server, browser):
    url, data_dir = gate_server
    client, _ = signed_in_session(browser, url, role="CLIENT")
    before = staged(data_dir)
    refused = upload(url, client, WORK, [("a.jpg", jpeg())])
    assert refused.status_code == 403, refused.text
    assert settle(data_dir, len(before), 2) == before
    two = upload(url, client, PHOTO, [("me.jpg", jpeg()), ("me2.jpg", jpeg())])
    assert two.status_code == 400, two.text
    assert settle(data_dir, len(before), 3) == before
    accepted = upload(url, client, PHOTO, [("me.jpg", jpeg(size=(1100, 1100)))])
    assert accepted.status_code in (200, 202), accepted.text


def test_five_files_stage_and_a_sixth_ends_the_request_with_nothing_kept(gate_server,
                                                                          browser):
    url, data_dir = gate_server
    client, _ = signed_in_session(browser, url)
    before = staged(data_dir)
    six = [(f"p{i}.jpg", jpeg((i * 40, 80, 160))) for i in range(6)]
    refused = upload(url, client, WORK, six)
    assert refused.status_code == 400, refused.text
    assert settle(data_dir, len(before)) == before
    accepted = upload(url, client, WORK, six[:5])
    assert accepted.status_code == 202, accepted.text
    after = settle(data_dir, len(before) + 10)
    assert len(after) == len(before) + 10  # five files and their five previews


def test_the_byte_over_a_files_limit_ends_the_request_with_nothing_kept(gate_server,
                                                                         browser):
    url, data_dir = gate_server
    client, _ = signed_in_session(browser, url)
    before = staged(data_dir)
    big = jpeg() + b"\0" * (IMAGE_LIMIT + 1 - len(jpeg()))
    assert len(big) == IMAGE_LIMIT + 1
    refused = upload(url, client, WORK, [("ok.jpg", jpeg()), ("big.jpg", big)])
    assert refused.status_code == 413, refused.text
    assert settle(data_dir, len(before)) == before


def test_each_account_has_an_upload_rate_limit(gate_server, browser):
    url, data_dir = gate_server
    client, _ = signed_in_session(browser, url)
    note = [("x.txt", b"not an image")]  # refused by the form, but an upload all the same
    answers = [upload(url, client, WORK, note) for _ in range(RATE)]
    assert [a.status_code for a in answers] == [202] * RATE
    limited = upload(url, client, WORK, note)
    assert limited.status_code == 429, limited.text
    assert 1 <= int(limited.headers["retry-after"]) <= 60
    other, _ = signed_in_session(browser, url)
    assert upload(url, other, WORK, note).status_code == 202


def test_a_call_that_brings_no_file_is_not_counted_as_an_upload(gate_server, browser):
    url, _ = gate_server
    client, _ = signed_in_session(browser, url)
    # What Reflex's upload.js sends for a pick handed whole to the resumable upload.
    empty = {"Reflex-Client-Token": client, "Reflex-Event-Handler": WORK,
             "Content-Type": "multipart/form-data; boundary=----empty"}
    answers = [httpx.post(f"{url}/_upload", headers=empty, content=b"------empty--\r\n",
                          timeout=60) for _ in range(RATE + 2)]
    assert all(a.status_code < 400 for a in answers), [(a.status_code, a.text) for a in answers]
    note = [("x.txt", b"not an image")]
    assert [upload(url, client, WORK, note).status_code for _ in range(RATE)] == [202] * RATE
    limited = upload(url, client, WORK, note)
    assert limited.status_code == 429, limited.text
    assert 1 <= int(limited.headers["retry-after"]) <= 60
    # At the limit, even a call without files is turned away.
    refused = httpx.post(f"{url}/_upload", headers=empty, content=b"------empty--\r\n")
    assert refused.status_code == 429


def test_a_picked_photos_preview_shows_to_its_owner_and_no_one_else(gate_server, browser):
    url, _ = gate_server
    email = f"gate{next(_n)}-{int(time.time() * 1000) % 10**8}@example.com"
    token = register(url, email, "Prem Preview")["token"]
    context = browser.new_context(base_url=url)
    page = context.new_page()
    try:
        sign_in_with_token(page, token)
        page.goto("/work-upload/")
        page.locator("#work-upload-files input[type=file]").set_input_files(
            {"name": "mine.jpg", "mimeType": "image/jpeg", "buffer": jpeg(size=(800, 600))})
        preview = page.locator(".media-item img").first
        expect(preview).to_be_visible(timeout=30_000)
        page.wait_for_function("el => el.complete && el.naturalWidth > 0",
                               arg=preview.element_handle(), timeout=15_000)
        src = preview.get_attribute("src")
        assert "/media/staging/" in src
        assert page.request.get(src).status == 200  # the owner's browser, with its pass
    finally:
        context.close()
    assert httpx.get(f"{url}{src}" if src.startswith("/") else src).status_code == 404


def test_six_files_picked_on_the_page_are_refused_with_a_message(gate_server, browser):
    url, data_dir = gate_server
    email = f"gate{next(_n)}-{int(time.time() * 1000) % 10**8}@example.com"
    token = register(url, email, "Sita Six")["token"]
    context = browser.new_context(base_url=url)
    page = context.new_page()
    before = staged(data_dir)
    try:
        sign_in_with_token(page, token)
        page.goto("/work-upload/")
        page.locator("#work-upload-files input[type=file]").set_input_files(
            [{"name": f"p{i}.jpg", "mimeType": "image/jpeg", "buffer": jpeg((i * 40, 9, 9))}
             for i in range(6)])
        expect(page.get_by_text("You can upload maximum 5 files")).to_be_visible(
            timeout=20_000)
        expect(page.locator(".media-item")).to_have_count(0)
        expect(page.locator("#upload-progress")).to_have_count(0)  # the form is usable again
    finally:
        context.close()
    assert settle(data_dir, len(before)) == before


def test_an_account_cannot_keep_more_than_its_quota_waiting(gate_server, browser):
    url, data_dir = gate_server
    client, _ = signed_in_session(browser, url)
    files = [noisy_jpeg(i) for i in range(4)]
    assert all(0.6 * IMAGE_LIMIT < len(f) < IMAGE_LIMIT for f in files)
    before = staged(data_dir)
    first = upload(url, client, WORK, [("a.jpg", files[0]), ("b.jpg", files[1])])
    assert first.status_code == 202, first.text
    kept = settle(data_dir, len(before) + 4)  # two files and their previews
    assert len(kept) == len(before) + 4
    over = upload(url, client, WORK, [("c.jpg", files[2]), ("d.jpg", files[3])])
    assert over.status_code == 413, over.text  # the quota ends it while it streams
    assert settle(data_dir, len(kept)) == kept


def test_storage_past_the_quota_is_refused_at_the_gate_and_the_page_shows_what_is_used(
        gate_server, browser):
    url, data_dir = gate_server
    client, token = signed_in_session(browser, url)
    photo = noisy_jpeg(7)
    headers = {"Authorization": f"Bearer {token}"}
    works = 0
    while True:  # works until the next one would not fit
        made = httpx.post(f"{url}/api/Portfolio", headers=headers, timeout=60,
                          data={"title": "Quota filler", "category": "Photography"},
                          files=[("media", ("p.jpg", photo, "image/jpeg"))])
        if made.status_code != 201:
            break
        works += 1
    assert made.status_code == 413, made.text
    assert "Remove some work to make room." in made.json()["message"]
    usage = httpx.get(f"{url}/api/user/storage", headers=headers, timeout=30).json()
    # A work takes its photo and the derivatives made from it: what is left is less than that.
    assert usage["quotaBytes"] == STORAGE and works >= 2
    assert 0 < STORAGE - usage["usedBytes"] < usage["usedBytes"] / works

    before = staged(data_dir)
    # Two photos fit the form's waiting space (QUOTA) but not the storage left.
    over = upload(url, client, WORK, [("q.jpg", photo), ("r.jpg", noisy_jpeg(8))])
    assert over.status_code == 413, over.text  # the storage left ends it while it streams
    assert settle(data_dir, len(before)) == before

    context = browser.new_context(base_url=url)
    page = context.new_page()
    sign_in_with_token(page, token)
    page.goto("/work-upload/")
    expect(page.locator("#storage-used")).to_have_text(
        f"Storage: {usage['usedText']} of {usage['quotaText']} used", timeout=30_000)
    context.close()


def test_the_gate_reads_the_session_from_redis_with_two_workers(browser):
    from scripts.bench.servers import redis_answers

    if not redis_answers():
        pytest.skip("Redis is not answering on 127.0.0.1:6379")
    url, proc, data_dir = start_server({"REFLEX_REDIS_URL": "redis://127.0.0.1:6379",
                                        "GRANIAN_WORKERS": "2"})
    try:
        client, _ = signed_in_session(browser, url)
        assert upload(url, str(uuid.uuid4()), WORK, [("a.jpg", jpeg())]).status_code == 401
        assert staged(data_dir) == []
        for _ in range(3):  # whichever worker answers reads the same session
            accepted = upload(url, client, WORK, [("a.jpg", jpeg())])
            assert accepted.status_code == 202, accepted.text
        assert len(settle(data_dir, 6)) == 6  # three files and their previews
    finally:
        stop_server(proc)
