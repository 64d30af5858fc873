"""Files picked in the browser: staged with a cleaned preview, limits enforced as bytes come."""

import os
import time

import pytest

from marketplace_app.services.errors import Invalid, TooLarge
from marketplace_app.services.media import media_store, staging
from marketplace_app.services.media.cropping import Crop
from tests import media_samples as samples

OWNER = "owner1"


def test_image_is_staged_privately_with_a_preview_in_its_owners_folder():
    staged = staging.stage_bytes("beach.jpg", samples.jpeg(1200, 900), owner=OWNER).as_dict()
    assert staged["kind"] == "image" and (staged["width"], staged["height"]) == (1200, 900)
    assert str(staging.uploads_root()) in staged["path"]
    preview = media_store.path_for_url(staged["preview_url"])
    assert preview is not None and preview.exists() and preview.parent.name == OWNER
    assert staging.read(staged) == samples.jpeg(1200, 900)
    staging.discard(staged)
    assert not os.path.exists(staged["path"]) and not preview.exists()


def test_video_is_recognised_by_its_bytes():
    staged = staging.stage_bytes("clip.mp4", samples.MP4, owner=OWNER).as_dict()
    assert staged["kind"] == "video" and staged["preview_url"] == ""


def test_text_file_is_refused_with_the_spec_messages():
    with pytest.raises(Invalid) as err:
        staging.stage_bytes("notes.txt", b"hello, not an image", owner=OWNER)
    assert err.value.message == "Only image and video files are allowed"
    with pytest.raises(Invalid) as err:
        staging.stage_bytes("notes.jpg", b"hello", images_only=True, owner=OWNER)
    assert err.value.message == "Please select an image file"


def test_writer_stops_keeping_bytes_past_the_limit():
    writer = staging.UploadWriter("big.jpg", owner=OWNER, images_only=True, max_bytes=1000,
                                  too_large="File size must be less than 5MB")
    writer.write(b"x" * 600)
    writer.write(b"x" * 600)
    assert not writer.path.exists()
    with pytest.raises(TooLarge) as err:
        writer.finish()
    assert err.value.message == "File size must be less than 5MB"


def test_cropped_preview_checks_the_crop():
    staged = staging.stage_bytes("a.jpg", samples.jpeg(1000, 1000), owner=OWNER).as_dict()
    assert staging.cropped_preview(staged, Crop(0, 0, 50, 50)).startswith("/media/staging/")
    with pytest.raises(Invalid):
        staging.cropped_preview(staged, Crop(0, 0, 5, 5))


def _gone(staged: dict) -> bool:
    preview = media_store.path_for_url(staged["preview_url"])
    return not os.path.exists(staged["path"]) and (preview is None or not preview.exists())


def test_sweep_drops_files_of_a_form_abandoned_for_an_hour():
    staged = staging.stage_bytes("old.jpg", samples.jpeg(200, 200), owner=OWNER).as_dict()
    staging.sweep(now=time.time() + 30 * 60)
    assert not _gone(staged)  # half an hour: the form may still be open
    staging.sweep(now=time.time() + 3600 + 60)
    assert _gone(staged)


def test_the_abandoned_form_age_is_a_setting(monkeypatch):
    from marketplace_app.settings import get_settings

    monkeypatch.setattr(get_settings(), "staging_max_age_seconds", 600)
    staged = staging.stage_bytes("old.jpg", samples.jpeg(200, 200), owner=OWNER).as_dict()
    staging.sweep(now=time.time() + 660)
    assert _gone(staged)


def test_the_server_start_removes_every_staged_file():
    from marketplace_app.api.app import sweep_staging
    from tests.async_run import run

    staged = staging.stage_bytes("fresh.jpg", samples.jpeg(200, 200), owner=OWNER).as_dict()

    async def first_round():
        async with sweep_staging():  # the lifespan task has started: the start-up sweep is done
            pass

    run(first_round())
    assert _gone(staged)


def test_read_refuses_paths_outside_the_uploads_folder():
    with pytest.raises(Invalid):
        staging.read({"path": "/etc/passwd"})
