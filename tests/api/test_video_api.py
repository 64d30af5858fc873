"""Video uploads over real HTTP: answered once validated and stored, hidden while encoding,
then public with a poster and a rendition served with range requests; originals stay private."""

import io

import av
import httpx
from PIL import Image
from sqlmodel import Session, select

from marketplace_app import db
from marketplace_app.models.job import Job
from marketplace_app.services import jobs
from marketplace_app.services.media import media_store
from tests import media_samples as samples
from tests.factories import bearer
from tests.portfolio_helpers import talent
from tests.video_samples import make_clip


def media_files() -> set[str]:
    root = media_store.media_root()
    return {str(p.relative_to(root)) for p in root.rglob("*") if p.is_file()}


def upload(client, token, *blobs, names=None, title="Monsoon wedding film"):
    names = names or [f"clip{i}.mov" for i in range(len(blobs))]
    return client.post("/api/Portfolio", headers=bearer(token), data={
        "title": title, "category": "Videography", "subcategory": "Events & Weddings",
        "coverPhotoIndex": "0"}, files=[("media", (n, b, "video/quicktime"))
                                         for n, b in zip(names, blobs)])


def feed_ids(client, token=None) -> list[str]:
    headers = bearer(token) if token else {}
    return [p["_id"] for p in client.get("/api/Portfolio/all", headers=headers)
            .json()["portfolios"]]


def run_jobs() -> int:
    return jobs.run_until_idle(db.engine)


def test_mov_upload_is_processing_then_public_with_poster_and_ranged_rendition(client):
    owner, _ = talent(client)
    visitor, _ = talent(client)
    response = upload(client, owner, make_clip("mov"))
    assert response.status_code == 201, response.text
    item = response.json()["portfolio"]
    pid, clip = item["_id"], item["media"][0]
    assert item["mediaState"] == "processing" and item["processingMessage"] == "Processing video..."
    assert clip["type"] == "video" and clip["state"] == "processing" and clip["renditions"] == {}
    # The poster is already there, as the same square JPEG derivatives images get.
    thumb = Image.open(io.BytesIO(client.get(item["coverThumbnailUrl"]).content))
    assert thumb.format == "JPEG" and thumb.size == (240, 240)  # 320 x 240 clip, centre square
    assert item["thumbnailUrls"][0] == clip["thumbnailUrl"] != clip["url"]
    # Hidden from everyone else until the rendition is ready; the owner sees it.
    assert pid not in feed_ids(client) and pid not in feed_ids(client, visitor)
    assert client.get(f"/api/Portfolio/{pid}", headers=bearer(visitor)).status_code == 404
    assert client.get(f"/api/Portfolio/user/{item['userId']}").json()["portfolios"] == []
    mine = client.get("/api/Portfolio/me", headers=bearer(owner)).json()["portfolios"]
    assert [p["mediaState"] for p in mine] == ["processing"]
    # The original is never public, only downloadable by its owner.
    assert client.get(clip["url"]).status_code == 404
    original = client.get(clip["originalUrl"], headers=bearer(owner))
    assert original.status_code == 200 and original.content[4:8] == b"ftyp"
    assert client.get(clip["originalUrl"], headers=bearer(visitor)).status_code in (403, 404)
    assert client.get(clip["originalUrl"]).status_code == 401

    assert run_jobs() == 1
    ready = client.get(f"/api/Portfolio/{pid}", headers=bearer(visitor)).json()["portfolio"]
    video_item = ready["media"][0]
    assert ready["mediaState"] == "ready" and ready["mediaProgress"] == 100
    assert ready["processingMessage"] is None and "originalUrl" not in video_item
    assert video_item["state"] == "ready" and video_item["url"] == video_item["renditions"]["720p"]
    assert ready["mediaUrls"] == [video_item["url"]] and video_item["url"].endswith(".mp4")
    assert ready["coverPhotoUrl"] == video_item["posterUrl"]
    assert pid in feed_ids(client)
    whole = client.get(video_item["url"])
    assert whole.status_code == 200 and whole.headers["content-type"] == "video/mp4"
    assert whole.headers["accept-ranges"] == "bytes"
    part = client.get(video_item["url"], headers={"Range": "bytes=100-1099"})
    assert part.status_code == 206 and part.content == whole.content[100:1100]
    assert part.headers["content-range"] == f"bytes 100-1099/{len(whole.content)}"
    with av.open(io.BytesIO(whole.content)) as played:
        assert {s.type: s.codec_context.name for s in played.streams} == \
            {"video": "h264", "audio": "aac"}
        assert sum(1 for _ in played.decode(video=0)) >= 22


def test_refused_videos_get_a_message_and_leave_nothing(client, clean_db):
    token, _ = talent(client)
    before = media_files()
    cases = [
        (samples.MP4 + b"\x07" * 4096,
         400, "This video could not be read: the file is damaged, incomplete or not a video"),
        (make_clip("mp4", video=False), 400, "This file has no video picture: please upload a video"),
        (make_clip("mp4", seconds=185, fps=1, size=(64, 36), audio=False),
         422, "Videos can be at most 3 minutes long"),
        ((lambda d: d[: len(d) // 2])(make_clip("webm", seconds=3)),
         400, "This video file is incomplete: please upload the whole file again"),
    ]
    for data, status, message in cases:
        response = upload(client, token, samples.jpeg(), data, names=["a.jpg", "b.mp4"])
        assert response.status_code == status, response.text
        assert response.json() == {"success": False, "message": message}
    hindi = client.post("/api/Portfolio?lang=hi", headers=bearer(token), data={
        "title": "Reel", "category": "Videography"},
        files=[("media", ("a.mp4", make_clip("mp4", video=False), "video/mp4"))])
    assert hindi.json()["message"] == "इस फ़ाइल में कोई वीडियो दृश्य नहीं है: कृपया एक वीडियो अपलोड करें"
    assert media_files() == before
    with Session(clean_db) as session:
        assert session.exec(select(Job)).all() == []
    assert client.get("/api/Portfolio/me", headers=bearer(token)).json()["portfolios"] == []


def test_failed_encode_tells_the_owner_why_and_stays_hidden(client):
    owner, _ = talent(client)
    item = upload(client, owner, make_clip("mp4")).json()["portfolio"]
    # The stored original gets damaged before the job runs (a disk fault, a bad copy).
    original = media_store.media_root() / item["media"][0]["url"].split("/media/", 1)[1]
    original.write_bytes(b"\x00\x00\x00\x18ftypmp42" + b"\x13" * 5000)
    run_jobs()
    mine = client.get(f"/api/Portfolio/{item['_id']}", headers=bearer(owner)).json()["portfolio"]
    assert mine["mediaState"] == "failed" and mine["processingMessage"] is None
    assert mine["mediaError"] == \
        "This video could not be read: the file is damaged, incomplete or not a video"
    assert mine["media"][0]["state"] == "failed" and mine["media"][0]["error"] == mine["mediaError"]
    assert item["_id"] not in feed_ids(client)
    # Removing the failed video (keeping an image) makes the work public again.
    edited = client.put(f"/api/Portfolio/{item['_id']}", headers=bearer(owner),
                        data={"removeOldMedia": item["media"][0]["url"]},
                        files=[("media", ("a.jpg", samples.jpeg(), "image/jpeg"))])
    assert edited.status_code == 200, edited.text
    assert edited.json()["portfolio"]["mediaState"] == "ready"
    assert item["_id"] in feed_ids(client)
    assert not original.exists()


def test_missing_original_is_a_failure_not_a_stuck_video(client):
    owner, _ = talent(client)
    item = upload(client, owner, make_clip("webm"), names=["a.webm"]).json()["portfolio"]
    (media_store.media_root() / item["media"][0]["url"].split("/media/", 1)[1]).unlink()
    run_jobs()
    mine = client.get(f"/api/Portfolio/{item['_id']}", headers=bearer(owner)).json()["portfolio"]
    assert mine["mediaState"] == "failed"
    assert mine["mediaError"] == "The uploaded video file is missing: please upload it again"


def test_video_removed_while_queued_or_deleted_leaves_no_files(client, clean_db):
    owner, _ = talent(client)
    before = media_files()
    first = upload(client, owner, make_clip("mkv"), make_clip("avi"),
                   names=["a.mkv", "b.avi"]).json()["portfolio"]
    edited = client.put(f"/api/Portfolio/{first['_id']}", headers=bearer(owner),
                        data={"removeOldMedia": first["media"][0]["url"]})
    assert edited.status_code == 200, edited.text
    assert edited.json()["portfolio"]["mediaState"] == "processing"
    second = upload(client, owner, make_clip("3gp"), names=["c.3gp"]).json()["portfolio"]
    client.delete(f"/api/Portfolio/{second['_id']}", headers=bearer(owner))
    assert run_jobs() == 3
    after = client.get(f"/api/Portfolio/{first['_id']}", headers=bearer(owner)).json()["portfolio"]
    assert after["mediaState"] == "ready" and len(after["media"]) == 1
    kept = after["media"][0]
    expected = {u.split("/media/", 1)[1] for u in (
        kept["url"], kept["posterUrl"], kept["thumbnailUrl"], kept["mediumUrl"],
        kept["thumbnailWebpUrl"], kept["mediumWebpUrl"], *kept["renditions"].values())}
    original = next(m for m in first["media"] if m["url"] != first["media"][0]["url"])["url"]
    expected.add(original.split("/media/", 1)[1])
    assert media_files() - before == expected
    client.delete(f"/api/Portfolio/{first['_id']}", headers=bearer(owner))
    assert media_files() == before
    with Session(clean_db) as session:
        assert {j.state for j in session.exec(select(Job))} == {"done"}


def test_originals_and_scratch_folders_are_never_served(client, api_server):
    root = media_store.media_root()
    for relative in ("originals/secret.mp4", ".work/job/720p.mp4", "portfolio/.x.jpg.tmp"):
        (root / relative).parent.mkdir(parents=True, exist_ok=True)
        (root / relative).write_bytes(b"private bytes")
    (root / "portfolio" / "public.txt").write_bytes(b"public")
    try:
        assert client.get("/media/portfolio/public.txt").status_code == 200
        for path in ("/media/originals/secret.mp4", "/media/.work/job/720p.mp4",
                     "/media/portfolio/.x.jpg.tmp", "/media/portfolio/%2e%2e/originals/secret.mp4",
                     "/media/portfolio/..%2foriginals/secret.mp4"):
            response = httpx.get(api_server + path) if "%" in path else client.get(path)
            assert response.status_code == 404, path
            assert b"private" not in response.content
    finally:
        for relative in ("originals/secret.mp4", ".work/job/720p.mp4", "portfolio/.x.jpg.tmp",
                         "portfolio/public.txt"):
            (root / relative).unlink()
