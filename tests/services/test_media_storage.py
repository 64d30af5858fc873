"""Media storage backends, the local folder and an S3-compatible bucket (moto in server mode,
over real HTTP), through the same media_store functions the services use."""

import io
import os
import uuid

import httpx
import pytest
from PIL import Image

from marketplace_app.services.media import media_store
from marketplace_app.services.media.storage import LocalStorage, S3Storage
from tests.conftest import free_port
from tests.factories import bearer, register_via_api
from tests.images import jpeg_with_gps_and_rotation

BUCKET = "marketplace-media"


@pytest.fixture(scope="session")
def s3_endpoint():
    """A local S3-compatible server (moto) on a free port, with an empty bucket."""
    import boto3
    from moto.server import ThreadedMotoServer

    for name in ("AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY"):
        os.environ.setdefault(name, "testing")
    port = free_port()
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=port, verbose=False)
    server.start()
    url = f"http://127.0.0.1:{port}"
    boto3.client("s3", endpoint_url=url, region_name="us-east-1").create_bucket(Bucket=BUCKET)
    yield url
    server.stop()


@pytest.fixture(params=["local", "s3"])
def store(request, tmp_path):
    """The media store switched to one backend for the test."""
    if request.param == "local":
        backend = LocalStorage(tmp_path / "media")
    else:
        endpoint = request.getfixturevalue("s3_endpoint")
        backend = S3Storage(BUCKET, endpoint_url=endpoint, region="us-east-1",
                            prefix=f"run-{uuid.uuid4().hex[:8]}")
    previous = media_store.use_storage(backend)
    yield backend
    media_store.use_storage(previous)


def _objects(backend) -> list[str]:
    """Every file or object the backend holds, temporary ones included."""
    if isinstance(backend, LocalStorage):
        return sorted(str(p.relative_to(backend.root)) for p in backend.root.rglob("*")
                      if p.is_file())
    listing = backend.client.list_objects_v2(Bucket=backend.bucket, Prefix=backend.prefix)
    return sorted(o["Key"][len(backend.prefix):] for o in listing.get("Contents", []))


def test_published_bytes_are_read_back_by_url(store):
    with media_store.StagedFiles() as staged:
        url = staged.add(b"\xff\xd8 picture bytes", "portfolio", ".jpg")
        staged.publish()
    assert url.startswith("/media/portfolio/") and url.endswith(".jpg")
    assert media_store.read_url(url) == b"\xff\xd8 picture bytes"
    assert _objects(store) == [url.removeprefix("/media/")]


def test_a_failed_write_leaves_nothing_behind(store):
    with pytest.raises(RuntimeError):
        with media_store.StagedFiles() as staged:
            staged.add(b"one", "portfolio", ".jpg")
            staged.add(b"two", "profile", ".jpg")
            raise RuntimeError("the database commit failed")
    assert _objects(store) == []


def test_a_renamed_file_keeps_its_bytes_and_suffix_until_the_old_name_is_deleted(store):
    with media_store.StagedFiles() as staged:
        old = staged.add(b"thumb bytes", "portfolio", ".thumb.jpg")
        staged.publish()
    with media_store.StagedFiles() as staged:
        new = staged.rename(old)
        staged.publish()
    media_store.delete_urls([old])
    assert new != old and new.startswith("/media/portfolio/") and new.endswith(".thumb.jpg")
    assert media_store.read_url(new) == b"thumb bytes" and media_store.read_url(old) is None
    assert _objects(store) == [new.removeprefix("/media/")]


def test_a_renamed_object_is_stored_with_todays_cache_header(request, tmp_path):
    """Objects uploaded under an older cache rule (once `immutable`, for a year) lose it when
    their portfolio is hidden and they are copied to fresh names."""
    from marketplace_app.services.media.storage import cache_control

    backend = S3Storage(BUCKET, endpoint_url=request.getfixturevalue("s3_endpoint"),
                        region="us-east-1", prefix=f"run-{uuid.uuid4().hex[:8]}")
    backend.client.put_object(Bucket=BUCKET, Key=f"{backend.prefix}portfolio/old.jpg",
                              Body=b"jpeg", ContentType="image/jpeg",
                              CacheControl="public, max-age=31536000, immutable")
    backend.copy("portfolio/old.jpg", "portfolio/new.jpg")
    head = backend.client.head_object(Bucket=BUCKET, Key=f"{backend.prefix}portfolio/new.jpg")
    assert head["CacheControl"] == cache_control("portfolio/new.jpg")
    assert head["ContentType"] == "image/jpeg"


def test_a_rename_without_its_commit_leaves_only_the_old_file(store):
    with media_store.StagedFiles() as staged:
        old = staged.add(b"bytes", "portfolio", ".jpg")
        staged.publish()
    with pytest.raises(RuntimeError):
        with media_store.StagedFiles() as staged:
            staged.rename(old)
            raise RuntimeError("the database commit failed")
    assert _objects(store) == [old.removeprefix("/media/")]


def test_delete_removes_ours_and_ignores_foreign_or_escaping_urls(store):
    with media_store.StagedFiles() as staged:
        keep = staged.add(b"keep", "portfolio", ".jpg")
        drop = staged.add(b"drop", "portfolio", ".jpg")
        staged.publish()
    media_store.delete_urls([drop, "https://elsewhere.example/x.jpg", "/media/../secret",
                             None])
    assert media_store.read_url(drop) is None
    assert media_store.read_url(keep) == b"keep"
    assert media_store.key_for_url("/media/portfolio/../../etc/passwd") is None


def test_an_uploaded_photo_is_served_from_the_store_over_http(store, client):
    headers = bearer(register_via_api(client)["token"])
    response = client.put("/api/user/profile/photo", headers=headers,
                          files={"photo": ("me.jpg", jpeg_with_gps_and_rotation(), "image/jpeg")})
    assert response.status_code == 200, response.text
    url = response.json()["url"]
    served = client.get(url)
    if isinstance(store, S3Storage):
        assert served.status_code == 302
        target = served.headers["location"]
        assert target.startswith(store.client.meta.endpoint_url) and "Signature=" in target
        served = httpx.get(target)
    assert served.status_code == 200
    assert Image.open(io.BytesIO(served.content)).format == "JPEG"
    missing = client.get("/media/profile/nothing-here.jpg", follow_redirects=True)
    assert missing.status_code == 404


def test_a_public_or_cdn_base_replaces_signed_urls(store, monkeypatch):
    from marketplace_app.settings import get_settings

    if not isinstance(store, S3Storage):
        assert media_store.public_url_for_key("portfolio/a.jpg") is None
        return
    monkeypatch.setattr(get_settings(), "s3_public_url", "https://cdn.example/media")
    assert media_store.public_url_for_key("portfolio/a.jpg") == "https://cdn.example/media/portfolio/a.jpg"


def test_unknown_storage_setting_is_a_clear_error(monkeypatch):
    from marketplace_app.settings import get_settings

    monkeypatch.setattr(get_settings(), "media_storage", "ftp")
    previous = media_store.use_storage(None)
    try:
        with pytest.raises(media_store.StorageMisconfigured, match="local or s3"):
            media_store.storage()
    finally:
        media_store.use_storage(previous)


def test_an_uploaded_video_gets_playable_renditions_in_the_store(store, client):
    from marketplace_app import db
    from marketplace_app.services import jobs
    from tests.portfolio_helpers import talent
    from tests.video_samples import make_clip

    owner, _ = talent(client)
    response = client.post("/api/Portfolio", headers=bearer(owner), data={
        "title": "Sangeet film", "category": "Videography", "subcategory": "Events & Weddings",
        "coverPhotoIndex": "0"}, files=[("media", ("clip.mov", make_clip("mov"),
                                                   "video/quicktime"))])
    assert response.status_code == 201, response.text
    pid = response.json()["portfolio"]["_id"]
    jobs.run_until_idle(db.engine)
    ready = client.get(f"/api/Portfolio/{pid}", headers=bearer(owner)).json()["portfolio"]
    assert ready["mediaState"] == "ready", ready["mediaError"]
    rendition = ready["media"][0]["renditions"]["720p"]
    assert rendition.removeprefix("/media/") in _objects(store)
    import av

    with av.open(io.BytesIO(media_store.read_url(rendition))) as played:
        assert sum(1 for _ in played.decode(video=0)) >= 22
    assert not any(name.startswith(".") or "/." in name for name in _objects(store))


def test_the_bucket_signs_only_what_the_caller_may_read(store, client):
    from marketplace_app.services.media import staging

    if not isinstance(store, S3Storage):
        return
    for key in ("originals/a.mp4", "portfolio/a.jpg", "profile/b.jpg"):
        store.stage(key, b"bytes of " + key.encode())
    owner_pass = staging.view_pass("owner1")
    preview = media_store.media_root() / "staging" / "owner1" / "p.jpg"
    preview.parent.mkdir(parents=True, exist_ok=True)
    preview.write_bytes(b"\xff\xd8 the owner's preview")
    try:
        for path in ("/media/portfolio/a.jpg", "/media/profile/b.jpg"):
            assert client.get(path).status_code == 302, path
        for path in ("/media/originals/a.mp4", "/media/staging/owner1/p.jpg",
                     "/media/.work/job/720p.mp4", "/media/uploads/x.jpg",
                     "/media/secret/a.jpg", "/media/a.jpg"):
            response = client.get(path)
            assert response.status_code == 404, path
            assert "location" not in response.headers, path
        client.cookies.set(staging.PASS_COOKIE, staging.view_pass("someone-else"))
        assert client.get("/media/staging/owner1/p.jpg").status_code == 404
        client.cookies.set(staging.PASS_COOKIE, owner_pass)
        mine = client.get("/media/staging/owner1/p.jpg")
        assert mine.status_code == 200 and mine.content == b"\xff\xd8 the owner's preview"
        assert "location" not in mine.headers
    finally:
        client.cookies.clear()
        preview.unlink()


def test_the_owner_downloads_a_videos_original_from_the_store(store, client):
    from tests.portfolio_helpers import talent
    from tests.video_samples import make_clip

    owner, _ = talent(client)
    visitor, _ = talent(client)
    clip = make_clip("mov")
    made = client.post("/api/Portfolio", headers=bearer(owner), data={
        "title": "Baraat film", "category": "Videography", "subcategory": "Events & Weddings",
        "coverPhotoIndex": "0"}, files=[("media", ("clip.mov", clip, "video/quicktime"))])
    assert made.status_code == 201, made.text
    original = made.json()["portfolio"]["media"][0]["originalUrl"]
    got = client.get(original, headers=bearer(owner))
    if isinstance(store, S3Storage):
        assert got.status_code == 302 and got.headers["cache-control"] == "private, no-store"
        assert "Signature=" in got.headers["location"]
        got = httpx.get(got.headers["location"])
        assert got.headers["content-disposition"].startswith("attachment")
    assert got.status_code == 200 and got.content == clip
    for caller in (bearer(visitor), {}):
        refused = client.get(original, headers=caller)
        assert refused.status_code in (401, 403, 404) and "location" not in refused.headers


def test_a_published_photo_is_staged_again_to_re_crop_from_the_store(store, client):
    from marketplace_app.services.media import staging
    from marketplace_app.state.portfolio_edit import stage_existing
    from tests.portfolio_helpers import talent

    owner, user = talent(client)
    user_id = user["_id"]
    made = client.post("/api/Portfolio", headers=bearer(owner), data={
        "title": "Haldi", "category": "Photography", "subcategory": "Food & Beverage",
        "coverPhotoIndex": "0"}, files=[("media", ("haldi.jpg", jpeg_with_gps_and_rotation(),
                                                   "image/jpeg"))])
    assert made.status_code == 201, made.text
    url = made.json()["portfolio"]["media"][0]["url"]
    staged = stage_existing(url, user_id)
    try:
        assert staged["kind"] == "image" and staged["owner"] == user_id
        assert staging.read(staged) == media_store.read_url(url)
    finally:
        staging.discard(staged)
    with pytest.raises(FileNotFoundError):
        stage_existing(url.replace(url.rsplit("/", 1)[-1], "gone.jpg"), user_id)


def test_the_sweep_removes_unreferenced_files_from_the_store_and_keeps_the_rest(store, client):
    from marketplace_app import db
    from marketplace_app.services.media.media_sweep import sweep_orphans

    headers = bearer(register_via_api(client)["token"])
    photo = client.put("/api/user/profile/photo", headers=headers, files={
        "photo": ("me.jpg", jpeg_with_gps_and_rotation(), "image/jpeg")}).json()["url"]
    for key in ("portfolio/left-by-a-crash.jpg", "originals/left-by-a-crash.mp4"):
        store.stage(key, b"never committed")
    with db.session_scope() as session:
        assert sweep_orphans(session, grace_seconds=3600) == 0  # too young to judge
        assert "portfolio/left-by-a-crash.jpg" in _objects(store)
        assert sweep_orphans(session, grace_seconds=-5) >= 2
    left = _objects(store)
    assert "portfolio/left-by-a-crash.jpg" not in left
    assert "originals/left-by-a-crash.mp4" not in left
    assert media_store.key_for_url(photo) in left and media_store.read_url(photo)
