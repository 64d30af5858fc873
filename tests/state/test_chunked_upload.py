"""Receiving browser uploads chunk by chunk: files split by name, limits enforced as bytes come."""

import os

from reflex_components_core.core._upload import UploadChunk

from marketplace_app.state import chunked_upload
from tests import media_samples as samples
from tests.async_run import run


async def _chunks(files: list[tuple[str, bytes]], size: int = 4096):
    for name, data in files:
        for offset in range(0, len(data), size):
            yield UploadChunk(filename=name, offset=offset, content_type="application/x",
                              data=data[offset:offset + size])


def _receive(files, **options):
    return run(chunked_upload.receive(_chunks(files), owner="owner1", **options))


def test_each_file_is_staged_with_its_kind():
    results = _receive([("a.jpg", samples.jpeg(800, 600)), ("clip.mp4", samples.MP4),
                        ("notes.txt", samples.NOT_MEDIA)])
    assert [(name, staged and staged["kind"], error) for name, staged, error in results] == [
        ("a.jpg", "image", ""), ("clip.mp4", "video", ""),
        ("notes.txt", None, "Only image and video files are allowed")]
    assert os.path.exists(results[0][1]["path"])


def test_a_photo_over_the_limit_is_refused_and_nothing_kept():
    big = samples.jpeg(1600, 1600) + b"\0" * 20_000
    [(name, staged, error)] = _receive([("big.jpg", big)], images_only=True,
                                       max_bytes=len(big) - 1,
                                       too_large="File size must be less than 5MB")
    assert staged is None and error == "File size must be less than 5MB"


def test_two_files_with_the_same_name_stay_apart():
    results = _receive([("img.jpg", samples.jpeg(300, 300)), ("img.jpg", samples.png())])
    assert len(results) == 2 and all(staged for _, staged, _ in results)
